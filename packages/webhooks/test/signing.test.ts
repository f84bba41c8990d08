import { DEFAULT_RETRY_SCHEDULE_MS, retrySleeps } from '@sgs/contracts/delivery';
import { loadEnv } from '@sgs/config';
import {
  classifyStatus,
  generateSecret,
  samplePayload,
  secretPreview,
  serializeEnvelope,
  signature,
  signedHeaders,
  verifySignature,
} from '../src';
import { EVENT_TYPES } from '@sgs/contracts';

describe('signature (spec 5)', () => {
  it('matches a vector pinned from an independent implementation (Python hmac)', () => {
    // python3 -c "import hmac,hashlib; print(hmac.new(b'whsec_test_vector_secret', b'1700000000.{\"event_id\":\"x\"}', hashlib.sha256).hexdigest())"
    expect(signature('whsec_test_vector_secret', 1700000000, '{"event_id":"x"}')).toBe(
      'sha256=c33be13faf0c3ba2bc0279b2465ee3d5ef16161715be07c3b44056f50aafa7f4',
    );
  });

  it('sets every header of 6.1', () => {
    const h = signedHeaders({
      secret: 'whsec_a',
      eventId: 'e1',
      eventType: 'site.complete',
      rawBody: '{}',
      timestamp: 1700000000,
    });
    expect(h).toEqual({
      'Content-Type': 'application/json',
      'User-Agent': 'Service-Webhook/2.0',
      'X-Service-Event-Id': 'e1',
      'X-Service-Event-Type': 'site.complete',
      'X-Service-Timestamp': '1700000000',
      'X-Service-Signature': signature('whsec_a', 1700000000, '{}'),
    });
  });

  it('verifies in a 300 s window, with old and new secrets during a rotation', () => {
    const sig = signature('whsec_new', 1000, 'body');
    expect(
      verifySignature({ secrets: ['whsec_new'], timestamp: '1000', signature: sig, rawBody: 'body', nowSeconds: 1300 }),
    ).toBe(true);
    expect(
      verifySignature({ secrets: ['whsec_new'], timestamp: '1000', signature: sig, rawBody: 'body', nowSeconds: 1301 }),
    ).toBe(false);
    expect(
      verifySignature({
        secrets: ['whsec_old', 'whsec_new'],
        timestamp: '1000',
        signature: sig,
        rawBody: 'body',
        nowSeconds: 1000,
      }),
    ).toBe(true);
    expect(
      verifySignature({ secrets: ['whsec_old'], timestamp: '1000', signature: sig, rawBody: 'body', nowSeconds: 1000 }),
    ).toBe(false);
    expect(
      verifySignature({
        secrets: ['whsec_new'],
        timestamp: '1000',
        signature: sig,
        rawBody: 'body!',
        nowSeconds: 1000,
      }),
    ).toBe(false);
  });

  it('issues whsec_ secrets and previews their first and last 2 characters', () => {
    const s = generateSecret();
    expect(s).toMatch(/^whsec_[0-9a-f]{48}$/);
    expect(generateSecret()).not.toBe(s);
    expect(secretPreview('whsec_abcdef12')).toBe('wh...12');
    expect(secretPreview(null)).toBe('');
  });
});

describe('delivery rules', () => {
  it('classifies 2xx done, 4xx and 3xx permanent, 5xx retry', () => {
    expect([200, 204, 299].map(classifyStatus)).toEqual(['delivered', 'delivered', 'delivered']);
    expect([301, 302, 400, 404, 410, 429].map(classifyStatus)).toEqual(Array(6).fill('permanent'));
    expect([500, 502, 503].map(classifyStatus)).toEqual(['retry', 'retry', 'retry']);
  });

  it('sleeps 0, 30 s, 5 min, 30 min by default, from WEBHOOK_RETRY_SCHEDULE too', () => {
    expect(retrySleeps(DEFAULT_RETRY_SCHEDULE_MS)).toEqual([0, 30_000, 300_000, 1_800_000]);
    expect(loadEnv({}).WEBHOOK_RETRY_SCHEDULE).toEqual([0, 30_000, 300_000, 1_800_000]);
    expect(loadEnv({ WEBHOOK_RETRY_SCHEDULE: '0, 250ms, 1s, 2h' }).WEBHOOK_RETRY_SCHEDULE).toEqual([
      0, 250, 1000, 7_200_000,
    ]);
    expect(() => loadEnv({ WEBHOOK_RETRY_SCHEDULE: '0,soon' })).toThrow(/WEBHOOK_RETRY_SCHEDULE/);
  });

  it("serialises the envelope in the spec's key order", () => {
    const raw = serializeEnvelope({
      payload: { a: 1 },
      occurred_at: 't',
      site_id: null,
      type: 'form.submit',
      event_id: 'e',
    } as never);
    expect(raw).toBe('{"event_id":"e","type":"form.submit","site_id":null,"occurred_at":"t","payload":{"a":1}}');
  });

  it('has a canonical sample payload for every event type', () => {
    for (const t of EVENT_TYPES) expect(Object.keys(samplePayload(t, { scope: 'customer' })).length).toBeGreaterThan(0);
    expect(samplePayload('site.complete', { scope: 'site', siteId: 's1', accountId: 'a1' })).toMatchObject({
      site_id: 's1',
      platform_user_id: 'a1',
      status: 'complete',
    });
  });
});
