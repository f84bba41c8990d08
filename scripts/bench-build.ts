// `npm run bench:build`: builds sites end to end on the local providers (no keys) with real Temporal,
// PostgreSQL and Chromium, and prints per-phase median times and two ratios from the same run:
//   visual review / bare Chromium (load + full-page screenshot of the same pages and viewports)
//   end-to-end / sum of activity times (what orchestration adds)
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Client, Connection } from '@temporalio/client';
import { createLogger, loadEnv } from '../packages/config/src';
import { VIEWPORTS, createBrowserPool, startStaticServer } from '../packages/visual-review/src';
import { createAccount, createDb, issueApiKey } from '../packages/db/src';
import { createMapsUrlResolver } from '../packages/net/src';
import { createPlacesProvider } from '../packages/places/src';
import { createLocalSiteStorage } from '../packages/storage/src';
import { workflowIds } from '../packages/contracts/src';
import { createApp } from '../services/gateway/src/app';
import { startInfra } from './lib/stack';
import { startWorkers, tempDataDir } from '../test/helpers/worker';
import path from 'node:path';

const SITES = Number(process.env.BENCH_SITES ?? 3);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function main() {
  const infra = await startInfra('test');
  const dataDir = tempDataDir();
  const env = loadEnv({
    ...process.env,
    DATABASE_URL: infra.databaseUrl,
    TEMPORAL_ADDRESS: infra.temporalAddress,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TASK_QUEUE_PREFIX: 'bench-',
  });
  const db = createDb(env.DATABASE_URL, 10);
  const storage = createLocalSiteStorage(path.join(dataDir, 'sites'));
  const connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS });
  const temporal = new Client({ connection });
  const workers = await startWorkers(env, db, ['siteBuild', 'visualReview'], { storage, llm: null });
  const server: Server = createApp({
    env,
    db,
    temporal,
    log: createLogger('bench', 'silent'),
    resolveMapsUrl: createMapsUrlResolver(),
    places: createPlacesProvider(env, db),
    storage,
  }).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pool = createBrowserPool({ executablePath: env.CHROMIUM_PATH });
  const phases = new Map<string, number[]>();
  const e2e: number[] = [];
  const reviewVsBare: number[] = [];
  const e2eVsBare: number[] = [];
  const e2eVsActivities: number[] = [];
  try {
    const account = await createAccount(db, {
      email: `bench-build-${Date.now()}@example.com`,
      verified: true,
      signupCredits: 100_000,
    });
    const { key } = await issueApiKey(db, account.id);
    const styles = ['Bold & Modern', 'Warm & Friendly', 'Elegant & Refined', 'Dark & Sleek', 'Clean Minimal'];
    for (let i = 0; i < SITES; i++) {
      const started = Date.now();
      const res = await fetch(`${api}/v1/sites`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          businessName: `Bench Bakery ${i}`,
          businessLocation: 'Reno, NV',
          contactEmail: 'owner@bench.example',
          designStyle: styles[i % styles.length],
        }),
      });
      const { siteId } = (await res.json()) as { siteId: string };
      const handle = temporal.workflow.getHandle(workflowIds.siteBuild(siteId));
      await handle.result();
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
    await new Promise((r) => server.close(r));
    await workers.stop();
    await connection.close();
    await db.$disconnect();
    await infra.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
