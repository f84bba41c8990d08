// Lighthouse (mobile) on generated pages, on the installed Chromium: accessibility, best practices and SEO
// at 95 or more, with photos and without, on pages carrying the team, timetable and before/after sections;
// and on a photo-heavy site built from a real business website (../shared/sites/gourmet-haven, 25 photos) the
// page-weight bars of the design issue: CLS 0, the LCP image at most 150 KB, the page at most 1 MB, nothing
// render-blocking and the LCP image found in the document. The performance score depends on the machine's load
// and is only printed here (npm run lighthouse measures it).
import fs from 'node:fs';
import { isDeepStrictEqual as isEqual } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import {
  SAMPLE_BUSINESSES,
  measurePhotos,
  parseSiteDocument,
  renderSite,
  samplePhotoBytes,
  setDesignStyle,
  withShowcase,
  writeDocumentDeterministic,
  type SiteDocument,
} from '@sgs/site-kit';
import { startStaticServer, type StaticServer } from '@sgs/visual-review';
import { researchFromWebsite } from '../packages/site-kit/scripts/site-from-website';
import { formatScores, runLighthouse, type LighthouseResult } from '../scripts/lib/lighthouse';
import { itWithSharedSites, sharedSite } from './helpers/shared-sites';
import { halfOf } from './research-corpus/measures';

const servers: StaticServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

async function serve(doc: SiteDocument, bytes: Map<string, Buffer>): Promise<string> {
  const files = await renderSite(doc, bytes, {
    baseUrl: 'http://plumber.localhost:3001',
    siteId: '11111111-1111-4111-8111-111111111111',
    formEndpoint: 'http://localhost:3000/v1/webhooks/form-submit',
  });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-test-'));
  for (const [file, data] of files) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), data);
  }
  const server = await startStaticServer(dir);
  servers.push(server);
  return server.origin;
}

async function serveSample(photos: boolean, style: 'Warm & Friendly' | 'Dark & Sleek'): Promise<string> {
  const input = withShowcase(SAMPLE_BUSINESSES.plumber);
  const bytes = await samplePhotoBytes(input);
  const doc = setDesignStyle(writeDocumentDeterministic(await measurePhotos(input, bytes)), style);
  return serve(doc, photos ? bytes : new Map());
}

/** One console entry per run (jest prints four lines around each), so a failure's details follow close by. */
const print = (results: LighthouseResult[]) =>
  console.log(
    results
      .map((r) => {
        const m = r.metrics;
        return (
          `${r.url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')}: ${formatScores(r.scores)} · LCP ${Math.round(m.lcpMs ?? 0)} ms` +
          ` (${m.lcpImageBytes === null ? 'text' : `image ${m.lcpImageBytes} B`}) · CLS ${m.cls} · ${m.totalBytes} B` +
          ` · load ${os.loadavg()[0]!.toFixed(1)}` +
          `${r.performanceHints.length ? ` · hints ${r.performanceHints.join(', ')}` : ''}`
        );
      })
      .join('\n'),
  );

/** What fell short of 95 outside performance, with the audits that did not pass (empty when all pass). */
const short = (results: LighthouseResult[]) =>
  results.flatMap((r) =>
    (['accessibility', 'best-practices', 'seo'] as const)
      .filter((c) => (r.scores[c] ?? 0) < 0.95)
      .map((c) => ({ url: r.url, category: c, score: r.scores[c], failed: r.failedAudits[c] })),
  );

it('generated pages score at least 95 for accessibility, best practices and SEO', async () => {
  const withPhotos = await serveSample(true, 'Warm & Friendly');
  const without = await serveSample(false, 'Dark & Sleek');
  const urls = [
    `${withPhotos}/index.html`,
    `${withPhotos}/about.html`, // team with photos
    `${without}/services.html`, // timetable; before/after left out without its pictures
    `${without}/about.html`, // team with initials
  ];
  const results = await runLighthouse(urls, { timeoutMs: 900_000 });
  expect(results.map((r) => r.url)).toEqual(urls);
  print(results);
  expect(results.filter((r) => r.runtimeError)).toEqual([]);
  expect(short(results)).toEqual([]);
}, 1_200_000);

/** A taqueria with a 108-item menu in nine sections, two branches and online reservations; a salon with 33 prices. */
async function serveLongCatalogs(): Promise<{ taqueria: string; salon: string }> {
  const base = SAMPLE_BUSINESSES.taqueria;
  const menu = Array.from({ length: 108 }, (_, i) => ({
    name: `Dish ${i + 1} ${['al pastor', 'de birria', 'verde', 'con queso'][i % 4]}`,
    description: i % 3 ? undefined : 'Handmade corn tortillas, onion, cilantro and salsa of the day.',
    price: `$${(4 + (i % 11) * 1.25).toFixed(2)}`,
    category: `Section ${Math.floor(i / 12) + 1}`,
  }));
  const taqueria = await serve(
    writeDocumentDeterministic({
      ...base,
      research: {
        ...base.research,
        services: menu,
        locations: [
          { name: 'East Austin', address: '1200 E Cesar Chavez St, Austin, TX 78702', phone: '+1 512-555-0199' },
          { name: 'South Lamar', address: '2100 S Lamar Blvd, Austin, TX 78704', phone: '+1 512-555-0142' },
        ],
        channels: [{ kind: 'reservations', url: 'https://reservations.example/casa-lupita', label: 'Book a table' }],
      },
    }),
    new Map(),
  );
  const prices = Array.from({ length: 33 }, (_, i) => ({
    name: `Treatment ${i + 1}`,
    price: `$${20 + i * 5}`,
    category: ['Hair', 'Colour', 'Nails', 'Lashes', 'Waxing'][i % 5],
  }));
  const salon = await serve(
    writeDocumentDeterministic({
      business: { name: 'Studio Nine', type: 'beauty salon', address: '12 Main St, Springfield, IL 62701' },
      research: { business_category: 'service', services: prices },
    }),
    new Map(),
  );
  return { taqueria, salon };
}

