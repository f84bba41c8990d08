import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** The request a piece of work belongs to: set per HTTP request, carried into workflows as memo.requestId. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;

/** A caller's X-Request-Id when it is a sane token, else a fresh one. */
export function requestIdFrom(header: unknown): string {
  return typeof header === 'string' && /^[\w.:-]{1,128}$/.test(header) ? header : randomUUID();
}
