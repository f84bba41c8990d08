import type { Db } from '@sgs/db';
import { decideDeactivation, type HostingBilling } from './port';

export interface StripeConfig {
  secretKey: string;
  apiBase: string;
  priceId: string;
  timeoutMs?: number;
}

export class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Stripe's error code, e.g. card_declined */
    readonly code?: string,
  ) {
    super(message);
  }
}

interface StripeSubscription {
  id: string;
  status: string;
  cancel_at_period_end: boolean;
  items: { data: { id: string; quantity: number }[] };
}

/** Stripe's form encoding: nested keys as a[b][0][c]=v. */
function formEncode(params: Record<string, unknown>, prefix = '', out = new URLSearchParams()): URLSearchParams {
  for (const [k, v] of Object.entries(params)) {
    const key = prefix ? `${prefix}[${k}]` : k;
    if (v === undefined) continue;
    if (v !== null && typeof v === 'object') formEncode(v as Record<string, unknown>, key, out);
    else out.append(key, String(v));
  }
  return out;
}

export type StripeApi = <T>(
  method: 'GET' | 'POST',
  path: string,
  params?: Record<string, unknown>,
  idempotencyKey?: string,
) => Promise<T>;

/** One Stripe REST call: form-encoded body, Bearer secret key, optional Idempotency-Key; non-2xx throws StripeError. */
export function createStripeApi(cfg: Pick<StripeConfig, 'secretKey' | 'apiBase' | 'timeoutMs'>): StripeApi {
  return async function api<T>(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, unknown> = {},
    idempotencyKey?: string,
  ): Promise<T> {
    const body = method === 'POST' ? formEncode(params).toString() : undefined;
    const res = await fetch(`${cfg.apiBase.replace(/\/$/, '')}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${cfg.secretKey}`,
        ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      body,
      signal: AbortSignal.timeout(cfg.timeoutMs ?? 15_000),
    });
    const json = (await res.json().catch(() => ({}))) as T & { error?: { message?: string; code?: string } };
    if (!res.ok)
      throw new StripeError(
        res.status,
        `Stripe ${method} ${path}: ${res.status} ${json.error?.message ?? ''}`.trim(),
        json.error?.code,
      );
    return json;
  };
}

/**
 * Stripe adapter of the hosting half of the billing port: one subscription per account on STRIPE_HOSTING_PRICE_ID
 * whose item quantity is the number of paid sites. Adds and removes prorate (`create_prorations`); the last
 * site's removal sets `cancel_at_period_end` with `proration_behavior=none`. Ids are mirrored in hosting_subscriptions.
 */
export function createStripeHostingBilling(db: Db, cfg: StripeConfig): HostingBilling {
  const api = createStripeApi(cfg);

  async function customerFor(accountId: string): Promise<string> {
    const row = await db.hostingSubscription.findUnique({ where: { accountId } });
    if (row?.customerId) return row.customerId;
    const c = await api<{ id: string }>(
      'POST',
      '/v1/customers',
      { metadata: { account_id: accountId } },
      `customer:${accountId}`,
    );
    return c.id;
  }

  async function mirror(accountId: string, customerId: string, sub: StripeSubscription) {
    const item = sub.items.data[0];
    const now = new Date();
    const data = {
      provider: 'stripe',
      subscriptionId: sub.id,
      itemId: item?.id ?? null,
      customerId,
      status: sub.status === 'canceled' ? 'canceled' : 'active',
      quantity: item?.quantity ?? 0,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      periodStart: now,
      periodEnd: now,
    };
    await db.hostingSubscription.upsert({ where: { accountId }, create: { accountId, ...data }, update: data });
  }

  async function live(accountId: string): Promise<StripeSubscription | null> {
    const row = await db.hostingSubscription.findUnique({ where: { accountId } });
    if (!row || row.provider !== 'stripe') return null;
    const sub = await api<StripeSubscription>('GET', `/v1/subscriptions/${encodeURIComponent(row.subscriptionId)}`);
    return sub.status === 'canceled' || sub.status === 'incomplete_expired' ? null : sub;
  }

  return {
    kind: 'stripe',
    async siteActivated({ accountId, paidSiteCount, key }) {
      const customer = await customerFor(accountId);
      let sub = await live(accountId);
      const quantity = Math.max(paidSiteCount, 1);
      if (!sub) {
        sub = await api<StripeSubscription>(
          'POST',
          '/v1/subscriptions',
          {
            customer,
            items: { 0: { price: cfg.priceId, quantity } },
            proration_behavior: 'create_prorations',
            metadata: { account_id: accountId },
          },
          `sub:${key}`,
        );
      } else {
        const item = sub.items.data[0]!;
        if (sub.cancel_at_period_end)
          sub = await api<StripeSubscription>(
            'POST',
            `/v1/subscriptions/${sub.id}`,
            { cancel_at_period_end: 'false' },
            `reactivate:${key}`,
          );
        if (item.quantity !== quantity) {
          await api(
            'POST',
            `/v1/subscription_items/${item.id}`,
            { quantity, proration_behavior: 'create_prorations' },
            `qty:${key}`,
          );
          sub = { ...sub, items: { data: [{ id: item.id, quantity }] } };
        }
      }
      await mirror(accountId, customer, sub);
      return { subscriptionId: sub.id, quantity };
    },
    async siteDeactivated({ accountId, paidSiteCount, key }) {
      const sub = await live(accountId);
      const item = sub?.items.data[0];
      const action = decideDeactivation(
        sub && item ? { status: 'active', quantity: item.quantity, cancelAtPeriodEnd: sub.cancel_at_period_end } : null,
        paidSiteCount,
      );
      let after = sub;
      if (sub && action === 'cancel_at_period_end_set') {
        after = await api<StripeSubscription>(
          'POST',
          `/v1/subscriptions/${sub.id}`,
          { cancel_at_period_end: 'true', proration_behavior: 'none' },
          `cancel:${key}`,
        );
      } else if (sub && item && action === 'decremented') {
        await api(
          'POST',
          `/v1/subscription_items/${item.id}`,
          { quantity: paidSiteCount, proration_behavior: 'create_prorations' },
          `qty:${key}`,
        );
        after = { ...sub, items: { data: [{ id: item.id, quantity: paidSiteCount }] } };
      }
      if (after) await mirror(accountId, after.items.data.length ? await customerFor(accountId) : '', after);
      return { action, subscription_id: sub?.id ?? null, paid_site_count: paidSiteCount };
    },
  };
}
