// Two revisions of one site from two requests: the first starts the site's queue workflow, the second reaches the
// running queue by signal. Each revision runs under its own request: its id in the child run's memo, on the SDK's
// activity log lines (including "Activity started") and on its site.revision_complete webhook; its spans in its
// own trace (the fake OTLP collector on 127.0.0.1). And the hosting service's server spans: page, asset, 404.
import { randomBytes, randomUUID } from 'node:crypto';
import { Runtime } from '@temporalio/worker';
import { enqueueRevisionSignal, revisionWorkflowId, workflowIds } from '@sgs/contracts';
import { revisionEnded } from '../../../test/helpers/revisions';
import { useRevisionStack } from '../../../test/helpers/revision-stack';
import { startReceiver, type Received, type Receiver } from '../../../test/helpers/receiver';
import { call } from '../../../test/helpers/stack';
import { eventually, startWorkers } from '../../../test/helpers/worker';
import { startTracing, temporalSdkLogger, type Tracing } from '../src';
import { TRACE_CONTEXT_HEADER } from '../src/workflow/header';
import { startCollector, type CollectedSpan } from './otlp-collector';

type Line = Record<string, unknown> & { level: string; msg: string };
const lines: Line[] = [];
const sink = (level: string) => (attributes: object, msg: string) => lines.push({ ...attributes, level, msg });
let collector: Awaited<ReturnType<typeof startCollector>>;
let tracing: Tracing | undefined;

// Before the stack's own beforeAll: the SDK's logger and tracing must exist before its client and workers.
beforeAll(async () => {
  Runtime.install({
    logger: temporalSdkLogger({
      trace: sink('trace'),
      debug: sink('debug'),
      info: sink('info'),
      warn: sink('warn'),
      error: sink('error'),
    }),
  });
  collector = await startCollector();
  tracing = await startTracing('test', collector.url);
}, 60_000);

process.env.ALLOW_LOOPBACK_URLS = 'true'; // the webhook receiver is on 127.0.0.1 (this file's copy of the env)
const stack = useRevisionStack('origin');
let delivery: Awaited<ReturnType<typeof startWorkers>>;
let rx: Receiver;

beforeAll(async () => {
  rx = await startReceiver();
  delivery = await startWorkers(stack.env, stack.gw.db, ['delivery'], { mailer: null });
}, 120_000);

afterAll(async () => {
  await delivery?.stop();
  await rx?.close();
  await tracing?.shutdown();
  await collector?.close();
});

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const DAY = 86_400_000;

it('the OpenTelemetry trace header it sets is the one the interceptors read', async () => {
  const { TRACE_HEADER } = await import('@temporalio/interceptors-opentelemetry/lib/instrumentation');
  expect(TRACE_CONTEXT_HEADER).toBe(TRACE_HEADER);
});

