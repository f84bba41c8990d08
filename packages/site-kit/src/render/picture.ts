// <picture> markup for processed images (AVIF and WebP sources, a JPEG or PNG fallback, srcset and sizes,
// width and height always set), and the palette art that stands in for a missing picture.
import type { ImageRef } from '../document/primitives';
import { attr, cls } from './html';
import type { RenderContext, RenderedImage } from './context';

export interface ImgOptions {
  className?: string;
  /** The `sizes` attribute: how wide the image is laid out. */
  sizes?: string;
  /** `high`: the page's main image (loaded first, preloaded in <head>); `eager`: above the fold; default lazy. */
  priority?: 'high' | 'eager' | 'lazy';
}

/** The image, or '' when it is missing, steered away or already shown on this page. */
export function img(ctx: RenderContext, ref: ImageRef | undefined | null, opts: ImgOptions = {}): string {
  const out = ctx.image(ref);
  if (!ref || !out || ctx.shown.has(out.src)) return '';
  ctx.shown.add(out.src);
  return pictureMarkup(out, ref.alt, opts);
}

export function pictureMarkup(out: RenderedImage, alt: string, opts: ImgOptions = {}): string {
  const sizes = opts.sizes ?? '100vw';
  const loading =
    opts.priority === 'high' ? ' fetchpriority="high"' : opts.priority === 'eager' ? '' : ' loading="lazy"';
  const srcset = out.srcset ? ` srcset="${attr(out.srcset)}" sizes="${attr(sizes)}"` : '';
  const image = `<img${opts.className ? ` class="${opts.className}"` : ''} src="${attr(out.src)}"${srcset} width="${out.width}" height="${out.height}" alt="${attr(alt)}"${loading} decoding="${opts.priority === 'high' ? 'sync' : 'async'}">`;
  if (!out.sources?.length) return image;
  const sources = out.sources
    .map((s) => `<source type="${s.type}" srcset="${attr(s.srcset)}" sizes="${attr(sizes)}">`)
    .join('');
  return `<picture>${sources}${image}</picture>`;
}

/** The preload hint for the page's main image: the first modern source, with the same sizes as the markup. */
export function preloadLink(out: RenderedImage, sizes: string): string {
  const first = out.sources?.[0];
  const srcset = first?.srcset ?? out.srcset;
  return `<link rel="preload" as="image"${srcset ? ` imagesrcset="${attr(srcset)}" imagesizes="${attr(sizes)}"` : ` href="${attr(out.src)}"`}${first ? ` type="${first.type}"` : ''} fetchpriority="high">`;
}

/** The picture if there is one, else the palette art (never a broken image); '' on minimal layouts. */
export function imgOrArt(
  ctx: RenderContext,
  ref: ImageRef | undefined | null,
  art: () => string,
  opts: ImgOptions & { artClass?: string } = {},
): string {
  const picture = img(ctx, ref, opts);
  if (picture) return picture;
  if (ctx.doc.constraints.layout === 'minimal') return '';
  return `<div class="${cls('art', opts.artClass)}" aria-hidden="true">${art()}</div>`;
}
