import { SUBSCRIBABLE_EVENTS } from '@sgs/contracts';
import { testEnv } from '../../../test/helpers/env';
import { signatureValid, startReceiver, type Receiver } from '../../../test/helpers/receiver';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

let gw: TestGateway;
let strict: TestGateway;
let rx: Receiver;
beforeAll(async () => {
  gw = await startGateway({
    env: testEnv({ ALLOW_LOOPBACK_URLS: 'true', WEBHOOK_TEST_PING_TIMEOUT_MS: '400', RATE_LIMIT_PER_MINUTE: '1000' }),
  });
  strict = await startGateway({ env: testEnv({ ALLOW_LOOPBACK_URLS: 'false' }) });
  rx = await startReceiver();
});
afterAll(async () => {
  await rx.close();
  await gw.close();
  await strict.close();
});
beforeEach(() => {
  rx.requests.length = 0;
  rx.replies = [{ status: 200, body: 'ok' }];
});

const W = '/v1/customer/webhook';

describe('GET/PUT /v1/customer/webhook', () => {
  it('starts empty, generates the secret on the first non-null PUT only, and null keeps secret and subscriptions', async () => {
    const { key } = await newAccount(gw.db);
    expect((await call(gw.url, 'GET', W, { key })).body).toEqual({
      url: null,
      secret_preview: '',
      has_secret: false,
      subscribed_events: [],
      available_events: [...SUBSCRIBABLE_EVENTS],
      auth_mode: 'hmac-sha256',
    });
    const first = await call(gw.url, 'PUT', W, { key, body: { url: rx.url } });
    expect(first.status).toBe(200);
    const secret = first.body.secret_plaintext as string;
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(first.body).toEqual({
      url: rx.url,
      secret_preview: `${secret.slice(0, 2)}...${secret.slice(-2)}`,
      secret_generated_now: true,
      secret_plaintext: secret,
    });

    const again = await call(gw.url, 'PUT', W, { key, body: { url: `${rx.url}?v=2` } });
    expect(again.body).toEqual({
      url: `${rx.url}?v=2`,
      secret_preview: first.body.secret_preview,
      secret_generated_now: false,
    });

    await call(gw.url, 'PATCH', `${W}/subscriptions`, { key, body: { events: ['site.complete'] } });
    const off = await call(gw.url, 'PUT', W, { key, body: { url: null } });
    expect(off.body).toEqual({ url: null, secret_preview: first.body.secret_preview, secret_generated_now: false });
    expect((await call(gw.url, 'GET', W, { key })).body).toMatchObject({
      url: null,
      has_secret: true,
      subscribed_events: ['site.complete'],
    });
  });

  it('defaults subscriptions to every subscribable type after the first PUT', async () => {
    const { key } = await newAccount(gw.db);
    await call(gw.url, 'PUT', W, { key, body: { url: rx.url } });
    expect((await call(gw.url, 'GET', W, { key })).body.subscribed_events).toEqual([...SUBSCRIBABLE_EVENTS]);
    expect(SUBSCRIBABLE_EVENTS).not.toContain('webhook.test_ping');
  });

  it.each([[{}], [{ url: 'ftp://example.com/x' }], [{ url: 42 }], [{ url: 'not a url' }]])(
    '400 url must be http(s):// or null for %j',
    async (body) => {
      const { key } = await newAccount(gw.db);
      const r = await call(gw.url, 'PUT', W, { key, body });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('url must be http(s):// or null');
    },
  );

  it('refuses URLs that resolve to loopback or private addresses unless ALLOW_LOOPBACK_URLS', async () => {
    const { key } = await newAccount(strict.db);
    for (const url of [rx.url, 'http://10.0.0.5/hook', 'http://[::1]:9/hook', 'http://169.254.169.254/latest']) {
      const r = await call(strict.url, 'PUT', W, { key, body: { url } });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('url must be publicly reachable');
    }
    expect(rx.requests).toHaveLength(0);
  });

  it('404 no_customer_for_caller when the account behind the key is gone', async () => {
    const { key, account } = await newAccount(gw.db);
    // Authenticated first, then the account disappears: simulate with a key whose account row is deleted mid-flight.
    const spy = jest.spyOn(gw.db.account, 'findUnique').mockResolvedValueOnce(null as never);
    const r = await call(gw.url, 'GET', W, { key });
    spy.mockRestore();
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ error: 'no_customer_for_caller' });
    expect(account.id).toBeTruthy();
  });
});

