import { taskQueue, workflowIds, WORKFLOWS } from '@sgs/contracts';
import { createHostingApp, createHostingInternalApp } from '../../hosting/src/app';
import { startFakeDns } from '../../../packages/domains/test/fake-dns';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers, tempDataDir } from '../../../test/helpers/worker';
import { deployedSite, getWithHost, listen } from './domains-helpers';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const IP = '203.0.113.10';
const TARGET = 'domains.sites.test';
let dns: Awaited<ReturnType<typeof startFakeDns>>;
let gw: TestGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let hosting: Awaited<ReturnType<typeof listen>>;
let hostingInternal: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  dns = await startFakeDns({ 'resolves-already.com': { A: ['198.51.100.7'] } });
  const env = testEnv({
    TASK_QUEUE_PREFIX: uniquePrefix('domains'),
    DATA_DIR: tempDataDir(),
    FREE_HOST_DOMAIN: 'sites.test',
    DNS_RESOLVER_SERVERS: dns.servers,
    DNS_TIMEOUT_MS: '3000',
    DOMAIN_HOSTING_IPV4: IP,
    DOMAIN_CNAME_TARGET: TARGET,
    DOMAIN_DNS_POLL_SCHEDULE: '200ms,400ms',
    DOMAIN_ACTIVATION_TIMEOUT: '60s',
    REGISTRAR_SANDBOX_TAKEN: 'taken-name.com',
  });
  gw = await startGateway({ env });
  workers = await startWorkers(env, gw.db, ['siteBuild'], { llm: null });
  hosting = await listen(createHostingApp({ env, db: gw.db, storage: gw.deps.storage }));
  hostingInternal = await listen(createHostingInternalApp({ db: gw.db }));
}, 60_000);
afterAll(async () => {
  await workers.stop();
  await hosting.close();
  await hostingInternal.close();
  await gw.close();
  await dns.close();
});

let seq = 0;
const uniqueDomain = (stem = 'bakery') => `${stem}-${Date.now().toString(36)}${seq++}.com`;
const site = (accountId: string, over?: Parameters<typeof deployedSite>[3]) =>
  deployedSite(gw.db, gw.deps.storage, accountId, over);
const attach = (key: string, siteId: string, domain: unknown) =>
  call<Json>(gw.url, 'POST', `/v1/sites/${siteId}/domains`, { key, body: { domain } });
const detach = (key: string, siteId: string, domain: string) =>
  call<Json>(gw.url, 'DELETE', `/v1/sites/${siteId}/domains/${domain}`, { key });
const balance = async (accountId: string) =>
  (await gw.db.account.findUniqueOrThrow({ where: { id: accountId } })).creditsBalance;
const domainRow = (domain: string) => gw.db.domain.findUniqueOrThrow({ where: { domain } });
const pointDns = (domain: string) => {
  dns.set(domain, { A: [IP] });
  dns.set(`www.${domain}`, { CNAME: TARGET });
};
const waitActive = (domain: string) =>
  eventually(async () => (await domainRow(domain)).status === 'active', `${domain} active`, 20_000);

/** Attach and point DNS; resolves once active. */
async function activeDomain(key: string, siteId: string) {
  const domain = uniqueDomain();
  expect((await attach(key, siteId, domain)).status).toBe(200);
  pointDns(domain);
  // The workflow ends after the monthly charge started, so billing is settled here.
  expect(await gw.temporal.workflow.getHandle(workflowIds.domainActivation(domain)).result()).toMatchObject({
    status: 'active',
  });
  return domain;
}

