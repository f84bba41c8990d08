import { checkRenderedSite, type RenderReport, type SiteDocument } from '../src';
import { dom, htmlFiles, OPTIONS, renderDoc, sampleDocument, stylesheetOf } from './helpers';

// Image work with sharp shares two cores with the rest of the suite in a full run.
jest.setTimeout(120_000);

let doc: SiteDocument;
let assets: ReadonlyMap<string, Buffer>;
let report: RenderReport;
beforeAll(async () => {
  ({ doc, assets } = await sampleDocument('plumber'));
  report = await renderDoc(doc, assets);
});

const page = (name: string) => report.files.get(name)!.toString('utf8');

it('is deterministic: the same input gives the same files and bytes', async () => {
  const again = await renderDoc(structuredClone(doc), new Map(assets));
  expect([...again.files.keys()]).toEqual([...report.files.keys()]);
  for (const [path, bytes] of report.files) expect(again.files.get(path)!.equals(bytes)).toBe(true);
});

it('writes every page (its stylesheet inline), images, favicon family, manifest, robots and sitemap', () => {
  const files = [...report.files.keys()];
  expect(htmlFiles(report.files).sort()).toEqual(['about.html', 'contact.html', 'index.html', 'services.html']);
  expect(files).toEqual(
    expect.arrayContaining([
      'favicon.ico',
      'apple-touch-icon.png',
      'favicon-16x16.png',
      'favicon-32x32.png',
      'favicon-192x192.png',
      'favicon-512x512.png',
      'site.webmanifest',
      'robots.txt',
      'sitemap.xml',
    ]),
  );
  expect(files.filter((f) => f.startsWith('images/')).length).toBeGreaterThanOrEqual(4);
  expect(report.warnings).toEqual([]);
});

it('uses only relative internal URLs that resolve to files in the output', () => {
  for (const file of htmlFiles(report.files)) {
    const html = page(file);
    expect(html).not.toMatch(/(href|src)="\//);
    const d = dom(html);
    const ids = new Set(d.all.map((e) => d.attr(e, 'id')).filter(Boolean));
    for (const el of d.all) {
      const refs = [
        d.attr(el, 'href'),
        d.attr(el, 'src'),
        ...(d.attr(el, 'srcset') ?? '').split(',').map((s) => s.trim().split(' ')[0]),
      ].filter((r): r is string => Boolean(r));
      for (const ref of refs) {
        if (/^(mailto|tel):/.test(ref)) continue;
        if (/^https?:/.test(ref)) {
          // Only navigation may leave the site (canonical, directions, external links); nothing is loaded from elsewhere.
          expect(el.tagName === 'a' || d.attr(el, 'rel') === 'canonical').toBe(true);
          continue;
        }
        const [path, fragment] = ref.split('#');
        // the home page is linked as ./ (its one URL is the directory)
        if (path) expect(report.files.has(path === './' ? 'index.html' : path.split('?')[0]!)).toBe(true);
        if (!path && fragment) expect(ids.has(fragment)).toBe(true);
      }
    }
  }
});

it('gives every image alt text and dimensions, and sizes photos with sharp', async () => {
  const sharp = (await import('sharp')).default;
  for (const file of htmlFiles(report.files)) {
    const d = dom(page(file));
    for (const img of d.byTag('img')) {
      expect(d.attr(img, 'alt')?.trim()).toBeTruthy();
      const src = d.attr(img, 'src')!;
      const meta = await sharp(report.files.get(src)!).metadata();
      expect(d.attr(img, 'width')).toBe(String(meta.width));
      expect(d.attr(img, 'height')).toBe(String(meta.height));
      expect(meta.width).toBeLessThanOrEqual(1600);
    }
  }
  // Sources are 1600px JPEGs; the 800px variant exists for small screens.
  expect((await sharp(report.files.get('images/photos/van-800w.jpg')!).metadata()).width).toBe(800);
});

it('has semantic structure: lang, one h1, main, skip link, labelled nav, meta and Open Graph', () => {
  for (const file of htmlFiles(report.files)) {
    const d = dom(page(file));
    expect(d.attr(d.byTag('html')[0]!, 'lang')).toBe('en');
    expect(d.byTag('h1')).toHaveLength(1);
    expect(d.byTag('main')).toHaveLength(1);
    const skip = d.byTag('a').find((a) => d.attr(a, 'class') === 'skip-link')!;
    expect(d.attr(skip, 'href')).toBe('#main');
    expect(d.byTag('nav').every((n) => d.attr(n, 'aria-label'))).toBe(true);
    const meta = (p: string) => d.byTag('meta').find((m) => d.attr(m, 'property') === p || d.attr(m, 'name') === p);
    const description = d.attr(meta('description')!, 'content')!;
    expect(description.length).toBeGreaterThan(30);
    expect(description.length).toBeLessThanOrEqual(170);
    expect(d.attr(meta('og:title')!, 'content')).toBe(d.text(d.byTag('title')[0]!));
    expect(d.attr(meta('og:url')!, 'content')).toBe(
      file === 'index.html' ? `${OPTIONS.baseUrl}/` : `${OPTIONS.baseUrl}/${file}`,
    );
    expect(d.attr(meta('og:image')!, 'content')).toMatch(new RegExp(`^${OPTIONS.baseUrl}/images/`));
  }
});

it('embeds LocalBusiness JSON-LD with the right subtype and facts', () => {
  const d = dom(page('index.html'));
  const script = d.byTag('script').find((s) => d.attr(s, 'type') === 'application/ld+json')!;
  const data = JSON.parse(d.text(script));
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('Plumber');
  expect(data.name).toBe('Riverbend Plumbing & Drain');
  expect(data.telephone).toBe('+12175550142'); // E.164: what a search engine dials from anywhere
  expect(data.address).toMatchObject({
    '@type': 'PostalAddress',
    streetAddress: '418 Mill Street',
    addressLocality: 'Springfield',
    addressRegion: 'IL',
    postalCode: '62701',
  });
  expect(data.openingHoursSpecification).toContainEqual({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: 'https://schema.org/Saturday',
    opens: '08:00',
    closes: '12:00',
  });
  expect(data.openingHoursSpecification.some((h: { dayOfWeek: string }) => h.dayOfWeek.endsWith('Sunday'))).toBe(false);
  expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: 39.7817, longitude: -89.6501 });
});