describe('POST /v1/customer/webhook/regenerate-secret', () => {
  it('rotates: the new secret signs the next ping, the old one no longer verifies', async () => {
    const { key, account } = await newAccount(gw.db);
    const old = (await call(gw.url, 'PUT', W, { key, body: { url: rx.url } })).body.secret_plaintext as string;
    const r = await call(gw.url, 'POST', `${W}/regenerate-secret`, { key });
    expect(r.status).toBe(200);
    const secret = r.body.secret as string;
    expect(secret).toMatch(/^whsec_/);
    expect(secret).not.toBe(old);
    expect(r.body.secret_preview).toBe(`${secret.slice(0, 2)}...${secret.slice(-2)}`);
    expect(Date.parse(r.body.rotated_at as string)).toBeGreaterThan(Date.now() - 60_000);
    await call(gw.url, 'POST', `${W}/test-ping`, { key });
    expect(signatureValid(rx.requests[0]!, secret)).toBe(true);
    expect(signatureValid(rx.requests[0]!, old)).toBe(false);
    // Scoped to the account: a four-character preview is shared by other accounts' secrets now and then.
    const rotations = await gw.db.webhookSecretRotation.findMany({ where: { accountId: account.id } });
    expect(rotations.filter((x) => x.secretPreview === r.body.secret_preview)).toHaveLength(1);
  });

  it('500 audit_insert_failed when the audit row cannot be written, and nothing changes', async () => {
    const { key, account } = await newAccount(gw.db);
    await call(gw.url, 'PUT', W, { key, body: { url: rx.url } });
    const before = await gw.db.customerWebhook.findUniqueOrThrow({ where: { accountId: account.id } });
    const orig = gw.db.$transaction.bind(gw.db);
    const spy = jest.spyOn(gw.db, '$transaction').mockImplementationOnce(((fn: (tx: unknown) => Promise<unknown>) =>
      orig(async (tx) =>
        fn(
          new Proxy(tx, {
            get: (t, p) =>
              p === 'webhookSecretRotation'
                ? { create: () => Promise.reject(new Error('disk full')) }
                : Reflect.get(t, p),
          }),
        ),
      )) as never);
    const r = await call(gw.url, 'POST', `${W}/regenerate-secret`, { key });
    spy.mockRestore();
    expect(r.status).toBe(500);
    expect(r.body.error).toBe('audit_insert_failed');
    expect((await gw.db.customerWebhook.findUniqueOrThrow({ where: { accountId: account.id } })).secret).toBe(
      before.secret,
    );
  });
});

