import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Sub {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  items: {
    object: 'list';
    data: { id: string; object: 'subscription_item'; quantity: number; price: { id: string } }[];
  };
}

interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  customer: string | null;
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete';
}

interface PaymentIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: string;
  metadata: Record<string, string>;
}

/** Stripe's webhook signature: `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function stripeSignature(body: string, secret: string, t = Math.floor(Date.now() / 1000)) {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

export interface StripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey?: string;
}

/**
 * A local fake of the Stripe endpoints the billing adapter uses, speaking Stripe's wire format: form-encoded
 * bodies with bracketed keys, Bearer secret-key auth, JSON objects with `id`/`object`, `{ error: { message } }`.
 */
export async function startFakeStripe(secretKey = 'sk_test_fake') {
  const calls: StripeCall[] = [];
  const subs = new Map<string, Sub>();
  const sessions = new Map<string, CheckoutSession>();
  const intents = new Map<string, PaymentIntent>();
  /** Customers whose off-session payments are declined (card_declined). */
  const declined = new Set<string>();
  /** Stripe replays the first response to a repeated Idempotency-Key. */
  const replies = new Map<string, { status: number; body: unknown }>();
  let n = 0;
  // Ids unique across fake instances too (like Stripe's): test files share one database.
  const tag = randomBytes(4).toString('hex');
  const next = (): string => `${tag}${++n}`;
  let failNext = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const idem = req.headers['idempotency-key'] as string | undefined;
      const send = (status: number, body: unknown) => {
        if (idem && req.method === 'POST' && status < 500) replies.set(idem, { status, body });
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`)
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (req.method === 'POST' && req.headers['content-type'] !== 'application/x-www-form-urlencoded')
        return send(400, { error: { message: 'form body expected' } });
      const params = Object.fromEntries(new URLSearchParams(raw));
      const path = (req.url ?? '').split('?')[0]!;
      calls.push({
        method: req.method ?? '',
        path,
        params,
        idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      });
      if (failNext > 0) {
        failNext--;
        return send(500, { error: { type: 'api_error', message: 'fake outage' } });
      }
      const replay = idem && req.method === 'POST' ? replies.get(idem) : undefined;
      if (replay) return send(replay.status, replay.body);
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && path === '/v1/checkout/sessions') {
        const id = `cs_test_${next()}`;
        const session: CheckoutSession = {
          id,
          object: 'checkout.session',
          url: `http://127.0.0.1:${port}/pay/${id}`,
          mode: params.mode!,
          client_reference_id: params.client_reference_id ?? null,
          metadata: Object.fromEntries(
            Object.entries(params)
              .filter(([k]) => k.startsWith('metadata['))
              .map(([k, v]) => [k.slice(9, -1), v]),
          ),
          amount_total:
            Number(params['line_items[0][price_data][unit_amount]']) * Number(params['line_items[0][quantity]']),
          currency: params['line_items[0][price_data][currency]']!,
          customer: params.customer ?? null,
          payment_intent: null,
          payment_status: 'unpaid',
          status: 'open',
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        if (params.off_session === 'true' && declined.has(params.customer!))
          return send(402, {
            error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
          });
        if (!params.customer || !params.payment_method || params.confirm !== 'true')
          return send(400, { error: { type: 'invalid_request_error', message: 'customer, payment_method, confirm' } });
        const pi: PaymentIntent = {
          id: `pi_${next()}`,
          object: 'payment_intent',
          amount: Number(params.amount),
          currency: params.currency!,
          customer: params.customer,
          payment_method: params.payment_method,
          status: 'succeeded',
          metadata: {},
        };
        intents.set(pi.id, pi);
        return send(200, pi);
      }
      if (req.method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
        const pi = intents.get(m[1]!);
        return pi ? send(200, pi) : send(404, { error: { message: 'No such payment_intent' } });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const pi = intents.get(params.payment_intent!);
        if (!pi) return send(404, { error: { message: 'No such payment_intent' } });
        const amount = Number(params.amount ?? pi.amount);
        if (amount > pi.amount) return send(400, { error: { message: 'Refund amount is greater than the charge' } });
        return send(200, { id: `re_${next()}`, object: 'refund', amount, payment_intent: pi.id, status: 'succeeded' });
      }
      if (req.method === 'POST' && path === '/v1/customers')
        return send(200, { id: `cus_${next()}`, object: 'customer', metadata: {} });
      if (req.method === 'POST' && path === '/v1/subscriptions') {
        const sub: Sub = {
          id: `sub_${next()}`,
          object: 'subscription',
          customer: params.customer!,
          status: 'active',
          cancel_at_period_end: false,
          items: {
            object: 'list',
            data: [
              {
                id: `si_${next()}`,
                object: 'subscription_item',
                quantity: Number(params['items[0][quantity]']),
                price: { id: params['items[0][price]']! },
              },
            ],
          },
        };
        subs.set(sub.id, sub);
        return send(200, sub);
      }
      if ((m = /^\/v1\/subscriptions\/([^/]+)$/.exec(path))) {
        const sub = subs.get(m[1]!);
        if (!sub) return send(404, { error: { message: 'No such subscription' } });
        if (req.method === 'POST' && params.cancel_at_period_end)
          sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
        return send(200, sub);
      }
      if (req.method === 'POST' && (m = /^\/v1\/subscription_items\/([^/]+)$/.exec(path))) {
        const item = [...subs.values()].flatMap((s) => s.items.data).find((i) => i.id === m![1]);
        if (!item) return send(404, { error: { message: 'No such subscription item' } });
        item.quantity = Number(params.quantity);
        return send(200, item);
      }
      send(404, { error: { message: `Unrecognized request URL (${req.method}: ${path})` } });
    });
  });
  let port = 0;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    calls,
    subs,
    sessions,
    intents,
    declined,
    /** The customer pays on the hosted page: a customer, a saved card and a succeeded PaymentIntent; returns the event. */
    payCheckout(sessionId: string) {
      const session = sessions.get(sessionId)!;
      const customer = session.customer ?? `cus_${next()}`;
      const pi: PaymentIntent = {
        id: `pi_${next()}`,
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        customer,
        payment_method: `pm_${next()}`,
        status: 'succeeded',
        metadata: {},
      };
      intents.set(pi.id, pi);
      Object.assign(session, { customer, payment_intent: pi.id, payment_status: 'paid', status: 'complete' });
      return { id: `evt_${next()}`, object: 'event', type: 'checkout.session.completed', data: { object: session } };
    },
    failNextRequests: (count: number) => void (failNext = count),
    close: () => new Promise((r) => server.close(r)),
  };
}
