// Typed client for the Site Generation Service API. Types come from the served OpenAPI document
// (src/schema.ts, generated); requests go through openapi-fetch.
import createFetchClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema';
import { retryingFetch, sleep, type RetryOptions } from './http';

export type { components, paths, webhooks } from './schema';
export { retryAfterMs, type RetryOptions } from './http';
export { verifyWebhook, WebhookVerificationError, type WebhookEvent, type VerifyOptions } from './webhooks';

export type Site = components['schemas']['Site'];
export type ApiError = components['schemas']['Error'];

export interface ClientOptions {
  /** The gateway's base URL, e.g. https://api.example.com (no /v1). */
  baseUrl: string;
  /** An API key (sgs_...). */
  apiKey: string;
  /** Retries on 429/503 honouring Retry-After. */
  retry?: RetryOptions;
  /** A fetch implementation (defaults to the global one). */
  fetch?: typeof fetch;
}

const TERMINAL_STATUSES = new Set(['complete', 'complete_with_warnings', 'failed']);

export interface WaitOptions {
  signal?: AbortSignal;
  /** First poll interval; grows by half each poll up to maxIntervalMs. Default 2 s. */
  intervalMs?: number;
  maxIntervalMs?: number;
  /** Also return when the site waits for a person (research_review). Default true. */
  stopAtReview?: boolean;
}

export class SiteWaitError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'SiteWaitError';
  }
}

export interface SgsClient extends Client<paths> {
  /** Polls GET /v1/sites/{id} politely until the build ends (complete, complete_with_warnings, failed) or waits in review. */
  waitForSite(siteId: string, opts?: WaitOptions): Promise<Site>;
}

/** A fresh Idempotency-Key for a POST that must not run twice (spec 5). */
export const idempotencyKey = () => crypto.randomUUID();

export function createClient(opts: ClientOptions): SgsClient {
  const client = createFetchClient<paths>({
    baseUrl: opts.baseUrl.replace(/\/$/, ''),
    headers: { Authorization: `Bearer ${opts.apiKey}` },
    fetch: retryingFetch(opts.fetch ?? globalThis.fetch, opts.retry),
  });

  async function waitForSite(siteId: string, wait: WaitOptions = {}): Promise<Site> {
    let interval = wait.intervalMs ?? 2000;
    const maxInterval = wait.maxIntervalMs ?? 15_000;
    for (;;) {
      wait.signal?.throwIfAborted();
      const { data, error, response } = await client.GET('/v1/sites/{id}', {
        params: { path: { id: siteId } },
        signal: wait.signal,
      });
      if (!data) throw new SiteWaitError(`GET /v1/sites/${siteId} answered ${response.status}`, response.status, error);
      const reviewing = data.generation_phase === 'research_review' && (wait.stopAtReview ?? true);
      if (TERMINAL_STATUSES.has(data.status) || reviewing) return data;
      await sleep(interval, wait.signal);
      interval = Math.min(maxInterval, Math.round(interval * 1.5));
    }
  }

  return Object.assign(client, { waitForSite });
}
