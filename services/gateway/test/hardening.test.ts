import { gzipSync } from 'node:zlib';
import path from 'node:path';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { ApiError } from '@sgs/contracts';
import { createLogger } from '@sgs/config';
import { builtInHostnames, createResolver, createSandboxRegistrar } from '@sgs/domains';
import { createLocalHostingBilling } from '@sgs/billing';
import { createLocalSiteStorage } from '@sgs/storage';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { createTestSite } from '../../../test/helpers/receiver';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { tempDataDir } from '../../../test/helpers/worker';
import { deployedSite } from '../../worker/test/domains-helpers';
import { errorHandler } from '../src/http/errors';
import { attachDomain } from '../src/routes/domains/attach';
import { detachDomain } from '../src/routes/domains/detach';
import type { DomainPorts } from '../src/routes/domains/ports';

// Issue 12: what a probe of the running service found (500s, leaks, trust of client headers), each fixed here.
let gw: TestGateway;
let key: string;
let accountId: string;
const storage = createLocalSiteStorage(path.join(tempDataDir(), 'sites'));
beforeAll(async () => {
  gw = await startGateway({
    env: testEnv({
      TASK_QUEUE_PREFIX: uniquePrefix('hardening'),
      FREE_HOST_DOMAIN: 'sites.test',
      TRUST_PROXY: 'loopback',
      AUTH_FAILURE_LIMIT: '3',
      RATE_LIMIT_PER_MINUTE: '100000',
      DNS_RESOLVER_SERVERS: '127.0.0.1:9',
      DNS_TIMEOUT_MS: '200',
    }),
  });
  ({
    key,
    account: { id: accountId },
  } = await newAccount(gw.db));
});
afterAll(() => gw.close());

const DASHES = '-'.repeat(36);
const HEX36 = 'a'.repeat(36);
const NIL_LIKE = '00000000-0000-0000-0000-00000000000g';

describe('path ids that look like UUIDs but are not answer 404, never 500', () => {
  const routes: [string, string][] = [
    ['GET', '/v1/sites/:id'],
    ['GET', '/v1/sites/:id/research'],
    ['PATCH', '/v1/sites/:id/research-draft'],
    ['POST', '/v1/sites/:id/approve-research'],
    ['POST', '/v1/sites/:id/refresh'],
    ['GET', '/v1/sites/:id/revisions'],
    ['POST', '/v1/sites/:id/revisions'],
    ['GET', '/v1/sites/:id/domains'],
    ['GET', '/v1/sites/:id/export'],
    ['POST', '/v1/sites/:id/contact'],
    ['POST', '/v1/sites/:id/webhook/test-ping'],
  ];
  it.each(routes.flatMap(([m, p]) => [DASHES, HEX36, NIL_LIKE, 'x'].map((id) => [m, p, id] as const)))(
    '%s %s with id %s',
    async (method, route, id) => {
      const r = await call(gw.url, method, route.replace(':id', id), { key, body: method === 'GET' ? undefined : {} });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: 'Site not found' });
    },
  );
  it('a revision id that is not a UUID on a real site is Revision not found', async () => {
    const s = await createTestSite(gw.db, accountId);
    for (const id of [DASHES, HEX36]) {
      const r = await call(gw.url, 'GET', `/v1/sites/${s.id}/revisions/${id}`, { key });
      expect([r.status, r.body]).toEqual([404, { error: 'Revision not found' }]);
    }
  });
});