it('runs a revision admitted to a running queue under its own request id and trace', async () => {
  expect(tracing).toBeDefined();
  const { key, site, host } = await stack.deployed();
  expect((await call(stack.gw.url, 'PUT', '/v1/customer/webhook', { key, body: { url: rx.url } })).status).toBe(200);

  // Each request comes with its own trace (the gateway continues a caller's traceparent).
  const requests = ['a', 'b'].map((n) => ({ id: `req-origin-${n}-${hex(4)}`, traceId: hex(16), spanId: hex(8) }));
  const ids: string[] = [];
  for (const [i, r] of requests.entries()) {
    const res = await call(stack.gw.url, 'POST', `/v1/sites/${site.id}/revisions`, {
      key,
      body: { prompt: `Change our phone number to (217) 555-070${i + 1}` },
      headers: { 'x-request-id': r.id, traceparent: `00-${r.traceId}-${r.spanId}-01` },
    });
    expect(res.status).toBe(202);
    ids.push(res.body.revisionId as string);
  }
  const [a, b] = requests as [(typeof requests)[0], (typeof requests)[0]];
  for (const id of ids) expect((await revisionEnded(stack.gw.db, id, 180_000)).status).toBe('complete');

  // One queue run, started by the first request: the second revision reached it by signal.
  const queue = await stack.gw.temporal.workflow.getHandle(workflowIds.siteRevisions(site.id)).describe();
  expect(queue.memo).toEqual({ requestId: a.id });
  const runs = await Promise.all(
    ids.map((id) => stack.gw.temporal.workflow.getHandle(revisionWorkflowId(id)).describe()),
  );
  // The trace context went into the child's header, not its memo.
  expect(runs.map((r) => r.memo)).toEqual([{ requestId: a.id }, { requestId: b.id }]);

  // The SDK's activity lines of each run carry its request id, "Activity started" included (once per activity).
  // (The revision's row and event are written inside its last activity, so that activity's "completed" line may
  // come a moment after revisionEnded: wait until every started activity has completed.)
  const types = (ls: Line[], msg: string) =>
    ls
      .filter((l) => l.msg === msg)
      .map((l) => String(l.activityType))
      .sort();
  for (const [i, id] of ids.entries()) {
    const ofRun = await eventually(
      async () => {
        const ls = lines.filter((l) => l.workflowId === revisionWorkflowId(id) && l.activityType);
        const started = types(ls, 'Activity started');
        return started.length && started.join() === types(ls, 'Activity completed').join() ? ls : null;
      },
      `every activity of revision ${i + 1} logged as started and completed`,
      60_000,
    );
    const started = ofRun.filter((l) => l.msg === 'Activity started');
    // (The worker's trace-level task bookkeeping, "Starting activity" and "Activity resolved", comes before and
    // after the activity and has no request; everything the activity's own logger writes does.)
    const own = ofRun.filter((l) => l.sdkComponent === 'activity' || /^Activity (started|completed)/.test(l.msg));
    expect(own.length).toBeGreaterThanOrEqual(2 * started.length);
    expect(own.filter((l) => l.requestId !== requests[i]!.id).map((l) => [l.msg, l.activityType])).toEqual([]);
  }
  expect(lines.filter((l) => l.msg === 'Activity started' && l.sdkComponent !== 'activity')).toEqual([]);

  // Each revision's webhook carries its own request id and trace.
  const webhooks = await eventually(
    async () => {
      const found = ids.map((id) =>
        rx.requests.find(
          (r: Received) =>
            r.body.type === 'site.revision_complete' &&
            (r.body.payload as { revision_id?: string } | undefined)?.revision_id === id,
        ),
      );
      return found.every(Boolean) ? (found as Received[]) : null;
    },
    'site.revision_complete of both revisions at the receiver',
    120_000,
  );
  webhooks.forEach((w, i) => {
    expect(w.headers['x-request-id']).toBe(requests[i]!.id);
    expect(String(w.headers.traceparent)).toMatch(new RegExp(`^00-${requests[i]!.traceId}-[0-9a-f]{16}-01$`));
  });

  // Each revision run is a child of its own gateway request's span.
  const inTrace = (r: (typeof requests)[0], name: string) =>
    collector.spans.filter((s: CollectedSpan) => s.traceId === r.traceId && s.name === name);
  const spans = await eventually(
    async () => {
      const found = requests.map((r) => ({
        server: inTrace(r, 'POST /v1/sites/:id/revisions'),
        run: inTrace(r, 'RunWorkflow:revision'),
        activities: collector.spans.filter((s) => s.traceId === r.traceId && s.name.startsWith('RunActivity:')),
      }));
      return found.every((f) => f.server.length && f.run.length && f.activities.length) ? found : null;
    },
    'the gateway, revision run and activity spans of both requests',
    120_000,
  );
  spans.forEach((f, i) => {
    expect(f.server).toHaveLength(1);
    expect(f.server[0]!.parentSpanId).toBe(requests[i]!.spanId);
    expect(f.run).toHaveLength(1);
    expect(f.run[0]!.parentSpanId).toBe(f.server[0]!.spanId);
  });

  // A revision that waited past the queue timeout ends without a run, in the queue workflow itself: its outcome
  // still carries its own request. (Made stale by hand: the row as the gateway writes it, and the gateway's signal
  // with its request id, queued a day ago; waiting out REVISION_QUEUE_TIMEOUT would take 30 minutes.)
  const stale = { id: randomUUID(), requestId: `req-origin-stale-${hex(4)}`, queuedAt: new Date(Date.now() - DAY) };
  await stack.gw.db.revision.create({
    data: {
      id: stale.id,
      siteId: site.id,
      accountId: site.accountId,
      prompt: 'Change our phone number',
      status: 'pending',
      queuedAt: stale.queuedAt,
    },
  });
  await stack.gw.temporal.workflow.getHandle(workflowIds.siteRevisions(site.id)).signal(enqueueRevisionSignal, {
    revisionId: stale.id,
    queuedAt: stale.queuedAt.getTime(),
    requestId: stale.requestId,
  });
  expect((await revisionEnded(stack.gw.db, stale.id, 120_000)).reason).toBe('queue_timeout');
  const failed = await eventually(
    async () =>
      rx.requests.find(
        (r: Received) =>
          r.body.type === 'site.revision_failed' &&
          (r.body.payload as { revision_id?: string } | undefined)?.revision_id === stale.id,
      ),
    'site.revision_failed of the stale revision at the receiver',
    120_000,
  );
  expect(failed.headers['x-request-id']).toBe(stale.requestId);
  const finished = lines.filter(
    (l) =>
      l.workflowId === workflowIds.siteRevisions(site.id) &&
      l.activityType === 'finishRevision' &&
      l.msg === 'Activity completed',
  );
  expect(finished.map((l) => l.requestId)).toEqual([stale.requestId]);

  // The hosting service's spans: one per request, named by what it served.
  const page = await stack.hosting.visit(host, '/');
  expect(page.status).toBe(200);
  // A file the page links (its favicon, stylesheet or a script), by its path on the site.
  const linked = /(?:href|src)="\/?([^":#?]+\.(?:css|js|ico|png|svg|webp|jpg))"/.exec(page.body)?.[1];
  expect(linked).toBeDefined();
  expect((await stack.hosting.visit(host, `/${linked}`)).status).toBe(200);
  expect((await stack.hosting.visit(host, '/no-such-page')).status).toBe(404);
  const hostingSpans = await eventually(
    async () => {
      const mine = collector.spans.filter((s) => s.attributes['server.address'] === host);
      return mine.length >= 3 ? mine : null;
    },
    'three hosting spans',
    60_000,
  );
  expect(
    hostingSpans.map((s) => [s.name, s.kind, s.attributes['http.route'], s.attributes['http.response.status_code']]),
  ).toEqual([
    ['GET page', 2, 'page', 200],
    ['GET asset', 2, 'asset', 200],
    ['GET 404', 2, '404', 404],
  ]);
}, 600_000);
