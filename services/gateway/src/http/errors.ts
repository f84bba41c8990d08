import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError, bodyRefusal, errors, safeErrorText, type BodyRefusal } from '@sgs/contracts';
import type { Logger } from '@sgs/config';
import { SiteOpError, type SiteOpFailure } from '@sgs/site-ops';
import { unavailableError } from './unavailable';

export const notFound: RequestHandler = (req, _res, next) =>
  next(
    new ApiError(404, {
      error: `No route for ${req.method} ${req.path}`,
      hint: 'See /v1/openapi.json for the API surface.',
    }),
  );

/** A body the parser refused (bodyRefusal), as the API words it. */
const BODY_ERRORS: Record<BodyRefusal, () => ApiError> = {
  unparsable: () => errors.invalidJson(),
  too_large: () => new ApiError(413, { error: 'Request body is too large' }),
  unsupported_encoding: () => new ApiError(415, { error: 'Unsupported body encoding' }),
  unreadable: () =>
    new ApiError(400, {
      error: 'Request body could not be read',
      hint: 'Check Content-Encoding (gzip, deflate, br or identity) and Content-Length against the bytes sent.',
    }),
};
const bodyError = (err: unknown) => {
  const refused = bodyRefusal(err);
  return refused && BODY_ERRORS[refused.refusal]();
};

/** Site operations' domain failures (spec 4.2) as HTTP statuses; the body is the operation's. */
const SITE_OP_STATUS: Record<SiteOpFailure, number> = {
  invalid: 400,
  download_failed: 400,
  forbidden: 403,
  not_found: 404,
  not_deployed: 409,
  failed: 500,
  sync_failed: 502,
};

/**
 * The one place errors become responses: typed errors keep their status and body (with `internal_error` cut to a
 * safe summary); PostgreSQL or Temporal unreachable is a 503 with Retry-After; anything else is a safe 500. Stack traces and raw messages go only to the log.
 */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let e: ApiError;
    if (err instanceof ApiError) e = err;
    else if (err instanceof SiteOpError) e = new ApiError(SITE_OP_STATUS[err.failure], err.body);
    else
      e =
        bodyError(err) ??
        unavailableError(err) ??
        new ApiError(500, { error: 'Internal server error', hint: 'Safe to retry with backoff.' });
    if (e.status === 503 && !(err instanceof ApiError))
      log.warn({ err, method: req.method, path: req.path }, 'dependency unavailable');
    else if (e.status >= 500) log.error({ err, method: req.method, path: req.path }, 'server error');
    let body = e.body;
    if (body.internal_error !== undefined) {
      log.warn({ internal_error: body.internal_error, method: req.method, path: req.path }, 'internal_error detail');
      body = { ...body, internal_error: safeErrorText(body.internal_error) };
    }
    if (res.headersSent) return res.end();
    res.status(e.status).set(e.headers).json(body);
  };
}
