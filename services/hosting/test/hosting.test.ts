import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createDb, type Db } from '@sgs/db';
import { createLocalSiteStorage } from '@sgs/storage';
import { testEnv } from '../../../test/helpers/env';
import { newAccount } from '../../../test/helpers/stack';
import { tempDataDir } from '../../../test/helpers/worker';
import { createHostingApp } from '../src/app';

const env = testEnv({ FREE_HOST_DOMAIN: 'sites.test' });
const storage = createLocalSiteStorage(path.join(tempDataDir(), 'sites'));
let db: Db;
let server: http.Server;
let port: number;

beforeAll(async () => {
  db = createDb(env.DATABASE_URL, 3);
  server = createHostingApp({ env, db, storage }).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await db.$disconnect();
});

/** GET with a Host header (fetch cannot set Host). */
function get(
  host: string,
  urlPath: string,
  method = 'GET',
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, method, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let n = 0;
async function siteWithRelease(over: { pauseState?: string; deployed?: boolean; tier?: string } = {}) {
  const { account } = await newAccount(db);
  const slug = `host-${Date.now()}-${n++}`;
  const site = await db.site.create({
    data: {
      accountId: account.id,
      slug,
      businessName: 'Hosted Bakery',
      operatorEmail: account.email,
      buildRequest: {},
      status: 'complete',
      generationPhase: 'complete',
      pauseState: over.pauseState ?? 'active',
      hostingTier: over.tier ?? 'free_subdomain',
    },
  });
  if (over.deployed !== false) {
    const releaseId = await storage.writeRelease(
      site.id,
      new Map([
        ['index.html', Buffer.from('<h1>Home</h1>')],
        ['about.html', Buffer.from('<h1>About</h1>')],
        ['images/a.png', Buffer.from([137, 80, 78, 71])],
      ]),
    );
    await db.site.update({ where: { id: site.id }, data: { currentReleaseId: releaseId } });
  }
  return { site, host: `${slug}.sites.test` };
}

it('serves the current release by Host header, with clean URLs and content types', async () => {
  const { host } = await siteWithRelease();
  const home = await get(`${host}:3001`, '/');
  expect(home.status).toBe(200);
  expect(home.body).toBe('<h1>Home</h1>');
  expect(home.headers['content-type']).toMatch(/text\/html/);
  expect(home.headers['cache-control']).toBe('no-cache');
  expect((await get(host, '/about')).body).toBe('<h1>About</h1>');
  expect((await get(host, '/about.html')).body).toBe('<h1>About</h1>');
  const img = await get(host, '/images/a.png');
  expect(img.headers['content-type']).toBe('image/png');
  expect(img.headers['cache-control']).toMatch(/max-age/);
  expect((await get(host, '/', 'HEAD')).status).toBe(200);
  expect((await get(host, '/', 'POST')).status).toBe(405);
});

it('answers missing pages with a 404 page and refuses traversal and hidden files', async () => {
  const { host } = await siteWithRelease();
  for (const p of ['/nope.html', '/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/.env', '/images/../../x']) {
    const r = await get(host, p);
    expect(r.status).toBe(404);
    expect(r.body).not.toContain('root:');
  }
});

it('shows a branded, noindex paused page for a paused free site', async () => {
  const { host } = await siteWithRelease({ pauseState: 'paused' });
  const r = await get(host, '/');
  expect(r.status).toBe(503);
  expect(r.body).toContain('Hosted Bakery');
  expect(r.body).toContain('noindex');
  expect(r.headers['x-robots-tag']).toBe('noindex');
});

it('never pauses a paid site', async () => {
  const { host } = await siteWithRelease({ pauseState: 'paused', tier: 'paid_custom_domain' });
  expect((await get(host, '/')).status).toBe(200);
});

it('says a site is being built before its first deploy, and that unknown hosts have no site', async () => {
  const { host } = await siteWithRelease({ deployed: false });
  const r = await get(host, '/');
  expect(r.status).toBe(503);
  expect(r.body).toContain('being built');
  expect((await get('nobody.sites.test', '/')).status).toBe(404);
  expect((await get('evil.example', '/')).status).toBe(404);
});

it('serves an active custom domain (apex and www)', async () => {
  const { site } = await siteWithRelease({ tier: 'paid_custom_domain' });
  const domain = `bakery-${Date.now()}.example`;
  await db.domain.create({
    data: { accountId: site.accountId, siteId: site.id, domain, status: 'active', cnameTarget: 'x' },
  });
  expect((await get(domain, '/')).body).toBe('<h1>Home</h1>');
  expect((await get(`www.${domain}`, '/about')).body).toBe('<h1>About</h1>');
});
