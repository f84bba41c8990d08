import type { RequestHandler, Response } from 'express';
import type { Logger } from '@sgs/config';
import type { Db } from '@sgs/db';

/** The route pattern a response came from (mountRoute and the public receiver set it), e.g. /v1/sites/:id. */
export const setRoutePattern = (res: Response, pattern: string) => {
  res.locals.routePattern = pattern;
};

/**
 * One request_logs row per API request once its response is sent: method, route pattern, status, duration, and
 * the account and key that authenticated it. Never the concrete path, query, headers or bodies. Written off the
 * request's path; a failed write is logged, never surfaced.
 */
export function requestLog(db: Db, log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const pattern = typeof res.locals.routePattern === 'string' ? res.locals.routePattern : '(no route)';
      void db.requestLog
        .create({
          data: {
            method: req.method.slice(0, 16),
            path: pattern,
            status: res.statusCode,
            durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
            accountId: req.caller?.accountId ?? null,
            keyId: req.caller?.keyId ?? null,
          },
        })
        .catch((err: unknown) => log.warn({ err }, 'request log write failed'));
    });
    next();
  };
}
