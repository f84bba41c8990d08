import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createStripeApi, StripeError } from './stripe';

/** Spec 8 credit packs: 100 credits for $5, 600 for $25, 2,800 for $100. */
export const CREDIT_PACKS = [
  { credits: 100, priceCents: 500 },
  { credits: 600, priceCents: 2_500 },
  { credits: 2_800, priceCents: 10_000 },
] as const;
export type CreditPack = (typeof CREDIT_PACKS)[number];
export const packOf = (credits: number): CreditPack | undefined => CREDIT_PACKS.find((p) => p.credits === credits);
/** The pack auto-refill buys when the account chose none. */
export const DEFAULT_REFILL_PACK = 600;
/** Spec 8: unspent credits are refundable within 30 days of purchase. */
export const REFUND_WINDOW_DAYS = 30;

/** A payment the provider refused (declined card, no saved card, no provider): recorded, never retried blindly. */
export class PaymentFailed extends Error {
  constructor(
    message: string,
    readonly paymentIntentId?: string,
  ) {
    super(message);
  }
}

export interface CheckoutCompleted {
  eventId: string;
  sessionId: string;
  purchaseId: string | null;
  paid: boolean;
  amountTotal: number | null;
  customerId: string | null;
  paymentIntentId: string | null;
}

/**
 * The payments port for credit packs. `stripe`: Checkout for purchases, off-session PaymentIntents for auto-refill,
 * Refunds for refunds. `local` (no STRIPE_SECRET_KEY): no card anywhere; purchases wait for an operator's approval
 * and refunds are recorded for the operator to pay back outside the service.
 */
