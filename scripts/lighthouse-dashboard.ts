// `npm run lighthouse:dashboard`: Lighthouse (mobile, all four categories) on every main dashboard page, served in
// this process (gateway and dashboard on 127.0.0.1) on the local PostgreSQL, signed in as a throwaway owner with a
// used account (six sites, leads, revisions, keys, webhook deliveries, a credit ledger; removed at the end). Prints
// the scores with the machine's load average, each page's server time (median of 5 requests: the dashboard and
// the API calls behind it), LCP and page weight; performance depends on how busy the CPU is, so it is printed here
// and never asserted (services/dashboard/test/lighthouse.test.ts asserts the other three).
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { createLogger, loadEnv } from '../packages/config/src';
import { createDb } from '../packages/db/src';
import { createMapsUrlResolver } from '../packages/net/src';
import { createPlacesProvider } from '../packages/places/src';
import { createLocalSiteStorage } from '../packages/storage/src';
import { createDashboard } from '../services/dashboard/src/app';
import { mainPages, seedOwner } from '../services/dashboard/test/owner-fixture';
import { createApp } from '../services/gateway/src/app';
import { formatScores, runLighthouse } from './lib/lighthouse';
import { startInfra } from './lib/stack';

/** Listens on 127.0.0.1 (any free port) and answers the server with its URL. */
const serve = (app: { listen(port: number, host: string): http.Server }) =>
  new Promise<{ server: http.Server; url: string }>((resolve) => {
    const server = app.listen(0, '127.0.0.1');
    server.once('listening', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    );
  });

const loadAverage = () => os.loadavg()[0]!.toFixed(1);

/** The median time to the full page over 5 requests (after one warm-up): the dashboard and its API calls. */
async function medianServerMs(url: string, cookie: string) {
  const headers = cookie ? { cookie } : undefined;
  const times: number[] = [];
  for (let i = 0; i < 6; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers, redirect: 'manual' });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
    if (i > 0) times.push(performance.now() - started);
  }
  return Math.round(times.sort((a, b) => a - b)[2]!);
}

async function main() {
  const formFactor = process.argv.includes('--desktop') ? 'desktop' : 'mobile';
  const infra = await startInfra('admin');
  const env = loadEnv({ ...process.env, DATABASE_URL: infra.databaseUrl, LOG_LEVEL: 'silent' });
  const db = createDb(env.DATABASE_URL, 5);
  const connection = Connection.lazy({ address: env.TEMPORAL_ADDRESS });
  const log = createLogger('lighthouse', 'silent');
  const gateway = await serve(
    createApp({
      env,
      db,
      temporal: new Client({ connection, namespace: env.TEMPORAL_NAMESPACE }),
      log,
      resolveMapsUrl: createMapsUrlResolver(),
      places: createPlacesProvider(env, db),
      storage: createLocalSiteStorage(path.resolve(env.DATA_DIR, 'sites')),
    }),
  );
  const dashboard = await serve(createDashboard({ env, db, log, apiUrl: gateway.url }));
  const dashboardUrl = dashboard.url;
  const owner = await seedOwner(db, `lighthouse-${Date.now()}@example.com`);
  try {
    const pages = mainPages(owner);
    const serverMs = new Map<string, number>();
    for (const p of pages)
      serverMs.set(p.path, await medianServerMs(`${dashboardUrl}${p.path}`, p.signedIn ? owner.cookie : ''));
    const loadBefore = loadAverage();
    const rows: { name: string; scores: string; detail: string; failing: string }[] = [];
    for (const signedIn of [false, true]) {
      const batch = pages.filter((p) => p.signedIn === signedIn);
      const results = await runLighthouse(
        batch.map((p) => `${dashboardUrl}${p.path}`),
        { formFactor, ...(signedIn ? { headers: { Cookie: owner.cookie } } : {}) },
      );
      results.forEach((r, i) =>
        rows.push({
          name: batch[i]!.name,
          scores: r.runtimeError ? `error: ${r.runtimeError}` : formatScores(r.scores),
          detail: [
            `server ${serverMs.get(batch[i]!.path)} ms`,
            `LCP ${r.metrics.lcpMs === null ? '?' : Math.round(r.metrics.lcpMs)} ms`,
            `${r.metrics.totalBytes === null ? '?' : Math.round(r.metrics.totalBytes / 1024)} KB`,
          ].join(' · '),
          failing: Object.values(r.failedAudits).flat().join(', '),
        }),
      );
    }
    console.log(`\nLighthouse 13.5, ${formFactor}, dashboard pages on 127.0.0.1, ${new Date().toISOString()}`);
    console.log(`load average (1 min, ${os.cpus().length} cores): ${loadBefore} before, ${loadAverage()} after\n`);
    console.log('| page | scores | server, LCP, weight | audits not passed |');
    console.log('|---|---|---|---|');
    for (const r of rows) console.log(`| ${r.name} | ${r.scores} | ${r.detail} | ${r.failing} |`);
  } finally {
    await owner.remove();
    for (const { server } of [gateway, dashboard]) {
      server.closeAllConnections();
      server.close();
    }
    await connection.close();
    await db.$disconnect();
    await infra.stop();
  }
}

void main();
