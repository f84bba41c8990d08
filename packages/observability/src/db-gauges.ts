import { IN_FLIGHT_REVISION_STATUSES } from '@sgs/contracts';
import { scrapeGauge, type Metrics } from './metrics';

/** What the gauges need from the database client (Prisma's raw query). */
export interface RawQuery {
  $queryRawUnsafe<T = unknown>(query: string, ...values: unknown[]): Promise<T>;
}

const rows = async (db: RawQuery, sql: string, label: string, ...values: unknown[]) =>
  (await db.$queryRawUnsafe<{ k: string; n: number | bigint }[]>(sql, ...values)).map((r) => ({
    labels: { [label]: String(r.k) },
    value: Number(r.n),
  }));

/**
 * Read from PostgreSQL at scrape time, so every gateway replica reports the same truth: work waiting in each queue
 * (webhook deliveries, revisions, builds in progress) and credit movements by kind (count and sum).
 */
export function registerDatabaseGauges(metrics: Metrics, db: RawQuery): void {
  scrapeGauge(metrics, 'sgs_queue_depth', 'Work waiting or in progress, by queue', ['queue'], async () => [
    ...(await rows(
      db,
      `select 'webhook_deliveries_pending' as k, count(*) as n from webhook_deliveries where status = 'pending'`,
      'queue',
    )),
    ...(await rows(
      db,
      `select 'revisions_' || status as k, count(*) as n from revisions where status = any($1::text[]) group by status`,
      'queue',
      IN_FLIGHT_REVISION_STATUSES,
    )),
    ...(await rows(
      db,
      `select 'builds_' || generation_phase as k, count(*) as n from sites where status = 'generating' group by generation_phase`,
      'queue',
    )),
  ]);
  scrapeGauge(metrics, 'sgs_credit_movements', 'Credit ledger entries by kind', ['kind'], () =>
    rows(db, `select kind as k, count(*) as n from credit_ledger group by kind`, 'kind'),
  );
  scrapeGauge(metrics, 'sgs_credit_movements_amount', 'Credits moved by kind (signed sum)', ['kind'], () =>
    rows(db, `select kind as k, coalesce(sum(amount), 0) as n from credit_ledger group by kind`, 'kind'),
  );
}
