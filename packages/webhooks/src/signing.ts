import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SECRET_PREFIX } from '@sgs/contracts';

export const USER_AGENT = 'Service-Webhook/2.0';
/** Spec 5: receivers reject a timestamp more than 300 s from their clock. */
export const TIMESTAMP_TOLERANCE_S = 300;

/** A new signing secret: `whsec_` + 24 random bytes in hex. */
export const generateSecret = () => `${SECRET_PREFIX}${randomBytes(24).toString('hex')}`;

/** Spec 2.7: the first and last 2 characters; empty when there is no secret. */
export const secretPreview = (secret: string | null | undefined) =>
  secret ? `${secret.slice(0, 2)}...${secret.slice(-2)}` : '';

/**
 * `sha256=<hex>` of HMAC-SHA256 over `<timestamp>.<rawBody>`. The key is the UTF-8 bytes of the whole
 * secret string, `whsec_` prefix included; the message is the decimal timestamp, a dot, then the body bytes.
 */
export function signature(secret: string, timestamp: number, rawBody: string | Buffer): string {
  const mac = createHmac('sha256', Buffer.from(secret, 'utf8'));
  mac.update(`${timestamp}.`);
  mac.update(rawBody);
  return `sha256=${mac.digest('hex')}`;
}

/** Every header of spec 6.1 for one attempt. */
export function signedHeaders(opts: {
  secret: string;
  eventId: string;
  eventType: string;
  rawBody: string;
  timestamp: number;
}): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    'User-Agent': USER_AGENT,
    'X-Service-Event-Id': opts.eventId,
    'X-Service-Event-Type': opts.eventType,
    'X-Service-Timestamp': String(opts.timestamp),
    'X-Service-Signature': signature(opts.secret, opts.timestamp, opts.rawBody),
  };
}

/** What a receiver does (documented for customers; used by our tests' receivers too): constant-time, with the timestamp window. */
export function verifySignature(opts: {
  secrets: string[];
  timestamp: string | undefined;
  signature: string | undefined;
  rawBody: string | Buffer;
  nowSeconds?: number;
}): boolean {
  const ts = Number(opts.timestamp);
  if (!opts.timestamp || !/^\d+$/.test(opts.timestamp) || !opts.signature) return false;
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - ts) > TIMESTAMP_TOLERANCE_S) return false;
  const given = Buffer.from(opts.signature, 'utf8');
  return opts.secrets.some((s) => {
    const want = Buffer.from(signature(s, ts, opts.rawBody), 'utf8');
    return want.length === given.length && timingSafeEqual(want, given);
  });
}
