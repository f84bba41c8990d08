// The client's fetch retries 429/503 after Retry-After (bounded) and returns everything else as it came.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, retryAfterMs } from '@sgs/client';

let server: http.Server;
let base: string;
const script: { status: number; headers?: Record<string, string> }[] = [];
const seen: { key: string | undefined; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen.push({ key: req.headers['idempotency-key'] as string | undefined, body });
      const next = script.shift() ?? { status: 202 };
      res.writeHead(next.status, { 'content-type': 'application/json', ...next.headers });
      res.end(JSON.stringify(next.status < 300 ? { siteId: 'x', status: 'generating', slug: 's' } : { error: 'e' }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
beforeEach(() => {
  script.length = 0;
  seen.length = 0;
});

test('429 then 503 are retried after Retry-After, with the same body and Idempotency-Key', async () => {
  script.push({ status: 429, headers: { 'retry-after': '0' } }, { status: 503, headers: { 'retry-after': '0' } });
  const client = createClient({ baseUrl: base, apiKey: 'sgs_test' });
  const { data, response } = await client.POST('/v1/sites', {
    body: { businessName: 'Rosa', businessLocation: 'Austin, TX' } as never,
    headers: { 'Idempotency-Key': 'k-1' },
  });
  expect(response.status).toBe(202);
  expect(data?.siteId).toBe('x');
  expect(seen).toHaveLength(3);
  expect(new Set(seen.map((s) => s.key))).toEqual(new Set(['k-1']));
  expect(new Set(seen.map((s) => s.body)).size).toBe(1);
});

test('a Retry-After longer than the cap, a 500, and exhausted retries come back to the caller', async () => {
  const client = createClient({ baseUrl: base, apiKey: 'sgs_test', retry: { maxRetries: 2, maxDelayMs: 1000 } });
  script.push({ status: 429, headers: { 'retry-after': '3600' } });
  expect((await client.GET('/v1/sites')).response.status).toBe(429);
  expect(seen).toHaveLength(1);

  script.push({ status: 500 });
  expect((await client.GET('/v1/sites')).response.status).toBe(500);
  expect(seen).toHaveLength(2);

  script.push(...Array.from({ length: 3 }, () => ({ status: 503, headers: { 'retry-after': '0' } })));
  const last = await client.GET('/v1/sites');
  expect(last.response.status).toBe(503);
  expect(last.error).toEqual({ error: 'e' });
  expect(seen).toHaveLength(5);
});

test('Retry-After as seconds or an HTTP date', () => {
  expect(retryAfterMs('7')).toBe(7000);
  expect(retryAfterMs(new Date(10_000).toUTCString(), 4_000)).toBe(6000);
  expect(retryAfterMs('soon')).toBeUndefined();
  expect(retryAfterMs(null)).toBeUndefined();
});
