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
  let n = 0;
  let failNext = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
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
      let m: RegExpExecArray | null;
      if (req.method === 'POST' && path === '/v1/customers')
        return send(200, { id: `cus_${++n}`, object: 'customer', metadata: {} });
      if (req.method === 'POST' && path === '/v1/subscriptions') {
        const sub: Sub = {
          id: `sub_${++n}`,
          object: 'subscription',
          customer: params.customer!,
          status: 'active',
          cancel_at_period_end: false,
          items: {
            object: 'list',
            data: [
              {
                id: `si_${++n}`,
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
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    calls,
    subs,
    failNextRequests: (count: number) => void (failNext = count),
    close: () => new Promise((r) => server.close(r)),
  };
}
