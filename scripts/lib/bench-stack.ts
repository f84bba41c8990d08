// The stack the end-to-end benches run against: a fresh test PostgreSQL and Temporal, real workers for the roles
// asked for, the gateway on a loopback port and one funded account with an API key; and the figures they print.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { createLogger, loadEnv, type Env } from '../../packages/config/src';
import { workflowIds, type TaskQueueRole } from '../../packages/contracts/src';
import { createAccount, createDb, issueApiKey, type Db } from '../../packages/db/src';
import { createMapsUrlResolver } from '../../packages/net/src';
import { createPlacesProvider } from '../../packages/places/src';
import { createLocalSiteStorage, type SiteStorage } from '../../packages/storage/src';
import { createApp } from '../../services/gateway/src/app';
import { startWorkers, tempDataDir } from '../../test/helpers/worker';
import { startInfra } from './stack';

export interface BenchStack {
  env: Env;
  db: Db;
  storage: SiteStorage;
  temporal: Client;
  /** The gateway's base URL, e.g. http://127.0.0.1:41234 */
  api: string;
  account: Awaited<ReturnType<typeof createAccount>>;
  /** A bearer API key of the account. */
  key: string;
  stop(): Promise<void>;
}

/**
 * Starts the stack for bench `name` (its task-queue prefix and account email); `env` overrides the environment
 * (keys emptied, quotas raised...). Logs are silent; the account has 100,000 credits.
 */
export async function startBenchStack(
  name: string,
  roles: TaskQueueRole[],
  env: Record<string, string> = {},
): Promise<BenchStack> {
  const infra = await startInfra('test');
  const dataDir = tempDataDir();
  const config = loadEnv({
    ...process.env,
    DATABASE_URL: infra.databaseUrl,
    TEMPORAL_ADDRESS: infra.temporalAddress,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TASK_QUEUE_PREFIX: `${name}-`,
    ...env,
  });
  const db = createDb(config.DATABASE_URL, 10);
  const storage = createLocalSiteStorage(path.join(dataDir, 'sites'));
  const connection = await Connection.connect({ address: config.TEMPORAL_ADDRESS });
  const temporal = new Client({ connection });
  const workers = await startWorkers(config, db, roles, { storage, llm: null });
  const server = createApp({
    env: config,
    db,
    temporal,
    log: createLogger('bench', 'silent'),
    resolveMapsUrl: createMapsUrlResolver(),
    places: createPlacesProvider(config, db),
    storage,
  }).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const account = await createAccount(db, {
    email: `${name}-${Date.now()}@example.com`,
    verified: true,
    signupCredits: 100_000,
  });
  const { key } = await issueApiKey(db, account.id);
  return {
    env: config,
    db,
    storage,
    temporal,
    api: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    account,
    key,
    async stop() {
      await new Promise((r) => server.close(r));
      await workers.stop();
      await connection.close();
      await db.$disconnect();
      await infra.stop();
    },
  };
}

/** POST a JSON body to the stack's API as the bench account; the status and parsed answer. */
export async function postJson<T>(
  stack: BenchStack,
  route: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${stack.api}${route}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
export const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;

/** Creates a site through POST /v1/sites and waits for its siteBuild workflow to end; its id and workflow handle. */
export async function buildSite(stack: BenchStack, body: Record<string, unknown>) {
  const { status, body: created } = await postJson<{ siteId?: string }>(stack, '/v1/sites', body);
  if (!created.siteId) throw new Error(`POST /v1/sites answered ${status}: ${JSON.stringify(created)}`);
  const handle = stack.temporal.workflow.getHandle(workflowIds.siteBuild(created.siteId));
  await handle.result();
  return { siteId: created.siteId, handle };
}
