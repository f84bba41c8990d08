import { buildHoldCredits, workflowIds } from '@sgs/contracts';
import { deliveryWorkflowIds } from '@sgs/contracts/delivery';
import { accountLinkSecret, createSession, issueAccountLink } from '@sgs/db';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { startMaintenanceStack, type MaintenanceStack } from '../../../test/helpers/maintenance';
import { call, newAccount, type TestGateway } from '../../../test/helpers/stack';
import { eventually } from '../../../test/helpers/worker';

// The maintenance Schedules keep accounts tidy without an operator: the outbox sweep releases the hold of work killed
// before it could settle or release it (no `credits reconcile` needed), and retention deletes ended sign-in records.
// Only the delivery worker runs here: builds are admitted (their hold placed, their workflow started) but no
// site-build worker picks them up, so they stay running until the test kills one.
const env = testEnv({
  TASK_QUEUE_PREFIX: uniquePrefix('account-maint'),
  OUTBOX_SWEEP_INTERVAL: '2s',
  RETENTION_INTERVAL: '24h',
});
let stack: MaintenanceStack;
let gw: TestGateway;

beforeAll(async () => {
  stack = await startMaintenanceStack(env);
  gw = stack.gw;
}, 120_000);
afterAll(() => stack?.stop());

it('fails a build whose workflow was terminated (hold released, site.failed sent), keeps the one still running', async () => {
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

  await stack.schedules();
  const released = await eventually(
    () =>
      gw.db.creditHold.findFirst({ where: { siteId: killed.body.siteId, status: 'released' } }).then((h) => h ?? null),
    'the killed build’s hold to be released by the Schedule',
    120_000,
  );
  expect(released.closedAt).not.toBeNull();
  // The site fails as the build would have failed it (spec 3.1), with its stage and a readable error.
  const site = await eventually(
    () => gw.db.site.findFirst({ where: { id: killed.body.siteId, status: 'failed' } }),
    'the killed build’s site to be failed by the Schedule',
    120_000,
  );
  expect(site).toMatchObject({ generationPhase: 'failed', failedPhase: 'research', failedReason: 'build_interrupted' });
  expect(site.lastError).toContain('TERMINATED');
  const failed = await call<Record<string, unknown>>(gw.url, 'GET', `/v1/sites/${killed.body.siteId}`, { key });
  expect(failed.body).toMatchObject({ status: 'failed', last_error: site.lastError });
  const event = await eventually(
    () => gw.db.event.findFirst({ where: { siteId: killed.body.siteId, type: 'site.failed' } }),
    'site.failed for the killed build',
  );
  expect(event.payload).toMatchObject({ site_id: killed.body.siteId, failed_reason: 'build_interrupted' });
  expect((await gw.db.site.findUniqueOrThrow({ where: { id: running.body.siteId } })).status).toBe('generating');
  const holds = await gw.db.creditHold.findMany({ where: { accountId: account.id } });
  expect(Object.fromEntries(holds.map((h) => [h.siteId, h.status]))).toEqual({
    [running.body.siteId]: 'held',
    [killed.body.siteId]: 'released',
  });
  const a = await gw.db.account.findUniqueOrThrow({ where: { id: account.id } });
  // The running build's hold stays: a build on this deployment (no model key) holds its known cost.
  expect({ balance: a.creditsBalance, held: a.creditsHeld }).toEqual({ balance: 1500, held: buildHoldCredits(false) });
  expect(await gw.db.creditLedgerEntry.count({ where: { accountId: account.id, kind: 'charge' } })).toBe(0);
}, 180_000);

it('retention deletes e-mail links and sessions that ended before the request-log cutoff, and keeps the rest', async () => {
  const { account } = await newAccount(gw.db);
  const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
  const link = async (expiresAt: Date) => {
    const secret = await accountLinkSecret(gw.db, env.ACCOUNT_LINK_SECRET);
    const { id } = await issueAccountLink(gw.db, secret, account.id, 'signin', 60_000);
    await gw.db.accountAuthToken.update({ where: { id }, data: { expiresAt } });
    return id;
  };
  const session = async (data: { expiresAt: Date; revokedAt?: Date }) => {
    const { id } = await createSession(gw.db, account.id, 60_000);
    await gw.db.accountSession.update({ where: { id }, data });
    return id;
  };
  // Issued one by one: each new link voids the earlier unused ones, which does not change what retention keeps.
  const oldLink = await link(daysAgo(31));
  const recentLink = await link(daysAgo(29));
  const liveLink = await link(new Date(Date.now() + 3_600_000));
  const oldSession = await session({ expiresAt: daysAgo(31) });
  const revokedLong = await session({ expiresAt: new Date(Date.now() + 86_400_000), revokedAt: daysAgo(31) });
  const recentSession = await session({ expiresAt: daysAgo(29) });
  const liveSession = await session({ expiresAt: new Date(Date.now() + 86_400_000) });

  await stack.schedules();
  await gw.temporal.schedule.getHandle(deliveryWorkflowIds.retentionSchedule(env.TASK_QUEUE_PREFIX)).trigger();
  // Sessions are purged after links, in the same run: once the last old session is gone, both purges have run.
  await eventually(
    async () => (await gw.db.accountSession.count({ where: { id: { in: [oldSession, revokedLong] } } })) === 0,
    'the retention run to delete the ended sessions',
    120_000,
  );
  const links = await gw.db.accountAuthToken.findMany({ where: { accountId: account.id }, select: { id: true } });
  expect(links.map((l) => l.id).sort()).toEqual([recentLink, liveLink].sort());
  expect(oldLink).not.toBe(recentLink);
  const sessions = await gw.db.accountSession.findMany({ where: { accountId: account.id }, select: { id: true } });
  expect(sessions.map((x) => x.id).sort()).toEqual([recentSession, liveSession].sort());
}, 180_000);
