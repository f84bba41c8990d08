// `npm run lighthouse:dashboard`: Lighthouse (mobile, all four categories) on every main dashboard page, served in
// this process (gateway and dashboard on 127.0.0.1) on the local PostgreSQL, signed in as a throwaway owner with one
// site and a lead (removed at the end). Prints the scores; performance depends on how busy the CPU is, so it is
// printed here and never asserted (services/dashboard/test/lighthouse.test.ts asserts the other three).
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
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
    const pages = mainPages(owner.siteId);
    const rows: { name: string; scores: string; failing: string }[] = [];
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
          failing: Object.values(r.failedAudits).flat().join(', '),
        }),
      );
    }
    console.log(`\nLighthouse 13.5, ${formFactor}, dashboard pages on 127.0.0.1\n`);
    console.log('| page | scores | audits not passed |');
    console.log('|---|---|---|');
    for (const r of rows) console.log(`| ${r.name} | ${r.scores} | ${r.failing} |`);
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
