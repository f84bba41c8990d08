// `npm run load`: a bounded load test with autocannon against the gateway and hosting on 127.0.0.1, in this
// process, on the local PostgreSQL. Prints p50/p99 latency and error counts per scenario; exits 1 when a scenario
// meant to stay within the documented limits saw an error. Not a timed test: figures depend on the machine.
import type { AddressInfo } from 'node:net';
import type http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { Client, Connection } from '@temporalio/client';
import { createLogger, loadEnv } from '../packages/config/src';
import { createAccount, createDb, issueApiKey } from '../packages/db/src';
import { createMapsUrlResolver } from '../packages/net/src';
import { createPlacesProvider } from '../packages/places/src';
import { createLocalSiteStorage } from '../packages/storage/src';
import { createApp } from '../services/gateway/src/app';
import { createHostingApp } from '../services/hosting/src/app';
import { startInfra } from './lib/stack';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 10);
/** Keys sharing the load: each stays under the per-key limit of 30 requests a minute (spec 8). */
const KEYS = Number(process.env.LOAD_KEYS ?? 40);

const listen = (server: http.Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

interface Row {
  scenario: string;
  requests: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  expectClean: boolean;
}

async function run(scenario: string, opts: autocannon.Options, expectClean: boolean): Promise<Row> {
  const r = await autocannon({ duration: SECONDS, connections: 10, ...opts });
  return {
    scenario,
    requests: r.requests.total,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    expectClean,
  };
}

async function main() {
  const infra = await startInfra('admin');
  const env = loadEnv({ ...process.env, DATABASE_URL: infra.databaseUrl, LOG_LEVEL: 'silent' });
  const db = createDb(env.DATABASE_URL, 10);
  const connection = Connection.lazy({ address: env.TEMPORAL_ADDRESS });
  const storage = createLocalSiteStorage(path.resolve(env.DATA_DIR, 'sites'));
  const gateway = createApp({
    env,
    db,
    temporal: new Client({ connection, namespace: env.TEMPORAL_NAMESPACE }),
    log: createLogger('load', 'silent'),
    resolveMapsUrl: createMapsUrlResolver(),
    places: createPlacesProvider(env, db),
    storage,
  }).listen(0, '127.0.0.1');
  await new Promise((r) => gateway.once('listening', r));
  const gw = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  const hosting = createHostingApp({ env, db, storage });
  const hostPort = await listen(hosting);
  try {
    const account = await createAccount(db, {
      email: `load-${Date.now()}@example.com`,
      verified: true,
      signupCredits: 0,
    });
    const keys = await Promise.all(Array.from({ length: KEYS }, () => issueApiKey(db, account.id)));
    const site = await db.site.findFirst({
      where: { currentReleaseId: { not: null }, deactivatedAt: null, pauseState: 'active' },
      select: { slug: true },
    });
    // Within the limits: every key at most 30 requests a minute over the whole run.
    const perKey = Math.max(1, Math.floor((30 * SECONDS) / 60));
    const rows: Row[] = [];
    let k = 0;
    rows.push(
      await run(
        `gateway GET /v1/sites (${KEYS} keys, each within 30/min)`,
        {
          url: `${gw}/v1/sites`,
          amount: KEYS * perKey,
          setupClient: (client) => {
            const key = keys[k++ % keys.length]!.key;
            client.setHeaders({ authorization: `Bearer ${key}` });
          },
          connections: Math.min(KEYS, 10),
        },
        true,
      ),
    );
    rows.push(await run('gateway GET /v1/openapi.json (no key, unlimited)', { url: `${gw}/v1/openapi.json` }, true));
    rows.push(
      await run(
        'gateway GET /v1/sites over one key’s limit (429s expected)',
        {
          url: `${gw}/v1/sites`,
          headers: { authorization: `Bearer ${keys[0]!.key}` },
        },
        false,
      ),
    );
    const host = site ? `${site.slug}.${env.FREE_HOST_DOMAIN}` : `no-such-site.${env.FREE_HOST_DOMAIN}`;
    rows.push(
      await run(
        `hosting GET / on ${site ? 'a deployed site' : 'an unknown host (no deployed site in this database: 404s)'}`,
        { url: `http://127.0.0.1:${hostPort}/`, headers: { host } },
        !!site,
      ),
    );
    console.log(`\nautocannon, ${SECONDS} s per scenario, 127.0.0.1\n`);
    console.log('| scenario | requests | p50 ms | p99 ms | errors | non-2xx |');
    console.log('|---|---|---|---|---|---|');
    for (const r of rows)
      console.log(`| ${r.scenario} | ${r.requests} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
    const bad = rows.filter((r) => r.expectClean && (r.errors > 0 || r.non2xx > 0));
    if (bad.length) {
      console.error(`\nerrors within the documented limits: ${bad.map((r) => r.scenario).join('; ')}`);
      process.exitCode = 1;
    }
    await db.apiKey.updateMany({ where: { accountId: account.id }, data: { revokedAt: new Date() } });
  } finally {
    gateway.closeAllConnections();
    gateway.close();
    hosting.closeAllConnections();
    hosting.close();
    await connection.close();
    await db.$disconnect();
    await infra.stop();
  }
}

void main();
