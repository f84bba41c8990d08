import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pauseSchedule, workflowIds } from '@sgs/contracts';
import { createLocalSiteStorage } from '@sgs/storage';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers, tempDataDir } from '../../../test/helpers/worker';
import { createHostingApp } from '../../hosting/src/app';

type Json = Record<string, unknown>;
const dataDir = tempDataDir();
const storage = createLocalSiteStorage(path.join(dataDir, 'sites'));
let gw: TestGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let hosting: http.Server;
let port: number;

beforeAll(async () => {
  const env = testEnv({
    TASK_QUEUE_PREFIX: uniquePrefix('life'),
    DATA_DIR: dataDir,
    FREE_HOST_DOMAIN: 'sites.test',
    FREE_TIER_PAUSE_AFTER: '3s',
    FREE_TIER_NOTICE_BEFORE: '1500ms',
  });
  gw = await startGateway({ env, storage });
  workers = await startWorkers(env, gw.db, ['siteBuild'], { storage, llm: null });
  hosting = createHostingApp({ env, db: gw.db, storage }).listen(0, '127.0.0.1');
  await new Promise((r) => hosting.once('listening', r));
  port = (hosting.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await workers.stop();
  await new Promise((r) => hosting.close(r));
  await gw.close();
});

const visit = (host: string): Promise<{ status: number; body: string; robots?: string }> =>
  new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body, robots: res.headers['x-robots-tag'] as string | undefined }),
        );
      })
      .on('error', reject);
  });

