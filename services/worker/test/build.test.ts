import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createLocalSiteStorage } from '@sgs/storage';
import { CONTACT, HOME, png, startFakeWebsite } from '../../../packages/research/test/fake-website';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers, tempDataDir } from '../../../test/helpers/worker';
import { createHostingApp } from '../../hosting/src/app';

type Json = Record<string, unknown>;
let site: Awaited<ReturnType<typeof startFakeWebsite>>;
let gw: TestGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let hosting: http.Server;
let hostingPort: number;

beforeAll(async () => {
  const photo = await png(1200, 800, [40, 110, 160]);
  site = await startFakeWebsite({
    '/': HOME,
    '/contact': CONTACT,
    '/images/logo.png': ['image/png', await png(300, 120, [181, 69, 43])],
    '/images/hero.png': ['image/png', photo],
    '/images/dining.png': ['image/png', photo],
  });
  const dataDir = tempDataDir();
  const env = testEnv({
    TASK_QUEUE_PREFIX: uniquePrefix('build'),
    ALLOW_LOOPBACK_URLS: 'true',
    DATA_DIR: dataDir,
    FREE_HOST_DOMAIN: 'sites.test',
  });
  gw = await startGateway({ env });
  const storage = createLocalSiteStorage(path.join(dataDir, 'sites'));
  workers = await startWorkers(env, gw.db, ['siteBuild', 'visualReview'], { llm: null, storage });
  hosting = createHostingApp({ env, db: gw.db, storage }).listen(0, '127.0.0.1');
  await new Promise((r) => hosting.once('listening', r));
  hostingPort = (hosting.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await workers.stop();
  await new Promise((r) => hosting.close(r));
  await gw.close();
  await site.close();
});

function hosted(host: string, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: hostingPort, path: urlPath, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

it('builds a site end to end: research, generation, visual review in Chromium, deploy, charge, site.complete', async () => {
  const { key, account } = await newAccount(gw.db);
  const created = await call<{ siteId: string; slug: string }>(gw.url, 'POST', '/v1/sites', {
    key,
    body: { businessName: "Rosa's Cafe", businessLocation: 'Austin, TX', existingSiteUrl: `${site.base}/` },
  });
  expect(created.status).toBe(202);
  const { siteId, slug } = created.body;

  const done = await eventually(
    async () => {
      const s = await call<Json>(gw.url, 'GET', `/v1/sites/${siteId}`, { key });
      return ['complete', 'complete_with_warnings', 'failed'].includes(s.body.status as string) ? s.body : null;
    },
    'build to finish',
    120_000,
  );
  if (done.status === 'failed') throw new Error(`build failed in ${done.generation_phase}: ${String(done.last_error)}`);
  expect(done).toMatchObject({
    status: expect.stringMatching(/^complete/),
    generation_phase: 'complete',
    deployment_url: `http://${slug}.sites.test:3001`,
    last_refreshed_at: expect.any(String),
    pause_state: 'active',
    usage: { credits_charged: null },
  });
  if (done.status === 'complete_with_warnings') {
    for (const w of done.warnings as Json[]) {
      expect(w).toMatchObject({
        rule: expect.any(String),
        severity: expect.any(String),
        page: expect.any(String),
        viewport: expect.any(String),
        description: expect.any(String),
      });
      expect(w.fix_via_revision).toEqual({
        endpoint: `/v1/sites/${siteId}/revisions`,
        suggested_prompt: expect.any(String),
      });
    }
  } else {
    expect(done).not.toHaveProperty('warnings');
  }

  // Live on the hosting service: every page, relative links, the contact form aimed at the gateway.
  const home = await hosted(`${slug}.sites.test`, '/');
  expect(home.status).toBe(200);
  expect(home.body).toContain("Rosa's Cafe");
  for (const page of ['services', 'about', 'contact'])
    expect((await hosted(`${slug}.sites.test`, `/${page}.html`)).status).toBe(200);
  const contact = (await hosted(`${slug}.sites.test`, '/contact.html')).body;
  expect(contact).toContain(`/v1/webhooks/form-submit`);
  expect(contact).toContain(`value="${siteId}"`);
  for (const f of ['/favicon.ico', '/apple-touch-icon.png', '/site.webmanifest', '/robots.txt', '/sitemap.xml']) {
    expect((await hosted(`${slug}.sites.test`, f)).status).toBe(200);
  }

  // Charged once on success; events in order.
  const charges = await gw.db.creditLedgerEntry.findMany({ where: { accountId: account.id, kind: 'charge' } });
  expect(charges).toHaveLength(1);
  expect(charges[0]!.amount).toBe(-200);
  const events = await eventually(async () => {
    const rows = await gw.db.event.findMany({ where: { siteId }, orderBy: { occurredAt: 'asc' } });
    return rows.length === 2 ? rows : null;
  }, 'both events');
  expect(events.map((e) => e.type)).toEqual(['site.research_ready', 'site.complete']);
  expect(events[1]!.payload).toMatchObject({
    site_id: siteId,
    deployment_url: `http://${slug}.sites.test:3001`,
    slug,
    business_name: "Rosa's Cafe",
    platform_user_id: account.id,
    status: done.status,
    email_status: 'confirmed',
    input: { businessName: "Rosa's Cafe", location: 'Austin, TX' },
    usage: { cost_usd: 0, tokens_in: 0, tokens_out: 0 },
  });
  const releases = await gw.db.siteRelease.findMany({ where: { siteId } });
  expect(releases.length).toBeGreaterThanOrEqual(1);
  expect(releases.length).toBeLessThanOrEqual(3);
}, 150_000);

it('a new account makes two no-key builds from its signup grant, each charged what it held', async () => {
  const { key, account } = await newAccount(gw.db);
  const builds = await Promise.all(
    ['North', 'South'].map((side) =>
      call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', {
        key,
        body: { businessName: `${side} Side Bakery`, businessLocation: 'Austin, TX', existingSiteUrl: `${site.base}/` },
      }),
    ),
  );
  expect(builds.map((b) => b.status)).toEqual([202, 202]);
  for (const { body } of builds) {
    const done = await eventually(
      async () => {
        const s = await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}`, { key });
        return ['complete', 'complete_with_warnings', 'failed'].includes(s.body.status as string) ? s.body : null;
      },
      'build to finish',
      180_000,
    );
    expect(done.status).toMatch(/^complete/);
  }
  const holds = await gw.db.creditHold.findMany({ where: { accountId: account.id } });
  expect(holds.map((h) => [h.status, h.amount, h.settledAmount])).toEqual([
    ['settled', 200, 200],
    ['settled', 200, 200],
  ]);
  const a = await gw.db.account.findUniqueOrThrow({ where: { id: account.id } });
  expect([a.creditsBalance, a.creditsHeld]).toEqual([120, 0]);
}, 240_000);
