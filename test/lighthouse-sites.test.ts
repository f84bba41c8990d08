// Lighthouse (mobile) on generated pages, on the installed Chromium: accessibility, best practices and SEO
// at 95 or more, with photos and without, on pages carrying the team, timetable and before/after sections;
// and on a photo-heavy site built from a real business website (../shared/sites/gourmet-haven, 25 photos) the
// page-weight bars of the design issue: CLS 0, the LCP image at most 150 KB, the page at most 1 MB, nothing
// render-blocking and the LCP image found in the document. The performance score depends on the machine's load
// and is only printed here (npm run lighthouse measures it).
import { isDeepStrictEqual as isEqual } from 'node:util';
import os from 'node:os';
import { measurePhotos, writeDocumentDeterministic, type SiteDocument } from '@sgs/site-kit';
import { startStaticServer, type StaticServer } from '@sgs/visual-review';
import { researchFromWebsite } from '../packages/site-kit/scripts/site-from-website';
import { formatScores, runLighthouse, type LighthouseResult } from '../scripts/lib/lighthouse';
import { itWithSharedSites, sharedSite } from './helpers/shared-sites';
import { CORPUS_SITES, corpusSite, longCatalogSites, sampleSite, writeSiteDir } from './helpers/gallery-sites';

const servers: StaticServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
});

async function serve(doc: SiteDocument, bytes: Map<string, Buffer>): Promise<string> {
  const server = await startStaticServer(await writeSiteDir(doc, bytes));
  servers.push(server);
  return server.origin;
}

const serveSample = async (photos: boolean, style: 'Warm & Friendly' | 'Dark & Sleek') => {
  const { doc, bytes } = await sampleSite(style);
  return serve(doc, photos ? bytes : new Map());
};

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

async function serveLongCatalogs(): Promise<{ taqueria: string; salon: string }> {
  const { taqueria, salon } = longCatalogSites();
  return { taqueria: await serve(taqueria, new Map()), salon: await serve(salon, new Map()) };
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

async function serveCorpusSite(id: string, also?: string): Promise<string> {
  const { doc, bytes } = await corpusSite(id, also);
  return serve(doc, bytes);
}

it('sites in German, Japanese and Spanish, and a two-language site, score at least 95', async () => {
  const origins: string[] = [];
  for (const [id, also] of CORPUS_SITES) origins.push(await serveCorpusSite(id, also));
  const [de, ja, es, both] = origins;
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
