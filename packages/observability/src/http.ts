import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from '@sgs/config';
import { requestContext, requestIdFrom } from './context';
import type { Metrics } from './metrics';
import { endServerSpan, startServerSpan } from './tracing';

type Req = IncomingMessage & { id?: unknown };
type Res = ServerResponse & { locals?: Record<string, unknown> };
type Next = (err?: unknown) => void;

/** The route pattern a response came from (the gateway's route helper sets res.locals.routePattern). */
const routeOf = (res: Res) =>
  typeof res.locals?.routePattern === 'string' ? (res.locals.routePattern as string) : '(no route)';

/**
 * Per request: an id (the caller's X-Request-Id or a new one, echoed back) kept in the async context so workflow
 * starts carry it; one structured log line once the response is done (as pino-http wrote it: reqId, req {id,
 * method}, route pattern, res {statusCode}, responseTime in ms; never the query or bodies; a caller's 4xx at info,
 * 5xx and errors at error), built only when that level is enabled; the latency histogram by route pattern and
 * status; and, with tracing on, a server span named after the route pattern. Nothing is allocated per request for
 * a log line or a span that nobody records.
 */
export function httpObservability(log: Logger, metrics: Metrics | undefined) {
  return (req: Req, res: Res, next: Next) => {
    const started = process.hrtime.bigint();
    const method = req.method ?? 'GET';
    const id = requestIdFrom(req.headers['x-request-id']);
    req.id = id;
    res.setHeader('X-Request-Id', id);
    const traced: { span?: ReturnType<typeof startServerSpan> } = {};
    const complete = (err?: unknown) => {
      res.removeListener('close', complete);
      res.removeListener('finish', complete);
      res.removeListener('error', complete);
      const route = routeOf(res);
      const status = res.statusCode;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      metrics?.httpDuration.observe({ method, route, status: String(status) }, seconds);
      endServerSpan(traced.span, method, route, status);
      const failed = err !== undefined || status >= 500;
      const level = failed ? 'error' : 'info';
      if (!log.isLevelEnabled(level)) return;
      const line: Record<string, unknown> = {
        reqId: id,
        req: { id, method },
        route,
        res: { statusCode: status },
        responseTime: Math.round(seconds * 1000),
      };
      if (failed) line.err = err ?? new Error(`failed with status code ${status}`);
      log[level](line, `${method} ${route} ${status}`);
    };
    res.on('close', complete);
    res.on('finish', complete);
    res.on('error', complete);
    traced.span = startServerSpan(method, req.headers, () => requestContext.run({ requestId: id }, next));
  };
}
