// The fetch the client runs on: retries 429 and 503 after the server's Retry-After (bounded), nothing else.

export interface RetryOptions {
  /** Attempts after the first; 0 turns retrying off. Default 3. */
  maxRetries?: number;
  /** Longest wait honoured from a Retry-After header, in ms; a longer one is returned to the caller. Default 60 s. */
  maxDelayMs?: number;
  /** Wait when the server sends no Retry-After, doubled per attempt. Default 1 s. */
  baseDelayMs?: number;
}

const RETRY_STATUSES = new Set([429, 503]);

/** Retry-After as seconds or an HTTP date -> milliseconds from now; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export function sleep(ms: number, signal?: AbortSignal | null): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/**
 * A fetch that sends the request again on 429 or 503. Both mean the server did not do the work (rate limit,
 * queue full, service switched off), so a retry is safe for any method; a POST keeps its Idempotency-Key.
 */
export function retryingFetch(base: typeof fetch, opts: RetryOptions = {}): (input: Request) => Promise<Response> {
  const maxRetries = opts.maxRetries ?? 3;
  const maxDelayMs = opts.maxDelayMs ?? 60_000;
  const baseDelayMs = opts.baseDelayMs ?? 1000;
  return async (request: Request) => {
    for (let attempt = 0; ; attempt++) {
      const response = await base(attempt < maxRetries ? request.clone() : request);
      if (!RETRY_STATUSES.has(response.status) || attempt >= maxRetries) return response;
      const wait = retryAfterMs(response.headers.get('retry-after')) ?? baseDelayMs * 2 ** attempt;
      if (wait > maxDelayMs) return response;
      await response.body?.cancel();
      await sleep(wait, request.signal);
    }
  };
}
