// robots.txt, sitemap.xml and site.webmanifest. The sitemap is the one place with absolute URLs (the
// sitemaps protocol requires them), built from the render's baseUrl.
import type { SiteDocument } from '../document/schema';
import type { Palette } from '../theme/palette';
import { pageUrl, pageVersions, type LanguageVersion } from './languages';

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

/** Every page of every language; a site in more than one lists each page's versions as xhtml:link alternates. */
export function sitemapXml(versions: readonly LanguageVersion[], baseUrl: string, lastModified?: string): string {
  const multi = versions.length > 1;
  const urls = versions.flatMap((version) =>
    version.doc.pages.map((p) => {
      const priority = p.kind === 'home' ? '1.0' : p.kind === 'contact' || p.kind === 'services' ? '0.8' : '0.6';
      const links = multi
        ? pageVersions(versions, p, version, baseUrl)
            .map((v) => `    <xhtml:link rel="alternate" hreflang="${xml(v.lang)}" href="${xml(v.url)}"/>\n`)
            .join('')
        : '';
      // The alternates last: the sitemaps schema admits other namespaces' elements only after priority.
      return `  <url>\n    <loc>${xml(pageUrl(baseUrl, version.dir, p))}</loc>\n${lastModified ? `    <lastmod>${xml(lastModified)}</lastmod>\n` : ''}    <priority>${priority}</priority>\n${links}  </url>`;
    }),
  );
  const ns = multi ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${ns}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function webManifest(doc: SiteDocument, palette: Palette): string {
  const name = doc.business.name;
  const manifest = {
    name,
    short_name: name.length <= 12 ? name : name.split(/\s+/)[0]!.slice(0, 12),
    description: doc.pages.find((p) => p.kind === 'home')!.seo.description,
    lang: doc.lang,
    start_url: './index.html',
    scope: './',
    display: 'browser',
    background_color: palette.bg,
    theme_color: palette.brand,
    icons: [
      { src: 'favicon-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'favicon-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
