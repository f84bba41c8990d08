// `npm run bench:research-time`: how long research takes to read a website, alone (the research package's crawl and
// extraction, no build), on the research corpus's real sites served on 127.0.0.1 (test/research-corpus/). Per entry:
// the wall time of scrapeWebsite, the pages it read and rendered, and two baselines measured in the same run:
//   fetch-only  the same requests the crawl made (robots.txt, pages, stylesheets, misses), replayed one after another
//               through safeFetch with nothing read from them: research / fetch-only is what crawling and extraction
//               add over the fetches themselves
//   page load   each page research rendered, loaded by the same Chromium in a fresh context (no interception, no
//               settling): the time research spent rendering / page load is what a rendered page costs in page loads
// Then the median and p90 of each, for static entries and for client-rendered ones. Ratios, not timed assertions.
// BENCH_SITES=a,b runs only those entries; BENCH_HALF=dev|test one half; BENCH_RUNS=N runs each N times (default 3)
// and keeps each figure's median.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { safeFetch } from '../packages/net/src';
import { createPageRenderer, type PageRenderer } from '../packages/research/src';
import { CRAWLER_USER_AGENT, scrapeWebsite } from '../packages/research/src/scrape';
import { createBrowserPool, type BrowserPool } from '../packages/visual-review/src';
import { loadResearchCorpus, type ResearchEntry } from '../test/research-corpus/entries';
import { halfOf } from '../test/research-corpus/measures';
import { serveDir } from './lib/serve-dir';

const RESEARCH = path.resolve(__dirname, '../test/research-corpus');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

interface Run {
  /** scrapeWebsite, start to end */
  researchMs: number;
  /** the part of it spent in the renderer */
  renderMs: number;
  /** the crawl's own requests (not the rendered pages' sub-requests), replayed through safeFetch */
  fetchMs: number;
  /** a plain Chromium load of each rendered page */
  loadMs: number;
  pages: number;
  rendered: number;
  requests: number;
}

/** One research of `e`, then its baselines from the requests that research made. */
async function measure(e: ResearchEntry, pool: BrowserPool, render: PageRenderer): Promise<Run> {
  const log: { path: string; duringRender: boolean }[] = [];
  let rendering = false;
  const srv = await serveDir(path.join(RESEARCH, e.id, 'site'), e.rendered, (req) =>
    log.push({ path: req.path, duringRender: rendering }),
  );
  try {
    let renderMs = 0;
    const timedRender: PageRenderer = {
      session() {
        const session = render.session();
        return {
          async render(url) {
            const started = performance.now();
            rendering = true;
            try {
              return await session.render(url);
            } finally {
              rendering = false;
              renderMs += performance.now() - started;
            }
          },
          close: () => session.close(),
        };
      },
    };
    const country = new Intl.DisplayNames(['en'], { type: 'region' }).of(e.country) ?? e.country;
    const started = performance.now();
    const site = await scrapeWebsite(`${srv.base}${e.path}`, {
      allowLoopback: true,
      render: timedRender,
      businessName: e.name,
      location: `${e.city}, ${country}`,
    });
    const researchMs = performance.now() - started;

    // fetch-only: the crawl's requests again, in the order they came, each read to its end and nothing more
    const own = log.filter((r) => !r.duringRender);
    const fetchStarted = performance.now();
    for (const r of own)
      await safeFetch(`${srv.base}${r.path}`, {
        allowLoopback: true,
        timeoutMs: 10_000,
        maxRedirects: 0,
        headers: { 'user-agent': CRAWLER_USER_AGENT },
      }).catch(() => undefined);
    const fetchMs = performance.now() - fetchStarted;

    // page load: each rendered page in a fresh context, as the renderer gets one, up to its load event
    let loadMs = 0;
    for (const url of site?.rendered ?? []) {
      const loadStarted = performance.now();
      // a context of its own, as the renderer's sealed one, but straight to the site (a sealed one proxies loopback)
      await pool.withContext({ width: 1280, height: 900, mobile: false }, async (warm) => {
        const context = await warm.browser()!.newContext({ viewport: { width: 1280, height: 900 } });
        try {
          await (await context.newPage()).goto(url, { waitUntil: 'load', timeout: 15_000 });
        } finally {
          await context.close();
        }
      });
      loadMs += performance.now() - loadStarted;
    }
    return {
      researchMs,
      renderMs,
      fetchMs,
      loadMs,
      pages: site?.pages.length ?? 0,
      rendered: site?.rendered.length ?? 0,
      requests: own.length,
    };
  } finally {
    await srv.close();
  }
}

