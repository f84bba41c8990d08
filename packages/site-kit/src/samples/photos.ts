// Deterministic stand-in photographs (soft abstract compositions) so previews and tests can exercise the
// image pipeline without network access or bundled stock images.
import sharp from 'sharp';
import type { ResearchInput } from '../research/input';

const PALETTES = [
  ['#1f3b57', '#3f7cac', '#f2c57c', '#e8ecef'],
  ['#5b3a29', '#c06c3e', '#f3d9b1', '#2f4f3a'],
  ['#2d3142', '#bfc0c0', '#ef8354', '#4f5d75'],
  ['#264653', '#2a9d8f', '#e9c46a', '#f4a261'],
  ['#3d2c3e', '#b56576', '#eaac8b', '#6d597a'],
  ['#283618', '#606c38', '#dda15e', '#fefae0'],
];

function hash(s: string): number {
  let h = 2166136261;
  for (const c of s) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

/** A 1600x1067 JPEG whose colours and shapes depend only on `seed`. */
export async function samplePhoto(seed: string, outWidth = 1600, outHeight = 1067): Promise<Buffer> {
  // Drawn small and scaled up: the picture is all soft blur, and blurring at full size is slow.
  const width = Math.round(outWidth / 4);
  const height = Math.round(outHeight / 4);
  const h = hash(seed);
  const [a, b, c, d] = PALETTES[h % PALETTES.length]!;
  const circles = Array.from({ length: 5 }, (_, i) => {
    const x = ((h >>> (i * 3)) % 100) / 100;
    const y = ((h >>> (i * 5 + 1)) % 100) / 100;
    const r = 0.12 + ((h >>> (i * 2)) % 30) / 100;
    return `<circle cx="${Math.round(x * width)}" cy="${Math.round(y * height)}" r="${Math.round(r * width)}" fill="${[c, d, b][i % 3]}" opacity="0.55"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><filter id="f"><feGaussianBlur stdDeviation="15"/></filter></defs><rect width="100%" height="100%" fill="url(#g)"/><g filter="url(#f)">${circles}</g><rect y="${Math.round(height * 0.72)}" width="100%" height="${Math.round(height * 0.28)}" fill="${a}" opacity="0.35"/></svg>`;
  return sharp(Buffer.from(svg)).resize(outWidth, outHeight).jpeg({ quality: 85 }).toBuffer();
}

/** Photo bytes for every photo in a research input, keyed by localPath. */
export async function samplePhotoBytes(input: ResearchInput): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>();
  for (const p of input.research.photos ?? []) out.set(p.localPath, await samplePhoto(p.localPath));
  return out;
}
