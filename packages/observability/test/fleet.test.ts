// The fleet on object storage: gateway, two worker sets and two hosting apps that share no disk (site files only
// in a real S3-compatible server), build -> revision -> export -> hosting; then what operators see: the request id
// in the workflow's memo, Prometheus metrics after the build, readiness naming the dependency that is down.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { workflowIds } from '@sgs/contracts';
import { createSiteStorage } from '@sgs/storage';
import { HOME, CONTACT, png, startFakeWebsite } from '../../../activities/test/fake-website';
import { startLocalS3, type LocalS3 } from '../../../scripts/lib/s3';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers, tempDataDir } from '../../../test/helpers/worker';
import { createHostingApp } from '../../../services/hosting/src/app';
import { createMetrics, startInternalServer, type Metrics } from '../src';

type Json = Record<string, unknown>;
let s3: LocalS3;
let website: Awaited<ReturnType<typeof startFakeWebsite>>;
let gw: TestGateway;
const workerSets: Awaited<ReturnType<typeof startWorkers>>[] = [];
const servers: http.Server[] = [];
const hostingPorts: number[] = [];
const internal: { worker: string[]; gateway: string } = { worker: [], gateway: '' };
const dataDir = tempDataDir();

const listen = async (server: http.Server) => {
  if (!server.listening) await new Promise((r) => server.once('listening', r));
  servers.push(server);
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  s3 = await startLocalS3();
  const photo = await png(1200, 800, [40, 110, 160]);
  website = await startFakeWebsite({
    '/': HOME,
    '/contact': CONTACT,
    '/images/logo.png': ['image/png', await png(300, 120, [181, 69, 43])],
    '/images/hero.png': ['image/png', photo],
  });
  const env = testEnv({
    TASK_QUEUE_PREFIX: uniquePrefix('fleet'),
    ALLOW_LOOPBACK_URLS: 'true',
    FREE_HOST_DOMAIN: 'sites.test',
    RATE_LIMIT_PER_MINUTE: '1000',
    DATA_DIR: dataDir,
    ...s3.env('fleet'),
  });
  const gatewayMetrics = createMetrics('gateway');
  gw = await startGateway({ env, metrics: gatewayMetrics }); // its own S3 client, from env
  const gatewayInternal = await startInternalServer({
    port: 0,
    host: '127.0.0.1',
    registry: gatewayMetrics.registry,
    checks: { postgres: () => gw.db.$queryRaw`select 1` },
  });
  internal.gateway = `http://127.0.0.1:${await listen(gatewayInternal)}`;
  for (let i = 0; i < 2; i++) {
    const metrics: Metrics = createMetrics('worker');
    const storage = createSiteStorage(env); // each worker set has its own client and download cache
    workerSets.push(await startWorkers(env, gw.db, ['siteBuild', 'visualReview'], { llm: null, storage }, { metrics }));
    const srv = await startInternalServer({
      port: 0,
      host: '127.0.0.1',
      registry: metrics.registry,
      checks: {
        postgres: () => gw.db.$queryRaw`select 1`,
        storage: () =>
          storage.releaseExists('00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000000'),
      },
    });
    internal.worker.push(`http://127.0.0.1:${await listen(srv)}`);
    hostingPorts.push(
      await listen(createHostingApp({ env, db: gw.db, storage: createSiteStorage(env) }).listen(0, '127.0.0.1')),
    );
  }
}, 120_000);

afterAll(async () => {
  for (const w of workerSets) await w.stop();
  for (const s of servers) await new Promise((r) => s.close(r));
  await gw?.close();
  await website?.close();
  await s3?.stop();
});

function get(port: number, host: string, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers: { host } }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

const scrape = async (base: string) => (await fetch(`${base}/metrics`)).text();
/** The sum of a metric's samples whose line matches `filter`, across scrapes. */
const total = (texts: string[], metric: string, filter: RegExp = /.*/) =>
  texts
    .flatMap((t) => t.split('\n'))
    .filter((l) => l.startsWith(metric) && filter.test(l))
    .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);

