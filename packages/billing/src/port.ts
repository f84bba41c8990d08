import type { Db } from '@sgs/db';

/** spec 4.3 DELETE response `subscription_sync.action`. */
export type SubscriptionSyncAction = 'decremented' | 'cancel_at_period_end_set' | 'no_active_subscription' | 'noop';

export interface SubscriptionSync {
  action: SubscriptionSyncAction;
  subscription_id: string | null;
  paid_site_count: number;
}

export interface SiteBillingChange {
  accountId: string;
  siteId: string;
  /** Active custom-domain sites of the account after the change: the subscription's target quantity. */
  paidSiteCount: number;
  /** Derived from the workflow or request, so a retried call bills once. */
  key: string;
}

/**
 * The billing port's hosting half (credits always go through the ledger, packages/db postCredits):
 * one monthly subscription per account whose quantity is the number of paid sites ($10 each, spec 8).
 */
export interface HostingBilling {
  readonly kind: 'local' | 'stripe';
  /** A domain became active: quantity up, prorated for the rest of the period; a pending cancellation is lifted. */
  siteActivated(change: SiteBillingChange): Promise<{ subscriptionId: string; quantity: number }>;
  /** A site left the paid tier: quantity down (prorated), or cancel at period end when it was the last one. */
  siteDeactivated(change: SiteBillingChange): Promise<SubscriptionSync>;
}

/** Sites of an account served on an active custom domain: what the subscription bills. */
export async function paidSiteCount(db: Db, accountId: string): Promise<number> {
  const rows = await db.domain.findMany({
    where: { accountId, status: 'active', siteId: { not: null } },
    select: { siteId: true },
    distinct: ['siteId'],
  });
  return rows.length;
}

export const addMonth = (d: Date) => {
  const n = new Date(d);
  n.setUTCMonth(n.getUTCMonth() + 1);
  return n;
};

/** The share of one site-month left in the period, in cents (proration). */
export function proratedCents(priceCents: number, now: Date, periodStart: Date, periodEnd: Date): number {
  const total = periodEnd.getTime() - periodStart.getTime();
  const left = Math.max(0, periodEnd.getTime() - now.getTime());
  return total > 0 ? Math.round((priceCents * left) / total) : 0;
}

/** What detaching changes, from the stored subscription and the new paid-site count. */
export function decideDeactivation(
  sub: { status: string; quantity: number; cancelAtPeriodEnd: boolean } | null,
  count: number,
): SubscriptionSyncAction {
  if (!sub || sub.status !== 'active') return 'no_active_subscription';
  if (count === 0) return sub.cancelAtPeriodEnd ? 'noop' : 'cancel_at_period_end_set';
  return count < sub.quantity ? 'decremented' : 'noop';
}