describe('POST /v1/sites/:id/domains', () => {
  it('refuses bad input with the spec errors', async () => {
    const { key, account } = await newAccount(gw.db);
    const s = await site(account.id);
    for (const d of [undefined, '', 42])
      expect((await attach(key, s.id, d)).body).toEqual({ error: 'domain (string) is required' });
    for (const d of ['https://joes.com', 'www.joes.com', 'joes.com/', 'joes', 'joes.notatld', 'shop.joes.com']) {
      const r = await attach(key, s.id, d);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('Invalid domain format');
      expect(r.body.hint).toEqual(expect.any(String));
    }
    expect((await attach(key, '00000000-0000-4000-8000-000000000000', 'joes.com')).body).toEqual({
      error: 'Site not found',
    });
    expect((await attach(key, 'not-a-uuid', 'joes.com')).status).toBe(404);
    const other = await newAccount(gw.db);
    expect((await attach(other.key, s.id, 'joes.com')).status).toBe(404);
    const building = await site(account.id, { deployed: false });
    const r = await attach(key, building.id, 'joes.com');
    expect(r.status).toBe(400);
    expect(r.body.error).toMatch(/^Site is not deployed yet/);
    expect(await balance(account.id)).toBe(520);
  });

  it('attach -> dns_pending (no monthly charge) -> active when DNS points here; hosting then serves apex and www', async () => {
    const { key, account } = await newAccount(gw.db);
    const s = await site(account.id);
    const domain = uniqueDomain();
    const r = await attach(key, s.id, domain.toUpperCase());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      success: true,
      domain,
      cname_target: TARGET,
      status: 'dns_pending',
      instructions: {
        apex: { type: 'A', name: '@', value: IP },
        www: { type: 'CNAME', name: 'www', value: TARGET },
        note: expect.stringContaining('A record'),
      },
    });
    expect(await balance(account.id)).toBe(515);
    const afterAttach = await gw.db.site.findUniqueOrThrow({ where: { id: s.id } });
    expect(afterAttach.hostingTier).toBe('paid_custom_domain');

    // Pending: several checks pass without activation, charge or hosting.
    await eventually(async () => /no record/.test((await domainRow(domain)).lastError ?? ''), 'a DNS check recorded');
    await new Promise((res) => setTimeout(res, 800));
    expect((await domainRow(domain)).status).toBe('dns_pending');
    expect(await gw.db.hostingSubscription.findUnique({ where: { accountId: account.id } })).toBeNull();
    expect(await gw.db.hostingBillingLine.count({ where: { accountId: account.id } })).toBe(0);
    expect((await getWithHost(hosting.port, domain)).status).toBe(404);
    expect((await getWithHost(hostingInternal.port, 'x', `/internal/tls/ask?domain=${domain}`)).status).toBe(200);
    expect((await getWithHost(hostingInternal.port, 'x', '/internal/tls/ask?domain=unknown-name.com')).status).toBe(
      404,
    );
    expect((await getWithHost(hosting.port, 'x', `/internal/tls/ask?domain=${domain}`)).status).toBe(404);

    // Repeat while pending: same answer, charged once.
    expect((await attach(key, s.id, domain)).body.status).toBe('dns_pending');
    expect(await balance(account.id)).toBe(515);

    pointDns(domain);
    await waitActive(domain);
    await gw.temporal.workflow.getHandle(workflowIds.domainActivation(domain)).result();
    const live = await gw.db.site.findUniqueOrThrow({ where: { id: s.id } });
    expect(live.deploymentUrl).toBe(`https://${domain}`);
    await eventually(
      async () => (await getWithHost(hosting.port, domain)).status === 200,
      'hosting serves the domain',
      5000,
    );
    expect((await getWithHost(hosting.port, `www.${domain}`)).body).toBe(`<h1>${s.slug}</h1>`);
    const sub = await gw.db.hostingSubscription.findUniqueOrThrow({ where: { accountId: account.id } });
    expect(sub).toMatchObject({ provider: 'local', status: 'active', quantity: 1, cancelAtPeriodEnd: false });
    const lines = await gw.db.hostingBillingLine.findMany({ where: { accountId: account.id } });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'prorated_add', siteId: s.id });
    expect(lines[0]!.amountCents).toBeGreaterThan(990); // just started: nearly the whole $10 month
    expect(lines[0]!.amountCents).toBeLessThanOrEqual(1000);

    const again = await attach(key, s.id, domain);
    expect(again.body.status).toBe('active');
    expect(await balance(account.id)).toBe(515);
  });

  it('refuses a domain attached to another account, or to another site of the same account', async () => {
    const a = await newAccount(gw.db);
    const b = await newAccount(gw.db);
    const domain = uniqueDomain();
    const sa = await site(a.account.id);
    expect((await attach(a.key, sa.id, domain)).status).toBe(200);
    const sb = await site(b.account.id);
    const r = await attach(b.key, sb.id, domain);
    expect(r.status).toBe(409);
    expect(r.body.error).toBe('Domain is already attached to another site');
    expect(await balance(b.account.id)).toBe(520);
    const sa2 = await site(a.account.id);
    expect((await attach(a.key, sa2.id, domain)).status).toBe(409);
    expect((await domainRow(domain)).accountId).toBe(a.account.id);
  });

  it('settles parallel claims: one account wins, a parallel duplicate of the same attach is charged once', async () => {
    const a = await newAccount(gw.db);
    const b = await newAccount(gw.db);
    const [sa, sb] = [await site(a.account.id), await site(b.account.id)];
    const domain = uniqueDomain('race');
    const results = await Promise.all([
      attach(a.key, sa.id, domain),
      attach(b.key, sb.id, domain),
      attach(a.key, sa.id, domain),
      attach(b.key, sb.id, domain),
    ]);
    const owner = (await domainRow(domain)).accountId;
    const [winKey, loseKey] = owner === a.account.id ? [a.key, b.key] : [b.key, a.key];
    const statusOf = (key: string) =>
      results.filter((_, i) => [a.key, b.key, a.key, b.key][i] === key).map((r) => r.status);
    expect(statusOf(winKey)).toEqual([200, 200]);
    expect(statusOf(loseKey)).toEqual([409, 409]);
    expect(await balance(owner)).toBe(515);
    expect(await balance(owner === a.account.id ? b.account.id : a.account.id)).toBe(520);
  });

  it('gives up after the activation timeout with status failed and the reason', async () => {
    const { key, account } = await newAccount(gw.db);
    const s = await site(account.id);
    const domain = uniqueDomain('never');
    await attach(key, s.id, domain);
    const row = await domainRow(domain);
    await gw.temporal.workflow
      .getHandle(workflowIds.domainActivation(domain))
      .terminate('replaced by a short-timeout run');
    const handle = await gw.temporal.workflow.start(WORKFLOWS.domainActivation, {
      workflowId: workflowIds.domainActivation(domain),
      taskQueue: taskQueue('siteBuild', gw.deps.env.TASK_QUEUE_PREFIX),
      args: [{ domainId: row.id, domain, pollScheduleMs: [200], timeoutMs: 1000 }],
    });
    expect(await handle.result()).toMatchObject({ status: 'failed' });
    const failed = await domainRow(domain);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toMatch(/DNS not pointed at the hosting target within 1s: apex: no record/);
    const listed = await call<Json>(gw.url, 'GET', `/v1/sites/${s.id}/domains`, { key });
    expect(listed.body.domains).toEqual([
      expect.objectContaining({ domain, status: 'failed', last_error: failed.lastError, activated_at: null }),
    ]);
    const stranger = await newAccount(gw.db);
    expect((await call(gw.url, 'GET', `/v1/sites/${s.id}/domains`, { key: stranger.key })).status).toBe(404);
    expect(await gw.db.hostingSubscription.findUnique({ where: { accountId: account.id } })).toBeNull();
    // Back on the free tier with a fresh 7-day clock.
    const reverted = await gw.db.site.findUniqueOrThrow({ where: { id: s.id } });
    expect(reverted.hostingTier).toBe('free_subdomain');
    expect(Date.now() - reverted.lastRefreshedAt!.getTime()).toBeLessThan(10_000);
    expect((await gw.temporal.workflow.getHandle(workflowIds.siteLifecycle(s.id)).describe()).status.name).toBe(
      'RUNNING',
    );
  });
});

