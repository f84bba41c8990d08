// The build's review loop on the real Temporal server, with the visual-review queue served by activities
// this test controls (the real Chromium review has its own tests): steering attempts, warnings,
// catastrophic failures, and a review worker that dies mid-review.
import { Context } from '@temporalio/activity';
import { NativeConnection, Worker } from '@temporalio/worker';
import { taskQueue, workflowIds } from '@sgs/contracts';
import type { Finding, ReviewResult } from '@sgs/visual-review';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers, tempDataDir } from '../../../test/helpers/worker';

type Json = Record<string, unknown>;
const overflow = (page: string): Finding => ({
  rule: 'horizontal-overflow',
  severity: 'error',
  page,
  viewport: 'mobile',
  description: `${page} is 40px wider than the screen at mobile width`,
});
const result = (over: Partial<ReviewResult>): ReviewResult & { screenshots: string[] } => ({
  findings: [],
  catastrophic: [],
  pages: [],
  omitted: 0,
  durationMs: 1,
  timings: [],
  screenshots: [],
  ...over,
});

let gw: TestGateway;
let build: Awaited<ReturnType<typeof startWorkers>>;
let connection: NativeConnection;
const reviews: { siteId: string; releaseId: string }[] = [];

beforeAll(async () => {
  const env = testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('loop'), DATA_DIR: tempDataDir() });
  gw = await startGateway({ env });
  build = await startWorkers(env, gw.db, ['siteBuild'], { llm: null });
  connection = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
}, 60_000);
afterAll(async () => {
  await build.stop();
  await connection.close();
  await gw.close();
});

async function reviewWorker(reviewRelease: (a: { siteId: string; releaseId: string }) => Promise<unknown>) {
  const worker = await Worker.create({
    connection,
    taskQueue: taskQueue('visualReview', gw.deps.env.TASK_QUEUE_PREFIX),
    activities: { reviewRelease },
  });
  const running = worker.run();
  return {
    worker,
    stop: async () => {
      worker.shutdown();
      await running;
    },
  };
}

async function buildSite(key: string) {
  const r = await call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', {
    key,
    body: {
      businessName: `Loop Plumbing ${Date.now()}`,
      businessLocation: 'Tulsa, OK',
      contactEmail: 'owner@loop.example',
    },
  });
  return r.body.siteId;
}
const finished = (key: string, siteId: string) =>
  eventually(
    async () => {
      const s = await call<Json>(gw.url, 'GET', `/v1/sites/${siteId}`, { key });
      return ['complete', 'complete_with_warnings', 'failed'].includes(s.body.status as string) ? s.body : null;
    },
    'the build to finish',
    60_000,
  );

it('reviews, steers exactly three times after the first review, then ships with warning objects', async () => {
  const rw = await reviewWorker(async (a) => {
    reviews.push(a);
    return result({
      findings: [overflow('services.html'), { ...overflow('index.html'), severity: 'info', rule: 'note' }],
    });
  });
  try {
    const { key, account } = await newAccount(gw.db);
    const siteId = await buildSite(key);
    const site = await finished(key, siteId);
    expect(site.status).toBe('complete_with_warnings');
    expect(site.warnings).toEqual([
      {
        rule: 'horizontal-overflow',
        severity: 'error',
        page: 'services.html',
        viewport: 'mobile',
        description: 'services.html is 40px wider than the screen at mobile width',
        fix_via_revision: {
          endpoint: `/v1/sites/${siteId}/revisions`,
          suggested_prompt: expect.stringContaining('services.html'),
        },
      },
    ]);
    const mine = reviews.filter((r) => r.siteId === siteId);
    expect(mine).toHaveLength(4);
    expect(new Set(mine.map((r) => r.releaseId)).size).toBe(4);
    const releases = await gw.db.siteRelease.findMany({ where: { siteId }, orderBy: { createdAt: 'asc' } });
    expect(releases.map((r) => r.sourceKey)).toEqual(['build:1', 'build:2', 'build:3', 'build:4']);
    // site.research_ready goes out only after the phase moved on (a receiver acting on it at once is not refused).
    const history = await gw.temporal.workflow.getHandle(workflowIds.siteBuild(siteId)).fetchHistory();
    const activities = (history.events ?? []).flatMap((e) =>
      e.activityTaskScheduledEventAttributes?.activityType?.name
        ? [e.activityTaskScheduledEventAttributes.activityType.name]
        : [],
    );
    const afterResearch = activities.slice(activities.indexOf('runResearch') + 1);
    expect(afterResearch.indexOf('recordPhase')).toBeGreaterThanOrEqual(0);
    expect(afterResearch.indexOf('recordPhase')).toBeLessThan(afterResearch.indexOf('emitEvent'));
    expect((releases[3]!.document as { constraints: unknown }).constraints).not.toEqual(
      (releases[0]!.document as { constraints: unknown }).constraints,
    );
    const complete = await eventually(
      () => gw.db.event.findFirst({ where: { siteId, type: 'site.complete' } }),
      'site.complete',
    );
    expect((complete.payload as Json).warnings).toEqual([
      expect.objectContaining({
        rule: 'horizontal-overflow',
        remediation_prompt: expect.stringContaining('services.html'),
      }),
    ]);
    expect((complete.payload as Json).warnings).not.toEqual([
      expect.objectContaining({ fix_via_revision: expect.anything() }),
    ]);
    expect(await gw.db.creditLedgerEntry.count({ where: { accountId: account.id, kind: 'charge' } })).toBe(1);
  } finally {
    await rw.stop();
  }
}, 90_000);

