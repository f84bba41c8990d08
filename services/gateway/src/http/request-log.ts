import type { RequestHandler, Response } from 'express';
import type { Logger } from '@sgs/config';
import { hotQuery, type Db } from '@sgs/db';

/** The route pattern a response came from (mountRoute and the public receiver set it), e.g. /v1/sites/:id. */
export const setRoutePattern = (res: Response, pattern: string) => {
  res.locals.routePattern = pattern;
};

interface LogRow {
  method: string;
  path: string;
  status: number;
  durationMs: number;
  accountId: string | null;
  keyId: string | null;
  at: Date;
}

/** Rows wait at most this long, and at most this many, before one insert writes them all. */
const FLUSH_MS = 100;
const BATCH_MAX = 500;
/** While the database refuses writes, rows beyond this many are dropped (and counted in the warning). */
const QUEUE_MAX = 20_000;

/**
 * request_logs rows of one database client, written in batches off the response path: one multi-row INSERT per
 * FLUSH_MS (or BATCH_MAX rows) instead of one per request. flush() writes what is queued (clean shutdown).
 */
class RequestLogWriter {
  private queue: LogRow[] = [];
  private timer: NodeJS.Timeout | undefined;
  private inFlight = new Set<Promise<void>>();
  private dropped = 0;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
  ) {}

  add(row: LogRow) {
    if (this.queue.length >= QUEUE_MAX) {
      this.dropped++;
      return;
    }
    this.queue.push(row);
    if (this.queue.length >= BATCH_MAX) this.writeQueued();
    else if (!this.timer) {
      this.timer = setTimeout(() => this.writeQueued(), FLUSH_MS);
      this.timer.unref();
    }
  }

  private writeQueued() {
    clearTimeout(this.timer);
    this.timer = undefined;
    const rows = this.queue;
    if (!rows.length) return;
    this.queue = [];
    const col = <K extends keyof LogRow>(k: K) => rows.map((r) => r[k]);
    const p = hotQuery(
      this.db,
      `insert into request_logs (method, path, status, duration_ms, account_id, key_id, created_at)
       select * from unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::uuid[], $6::text[], $7::timestamptz[])`,
      [col('method'), col('path'), col('status'), col('durationMs'), col('accountId'), col('keyId'), col('at')],
    )
      .then(() => undefined)
      .catch((err: unknown) => this.log.warn({ err, rows: rows.length }, 'request log write failed'))
      .finally(() => {
        this.inFlight.delete(p);
        if (this.dropped) {
          this.log.warn({ dropped: this.dropped }, 'request log rows dropped while writes failed');
          this.dropped = 0;
        }
      });
    this.inFlight.add(p);
  }

  async flush(): Promise<void> {
    this.writeQueued();
    await Promise.all([...this.inFlight]);
  }
}

const writers = new WeakMap<Db, RequestLogWriter>();

/** Writes the request_logs rows still queued for this client; call before disconnecting it. */
export async function flushRequestLogs(db: Db): Promise<void> {
  await writers.get(db)?.flush();
}

/**
 * One request_logs row per API request once its response is sent: method, route pattern, status, duration, and
 * the account and key that authenticated it. Never the concrete path, query, headers or bodies. Written off the
 * request's path in batches (RequestLogWriter); a failed write is logged, never surfaced.
 */
export function requestLog(db: Db, log: Logger): RequestHandler {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new RequestLogWriter(db, log)));
  const w = writer;
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.once('finish', () => {
      const pattern = typeof res.locals.routePattern === 'string' ? res.locals.routePattern : '(no route)';
      w.add({
        method: req.method.slice(0, 16),
        path: pattern,
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e6),
        accountId: req.caller?.accountId ?? null,
        keyId: req.caller?.keyId ?? null,
        at: new Date(),
      });
    });
    next();
  };
}
