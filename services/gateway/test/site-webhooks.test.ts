import { testEnv } from '../../../test/helpers/env';
import { createTestSite, signatureValid, startReceiver, type Receiver } from '../../../test/helpers/receiver';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

let gw: TestGateway;
let rx: Receiver;
beforeAll(async () => {
  gw = await startGateway({
    env: testEnv({ ALLOW_LOOPBACK_URLS: 'true', WEBHOOK_TIMEOUT_MS: '500', RATE_LIMIT_PER_MINUTE: '1000' }),
  });
  rx = await startReceiver();
});
afterAll(async () => {
  await rx.close();
  await gw.close();
});
beforeEach(() => {
  rx.requests.length = 0;
  rx.replies = [{ status: 200, body: 'thanks' }];
});

async function ownerWithSite() {
  const owner = await newAccount(gw.db);
  const site = await createTestSite(gw.db, owner.account.id);
  return { ...owner, site, base: `/v1/sites/${site.id}` };
}

describe('POST /v1/sites/:id/webhooks/forms', () => {
  it('issues the secret once, keeps it on a repeat call, and rotates on rotate_secret', async () => {
    const { key, site, base } = await ownerWithSite();
    const first = await call(gw.url, 'POST', `${base}/webhooks/forms`, { key, body: { webhook_url: rx.url } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      ok: true,
      site_id: site.id,
      webhook_url: rx.url,
      originated_via: 'service_public',
    });
    const secret = first.body.secret_issued as string;
    expect(secret).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(typeof first.body.secret_note).toBe('string');

    const repeat = await call(gw.url, 'POST', `${base}/webhooks/forms`, { key, body: { webhook_url: rx.url } });
    expect(repeat.body).toMatchObject({ ok: true, site_id: site.id, webhook_url: rx.url, secret_issued: null });
    expect((await call(gw.url, 'GET', `/v1/sites/${site.id}`, { key })).body.form_webhook_url).toBe(rx.url);

    const rotated = await call(gw.url, 'POST', `${base}/webhooks/forms`, {
      key,
      body: { webhook_url: rx.url, rotate_secret: true },
    });
    expect(rotated.body.secret_issued).toMatch(/^whsec_/);
    expect(rotated.body.secret_issued).not.toBe(secret);
  });

  it("403 Forbidden for another account's site, 404 Site not found for a missing one", async () => {
    const { base } = await ownerWithSite();
    const other = await newAccount(gw.db);
    const forbidden = await call(gw.url, 'POST', `${base}/webhooks/forms`, {
      key: other.key,
      body: { webhook_url: rx.url },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ error: 'Forbidden' });
    for (const id of ['00000000-0000-4000-8000-00000000dead', 'not-a-uuid']) {
      const missing = await call(gw.url, 'POST', `/v1/sites/${id}/webhooks/forms`, {
        key: other.key,
        body: { webhook_url: rx.url },
      });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: 'Site not found' });
    }
  });

  it.each([[{}], [{ webhook_url: 'mailto:a@b.c' }], [{ webhook_url: 7 }]])(
    '400 webhook_url is required and must be http(s):// for %j',
    async (body) => {
      const { key, base } = await ownerWithSite();
      const r = await call(gw.url, 'POST', `${base}/webhooks/forms`, { key, body });
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('webhook_url is required and must be http(s)://');
    },
  );

  it('refuses a private address even with the loopback setting', async () => {
    const { key, base } = await ownerWithSite();
    const r = await call(gw.url, 'POST', `${base}/webhooks/forms`, {
      key,
      body: { webhook_url: 'http://192.168.1.10/hook' },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toBe('webhook_url must be publicly reachable');
  });

  it("reports the site's own origin in originated_via", async () => {
    const owner = await newAccount(gw.db);
    const site = await createTestSite(gw.db, owner.account.id, { origin: 'internal' });
    const r = await call(gw.url, 'POST', `/v1/sites/${site.id}/webhooks/forms`, {
      key: owner.key,
      body: { webhook_url: rx.url },
    });
    expect(r.body.originated_via).toBe('internal');
  });
});

