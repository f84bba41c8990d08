// What every section renderer needs: the document, the current page, the resolved theme and the
// processed images. Image lookups return undefined when a picture is missing or steered away, and the
// caller then draws an icon instead.
import type { LanguageDocument, Page } from '../document/schema';
import type { ImageRef } from '../document/primitives';
import type { ResolvedTheme } from '../theme/resolve';
import type { Trade } from '../trades';
import type { Catalog } from '../i18n/catalog';
import type { LanguageVersion } from './languages';

export interface RenderOptions {
  /** Absolute URL the site is served at, e.g. `http://acme.localhost:3001`; used by sitemap, canonical and Open Graph. */
  baseUrl: string;
  /** Sent with each form submission as `site_id`. */
  siteId: string;
  /** Absolute URL of the gateway's form receiver, `…/v1/webhooks/form-submit`. */
  formEndpoint: string;
  /** `YYYY-MM-DD` for sitemap `<lastmod>`; omitted when absent so output depends only on the inputs. */
  lastModified?: string;
  /** Throw when an image the document uses has no bytes in `assets`, instead of drawing an icon. */
  strictAssets?: boolean;
}

/** Source image bytes keyed by catalog id or site-relative path. */
export type SiteAssets = ReadonlyMap<string, Buffer>;

export interface RenderedImage {
  src: string;
  width: number;
  height: number;
  /** The fallback format's widths, `path 480w, path 800w, …`. */
  srcset?: string;
  /** Modern formats first (AVIF, then WebP), each with the same widths as `srcset`. */
  sources?: { type: string; srcset: string }[];
}

export interface RenderContext {
  /** The document of the language being rendered (the main one, or an alternate). */
  doc: LanguageDocument;
  /** The language being rendered and all of the site's, the main one first (one for a one-language site). */
  version: LanguageVersion;
  versions: readonly LanguageVersion[];
  /** The way from this page back to the site's root files (images, icons): '' at /, `../` under /en/. */
  root: string;
  page: Page;
  options: RenderOptions;
  theme: ResolvedTheme;
  image(ref: ImageRef | undefined | null): RenderedImage | undefined;
  /** Whether the layout constraints allow side-by-side and cover layouts. */
  rich: boolean;
  /** The business's trade (trades/): its words, sections and icons. */
  trade: Trade;
  /** Pictures already shown on this page: no photo appears twice on one page. */
  shown: Set<string>;
  /** The site's stylesheet (css/), inlined in every page's <head>. */
  stylesheet: string;
  /** The words of the site's language (i18n/): every interface string the renderer writes. */
  t: Catalog;
}

export const pageHref = (slug: string) => `${slug}.html`;