export interface CreditPayments {
  readonly kind: 'stripe' | 'local';
  /** A hosted Checkout page for one pack; null when the provider has none (local). */
  createCheckout(input: {
    purchaseId: string;
    accountId: string;
    email: string;
    customerId: string | null;
    pack: CreditPack;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ sessionId: string; url: string } | null>;
  /** Charges the saved payment method without the customer present; throws PaymentFailed when refused. */
  chargeOffSession(input: {
    key: string;
    purchaseId: string;
    accountId: string;
    customerId: string | null;
    paymentMethodId: string | null;
    pack: CreditPack;
  }): Promise<{ paymentIntentId: string }>;
  /** Returns money for a paid purchase; `providerRef` names the refund. */
  refund(input: { key: string; paymentIntentId: string | null; amountCents: number }): Promise<{ providerRef: string }>;
  /** The payment method a completed payment used, saved for off-session refills. */
  paymentMethodOf(paymentIntentId: string): Promise<string | null>;
}

export function createLocalCreditPayments(): CreditPayments {
  return {
    kind: 'local',
    createCheckout: () => Promise.resolve(null),
    chargeOffSession: () =>
      Promise.reject(
        new PaymentFailed('No payment provider is configured (STRIPE_SECRET_KEY unset): nothing to charge'),
      ),
    refund: () => Promise.resolve({ providerRef: `local_refund_${randomUUID()}` }),
    paymentMethodOf: () => Promise.resolve(null),
  };
}

export function createStripeCreditPayments(cfg: { secretKey: string; apiBase: string }): CreditPayments {
  const api = createStripeApi(cfg);
  return {
    kind: 'stripe',
    async createCheckout({ purchaseId, accountId, email, customerId, pack, successUrl, cancelUrl }) {
      const session = await api<{ id: string; url: string }>(
        'POST',
        '/v1/checkout/sessions',
        {
          mode: 'payment',
          client_reference_id: purchaseId,
          ...(customerId ? { customer: customerId } : { customer_creation: 'always', customer_email: email }),
          line_items: {
            0: {
              quantity: 1,
              price_data: {
                currency: 'usd',
                unit_amount: pack.priceCents,
                product_data: { name: `${pack.credits.toLocaleString('en-US')} credits` },
              },
            },
          },
          payment_intent_data: { setup_future_usage: 'off_session', metadata: { purchase_id: purchaseId } },
          metadata: { purchase_id: purchaseId, account_id: accountId, credits: pack.credits },
          success_url: successUrl,
          cancel_url: cancelUrl,
        },
        `checkout:${purchaseId}`,
      );
      return { sessionId: session.id, url: session.url };
    },
    async chargeOffSession({ key, purchaseId, accountId, customerId, paymentMethodId, pack }) {
      if (!customerId || !paymentMethodId)
        throw new PaymentFailed('No saved card: buy a pack through Checkout once to save one for auto-refill');
      try {
        const pi = await api<{ id: string; status: string }>(
          'POST',
          '/v1/payment_intents',
          {
            amount: pack.priceCents,
            currency: 'usd',
            customer: customerId,
            payment_method: paymentMethodId,
            off_session: 'true',
            confirm: 'true',
            description: `Auto-refill: ${pack.credits} credits`,
            metadata: { purchase_id: purchaseId, account_id: accountId, credits: pack.credits },
          },
          key,
        );
        if (pi.status !== 'succeeded') throw new PaymentFailed(`Payment ${pi.status}`, pi.id);
        return { paymentIntentId: pi.id };
      } catch (err) {
        if (err instanceof StripeError && err.status === 402)
          throw new PaymentFailed(`Card refused: ${err.code ?? err.message}`);
        throw err;
      }
    },
    async refund({ key, paymentIntentId, amountCents }) {
      if (!paymentIntentId) throw new Error('a Stripe refund needs the purchase payment intent');
      const r = await api<{ id: string }>(
        'POST',
        '/v1/refunds',
        { payment_intent: paymentIntentId, amount: amountCents },
        key,
      );
      return { providerRef: r.id };
    },
    async paymentMethodOf(paymentIntentId) {
      const pi = await api<{ payment_method: string | null }>(
        'GET',
        `/v1/payment_intents/${encodeURIComponent(paymentIntentId)}`,
      );
      return pi.payment_method ?? null;
    },
  };
}

/** Stripe's webhook tolerance (and spec 8's for our own signatures): 300 seconds. */
export const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/**
 * Verifies `Stripe-Signature: t=<unix>,v1=<hex>[,v1=...]` over `<t>.<raw body>` with the endpoint secret
 * (HMAC-SHA256, compared in constant time) and a timestamp within the tolerance. Returns the parsed event or null.
 */
export function verifyStripeEvent(
  rawBody: Buffer,
  header: string | undefined,
  secret: string,
  nowMs = Date.now(),
): { id: string; type: string; data: { object: Record<string, unknown> } } | null {
  if (!header || !secret) return null;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = parts.find(([k]) => k === 't')?.[1];
  const v1 = parts.filter(([k, v]) => k === 'v1' && v).map(([, v]) => v!);
  if (!t || !/^\d{1,12}$/.test(t) || v1.length === 0) return null;
  if (Math.abs(nowMs / 1000 - Number(t)) > STRIPE_SIGNATURE_TOLERANCE_S) return null;
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  const match = v1.some((hex) => {
    const got = Buffer.from(hex, 'hex');
    return got.length === expected.length && timingSafeEqual(got, expected);
  });
  if (!match) return null;
  try {
    const event = JSON.parse(rawBody.toString('utf8')) as { id?: unknown; type?: unknown; data?: { object?: unknown } };
    if (typeof event.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object')
      return null;
    return event as { id: string; type: string; data: { object: Record<string, unknown> } };
  } catch {
    return null;
  }
}

/** The fields of a `checkout.session.completed` event the crediting needs. */
export function checkoutCompletedOf(event: {
  id: string;
  data: { object: Record<string, unknown> };
}): CheckoutCompleted {
  const o = event.data.object;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  const metadata = (o.metadata ?? {}) as Record<string, unknown>;
  return {
    eventId: event.id,
    sessionId: str(o.id) ?? '',
    purchaseId: str(o.client_reference_id) ?? str(metadata.purchase_id),
    paid: o.payment_status === 'paid',
    amountTotal: typeof o.amount_total === 'number' ? o.amount_total : null,
    customerId: str(o.customer),
    paymentIntentId: str(o.payment_intent),
  };
}