describe('bad text and bodies are 400, never 500', () => {
  const NAME = { businessName: "Joe's Pizza", businessLocation: 'Austin, TX' };
  it.each([
    ['a NUL byte', { ...NAME, businessName: 'Joe\u0000s' }],
    ['a lone surrogate', { ...NAME, businessName: 'Joe\ud800s' }],
    ['a NUL in a field name', { ...NAME, ['bad\u0000key']: 1 }],
  ])('create with %s', async (_what, body) => {
    // JSON.stringify escapes the lone surrogate as \ud800, as a hostile client would send it.
    const r = await call(gw.url, 'POST', '/v1/sites', { key, body });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/NUL character or invalid Unicode|Unknown field/);
    expect(await gw.db.site.count({ where: { accountId, businessName: { startsWith: 'Joe' } } })).toBe(0);
  });

  it('a corrupt gzip body is 400', async () => {
    const res = await fetch(`${gw.url}/v1/sites`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      body: Buffer.concat([gzipSync(JSON.stringify(NAME)).subarray(0, 12), Buffer.from('garbage!')]),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('Request body could not be read');
  });

  it('a corrupt deflate body on the public form receiver is 400', async () => {
    const res = await fetch(`${gw.url}/v1/webhooks/form-submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'content-encoding': 'deflate' },
      body: Buffer.from('not deflate at all'),
    });
    expect(res.status).toBe(400);
  });

  it('NUL and lone surrogates on the public form receiver are 400 and store nothing', async () => {
    const s = await createTestSite(gw.db, accountId);
    for (const name of ['Di\u0000', 'Di\udc00']) {
      const res = await fetch(`${gw.url}/v1/webhooks/form-submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '10.77.0.1' },
        body: JSON.stringify({ site_id: s.id, name }),
      });
      expect(res.status).toBe(400);
    }
    expect(await gw.db.formSubmission.count({ where: { siteId: s.id } })).toBe(0);
  });

  it('deeply nested JSON with an Idempotency-Key is 400', async () => {
    const deep = `${'['.repeat(5000)}"x"${']'.repeat(5000)}`;
    const r = await call(gw.url, 'POST', '/v1/sites', {
      key,
      body: `{"businessName":"Joe","businessLocation":"Austin, TX","licenses":${deep}}`,
      headers: { 'idempotency-key': 'deep-1' },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/nested too deeply/);
  });

  it.each([
    ['a 200 KB URL', { ...NAME, existingSiteUrl: `https://example.com/${'a'.repeat(200_000)}` }, /at most 2048/],
    ['an email with HTML characters', { ...NAME, contactEmail: '<script>@x.com' }, /contactEmail/],
  ])('refuses %s at the API', async (_what, body, error) => {
    const r = await call(gw.url, 'POST', '/v1/sites', { key, body });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(error);
  });
});

describe('security', () => {
  it('internal_error carries a short safe message; the raw one stays in the log', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new ApiError(500, {
        error: 'Contact update failed',
        internal_error:
          '\nInvalid `prisma.site.update()` invocation in\n/work/main/activities/src/site-ops/contact.ts:90:5\n\n  87 const x',
      });
    });
    app.get('/fs', () => {
      throw new ApiError(502, {
        error: 'x',
        internal_error: "ENOENT: open '/srv/data/sites/a/index.html'\n    at foo",
      });
    });
    app.use(errorHandler(createLogger('t', 'silent')));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${base}/boom`)).json()).toEqual({
        error: 'Contact update failed',
        internal_error: 'database error',
      });
      expect(await (await fetch(`${base}/fs`)).json()).toEqual({
        error: 'x',
        internal_error: "ENOENT: open '<path>'",
      });
    } finally {
      server.close();
    }
  });

  it('failed authentications are limited per client address (429 even for a valid key once over)', async () => {
    const ip = `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const as = (k: string, from: string) =>
      call(gw.url, 'GET', '/v1/sites', { key: k, headers: { 'x-forwarded-for': from } });
    for (let i = 0; i < 3; i++) expect((await as('sgs_nope_nope', ip)).status).toBe(401);
    const over = await as('sgs_nope_nope', ip);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(over.body.error).toBe('Too many failed authentications from this address');
    expect((await as(key, ip)).status).toBe(429);
    // Another address is not affected.
    expect((await as(key, ip.replace('10.66.', '10.65.'))).status).toBe(200);
  });

  it('API responses are Cache-Control: no-store (webhook secrets travel in them)', async () => {
    const s = await createTestSite(gw.db, accountId);
    const r = await call(gw.url, 'POST', `/v1/sites/${s.id}/webhook/regenerate-secret`, { key, body: {} });
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect((await call(gw.url, 'GET', '/v1/sites', { key })).headers.get('cache-control')).toBe('no-store');
  });

  it('a form _redirect must match the site port as well as its host name', async () => {
    const s = await createTestSite(gw.db, accountId);
    const site = `http://${s.slug}.localhost:3001`;
    const send = (redirect: string) =>
      fetch(`${gw.url}/v1/webhooks/form-submit`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '10.78.0.1' },
        body: new URLSearchParams({ site_id: s.id, name: 'Di', _redirect: redirect }).toString(),
      });
    expect((await send(`${site}/thanks.html`)).headers.get('location')).toBe(`${site}/thanks.html`);
    const other = await send(`http://${s.slug}.localhost:4444/steal`);
    expect(other.status).toBe(303);
    expect(other.headers.get('location')).toMatch(/^\/v1\/webhooks\/form-submit\/thanks\?site_id=/);
  });

  it('detach never un-binds a name the caller does not hold (another tenant’s domain)', async () => {
    const victim = await newAccount(gw.db);
    const theirs = await deployedSite(gw.db, storage, victim.account.id);
    const env = gw.deps.env;
    const unbound: string[] = [];
    const ports: DomainPorts = {
      registrar: createSandboxRegistrar(env, createResolver(env), async () => false),
      hostnames: { ...builtInHostnames, unbind: async (d) => void unbound.push(d) },
      billing: createLocalHostingBilling(gw.db, 1000),
    };
    const domain = `victim-${Date.now().toString(36)}.com`;
    await attachDomain(gw.deps, ports, victim.account.id, theirs.id, domain);

    const mine = await deployedSite(gw.db, storage, accountId);
    const r = await detachDomain(gw.deps, ports, accountId, mine.id, domain);
    expect(r.already_free).toBe(true);
    expect(unbound).toEqual([]);
    expect((await gw.db.domain.findUniqueOrThrow({ where: { domain } })).siteId).toBe(theirs.id);

    const bad = await call(gw.url, 'DELETE', `/v1/sites/${mine.id}/domains/${encodeURIComponent('a..b')}`, { key });
    expect([bad.status, bad.body.error]).toEqual([400, 'Invalid domain format']);
    expect(unbound).toEqual([]);
  });

  it('writes one request_logs row per API request: route pattern, status, account and key, no concrete path', async () => {
    const { key: k, keyId, account } = await newAccount(gw.db);
    const s = await createTestSite(gw.db, account.id);
    await call(gw.url, 'GET', `/v1/sites/${s.id}`, { key: k });
    await call(gw.url, 'GET', `/v1/sites/${DASHES}`, { key: k });
    const deadline = Date.now() + 20_000;
    let rows: { path: string; status: number; method: string; keyId: string | null }[] = [];
    while (Date.now() < deadline) {
      rows = await gw.db.requestLog.findMany({ where: { accountId: account.id }, orderBy: { id: 'asc' } });
      if (rows.length >= 2) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(rows.map((r) => [r.method, r.path, r.status, r.keyId])).toEqual([
      ['GET', '/v1/sites/:id', 200, keyId],
      ['GET', '/v1/sites/:id', 404, keyId],
    ]);
  });
});

