import { randomUUID } from 'node:crypto';
import { createDb, type Db } from '@sgs/db';
import { testEnv } from '../../../test/helpers/env';
import { createStripeHostingBilling, StripeError } from '../src';
import { startFakeStripe } from './fake-stripe';

let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let db: Db;
beforeAll(async () => {
  fake = await startFakeStripe();
  db = createDb(testEnv().DATABASE_URL, 2);
});
afterAll(async () => {
  await fake.close();
  await db.$disconnect();
});

const billing = () =>
  createStripeHostingBilling(db, { secretKey: fake.secretKey, apiBase: fake.url, priceId: 'price_site_month' });
const change = (accountId: string, paidSiteCount: number, key: string) => ({
  accountId,
  siteId: randomUUID(),
  paidSiteCount,
  key,
});

it('keeps one subscription per account whose quantity is the paid sites, prorating adds and removes', async () => {
  const accountId = randomUUID();
  const b = billing();
  const first = await b.siteActivated(change(accountId, 1, 'a1'));
  const created = fake.calls.filter((c) => c.path === '/v1/subscriptions');
  expect(created).toHaveLength(1);
  expect(created[0]!.params).toMatchObject({
    'items[0][price]': 'price_site_month',
    'items[0][quantity]': '1',
    proration_behavior: 'create_prorations',
    'metadata[account_id]': accountId,
  });
  expect(created[0]!.idempotencyKey).toBe('sub:a1');
  expect(fake.calls.find((c) => c.path === '/v1/customers')!.params).toEqual({ 'metadata[account_id]': accountId });
  const row = await db.hostingSubscription.findUniqueOrThrow({ where: { accountId } });
  expect(row).toMatchObject({
    provider: 'stripe',
    subscriptionId: first.subscriptionId,
    quantity: 1,
    status: 'active',
  });

  await b.siteActivated(change(accountId, 2, 'a2'));
  const itemCall = fake.calls.at(-1)!;
  expect(itemCall).toMatchObject({
    method: 'POST',
    path: `/v1/subscription_items/${row.itemId}`,
    params: { quantity: '2', proration_behavior: 'create_prorations' },
  });

  expect(await b.siteDeactivated(change(accountId, 1, 'r1'))).toEqual({
    action: 'decremented',
    subscription_id: first.subscriptionId,
    paid_site_count: 1,
  });
  expect(fake.calls.at(-1)!.params).toEqual({ quantity: '1', proration_behavior: 'create_prorations' });

  expect(await b.siteDeactivated(change(accountId, 0, 'r2'))).toEqual({
    action: 'cancel_at_period_end_set',
    subscription_id: first.subscriptionId,
    paid_site_count: 0,
  });
  expect(fake.calls.at(-1)).toMatchObject({
    path: `/v1/subscriptions/${first.subscriptionId}`,
    params: { cancel_at_period_end: 'true', proration_behavior: 'none' },
  });
  expect(fake.subs.get(first.subscriptionId)!.cancel_at_period_end).toBe(true);

  const before = fake.calls.filter((c) => c.method === 'POST').length;
  expect((await b.siteDeactivated(change(accountId, 0, 'r3'))).action).toBe('noop');
  expect(fake.calls.filter((c) => c.method === 'POST').length).toBe(before);

  // A new paid site lifts the pending cancellation.
  await b.siteActivated(change(accountId, 1, 'a3'));
  expect(fake.subs.get(first.subscriptionId)!.cancel_at_period_end).toBe(false);
  expect(fake.calls.filter((c) => c.path === '/v1/subscriptions')).toHaveLength(1);
});

it('reports no_active_subscription for an account without one, and surfaces Stripe errors', async () => {
  expect(await billing().siteDeactivated(change(randomUUID(), 0, 'x'))).toEqual({
    action: 'no_active_subscription',
    subscription_id: null,
    paid_site_count: 0,
  });
  fake.failNextRequests(1);
  await expect(billing().siteActivated(change(randomUUID(), 1, 'y'))).rejects.toBeInstanceOf(StripeError);
  const wrongKey = createStripeHostingBilling(db, { secretKey: 'sk_wrong', apiBase: fake.url, priceId: 'p' });
  await expect(wrongKey.siteActivated(change(randomUUID(), 1, 'z'))).rejects.toThrow(/401 Invalid API Key/);
});
