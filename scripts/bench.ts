// `npm run bench`: request costs of the gateway and the hosting service, as ratios against plain baselines
// on the same machine (ratios travel between machines; milliseconds do not). Bounded: N requests each.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import express from 'express';
import { Client, Connection } from '@temporalio/client';
import { createLogger, loadEnv } from '../packages/config/src';
import { createAccount, createDb, issueApiKey } from '../packages/db/src';
import { createMapsUrlResolver } from '../packages/net/src';
import { createPlacesProvider } from '../packages/places/src';
import { createLocalSiteStorage } from '../packages/storage/src';
import { createApp } from '../services/gateway/src/app';
import { createHostingApp } from '../services/hosting/src/app';
import { startInfra } from './lib/stack';

const N = Number(process.env.BENCH_REQUESTS ?? 300);

function listen(app: express.Express | http.Server): Promise<{ port: number; close: () => Promise<void> }> {
  const server = app instanceof http.Server ? app : http.createServer(app);
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () => new Promise((r) => server.close(() => r())),
      }),
    );
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function get(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const t = process.hrtime.bigint();
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers, agent }, (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve(Number(process.hrtime.bigint() - t) / 1e6)
            : reject(new Error(`${urlPath}: ${res.statusCode}`)),
        );
      })
      .on('error', reject);
  });
}

async function median(run: () => Promise<number>): Promise<number> {
  for (let i = 0; i < 20; i++) await run(); // warm-up
  const times: number[] = [];
  for (let i = 0; i < N; i++) times.push(await run());
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

async function main() {
  const infra = await startInfra('test');
  const env = loadEnv({
    ...process.env,
    DATABASE_URL: infra.databaseUrl,
    TEMPORAL_ADDRESS: infra.temporalAddress,
    RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'silent',
    FREE_HOST_DOMAIN: 'bench.test',
  });
  const db = createDb(env.DATABASE_URL, 5);
  const connection = Connection.lazy({ address: env.TEMPORAL_ADDRESS });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-bench-'));
  const storage = createLocalSiteStorage(dir);
  try {
    const account = await createAccount(db, {
      email: `bench-${Date.now()}@example.com`,
      verified: true,
      signupCredits: 520,
    });
    const { key } = await issueApiKey(db, account.id);
    const gateway = await listen(
      createApp({
        env,
        db,
        temporal: new Client({ connection }),
        log: createLogger('bench', 'silent'),
        resolveMapsUrl: createMapsUrlResolver(),
        places: createPlacesProvider(env, db),
        storage,
      }),
    );
    const site = await db.site.create({
      data: {
        accountId: account.id,
        slug: `bench-${Date.now()}`,
        businessName: 'Bench',
        operatorEmail: account.email,
        buildRequest: {},
        status: 'complete',
      },
    });
    const page = `<!doctype html><html><body>${'<p>Lorem ipsum dolor sit amet.</p>'.repeat(200)}</body></html>`;
    const releaseId = await storage.writeRelease(site.id, new Map([['index.html', Buffer.from(page)]]));
    await db.site.update({ where: { id: site.id }, data: { currentReleaseId: releaseId } });
    const hosting = await listen(createHostingApp({ env, db, storage }));
    const plain = express();
    plain.use(express.static(await storage.releaseDir(site.id, releaseId)));
    const baseline = await listen(plain);

    const rows: [string, number][] = [
      ['gateway GET /healthz (database + Temporal probe)', await median(() => get(gateway.port, '/healthz'))],
      [
        'gateway GET /v1/sites (auth + sliding-window limit + query)',
        await median(() => get(gateway.port, '/v1/sites', { authorization: `Bearer ${key}` })),
      ],
      ['express.static index.html (baseline)', await median(() => get(baseline.port, '/index.html'))],
      ['hosting GET / by Host header', await median(() => get(hosting.port, '/', { host: `${site.slug}.bench.test` }))],
    ];
    console.log(`\nmedian of ${N} sequential requests (keep-alive) on ${os.cpus().length} cores`);
    for (const [name, ms] of rows) console.log(`  ${ms.toFixed(3).padStart(8)} ms  ${name}`);
    console.log(`\nratios`);
    console.log(`  API request / health probe:        ${(rows[1]![1] / rows[0]![1]).toFixed(2)}x`);
    console.log(`  hosting page / express.static:     ${(rows[3]![1] / rows[2]![1]).toFixed(2)}x`);
    await Promise.all([gateway.close(), hosting.close(), baseline.close()]);
  } finally {
    agent.destroy();
    await connection.close();
    await db.$disconnect();
    await infra.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
