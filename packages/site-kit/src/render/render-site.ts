// renderSite: document -> static files. Pure and deterministic: no clock, no randomness, no network;
// the same document, assets and options give the same bytes.
import { catalogOf } from '../i18n';
import type { SiteFiles } from '@sgs/storage';
import { parseSiteDocument } from '../document/validate';
import type { SiteDocument } from '../document/schema';
import { resolveTheme } from '../theme/resolve';
import { tradeOfBusiness } from '../trades';
import { FAVICON_FILES, renderFavicons, type FaviconOrigin } from './assets/favicon';
import { isSteeredAway, processImages } from './assets/images';
import type { ImageRef } from '../document/primitives';
import { pageHref, type RenderContext, type RenderedImage, type RenderOptions, type SiteAssets } from './context';
import { languageVersions } from './languages';
import { markOwnerText } from './owner-text';
import { buildStylesheet } from './css';
import { renderDocumentShell } from './layout';
import { renderSections } from './sections';
import { robotsTxt, sitemapXml, webManifest } from './seo-files';

export interface RenderReport {
  files: SiteFiles;
  /** Pictures that fell back to icons, and similar non-fatal notes. */
  warnings: string[];
  favicon: FaviconOrigin;
}

function normalizeOptions(options: RenderOptions): RenderOptions {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  if (!/^https?:\/\/[^/\s]+(\/[^\s]*)?$/i.test(baseUrl))
    throw new Error(`baseUrl must be an absolute http(s) URL, got "${options.baseUrl}"`);
  if (!/^https?:\/\/\S+$/i.test(options.formEndpoint))
    throw new Error(`formEndpoint must be an absolute http(s) URL, got "${options.formEndpoint}"`);
  if (!options.siteId) throw new Error('siteId is required');
  return { ...options, baseUrl };
}

/** A processed picture as a page one folder down refers to it. */
const fromFolder = (out: RenderedImage, root: string): RenderedImage => {
  const srcset = (set: string) =>
    set
      .split(', ')
      .map((entry) => root + entry)
      .join(', ');
  return {
    ...out,
    src: root + out.src,
    ...(out.srcset ? { srcset: srcset(out.srcset) } : {}),
    ...(out.sources ? { sources: out.sources.map((s) => ({ ...s, srcset: srcset(s.srcset) })) } : {}),
  };
};

export async function renderSiteWithReport(
  input: SiteDocument,
  assets: SiteAssets = new Map(),
  rawOptions: RenderOptions,
): Promise<RenderReport> {
  const doc = parseSiteDocument(input);
  const options = normalizeOptions(rawOptions);
  const theme = resolveTheme(doc.theme, doc.constraints);
  const trade = tradeOfBusiness(doc.business);
  const processed = await processImages(doc, assets, options.strictAssets ?? false);
  const favicons = await renderFavicons(doc, assets, theme.palette);

  const files: SiteFiles = new Map();
  const stylesheet = buildStylesheet(theme, doc.constraints);
  const versions = languageVersions(doc);
  let warnings = processed.warnings;
  for (const version of versions) {
    const lang = version.doc;
    // An alternate is written from the same photos: its encodes are cached, so only pictures it alone uses cost.
    const own = version.dir ? await processImages(lang, assets, options.strictAssets ?? false) : processed;
    if (version.dir) {
      for (const [path, bytes] of own.files) files.set(path, bytes);
      warnings = [...warnings, ...own.warnings.filter((w) => !warnings.includes(w))];
    }
    const root = version.dir ? '../' : '';
    const image = (ref: ImageRef | null | undefined) => {
      const out = ref && !isSteeredAway(lang, ref) ? own.images.get(ref.src) : undefined;
      return out && root ? fromFolder(out, root) : out;
    };
    const hero = lang.pages[0]?.sections.find((s) => s.type === 'hero');
    const heroImage = hero?.type === 'hero' && hero.image ? image(hero.image) : undefined;
    // Open Graph wants an absolute URL: the picture's path from the site's root.
    const ogImage = heroImage ? heroImage.src.slice(root.length) : FAVICON_FILES.png512;
    const t = catalogOf(lang.lang);
    for (const page of lang.pages) {
      const ctx: RenderContext = {
        doc: lang,
        version,
        versions,
        root,
        page,
        options,
        theme,
        rich: lang.constraints.layout === 'standard',
        trade: version.dir ? tradeOfBusiness(lang.business) : trade,
        shown: new Set(),
        stylesheet,
        t,
        image,
      };
      files.set(
        `${version.dir}${pageHref(page.slug)}`,
        Buffer.from(markOwnerText(renderDocumentShell(ctx, renderSections(ctx), ogImage), lang)),
      );
    }
  }
  for (const [path, bytes] of processed.files) files.set(path, bytes);
  for (const [path, bytes] of favicons.files) files.set(path, bytes);
  files.set('site.webmanifest', Buffer.from(webManifest(doc, theme.palette)));
  files.set('robots.txt', Buffer.from(robotsTxt(options.baseUrl)));
  files.set('sitemap.xml', Buffer.from(sitemapXml(versions, options.baseUrl, options.lastModified)));

  // A stable key order makes the Map itself deterministic, not just its contents.
  const sorted: SiteFiles = new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { files: sorted, warnings, favicon: favicons.origin };
}

/** Renders every page (its stylesheet inlined), images, the favicon family, manifest, robots.txt and sitemap.xml. */
export async function renderSite(doc: SiteDocument, assets: SiteAssets, options: RenderOptions): Promise<SiteFiles> {
  return (await renderSiteWithReport(doc, assets, options)).files;
}