describe('spec deviations', () => {
  it('a revision Idempotency-Key is scoped to the site: reused on another site id it never replays', async () => {
    const s = await deployedSite(gw.db, storage, accountId);
    const body = { prompt: 'Change the headline to Fresh bread daily' };
    const headers = { 'idempotency-key': `rev-scope-${Date.now()}` };
    const first = await call(gw.url, 'POST', `/v1/sites/${s.id}/revisions`, { key, body, headers });
    expect(first.status).toBe(202);
    const again = await call(gw.url, 'POST', `/v1/sites/${s.id}/revisions`, { key, body, headers });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const elsewhere = await call(gw.url, 'POST', `/v1/sites/${crypto.randomUUID()}/revisions`, { key, body, headers });
    expect([elsewhere.status, elsewhere.body]).toEqual([404, { error: 'Site not found' }]);
  });
});

it('honeypot junk is shed before the limits: it never counts against the site ceiling and stores nothing', async () => {
  const s = await createTestSite(gw.db, accountId);
  const send = (fields: Record<string, string>) =>
    fetch(`${gw.url}/v1/webhooks/form-submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '10.79.0.1' },
      body: JSON.stringify({ site_id: s.id, ...fields }),
    });
  for (let i = 0; i < 3; i++) expect((await send({ name: 'Bot', _hp: 'http://spam.example' })).status).toBe(200);
  const siteHits = () => gw.db.rateLimitHit.count({ where: { bucket: `form:site:${s.id}` } });
  expect(await siteHits()).toBe(0);
  expect(await gw.db.formSubmission.count({ where: { siteId: s.id } })).toBe(0);
  expect(await gw.db.outboundEmail.count({ where: { siteId: s.id } })).toBe(0);
  expect((await send({ name: 'Di', message: 'Real lead' })).status).toBe(200);
  expect(await siteHits()).toBe(1);
});
