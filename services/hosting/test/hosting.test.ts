import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { createDb, type Db } from '@sgs/db';
import { createLocalSiteStorage } from '@sgs/storage';
import { testEnv } from '../../../test/helpers/env';
import { newAccount } from '../../../test/helpers/stack';
import { eventually, tempDataDir } from '../../../test/helpers/worker';
import { createHostingApp, createHostingInternalApp } from '../src/app';

const env = testEnv({ FREE_HOST_DOMAIN: 'sites.test', PUBLIC_BASE_URL: 'http://api.test:3000' });
const storage = createLocalSiteStorage(path.join(tempDataDir(), 'sites'));
let db: Db;
const servers: http.Server[] = [];
let port: number;

async function start(server: http.Server): Promise<number> {
  servers.push(server.listen(0, '127.0.0.1'));
  await new Promise((r) => server.once('listening', r));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  db = createDb(env.DATABASE_URL, 3);
  port = await start(createHostingApp({ env, db, storage }));
});
afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  await db.$disconnect();
});

interface Res {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  raw: Buffer;
}
/** GET with a Host header (fetch cannot set Host). */
function get(
  host: string,
  urlPath: string,
  opts: { method?: string; headers?: Record<string, string>; port?: number } = {},
): Promise<Res> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: opts.port ?? port,
        path: urlPath,
        method: opts.method ?? 'GET',
        headers: { host, ...opts.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw.toString(), raw });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const BIG_PAGE = `<!doctype html><html><head><title>Long</title></head><body>${'<p>Fresh bread every morning.</p>'.repeat(200)}
<script>document.documentElement.classList.add('js')</script><script type="application/ld+json">{"@type":"Bakery"}</script></body></html>`;

const files = (home = '<h1>Home</h1>') =>
  new Map([
    ['index.html', Buffer.from(home)],
    ['about.html', Buffer.from('<h1>About</h1>')],
    ['menu.html', Buffer.from('<link rel="canonical" href="https://bakery.example/menu.html"><h1>Menu</h1>')],
    ['long.html', Buffer.from(BIG_PAGE)],
    ['styles.css', Buffer.from('body{color:#222}\n'.repeat(100))],
    ['images/a.png', Buffer.from([137, 80, 78, 71])],
    ['images/hero-3f9a1c2b7d.webp', Buffer.from('RIFF....WEBP')],
  ]);

let n = 0;
async function siteWithRelease(
  over: { pauseState?: string; deployed?: boolean; tier?: string; language?: string } = {},
) {
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
      language: over.language ?? null,
      hostingTier: over.tier ?? 'free_subdomain',
    },
  });
  if (over.deployed !== false) {
    const releaseId = await storage.writeRelease(site.id, files());
    await db.site.update({ where: { id: site.id }, data: { currentReleaseId: releaseId } });
  }
  return { site, host: `${slug}.sites.test` };
}

