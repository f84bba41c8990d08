import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
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
 * starts carry it; one structured pino-http log line with the route pattern, never the query or bodies; the
 * latency histogram by route pattern and status; and, with tracing on, a server span named after the route pattern.
 */
export function httpObservability(log: Logger, metrics: Metrics | undefined) {
  const logger = pinoHttp({
    logger: log,
    genReqId: (req, res) => {
      const id = requestIdFrom(req.headers['x-request-id']);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    quietReqLogger: true,
    // A caller's 4xx is the API working as specified, not a server warning.
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res) => `${req.method} ${routeOf(res as Res)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${routeOf(res as Res)} ${res.statusCode}`,
    customProps: (_req, res) => ({ route: routeOf(res as Res) }),
    serializers: {
      req: (req: { id: unknown; method: string }) => ({ id: req.id, method: req.method }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req: Req, res: Res, next: Next) => {
    const started = process.hrtime.bigint();
    const method = req.method ?? 'GET';
    logger(req, res);
    const traced: { span?: ReturnType<typeof startServerSpan> } = {};
    res.once('finish', () => {
      metrics?.httpDuration.observe(
        { method, route: routeOf(res), status: String(res.statusCode) },
        Number(process.hrtime.bigint() - started) / 1e9,
      );
      endServerSpan(traced.span, method, routeOf(res), res.statusCode);
    });
    traced.span = startServerSpan(method, req.headers, () => requestContext.run({ requestId: String(req.id) }, next));
  };
}
