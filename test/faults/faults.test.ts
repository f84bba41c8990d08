// Fault injection on the real stack (issue 12): a PostgreSQL and a Temporal server of this suite's own (Temporal
// with a SQLite file, so a restart keeps its history), the gateway in this process and each worker role as its own
// child process. PostgreSQL and Temporal are restarted and each worker role is SIGKILLed in the middle of a build, a
// revision, a webhook delivery and a stream of form posts; every build and revision still ends in exactly one
// terminal state with exactly one charge, site.complete reaches the receiver as one event, no accepted form post is
// lost. Every step waits for the state it needs (a phase, a request at a receiver, a row), never for time.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { TASK_QUEUES, type TaskQueueRole } from '@sgs/contracts';
import { reconcileCredits } from '@sgs/db';
import { migrate } from '../../packages/db/src/migrate';
import { CONTACT, HOME, png } from '../../packages/research/test/fake-website';
import { DATA_DIR, ROOT } from '../../scripts/lib/paths';
import { startLocalPostgres, type LocalPostgres } from '../../scripts/lib/postgres';
import { startLocalTemporal, type LocalTemporal } from '../../scripts/lib/temporal';
import { testEnv, uniquePrefix } from '../helpers/env';
import { spawnTs } from '../helpers/process';
import { startReceiver, type Receiver } from '../helpers/receiver';
import { revisionEnded } from '../helpers/revisions';
import { call, newAccount, startGateway, type TestGateway } from '../helpers/stack';
import { eventually } from '../helpers/worker';

// Below Linux's ephemeral range (32768-60999): this PostgreSQL is restarted mid-run, and by then an outgoing
// connection of another test may hold a port in that range as its local port (a restart there failed in CI with
// "Address already in use").
const PG_PORT = 25642;
const TEMPORAL_PORT = 7642;
const MINUTE = 60_000;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-faults-'));
const temporalDb = path.join(dataDir, 'temporal', 'temporal.db');
const prefix = uniquePrefix('faults');
let pg: LocalPostgres;
let temporal: LocalTemporal;
let gw: TestGateway;
let lifecycleRx: Receiver;
let formRx: Receiver;
let website: http.Server;
let websiteBase: string;
/** Research's fetch of the existing site's home page waits here until the test opens the gate. */
let openGate: () => void = () => undefined;
let homeRequested = false;
const gate = new Promise<void>((r) => (openGate = r));

const startPostgres = (fresh = false) =>
  startLocalPostgres({
    root: ROOT,
    dataDir: path.join(DATA_DIR, `test-faults-${PG_PORT}`),
    port: PG_PORT,
    database: 'sgs_faults',
    fresh,
  });
const startTemporal = () => startLocalTemporal({ port: TEMPORAL_PORT, dbFile: temporalDb });

/** Fast shutdown and start again on the same data; waits until it answers. */
async function restartPostgres() {
  expect(pg.managed).toBeDefined(); // a server this suite did not start cannot be restarted by it
  await pg.stop();
  pg = await startPostgres();
}
async function restartTemporal() {
  expect(temporal.managed).toBeDefined();
  await temporal.stop();
  temporal = await startTemporal();
}

/** What the gateway and every worker share: this suite's servers, task queues, site files and retry pace. */
const stackEnv = () => ({
  DATABASE_URL: pg.url,
  TEMPORAL_ADDRESS: `127.0.0.1:${TEMPORAL_PORT}`,
  TASK_QUEUE_PREFIX: prefix,
  ALLOW_LOOPBACK_URLS: 'true',
  DATA_DIR: dataDir,
  FREE_HOST_DOMAIN: 'sites.test',
  WEBHOOK_RETRY_SCHEDULE: '0,1500ms,1500ms,1500ms,1500ms,1500ms',
});

// ---- workers: one child process per role ----
const workers = new Map<TaskQueueRole, ChildProcess>();
const workerLogs: string[] = [];

