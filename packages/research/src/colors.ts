import sharp from 'sharp';

const hex = (r: number, g: number, b: number) => `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const distance = (a: string, b: string) => {
  const p = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
  const [x, y] = [p(a), p(b)];
  return Math.hypot(x[0]! - y[0]!, x[1]! - y[1]!, x[2]! - y[2]!);
};

/** Distinct colours only: a candidate closer than this to one already chosen is the same brand colour. */
export function distinct(colors: string[], min = 60): string[] {
  const out: string[] = [];
  for (const c of colors) if (out.every((o) => distance(o, c) >= min)) out.push(c);
  return out;
}

/** The logo's dominant brand colours, most used first (transparent, grey, white and black pixels ignored). */
export async function colorsFromImage(image: Buffer): Promise<string[]> {
  // Decode to a small raw RGBA buffer first (stats of a pipeline ignore earlier steps).
  const { data, info } = await sharp(image, { limitInputPixels: 40_000_000 })
    .resize(64, 64, { fit: 'inside' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const counts = new Map<string, number>();
  for (let i = 0; i < info.width * info.height; i++) {
    const [r, g, b, a] = [data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!, data[i * 4 + 3]!];
    if (a < 128) continue;
    const q = hex((r & 0xf0) | 0x08, (g & 0xf0) | 0x08, (b & 0xf0) | 0x08); // 16 levels per channel
    if (isColourful(q)) counts.set(q, (counts.get(q) ?? 0) + 1);
  }
  return distinct([...counts.entries()].sort((a, b) => b[1] - a[1]).map(([c]) => c)).slice(0, 3);
}

/** Category palettes for when neither a logo nor the website gives colours. */
export const DEFAULT_PALETTES: Record<string, string[]> = {
  restaurant: ['#b5452b', '#2f4858', '#e0a526'],
  retail: ['#6a3fb5', '#1f2d3d', '#f2a33a'],
  professional: ['#1f4e79', '#33475b', '#2a9d8f'],
  service: ['#1769aa', '#26323a', '#f28c28'],
  default: ['#2b6777', '#2f3e46', '#e76f51'],
};

/** primary, secondary, accent: logo first, then the site's CSS, then the category palette to fill gaps. */
export function brandColors(fromLogo: string[], fromCss: string[], category: string): string[] {
  const palette = distinct([...fromLogo, ...fromCss]);
  for (const c of DEFAULT_PALETTES[category] ?? DEFAULT_PALETTES.default!)
    if (palette.length < 3 && palette.every((p) => distance(p, c) >= 60)) palette.push(c);
  return palette.slice(0, 3);
}

/** Saturated enough and neither near-white nor near-black to carry a brand. */
export function isColourful(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const s = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
  return s >= 0.2 && l > 0.12 && l < 0.9;
}
