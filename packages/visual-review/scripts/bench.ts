// Benchmark: reviews a five-page site N times with one shared Chromium and prints median timings per page
// and width, beside a bare-Chromium baseline (load + full-page screenshot, no checks) on the same pages.
// Usage: pnpm --filter @sgs/visual-review bench --runs 5 [--concurrency 2] [--screenshots]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createBrowserPool,
  reviewSite,
  resolveChromiumPath,
  startStaticServer,
  VIEWPORT_NAMES,
  VIEWPORTS,
  type ViewportName,
} from '../src';
import { BENCH_PAGES, benchSite } from './bench-site';

// pnpm forwards a literal `--` when one is given; tolerate it.
const args = process.argv.slice(2).filter((a) => a !== '--');
const { values } = parseArgs({
  args,
  options: {
    runs: { type: 'string', default: '5' },
    concurrency: { type: 'string' },
    screenshots: { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Math.min(100, Number(values.runs) || 5));

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const key = (page: string, viewport: ViewportName) => `${page}@${viewport}`;
const push = (map: Map<string, number[]>, k: string, v: number) => map.set(k, [...(map.get(k) ?? []), v]);

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-review-bench-'));
  for (const [rel, content] of Object.entries(benchSite())) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), content);
  }
  const pool = createBrowserPool(values.concurrency ? { concurrency: Number(values.concurrency) } : {});
  const launchStart = performance.now();
  await pool.withPage({ width: 800, height: 600, mobile: false }, async () => undefined); // launch outside the timings
  const launchMs = performance.now() - launchStart;

  const perTask = new Map<string, number[]>();
  const totals: number[] = [];
  let findings = 0;
  try {
    for (let i = 0; i < runs; i++) {
      const shots = values.screenshots ? path.join(dir, '..', `${path.basename(dir)}-shots`) : undefined;
      const r = await reviewSite({
        dir,
        pages: BENCH_PAGES,
        browserPool: pool,
        ...(shots ? { screenshotDir: shots } : {}),
      });
      if (shots) fs.rmSync(shots, { recursive: true, force: true });
      totals.push(r.durationMs);
      findings += r.findings.length + r.catastrophic.length;
      for (const t of r.timings) push(perTask, key(t.page, t.viewport), t.ms);
    }

    // Baseline: what a bare page load and screenshot cost in the same browser, same concurrency.
    const server = await startStaticServer(dir);
    const bare = new Map<string, number[]>();
    const bareTotals: number[] = [];
    try {
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await Promise.all(
          BENCH_PAGES.flatMap((page) =>
            VIEWPORT_NAMES.map((viewport) =>
              pool.withPage({ ...VIEWPORTS[viewport], mobile: viewport !== 'desktop' }, async ({ page: p }) => {
                const t0 = performance.now();
                await p.goto(`${server.origin}/${page}`, { waitUntil: 'load' });
                await p.screenshot({ fullPage: true });
                push(bare, key(page, viewport), performance.now() - t0);
              }),
            ),
          ),
        );
        bareTotals.push(performance.now() - started);
      }
    } finally {
      await server.close();
    }

    const ms = (x: number) => `${Math.round(x)}`.padStart(6);
    console.log(
      `visual review benchmark: ${BENCH_PAGES.length} pages x ${VIEWPORT_NAMES.length} widths, ${runs} runs, ${pool.concurrency} at once, ${os.availableParallelism()} cores, review screenshots ${values.screenshots ? 'on' : 'off'}`,
    );
    console.log(
      `load average at the end: ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (other processes skew the figures)`,
    );
    console.log(`chromium ${resolveChromiumPath()}; launch ${Math.round(launchMs)} ms (once per process)`);
    console.log(`findings on the clean fixture: ${findings} (expected 0)\n`);
    console.log(`median ms per page and width (review | bare load+screenshot)`);
    console.log(`${'page'.padEnd(16)}${VIEWPORT_NAMES.map((v) => v.padStart(16)).join('')}`);
    for (const page of BENCH_PAGES) {
      const cells = VIEWPORT_NAMES.map((v) =>
        `${ms(median(perTask.get(key(page, v)) ?? [0]))} |${ms(median(bare.get(key(page, v)) ?? [0]))}`.padStart(16),
      );
      console.log(`${page.padEnd(16)}${cells.join('')}`);
    }
    const all = [...perTask.values()].flat();
    const allBare = [...bare.values()].flat();
    console.log(
      `\nmedian per page and width: review ${Math.round(median(all))} ms, bare ${Math.round(median(allBare))} ms (ratio ${(median(all) / median(allBare)).toFixed(2)})`,
    );
    console.log(
      `median whole site: review ${Math.round(median(totals))} ms, bare ${Math.round(median(bareTotals))} ms (ratio ${(median(totals) / median(bareTotals)).toFixed(2)})`,
    );
  } finally {
    await pool.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