async function startWorker(role: TaskQueueRole): Promise<void> {
  const child = spawnTs('services/worker/src/main.ts', [], {
    ...stackEnv(),
    WORKER_ROLES: TASK_QUEUES[role],
    OPENAI_API_KEY: '',
    LOG_LEVEL: 'info',
    WEBHOOK_TIMEOUT_MS: '3000',
    OUTBOX_SWEEP_INTERVAL: '3s',
    METRICS_PORT: '0',
    TEMPORAL_SDK_METRICS_PORT: '0',
  });
  workers.set(role, child);
  let out = '';
  const keep = (d: Buffer) => {
    out += d;
    workerLogs.push(`[${role}] ${String(d)}`);
    if (workerLogs.length > 400) workerLogs.shift();
  };
  child.stderr!.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${role} worker did not poll within 3 minutes:\n${out}`)),
      3 * MINUTE,
    );
    child.stdout!.on('data', (d: Buffer) => {
      keep(d);
      if (out.includes('worker polling')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${role} worker exited with ${code}:\n${out}`));
    });
  });
}

/** SIGKILL: no shutdown, no reporting of what it was doing. */
function killWorker(role: TaskQueueRole): Promise<void> {
  const child = workers.get(role);
  workers.delete(role);
  return new Promise((r) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return r();
    child.once('exit', () => r());
    child.kill('SIGKILL');
  });
}
/** Any worker that died on its own (a crash on a lost connection, say) is a finding: the suite fails on it. */
function assertWorkersAlive() {
  for (const [role, child] of workers) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${role} worker died by itself (${child.exitCode ?? child.signalCode}):\n${workerLogs.join('')}`);
  }
}

beforeAll(async () => {
  pg = await startPostgres(true);
  await migrate(pg.url);
  temporal = await startTemporal();

  const photo = await png(1200, 800, [40, 110, 160]);
  const files: Record<string, [string, string | Buffer]> = {
    '/contact': CONTACT,
    '/images/logo.png': ['image/png', await png(300, 120, [181, 69, 43])],
    '/images/hero.png': ['image/png', photo],
    '/images/dining.png': ['image/png', photo],
  };
  website = http.createServer((req, res) => {
    const p = new URL(req.url ?? '/', 'http://x').pathname;
    if (p === '/') {
      homeRequested = true;
      void gate.then(() => res.writeHead(200, { 'content-type': HOME(websiteBase)[0] }).end(HOME(websiteBase)[1]));
      return;
    }
    const f = files[p];
    if (!f) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    res.writeHead(200, { 'content-type': f[0] }).end(f[1]);
  });
  await new Promise<void>((r) => website.listen(0, '127.0.0.1', r));
  websiteBase = `http://127.0.0.1:${(website.address() as AddressInfo).port}`;

  lifecycleRx = await startReceiver();
  formRx = await startReceiver();
  gw = await startGateway({
    env: testEnv({ ...stackEnv(), RATE_LIMIT_PER_MINUTE: '1000', FORM_RATE_LIMIT_PER_IP: '1000' }),
  });
  await Promise.all((['siteBuild', 'visualReview', 'delivery'] as const).map(startWorker));
}, 6 * MINUTE);

afterAll(async () => {
  openGate();
  for (const role of [...workers.keys()]) await killWorker(role);
  await gw?.close();
  await lifecycleRx?.close();
  await formRx?.close();
  website?.closeAllConnections();
  await new Promise((r) => website?.close(r));
  await temporal?.stop();
  await pg?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}, 2 * MINUTE);

const TERMINAL_SITE = ['complete', 'complete_with_warnings', 'failed'];
let account: { id: string };
let key: string;
let siteId: string;

const siteRow = () => gw.db.site.findUniqueOrThrow({ where: { id: siteId } });
/** Waits (through a restart, when the database is briefly gone) until the build is in one of `phases`. */
const phaseReached = (phases: string[], what: string) =>
  eventually(
    async () => {
      assertWorkersAlive();
      const s = await siteRow();
      if (TERMINAL_SITE.includes(s.status) && !phases.includes(s.generationPhase ?? ''))
        throw new Error(`the build ended (${s.status}) before ${what}`);
      return phases.includes(s.generationPhase ?? '') ? s : null;
    },
    what,
    8 * MINUTE,
  );

