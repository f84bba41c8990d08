// Domain charges are held before any outside work (issue 12): register through a real registrar adapter (Namecheap,
// against a local fake of its XML API on 127.0.0.1) and attach hold the whole charge first (402 when the balance
// cannot cover it), charge once on success and release the hold on failure.
import path from 'node:path';
import { ApiError } from '@sgs/contracts';
import { builtInHostnames } from '@sgs/domains';
import { createLocalSiteStorage } from '@sgs/storage';
import { startFakeNamecheap } from '../../../packages/domains/test/fake-namecheap';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { tempDataDir } from '../../../test/helpers/worker';
import { deployedSite } from '../../worker/test/domains-helpers';
import { attachDomain } from '../src/routes/domains/attach';
import { domainPortsFromEnv } from '../src/routes/domains/ports';

type Json = Record<string, unknown>;
const creds = { apiUser: 'sgsapi', apiKey: 'k-123', clientIp: '198.51.100.7' };
let fake: Awaited<ReturnType<typeof startFakeNamecheap>>;
let gw: TestGateway;
const storage = createLocalSiteStorage(path.join(tempDataDir(), 'sites'));

beforeAll(async () => {
  fake = await startFakeNamecheap({ ...creds, prices: { com: [10.98, 0.2] } });
  gw = await startGateway({
    env: testEnv({
      // No worker polls this prefix: activation workflows stay queued, which these tests do not need.
      TASK_QUEUE_PREFIX: uniquePrefix('domain-registrar'),
      FREE_HOST_DOMAIN: 'sites.test',
      DOMAIN_HOSTING_IPV4: '203.0.113.10',
      NAMECHEAP_API_URL: fake.url,
      NAMECHEAP_API_USER: creds.apiUser,
      NAMECHEAP_API_KEY: creds.apiKey,
      NAMECHEAP_CLIENT_IP: creds.clientIp,
      NAMECHEAP_REGISTRANT: JSON.stringify({
        firstName: 'Sam',
        lastName: 'Operator',
        address1: '1 Main St',
        city: 'Austin',
        stateProvince: 'TX',
        postalCode: '78701',
        country: 'US',
        phone: '+1.5125550100',
        email: 'domains@service.example',
      }),
    }),
  });
});
afterAll(async () => {
  await gw.close();
  await fake.close();
});

let n = 0;
const domainName = (tag: string) => `${tag}-${Date.now().toString(36)}${n++}.com`;
const creates = () => fake.calls.filter((c) => c.command === 'namecheap.domains.create');
const credits = async (accountId: string) => {
  const a = await gw.db.account.findUniqueOrThrow({ where: { id: accountId } });
  const ledger = await gw.db.creditLedgerEntry.findMany({ where: { accountId, kind: 'charge' } });
  const holds = await gw.db.creditHold.findMany({ where: { accountId }, orderBy: { createdAt: 'asc' } });
  return {
    balance: a.creditsBalance,
    held: a.creditsHeld,
    charges: ledger.map((l) => [l.key, l.amount]),
    // hold:domain:<ledger key>:<attempt id>
    holds: holds.map((h) => [h.key.replace(/:[0-9a-f-]{36}$/, ''), h.status]),
  };
};
const register = (key: string, body: Json) => call<Json>(gw.url, 'POST', '/v1/domains/register', { key, body });

it('registers through Namecheap: checked at its price, the whole charge held, bought, charged once, DNS pointed', async () => {
  const { account, key } = await newAccount(gw.db);
  const site = await deployedSite(gw.db, storage, account.id);
  const domain = domainName('rosas');
  const check = await call<Json>(gw.url, 'POST', '/v1/domains/check', { key, body: { domain } });
  expect(check.body).toMatchObject({ domain, available: true, price_cents: 1118, registrar: 'namecheap' });
  expect(check.body.note).toBeUndefined(); // no sandbox disclaimer

  const r = await register(key, { siteId: site.id, domain, pagesProjectName: site.slug, price: 1118 });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({
    success: true,
    domain,
    zoneId: expect.stringMatching(/^namecheap-\d+$/),
    status: 'active',
  });
  expect(r.body.message).toContain(`${domain} registered with namecheap. DNS records were set at the registrar.`);
  expect(creates()).toHaveLength(1);
  expect(creates()[0]!.params).toMatchObject({ DomainName: domain, RegistrantFirstName: 'Sam' });
  const charge = 50 + Math.ceil(1118 / 5); // 50 credits plus the registrar fee at 1 credit per 5 cents
  const key_ = `domain-register:${site.id}:${domain}`;
  expect(await credits(account.id)).toEqual({
    balance: 520 - charge,
    held: 0,
    charges: [[key_, -charge]],
    holds: [[`hold:domain:${key_}`, 'settled']],
  });
  expect(await gw.db.domain.findUniqueOrThrow({ where: { domain } })).toMatchObject({
    registered: true,
    zoneId: r.body.zoneId,
    priceCents: 1118,
    siteId: site.id,
  });

  // The same request again is the same registration: nothing bought or charged twice.
  const again = await register(key, { siteId: site.id, domain, pagesProjectName: site.slug, price: 1118 });
  expect(again.body).toMatchObject({ success: true, zoneId: r.body.zoneId });
  expect(creates()).toHaveLength(1);
  expect((await credits(account.id)).charges).toHaveLength(1);
});

