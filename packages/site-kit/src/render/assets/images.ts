// Photos and the logo, made responsive with sharp at build time: each photo is written at its document path
// (a JPEG at most 1600px wide, also the Open Graph image) plus AVIF, WebP and JPEG variants at up to four
// widths for <picture> srcsets. Metadata (EXIF, GPS, XMP) is never copied: sharp writes none unless asked.
// A picture without bytes is reported and left out; pages then draw the site's own art in its place.
import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import type { ImageRef } from '../../document/primitives';
import type { SiteDocument } from '../../document/schema';
import { walkRefs } from '../../document/references';
import type { RenderedImage, SiteAssets } from '../context';

const MAX_WIDTH = 1600;
/** srcset widths: phones (1x/2x), tablets, desktops. */
export const IMAGE_WIDTHS = [480, 800, 1200, 1600] as const;
const LOGO_MAX_WIDTH = 600;

type Format = 'avif' | 'webp' | 'jpg' | 'png';
const MIME: Record<Format, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

export interface ProcessedImages {
  images: Map<string, RenderedImage>;
  files: Map<string, Buffer>;
  warnings: string[];
}

export const assetFor = (assets: SiteAssets, ref: Pick<ImageRef, 'id' | 'src'>) =>
  (ref.id ? assets.get(ref.id) : undefined) ?? assets.get(ref.src);

/** Every picture the pages show, first use wins, in document order (so output order is stable). */
export function usedImages(doc: SiteDocument): ImageRef[] {
  const seen = new Map<string, ImageRef>();
  if (doc.logo) seen.set(doc.logo.src, doc.logo);
  for (const page of doc.pages)
    walkRefs(page.sections, [], { image: (ref) => void (seen.has(ref.src) || seen.set(ref.src, ref)) });
  return [...seen.values()];
}

export function isSteeredAway(doc: SiteDocument, ref: ImageRef): boolean {
  const { excludedImages, imagesDisabled } = doc.constraints;
  if (excludedImages.includes(ref.src) || (ref.id && excludedImages.includes(ref.id))) return true;
  return imagesDisabled && ref !== doc.logo && ref.src !== doc.logo?.src;
}

function encoder(format: Format, pipeline: Sharp): Sharp {
  switch (format) {
    case 'avif':
      return pipeline.avif({ quality: 50, effort: 2 });
    case 'webp':
      return pipeline.webp({ quality: 72, effort: 4 });
    case 'png':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    default:
      return pipeline.jpeg({ quality: 76, mozjpeg: true, progressive: true });
  }
}

interface Encoded {
  data: Buffer;
  width: number;
  height: number;
}

// Rendering is pure, so an encode is a function of (bytes, format, width): re-renders (revisions, steering
// attempts, tests) reuse earlier encodes instead of paying for AVIF again. Bounded by total bytes kept.
const CACHE_LIMIT = 96 * 1024 * 1024;
const cache = new Map<string, Encoded>();
let cached = 0;

async function encode(bytes: Buffer, digest: string, format: Format, width: number): Promise<Encoded> {
  const key = `${digest}:${format}:${width}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const { data, info } = await encoder(
    format,
    sharp(bytes, { limitInputPixels: 60_000_000 }).rotate().resize({ width, withoutEnlargement: true }),
  ).toBuffer({ resolveWithObject: true });
  const out = { data, width: info.width, height: info.height };
  cache.set(key, out);
  cached += data.length;
  for (const [k, v] of cache) {
    if (cached <= CACHE_LIMIT) break;
    cache.delete(k);
    cached -= v.data.length;
  }
  return out;
}

const variantPath = (src: string, width: number, format: Format) =>
  src.replace(/\.[a-z0-9]+$/i, '') + `-${width}w.${format}`;

/** Widths to offer for a picture this wide: every standard width below it, and its own width as the top. */
export function widthsFor(width: number): number[] {
  const top = Math.min(width, MAX_WIDTH);
  const below = IMAGE_WIDTHS.filter((w) => w < top - 80);
  return [...below, top];
}

async function responsive(bytes: Buffer, ref: ImageRef, out: ProcessedImages): Promise<RenderedImage> {
  const digest = createHash('sha1').update(bytes).digest('hex');
  const meta = await sharp(bytes, { limitInputPixels: 60_000_000 }).metadata();
  const alpha = Boolean(meta.hasAlpha) && meta.format === 'png';
  const fallback: Format = alpha ? 'png' : 'jpg';
  const main = await encode(bytes, digest, fallback, MAX_WIDTH);
  // The document path keeps the largest fallback (Open Graph, exports, old links).
  const src = fallback === 'png' || /\.jpe?g$/i.test(ref.src) ? ref.src : variantPath(ref.src, main.width, fallback);
  out.files.set(src, main.data);
  const sources: { type: string; srcset: string }[] = [];
  const fallbackSet: string[] = [];
  for (const format of ['avif', 'webp', fallback] as Format[]) {
    const set: string[] = [];
    for (const width of widthsFor(main.width)) {
      const e = format === fallback && width === main.width ? main : await encode(bytes, digest, format, width);
      const path = format === fallback && width === main.width ? src : variantPath(ref.src, e.width, format);
      out.files.set(path, e.data);
      set.push(`${path} ${e.width}w`);
    }
    if (format === fallback) fallbackSet.push(...set);
    else sources.push({ type: MIME[format], srcset: set.join(', ') });
  }
  return { src, width: main.width, height: main.height, srcset: fallbackSet.join(', '), sources };
}

export async function processImages(doc: SiteDocument, assets: SiteAssets, strict: boolean): Promise<ProcessedImages> {
  const out: ProcessedImages = { images: new Map(), files: new Map(), warnings: [] };
  for (const ref of usedImages(doc)) {
    if (isSteeredAway(doc, ref)) continue;
    const bytes = assetFor(assets, ref);
    if (!bytes) {
      const message = `no image bytes for ${ref.src}${ref.id ? ` (id ${ref.id})` : ''}; the site's own art is shown instead`;
      if (strict) throw new Error(message);
      out.warnings.push(message);
      continue;
    }
    const ext = ref.src.split('.').pop()!.toLowerCase();
    if (ext === 'svg') {
      // SVG logos arrive sanitised from the logo operation; they are served as they are.
      out.files.set(ref.src, bytes);
      out.images.set(ref.src, { src: ref.src, width: ref.width, height: ref.height });
      continue;
    }
    try {
      if (ref.src === doc.logo?.src) {
        const format: Format = ext === 'png' ? 'png' : ext === 'webp' ? 'webp' : 'jpg';
        const digest = createHash('sha1').update(bytes).digest('hex');
        const logo = await encode(bytes, digest, format, LOGO_MAX_WIDTH);
        out.files.set(ref.src, logo.data);
        out.images.set(ref.src, { src: ref.src, width: logo.width, height: logo.height });
        continue;
      }
      out.images.set(ref.src, await responsive(bytes, ref, out));
    } catch (err) {
      const message = `image ${ref.src} could not be decoded (${(err as Error).message}); the site's own art is shown instead`;
      if (strict) throw new Error(message, { cause: err });
      out.warnings.push(message);
    }
  }
  return out;
}
