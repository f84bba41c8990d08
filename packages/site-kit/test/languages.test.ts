import {
  checkRenderedSite,
  parseSiteDocument,
  setHours,
  setPhone,
  type ResearchInput,
  type RenderReport,
  type SiteDocument,
} from '../src';
import { esc } from '../src/render/html';
import { dom, htmlFiles, OPTIONS, renderDoc, sampleDocument } from './helpers';

// Two languages' images share encodes, but the first render still encodes every photo.
jest.setTimeout(120_000);

let doc: SiteDocument;
let assets: ReadonlyMap<string, Buffer>;
let report: RenderReport;
beforeAll(async () => {
  const de = await sampleDocument('plumber', (i) => ({ ...i, language: 'de' }));
  const en = await sampleDocument('plumber', (i) => ({ ...i, language: 'en' }));
  doc = parseSiteDocument({ ...de.doc, alternates: [en.doc] });
  assets = de.assets;
  report = await renderDoc(doc, assets);
});

const page = (name: string) => report.files.get(name)!.toString('utf8');
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" hreflang="([^"]+)" href="([^"]+)">`, 'g'))].map((m) => [m[1], m[2]]);
const BASE = OPTIONS.baseUrl;

it('renders the main language at / and the other under /en/, each in its own language', () => {
  expect(htmlFiles(report.files).sort()).toEqual([
    'about.html',
    'contact.html',
    'en/about.html',
    'en/contact.html',
    'en/index.html',
    'en/services.html',
    'index.html',
    'services.html',
  ]);
  expect(page('index.html')).toMatch(/<html lang="de">/);
  expect(page('en/index.html')).toMatch(/<html lang="en">/);
  expect(page('en/index.html')).toMatch(/"inLanguage":"en"/);
  expect(page('index.html')).toMatch(/"inLanguage":"de"/);
  // Written natively, not the same words: the headings differ.
  const h2 = (html: string) => [...html.matchAll(/<h2[^>]*>([^<]+)</g)].map((m) => m[1]);
  expect(h2(page('en/index.html'))).not.toEqual(h2(page('index.html')));
});

it('links every page to its counterparts with hreflang (and x-default), and names the other locales', () => {
  expect(links(page('contact.html'), 'alternate')).toEqual([
    ['de', `${BASE}/contact.html`],
    ['en', `${BASE}/en/contact.html`],
    ['x-default', `${BASE}/contact.html`],
  ]);
  expect(links(page('en/index.html'), 'alternate')).toEqual([
    ['de', `${BASE}/`],
    ['en', `${BASE}/en/`],
    ['x-default', `${BASE}/`],
  ]);
  expect(page('en/contact.html')).toContain(`<link rel="canonical" href="${BASE}/en/contact.html">`);
  expect(page('index.html')).toMatch(/property="og:locale" content="de_DE"[\s\S]*og:locale:alternate" content="en_US"/);
  expect(page('en/index.html')).toMatch(
    /property="og:locale" content="en_US"[\s\S]*og:locale:alternate" content="de_DE"/,
  );
});

it('has a labelled language switch naming each language in itself, pointing at the same page', () => {
  const nav = (html: string) => /<nav class="lang-switch" aria-label="([^"]+)"><ul>(.*?)<\/ul><\/nav>/.exec(html)!;
  const [, deLabel, deItems] = nav(page('services.html'));
  expect(deLabel).toBe('Sprache');
  expect(deItems).toContain('<a href="en/services.html" hreflang="en"><span lang="en">English</span></a>');
  expect(deItems).toContain('aria-current="true"><span lang="de">Deutsch</span>');
  const [, enLabel, enItems] = nav(page('en/index.html'));
  expect(enLabel).toBe('Language');
  expect(enItems).toContain('<a href="../" hreflang="de"><span lang="de">Deutsch</span></a>');
});

it('points the pages under /en/ at the shared images and icons one folder up', () => {
  const html = page('en/index.html');
  const srcs = [...html.matchAll(/ src="([^"]+)"/g)].map((m) => m[1]!);
  expect(srcs.length).toBeGreaterThan(0);
  for (const src of srcs) {
    expect(src).toMatch(/^\.\.\//);
    expect(report.files.has(src.slice(3))).toBe(true);
  }
  expect(html).toContain('href="../favicon.ico"');
  expect(html).toContain('href="../site.webmanifest"');
  // The contact form brings a visitor back to the page in their language.
  expect(page('en/contact.html')).toContain(`name="_redirect" value="${BASE}/en/contact.html?sent=1`);
});

it('lists both languages in the sitemap, each URL with its alternates', () => {
  const xml = report.files.get('sitemap.xml')!.toString();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  expect(xml.match(/<loc>/g)).toHaveLength(8);
  expect(xml).toContain(
    `<loc>${BASE}/en/about.html</loc>\n    <priority>0.6</priority>\n    <xhtml:link rel="alternate" hreflang="de" href="${BASE}/about.html"/>\n    <xhtml:link rel="alternate" hreflang="en" href="${BASE}/en/about.html"/>`,
  );
});

it('passes the renderer’s own static checks in both languages', () => {
  expect(checkRenderedSite(report.files)).toEqual([]);
  expect(dom(page('en/services.html'))).toBeTruthy();
});

it('keeps the facts in step: a phone and hours set on the site show in every language', async () => {
  const phoned = setPhone(doc, '+49 30 1234567').document;
  const changed = setHours(phoned, { Monday: '08:00-12:00' });
  expect(changed.alternates![0]!.business.phone).toBe('+49 30 1234567');
  expect(changed.alternates![0]!.business.hours).toEqual([{ day: 'Monday', text: '08:00-12:00' }]);
  const files = (await renderDoc(changed, assets)).files;
  for (const path of ['contact.html', 'en/contact.html']) {
    const html = files.get(path)!.toString();
    expect(html).toContain('tel:+49301234567');
    expect(html).toMatch(/08:00/);
  }
});

it('refuses a document with one language twice', () => {
  expect(() => parseSiteDocument({ ...doc, alternates: [{ ...doc.alternates![0]!, lang: 'de-AT' }] })).toThrow(
    /alternates\[0\]\.lang: a language twice/,
  );
});

describe('the owner’s own words on another language’s page', () => {
  const inEnglish = (language: string) => (i: ResearchInput) => ({
    ...i,
    language,
    research: { ...i.research, language: 'en' },
  });
  const elementsWith = (html: string, text: string) =>
    [...html.matchAll(/<([a-z0-9]+)([^>]*)>([^<]*)<\/\1>/g)].filter((m) => m[3] === text).map((m) => m[2]!);

  it('marks the quoted texts with the language of the business’s sources, only where it is not the page’s', async () => {
    const de = await sampleDocument('plumber', inEnglish('de'));
    const en = await sampleDocument('plumber', inEnglish('en'));
    const quoted = de.input.research.services!.find((s) => s.description)!.description!;
    expect(de.doc.ownerText).toContainEqual({ text: quoted, lang: 'en' });
    expect(en.doc.ownerText).toBeUndefined();
    const files = (await renderDoc(parseSiteDocument({ ...de.doc, alternates: [en.doc] }), de.assets)).files;
    const marks = (path: string) => elementsWith(files.get(path)!.toString(), esc(quoted));
    expect(marks('services.html').length).toBeGreaterThan(0);
    for (const attrs of marks('services.html')) expect(attrs).toContain(' lang="en"');
    expect(marks('en/services.html').length).toBeGreaterThan(0);
    for (const attrs of marks('en/services.html')) expect(attrs).not.toContain('lang=');
  });
});
