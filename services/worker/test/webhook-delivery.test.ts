import { randomUUID } from 'node:crypto';
import { MockActivityEnvironment } from '@temporalio/testing';
import { workflowIds, type EmitEventInput } from '@sgs/contracts';
import { DEFAULT_RETRY_SCHEDULE_MS, type WebhookDeliveryInput } from '@sgs/contracts/delivery';
import { createEventActivities, createWebhookDeliveryActivities } from '@sgs/activities';
import { dispatchConfigOf, emitAndDispatch, replayDelivery } from '@sgs/webhooks';
import { startWorkers } from '../../../test/helpers/worker';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { eventually, signatureValid, startReceiver, type Receiver } from '../../../test/helpers/receiver';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

const env = testEnv({
  TASK_QUEUE_PREFIX: uniquePrefix('delivery'),
  ALLOW_LOOPBACK_URLS: 'true',
  WEBHOOK_RETRY_SCHEDULE: '0,400ms,400ms,400ms',
  WEBHOOK_TIMEOUT_MS: '700',
  RATE_LIMIT_PER_MINUTE: '1000',
});
let gw: TestGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let rx: Receiver;

beforeAll(async () => {
  gw = await startGateway({ env });
  rx = await startReceiver();
  workers = await startWorkers(env, gw.db, ['delivery'], { mailer: null });
}, 120_000);
afterAll(async () => {
  await workers?.stop();
  await rx.close();
  await gw.close();
});
beforeEach(() => {
  rx.requests.length = 0;
  rx.replies = [{ status: 200, body: 'ok' }];
});

/** An account whose lifecycle webhook points at the receiver; returns its secret. */
async function subscriber(url = rx.url) {
  const { account, key } = await newAccount(gw.db);
  const put = await call(gw.url, 'PUT', '/v1/customer/webhook', { key, body: { url } });
  return { accountId: account.id, key, secret: put.body.secret_plaintext as string };
}

const input = (accountId: string, type: EmitEventInput['type'] = 'site.complete'): EmitEventInput => ({
  accountId,
  siteId: randomUUID(),
  type,
  payload: { status: 'complete', slug: 'x' },
  dedupeKey: `test:${randomUUID()}`,
});
/** The real emitEvent activity, with the Temporal client a worker would give it. */
const emit = (i: EmitEventInput) =>
  new MockActivityEnvironment(undefined, { client: gw.temporal }).run(
    createEventActivities({ db: gw.db, env }).emitEvent,
    i,
  ) as Promise<{ eventId: string }>;
const result = (eventId: string, endpoint = 'customer') =>
  gw.temporal.workflow.getHandle(workflowIds.webhookDelivery(eventId, endpoint)).result();
const delivery = (eventId: string) =>
  gw.db.webhookDelivery.findFirstOrThrow({
    where: { eventId },
    include: { attemptsLog: { orderBy: { attemptNo: 'asc' } } },
  });

it('delivers a signed envelope with every spec header; a retried emit returns the same event and delivers once', async () => {
  const sub = await subscriber();
  const i = input(sub.accountId);
  const { eventId } = await emit(i);
  expect(await result(eventId)).toEqual({ status: 'delivered', attempts: 1 });
  expect(await emit(i)).toEqual({ eventId });
  const [got] = rx.requests;
  expect(rx.requests).toHaveLength(1);
  expect(signatureValid(got!, sub.secret)).toBe(true);
  expect(got!.headers).toMatchObject({
    'content-type': 'application/json',
    'user-agent': 'Service-Webhook/2.0',
    'x-service-event-id': eventId,
    'x-service-event-type': 'site.complete',
  });
  expect(Math.abs(Number(got!.headers['x-service-timestamp']) - Date.now() / 1000)).toBeLessThan(10);
  expect(got!.body).toEqual({
    event_id: eventId,
    type: 'site.complete',
    site_id: i.siteId,
    occurred_at: expect.any(String),
    payload: i.payload,
  });
  const d = await delivery(eventId);
  expect(d).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
  expect(d.attemptsLog).toMatchObject([{ attemptNo: 1, statusCode: 200, outcome: 'delivered', responsePreview: 'ok' }]);
  expect(await gw.db.event.count({ where: { dedupeKey: i.dedupeKey } })).toBe(1);
});