describe('test endpoints and rotation', () => {
  it('forms/test sends a signed synthetic form.submit with no retries', async () => {
    const { key, site, base } = await ownerWithSite();
    const secret = (await call(gw.url, 'POST', `${base}/webhooks/forms`, { key, body: { webhook_url: rx.url } })).body
      .secret_issued as string;
    const r = await call(gw.url, 'POST', `${base}/webhooks/forms/test`, { key });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ ok: true, status: 200, response_body: 'thanks' });
    const got = rx.requests[0]!;
    expect(signatureValid(got, secret)).toBe(true);
    expect(got.body).toMatchObject({
      event_id: r.body.event_id,
      type: 'form.submit',
      site_id: site.id,
      payload: { site_id: site.id, test: true, fields: expect.any(Object) },
    });

    rx.replies = [{ status: 500, body: 'boom' }];
    const failed = await call(gw.url, 'POST', `${base}/webhooks/forms/test`, { key });
    expect(failed.body).toMatchObject({ ok: false, status: 500, response_body: 'boom' });
    expect(rx.requests).toHaveLength(2);
  });

  it('webhook/test-ping sends webhook.test_ping or a sample event_type; 10 s receiver timeout configurable', async () => {
    const { key, site, base } = await ownerWithSite();
    const secret = (await call(gw.url, 'POST', `${base}/webhooks/forms`, { key, body: { webhook_url: rx.url } })).body
      .secret_issued as string;
    const ping = await call(gw.url, 'POST', `${base}/webhook/test-ping`, { key });
    expect(ping.body).toMatchObject({
      ok: true,
      status: 200,
      response_body_preview: 'thanks',
      event_type: 'webhook.test_ping',
    });
    expect(rx.requests[0]!.body).toMatchObject({ type: 'webhook.test_ping', site_id: site.id });
    expect(signatureValid(rx.requests[0]!, secret)).toBe(true);
    const typed = await call(gw.url, 'POST', `${base}/webhook/test-ping`, {
      key,
      body: { event_type: 'site.revision_failed' },
    });
    expect(typed.body.event_type).toBe('site.revision_failed');
    expect(rx.requests[1]!.body).toMatchObject({
      type: 'site.revision_failed',
      payload: { site_id: site.id, reason: 'out_of_scope' },
    });
    rx.replies = [{ status: 200, delayMs: 1200 }];
    const slow = await call(gw.url, 'POST', `${base}/webhook/test-ping`, { key });
    expect(slow.body).toMatchObject({ ok: false, status: null });
    const bad = await call(gw.url, 'POST', `${base}/webhook/test-ping`, { key, body: { event_type: 'nope' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('unknown_event_type');
  });

  it('regenerate-secret: the old secret is invalid at once', async () => {
    const { key, base } = await ownerWithSite();
    const old = (await call(gw.url, 'POST', `${base}/webhooks/forms`, { key, body: { webhook_url: rx.url } })).body
      .secret_issued as string;
    const r = await call(gw.url, 'POST', `${base}/webhook/regenerate-secret`, { key });
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(['rotated_at', 'secret', 'secret_preview']);
    await call(gw.url, 'POST', `${base}/webhook/test-ping`, { key });
    expect(signatureValid(rx.requests[0]!, r.body.secret as string)).toBe(true);
    expect(signatureValid(rx.requests[0]!, old)).toBe(false);
  });

  it("404 for another account's site and 400 no_webhook_url_configured before configuration", async () => {
    const { key, base } = await ownerWithSite();
    const other = await newAccount(gw.db);
    for (const path of ['webhooks/forms/test', 'webhook/test-ping', 'webhook/regenerate-secret']) {
      const notOwned = await call(gw.url, 'POST', `${base}/${path}`, { key: other.key });
      expect(notOwned.status).toBe(404);
      expect(notOwned.body).toEqual({ error: 'Site not found' });
      const unconfigured = await call(gw.url, 'POST', `${base}/${path}`, { key });
      expect(unconfigured.status).toBe(400);
      expect(unconfigured.body).toMatchObject({ ok: false, error: 'no_webhook_url_configured' });
    }
    expect(rx.requests).toHaveLength(0);
  });
});