describe('POST /v1/customer/webhook/test-ping', () => {
  it('sends a signed webhook.test_ping with every spec header, site_id null and a fresh event_id each time', async () => {
    const { key } = await newAccount(gw.db);
    const secret = (await call(gw.url, 'PUT', W, { key, body: { url: rx.url } })).body.secret_plaintext as string;
    rx.replies = [{ status: 200, body: 'x'.repeat(900) }];
    const r = await call(gw.url, 'POST', `${W}/test-ping`, { key });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, status: 200, event_type: 'webhook.test_ping' });
    expect((r.body.response_body_preview as string).length).toBe(500);
    expect(typeof r.body.duration_ms).toBe('number');
    await call(gw.url, 'POST', `${W}/test-ping`, { key });
    const [a, b] = rx.requests;
    expect(signatureValid(a!, secret)).toBe(true);
    expect(a!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'Service-Webhook/2.0',
      'x-service-event-type': 'webhook.test_ping',
    });
    expect(Math.abs(Number(a!.headers['x-service-timestamp']) - Date.now() / 1000)).toBeLessThan(5);
    expect(a!.headers['x-service-event-id']).toBe(a!.body.event_id);
    expect(Object.keys(a!.body)).toEqual(['event_id', 'type', 'site_id', 'occurred_at', 'payload']);
    expect(a!.body).toMatchObject({ type: 'webhook.test_ping', site_id: null });
    expect(b!.body.event_id).not.toBe(a!.body.event_id);
  });

  it('sends the canonical sample payload of event_type, even when unsubscribed', async () => {
    const { key } = await newAccount(gw.db);
    await call(gw.url, 'PUT', W, { key, body: { url: rx.url } });
    await call(gw.url, 'PATCH', `${W}/subscriptions`, { key, body: { events: [] } });
    const r = await call(gw.url, 'POST', `${W}/test-ping`, { key, body: { event_type: 'site.complete' } });
    expect(r.body).toMatchObject({ ok: true, event_type: 'site.complete' });
    expect(rx.requests[0]!.body).toMatchObject({
      type: 'site.complete',
      site_id: null,
      payload: { status: 'complete', slug: 'sample-bakery' },
    });
  });

  it('reports a receiver error and a timeout without retrying', async () => {
    const { key } = await newAccount(gw.db);
    await call(gw.url, 'PUT', W, { key, body: { url: rx.url } });
    rx.replies = [{ status: 503, body: 'down' }];
    const failed = await call(gw.url, 'POST', `${W}/test-ping`, { key });
    expect(failed.body).toMatchObject({ ok: false, status: 503, response_body_preview: 'down' });
    rx.replies = [{ status: 200, delayMs: 1500 }];
    const slow = await call(gw.url, 'POST', `${W}/test-ping`, { key });
    expect(slow.body).toMatchObject({ ok: false, status: null, event_type: 'webhook.test_ping' });
    expect(slow.body.error).toMatch(/timed out/);
    expect(rx.requests).toHaveLength(2);
  });

  it('400s: no_webhook_url_configured, no_signing_secret, unknown_event_type', async () => {
    const { key, account } = await newAccount(gw.db);
    expect((await call(gw.url, 'POST', `${W}/test-ping`, { key })).body).toEqual({
      ok: false,
      error: 'no_webhook_url_configured',
    });
    await gw.db.customerWebhook.create({ data: { accountId: account.id, url: rx.url } });
    const noSecret = await call(gw.url, 'POST', `${W}/test-ping`, { key });
    expect(noSecret.status).toBe(400);
    expect(noSecret.body).toEqual({ ok: false, error: 'no_signing_secret' });
    const unknown = await call(gw.url, 'POST', `${W}/test-ping`, { key, body: { event_type: 'site.exploded' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      error: 'unknown_event_type',
      available_events: expect.arrayContaining(['site.complete', 'webhook.test_ping']),
    });
    expect(typeof unknown.body.detail).toBe('string');
    expect(rx.requests).toHaveLength(0);
  });
});

describe('PATCH /v1/customer/webhook/subscriptions', () => {
  it('keeps the order sent and removes duplicates; [] disables all', async () => {
    const { key } = await newAccount(gw.db);
    const r = await call(gw.url, 'PATCH', `${W}/subscriptions`, {
      key,
      body: { events: ['site.failed', 'form.submit', 'site.failed', 'site.complete'] },
    });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ subscribed_events: ['site.failed', 'form.submit', 'site.complete'] });
    expect((await call(gw.url, 'PATCH', `${W}/subscriptions`, { key, body: { events: [] } })).body).toEqual({
      subscribed_events: [],
    });
    // A later first PUT does not undo an explicit choice.
    await call(gw.url, 'PUT', W, { key, body: { url: rx.url } });
    expect((await call(gw.url, 'GET', W, { key })).body.subscribed_events).toEqual([]);
  });

  it.each([[{}], [{ events: 'site.complete' }], [{ events: [1, 2] }]])(
    '400 events must be an array of strings for %j',
    async (body) => {
      const { key } = await newAccount(gw.db);
      const r = await call(gw.url, 'PATCH', `${W}/subscriptions`, { key, body });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('events must be an array of strings');
    },
  );

  it('400 unknown_event_type with available_events, also for webhook.test_ping', async () => {
    const { key } = await newAccount(gw.db);
    for (const e of ['site.nope', 'webhook.test_ping']) {
      const r = await call(gw.url, 'PATCH', `${W}/subscriptions`, { key, body: { events: ['site.complete', e] } });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'unknown_event_type', available_events: [...SUBSCRIBABLE_EVENTS] });
    }
  });

  it('needs an API key like every /v1 route', async () => {
    expect((await call(gw.url, 'GET', W)).status).toBe(401);
  });
});