it('posts the contact form per the form contract, with labels and a honeypot', () => {
  const d = dom(page('contact.html'));
  const form = d.byTag('form')[0]!;
  expect(d.attr(form, 'method')).toBe('post');
  expect(d.attr(form, 'action')).toBe(OPTIONS.formEndpoint);
  const input = (name: string) => d.byTag('input').find((i) => d.attr(i, 'name') === name)!;
  expect(d.attr(input('site_id'), 'type')).toBe('hidden');
  expect(d.attr(input('site_id'), 'value')).toBe(OPTIONS.siteId);
  expect(d.attr(input('page'), 'value')).toBe('contact.html');
  expect(d.attr(input('_redirect'), 'value')).toBe(`${OPTIONS.baseUrl}/contact.html?sent=1#sent`);
  const hp = input('_hp');
  expect([d.attr(hp, 'type'), d.attr(hp, 'tabindex'), d.attr(hp, 'autocomplete'), d.attr(hp, 'aria-hidden')]).toEqual([
    'text',
    '-1',
    'off',
    'true',
  ]);
  const labels = new Set(d.byTag('label').map((l) => d.attr(l, 'for')));
  const fields = [...d.byTag('input'), ...d.byTag('textarea')].filter((f) => d.attr(f, 'type') !== 'hidden');
  expect(fields.map((f) => d.attr(f, 'name')).sort()).toEqual(['_hp', 'email', 'message', 'name', 'phone']);
  for (const f of fields) expect(labels.has(d.attr(f, 'id'))).toBe(true);
  expect(d.attr(input('email'), 'type')).toBe('email');
  expect(d.attr(input('phone'), 'type')).toBe('tel');
  // The thank-you notice: shown by :target without script, by the inline script for ?sent=1.
  const notice = d.all.find((e) => d.attr(e, 'id') === 'sent')!;
  expect(d.attr(notice, 'role')).toBe('status');
  expect(stylesheetOf(report.files, 'contact.html')).toMatch(/\.notice:target/);
  expect(d.byTag('script').some((s) => /sent=1/.test(d.text(s)))).toBe(true);
});

it('links phone and email from the document contact data', () => {
  const html = page('contact.html');
  // A number written without a country code is read as US and dialled in E.164.
  expect(html).toContain('href="tel:+12175550142"');
  expect(html).toContain('href="mailto:hello@riverbendplumbing.example"');
});

it('writes robots.txt, sitemap.xml with absolute URLs, and the manifest', () => {
  expect(report.files.get('robots.txt')!.toString()).toBe(
    `User-agent: *\nAllow: /\n\nSitemap: ${OPTIONS.baseUrl}/sitemap.xml\n`,
  );
  const sitemap = report.files.get('sitemap.xml')!.toString();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs).toEqual([
    `${OPTIONS.baseUrl}/`,
    `${OPTIONS.baseUrl}/services.html`,
    `${OPTIONS.baseUrl}/about.html`,
    `${OPTIONS.baseUrl}/contact.html`,
  ]);
  expect(sitemap).not.toMatch(/lastmod/);
  const manifest = JSON.parse(report.files.get('site.webmanifest')!.toString());
  expect(manifest).toMatchObject({ name: 'Riverbend Plumbing & Drain', start_url: './index.html' });
  expect(manifest.icons.map((i: { src: string; sizes: string }) => [i.src, i.sizes])).toEqual([
    ['favicon-192x192.png', '192x192'],
    ['favicon-512x512.png', '512x512'],
  ]);
  for (const i of manifest.icons) expect(report.files.has(i.src)).toBe(true);
});