describe('DELETE /v1/sites/:id/domains/:domain', () => {
  it('detaches back to free with each subscription_sync action; idempotent; ownership kept', async () => {
    const { key, account } = await newAccount(gw.db);
    const [s1, s2] = [await site(account.id), await site(account.id)];
    const d1 = await activeDomain(key, s1.id);
    const d2 = await activeDomain(key, s2.id);
    const sub = await gw.db.hostingSubscription.findUniqueOrThrow({ where: { accountId: account.id } });
    expect(sub.quantity).toBe(2);

    const first = await detach(key, s1.id, `WWW.${d1.toUpperCase()}`);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      success: true,
      site_id: s1.id,
      domain: d1,
      hosting_tier: 'free_subdomain',
      already_free: false,
      fallback_url: `http://${s1.slug}.sites.test:3001`,
      subscription_sync: { action: 'decremented', subscription_id: sub.subscriptionId, paid_site_count: 1 },
      message: expect.any(String),
    });
    const freed = await gw.db.site.findUniqueOrThrow({ where: { id: s1.id } });
    expect(freed).toMatchObject({
      hostingTier: 'free_subdomain',
      deploymentUrl: first.body.fallback_url,
      pauseState: 'active',
    });
    expect(Date.now() - freed.lastRefreshedAt!.getTime()).toBeLessThan(10_000);
    expect(await domainRow(d1)).toMatchObject({ status: 'detached', accountId: account.id, siteId: s1.id });
    expect((await gw.temporal.workflow.getHandle(workflowIds.siteLifecycle(s1.id)).describe()).status.name).toBe(
      'RUNNING',
    );
    expect((await getWithHost(hosting.port, `${s1.slug}.sites.test`)).status).toBe(200);
    await eventually(
      async () => (await getWithHost(hosting.port, d1)).status === 404,
      'custom domain no longer served',
      5000,
    );
    const credit = await gw.db.hostingBillingLine.findFirstOrThrow({
      where: { accountId: account.id, kind: 'prorated_remove' },
    });
    expect(credit.amountCents).toBeLessThan(0);

    const last = await detach(key, s2.id, d2);
    expect(last.body.subscription_sync).toEqual({
      action: 'cancel_at_period_end_set',
      subscription_id: sub.subscriptionId,
      paid_site_count: 0,
    });
    expect(await gw.db.hostingSubscription.findUniqueOrThrow({ where: { accountId: account.id } })).toMatchObject({
      cancelAtPeriodEnd: true,
      quantity: 1,
    });
    expect(await gw.db.hostingBillingLine.count({ where: { accountId: account.id, kind: 'prorated_remove' } })).toBe(1); // no mid-cycle proration

    const repeat = await detach(key, s2.id, d2);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({
      already_free: true,
      subscription_sync: { action: 'noop', paid_site_count: 0 },
    });

    // Attaching again lifts the pending cancellation once active.
    await activeDomain(key, s1.id);
    expect(await gw.db.hostingSubscription.findUniqueOrThrow({ where: { accountId: account.id } })).toMatchObject({
      cancelAtPeriodEnd: false,
      quantity: 1,
    });
  }, 60_000);

  it('a domain still dns_pending detaches with no_active_subscription and stops its activation', async () => {
    const { key, account } = await newAccount(gw.db);
    const s = await site(account.id);
    const domain = uniqueDomain();
    await attach(key, s.id, domain);
    const r = await detach(key, s.id, domain);
    expect(r.body).toMatchObject({
      already_free: false,
      subscription_sync: { action: 'no_active_subscription', subscription_id: null, paid_site_count: 0 },
    });
    const result = await gw.temporal.workflow.getHandle(workflowIds.domainActivation(domain)).result();
    expect(result.status).toBe('cancelled');
    pointDns(domain);
    await new Promise((res) => setTimeout(res, 500));
    expect((await domainRow(domain)).status).toBe('detached');
  });

  it('a Unicode or fully qualified name is the same domain as its ASCII form, on attach and detach', async () => {
    const { key, account } = await newAccount(gw.db);
    const s = await site(account.id);
    const unicode = `café-${Date.now().toString(36)}${seq++}.com`;
    const r = await attach(key, s.id, `${unicode}.`);
    expect(r.status).toBe(200);
    const ascii = r.body.domain as string;
    expect(ascii).toMatch(/^xn--caf-[a-z0-9-]+\.com$/); // what browsers send in the Host header
    expect((await domainRow(ascii)).status).toBe('dns_pending');
    const repeat = await attach(key, s.id, ascii);
    expect(repeat.body).toMatchObject({ domain: ascii, status: 'dns_pending' });
    expect(await balance(account.id)).toBe(515); // one domain, charged once
    const d = await detach(key, s.id, encodeURIComponent(`www.${unicode.toUpperCase()}.`));
    expect(d.status).toBe(200);
    expect(d.body.domain).toBe(ascii);
    expect((await domainRow(ascii)).status).toBe('detached');
  });

  it('answers the spec errors', async () => {
    const { key, account } = await newAccount(gw.db);
    const s = await site(account.id);
    expect((await call(gw.url, 'DELETE', `/v1/sites/${s.id}/domains`, { key })).body).toEqual({
      error: 'domain path parameter is required',
    });
    expect((await detach(key, '00000000-0000-4000-8000-000000000000', 'joes.com')).body).toEqual({
      error: 'Site not found',
    });
    const other = await newAccount(gw.db);
    expect((await detach(other.key, s.id, 'joes.com')).status).toBe(404);
    const noProject = await site(account.id, { pagesProjectName: null });
    const r = await detach(key, noProject.id, 'joes.com');
    expect(r.status).toBe(422);
    expect(r.body.error).toBe('Site has no pages_project_name — nothing to detach');
  });
});

