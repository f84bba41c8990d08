import { workflowIds } from '@sgs/contracts';
import { ensureDeliverySchedules } from '@sgs/webhooks';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers } from '../../../test/helpers/worker';

// The outbox-sweep Schedule releases the hold of work killed before it could settle or release it; no operator
// runs `credits reconcile`. Only the delivery worker runs here: builds are admitted (their hold placed, their
// workflow started) but no site-build worker picks them up, so they stay running until the test kills one.
const env = testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('stale-holds'), OUTBOX_SWEEP_INTERVAL: '2s' });
let gw: TestGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let scheduleIds: string[] = [];

beforeAll(async () => {
  gw = await startGateway({ env });
  workers = await startWorkers(env, gw.db, ['delivery'], { mailer: null });
}, 120_000);
afterAll(async () => {
  for (const id of scheduleIds)
    await gw.temporal.schedule
      .getHandle(id)
      .delete()
      .catch(() => undefined);
  await workers?.stop();
  await gw.close();
});

it('releases the hold of a build whose workflow was terminated, and keeps the one still running', async () => {
  const { key, account } = await newAccount(gw.db, { credits: 1500 });
  const body = { businessName: "Joe's Pizza", businessLocation: 'Austin, TX' };
  const running = await call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', { key, body });
  const killed = await call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', { key, body });
  expect([running.status, killed.status]).toEqual([202, 202]);
  await gw.temporal.workflow.getHandle(workflowIds.siteBuild(killed.body.siteId)).terminate('killed by the test');
  // Both holds are past the sweep's age; the running build's is older, so a sweep decides it first.
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
  await gw.db.creditHold.updateMany({ where: { siteId: running.body.siteId }, data: { createdAt: hoursAgo(3) } });
  await gw.db.creditHold.updateMany({ where: { siteId: killed.body.siteId }, data: { createdAt: hoursAgo(2) } });
  // Its rows still look in flight: the database alone cannot tell (what `credits reconcile` used to need).
  expect((await gw.db.site.findUniqueOrThrow({ where: { id: killed.body.siteId } })).status).toBe('generating');

  scheduleIds = await ensureDeliverySchedules(gw.temporal, env);
  const released = await eventually(
    () =>
      gw.db.creditHold.findFirst({ where: { siteId: killed.body.siteId, status: 'released' } }).then((h) => h ?? null),
    'the killed build’s hold to be released by the Schedule',
    120_000,
  );
  expect(released.closedAt).not.toBeNull();
  const holds = await gw.db.creditHold.findMany({ where: { accountId: account.id } });
  expect(Object.fromEntries(holds.map((h) => [h.siteId, h.status]))).toEqual({
    [running.body.siteId]: 'held',
    [killed.body.siteId]: 'released',
  });
  const a = await gw.db.account.findUniqueOrThrow({ where: { id: account.id } });
  expect({ balance: a.creditsBalance, held: a.creditsHeld }).toEqual({ balance: 1500, held: 500 });
  expect(await gw.db.creditLedgerEntry.count({ where: { accountId: account.id, kind: 'charge' } })).toBe(0);
}, 180_000);