it('answers 402 before buying when the balance cannot cover the hold, and releases the hold when the purchase fails', async () => {
  const poor = await newAccount(gw.db, { credits: 200 });
  const poorSite = await deployedSite(gw.db, storage, poor.account.id);
  const before = creates().length;
  const refused = await register(poor.key, {
    siteId: poorSite.id,
    domain: domainName('poor'),
    pagesProjectName: poorSite.slug,
    price: 1118,
  });
  expect(refused.status).toBe(402);
  expect(refused.body).toMatchObject({ error: 'PAYMENT_REQUIRED', required: 274, available: 200 });
  expect(creates()).toHaveLength(before);
  expect(await credits(poor.account.id)).toEqual({ balance: 200, held: 0, charges: [], holds: [] });

  const { account, key } = await newAccount(gw.db);
  const site = await deployedSite(gw.db, storage, account.id);
  fake.state.failCreate = true;
  try {
    const domain = domainName('fails');
    const r = await register(key, { siteId: site.id, domain, pagesProjectName: site.slug, price: 1118 });
    expect(r.status).toBe(503);
    expect(r.body).toMatchObject({ error: 'Registrar temporarily unavailable', hint: 'Safe to retry shortly.' });
    expect(await credits(account.id)).toEqual({
      balance: 520,
      held: 0,
      charges: [],
      holds: [[`hold:domain:domain-register:${site.id}:${domain}`, 'released']],
    });
    expect(await gw.db.domain.findUnique({ where: { domain } })).toBeNull();
  } finally {
    fake.state.failCreate = false;
  }
});

it('attach holds its 5 credits first: 402 when they are not there, released when the hosting bind fails, charged once', async () => {
  const poor = await newAccount(gw.db, { credits: 4 });
  const poorSite = await deployedSite(gw.db, storage, poor.account.id);
  const refused = await call<Json>(gw.url, 'POST', `/v1/sites/${poorSite.id}/domains`, {
    key: poor.key,
    body: { domain: domainName('attach-poor') },
  });
  expect(refused.status).toBe(402);
  expect(refused.body).toMatchObject({ error: 'PAYMENT_REQUIRED', required: 5, available: 4 });
  expect(await credits(poor.account.id)).toEqual({ balance: 4, held: 0, charges: [], holds: [] });

  const { account, key } = await newAccount(gw.db);
  const site = await deployedSite(gw.db, storage, account.id);
  const domain = domainName('attach');
  const holdKey = `hold:domain:domain-attach:${site.id}:${domain}`;
  const failing = {
    ...domainPortsFromEnv(gw.deps.env, gw.db),
    hostnames: {
      ...builtInHostnames,
      bind: async () => {
        throw new Error('CDN is down');
      },
    },
  };
  const err = await attachDomain(gw.deps, failing, account.id, site.id, domain).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).status).toBe(502);
  expect(await credits(account.id)).toEqual({ balance: 520, held: 0, charges: [], holds: [[holdKey, 'released']] });

  for (let i = 0; i < 2; i++) {
    const r = await call<Json>(gw.url, 'POST', `/v1/sites/${site.id}/domains`, { key, body: { domain } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, domain, status: 'dns_pending' });
  }
  const after = await credits(account.id);
  expect(after).toMatchObject({ balance: 515, held: 0, charges: [[`domain-attach:${site.id}:${domain}`, -5]] });
  // The failed attempt's hold was released; the retry was held again and settled; the repeat held nothing.
  expect(after.holds).toEqual([
    [holdKey, 'released'],
    [holdKey, 'settled'],
  ]);
});