it(
  'a build survives PostgreSQL and Temporal restarts and a SIGKILL of every worker role; one charge, one terminal state, one site.complete',
  async () => {
    ({ account, key } = await newAccount(gw.db));
    const hook = await call(gw.url, 'PUT', '/v1/customer/webhook', { key, body: { url: lifecycleRx.url } });
    expect(hook.status).toBe(200);

    // A freshly started Temporal on a loaded machine may miss the gateway's start deadline: the answer is then a 5xx
    // "Safe to retry", and a client retries with the same Idempotency-Key (one site, one hold either way).
    const created = await eventually(
      async () => {
        const r = await call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', {
          key,
          headers: { 'Idempotency-Key': `faults-${account.id}` },
          body: {
            businessName: "Rosa's Cafe",
            businessLocation: 'Austin, TX',
            existingSiteUrl: `${websiteBase}/`,
            contactEmail: 'owner@rosas.example',
          },
        });
        if (r.status < 500 && r.status !== 202) throw new Error(`POST /v1/sites answered ${r.status}`);
        return r.status === 202 ? r : null;
      },
      'the site to be admitted',
      3 * MINUTE,
    );
    siteId = created.body.siteId;
    expect(await gw.db.site.count({ where: { accountId: account.id } })).toBe(1);

    // 1. Research is fetching the existing site (held at the gate): restart PostgreSQL, then Temporal.
    await eventually(async () => homeRequested, 'research to fetch the existing site', 5 * MINUTE);
    expect((await siteRow()).generationPhase).toBe('researching');
    await restartPostgres();
    await restartTemporal();
    expect((await siteRow()).status).toBe('generating');
    openGate();

    // The site.complete delivery's first attempt will hang at the receiver (research_ready is answered first).
    await eventually(
      async () => lifecycleRx.requests.some((r) => r.body.type === 'site.research_ready'),
      'site.research_ready at the receiver',
      5 * MINUTE,
    );
    lifecycleRx.replies = ['hang', { status: 200, body: 'ok' }];

    // 2. The visual review is running: SIGKILL the review worker (its activity runs again after the heartbeat
    //    timeout) and the build worker (the workflow is replayed on a new one).
    await phaseReached(['reviewing'], 'the visual review');
    await Promise.all([killWorker('visualReview'), killWorker('siteBuild')]);
    expect((await siteRow()).status).toBe('generating');
    await Promise.all([startWorker('siteBuild'), startWorker('visualReview')]);

    // 3. site.complete is being delivered (its first attempt hangs): SIGKILL the delivery worker mid-attempt.
    const first = await eventually(
      async () => {
        assertWorkersAlive();
        return lifecycleRx.requests.find((r) => r.body.type === 'site.complete');
      },
      'the first site.complete attempt',
      10 * MINUTE,
    );
    await killWorker('delivery');
    await startWorker('delivery');
    await eventually(
      () => gw.db.webhookDelivery.findFirst({ where: { eventId: String(first.body.event_id), status: 'delivered' } }),
      'site.complete delivered after the restart',
      3 * MINUTE,
    );

    const site = await siteRow();
    expect(site.status).toMatch(/^complete/);
    expect(site.generationPhase).toBe('complete');
    const charges = await gw.db.creditLedgerEntry.findMany({ where: { accountId: account.id, kind: 'charge' } });
    expect(charges.map((c) => [c.key, c.amount])).toEqual([[`charge:site-build:${siteId}`, -200]]);
    const holds = await gw.db.creditHold.findMany({ where: { accountId: account.id } });
    expect(holds.map((h) => h.status)).toEqual(['settled']);
    const events = await gw.db.event.findMany({ where: { siteId }, orderBy: { occurredAt: 'asc' } });
    expect(events.map((e) => e.type)).toEqual(['site.research_ready', 'site.complete']);
    // At-least-once delivery: the killed attempt and its retry carry the same event id, so the receiver saw
    // one site.complete event (and can dedupe on event_id); one delivery row, delivered.
    const completes = lifecycleRx.requests.filter((r) => r.body.type === 'site.complete');
    expect(new Set(completes.map((r) => r.body.event_id))).toEqual(new Set([events[1]!.id]));
    expect(completes.length).toBeGreaterThanOrEqual(2); // the hung attempt, then the retry
    const deliveries = await gw.db.webhookDelivery.findMany({ where: { eventId: events[1]!.id } });
    expect(deliveries.map((d) => d.status)).toEqual(['delivered']);
  },
  20 * MINUTE,
);