it('fails a catastrophic render as failed (phase review), never as warnings, and charges nothing', async () => {
  const rw = await reviewWorker(async () =>
    result({
      catastrophic: [
        {
          rule: 'page-error',
          severity: 'error',
          page: 'index.html',
          viewport: 'desktop',
          description: 'Uncaught TypeError: x is undefined',
        },
      ],
    }),
  );
  try {
    const { key, account } = await newAccount(gw.db);
    const siteId = await buildSite(key);
    const site = await finished(key, siteId);
    expect(site).toMatchObject({
      status: 'failed',
      generation_phase: 'failed',
      last_error: expect.stringContaining('Uncaught TypeError'),
    });
    expect(site).not.toHaveProperty('warnings');
    const failed = await eventually(
      () => gw.db.event.findFirst({ where: { siteId, type: 'site.failed' } }),
      'site.failed',
    );
    expect(failed.payload).toMatchObject({ failed_phase: 'review', failed_reason: 'catastrophic_render' });
    expect(await gw.db.creditLedgerEntry.count({ where: { accountId: account.id, kind: 'charge' } })).toBe(0);
    expect((await gw.db.site.findUniqueOrThrow({ where: { id: siteId } })).currentReleaseId).toBeNull();
  } finally {
    await rw.stop();
  }
}, 90_000);

it('survives a review worker that dies mid-review: exactly one site.complete and one charge', async () => {
  let started!: () => void;
  const inFirst = new Promise<void>((r) => (started = r));
  // The first worker's review never finishes on its own: the worker is stopped while the review runs,
  // which cancels the activity (as a dying worker's does); Temporal retries it on the other worker.
  const dying = await reviewWorker(async () => {
    started();
    const signal = Context.current().cancellationSignal;
    await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
  });
  const { key, account } = await newAccount(gw.db);
  const siteId = await buildSite(key);
  await inFirst;
  const stopping = dying.stop();
  const healthy = await reviewWorker(async () => result({}));
  try {
    const site = await finished(key, siteId);
    expect(site.status).toBe('complete');
    await new Promise((r) => setTimeout(r, 1000));
    expect(await gw.db.event.count({ where: { siteId, type: 'site.complete' } })).toBe(1);
    expect(await gw.db.creditLedgerEntry.count({ where: { accountId: account.id, kind: 'charge' } })).toBe(1);
  } finally {
    await healthy.stop();
    await stopping;
  }
}, 90_000);

it('ships a contact email changed while the build was in review', async () => {
  const rw = await reviewWorker(async (a) => {
    // What POST /v1/sites/:id/contact does before the site has shipped: only the stored address changes.
    await gw.db.site.update({ where: { id: a.siteId }, data: { contactEmail: 'late@loop.example' } });
    return result({});
  });
  try {
    const { key } = await newAccount(gw.db);
    const siteId = await buildSite(key);
    expect((await finished(key, siteId)).status).toBe('complete');
    const site = await gw.db.site.findUniqueOrThrow({ where: { id: siteId } });
    const live = await gw.db.siteRelease.findUniqueOrThrow({ where: { id: site.currentReleaseId! } });
    expect((live.document as { business: { email?: string } }).business.email).toBe('late@loop.example');
    const contact = (await gw.deps.storage.readRelease(siteId, live.id)).get('contact.html')!.toString();
    expect(contact).toContain('late@loop.example');
    expect(contact).not.toContain('owner@loop.example');
  } finally {
    await rw.stop();
  }
}, 90_000);
