import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '@sgs/db';
import { addMonth, decideDeactivation, proratedCents, type HostingBilling } from './port';

/** The stored subscription with its period rolled forward (and a cancellation at period end applied) as of now. */
async function current(tx: Tx, accountId: string, now: Date) {
  let sub = await tx.hostingSubscription.findUnique({ where: { accountId } });
  if (!sub || sub.status !== 'active' || sub.periodEnd > now) return sub;
  if (sub.cancelAtPeriodEnd)
    return tx.hostingSubscription.update({ where: { id: sub.id }, data: { status: 'canceled' } });
  let { periodStart, periodEnd } = sub;
  for (let i = 0; i < 1200 && periodEnd <= now; i++) [periodStart, periodEnd] = [periodEnd, addMonth(periodEnd)];
  sub = await tx.hostingSubscription.update({ where: { id: sub.id }, data: { periodStart, periodEnd } });
  return sub;
}

/**
 * Local billing default: the subscription lives in hosting_subscriptions and every prorated change is a row in
 * hosting_billing_lines (US cents). Nothing is charged to a card; this is the ledger an operator invoices from.
 */
export function createLocalHostingBilling(db: Db, monthlyPriceCents: number): HostingBilling {
  return {
    kind: 'local',
    async siteActivated({ accountId, siteId, paidSiteCount, key }) {
      return db.$transaction(async (tx) => {
        const now = new Date();
        let sub = await current(tx, accountId, now);
        const before = sub?.status === 'active' ? sub.quantity : 0;
        if (!sub || sub.status !== 'active') {
          const fresh = {
            provider: 'local',
            subscriptionId: `local_sub_${randomUUID()}`,
            status: 'active',
            quantity: paidSiteCount,
            cancelAtPeriodEnd: false,
            periodStart: now,
            periodEnd: addMonth(now),
          };
          sub = await tx.hostingSubscription.upsert({
            where: { accountId },
            create: { accountId, ...fresh },
            update: fresh,
          });
        } else {
          sub = await tx.hostingSubscription.update({
            where: { id: sub.id },
            data: { quantity: Math.max(paidSiteCount, 1), cancelAtPeriodEnd: false },
          });
        }
        if (paidSiteCount > before) {
          const amount = proratedCents(monthlyPriceCents, now, sub.periodStart, sub.periodEnd);
          await tx.hostingBillingLine.upsert({
            where: { key },
            update: {},
            create: {
              accountId,
              siteId,
              kind: 'prorated_add',
              amountCents: amount,
              key,
              description: `Custom-domain hosting, prorated to ${sub.periodEnd.toISOString()}`,
            },
          });
        }
        return { subscriptionId: sub.subscriptionId, quantity: sub.quantity };
      });
    },
    async siteDeactivated({ accountId, siteId, paidSiteCount, key }) {
      return db.$transaction(async (tx) => {
        const now = new Date();
        const sub = await current(tx, accountId, now);
        const action = decideDeactivation(sub, paidSiteCount);
        if (sub && action === 'cancel_at_period_end_set') {
          // Last paid site: billed to the period's end, no mid-cycle proration (spec 4.3).
          await tx.hostingSubscription.update({ where: { id: sub.id }, data: { cancelAtPeriodEnd: true } });
        } else if (sub && action === 'decremented') {
          await tx.hostingSubscription.update({ where: { id: sub.id }, data: { quantity: paidSiteCount } });
          const amount = -proratedCents(monthlyPriceCents, now, sub.periodStart, sub.periodEnd);
          await tx.hostingBillingLine.upsert({
            where: { key },
            update: {},
            create: {
              accountId,
              siteId,
              kind: 'prorated_remove',
              amountCents: amount,
              key,
              description: 'Custom-domain hosting removed, prorated credit',
            },
          });
        }
        return {
          action,
          subscription_id: sub?.status === 'active' ? sub.subscriptionId : null,
          paid_site_count: paidSiteCount,
        };
      });
    },
  };
}