it('retries 5xx on the schedule with the same event_id, then succeeds', async () => {
  const sub = await subscriber();
  rx.replies = [
    { status: 500, body: 'a' },
    { status: 502, body: 'b' },
    { status: 200, body: 'c' },
  ];
  const { eventId } = await emit(input(sub.accountId));
  expect(await result(eventId)).toEqual({ status: 'delivered', attempts: 3 });
  expect(rx.requests.map((r) => r.headers['x-service-event-id'])).toEqual([eventId, eventId, eventId]);
  expect(rx.requests.every((r) => signatureValid(r, sub.secret))).toBe(true);
  expect(rx.requests[1]!.at - rx.requests[0]!.at).toBeGreaterThanOrEqual(350);
  const d = await delivery(eventId);
  expect(d.attemptsLog.map((a) => [a.statusCode, a.outcome, a.responsePreview])).toEqual([
    [500, 'retry', 'a'],
    [502, 'retry', 'b'],
    [200, 'delivered', 'c'],
  ]);
});

it('does not retry a 4xx or a redirect (redirects are not followed)', async () => {
  const sub = await subscriber();
  rx.replies = [{ status: 410, body: 'gone' }];
  const gone = await emit(input(sub.accountId));
  expect(await result(gone.eventId)).toEqual({ status: 'failed', attempts: 1 });
  rx.replies = [{ status: 302, headers: { location: '/elsewhere' } }, { status: 200 }];
  const moved = await emit(input(sub.accountId));
  expect(await result(moved.eventId)).toEqual({ status: 'failed', attempts: 1 });
  expect(rx.requests.map((r) => r.path)).toEqual(['/hook', '/hook']);
  expect((await delivery(moved.eventId)).lastError).toMatch(/302.*not followed/);
});

it('retries a receiver that does not answer within the timeout', async () => {
  const sub = await subscriber();
  rx.replies = [{ status: 200, delayMs: 1500 }, { status: 200 }];
  const { eventId } = await emit(input(sub.accountId));
  expect(await result(eventId)).toEqual({ status: 'delivered', attempts: 2 });
  const d = await delivery(eventId);
  expect(d.attemptsLog[0]).toMatchObject({
    statusCode: null,
    outcome: 'retry',
    error: expect.stringMatching(/timed out/),
  });
});

it('dead-letters after exactly 4 attempts; a replay is a new run for the same event_id, freshly signed', async () => {
  const sub = await subscriber();
  rx.replies = [{ status: 503 }];
  const { eventId } = await emit(input(sub.accountId));
  expect(await result(eventId)).toEqual({ status: 'dead_letter', attempts: 4 });
  expect(rx.requests).toHaveLength(4);
  const dead = await delivery(eventId);
  expect(dead).toMatchObject({ status: 'dead_letter', attempts: 4 });
  expect(dead.deadLetteredAt).not.toBeNull();

  rx.replies = [{ status: 200 }];
  const replayed = await replayDelivery(gw.db, gw.temporal, dispatchConfigOf(env), dead.id);
  expect(replayed).toMatchObject({ event_id: eventId, replays: 1 });
  expect(await result(eventId)).toEqual({ status: 'delivered', attempts: 1 });
  const last = rx.requests[4]!;
  expect(last.body.event_id).toBe(eventId);
  expect(last.rawBody).toBe(rx.requests[0]!.rawBody);
  expect(Number(last.headers['x-service-timestamp'])).toBeGreaterThanOrEqual(
    Number(rx.requests[0]!.headers['x-service-timestamp']),
  );
  expect(signatureValid(last, sub.secret)).toBe(true);
  expect(await delivery(eventId)).toMatchObject({ status: 'delivered', attempts: 5, replays: 1 });
  await expect(replayDelivery(gw.db, gw.temporal, dispatchConfigOf(env), dead.id)).rejects.toThrow(/delivered/);
});