async function main() {
  const only = process.env.BENCH_SITES?.split(',').filter(Boolean);
  const half = process.env.BENCH_HALF;
  if (half && half !== 'dev' && half !== 'test') throw new Error(`BENCH_HALF must be dev or test, not ${half}`);
  const entries = loadResearchCorpus(RESEARCH).filter(
    (e) => (!only || only.includes(e.id)) && (!half || halfOf(e.id) === half),
  );
  if (!entries.length) throw new Error('no research corpus entry matches BENCH_SITES / BENCH_HALF');
  const pool = createBrowserPool({ executablePath: process.env.CHROMIUM_PATH, concurrency: 1 });
  const render = createPageRenderer(pool, { allowLoopback: true, userAgent: CRAWLER_USER_AGENT });
  const rows: { e: ResearchEntry; run: Run }[] = [];
  try {
    // warm-up, not counted: the browser's launch and the first parse of every module
    await measure(entries.find((e) => e.rendered) ?? entries[0]!, pool, render);
    console.log(`research time on ${entries.length} research corpus entries, ${RUNS} run(s) each (medians):\n`);
    for (const e of entries) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(e, pool, render));
      const m = (k: keyof Run) => median(runs.map((r) => r[k]));
      const run: Run = {
        researchMs: m('researchMs'),
        renderMs: m('renderMs'),
        fetchMs: m('fetchMs'),
        loadMs: m('loadMs'),
        pages: m('pages'),
        rendered: m('rendered'),
        requests: m('requests'),
      };
      rows.push({ e, run });
      console.log(
        `${e.id.padEnd(34)} ${run.rendered ? 'rendered' : 'static  '}  pages ${String(run.pages).padStart(2)}` +
          `  rendered ${run.rendered}  requests ${String(run.requests).padStart(3)}` +
          `  research ${ms(run.researchMs)}  fetch-only ${ms(run.fetchMs)}  x${ratio(run.researchMs - run.renderMs, run.fetchMs)}` +
          (run.rendered
            ? `  render ${ms(run.renderMs)}  page load ${ms(run.loadMs)}  x${ratio(run.renderMs, run.loadMs)}`
            : ''),
      );
    }
  } finally {
    await pool.close();
  }

  const groups = [
    { name: 'static', rows: rows.filter((r) => !r.run.rendered) },
    { name: 'rendered', rows: rows.filter((r) => r.run.rendered) },
  ];
  console.log('');
  for (const g of groups) {
    if (!g.rows.length) continue;
    const research = g.rows.map((r) => r.run.researchMs);
    const overFetch = g.rows.map((r) => (r.run.researchMs - r.run.renderMs) / Math.max(1, r.run.fetchMs));
    const perPage = g.rows.map((r) => (r.run.researchMs - r.run.renderMs - r.run.fetchMs) / Math.max(1, r.run.pages));
    console.log(
      `${g.name} (${g.rows.length}): research median ${ms(median(research))}, p90 ${ms(p90(research))}; ` +
        `crawl and extraction / fetch-only median x${median(overFetch).toFixed(2)}, p90 x${p90(overFetch).toFixed(2)}; ` +
        `beyond fetches and renders, per page read: median ${ms(median(perPage))}, p90 ${ms(p90(perPage))}`,
    );
    if (g.name === 'rendered') {
      const vsLoad = g.rows.map((r) => r.run.renderMs / Math.max(1, r.run.loadMs));
      const renderEach = g.rows.map((r) => r.run.renderMs / Math.max(1, r.run.rendered));
      console.log(
        `  render per page median ${ms(median(renderEach))}, p90 ${ms(p90(renderEach))}; ` +
          `render / plain page load median x${median(vsLoad).toFixed(2)}, p90 x${p90(vsLoad).toFixed(2)}`,
      );
    }
  }
  console.log(
    '\n[targets: a static site adds little over its fetches (crawl and extraction / fetch-only near 1, the rest is' +
      ' parsing); a rendered page costs about one page load (render / page load near 1)]',
  );
}

const median = (xs: number[]) => quantile(xs, 0.5);
const p90 = (xs: number[]) => quantile(xs, 0.9);
/** The value at rank q of xs, nearest-rank. */
function quantile(xs: number[], q: number) {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}
const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);
const ratio = (n: number, d: number) => (n / Math.max(1, d)).toFixed(2);

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
