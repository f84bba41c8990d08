// A receiver built only from verifyWebhook (examples/webhook-receiver.ts) takes real signed deliveries from the
// service and refuses a tampered body, a wrong secret and a stale timestamp.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { verifyWebhook, WebhookVerificationError, type WebhookEvent } from '@sgs/client';
import { createReceiverApp } from '../../../examples/webhook-receiver';
import { testEnv } from '../../../test/helpers/env';
import { startReceiver, type Receiver } from '../../../test/helpers/receiver';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

let gw: TestGateway;
let tap: Receiver; // records the service's delivery byte for byte
let example: Server;
let exampleUrl: string;
const received: WebhookEvent[] = [];
let secret = '';

beforeAll(async () => {
  gw = await startGateway({ env: testEnv({ ALLOW_LOOPBACK_URLS: 'true', RATE_LIMIT_PER_MINUTE: '1000' }) });
  tap = await startReceiver({ replies: [{ status: 204 }] });
  const app = createReceiverApp(
    () => secret,
    (e) => void received.push(e),
  );
  example = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  exampleUrl = `http://127.0.0.1:${(example.address() as AddressInfo).port}/hook`;
});
afterAll(async () => {
  await new Promise((r) => example.close(r));
  await tap.close();
  await gw.close();
});

const reason = (f: () => unknown) => {
  try {
    f();
  } catch (err) {
    if (err instanceof WebhookVerificationError) return err.reason;
    throw err;
  }
  return 'accepted';
};

test('a real delivery verifies and arrives typed; altered copies are refused', async () => {
  const { key } = await newAccount(gw.db);
  const put = await call(gw.url, 'PUT', '/v1/customer/webhook', { key, body: { url: tap.url } });
  expect(put.status).toBe(200);
  secret = put.body.secret_plaintext as string;
  expect(secret).toMatch(/^whsec_/);
  const ping = await call(gw.url, 'POST', '/v1/customer/webhook/test-ping', {
    key,
    body: { event_type: 'site.complete' },
  });
  expect(ping.status).toBe(200);
  const [delivery] = await tap.waitFor(1);
  const body = Buffer.from(delivery!.rawBody, 'utf8');
  const headers = Object.fromEntries(
    Object.entries(delivery!.headers).filter(([k]) => k.startsWith('x-service-') || k === 'content-type'),
  ) as Record<string, string>;

  // The example receiver, given the delivery's exact bytes and headers, accepts it and gets a typed event.
  const ok = await fetch(exampleUrl, { method: 'POST', headers, body });
  expect(ok.status).toBe(204);
  expect(received).toHaveLength(1);
  const event = received[0]!;
  expect(event.type).toBe('site.complete');
  expect(event.event_id).toBe(headers['x-service-event-id']);
  if (event.type === 'site.complete') expect(typeof event.payload.slug).toBe('string');

  const now = Number(headers['x-service-timestamp']);
  const tampered = Buffer.from(body.toString('utf8').replace('"site.complete"', '"site.failed"'));
  expect(tampered.equals(body)).toBe(false);
  expect(reason(() => verifyWebhook(body, headers, secret, { now }))).toBe('accepted');
  expect(reason(() => verifyWebhook(tampered, headers, secret, { now }))).toBe('bad_signature');
  expect(reason(() => verifyWebhook(body, headers, `${secret}0`, { now }))).toBe('bad_signature');
  expect(reason(() => verifyWebhook(body, headers, secret, { now: now + 301 }))).toBe('stale_timestamp');
  expect(reason(() => verifyWebhook(body, headers, secret, { now: now - 301 }))).toBe('stale_timestamp');
  expect(reason(() => verifyWebhook(body, { ...headers, 'x-service-signature': '' }, secret, { now }))).toBe(
    'missing_header',
  );
  // While rotating, either secret verifies.
  expect(reason(() => verifyWebhook(body, headers, ['whsec_old', secret], { now }))).toBe('accepted');

  // The example answers a forgery with a permanent 4xx, and nothing reaches its handler.
  const forged = await fetch(exampleUrl, { method: 'POST', headers, body: tampered });
  expect(forged.status).toBe(400);
  expect(await forged.json()).toEqual({ error: 'bad_signature' });
  expect(received).toHaveLength(1);
}, 60_000);
