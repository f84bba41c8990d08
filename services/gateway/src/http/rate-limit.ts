import type { RequestHandler } from 'express';
import { ApiError } from '@sgs/contracts';
import { hitRateLimit, type Db } from '@sgs/db';
import { callerOf } from './auth';

/** Spec 5/8: N requests per window per API key, sliding window, shared by all gateway processes. */
export function rateLimitPerKey(db: Db, limit: number, windowMs: number): RequestHandler {
  return async (req, res, next) => {
    try {
      const { keyId } = callerOf(req);
      const r = await hitRateLimit(db, `key:${keyId}`, limit, windowMs);
      res.set('RateLimit-Limit', String(limit));
      res.set('RateLimit-Remaining', String(Math.max(0, limit - r.used)));
      if (!r.allowed) {
        const retryAfter = Math.max(1, Math.ceil(r.retryAfterMs / 1000));
        throw new ApiError(
          429,
          {
            error: `Rate limit exceeded: ${limit} requests per ${windowMs / 1000} seconds per API key`,
            hint: `Retry after ${retryAfter} seconds.`,
          },
          { 'Retry-After': String(retryAfter) },
        );
      }
      next();
    } catch (err) {
      next(err);
    }
  };
}