it('builds, revises, exports and serves a site with every file in object storage, and reports it', async () => {
  const { key } = await newAccount(gw.db);
  const created = await fetch(`${gw.url}/v1/sites`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-request-id': 'req-fleet-1' },
    body: JSON.stringify({
      businessName: "Rosa's Cafe",
      businessLocation: 'Austin, TX',
      existingSiteUrl: `${website.base}/`,
    }),
  });
  expect(created.status).toBe(202);
  expect(created.headers.get('x-request-id')).toBe('req-fleet-1');
  const { siteId, slug } = (await created.json()) as { siteId: string; slug: string };

  const done = await eventually(
    async () => {
      const s = await call<Json>(gw.url, 'GET', `/v1/sites/${siteId}`, { key });
      return ['complete', 'complete_with_warnings', 'failed'].includes(s.body.status as string) ? s.body : null;
    },
    'build to finish',
    180_000,
  );
  if (done.status === 'failed') throw new Error(`build failed in ${done.generation_phase}: ${String(done.last_error)}`);
  const build = await gw.temporal.workflow.getHandle(workflowIds.siteBuild(siteId)).describe();
  expect(build.memo).toMatchObject({ requestId: 'req-fleet-1' });

  // A revision publishes a new release into the bucket.
  const rev = await call<Json>(gw.url, 'POST', `/v1/sites/${siteId}/revisions`, {
    key,
    body: { prompt: 'Change our phone number to (217) 555-0701' },
  });
  expect(rev.status).toBe(202);
  const revisionId = (rev.body.revisionId ?? rev.body.id) as string;
  const revised = await eventually(
    async () => {
      const r = await gw.db.revision.findUnique({ where: { id: revisionId } });
      return r && !['pending', 'running'].includes(r.status) ? r : null;
    },
    'revision to finish',
    120_000,
  );
  expect(revised.status).toBe('complete');

  // Both hosting processes serve the revised release from the bucket.
  for (const port of hostingPorts) {
    const page = await get(port, `${slug}.sites.test`, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('Rosa');
    expect(page.body).toMatch(/555-0701/);
  }
  // The export streams from the bucket too.
  const zip = await fetch(`${gw.url}/v1/sites/${siteId}/export`, { headers: { authorization: `Bearer ${key}` } });
  expect(zip.status).toBe(200);
  const bytes = Buffer.from(await zip.arrayBuffer());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('index.html'))).toBe(true);
  // Nothing of the site was written to local disk.
  expect(fs.existsSync(path.join(dataDir, 'sites'))).toBe(false);

  // Metrics: the gateway's latency histogram by route pattern and status; the workers' build counters and phases.
  const gatewayText = await scrape(internal.gateway);
  expect(total([gatewayText], 'sgs_http_request_duration_seconds_count', /route="\/v1\/sites",status="202"/)).toBe(1);
  expect(gatewayText).toMatch(/sgs_http_request_duration_seconds_bucket\{.*le="0\.5".*route="\/v1\/sites\/:id"/);
  const workerTexts = await Promise.all(internal.worker.map(scrape));
  expect(total(workerTexts, 'sgs_builds_total', /outcome="complete"/)).toBe(1);
  for (const phase of ['research', 'generation', 'review', 'deploy'])
    expect(
      total(workerTexts, 'sgs_build_phase_duration_seconds_count', new RegExp(`phase="${phase}"`)),
    ).toBeGreaterThan(0);
  expect(total(workerTexts, 'sgs_review_duration_seconds_count', /outcome="ok"/)).toBeGreaterThan(0);

  // Readiness names what is down: with the bucket gone, storage.
  expect((await fetch(`${internal.worker[0]}/readyz`)).status).toBe(200);
  expect((await fetch(`${internal.worker[0]}/livez`)).status).toBe(200);
  await s3.stop();
  const down = await fetch(`${internal.worker[0]}/readyz`);
  expect(down.status).toBe(503);
  expect(await down.json()).toMatchObject({ status: 'degraded', down: ['storage'] });
}, 400_000);