it('signs a queued retry with the secret rotated while it waited', async () => {
  const sub = await subscriber();
  rx.replies = [{ status: 500 }, { status: 200 }];
  const { eventId } = await emitAndDispatch(
    gw.db,
    gw.temporal,
    { ...dispatchConfigOf(env), scheduleMs: [0, 2500] },
    input(sub.accountId),
  );
  await rx.waitFor(1);
  const rotated = await call(gw.url, 'POST', '/v1/customer/webhook/regenerate-secret', { key: sub.key });
  expect(await result(eventId)).toEqual({ status: 'delivered', attempts: 2 });
  const [first, second] = rx.requests;
  expect(signatureValid(first!, sub.secret)).toBe(true);
  expect(signatureValid(second!, rotated.body.secret as string)).toBe(true);
  expect(signatureValid(second!, sub.secret)).toBe(false);
});

it('records unsubscribed events without delivering them', async () => {
  const sub = await subscriber();
  await call(gw.url, 'PATCH', '/v1/customer/webhook/subscriptions', {
    key: sub.key,
    body: { events: ['site.failed'] },
  });
  const skipped = await emit(input(sub.accountId, 'site.complete'));
  expect(await gw.db.event.findUnique({ where: { id: skipped.eventId } })).not.toBeNull();
  expect(await gw.db.webhookDelivery.count({ where: { eventId: skipped.eventId } })).toBe(0);
  const sent = await emit(input(sub.accountId, 'site.failed'));
  expect(await result(sent.eventId)).toEqual({ status: 'delivered', attempts: 1 });
  expect(rx.requests.map((r) => r.body.type)).toEqual(['site.failed']);
});

it('refuses at send time a URL that resolves to a non-public address (SSRF), without sending', async () => {
  const sub = await subscriber();
  await gw.db.customerWebhook.update({ where: { accountId: sub.accountId }, data: { subscribedEvents: [] } });
  const { eventId } = await emit(input(sub.accountId));
  await gw.db.webhookDelivery.create({
    data: { eventId, accountId: sub.accountId, endpoint: 'customer', url: rx.url },
  });
  const strict = createWebhookDeliveryActivities({ db: gw.db, env: { ...env, ALLOW_LOOPBACK_URLS: false } });
  const r = await new MockActivityEnvironment().run(strict.attemptWebhookDelivery, {
    eventId,
    endpoint: 'customer' as const,
    nextDelayMs: null,
  });
  expect(r).toMatchObject({
    outcome: 'permanent',
    status: null,
    error: expect.stringMatching(/^refused: .*127\.0\.0\.1/),
  });
  expect(rx.requests).toHaveLength(0);
});

it('runs the spec schedule by default: an attempt at once, then a durable 30 s timer; the run carries 30 s, 5 min, 30 min', async () => {
  const sub = await subscriber();
  rx.replies = [{ status: 503 }];
  const { eventId } = await emitAndDispatch(
    gw.db,
    gw.temporal,
    { ...dispatchConfigOf(env), scheduleMs: [...DEFAULT_RETRY_SCHEDULE_MS] },
    input(sub.accountId),
  );
  const handle = gw.temporal.workflow.getHandle(workflowIds.webhookDelivery(eventId, 'customer'));
  const timers = await eventually(
    async () => {
      const h = await handle.fetchHistory();
      const t = (h.events ?? [])
        .filter((e) => e.timerStartedEventAttributes)
        .map((e) => Number(e.timerStartedEventAttributes!.startToFireTimeout!.seconds));
      return t.length ? t : null;
    },
    20_000,
    'the first retry timer',
  );
  expect(timers).toEqual([30]);
  expect(rx.requests).toHaveLength(1);
  const started = (await handle.fetchHistory()).events![0]!.workflowExecutionStartedEventAttributes!;
  const runInput = JSON.parse(Buffer.from(started.input!.payloads![0]!.data!).toString()) as WebhookDeliveryInput;
  expect(runInput.scheduleMs).toEqual([0, 30_000, 300_000, 1_800_000]);
  const d = await delivery(eventId);
  expect(d.nextAttemptAt!.getTime() - Date.now()).toBeGreaterThan(20_000);
  expect(d.nextAttemptAt!.getTime() - Date.now()).toBeLessThanOrEqual(30_000);
  await handle.terminate('test over');
});
