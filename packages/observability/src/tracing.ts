import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, propagation, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { Resource } from '@opentelemetry/resources';
import type { SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { currentRequestId } from './context';

/** The process's tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set: workers hand the processor to the workflow sink. */
export interface Tracing {
  resource: Resource;
  processor: SpanProcessor;
  /** @temporalio/interceptors-opentelemetry, loaded only when tracing is on. */
  temporal: typeof import('@temporalio/interceptors-opentelemetry');
  /** Exports what is buffered (tests, shutdown). */
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

let installed: Tracing | undefined;

/** The tracing this process installed, if any. */
export const activeTracing = (): Tracing | undefined => installed;

/**
 * Installs OpenTelemetry for this process when `endpoint` (OTEL_EXPORTER_OTLP_ENDPOINT) is set: a tracer provider
 * with the async-context manager and the W3C trace-context propagator, exporting batches over OTLP/HTTP (JSON) to
 * `<endpoint>/v1/traces`. Unset: nothing is installed and every span below is a no-op. Once per process.
 */
export async function startTracing(service: string, endpoint: string | undefined): Promise<Tracing | undefined> {
  if (!endpoint) return undefined;
  if (installed) return installed;
  // Loaded here, so a process without a collector never loads the SDK.
  const [{ AsyncLocalStorageContextManager }, { W3CTraceContextPropagator }, { OTLPTraceExporter }, { Resource }] =
    await Promise.all([
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const { BasicTracerProvider, BatchSpanProcessor } = await import('@opentelemetry/sdk-trace-base');
  const temporal = await import('@temporalio/interceptors-opentelemetry');
  const resource = new Resource({ 'service.name': `sgs-${service}` });
  const exporter = new OTLPTraceExporter({ url: `${endpoint}/v1/traces` });
  const processor = new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000 });
  const provider = new BasicTracerProvider({ resource, spanProcessors: [processor] });
  provider.register({
    contextManager: new AsyncLocalStorageContextManager(),
    propagator: new W3CTraceContextPropagator(),
  });
  installed = {
    resource,
    processor,
    temporal,
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      await provider.shutdown();
      trace.disable();
      context.disable();
      propagation.disable();
      installed = undefined;
    },
  };
  return installed;
}

const tracer = () => trace.getTracer('@sgs/observability');

/**
 * A server span for one HTTP request, continuing the caller's `traceparent`; `run` executes inside it. Returns the
 * span (to be ended by the caller when the response finishes), or undefined with tracing off.
 */
export function startServerSpan(
  method: string,
  headers: Record<string, string | string[] | undefined>,
  run: () => void,
): Span | undefined {
  if (!installed) {
    run();
    return undefined;
  }
  const parent = propagation.extract(context.active(), headers);
  const span = tracer().startSpan(method, { kind: SpanKind.SERVER }, parent);
  context.with(trace.setSpan(parent, span), run);
  return span;
}

/** Names a finished server span after its route pattern and records the status (and `attributes`). */
export function endServerSpan(
  span: Span | undefined,
  method: string,
  route: string,
  status: number,
  attributes: Record<string, string> = {},
): void {
  if (!span) return;
  span.updateName(`${method} ${route}`);
  span.setAttributes({
    'http.request.method': method,
    'http.route': route,
    'http.response.status_code': status,
    ...attributes,
  });
  if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * What kind of hosting response this was, for the span's route (a path pattern means nothing there): `page` (an
 * HTML page, or its 304), `asset` (any other file), `redirect`, `404`, `notice` (a paused, building or
 * unreachable site: 503) or `other` (a refused method, the health check).
 */
export function hostingRouteKind(req: IncomingMessage, status: number): string {
  if (status === 404) return '404';
  if (status === 301) return 'redirect';
  if (status === 503) return 'notice';
  if (status !== 200 && status !== 304) return 'other';
  if (req.url === '/healthz') return 'other';
  const path = (req.url ?? '/').split('?', 1)[0]!;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.') || /\.html?$/i.test(last) ? 'page' : 'asset';
}

/**
 * The hosting server's request handler with a server span per request when tracing is on (continuing a caller's
 * `traceparent`; named `GET page`, `GET asset`, `GET 404`..., with the status and the Host). With tracing off it
 * costs one check per request.
 */
export function withHostingSpans(handler: Handler): Handler {
  return (req, res) => {
    if (!installed) return handler(req, res);
    const method = req.method ?? 'GET';
    // 'finish' comes after the handler returns (the response is flushed asynchronously), so the span is set by then.
    const traced: { span?: Span } = {};
    res.once('finish', () =>
      endServerSpan(traced.span, method, hostingRouteKind(req, res.statusCode), res.statusCode, {
        'server.address': String(req.headers.host ?? '').toLowerCase(),
      }),
    );
    traced.span = startServerSpan(method, req.headers, () => handler(req, res));
  };
}

/**
 * Who asked for a piece of work that is handed over by signal rather than started (a revision admitted to a running
 * queue workflow): the request id and, with tracing on, the W3C trace context (`traceparent`, `tracestate`) of the
 * current span, so that work runs under its own request and trace and not the one that started the receiver.
 */
export function requestOrigin(): { requestId?: string; trace?: Record<string, string> } {
  const requestId = currentRequestId();
  const carrier: Record<string, string> = {};
  if (installed) propagation.inject(context.active(), carrier);
  return { ...(requestId ? { requestId } : {}), ...(carrier.traceparent ? { trace: carrier } : {}) };
}

/**
 * An outgoing HTTP call (a webhook attempt): `call` receives the headers to add, X-Request-Id (the request the
 * work belongs to) and, with tracing on, `traceparent` of a client span that covers the call.
 */
export async function tracedOutgoing<T extends { status: number }>(
  name: string,
  url: string,
  call: (headers: Record<string, string>) => Promise<T>,
): Promise<T> {
  const requestId = currentRequestId();
  const headers: Record<string, string> = requestId ? { 'X-Request-Id': requestId } : {};
  if (!installed) return call(headers);
  // The host only: a receiver's path or query may carry a token.
  const host = URL.canParse(url) ? new URL(url).host : '';
  return tracer().startActiveSpan(
    name,
    { kind: SpanKind.CLIENT, attributes: { 'server.address': host } },
    async (span) => {
      propagation.inject(context.active(), headers);
      try {
        const res = await call(headers);
        span.setAttribute('http.response.status_code', res.status);
        if (res.status >= 400) span.setStatus({ code: SpanStatusCode.ERROR });
        return res;
      } catch (err) {
        span.setStatus({ code: SpanStatusCode.ERROR, message: (err as Error).message });
        throw err;
      } finally {
        span.end();
      }
    },
  );
}
