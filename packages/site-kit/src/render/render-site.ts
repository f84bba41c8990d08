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
import { pageHref, type RenderContext, type RenderOptions, type SiteAssets } from './context';
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
  const hero = doc.pages[0]?.sections.find((s) => s.type === 'hero');
  const heroImage =
    hero?.type === 'hero' && hero.image && !isSteeredAway(doc, hero.image)
      ? processed.images.get(hero.image.src)
      : undefined;
  const ogImage = heroImage?.src ?? FAVICON_FILES.png512;
  const stylesheet = buildStylesheet(theme, doc.constraints);
  const t = catalogOf(doc.lang);

  for (const page of doc.pages) {
    const ctx: RenderContext = {
      doc,
      page,
      options,
      theme,
      rich: doc.constraints.layout === 'standard',
      trade,
      shown: new Set(),
      stylesheet,
      t,
      image: (ref) => (ref && !isSteeredAway(doc, ref) ? processed.images.get(ref.src) : undefined),
    };
    files.set(pageHref(page.slug), Buffer.from(renderDocumentShell(ctx, renderSections(ctx), ogImage)));
  }
  for (const [path, bytes] of processed.files) files.set(path, bytes);
  for (const [path, bytes] of favicons.files) files.set(path, bytes);
  files.set('site.webmanifest', Buffer.from(webManifest(doc, theme.palette)));
  files.set('robots.txt', Buffer.from(robotsTxt(options.baseUrl)));
  files.set('sitemap.xml', Buffer.from(sitemapXml(doc, options.baseUrl, options.lastModified)));

  // A stable key order makes the Map itself deterministic, not just its contents.
  const sorted: SiteFiles = new Map([...files.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { files: sorted, warnings: processed.warnings, favicon: favicons.origin };
}

/** Renders every page (its stylesheet inlined), images, the favicon family, manifest, robots.txt and sitemap.xml. */
export async function renderSite(doc: SiteDocument, assets: SiteAssets, options: RenderOptions): Promise<SiteFiles> {
  return (await renderSiteWithReport(doc, assets, options)).files;
}