it(
  'form posts across a dead delivery worker and PostgreSQL and Temporal restarts: every accepted post is stored and delivered once',
  async () => {
    lifecycleRx.replies = [{ status: 200, body: 'ok' }];
    const configured = await call(gw.url, 'POST', `/v1/sites/${siteId}/webhooks/forms`, {
      key,
      body: { webhook_url: formRx.url },
    });
    expect(configured.status).toBe(200);
    let n = 0;
    const accepted: string[] = [];
    const refused: number[] = [];
    const post = async () => {
      const message = `Table for ${++n} on Friday?`;
      const res = await fetch(`${gw.url}/v1/webhooks/form-submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({ site_id: siteId, page: 'contact.html', name: `Guest ${n}`, message }).toString(),
      }).catch(() => null);
      if (res?.status === 200) accepted.push(((await res.json()) as { submission_id: string }).submission_id);
      else refused.push(res?.status ?? 0);
    };

    await post();
    await killWorker('delivery'); // nobody delivers: the sends wait in Temporal and the outbox
    await post();
    await pg.stop(); // the database is gone: a post cannot be stored, so it must not be acknowledged
    await post();
    pg = await startPostgres();
    await post();
    await temporal.stop(); // stored, but no run can be started now: the outbox sweep starts it later
    await post();
    temporal = await startTemporal();
    await post();
    await startWorker('delivery');

    expect(accepted.length).toBeGreaterThanOrEqual(5);
    expect(refused.every((s) => s >= 500)).toBe(true); // refused only while the database was down, never a 2xx
    const stored = await gw.db.formSubmission.findMany({ where: { siteId } });
    expect(stored.map((s) => s.id).sort()).toEqual([...accepted].sort());
    // Delivered means recorded as delivered (the receiver sees a post before its delivery row says so).
    const delivered = await eventually(
      async () => {
        assertWorkersAlive();
        const rows = await gw.db.webhookDelivery.findMany({
          where: { eventId: { in: stored.map((s) => s.eventId!) }, endpoint: 'site_form' },
        });
        return rows.length === accepted.length && rows.every((d) => d.status === 'delivered') ? rows : null;
      },
      'every accepted form post delivered to the form webhook',
      5 * MINUTE,
    );
    expect(delivered).toHaveLength(accepted.length);
    const got = new Set(formRx.requests.map((r) => (r.body.payload as { submission_id?: string })?.submission_id));
    expect(accepted.filter((id) => !got.has(id))).toEqual([]);
  },
  15 * MINUTE,
);

it(
  'a revision admitted while the build worker is dead survives PostgreSQL and Temporal restarts; one outcome, one charge',
  async () => {
    await killWorker('siteBuild');
    const r = await call<{ revisionId: string }>(gw.url, 'POST', `/v1/sites/${siteId}/revisions`, {
      key,
      body: { prompt: 'Change our phone number to (512) 555-0199' },
    });
    expect(r.status).toBe(202);
    const revisionId = r.body.revisionId;
    expect((await gw.db.creditHold.findUniqueOrThrow({ where: { key: `hold:revision:${revisionId}` } })).status).toBe(
      'held',
    );
    await restartPostgres();
    await restartTemporal();
    expect((await gw.db.revision.findUniqueOrThrow({ where: { id: revisionId } })).status).toMatch(
      /^(pending|running)$/,
    );
    await startWorker('siteBuild');

    const done = await revisionEnded(gw.db, revisionId, 8 * MINUTE);
    expect(done.status).toBe('complete');
    const charges = await gw.db.creditLedgerEntry.findMany({ where: { key: `charge:revision:${revisionId}` } });
    expect(charges).toHaveLength(1);
    expect((await gw.db.creditHold.findUniqueOrThrow({ where: { key: `hold:revision:${revisionId}` } })).status).toBe(
      'settled',
    );
    const outcomes = await gw.db.event.findMany({ where: { dedupeKey: { startsWith: `revision:${revisionId}:` } } });
    expect(outcomes.map((e) => e.type)).toEqual(['site.revision_complete']);
    const acct = await gw.db.account.findUniqueOrThrow({ where: { id: account.id } });
    expect(acct.creditsHeld).toBe(0);
    expect(acct.creditsBalance).toBe(520 - 200 + charges[0]!.amount);
    expect(await reconcileCredits(gw.db, account.id)).toEqual([]); // balance = ledger sum, held = open holds
  },
  15 * MINUTE,
);