async function deployedSite(
  key: string,
  accountId: string,
  email: string,
  over: { tier?: string; contactEmail?: string | null } = {},
) {
  const slug = `life-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const site = await gw.db.site.create({
    data: {
      accountId,
      slug,
      businessName: 'Clockwork Bikes',
      operatorEmail: email,
      buildRequest: {},
      status: 'complete',
      generationPhase: 'complete',
      hostingTier: over.tier ?? 'free_subdomain',
      contactEmail: over.contactEmail === undefined ? 'owner@clockwork.example' : over.contactEmail,
    },
  });
  const releaseId = await storage.writeRelease(
    site.id,
    new Map([['index.html', Buffer.from('<h1>Clockwork Bikes</h1>')]]),
  );
  await gw.db.site.update({
    where: { id: site.id },
    data: { currentReleaseId: releaseId, lastRefreshedAt: new Date() },
  });
  return { site, host: `${slug}.sites.test`, key };
}

it('computes the spec schedule: a notice 24 hours before the pause, 7 days after the last refresh', () => {
  const day = 24 * 3600_000;
  const t = Date.UTC(2026, 10, 1, 9, 30);
  expect(pauseSchedule(t, testEnv().FREE_TIER_PAUSE_AFTER, testEnv().FREE_TIER_NOTICE_BEFORE)).toEqual({
    noticeAt: t + 6 * day,
    pauseAt: t + 7 * day,
  });
  expect(testEnv().FREE_TIER_PAUSE_AFTER).toBe(7 * day);
});

it('pauses a free site after the period (visitors get the noindex paused page), mails notices, and refresh brings it back', async () => {
  const { key, account } = await newAccount(gw.db);
  const { site, host } = await deployedSite('', account.id, account.email);
  const first = await call<Json>(gw.url, 'POST', `/v1/sites/${site.id}/refresh`, { key });
  expect(first.status).toBe(200);
  expect(first.body).toMatchObject({
    ok: true,
    site_id: site.id,
    pause_state: 'active',
    was_paused: false,
    hosting_tier: 'free_subdomain',
  });
  expect(Date.parse(first.body.next_pause_at as string) - Date.parse(first.body.last_refreshed_at as string)).toBe(
    3000,
  );
  expect((await visit(host)).status).toBe(200);

  const paused = await eventually(
    async () => {
      const v = await visit(host);
      return v.status === 503 ? v : null;
    },
    'the pause',
    20_000,
  );
  expect(paused.body).toContain('Clockwork Bikes');
  expect(paused.body).toContain('noindex');
  expect(paused.robots).toBe('noindex');
  const s = await call<Json>(gw.url, 'GET', `/v1/sites/${site.id}`, { key });
  expect(s.body.pause_state).toBe('paused');
  // The notices are queued beside the pause: wait for all four rather than racing the activity.
  const mails = await eventually(
    async () => {
      const rows = await gw.db.outboundEmail.findMany({ where: { siteId: site.id }, orderBy: { createdAt: 'asc' } });
      return rows.length >= 4 ? rows : null;
    },
    'the four pause notices',
    10_000,
  );
  const notices = [
    'Clockwork Bikes: your free website pauses in 24 hours',
    'Clockwork Bikes: your free website is paused',
  ];
  // Each notice reaches the site's contact email and, once, the API account's email (an addition to the spec).
  const to = (address: string) => mails.filter((m) => m.toAddress === address).map((m) => m.subject);
  expect(to('owner@clockwork.example')).toEqual(notices);
  expect(to(account.email)).toEqual(notices);
  expect(mails).toHaveLength(4);

  const again = await call<Json>(gw.url, 'POST', `/v1/sites/${site.id}/refresh`, { key });
  expect(again.body).toMatchObject({ ok: true, pause_state: 'active', was_paused: true });
  await eventually(async () => (await visit(host)).status === 200, 'the site back', 5000);
  // The clock restarted: it pauses again one period later, not before.
  expect((await gw.db.site.findUniqueOrThrow({ where: { id: site.id } })).pauseState).toBe('active');
}, 60_000);

it('is idempotent and restarts the clock on every refresh', async () => {
  const { key, account } = await newAccount(gw.db);
  const { site, host } = await deployedSite('', account.id, account.email, { contactEmail: null });
  const at = (v: unknown) => Date.parse(v as string);
  let first: Json | undefined;
  let last: Json | undefined;
  for (let i = 0; i < 4; i++) {
    const r = await call<Json>(gw.url, 'POST', `/v1/sites/${site.id}/refresh`, { key });
    expect(r.body).toMatchObject({ ok: true, pause_state: 'active' });
    // Each refresh restarts the clock from itself.
    if (last) expect(at(r.body.last_refreshed_at)).toBeGreaterThan(at(last.last_refreshed_at));
    expect(at(r.body.next_pause_at) - at(r.body.last_refreshed_at)).toBe(3000);
    first ??= r.body;
    last = r.body;
    await new Promise((res) => setTimeout(res, 1000));
  }
  // Past the first refresh's pause time the site still serves: the later refreshes moved it. (Compared with the
  // last refresh's own pause time, so a machine slow enough to visit after it is not taken for a broken clock.)
  const visitedAt = Date.now();
  expect(visitedAt).toBeGreaterThan(at(first!.next_pause_at));
  const v = await visit(host);
  if (Date.now() < at(last!.next_pause_at)) expect(v.status).toBe(200);
  // No contact email: nothing goes to a site address (the account's own copy of a notice is the first test's).
  expect(await gw.db.outboundEmail.count({ where: { siteId: site.id, NOT: { toAddress: account.email } } })).toBe(0);
});

it("never pauses a paid site, and refuses sites that are not deployed or not the caller's", async () => {
  const { key, account } = await newAccount(gw.db);
  const { site } = await deployedSite('', account.id, account.email, { tier: 'paid_custom_domain' });
  const r = await call<Json>(gw.url, 'POST', `/v1/sites/${site.id}/refresh`, { key });
  expect(r.body).toMatchObject({
    ok: true,
    hosting_tier: 'paid_custom_domain',
    pause_state: 'active',
    next_pause_at: null,
  });
  await expect(gw.temporal.workflow.getHandle(workflowIds.siteLifecycle(site.id)).describe()).rejects.toThrow();

  const building = await gw.db.site.create({
    data: {
      accountId: account.id,
      slug: `b-${Date.now()}`,
      businessName: 'B',
      operatorEmail: account.email,
      buildRequest: {},
    },
  });
  const notDeployed = await call<Json>(gw.url, 'POST', `/v1/sites/${building.id}/refresh`, { key });
  expect(notDeployed.status).toBe(409);
  expect(notDeployed.body).toMatchObject({ error: 'Site is not deployed yet', status: 'generating' });
  const other = await newAccount(gw.db);
  const theirs = await call<Json>(gw.url, 'POST', `/v1/sites/${site.id}/refresh`, { key: other.key });
  expect(theirs.status).toBe(404);
  expect(theirs.body).toEqual({ error: 'Site not found' });
});

it('re-tags the running lifecycle workflow after a slug change, so a visibility query by the new slug finds it', async () => {
  const { key, account } = await newAccount(gw.db);
  const { site } = await deployedSite('', account.id, account.email);
  expect((await call(gw.url, 'POST', `/v1/sites/${site.id}/refresh`, { key })).status).toBe(200);
  const lifecycle = workflowIds.siteLifecycle(site.id);
  const running = async (slug: string) => {
    const ids: string[] = [];
    const query = `Slug = "${slug}" AND WorkflowType = "siteLifecycle" AND ExecutionStatus = "Running"`;
    for await (const w of gw.temporal.workflow.list({ query })) ids.push(w.workflowId);
    return ids;
  };
  await eventually(async () => (await running(site.slug)).includes(lifecycle), 'the lifecycle under its slug', 20_000);

  const slug = `${site.slug}-moved`;
  const renamed = await call<Json>(gw.url, 'PATCH', `/v1/sites/${site.id}`, { key, body: { slug } });
  expect(renamed.status).toBe(200);
  expect(
    await eventually(
      async () => {
        const ids = await running(slug);
        return ids.length ? ids : null;
      },
      'the lifecycle under the new slug',
      20_000,
    ),
  ).toEqual([lifecycle]);
  expect(await running(site.slug)).toEqual([]);
});
