// Colour arithmetic for palettes: WCAG 2.x relative luminance and contrast, mixing, and shade adjustment.
import { HEX_COLOR_PATTERN, isHexColor, normalizeHex as normalizedHex } from '@sgs/contracts';

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export { isHexColor };

export function parseHex(value: string): Rgb {
  const m = HEX_COLOR_PATTERN.exec(value.trim());
  if (!m) throw new Error(`not a hex colour: ${value}`);
  let h = m[1]!;
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  return { r: parseInt(h.slice(0, 2), 16), g: parseInt(h.slice(2, 4), 16), b: parseInt(h.slice(4, 6), 16) };
}

const clampByte = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((c) => clampByte(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `#ABC` / `abcdef` -> `#aabbcc` (@sgs/contracts normalizeHex); used wherever colours enter the document. */
export function normalizeHex(value: string): string {
  const hex = normalizedHex(value);
  if (!hex) throw new Error(`not a hex colour: ${value}`);
  return hex;
}

const channel = (c: number) => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = luminance(a);
  const lb = luminance(b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes `a` toward `b`; weight 0 keeps `a`, 1 gives `b`. */
export function mix(a: string, b: string, weight: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex({ r: x.r + (y.r - x.r) * weight, g: x.g + (y.g - x.g) * weight, b: x.b + (y.b - x.b) * weight });
}

export const WHITE = '#ffffff';
export const BLACK = '#000000';

export const isLight = (hex: string) => luminance(hex) > 0.179;

/**
 * Moves `color` toward black or white (away from `against`) in small steps until the pair reaches `target`.
 * Small steps keep as much of the brand hue as the contrast allows.
 */
export function ensureContrast(color: string, against: string, target: number): string {
  if (contrastRatio(color, against) >= target) return color;
  const toward = isLight(against) ? BLACK : WHITE;
  for (let step = 1; step <= 50; step++) {
    const candidate = mix(color, toward, step / 50);
    if (contrastRatio(candidate, against) >= target) return candidate;
  }
  return toward;
}

/** The readable text colour (near-white or near-black) for a background, whichever contrasts more. */
export function readableOn(background: string, light = '#ffffff', dark = '#111111'): string {
  return contrastRatio(light, background) >= contrastRatio(dark, background) ? light : dark;
}

export interface Hsl {
  h: number;
  s: number;
  l: number;
}

export function toHsl(hex: string): Hsl {
  const { r, g, b } = parseHex(hex);
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rr) h = (gg - bb) / d + (gg < bb ? 6 : 0);
  else if (max === gg) h = (bb - rr) / d + 2;
  else h = (rr - gg) / d + 4;
  return { h: h * 60, s, l };
}

/** Saturation 0..1 as a plain number, for style heuristics. */
export const saturation = (hex: string) => toHsl(hex).s;
