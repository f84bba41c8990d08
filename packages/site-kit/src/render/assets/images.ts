// Photos and the logo: resized and compressed with sharp to sensible widths, written at their document
// path (plus an 800px variant for srcset). A picture without bytes is reported and left out; pages then
// draw an icon in its place.
import sharp, { type Sharp } from 'sharp';
import type { ImageRef } from '../../document/primitives';
import type { SiteDocument } from '../../document/schema';
import { walkRefs } from '../../document/references';
import type { RenderedImage, SiteAssets } from '../context';

const MAX_WIDTH = 1600;
const VARIANT_WIDTH = 800;
const LOGO_MAX_WIDTH = 600;

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

function encoder(ext: string, pipeline: Sharp): Sharp {
  switch (ext) {
    case 'png':
      return pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    case 'webp':
      return pipeline.webp({ quality: 78, effort: 4 });
    default:
      return pipeline.jpeg({ quality: 78, mozjpeg: true, progressive: true });
  }
}

async function encode(bytes: Buffer, ext: string, width: number) {
  const { data, info } = await encoder(ext, sharp(bytes).rotate().resize({ width, withoutEnlargement: true })).toBuffer(
    { resolveWithObject: true },
  );
  return { data, width: info.width, height: info.height };
}

export async function processImages(doc: SiteDocument, assets: SiteAssets, strict: boolean): Promise<ProcessedImages> {
  const out: ProcessedImages = { images: new Map(), files: new Map(), warnings: [] };
  for (const ref of usedImages(doc)) {
    if (isSteeredAway(doc, ref)) continue;
    const bytes = assetFor(assets, ref);
    if (!bytes) {
      const message = `no image bytes for ${ref.src}${ref.id ? ` (id ${ref.id})` : ''}; an icon is shown instead`;
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
      const isLogo = ref.src === doc.logo?.src;
      const main = await encode(bytes, ext, isLogo ? LOGO_MAX_WIDTH : MAX_WIDTH);
      out.files.set(ref.src, main.data);
      const rendered: RenderedImage = { src: ref.src, width: main.width, height: main.height };
      if (!isLogo && main.width > VARIANT_WIDTH + 100) {
        const small = await encode(bytes, ext, VARIANT_WIDTH);
        const variant = ref.src.replace(/(\.[a-z]+)$/i, `-${VARIANT_WIDTH}w$1`);
        out.files.set(variant, small.data);
        rendered.srcset = `${variant} ${small.width}w, ${ref.src} ${main.width}w`;
      }
      out.images.set(ref.src, rendered);
    } catch (err) {
      const message = `image ${ref.src} could not be decoded (${(err as Error).message}); an icon is shown instead`;
      if (strict) throw new Error(message, { cause: err });
      out.warnings.push(message);
    }
  }
  return out;
}
