import type { ChildProcess } from 'node:child_process';
import { createDb, type Db } from '@sgs/db';
import { testEnv } from '../../../test/helpers/env';
import { freePort, spawnTs, waitForHttp } from '../../../test/helpers/process';
import { call, newAccount } from '../../../test/helpers/stack';

// request_logs rows are written in batches off the response path; a clean shutdown (SIGTERM) writes what is
// queued before the process exits, so no answered request goes unlogged.
let db: Db;
let child: ChildProcess | undefined;
beforeAll(() => {
  db = createDb(testEnv().DATABASE_URL, 2);
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await db.$disconnect();
});

it('writes every queued request_logs row before a gateway process exits on SIGTERM', async () => {
  const port = await freePort();
  child = spawnTs('services/gateway/src/main.ts', [], {
    GATEWAY_PORT: String(port),
    RATE_LIMIT_PER_MINUTE: '1000',
    LOG_LEVEL: 'warn',
  });
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/healthz`, 60_000);
  const { account, key } = await newAccount(db);
  const replies = await Promise.all(Array.from({ length: 60 }, () => call(base, 'GET', '/v1/sites', { key })));
  expect(replies.map((r) => r.status)).toEqual(Array(60).fill(200));
  // At once, while the last rows are still queued for their batch.
  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  const rows = await db.requestLog.findMany({ where: { accountId: account.id } });
  expect(rows).toHaveLength(60);
  expect(rows.every((r) => r.path === '/v1/sites' && r.status === 200 && r.method === 'GET')).toBe(true);
}, 120_000);
