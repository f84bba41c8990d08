import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ApiError, errors } from '@sgs/contracts';
import type { Logger } from '@sgs/config';

export const notFound: RequestHandler = (req, _res, next) =>
  next(
    new ApiError(404, {
      error: `No route for ${req.method} ${req.path}`,
      hint: 'See /v1/openapi.json for the API surface.',
    }),
  );

/** The one place errors become responses: typed errors keep their status and body; anything else is a safe 500. */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let e: ApiError;
    if (err instanceof ApiError) e = err;
    else if (err?.type === 'entity.parse.failed') e = errors.invalidJson();
    else if (err?.type === 'entity.too.large') e = new ApiError(413, { error: 'Request body is too large' });
    else if (err?.type === 'encoding.unsupported' || err?.type === 'charset.unsupported')
      e = new ApiError(415, { error: 'Unsupported body encoding' });
    else {
      log.error({ err, method: req.method, path: req.path }, 'unhandled error');
      e = new ApiError(500, { error: 'Internal server error', hint: 'Safe to retry with backoff.' });
    }
    if (res.headersSent) return res.end();
    res.status(e.status).set(e.headers).json(e.body);
  };
}
