// The fleet as separate OS processes sharing no disk: one gateway, two worker processes (every role each) and two
// hosting processes, all against the test run's PostgreSQL and Temporal and a real S3-compatible server (site files
// only in the bucket), with traces going to a fake OTLP collector. A build pauses for manual review; the worker that
// ran its activities so far is SIGKILLed; the other finishes it (work is shared, nothing lost). Then a revision,
// export, both hosting processes serving the revised release (and one surviving the other's death), and what
// operators see: the request id and trace on the webhooks, metrics on every process, readiness naming the bucket.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { revisionWorkflowId, workflowIds } from '@sgs/contracts';
import { createDb, type Db } from '@sgs/db';
import { HOME, CONTACT, png, startFakeWebsite } from '../../../packages/research/test/fake-website';
import { startLocalS3, type LocalS3 } from '../../../scripts/lib/s3';
import { uniquePrefix } from '../../../test/helpers/env';
import { freePort, spawnTs, waitForHttp } from '../../../test/helpers/process';
import { startReceiver, type Received, type Receiver } from '../../../test/helpers/receiver';
import { call, newAccount } from '../../../test/helpers/stack';
import { eventually, tempDataDir } from '../../../test/helpers/worker';
import { startCollector } from './otlp-collector';

type Json = Record<string, unknown>;
const MINUTE = 60_000;

interface Proc {
  name: string;
  child: ChildProcess;
  /** The internal listener (METRICS_PORT): /metrics, /livez, /readyz. */
  internal: string;
  port: number;
  output: string[];
}

let s3: LocalS3;
let db: Db;
let temporal: { connection: Connection; client: Client };
let website: Awaited<ReturnType<typeof startFakeWebsite>>;
let rx: Receiver;
let collector: Awaited<ReturnType<typeof startCollector>>;
let gateway: Proc;
const workers: Proc[] = [];
const hosting: Proc[] = [];
const all: Proc[] = [];
const dataDir = tempDataDir();
const prefix = uniquePrefix('fleet');
let sharedEnv: NodeJS.ProcessEnv;

