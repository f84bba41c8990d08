// One trace from a gateway request through the workflow it starts and that workflow's activity to the outgoing
// webhook attempt, exported over OTLP/HTTP (JSON) to a fake collector on 127.0.0.1 that decodes what it receives;
// and the request id on the way: in the workflow's memo, in workflow and activity log attributes, and on the
// delivery as X-Request-Id.
import { randomUUID } from 'node:crypto';
import { DefaultLogger, Runtime, type LogEntry } from '@temporalio/worker';
import { MockActivityEnvironment } from '@temporalio/testing';
import { workflowIds } from '@sgs/contracts';
import { createEventActivities } from '@sgs/activities';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { startReceiver, type Receiver } from '../../../test/helpers/receiver';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers } from '../../../test/helpers/worker';
import { startTracing, type Tracing } from '../src';
import { startCollector } from './otlp-collector';

const logs: LogEntry[] = [];
let collector: Awaited<ReturnType<typeof startCollector>>;
let tracing: Tracing | undefined;
let gw: TestGateway;
let rx: Receiver;
let workers: Awaited<ReturnType<typeof startWorkers>>;
const env = testEnv({
  TASK_QUEUE_PREFIX: uniquePrefix('trace'),
  ALLOW_LOOPBACK_URLS: 'true',
  WEBHOOK_RETRY_SCHEDULE: '0',
  RATE_LIMIT_PER_MINUTE: '1000',
});

beforeAll(async () => {
  // Every SDK log line of the workers in this process, with its attributes.
  Runtime.install({ logger: new DefaultLogger('DEBUG', (entry) => logs.push(entry)) });
  collector = await startCollector();
  tracing = await startTracing('test', collector.url); // before the gateway's client and the workers exist
  gw = await startGateway({ env });
  rx = await startReceiver();
  workers = await startWorkers(env, gw.db, ['delivery'], { mailer: null });
}, 120_000);

afterAll(async () => {
  await workers?.stop();
  await rx?.close();
  await gw?.close();
  await tracing?.shutdown();
  await collector?.close();
});

it('without a collector configured, nothing is installed', async () => {
  expect(await startTracing('test', undefined)).toBeUndefined();
});

it('traces a replayed webhook from the gateway request to the attempt, and carries the request id', async () => {
  expect(tracing).toBeDefined();
  const { account, key } = await newAccount(gw.db);
  const put = await call(gw.url, 'PUT', '/v1/customer/webhook', { key, body: { url: rx.url } });
  expect(put.status).toBe(200);

  // A delivery the receiver refuses (410: permanent, so the one attempt fails it): replayable.
  rx.replies = [{ status: 410, body: 'gone' }];
  const { eventId } = (await new MockActivityEnvironment(undefined, { client: gw.temporal }).run(
    createEventActivities({ db: gw.db, env }).emitEvent,
    {
      accountId: account.id,
      siteId: randomUUID(),
      type: 'site.complete' as const,
      payload: { status: 'complete', slug: 'x' },
      dedupeKey: `trace:${randomUUID()}`,
    },
  )) as { eventId: string };
  const failed = await eventually(
    async () => {
      const d = await gw.db.webhookDelivery.findFirst({ where: { eventId } });
      return d?.status === 'failed' ? d : null;
    },
    'the first delivery to fail',
    60_000,
  );
  await rx.waitFor(1);
  // The row says failed before the delivery run has closed; a replay is refused (409) while it still runs.
  const run = gw.temporal.workflow.getHandle(workflowIds.webhookDelivery(eventId, 'customer'));
  await run.result().catch(() => undefined);

  rx.replies = [{ status: 200, body: 'ok' }];
  const replay = await call(gw.url, 'POST', `/v1/webhook-deliveries/${failed.id}/replay`, {
    key,
    headers: { 'x-request-id': 'req-trace-1' },
  });
  expect(replay.status).toBe(202);
  expect(replay.headers.get('x-request-id')).toBe('req-trace-1');
  const [, delivered] = await rx.waitFor(2, 60_000);

  // The delivery carries the request id and the W3C trace context of the attempt's span.
  expect(delivered!.headers['x-request-id']).toBe('req-trace-1');
  const traceparent = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(delivered!.headers.traceparent));
  expect(traceparent).not.toBeNull();
  const [, traceId, attemptSpanId] = traceparent!;
  expect((await run.describe()).memo).toMatchObject({ requestId: 'req-trace-1' });

  // The collector received the whole chain in that one trace, each span the child of the one before.
  const chain = [
    'POST /v1/webhook-deliveries/:deliveryId/replay',
    'StartWorkflow:webhookDelivery',
    'RunWorkflow:webhookDelivery',
    'StartActivity:attemptWebhookDelivery',
    'RunActivity:attemptWebhookDelivery',
    'webhook POST',
  ];
  const spans = await eventually(
    async () => {
      const inTrace = collector.spans.filter((s) => s.traceId === traceId);
      return chain.every((name) => inTrace.some((s) => s.name === name)) ? inTrace : null;
    },
    `spans ${chain.join(', ')} in trace ${traceId}`,
    60_000,
  );
  const byName = (name: string) => spans.filter((s) => s.name === name);
  for (const name of chain) expect(byName(name)).toHaveLength(1);
  const [root, ...rest] = chain.map((name) => byName(name)[0]!);
  expect(root!.parentSpanId ?? '').toBe('');
  expect(root!.kind).toBe(2); // SERVER
  rest.forEach((span, i) => expect(span.parentSpanId).toBe([root!, ...rest][i]!.spanId));
  expect(byName('webhook POST')[0]!.spanId).toBe(attemptSpanId);
  expect(byName('webhook POST')[0]!.kind).toBe(3); // CLIENT
  expect(collector.contentTypes.every((t) => t.startsWith('application/json'))).toBe(true);

  // Workflow and activity log lines of that run carry the request id.
  const runLogs = logs.filter((l) => l.meta?.workflowId === run.workflowId);
  const tagged = (message: string) =>
    runLogs.filter((l) => l.message === message && l.meta?.requestId === 'req-trace-1');
  expect(tagged('Workflow completed')).toHaveLength(1);
  expect(tagged('Activity completed').map((l) => l.meta?.activityType)).toEqual(['attemptWebhookDelivery']);
}, 180_000);