function expectSecurityHeaders(r: Res) {
  expect(r.headers['x-content-type-options']).toBe('nosniff');
  expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(r.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(r.headers['content-security-policy']).toMatch(/frame-ancestors 'self'/);
}

it('serves the current release by Host header, with clean URLs and content types', async () => {
  const { host } = await siteWithRelease();
  const home = await get(`${host}:3001`, '/');
  expect(home.status).toBe(200);
  expect(home.body).toBe('<h1>Home</h1>');
  expect(home.headers['content-type']).toMatch(/text\/html/);
  expect(home.headers['cache-control']).toBe('no-cache');
  expect((await get(host, '/about')).body).toBe('<h1>About</h1>');
  expect((await get(host, '/about?utm=1')).body).toBe('<h1>About</h1>');
  const img = await get(host, '/images/a.png');
  expect(img.headers['content-type']).toBe('image/png');
  expect(img.headers['cache-control']).toBe('public, max-age=3600');
  const hashed = await get(host, '/images/hero-3f9a1c2b7d.webp');
  expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const head = await get(host, '/', { method: 'HEAD' });
  expect(head.status).toBe(200);
  expect(head.body).toBe('');
  expect((await get(host, '/', { method: 'POST' })).status).toBe(405);
});

it('gives each page one URL: /index.html and /page.html redirect permanently to the clean form', async () => {
  const { host } = await siteWithRelease();
  const index = await get(host, '/index.html');
  expect(index.status).toBe(301);
  expect(index.headers.location).toBe('/');
  const about = await get(host, '/about.html?ref=x');
  expect(about.status).toBe(301);
  expect(about.headers.location).toBe('/about?ref=x');
  // A page whose canonical link names its .html form keeps that URL; the clean form redirects to it.
  expect((await get(host, '/menu.html')).body).toMatch(/<h1>Menu<\/h1>/);
  const menu = await get(host, '/menu');
  expect(menu.status).toBe(301);
  expect(menu.headers.location).toBe('/menu.html');
  expectSecurityHeaders(about);
});

it('answers If-None-Match with 304 and serves brotli or gzip variants made once', async () => {
  const { host } = await siteWithRelease();
  const first = await get(host, '/long');
  expect(first.body).toBe(BIG_PAGE);
  expect(first.headers['content-encoding']).toBeUndefined();
  const etag = first.headers.etag!;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await get(host, '/long', { headers: { 'if-none-match': etag } });
  expect(again.status).toBe(304);
  expect(again.body).toBe('');
  expect((await get(host, '/long', { headers: { 'if-none-match': '"other"' } })).status).toBe(200);

  const br = await get(host, '/long', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(br.headers['content-encoding']).toBe('br');
  expect(br.headers.vary).toBe('Accept-Encoding');
  expect(br.raw.length).toBeLessThan(BIG_PAGE.length / 4);
  expect(zlib.brotliDecompressSync(br.raw).toString()).toBe(BIG_PAGE);
  // The compressed variant's ETag revalidates too.
  expect(
    (await get(host, '/long', { headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag! } })).status,
  ).toBe(304);
  const gz = await get(host, '/styles.css', { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(gz.headers['content-type']).toBe('text/css; charset=utf-8');
  expect(zlib.gunzipSync(gz.raw).toString()).toBe('body{color:#222}\n'.repeat(100));
  expect(
    (await get(host, '/styles.css', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })).headers[
      'content-encoding'
    ],
  ).toBeUndefined();
});

it('sends a Content-Security-Policy fitting the site (own inline scripts by hash, forms to the gateway) and the security headers everywhere', async () => {
  const { host } = await siteWithRelease();
  const page = await get(host, '/long');
  expectSecurityHeaders(page);
  const csp = page.headers['content-security-policy'] as string;
  expect(csp).toMatch(/default-src 'self'/);
  expect(csp).toMatch(/form-action 'self' http:\/\/api\.test:3000/);
  expect(csp).toMatch(/object-src 'none'/);
  // The one executable inline script is allowed by its hash; JSON-LD is data, not a script.
  const hashes = csp.match(/'sha256-[^']+'/g) ?? [];
  expect(hashes).toEqual([
    `'sha256-${createHash('sha256').update("document.documentElement.classList.add('js')").digest('base64')}'`,
  ]);
  expectSecurityHeaders(await get(host, '/nope'));
  expectSecurityHeaders(await get('nobody.sites.test', '/'));
  const { host: paused } = await siteWithRelease({ pauseState: 'paused' });
  expectSecurityHeaders(await get(paused, '/'));
});

it('answers missing pages with a 404 page and refuses traversal and hidden files', async () => {
  const { host } = await siteWithRelease();
  for (const p of [
    '/nope.html',
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/.env',
    '/images/../../x',
    '/%E0%A4%A',
  ]) {
    const r = await get(host, p);
    expect([400, 404]).toContain(r.status);
    expect(r.body).toContain('Page not found');
    expect(r.body).not.toContain('root:');
  }
});

it("answers a warm site's missing pages and unknown hosts from memory, and redraws the 404 page when the site changes", async () => {
  const { site, host } = await siteWithRelease();
  // A hosting instance whose database and storage count what they are asked about this site. (Unknown hosts'
  // cached misses are dropped whenever any site changes, and other suites change sites meanwhile: not counted.)
  let lookups = 0;
  let reads = 0;
  const counted = new Proxy(db, {
    get: (target, prop, receiver) => {
      if (prop !== 'site') return Reflect.get(target, prop, receiver) as unknown;
      return {
        findUnique: (args: Parameters<Db['site']['findUnique']>[0]) => {
          if (args.where.slug === site.slug) lookups++;
          return target.site.findUnique(args);
        },
      };
    },
  });
  const countedStorage = {
    ...storage,
    readRelease: (siteId: string, releaseId: string) => {
      reads++;
      return storage.readRelease(siteId, releaseId);
    },
  };
  const app = createHostingApp({ env, db: counted, storage: countedStorage });
  // Until its change feed is up, an instance trusts a cached site for a second only (and drops everything cached
  // when the feed comes up); then for good.
  await app.changeFeedLive;
  const own = await start(app);
  const unknown = `nobody-${Date.now()}.sites.test`;
  expect((await get(host, '/nope', { port: own })).status).toBe(404);
  const warm = lookups;
  expect(warm).toBe(1);
  expect(reads).toBe(1); // the release was read and prepared once
  for (let i = 0; i < 20; i++) {
    const missing = await get(host, `/missing-${i}`, { port: own });
    expect(missing.status).toBe(404);
    expect(missing.body).toContain('Page not found | Hosted Bakery');
    expect(missing.headers['cache-control']).toBe('no-store');
    const none = await get(unknown, `/x-${i}`, { port: own });
    expect(none.status).toBe(404);
    expect(none.body).toContain('There is no website at this address.');
  }
  expect([lookups, reads]).toEqual([warm, 1]);
  // The business's name changes: the next 404 page says the new one (the change feed dropped the cached site).
  await db.site.update({ where: { id: site.id }, data: { businessName: 'Renamed Bakery' } });
  await eventually(
    async () => (await get(host, '/nope', { port: own })).body.includes('Page not found | Renamed Bakery'),
    'the 404 page redrawn with the new name',
  );
});

it('shows a branded, noindex paused page for a paused free site', async () => {
  const { host } = await siteWithRelease({ pauseState: 'paused' });
  const r = await get(host, '/');
  expect(r.status).toBe(503);
  expect(r.body).toContain('Hosted Bakery');
  expect(r.body).toContain('noindex');
  expect(r.headers['x-robots-tag']).toBe('noindex');
});

it('speaks the site’s language on its paused and not-found pages', async () => {
  const { host } = await siteWithRelease({ pauseState: 'paused', language: 'de-AT' });
  const paused = await get(host, '/');
  expect(paused.status).toBe(503);
  expect(paused.body).toContain('<html lang="de-AT">');
  expect(paused.body).toContain('Diese Website ist pausiert.');
  const { host: live } = await siteWithRelease({ language: 'ja' });
  const missing = await get(live, '/nope');
  expect(missing.status).toBe(404);
  expect(missing.body).toContain('ページが見つかりません | Hosted Bakery');
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

it('a deploy, a pause and a domain change reach every hosting process at once (LISTEN/NOTIFY, no expiry)', async () => {
  // A second, independent hosting instance with its own caches and change feed.
  const other = await start(createHostingApp({ env, db, storage }));
  const { site, host } = await siteWithRelease({ tier: 'paid_custom_domain' });
  const domain = `notify-${Date.now()}.example`;
  // Warm both caches, including a miss for a domain not attached yet.
  for (const p of [port, other]) {
    expect((await get(host, '/', { port: p })).body).toBe('<h1>Home</h1>');
    expect((await get(domain, '/', { port: p })).status).toBe(404);
  }
  const releaseId = await storage.writeRelease(site.id, files('<h1>Home, redeployed</h1>'));
  await db.site.update({ where: { id: site.id }, data: { currentReleaseId: releaseId } });
  await db.domain.create({
    data: { accountId: site.accountId, siteId: site.id, domain, status: 'active', cnameTarget: 'x' },
  });
  for (const p of [port, other]) {
    await eventually(
      async () => (await get(host, '/', { port: p })).body === '<h1>Home, redeployed</h1>',
      'deploy seen',
    );
    await eventually(async () => (await get(domain, '/', { port: p })).status === 200, 'domain seen');
  }
  await db.site.update({ where: { id: site.id }, data: { hostingTier: 'free_subdomain', pauseState: 'paused' } });
  for (const p of [port, other])
    await eventually(async () => (await get(host, '/', { port: p })).status === 503, 'pause seen');
  await db.domain.update({ where: { domain }, data: { status: 'detached', siteId: null } });
  for (const p of [port, other])
    await eventually(async () => (await get(domain, '/', { port: p })).status === 404, 'detach seen');
});

it('serves the TLS ask endpoint only on the internal listener', async () => {
  const internal = await start(createHostingInternalApp({ db }));
  const { site } = await siteWithRelease({ tier: 'paid_custom_domain' });
  const domain = `ask-${Date.now()}.example`;
  await db.domain.create({
    data: { accountId: site.accountId, siteId: site.id, domain, status: 'dns_pending', cnameTarget: 'x' },
  });
  expect((await get('x', `/internal/tls/ask?domain=www.${domain}`, { port: internal })).status).toBe(200);
  expect((await get('x', '/internal/tls/ask?domain=unknown.example', { port: internal })).status).toBe(404);
  expect((await get('x', '/internal/tls/ask', { port: internal })).status).toBe(400);
  expect((await get(`www.${domain}`, `/internal/tls/ask?domain=www.${domain}`)).status).toBe(404);
});
