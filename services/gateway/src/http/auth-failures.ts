import type { Request } from 'express';
import { ApiError } from '@sgs/contracts';
import { hitRateLimit, type Db } from '@sgs/db';

/** How many blocked addresses a process remembers before it forgets the expired ones. */
const MAX_REMEMBERED = 10_000;

const tooMany = (retryAfterMs: number) => {
  const retryAfter = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(
    429,
    { error: 'Too many failed authentications from this address', hint: `Retry after ${retryAfter} seconds.` },
    { 'Retry-After': String(retryAfter) },
  );
};

/**
 * Failed API-key authentications, limited per client address (req.ip, so only TRUST_PROXY proxies can name another
 * client) in a sliding window shared by every gateway process. Once an address is over the limit, this process
 * answers it 429 without looking at the key until the window lets it through again.
 */
export function authFailureGuard(db: Db, limit: number, windowMs: number) {
  const blockedUntil = new Map<string, number>();
  const clientOf = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown';
  return {
    /** Throws the 429 when the caller's address is blocked. */
    check(req: Request) {
      const ip = clientOf(req);
      const until = blockedUntil.get(ip);
      if (until === undefined) return;
      if (until > Date.now()) throw tooMany(until - Date.now());
      blockedUntil.delete(ip);
    },
    /** Records a failure; throws the 429 instead of the 401 when the address is over its limit. */
    async failed(req: Request, err: ApiError): Promise<never> {
      const ip = clientOf(req);
      const r = await hitRateLimit(db, `auth-fail:${ip}`, limit, windowMs);
      if (r.allowed) throw err;
      if (blockedUntil.size >= MAX_REMEMBERED) {
        const now = Date.now();
        for (const [k, t] of blockedUntil) if (t <= now) blockedUntil.delete(k);
      }
      if (blockedUntil.size < MAX_REMEMBERED) blockedUntil.set(ip, Date.now() + r.retryAfterMs);
      throw tooMany(r.retryAfterMs);
    },
  };
}
export type AuthFailureGuard = ReturnType<typeof authFailureGuard>;
