import type { Db } from '@sgs/db';

/** An account's custom-domain hosting subscription as the API shows it: quantity, period, the sites billed, lines. */
export async function hostingSubscriptionView(db: Db, accountId: string) {
  const sub = await db.hostingSubscription.findUnique({ where: { accountId } });
  const domains = await db.domain.findMany({
    where: { accountId, status: 'active', siteId: { not: null } },
    select: { siteId: true, domain: true },
    orderBy: { domain: 'asc' },
  });
  const lines = await db.hostingBillingLine.findMany({
    where: { accountId },
    orderBy: { createdAt: 'desc' },
    take: 50,
  });
  return {
    subscription: sub
      ? {
          provider: sub.provider,
          id: sub.subscriptionId,
          status: sub.status,
          quantity: sub.quantity,
          cancel_at_period_end: sub.cancelAtPeriodEnd,
          period_start: sub.periodStart.toISOString(),
          period_end: sub.periodEnd.toISOString(),
        }
      : null,
    paid_sites: domains.map((d) => ({ site_id: d.siteId, domain: d.domain })),
    billing_lines: lines.map((l) => ({
      kind: l.kind,
      amount_cents: l.amountCents,
      description: l.description,
      site_id: l.siteId,
      created_at: l.createdAt.toISOString(),
    })),
  };
}
