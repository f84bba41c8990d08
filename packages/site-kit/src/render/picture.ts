// <img> markup for processed images, and the icon art that replaces a missing picture.
import type { ImageRef } from '../document/primitives';
import { iconSvg, type IconName } from '../icons';
import { attr, cls } from './html';
import type { RenderContext } from './context';

export interface ImgOptions {
  className?: string;
  /** The `sizes` attribute: how wide the image is laid out. */
  sizes?: string;
  /** Above-the-fold images load eagerly with high priority. */
  eager?: boolean;
}

/** The image, or '' when it is missing or steered away. */
export function img(ctx: RenderContext, ref: ImageRef | undefined | null, opts: ImgOptions = {}): string {
  const out = ctx.image(ref);
  if (!ref || !out) return '';
  const srcset = out.srcset ? ` srcset="${attr(out.srcset)}" sizes="${attr(opts.sizes ?? '100vw')}"` : '';
  const loading = opts.eager ? ' fetchpriority="high"' : ' loading="lazy"';
  return `<img${opts.className ? ` class="${opts.className}"` : ''} src="${attr(out.src)}"${srcset} width="${out.width}" height="${out.height}" alt="${attr(ref.alt)}"${loading} decoding="async">`;
}

/** The picture if there is one, else an icon over brand colours (never a broken image). */
export function imgOrArt(
  ctx: RenderContext,
  ref: ImageRef | undefined | null,
  icon: IconName,
  opts: ImgOptions & { artClass?: string } = {},
): string {
  const picture = img(ctx, ref, opts);
  if (picture) return picture;
  if (ctx.doc.constraints.layout === 'minimal') return '';
  return `<div class="${cls('art', opts.artClass)}">${iconSvg(icon)}</div>`;
}
