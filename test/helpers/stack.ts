import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Client, Connection } from '@temporalio/client';
import { createLogger, type Env } from '@sgs/config';
import { createAccount, createDb, issueApiKey, postCredits, type Db } from '@sgs/db';
import { createMapsUrlResolver, type MapsUrlResolver } from '@sgs/net';
import { createPlacesProvider, type PlacesProvider } from '@sgs/places';
import { createSiteStorage, type SiteStorage } from '@sgs/storage';
import { temporalClientInterceptors, type Metrics } from '@sgs/observability';
import { createApp } from '../../services/gateway/src/app';
import type { GatewayDeps } from '../../services/gateway/src/deps';
import { flushRequestLogs } from '../../services/gateway/src/http/request-log';
import { testEnv } from './env';

export interface TestGateway {
  url: string;
  deps: GatewayDeps;
  db: Db;
  temporal: Client;
  close(): Promise<void>;
}

/** The real gateway app on 127.0.0.1 with a real database and Temporal client. */
export async function startGateway(
  opts: {
    env?: Env;
    resolveMapsUrl?: MapsUrlResolver;
    places?: PlacesProvider;
    storage?: SiteStorage;
    metrics?: Metrics;
  } = {},
): Promise<TestGateway> {
  const env = opts.env ?? testEnv();
  const db = createDb(env.DATABASE_URL, 5);
  const connection = Connection.lazy({ address: env.TEMPORAL_ADDRESS });
  const temporal = new Client({
    connection,
    namespace: env.TEMPORAL_NAMESPACE,
    interceptors: { workflow: temporalClientInterceptors() },
  });
  const deps: GatewayDeps = {
    env,
    db,
    temporal,
    log: createLogger('gateway-test', env.LOG_LEVEL),
    resolveMapsUrl: opts.resolveMapsUrl ?? createMapsUrlResolver({ allowLoopback: true, timeoutMs: 2000 }),
    places: opts.places ?? createPlacesProvider(env, db),
    storage: opts.storage ?? createSiteStorage(env),
    ...(opts.metrics ? { metrics: opts.metrics } : {}),
  };
  const server: Server = await new Promise((resolve) => {
    const s = createApp(deps).listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    db,
    temporal,
    async close() {
      await new Promise((r) => server.close(r));
      await flushRequestLogs(db); // as the gateway's own shutdown does: no request log row lost
      await connection.close();
      await db.$disconnect();
    },
  };
}

let seq = 0;
/** A fresh account with one API key; verified accounts get the signup grant. */
export async function newAccount(db: Db, opts: { verified?: boolean; credits?: number; email?: string } = {}) {
  const email = opts.email ?? `t${Date.now()}-${process.pid}-${seq++}@example.com`;
  const account = await createAccount(db, { email, verified: opts.verified ?? true, signupCredits: 520 });
  if (opts.credits !== undefined && opts.credits !== account.creditsBalance) {
    await postCredits(db, {
      accountId: account.id,
      kind: 'grant',
      amount: opts.credits - account.creditsBalance,
      reason: 'test',
      key: `test:${account.id}`,
    });
  }
  const key = await issueApiKey(db, account.id);
  return { account, key: key.key, keyId: key.id };
}

export interface Reply<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** JSON over real HTTP. `body` as a string is sent raw. */
export async function call<T = Record<string, unknown>>(
  base: string,
  method: string,
  path: string,
  opts: { key?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.key) headers.authorization = `Bearer ${opts.key}`;
  let body: string | undefined;
  if (opts.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
  }
  const res = await fetch(base + path, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON: keep the text */
  }
  return { status: res.status, body: parsed as T, headers: res.headers };
}
