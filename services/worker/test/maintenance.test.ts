import { randomUUID } from 'node:crypto';
import { deliveryWorkflowIds } from '@sgs/contracts/delivery';
import { ensureDeliverySchedules } from '@sgs/webhooks';
import { startMaintenanceStack, type MaintenanceStack } from '../../../test/helpers/maintenance';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { createTestSite, eventually, startReceiver, type Receiver } from '../../../test/helpers/receiver';
import { call, newAccount, type TestGateway } from '../../../test/helpers/stack';

const env = testEnv({
  TASK_QUEUE_PREFIX: uniquePrefix('maint'),
  ALLOW_LOOPBACK_URLS: 'true',
  RETENTION_INTERVAL: '24h',
  OUTBOX_SWEEP_INTERVAL: '1h',
});
let stack: MaintenanceStack;
let gw: TestGateway;
let rx: Receiver;
let scheduleIds: string[] = [];

beforeAll(async () => {
  stack = await startMaintenanceStack(env);
  gw = stack.gw;
  rx = await startReceiver();
  scheduleIds = await stack.schedules();
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await rx?.close();
});

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

it('creates the Schedules once and updates them in place on the next start', async () => {
  expect(scheduleIds).toEqual([
    deliveryWorkflowIds.retentionSchedule(env.TASK_QUEUE_PREFIX),
    deliveryWorkflowIds.outboxSweepSchedule(env.TASK_QUEUE_PREFIX),
  ]);
  expect(await ensureDeliverySchedules(gw.temporal, { ...env, RETENTION_FORM_SUBMISSION_DAYS: 91 })).toEqual(
    scheduleIds,
  );
  const d = await gw.temporal.schedule.getHandle(scheduleIds[0]!).describe();
  expect(d.action).toMatchObject({
    workflowType: 'retentionCleanup',
    args: [{ formSubmissionDays: 91, deliveryLogDays: 30, requestLogDays: 30 }],
  });
  await ensureDeliverySchedules(gw.temporal, env);
});

it('retention: deletes form submissions after 90 days, delivery logs and request logs after 30, keeps younger rows', async () => {
  const { account } = await newAccount(gw.db);
  const site = await createTestSite(gw.db, account.id);
  const [oldSub, newSub] = await Promise.all(
    [91, 89].map((d) =>
      gw.db.formSubmission.create({
        data: { siteId: site.id, accountId: account.id, fields: { d }, createdAt: daysAgo(d) },
      }),
    ),
  );
  const event = await gw.db.event.create({
    data: {
      accountId: account.id,
      siteId: site.id,
      type: 'site.complete',
      payload: {},
      dedupeKey: `t:${randomUUID()}`,
    },
  });
  const delivery = await gw.db.webhookDelivery.create({
    data: { eventId: event.id, accountId: account.id, endpoint: 'customer', url: rx.url, status: 'delivered' },
  });
  const [oldAttempt, newAttempt] = await Promise.all(
    [31, 29].map((d) =>
      gw.db.webhookDeliveryAttempt.create({
        data: { deliveryId: delivery.id, attemptNo: d, durationMs: 1, createdAt: daysAgo(d) },
      }),
    ),
  );
  const [oldLog, newLog] = await Promise.all(
    [31, 29].map((d) =>
      gw.db.requestLog.create({
        data: { method: 'GET', path: `/r${d}`, status: 200, durationMs: 1, createdAt: daysAgo(d) },
      }),
    ),
  );

  const handle = gw.temporal.schedule.getHandle(scheduleIds[0]!);
  await handle.trigger();
  await eventually(
    async () => (await gw.db.formSubmission.findUnique({ where: { id: oldSub!.id } })) === null,
    30_000,
    'old submission purged',
  );
  await eventually(
    async () => (await gw.db.requestLog.findUnique({ where: { id: oldLog!.id } })) === null,
    10_000,
    'old request log purged',
  );
  expect(await gw.db.webhookDeliveryAttempt.findUnique({ where: { id: oldAttempt!.id } })).toBeNull();
  expect(await gw.db.formSubmission.findUnique({ where: { id: newSub!.id } })).not.toBeNull();
  expect(await gw.db.webhookDeliveryAttempt.findUnique({ where: { id: newAttempt!.id } })).not.toBeNull();
  expect(await gw.db.requestLog.findUnique({ where: { id: newLog!.id } })).not.toBeNull();
  expect(await gw.db.webhookDelivery.findUnique({ where: { id: delivery.id } })).not.toBeNull();
});

it('outbox sweep: starts a delivery that was recorded but never started (Temporal was down at submit time)', async () => {
  const { account, key } = await newAccount(gw.db);
  await call(gw.url, 'PUT', '/v1/customer/webhook', { key, body: { url: rx.url } });
  const event = await gw.db.event.create({
    data: {
      accountId: account.id,
      siteId: null,
      type: 'site.failed',
      payload: { last_error: 'x' },
      dedupeKey: `t:${randomUUID()}`,
    },
  });
  await gw.db.webhookDelivery.create({
    data: {
      eventId: event.id,
      accountId: account.id,
      endpoint: 'customer',
      url: rx.url,
      createdAt: new Date(Date.now() - 120_000),
    },
  });
  await gw.temporal.schedule.getHandle(scheduleIds[1]!).trigger();
  await eventually(
    () => gw.db.webhookDelivery.findFirst({ where: { eventId: event.id, status: 'delivered' } }),
    30_000,
    'swept delivery delivered',
  );
  expect(rx.requests.filter((r) => r.body.event_id === event.id)).toHaveLength(1);
});
