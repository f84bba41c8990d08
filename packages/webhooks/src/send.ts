import { FetchFailedError, safeFetch, UnsafeUrlError } from '@sgs/net';
import { tracedOutgoing } from '@sgs/observability';
import type { AttemptOutcome } from '@sgs/contracts/delivery';
import { serializeEnvelope, type Envelope } from './envelope';
import { signedHeaders } from './signing';

export const PREVIEW_CHARS = 500;
/** Enough of the answer for a 500-character preview, without buffering an unbounded body. */
const MAX_RESPONSE_BYTES = 16 * 1024;

export interface SendResult {
  outcome: Exclude<AttemptOutcome, 'cancelled'>;
  status: number | null;
  durationMs: number;
  responsePreview: string;
  error?: string;
}

/** Spec 6.1: 2xx done; 4xx permanent; 5xx retried. Redirects are not followed, and retrying will not change one. */
export function classifyStatus(status: number): SendResult['outcome'] {
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 500) return 'retry';
  return 'permanent';
}

/**
 * One signed POST of an envelope, freshly timestamped, through the SSRF-safe client (address checked
 * at connect time, redirects not followed). Never throws for the receiver's behaviour: the result says.
 */
export async function sendSigned(opts: {
  url: string;
  secret: string;
  envelope: Envelope;
  timeoutMs: number;
  allowLoopback: boolean;
  now?: () => number;
}): Promise<SendResult> {
  const rawBody = serializeEnvelope(opts.envelope);
  const timestamp = Math.floor((opts.now ?? Date.now)() / 1000);
  const headers = signedHeaders({
    secret: opts.secret,
    eventId: opts.envelope.event_id,
    eventType: opts.envelope.type,
    rawBody,
    timestamp,
  });
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    // X-Request-Id of the request the event came from, and traceparent when tracing is on.
    const res = await tracedOutgoing('webhook POST', opts.url, (extra) =>
      safeFetch(opts.url, {
        method: 'POST',
        headers: { ...headers, ...extra },
        body: rawBody,
        timeoutMs: opts.timeoutMs,
        maxBytes: MAX_RESPONSE_BYTES,
        maxRedirects: 0,
        allowLoopback: opts.allowLoopback,
      }),
    );
    const outcome = classifyStatus(res.status);
    // Whatever bytes came back: invalid UTF-8 decodes to U+FFFD, and NUL (which PostgreSQL cannot store) becomes it too.
    const responsePreview = res.body.toString('utf8').replaceAll('\u0000', '\ufffd').slice(0, PREVIEW_CHARS);
    const location = res.headers.location
      ? ` (redirect to ${String(res.headers.location).slice(0, 200)} not followed)`
      : '';
    const error = outcome === 'delivered' ? undefined : `receiver answered HTTP ${res.status}${location}`;
    return { outcome, status: res.status, durationMs: elapsed(), responsePreview, ...(error ? { error } : {}) };
  } catch (err) {
    // Our own refusal (a non-public address) will not change by retrying; timeouts and network errors may.
    if (err instanceof UnsafeUrlError)
      return {
        outcome: 'permanent',
        status: null,
        durationMs: elapsed(),
        responsePreview: '',
        error: `refused: ${err.message}`,
      };
    const message = err instanceof FetchFailedError ? err.message : (err as Error).message;
    return { outcome: 'retry', status: null, durationMs: elapsed(), responsePreview: '', error: message };
  }
}
