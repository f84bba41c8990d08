// `npm run bench:build`: builds sites end to end on the local providers (no keys) with real Temporal,
// PostgreSQL and Chromium, and prints per-phase median times and two ratios from the same run:
//   visual review / bare Chromium (load + full-page screenshot of the same pages and viewports)
//   end-to-end / sum of activity times (what orchestration adds)
import { VIEWPORTS, createBrowserPool, startStaticServer } from '../packages/visual-review/src';
import { buildSite, median, startBenchStack } from './lib/bench-stack';

const SITES = Number(process.env.BENCH_SITES ?? 3);

async function main() {
  const stack = await startBenchStack('bench-build', ['siteBuild', 'visualReview']);
  const { env, db, storage } = stack;
  const pool = createBrowserPool({ executablePath: env.CHROMIUM_PATH });
  const phases = new Map<string, number[]>();
  const e2e: number[] = [];
  const reviewVsBare: number[] = [];
  const e2eVsBare: number[] = [];
  const e2eVsActivities: number[] = [];
  try {
    const styles = ['Bold & Modern', 'Warm & Friendly', 'Elegant & Refined', 'Dark & Sleek', 'Clean Minimal'];
    for (let i = 0; i < SITES; i++) {
      const started = Date.now();
      const { siteId, handle } = await buildSite(stack, {
        businessName: `Bench Bakery ${i}`,
        businessLocation: 'Reno, NV',
        contactEmail: 'owner@bench.example',
        designStyle: styles[i % styles.length],
      });
      e2e.push(Date.now() - started);
      const site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
      if (!site.status.startsWith('complete')) throw new Error(`build ${i} ended ${site.status}: ${site.lastError}`);

      // Activity durations from the workflow's history (scheduled -> completed).
      const history = await handle.fetchHistory();
      const scheduled = new Map<string, { name: string; at: number }>();
      let sum = 0;
      let review = 0;
      for (const e of history.events ?? []) {
        const at = Number(e.eventTime?.seconds ?? 0) * 1000 + Math.floor((e.eventTime?.nanos ?? 0) / 1e6);
        if (e.activityTaskScheduledEventAttributes)
          scheduled.set(String(e.eventId), {
            name: e.activityTaskScheduledEventAttributes.activityType?.name ?? '?',
            at,
          });
        const done = e.activityTaskCompletedEventAttributes;
        if (done) {
          const s = scheduled.get(String(done.scheduledEventId));
          if (!s) continue;
          const ms = at - s.at;
          sum += ms;
          if (s.name === 'reviewRelease') review += ms;
          phases.set(s.name, [...(phases.get(s.name) ?? []), ms]);
        }
      }

      // The floor (issue 22): one warm Chromium, one context per width loading the same pages in turn, each with a
      // full-page screenshot.
      const release = await db.siteRelease.findUniqueOrThrow({ where: { id: site.currentReleaseId! } });
      const srv = await startStaticServer(await storage.releaseDir(siteId, release.id));
      const bareStart = Date.now();
      try {
        for (const [name, vp] of Object.entries(VIEWPORTS)) {
          await pool.withPage(
            { width: vp.width, height: vp.height, mobile: name !== 'desktop' },
            async ({ page: p }) => {
              for (const page of release.pages) {
                await p.goto(`${srv.origin}/${page}`, { waitUntil: 'load' });
                await p.screenshot({ fullPage: true });
              }
            },
          );
        }
      } finally {
        await srv.close();
      }
      const floor = Math.max(1, Date.now() - bareStart);
      const reviews = (await db.siteRelease.count({ where: { siteId, kind: 'build' } })) || 1;
      reviewVsBare.push(review / reviews / floor);
      e2eVsBare.push(e2e[e2e.length - 1]! / floor);
      e2eVsActivities.push(e2e[e2e.length - 1]! / Math.max(1, sum));
    }
    console.log(
      `\n${SITES} builds on local providers (deterministic writer), ${require('node:os').cpus().length} cores`,
    );
    console.log('median per activity (ms):');
    for (const [name, xs] of [...phases.entries()].sort())
      console.log(`  ${String(Math.round(median(xs))).padStart(7)}  ${name} (x${xs.length})`);
    console.log(`median end to end: ${Math.round(median(e2e))} ms`);
    // Targets from issue 22, each ratio measured against its baseline in the same run.
    const rows: [string, number, number][] = [
      ['end to end / bare-Chromium floor', median(e2eVsBare), 1.5],
      ['one visual-review attempt / bare-Chromium floor', median(reviewVsBare), 1.0],
      ['end to end / sum of activity times', median(e2eVsActivities), 1.1],
    ];
    console.log('\nratios (median over builds; floor: one context per width, pages in turn, full-page screenshots)');
    for (const [name, r, target] of rows)
      console.log(
        `  ${name.padEnd(50)} ${r.toFixed(2).padStart(6)}x  target <= ${target}x  ${r <= target ? 'PASS' : 'SHORT'}`,
      );
  } finally {
    await pool.close();
    await stack.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
