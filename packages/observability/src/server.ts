import http from 'node:http';
import type { Registry } from 'prom-client';
import type { Logger } from '@sgs/config';
import { createMetrics, type Metrics } from './metrics';

/** A dependency a process needs to do its work (PostgreSQL, Temporal, storage): resolves when reachable. */
export type Check = () => Promise<unknown>;

export interface ProbeResult {
  ok: boolean;
  latency_ms: number;
  error?: string;
}

/** Runs one check with a deadline. */
export async function probe(fn: Check, timeoutMs = 2000): Promise<ProbeResult> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      fn(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
    return { ok: true, latency_ms: Date.now() - started };
  } catch (err) {
    return { ok: false, latency_ms: Date.now() - started, error: (err as Error).message };
  } finally {
    clearTimeout(timer);
  }
}

/** Every check at once: `{ status: 'ok' | 'degraded', down: [names], checks: { name: result } }`. */
export async function readiness(checks: Record<string, Check>) {
  const names = Object.keys(checks);
  const results = await Promise.all(names.map((n) => probe(checks[n]!)));
  const out = Object.fromEntries(names.map((n, i) => [n, results[i]!]));
  const down = names.filter((n) => !out[n]!.ok);
  return { status: down.length ? 'degraded' : 'ok', down, checks: out };
}

/**
 * The internal listener of a process (METRICS_PORT, loopback by default): GET /metrics (Prometheus text),
 * GET /livez (the process answers), GET /readyz (200, or 503 naming the dependency that is down).
 */
export function startInternalServer(opts: {
  port: number;
  host: string;
  registry: Registry;
  checks: Record<string, Check>;
}): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = (req.url ?? '/').split('?')[0];
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return json(405, { error: 'Method not allowed' });
    if (url === '/metrics') {
      opts.registry.metrics().then(
        (text) => {
          res.writeHead(200, { 'content-type': opts.registry.contentType });
          res.end(text);
        },
        (err: Error) => json(500, { error: 'Metrics unavailable', detail: err.message }),
      );
      return;
    }
    if (url === '/livez') return json(200, { status: 'ok' });
    if (url === '/readyz') {
      readiness(opts.checks).then(
        (r) => json(r.down.length ? 503 : 200, r),
        (err: Error) => json(503, { status: 'degraded', error: err.message }),
      );
      return;
    }
    json(404, { error: 'Not found', hint: 'GET /metrics, /livez or /readyz' });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve(server));
  });
}

/**
 * A process's metrics registry and, when `port` (METRICS_PORT) is set, its internal listener on `host` (loopback by
 * default). For a process without an async start (hosting); a port that cannot be bound stops the process, since a
 * scrape target that silently is not there is worse.
 */
export function serveProcessMetrics(opts: {
  service: string;
  port: number;
  host: string;
  checks: Record<string, Check>;
  log: Logger;
}): { metrics: Metrics; close(): void } {
  const metrics = createMetrics(opts.service);
  let server: http.Server | undefined;
  if (opts.port)
    startInternalServer({ port: opts.port, host: opts.host, registry: metrics.registry, checks: opts.checks }).then(
      (s) => {
        server = s;
        opts.log.info(`metrics and health on http://${opts.host}:${opts.port}/metrics`);
      },
      (err: Error) => {
        opts.log.error({ err }, `metrics listener on ${opts.host}:${opts.port} failed`);
        process.exit(1);
      },
    );
  return { metrics, close: () => server?.close() };
}