it('a 100+ item menu, a 30+ price list, locations and reservations score at least 95', async () => {
  const { taqueria, salon } = await serveLongCatalogs();
  const urls = [
    `${taqueria}/menu.html`,
    `${taqueria}/locations.html`,
    `${taqueria}/reservations.html`,
    `${salon}/prices.html`,
  ];
  const results = await runLighthouse(urls, { timeoutMs: 900_000 });
  expect(results.map((r) => r.url)).toEqual(urls);
  print(results);
  expect(results.filter((r) => r.runtimeError)).toEqual([]);
  expect(short(results)).toEqual([]);
}, 1_200_000);

/** A research-corpus dev-half website written as research reads it, in its own language (and `also` beside it). */
async function serveCorpusSite(id: string, also?: string): Promise<string> {
  expect(halfOf(id)).toBe('dev');
  const { input, bytes } = await researchFromWebsite(path.join(__dirname, 'research-corpus', id, 'site'));
  const measured = await measurePhotos(input, bytes);
  const doc = writeDocumentDeterministic(measured);
  const other = also && writeDocumentDeterministic({ ...measured, language: also });
  return serve(other ? parseSiteDocument({ ...doc, alternates: [other] }) : doc, bytes);
}

it('sites in German, Japanese and Spanish, and a two-language site, score at least 95', async () => {
  const [de, ja, es, both] = [
    await serveCorpusSite('gasthof-scherrer'),
    await serveCorpusSite('hair-salon-ryu-utsunomiya'),
    await serveCorpusSite('agora-barra-de-cafe'),
    await serveCorpusSite('petales-de-lune-fleuriste', 'en'),
  ];
  const urls = [
    `${de}/index.html`,
    `${de}/contact.html`, // the form's labels and notices
    `${ja}/index.html`,
    `${es}/index.html`,
    `${both}/index.html`, // hreflang alternates and the language switch
    `${both}/en/index.html`,
  ];
  // each page is in its business's language, and the two-language pages link each other
  const pages = await Promise.all(urls.map(async (u) => (await fetch(u)).text()));
  expect(pages.map((html) => /<html lang="([a-z]+)/.exec(html)?.[1])).toEqual(['de', 'de', 'ja', 'es', 'fr', 'en']);
  expect(pages[4]).toMatch(/<link rel="alternate" hreflang="en"/);
  const results = await runLighthouse(urls, { timeoutMs: 900_000 });
  expect(results.map((r) => r.url)).toEqual(urls);
  print(results);
  expect(results.filter((r) => r.runtimeError)).toEqual([]);
  expect(short(results)).toEqual([]);
}, 1_200_000);

/** The design issue's page-weight bars, as they stand in one Lighthouse run of the pages. */
const designBars = (results: LighthouseResult[]) =>
  results.map((r) => ({
    url: r.url,
    runtimeError: r.runtimeError ?? null,
    short: short([r]).map((s) => `${s.category} ${s.score}: ${s.failed.join(', ')}`),
    cls: r.metrics.cls,
    // The home page's largest paint is its hero photo; another page's may be its heading.
    lcpImageWithin150KB:
      r.metrics.lcpImageBytes === null ? !r.url.endsWith('/index.html') : r.metrics.lcpImageBytes <= 150 * 1024,
    pageWithin1MB: (r.metrics.totalBytes ?? Infinity) <= 1024 * 1024,
    hints: r.performanceHints.filter((h) => h === 'render-blocking-insight' || h === 'lcp-discovery-insight'),
  }));
const barsMet = (url: string) => ({
  url,
  runtimeError: null,
  short: [],
  cls: 0,
  lcpImageWithin150KB: true,
  pageWithin1MB: true,
  hints: [],
});

itWithSharedSites(
  'a photo-heavy site from a real website: CLS 0, LCP image ≤ 150 KB, page ≤ 1 MB, nothing render-blocking',
  async () => {
    const { input, bytes } = await researchFromWebsite(sharedSite('gourmet-haven'));
    expect(bytes.size).toBeGreaterThanOrEqual(10);
    const origin = await serve(writeDocumentDeterministic(await measurePhotos(input, bytes)), bytes);
    const urls = [`${origin}/index.html`, `${origin}/about.html`];
    // The bars are properties of the markup, but Lighthouse reads them off a trace of one load, which a starved
    // CPU can cut short (a largest paint not recorded, a page that did not settle). A page that misses a bar is
    // measured once more; it must meet every bar in that run, and both runs are shown when it does not.
    const first = await runLighthouse(urls, { timeoutMs: 900_000 });
    print(first);
    const missed = designBars(first).filter((b, i) => !isEqual(b, barsMet(urls[i]!)));
    if (!missed.length) return;
    console.warn(`measured again after a run that missed a bar:\n${JSON.stringify(missed, null, 1)}`);
    const again = await runLighthouse(
      missed.map((b) => b.url),
      { timeoutMs: 900_000 },
    );
    print(again);
    expect({ first: missed, again: designBars(again) }).toEqual({
      first: missed,
      again: missed.map((b) => barsMet(b.url)),
    });
  },
  1_200_000,
);
