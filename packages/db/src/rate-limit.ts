import { hotQuery, type Db } from './client';

export interface RateLimitResult {
  allowed: boolean;
  used: number;
  retryAfterMs: number;
}

/**
 * One request against a sliding-log window shared by every gateway process (the SQL function
 * `rate_limit_hit` takes a per-bucket advisory lock, prunes, counts and records in one round trip, sent without the ORM).
 */
export async function hitRateLimit(db: Db, bucket: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  const rows = await hotQuery<{ allowed: boolean; used: number; retry_after_ms: number }>(
    db,
    'select * from rate_limit_hit($1, $2::int, $3::int)',
    [bucket, limit, windowMs],
  );
  const r = rows[0]!;
  return { allowed: r.allowed, used: Number(r.used), retryAfterMs: Number(r.retry_after_ms) };
}