/** One of the project's entry points as a child process, its port in `portVar`; resolves once `ready` answers. */
async function start(name: string, file: string, portVar: string | null, ready: (p: Proc) => Promise<unknown>) {
  const internalPort = await freePort();
  const port = await freePort();
  const child = spawnTs(file, [], {
    ...sharedEnv,
    ...(portVar ? { [portVar]: String(port) } : {}),
    HOSTING_INTERNAL_PORT: '0',
    METRICS_PORT: String(internalPort),
  });
  const p: Proc = { name, child, internal: `http://127.0.0.1:${internalPort}`, port, output: [] };
  const keep = (d: Buffer) => {
    p.output.push(String(d));
    if (p.output.length > 300) p.output.shift();
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  all.push(p);
  await Promise.race([
    ready(p),
    new Promise((_, reject) =>
      child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${p.output.join('')}`))),
    ),
  ]);
  return p;
}

const startWorker = (name: string) =>
  start(name, 'services/worker/src/main.ts', null, (p) =>
    eventually(async () => p.output.join('').includes('worker polling'), `${name} to poll`, 4 * MINUTE),
  );

/** SIGKILL: no shutdown, nothing reported to Temporal. */
function kill(p: Proc): Promise<void> {
  return new Promise((r) => {
    if (p.child.exitCode !== null || p.child.signalCode !== null) return r();
    p.child.once('exit', () => r());
    p.child.kill('SIGKILL');
  });
}

beforeAll(async () => {
  s3 = await startLocalS3();
  collector = await startCollector();
  rx = await startReceiver();
  db = createDb(process.env.DATABASE_URL!, 3);
  const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS! });
  temporal = { connection, client: new Client({ connection }) };
  const photo = await png(1200, 800, [40, 110, 160]);
  website = await startFakeWebsite({
    '/': HOME,
    '/contact': CONTACT,
    '/images/logo.png': ['image/png', await png(300, 120, [181, 69, 43])],
    '/images/hero.png': ['image/png', photo],
  });
  sharedEnv = {
    TASK_QUEUE_PREFIX: prefix,
    ALLOW_LOOPBACK_URLS: 'true',
    FREE_HOST_DOMAIN: 'sites.test',
    RATE_LIMIT_PER_MINUTE: '1000',
    AUTH_FAILURE_LIMIT: '100000',
    DATA_DIR: dataDir,
    OPENAI_API_KEY: '',
    LOG_LEVEL: 'info',
    BIND_HOST: '127.0.0.1',
    METRICS_HOST: '127.0.0.1',
    TEMPORAL_SDK_METRICS_PORT: '0',
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    ...s3.env('fleet'),
  };
  gateway = await start('gateway', 'services/gateway/src/main.ts', 'GATEWAY_PORT', (p) =>
    waitForHttp(`http://127.0.0.1:${p.port}/healthz`, 3 * MINUTE),
  );
  for (let i = 0; i < 2; i++)
    hosting.push(
      await start(`hosting-${i}`, 'services/hosting/src/main.ts', 'HOSTING_PORT', (p) =>
        waitForHttp(`${p.internal}/livez`, 3 * MINUTE),
      ),
    );
  // One after the other: each delivery role creates or updates the same Schedules at start.
  for (let i = 0; i < 2; i++) workers.push(await startWorker(`worker-${i}`));
}, 12 * MINUTE);

afterAll(async () => {
  await Promise.all(all.map(kill));
  await temporal?.connection.close();
  await db?.$disconnect();
  await website?.close();
  await rx?.close();
  await collector?.close();
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

const scrape = async (p: Proc) => (await fetch(`${p.internal}/metrics`)).text();
/** The sum of a metric's samples whose line matches `filter`. */
const total = (text: string, metric: string, filter: RegExp = /.*/) =>
  text
    .split('\n')
    .filter((l) => l.startsWith(metric) && filter.test(l))
    .reduce((sum, l) => sum + Number(l.split(' ').at(-1)), 0);

/** The pids of the worker processes that ran the workflow's activities (identity is pid@host). */
async function activityPids(workflowId: string): Promise<Set<number>> {
  const history = await temporal.client.workflow.getHandle(workflowId).fetchHistory();
  return new Set(
    (history.events ?? [])
      .map((e) => e.activityTaskStartedEventAttributes?.identity)
      .filter((id): id is string => Boolean(id))
      .map((id) => Number(id.split('@')[0])),
  );
}

const webhook = (type: string, siteId: string) =>
  rx.requests.find((r: Received) => r.body.type === type && r.body.site_id === siteId);

it(
  'shares a build between worker processes, loses nothing when one is killed, and serves from the bucket',
  async () => {
    const gw = `http://127.0.0.1:${gateway.port}`;
    const { key } = await newAccount(db);
    expect((await call(gw, 'PUT', '/v1/customer/webhook', { key, body: { url: rx.url } })).status).toBe(200);

    const created = await fetch(`${gw}/v1/sites`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'x-request-id': 'req-fleet-1' },
      body: JSON.stringify({
        businessName: "Rosa's Cafe",
        businessLocation: 'Austin, TX',
        existingSiteUrl: `${website.base}/`,
        contactEmail: 'owner@rosas.example',
        review: 'manual',
      }),
    });
    expect(created.status).toBe(202);
    expect(created.headers.get('x-request-id')).toBe('req-fleet-1');
    const { siteId, slug } = (await created.json()) as { siteId: string; slug: string };
    const buildId = workflowIds.siteBuild(siteId);

    // Paused in review with nothing in flight: research done and site.research_ready delivered.
    await eventually(() => Promise.resolve(webhook('site.research_ready', siteId)), 'site.research_ready', 6 * MINUTE);
    const before = await activityPids(buildId);
    const pids = workers.map((w) => w.child.pid!);
    const victim = workers.find((w) => before.has(w.child.pid!))!;
    expect(victim).toBeDefined();
    const survivor = workers.find((w) => w !== victim)!;
    await kill(victim);

    const approved = await call<Json>(gw, 'POST', `/v1/sites/${siteId}/approve-research`, {
      key,
      body: { contactEmail: 'owner@rosas.example' },
      headers: { 'x-request-id': 'req-fleet-approve' },
    });
    expect(approved.status).toBe(200);
    const done = await eventually(
      async () => {
        const s = await call<Json>(gw, 'GET', `/v1/sites/${siteId}`, { key });
        return ['complete', 'complete_with_warnings', 'failed'].includes(s.body.status as string) ? s.body : null;
      },
      'build to finish on the surviving worker',
      10 * MINUTE,
    );
    if (done.status === 'failed')
      throw new Error(`build failed in ${done.generation_phase}: ${String(done.last_error)}`);
    // Both processes ran activities of this one build: the killed one before the pause, the survivor after it.
    const after = await activityPids(buildId);
    expect([...after].filter((pid) => pids.includes(pid)).sort()).toEqual([...pids].sort());

    // The build's webhook carries the request that started it, and its trace began in the gateway.
    const complete = await eventually(
      () => Promise.resolve(webhook('site.complete', siteId)),
      'site.complete at the receiver',
      2 * MINUTE,
    );
    expect(complete.headers['x-request-id']).toBe('req-fleet-1');
    const traceId = /^00-([0-9a-f]{32})-[0-9a-f]{16}-01$/.exec(String(complete.headers.traceparent))?.[1];
    expect(traceId).toBeDefined();
    // Waits for every span it names: the workflow's own span is exported when the run ends, after the webhook left.
    const expected: [string, string][] = [
      ['sgs-gateway', 'POST /v1/sites'],
      ['sgs-worker', 'RunWorkflow:siteBuild'],
      ['sgs-worker', 'RunActivity:emitEvent'],
      ['sgs-worker', 'webhook POST'],
    ];
    await eventually(
      async () => {
        const inTrace = collector.spans.filter((s) => s.traceId === traceId);
        return expected.every(([service, name]) => inTrace.some((s) => s.service === service && s.name === name));
      },
      `spans ${expected.map(([, name]) => name).join(', ')} of the build trace from the gateway and worker processes`,
      2 * MINUTE,
    );

    // A revision publishes a new release into the bucket.
    const rev = await call<Json>(gw, 'POST', `/v1/sites/${siteId}/revisions`, {
      key,
      body: { prompt: 'Change our phone number to (217) 555-0701' },
      headers: { 'x-request-id': 'req-fleet-revision' },
    });
    expect(rev.status).toBe(202);
    const revisionId = (rev.body.revisionId ?? rev.body.id) as string;
    // The site's first revision starts its queue workflow: the request id reaches the child revision run and the
    // revision's webhook.
    const revisionDone = await eventually(
      () => Promise.resolve(webhook('site.revision_complete', siteId)),
      'site.revision_complete at the receiver',
      5 * MINUTE,
    );
    expect(revisionDone.headers['x-request-id']).toBe('req-fleet-revision');
    expect((await temporal.client.workflow.getHandle(revisionWorkflowId(revisionId)).describe()).memo).toMatchObject({
      requestId: 'req-fleet-revision',
    });
    const revised = await eventually(
      async () => {
        const r = await db.revision.findUnique({ where: { id: revisionId } });
        return r && !['pending', 'running'].includes(r.status) ? r : null;
      },
      'revision to finish',
      5 * MINUTE,
    );
    expect(revised.status).toBe('complete');

    // Both hosting processes serve the revised release from the bucket.
    for (const h of hosting) {
      const page = await eventually(
        async () => {
          const p = await get(h.port, `${slug}.sites.test`, '/');
          return p.status === 200 && /555-0701/.test(p.body) ? p : null;
        },
        `${h.name} to serve the revised release`,
        MINUTE,
      );
      expect(page.body).toContain('Rosa');
    }
    // The hosting processes trace what they serve: a server span per page request, named by route kind.
    await eventually(
      async () =>
        collector.spans.filter(
          (s) =>
            s.service === 'sgs-hosting' &&
            s.name === 'GET page' &&
            s.kind === 2 &&
            s.attributes['server.address'] === `${slug}.sites.test` &&
            s.attributes['http.response.status_code'] === 200,
        ).length >= hosting.length,
      'GET page spans from the hosting processes',
      MINUTE,
    );

    // The export streams from the bucket; nothing of the site was written to local disk.
    const zip = await fetch(`${gw}/v1/sites/${siteId}/export`, { headers: { authorization: `Bearer ${key}` } });
    expect(zip.status).toBe(200);
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(bytes.includes(Buffer.from('index.html'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'sites'))).toBe(false);

    // Metrics: the gateway's latency histogram by route pattern and status; the survivor's build counters and phases.
    const gatewayText = await scrape(gateway);
    expect(total(gatewayText, 'sgs_http_request_duration_seconds_count', /route="\/v1\/sites",status="202"/)).toBe(1);
    expect(gatewayText).toMatch(/sgs_http_request_duration_seconds_bucket\{.*le="0\.5".*route="\/v1\/sites\/:id"/);
    const workerText = await scrape(survivor);
    expect(total(workerText, 'sgs_builds_total', /outcome="complete"/)).toBe(1);
    for (const phase of ['generation', 'review', 'deploy'])
      expect(
        total(workerText, 'sgs_build_phase_duration_seconds_count', new RegExp(`phase="${phase}"`)),
      ).toBeGreaterThan(0);
    expect(total(workerText, 'sgs_review_duration_seconds_count', /outcome="ok"/)).toBeGreaterThan(0);
    for (const h of hosting) expect(await scrape(h)).toMatch(/process_cpu_seconds_total\{service="hosting"\}/);

    // A hosting process dies; the other keeps serving.
    await kill(hosting[0]!);
    expect((await get(hosting[1]!.port, `${slug}.sites.test`, '/')).status).toBe(200);

    // Readiness names what is down: with the bucket gone, storage.
    expect((await fetch(`${hosting[1]!.internal}/readyz`)).status).toBe(200);
    await s3.stop();
    const down = await fetch(`${hosting[1]!.internal}/readyz`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({ status: 'degraded', down: ['storage'] });
  },
  30 * MINUTE,
);
