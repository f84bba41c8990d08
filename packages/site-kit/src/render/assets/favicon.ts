// The favicon family, cut from the document's favicon source (an owner's override survives re-renders),
// else from a squarish logo, else an initial mark: the business's first letter on the brand accent colour.
import sharp, { type Metadata } from 'sharp';
import type { SiteDocument } from '../../document/schema';
import { ensureContrast, readableOn } from '../../theme/color';
import type { Palette } from '../../theme/palette';
import { resolveTheme } from '../../theme/resolve';
import type { SiteAssets } from '../context';
import { encodeIco } from './ico';
import { assetFor } from './images';

export const FAVICON_FILES = {
  ico: 'favicon.ico',
  apple: 'apple-touch-icon.png',
  png16: 'favicon-16x16.png',
  png32: 'favicon-32x32.png',
  png192: 'favicon-192x192.png',
  png512: 'favicon-512x512.png',
} as const;

export type FaviconOrigin = 'source' | 'logo' | 'initial-mark';

const xmlText = (s: string) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

/** The first letter or digit of the name, uppercased ("the 3 bakers" -> "T"). */
export function initialOf(name: string): string {
  const m = /[\p{L}\p{N}]/u.exec(name);
  return (m?.[0] ?? '?').toLocaleUpperCase('en');
}

export function initialMarkSvg(name: string, accent: string, size = 512, rounded = true): string {
  const bg = ensureContrast(accent, readableOn(accent), 4.6);
  const fg = readableOn(bg);
  const r = rounded ? Math.round(size * 0.22) : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" rx="${r}" fill="${bg}"/><text x="50%" y="50%" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-weight="700" font-size="${Math.round(size * 0.6)}" fill="${fg}">${xmlText(initialOf(name))}</text></svg>`;
}

async function decodable(bytes: Buffer | undefined): Promise<Metadata | null> {
  if (!bytes) return null;
  try {
    const meta = await sharp(bytes).metadata();
    return meta.width && meta.height ? meta : null;
  } catch {
    return null;
  }
}

/** A 512px square master the other sizes are scaled from. */
async function master(
  doc: SiteDocument,
  assets: SiteAssets,
  palette: Palette,
): Promise<{ png: Buffer; origin: FaviconOrigin }> {
  const source = doc.favicon.source;
  const sourceBytes = source ? assetFor(assets, source) : undefined;
  if (await decodable(sourceBytes)) {
    const png = await sharp(sourceBytes!, { density: 300 })
      .resize(512, 512, { fit: 'cover', position: 'centre' })
      .png()
      .toBuffer();
    return { png, origin: 'source' };
  }
  const logoBytes = doc.logo ? assetFor(assets, doc.logo) : undefined;
  const meta = await decodable(logoBytes);
  // Only a roughly square logo stays legible at 16px; a wide wordmark becomes the initial mark instead.
  if (meta && meta.width! / meta.height! >= 0.75 && meta.width! / meta.height! <= 1.34) {
    const png = await sharp(logoBytes!, { density: 300 })
      .resize(448, 448, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .extend({ top: 32, bottom: 32, left: 32, right: 32, background: { r: 255, g: 255, b: 255, alpha: 0 } })
      .png()
      .toBuffer();
    return { png, origin: 'logo' };
  }
  const png = await sharp(Buffer.from(initialMarkSvg(doc.business.name, palette.accent)))
    .png()
    .toBuffer();
  return { png, origin: 'initial-mark' };
}

const resized = (png: Buffer, size: number) =>
  sharp(png).resize(size, size, { kernel: 'lanczos3' }).png({ compressionLevel: 9 }).toBuffer();

export async function renderFavicons(
  doc: SiteDocument,
  assets: SiteAssets,
  palette: Palette,
): Promise<{ files: Map<string, Buffer>; origin: FaviconOrigin }> {
  const { png, origin } = await master(doc, assets, palette);
  const [p16, p32, p48, p192, p512] = await Promise.all([16, 32, 48, 192, 512].map((s) => resized(png, s)));
  // iOS shows transparency as black: the touch icon sits on an opaque background (full-bleed for the mark).
  const apple =
    origin === 'initial-mark'
      ? await sharp(Buffer.from(initialMarkSvg(doc.business.name, palette.accent, 180, false)))
          .png()
          .toBuffer()
      : await sharp(png).resize(180, 180).flatten({ background: palette.bg }).png({ compressionLevel: 9 }).toBuffer();
  const files = new Map<string, Buffer>([
    [
      FAVICON_FILES.ico,
      encodeIco([
        { size: 16, png: p16! },
        { size: 32, png: p32! },
        { size: 48, png: p48! },
      ]),
    ],
    [FAVICON_FILES.apple, apple],
    [FAVICON_FILES.png16, p16!],
    [FAVICON_FILES.png32, p32!],
    [FAVICON_FILES.png192, p192!],
    [FAVICON_FILES.png512, p512!],
  ]);
  // The owner's source stays in the release so re-renders and exports keep it.
  const source = doc.favicon.source;
  if (origin === 'source' && source) files.set(source.src, assetFor(assets, source)!);
  return { files, origin };
}

/** Just the favicon family for a document (the favicon operation redeploys these without a full render). */
export async function renderFaviconFamily(
  doc: SiteDocument,
  assets: SiteAssets,
): Promise<{ files: Map<string, Buffer>; origin: FaviconOrigin }> {
  return renderFavicons(doc, assets, resolveTheme(doc.theme, doc.constraints).palette);
}
