import type { ChildProcess } from 'node:child_process';
import { testEnv } from '../../../test/helpers/env';
import { freePort, spawnTs, waitForHttp } from '../../../test/helpers/process';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - Date.now())));
const WINDOW = 6000;

describe('rate limit: sliding window per API key', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway({ env: testEnv({ RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_WINDOW_MS: String(WINDOW) }) });
  });
  afterAll(() => gw.close());

  it('frees capacity as each request leaves the window, not all at once at a boundary', async () => {
    const { key } = await newAccount(gw.db);
    const get = () => call(gw.url, 'GET', '/v1/sites', { key });
    // Three hits, then two more half a window later; times are measured, so a slow machine only widens margins.
    const firstSent = Date.now();
    for (let i = 0; i < 3; i++) expect((await get()).status).toBe(200);
    const firstDone = Date.now();
    await sleepUntil(firstSent + WINDOW / 2);
    const secondSent = Date.now();
    for (let i = 0; i < 2; i++) expect((await get()).status).toBe(200);

    const limited = await get();
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: expect.stringContaining('Rate limit exceeded') });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(WINDOW / 1000); // the oldest hit leaves within one window
    expect(limited.headers.get('ratelimit-remaining')).toBe('0');

    // Once the first three have left the window (and the later two have not), exactly three slots are free:
    // a fixed window would have reset all five.
    await sleepUntil(firstDone + WINDOW + 200);
    if (Date.now() > secondSent + WINDOW - 1500)
      throw new Error('machine too slow for this timing test: the second batch is about to expire');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get()).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  }, 30_000);

  it('counts each key on its own', async () => {
    const a = await newAccount(gw.db);
    const b = await newAccount(gw.db);
    for (let i = 0; i < 5; i++) await call(gw.url, 'GET', '/v1/sites', { key: a.key });
    expect((await call(gw.url, 'GET', '/v1/sites', { key: a.key })).status).toBe(429);
    expect((await call(gw.url, 'GET', '/v1/sites', { key: b.key })).status).toBe(200);
  });

  it('admits exactly the limit from a burst of parallel requests', async () => {
    const { key } = await newAccount(gw.db);
    const results = await Promise.all(Array.from({ length: 20 }, () => call(gw.url, 'GET', '/v1/sites', { key })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    expect(results.filter((r) => r.status === 429)).toHaveLength(15);
  });
});

describe('rate limit across two gateway processes', () => {
  const children: ChildProcess[] = [];
  afterAll(() => children.forEach((c) => c.kill('SIGTERM')));

  it('shares one window between processes', async () => {
    const env = testEnv();
    const ports = [await freePort(), await freePort()];
    for (const port of ports) {
      const child = spawnTs('services/gateway/src/main.ts', [], {
        GATEWAY_PORT: String(port),
        RATE_LIMIT_PER_MINUTE: '10',
        LOG_LEVEL: 'warn',
      });
      children.push(child);
    }
    await Promise.all(ports.map((p) => waitForHttp(`http://127.0.0.1:${p}/healthz`)));
    const gw = await startGateway({ env });
    try {
      const { key } = await newAccount(gw.db);
      const results = await Promise.all(
        Array.from({ length: 30 }, (_, i) => call(`http://127.0.0.1:${ports[i % 2]}`, 'GET', '/v1/sites', { key })),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(10);
      expect(results.filter((r) => r.status === 429)).toHaveLength(20);
      // Both processes refused some: the count is shared, not per process.
      const refusedBy = new Set(results.map((r, i) => (r.status === 429 ? i % 2 : -1)).filter((p) => p >= 0));
      expect(refusedBy.size).toBe(2);
    } finally {
      await gw.close();
    }
  }, 60_000);
});