it('adds lastmod only when given', async () => {
  const dated = await renderDoc(doc, assets, { lastModified: '2026-11-21' });
  expect(dated.files.get('sitemap.xml')!.toString()).toMatch(/<lastmod>2026-11-21<\/lastmod>/);
});

it('draws icons over brand colours, never a broken image, when photo bytes are missing', async () => {
  const bare = await renderDoc(doc, new Map());
  expect(bare.warnings.length).toBeGreaterThan(0);
  const html = bare.files.get('index.html')!.toString();
  expect(html).not.toMatch(/<img[^>]+images\/photos/);
  expect(html).toMatch(/class="art art--hero" aria-hidden="true"><svg class="motif/);
  expect(checkRenderedSite(bare.files)).toEqual([]);
  await expect(renderDoc(doc, new Map(), { strictAssets: true })).rejects.toThrow(/no image bytes/);
});

it('passes its own static checks, and those checks catch planted breakage', () => {
  expect(checkRenderedSite(report.files)).toEqual([]);
  const broken = new Map(report.files);
  broken.set(
    'about.html',
    Buffer.from(
      page('about.html')
        .replace('href="services.html"', 'href="/services.html"')
        .replace('href="contact.html"', 'href="nowhere.html"'),
    ),
  );
  broken.set(
    'services.html',
    Buffer.from(
      page('services.html')
        .replace('</head>', '<link rel="stylesheet" href="https://fonts.example/x.css"></head>')
        .replace('href="contact.html"', 'href="contact.html#nope"'),
    ),
  );
  broken.set(
    'index.html',
    Buffer.from(
      page('index.html')
        .replace(/ alt="[^"]*"/, '')
        .replace(/(<img[^>]*?) width="\d+"/, '$1'),
    ),
  );
  broken.set(
    'contact.html',
    Buffer.from(
      page('contact.html')
        .replace('<label for="message-email">', '<label>')
        .replace('</main>', '<div id="sent"></div></main>'),
    ),
  );
  broken.delete('robots.txt');
  const rules = checkRenderedSite(broken).map((i) => `${i.file}:${i.rule}`);
  expect(rules.sort()).toEqual(
    [
      'about.html:absolute-path',
      'about.html:broken-link',
      'contact.html:duplicate-id',
      'contact.html:form-label',
      'index.html:img-alt',
      'index.html:img-size',
      'robots.txt:missing-file',
      'services.html:broken-anchor',
      'services.html:third-party-resource',
    ].sort(),
  );
});

it('refuses a relative baseUrl', async () => {
  await expect(renderDoc(doc, assets, { baseUrl: 'acme.example' })).rejects.toThrow(/baseUrl/);
});

it('marks a review written in another language than the site with its language', async () => {
  const { doc: reviewed } = await sampleDocument('plumber', (input) => ({
    ...input,
    research: {
      ...input.research,
      testimonials: [
        { quote: 'El mejor fontanero del barrio.', author: 'Lucía R.', source: 'google', rating: 5, lang: 'es' },
        {
          quote: 'Brilliant, sorted our boiler in an hour.',
          author: 'Sam',
          source: 'google',
          rating: 5,
          lang: 'en-GB',
        },
        { quote: 'Fast and tidy.', author: 'Jo', source: 'google', rating: 5 },
      ],
    },
  }));
  const html = (await renderDoc(reviewed)).files.get('index.html')!.toString('utf8');
  const quotes = [...html.matchAll(/<blockquote([^>]*)><p>([^<]*)</g)].map((m) => [m[2], m[1]]);
  expect(quotes).toEqual([
    ['El mejor fontanero del barrio.', ' lang="es"'],
    ['Brilliant, sorted our boiler in an hour.', ''],
    ['Fast and tidy.', ''],
  ]);
});

it("ends the footer's blurb at a real sentence end, never after an abbreviation", async () => {
  // A German bakery's own words (../shared/sites/baeckerei-friedrich)
  const own = structuredClone(doc);
  delete own.business.tagline;
  own.business.description = 'Familienunternehmen seit ca. 150 Jahren im Odenwald. Handgefertigte Produkte.';
  const html = (await renderDoc(own, assets)).files.get('index.html')!.toString('utf8');
  expect(html).toContain('<p class="footer__blurb">Familienunternehmen seit ca. 150 Jahren im Odenwald.</p>');
});

it('ends the footer\'s rights line once after a name that ends in its own full stop ("Co.", "B.V.")', async () => {
  // a San Diego plumber's name (dev corpus christensen-plumbing)
  const named = (name: string) => {
    const d = structuredClone(doc);
    d.business.name = name;
    return d;
  };
  const footer = async (d: SiteDocument) =>
    /<div class="container footer__bottom"><p>([^<]*)<\/p>/.exec(
      (await renderDoc(d, assets)).files.get('index.html')!.toString('utf8'),
    )?.[1];
  expect(await footer(named('Christensen Plumbing Co.'))).toBe('© Christensen Plumbing Co. All rights reserved.');
  expect(await footer(named('Harbour Plumbing'))).toBe('© Harbour Plumbing. All rights reserved.');
});