describe('POST /v1/domains/check and /v1/domains/register', () => {
  const check = (key: string, body: unknown) => call<Json>(gw.url, 'POST', '/v1/domains/check', { key, body });
  const register = (key: string, body: unknown) => call<Json>(gw.url, 'POST', '/v1/domains/register', { key, body });

  it('checks availability and price, with suggestions biased by city and industry', async () => {
    const { key } = await newAccount(gw.db);
    expect((await check(key, {})).body).toEqual({ error: 'domain is required' });
    expect((await check(key, { domain: 'https://joes.com' })).body.error).toBe('Invalid domain format');
    const free = await check(key, { domain: 'joes-pizza.com', city: 'Austin', industry: 'pizza' });
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({
      domain: 'joes-pizza.com',
      available: true,
      price_cents: 1299,
      registrar: 'sandbox',
      note: expect.stringContaining('Sandbox'),
    });
    expect(free.body.suggestions[0]).toEqual({ domain: 'joes-pizzaaustin.com', available: true, price_cents: 1299 });
    expect(free.body.suggestions.map((s: Json) => s.domain)).toContain('joes-pizzapizza.com');
    const taken = await check(key, { domain: 'taken-name.com' });
    expect(taken.body).toMatchObject({ available: false });
    expect(taken.body).not.toHaveProperty('price_cents');
    expect((await check(key, { domain: 'resolves-already.com' })).body.available).toBe(false);
    expect((await check(key, { domain: 'joes.xyz' })).body).toMatchObject({
      available: false,
      note: expect.stringContaining('.xyz is not sold'),
    });
  });

  it('registers with every price rule and error, then attaches; the sandbox registrar buys and charges nothing', async () => {
    const { key, account } = await newAccount(gw.db);
    const s = await site(account.id);
    const domain = uniqueDomain('reg');
    const base = { siteId: s.id, domain, pagesProjectName: s.slug };
    for (const b of [
      {},
      { domain, pagesProjectName: s.slug, price: 1299 },
      { siteId: s.id, pagesProjectName: s.slug, price: 1299 },
      { siteId: s.id, domain, price: 1299 },
    ]) {
      expect((await register(key, b)).body).toEqual({ error: 'siteId, domain, and pagesProjectName are required' });
    }
    for (const price of [undefined, 0, -5, 'abc', 12.5, null]) {
      const r = await register(key, { ...base, price });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('Valid price (in cents) is required');
    }
    const mismatch = await register(key, { ...base, price: 1000 });
    expect(mismatch.body).toMatchObject({
      error: 'Valid price (in cents) is required',
      hint: expect.stringContaining('1299'),
    });
    expect((await register(key, { ...base, price: 5001 })).body.error).toBe(
      'Domain price exceeds the $50/yr cap (5000 cents)',
    );
    expect((await register(key, { ...base, domain: 'joes-ai-shop.ai', price: 5000 })).body.error).toBe(
      'Domain price exceeds the $50/yr cap (5000 cents)',
    );
    const xyz = await register(key, { ...base, domain: 'joes.xyz', price: 1299 });
    expect(xyz.body).toMatchObject({ error: 'Unsupported TLD: .xyz', hint: expect.stringContaining('/domains') });
    expect((await register(key, { ...base, pagesProjectName: 'someone-else', price: 1299 })).body.error).toBe(
      'pagesProjectName does not match the site',
    );
    expect(
      (await register(key, { ...base, siteId: '00000000-0000-4000-8000-000000000000', price: 1299 })).body,
    ).toEqual({ error: 'Site not found' });

    // Taken since the check: it starts resolving between check and register.
    const soonTaken = uniqueDomain('race');
    expect((await check(key, { domain: soonTaken })).body.price_cents).toBe(1299);
    dns.set(soonTaken, { NS: ['ns1.other-registrar.test'] });
    expect((await register(key, { ...base, domain: soonTaken, price: 1299 })).body.error).toBe(
      'Domain is no longer available',
    );
    expect(await balance(account.id)).toBe(520);

    const ok = await register(key, { ...base, price: 1299 });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      success: true,
      domain,
      zoneId: expect.stringMatching(/^sandbox-/),
      status: 'active',
      registeredAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      message: expect.stringContaining('(sandbox registrar: nothing was bought or charged)'),
    });
    expect(await balance(account.id)).toBe(520);
    expect(await domainRow(domain)).toMatchObject({
      registered: true,
      priceCents: 1299,
      status: 'dns_pending',
      siteId: s.id,
    });
    const again = await register(key, { ...base, price: 1299 });
    expect(again.body.zoneId).toBe(ok.body.zoneId);
    expect(await balance(account.id)).toBe(520);
    expect((await check(key, { domain })).body.available).toBe(false);

    const other = await newAccount(gw.db);
    const os = await site(other.account.id);
    expect((await register(other.key, { siteId: os.id, domain, pagesProjectName: os.slug, price: 1299 })).status).toBe(
      409,
    );

    // A site with a live domain cannot register a second one: refused before anything is bought or charged.
    const second = await register(key, { ...base, domain: uniqueDomain('second'), price: 1299 });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(`Site already has a custom domain (${domain})`);
    expect(await balance(account.id)).toBe(520);

    pointDns(domain);
    await waitActive(domain);
  });
});
