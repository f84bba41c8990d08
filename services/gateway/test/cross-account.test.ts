import path from 'node:path';
import { createLocalSiteStorage } from '@sgs/storage';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { tempDataDir } from '../../../test/helpers/worker';
import { deployedSite } from '../../worker/test/domains-helpers';

// Issue 12 suite: every route of the served OpenAPI document with a site (or revision) id, called by another
// account with the owner's ids: 404 (403 only where the spec says so), and nothing of the owner's changes.
jest.setTimeout(180_000);
let gw: TestGateway;
const storage = createLocalSiteStorage(path.join(tempDataDir(), 'sites'));
beforeAll(async () => {
  gw = await startGateway({
    env: testEnv({
      TASK_QUEUE_PREFIX: uniquePrefix('cross-account'),
      RATE_LIMIT_PER_MINUTE: '100000',
      FREE_HOST_DOMAIN: 'sites.test',
      DNS_RESOLVER_SERVERS: '127.0.0.1:9',
      DNS_TIMEOUT_MS: '200',
    }),
  });
});
afterAll(() => gw.close());

/** Plausible bodies, so a route cannot hide behind a 400 before it checks ownership. */
const BODIES: Record<string, unknown> = {
  'research-draft': { businessDescription: 'Hijacked' },
  'approve-research': {},
  revisions: { prompt: 'Change the headline to Hijacked' },
  domains: { domain: 'hijack-example.com' },
  contact: { contactEmail: 'thief@example.com' },
  logo: { source: { url: 'https://example.com/logo.png' } },
  favicon: { source: { url: 'https://example.com/favicon.png' } },
  forms: { webhook_url: 'https://example.com/hook' },
  sites: { slug: 'hijacked-address' },
  reply: { answer: 'Hijacked' },
};
/** The one endpoint the spec answers 403 for another account's site (4.4 configure). */
const FORBIDDEN = new Set(['POST /v1/sites/{id}/webhooks/forms']);

it('another account gets 404 on every site and revision route, and nothing of the owner changes', async () => {
  const owner = await newAccount(gw.db);
  const other = await newAccount(gw.db);
  const site = await deployedSite(gw.db, storage, owner.account.id);
  const revision = await gw.db.revision.create({
    data: { siteId: site.id, accountId: owner.account.id, prompt: 'Make the header blue', status: 'complete' },
  });
  const snapshot = async () => ({
    site: await gw.db.site.findUniqueOrThrow({ where: { id: site.id } }),
    revisions: await gw.db.revision.findMany({ where: { siteId: site.id }, orderBy: { id: 'asc' } }),
    releases: await gw.db.siteRelease.count({ where: { siteId: site.id } }),
    domains: await gw.db.domain.count({ where: { siteId: site.id } }),
    webhook: await gw.db.siteFormWebhook.findUnique({ where: { siteId: site.id } }),
    exports: await gw.db.siteExport.count({ where: { siteId: site.id } }),
    events: await gw.db.event.count({ where: { siteId: site.id } }),
    balance: (await gw.db.account.findUniqueOrThrow({ where: { id: owner.account.id } })).creditsBalance,
  });
  const before = await snapshot();

  const doc = (await (await fetch(`${gw.url}/v1/openapi.json`)).json()) as { paths: Record<string, object> };
  const routes = Object.entries(doc.paths)
    .filter(([p]) => p.includes('{id}'))
    .flatMap(([p, methods]) => Object.keys(methods).map((m) => [m.toUpperCase(), p] as const));
  expect(routes.length).toBeGreaterThan(15);
  const wrong: string[] = [];
  for (const [method, route] of routes) {
    const concrete = route
      .replace('{id}', site.id)
      .replace('{revisionId}', revision.id)
      .replace('{domain}', 'hijack-example.com')
      .replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
    const last = route
      .split('/')
      .filter((s) => !s.startsWith('{'))
      .pop()!;
    const body = method === 'GET' || method === 'DELETE' ? undefined : (BODIES[last] ?? {});
    const r = await call(gw.url, method, concrete, { key: other.key, body });
    const want = FORBIDDEN.has(`${method} ${route}`) ? 403 : 404;
    if (r.status !== want) wrong.push(`${method} ${route} -> ${r.status} ${JSON.stringify(r.body).slice(0, 120)}`);
  }
  expect(wrong).toEqual([]);
  expect(await snapshot()).toEqual(before);
});
