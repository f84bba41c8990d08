import { MockActivityEnvironment } from '@temporalio/testing';
import { archiveDeactivatedSites, createLifecycleActivities } from '@sgs/activities';
import { runAdmin } from './helpers/admin';
import { testEnv, uniquePrefix } from './helpers/env';
import { createTestSite } from './helpers/receiver';
import { call, newAccount, startGateway, type TestGateway } from './helpers/stack';

// Issue 12: sites are deactivated (operator command, account closure) and archived 90 days later; the admin CLI
// takes negative amounts; the pause notice also reaches the API customer.
jest.setTimeout(180_000); // each admin command is a child process: slow on a loaded machine
let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ env: testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('deactivation') }) });
});
afterAll(() => gw.close());

const form = (siteId: string) =>
  fetch(`${gw.url}/v1/webhooks/form-submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ site_id: siteId, name: 'Di', message: 'hello' }),
  });

it('credits grant takes a negative amount as a deduction and refuses one below a zero balance (no crash)', async () => {
  const { account } = await newAccount(gw.db);
  const ok = await runAdmin(['credits', 'grant', '--account', account.id, '--amount', '-519', '--json']);
  expect(ok.code).toBe(0);
  expect(JSON.parse(ok.out).ledger_entry).toMatchObject({ amount: -519, balance_after: 1 });
  const tooMuch = await runAdmin(['credits', 'grant', '--account', account.id, '--amount', '-2']);
  expect(tooMuch.code).toBe(2);
  expect(tooMuch.err).toMatch(/would leave a negative balance/);
  const unknown = await runAdmin(['credits', 'grant', '--account', account.id, '--bogus']);
  expect(unknown.code).toBe(2);
  expect(unknown.err).not.toMatch(/\n\s+at /);
});

it('site deactivate stops the form receiver at once; the archive step runs 90 days later, not before', async () => {
  const { account } = await newAccount(gw.db);
  const site = await createTestSite(gw.db, account.id);
  expect((await form(site.id)).status).toBe(200);
  const r = await runAdmin(['site', 'deactivate', '--site', site.id, '--json']);
  expect(r.code).toBe(0);
  expect(JSON.parse(r.out).site).toMatchObject({ id: site.id, already: false });
  expect((await form(site.id)).status).toBe(404);

  expect(await archiveDeactivatedSites(gw.db)).toBe(0);
  const row = await gw.db.site.findUniqueOrThrow({ where: { id: site.id } });
  expect(row.archivedAt).toBeNull();
  await gw.db.site.update({
    where: { id: site.id },
    data: { deactivatedAt: new Date(Date.now() - 91 * 86_400_000) },
  });
  expect(await archiveDeactivatedSites(gw.db)).toBeGreaterThanOrEqual(1);
  expect((await gw.db.site.findUniqueOrThrow({ where: { id: site.id } })).archivedAt).not.toBeNull();
});

it('account close revokes every key and deactivates every site', async () => {
  const { account, key } = await newAccount(gw.db);
  const a = await createTestSite(gw.db, account.id);
  const b = await createTestSite(gw.db, account.id);
  const r = await runAdmin(['account', 'close', '--account', account.email, '--json']);
  expect(r.code).toBe(0);
  expect(JSON.parse(r.out)).toMatchObject({ keys_revoked: 1, sites_deactivated: 2 });
  expect((await call(gw.url, 'GET', '/v1/sites', { key })).status).toBe(401);
  const rows = await gw.db.site.findMany({ where: { id: { in: [a.id, b.id] } } });
  expect(rows.every((s) => s.deactivatedAt !== null)).toBe(true);
  const lifecycle = createLifecycleActivities({ db: gw.db, env: gw.deps.env });
  expect((await lifecycle.lifecycleState(a.id)).exists).toBe(false);
});

it('the pause notice goes to the contact email and to the API customer (once when they are the same)', async () => {
  const { account } = await newAccount(gw.db);
  const lifecycle = createLifecycleActivities({ db: gw.db, env: gw.deps.env });
  const env = new MockActivityEnvironment(undefined, { client: gw.temporal });
  const notice = (siteId: string, kind: 'upcoming' | 'paused') =>
    env.run((id: string) => lifecycle.sendPauseNotice(id, kind, 1), siteId);
  const site = await createTestSite(gw.db, account.id, { contactEmail: 'owner@bakery.example' });
  // No worker polls this prefix: the emails stay recorded, which is what is checked.
  expect(await notice(site.id, 'upcoming')).toBe('queued');
  await notice(site.id, 'upcoming'); // a retried activity queues nothing new
  const mails = await gw.db.outboundEmail.findMany({ where: { siteId: site.id }, orderBy: { toAddress: 'asc' } });
  expect(mails.map((m) => m.toAddress).sort()).toEqual([account.email, 'owner@bakery.example'].sort());

  const same = await createTestSite(gw.db, account.id, {
    contactEmail: account.email.replace(/@.*$/, (d) => d.toUpperCase()),
  });
  await notice(same.id, 'paused');
  expect(await gw.db.outboundEmail.count({ where: { siteId: same.id } })).toBe(1);

  const none = await createTestSite(gw.db, account.id, { contactEmail: null });
  expect(await notice(none.id, 'paused')).toBe('no_contact_email');
  expect((await gw.db.outboundEmail.findMany({ where: { siteId: none.id } })).map((m) => m.toAddress)).toEqual([
    account.email,
  ]);
});
