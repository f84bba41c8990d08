import path from 'node:path';
import { ApiError } from '@sgs/contracts';
import {
  builtInHostnames,
  createSandboxRegistrar,
  createResolver,
  RegistrarUnavailableError,
  type CustomHostnames,
} from '@sgs/domains';
import { createLocalHostingBilling, type HostingBilling } from '@sgs/billing';
import { createLocalSiteStorage } from '@sgs/storage';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { tempDataDir } from '../../../test/helpers/worker';
import { deployedSite } from '../../worker/test/domains-helpers';
import { attachDomain } from '../src/routes/domains/attach';
import { detachDomain } from '../src/routes/domains/detach';
import { registerDomain } from '../src/routes/domains/registrar';
import type { DomainPorts } from '../src/routes/domains/ports';

// Partial failures of the hosting, billing and registrar ports, driven through the handlers with failing ports.
let gw: TestGateway;
const storage = createLocalSiteStorage(path.join(tempDataDir(), 'sites'));
beforeAll(async () => {
  // No worker polls this prefix: activation workflows stay queued, which these tests do not need.
  gw = await startGateway({
    env: testEnv({
      TASK_QUEUE_PREFIX: uniquePrefix('domain-failures'),
      FREE_HOST_DOMAIN: 'sites.test',
      DNS_RESOLVER_SERVERS: '127.0.0.1:9',
      DNS_TIMEOUT_MS: '200',
    }),
  });
});
afterAll(() => gw.close());

const failing = (what: string) => async () => {
  throw new Error(`${what} is down`);
};
function ports(over: { hostnames?: Partial<CustomHostnames>; billing?: Partial<HostingBilling> } = {}): DomainPorts {
  const env = gw.deps.env;
  return {
    registrar: createSandboxRegistrar(env, createResolver(env), async () => false),
    hostnames: { ...builtInHostnames, ...over.hostnames },
    billing: { ...createLocalHostingBilling(gw.db, 1000), ...over.billing },
  };
}
const apiError = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
};
let n = 0;
const domainName = () => `fail-${Date.now().toString(36)}${n++}.com`;

it('attach: a hosting bind failure is a 502 with internal_error, and nothing is saved or charged', async () => {
  const { account } = await newAccount(gw.db);
  const s = await deployedSite(gw.db, storage, account.id);
  const domain = domainName();
  const e = await apiError(
    attachDomain(gw.deps, ports({ hostnames: { bind: failing('CDN') } }), account.id, s.id, domain),
  );
  expect(e.status).toBe(502);
  expect(e.body).toMatchObject({
    error: 'Could not bind the domain at the hosting provider',
    internal_error: 'CDN is down',
  });
  expect(await gw.db.domain.findUnique({ where: { domain } })).toBeNull();
  expect((await gw.db.account.findUniqueOrThrow({ where: { id: account.id } })).creditsBalance).toBe(520);
});

it('detach: an un-bind failure is a 502 and changes nothing; a billing outage does not block the detach', async () => {
  const { account } = await newAccount(gw.db);
  const s = await deployedSite(gw.db, storage, account.id);
  const domain = domainName();
  await attachDomain(gw.deps, ports(), account.id, s.id, domain);

  const e = await apiError(
    detachDomain(gw.deps, ports({ hostnames: { unbind: failing('CDN') } }), account.id, s.id, domain),
  );
  expect(e.status).toBe(502);
  expect(e.body).toMatchObject({
    error: 'Could not un-bind the domain from the hosting provider',
    internal_error: 'CDN is down',
  });
  expect((await gw.db.site.findUniqueOrThrow({ where: { id: s.id } })).hostingTier).toBe('paid_custom_domain');
  expect((await gw.db.domain.findUniqueOrThrow({ where: { domain } })).status).toBe('dns_pending');

  const r = await detachDomain(
    gw.deps,
    ports({ billing: { siteDeactivated: failing('Billing') } }),
    account.id,
    s.id,
    domain,
  );
  expect(r).toMatchObject({
    success: true,
    already_free: false,
    subscription_sync: {
      action: 'noop',
      subscription_id: null,
      paid_site_count: 0,
      error: 'billing sync failed: Billing is down',
    },
  });
  expect((await gw.db.site.findUniqueOrThrow({ where: { id: s.id } })).hostingTier).toBe('free_subdomain');
});

it('detach: a failed tier flip after the un-bind is a 500 with internal_error', async () => {
  const { account } = await newAccount(gw.db);
  const s = await deployedSite(gw.db, storage, account.id);
  const domain = domainName();
  await attachDomain(gw.deps, ports(), account.id, s.id, domain);
  const brokenDb = new Proxy(gw.db, {
    get: (target, prop) => (prop === '$transaction' ? failing('database') : Reflect.get(target, prop)),
  });
  const e = await apiError(detachDomain({ ...gw.deps, db: brokenDb }, ports(), account.id, s.id, domain));
  expect(e.status).toBe(500);
  expect(e.body).toMatchObject({
    error: 'Domain un-bound but the site could not be moved to the free tier',
    internal_error: 'database is down',
  });
});

it('register: a registrar outage is a 503 and charges nothing', async () => {
  const { account } = await newAccount(gw.db);
  const s = await deployedSite(gw.db, storage, account.id);
  const p = ports();
  p.registrar = {
    ...p.registrar,
    register: async () => {
      throw new RegistrarUnavailableError('rate limited');
    },
  };
  const e = await apiError(
    registerDomain(gw.deps, p, account.id, {
      siteId: s.id,
      domain: domainName(),
      pagesProjectName: s.slug,
      price: 1299,
    }),
  );
  expect(e.status).toBe(503);
  expect(e.body).toMatchObject({ error: 'Registrar temporarily unavailable', internal_error: 'rate limited' });
  expect((await gw.db.account.findUniqueOrThrow({ where: { id: account.id } })).creditsBalance).toBe(520);
});
