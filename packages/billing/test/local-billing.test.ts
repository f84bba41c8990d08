import { randomUUID } from 'node:crypto';
import { createDb, type Db } from '@sgs/db';
import { testEnv } from '../../../test/helpers/env';
import { createLocalHostingBilling, proratedCents } from '../src';

let db: Db;
beforeAll(() => {
  db = createDb(testEnv().DATABASE_URL, 2);
});
afterAll(() => db.$disconnect());

const DAY = 86_400_000;
const change = (accountId: string, paidSiteCount: number, key: string) => ({
  accountId,
  siteId: randomUUID(),
  paidSiteCount,
  key: `${key}:${accountId}`,
});

it('prorates by the share of the period left', () => {
  const start = new Date('2026-11-01T00:00:00Z');
  const end = new Date('2026-12-01T00:00:00Z');
  expect(proratedCents(1000, start, start, end)).toBe(1000);
  expect(proratedCents(1000, new Date('2026-11-16T00:00:00Z'), start, end)).toBe(500);
  expect(proratedCents(1000, end, start, end)).toBe(0);
});

it('rolls an elapsed period forward, and a cancellation at period end takes effect once it passes', async () => {
  const billing = createLocalHostingBilling(db, 1000);
  const a = randomUUID();
  await billing.siteActivated(change(a, 1, 'add'));
  await db.hostingSubscription.update({
    where: { accountId: a },
    data: { periodStart: new Date(Date.now() - 40 * DAY), periodEnd: new Date(Date.now() - 10 * DAY) },
  });
  await billing.siteActivated(change(a, 2, 'add2'));
  const rolled = await db.hostingSubscription.findUniqueOrThrow({ where: { accountId: a } });
  expect(rolled.periodEnd.getTime()).toBeGreaterThan(Date.now());
  expect(rolled.periodStart.getTime()).toBeLessThanOrEqual(Date.now());
  expect(rolled.quantity).toBe(2);

  const b = randomUUID();
  await billing.siteActivated(change(b, 1, 'add'));
  expect((await billing.siteDeactivated(change(b, 0, 'rm'))).action).toBe('cancel_at_period_end_set');
  await db.hostingSubscription.update({ where: { accountId: b }, data: { periodEnd: new Date(Date.now() - 1000) } });
  expect(await billing.siteDeactivated(change(b, 0, 'rm2'))).toEqual({
    action: 'no_active_subscription',
    subscription_id: null,
    paid_site_count: 0,
  });
  expect((await db.hostingSubscription.findUniqueOrThrow({ where: { accountId: b } })).status).toBe('canceled');

  // A new paid site after cancellation starts a fresh subscription and period, billed in full.
  const again = await billing.siteActivated(change(b, 1, 'add3'));
  expect(again.quantity).toBe(1);
  const lines = await db.hostingBillingLine.findMany({ where: { accountId: b }, orderBy: { createdAt: 'asc' } });
  expect(lines.map((l) => l.amountCents)).toEqual([1000, 1000]);
});

it('bills an activation once per key', async () => {
  const billing = createLocalHostingBilling(db, 1000);
  const a = randomUUID();
  const c = change(a, 1, 'same');
  await billing.siteActivated(c);
  await db.hostingSubscription.update({ where: { accountId: a }, data: { quantity: 0 } });
  await billing.siteActivated(c);
  expect(await db.hostingBillingLine.count({ where: { accountId: a } })).toBe(1);
});
