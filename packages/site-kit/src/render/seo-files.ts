// robots.txt, sitemap.xml and site.webmanifest. The sitemap is the one place with absolute URLs (the
// sitemaps protocol requires them), built from the render's baseUrl.
import type { SiteDocument } from '../document/schema';
import type { Palette } from '../theme/palette';
import { pageHref } from './context';

const xml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

export function robotsTxt(baseUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${baseUrl}/sitemap.xml\n`;
}

export function sitemapXml(doc: SiteDocument, baseUrl: string, lastModified?: string): string {
  const urls = doc.pages.map((p) => {
    const loc = p.kind === 'home' ? `${baseUrl}/` : `${baseUrl}/${pageHref(p.slug)}`;
    const priority = p.kind === 'home' ? '1.0' : p.kind === 'contact' || p.kind === 'services' ? '0.8' : '0.6';
    return `  <url>\n    <loc>${xml(loc)}</loc>\n${lastModified ? `    <lastmod>${xml(lastModified)}</lastmod>\n` : ''}    <priority>${priority}</priority>\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
