// Verifying a delivery from the service (spec 6.1): HMAC-SHA256 over `<timestamp>.<raw body>`, keyed with the
// whole whsec_ secret, sent as `X-Service-Signature: sha256=<hex>`; compared in constant time, timestamp in a window.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { webhooks } from './schema';

type Envelope<T extends keyof webhooks> = webhooks[T]['post']['requestBody']['content']['application/json'];
/** A verified delivery, typed by its `type`. */
export type WebhookEvent = { [T in keyof webhooks]: Envelope<T> & { type: T } }[keyof webhooks];

export interface VerifyOptions {
  /** Largest accepted distance between the timestamp and now, in seconds. Default 300 (spec 6.1). */
  toleranceSeconds?: number;
  /** Unix seconds to compare against (tests). */
  now?: number;
}

export type VerificationFailure = 'missing_header' | 'stale_timestamp' | 'bad_signature' | 'bad_body';

export class WebhookVerificationError extends Error {
  constructor(readonly reason: VerificationFailure) {
    super(`webhook verification failed: ${reason}`);
    this.name = 'WebhookVerificationError';
  }
}

type HeaderBag = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderBag, name: string): string | undefined {
  if (typeof (headers as Headers).get === 'function') return (headers as Headers).get(name) ?? undefined;
  const bag = headers as Record<string, string | string[] | undefined>;
  const key = Object.keys(bag).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : bag[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks a delivery's signature and timestamp and returns the parsed envelope. `rawBody` must be the exact bytes
 * received (not re-serialised JSON). `secret` may be a list while rotating: any match is accepted.
 * Throws WebhookVerificationError (with `reason`) when the delivery must be refused.
 */
export function verifyWebhook(
  rawBody: string | Uint8Array,
  headers: HeaderBag,
  secret: string | string[],
  opts: VerifyOptions = {},
): WebhookEvent {
  const secrets = (Array.isArray(secret) ? secret : [secret]).filter((s) => typeof s === 'string' && s !== '');
  if (!secrets.length) throw new TypeError('verifyWebhook needs the whsec_ secret the service showed you');
  const timestamp = header(headers, 'x-service-timestamp');
  const given = header(headers, 'x-service-signature');
  if (!timestamp || !given || !/^\d+$/.test(timestamp)) throw new WebhookVerificationError('missing_header');
  const now = opts.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - Number(timestamp)) > (opts.toleranceSeconds ?? 300)) {
    throw new WebhookVerificationError('stale_timestamp');
  }
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : Buffer.from(rawBody);
  const givenBytes = Buffer.from(given, 'utf8');
  const matches = secrets.some((s) => {
    const mac = createHmac('sha256', Buffer.from(s, 'utf8')).update(`${timestamp}.`).update(body);
    const want = Buffer.from(`sha256=${mac.digest('hex')}`, 'utf8');
    return want.length === givenBytes.length && timingSafeEqual(want, givenBytes);
  });
  if (!matches) throw new WebhookVerificationError('bad_signature');
  try {
    const event = JSON.parse(body.toString('utf8')) as WebhookEvent;
    if (typeof event !== 'object' || event === null || typeof event.type !== 'string') throw new Error('not an event');
    return event;
  } catch {
    throw new WebhookVerificationError('bad_body');
  }
}
