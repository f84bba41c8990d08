import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDb, type Db } from '@sgs/db';
import { testEnv } from '../../../test/helpers/env';
import { createHostingInternalApp } from '../src/app';

// What a hostile probe of hosting's internal TLS ask endpoint found: a domain with NUL reached PostgreSQL (500).
const env = testEnv();
let db: Db;
let server: http.Server;
let port: number;
beforeAll(async () => {
  db = createDb(env.DATABASE_URL, 2);
  server = createHostingInternalApp({ db }).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
  await db.$disconnect();
});

it('asks about names that are no DNS name (NUL, spaces, 300 characters, a bare label) answer 404, never 500', async () => {
  for (const domain of ['%00', 'a%00b.example', 'exa%20mple.com', `${'a'.repeat(300)}.com`, 'localhost', '%ff']) {
    const res = await fetch(`http://127.0.0.1:${port}/internal/tls/ask?domain=${domain}`);
    expect([domain, res.status, await res.text()]).toEqual([domain, 404, 'unknown domain']);
  }
  const missing = await fetch(`http://127.0.0.1:${port}/internal/tls/ask?domain=`);
  expect(missing.status).toBe(400);
});
