import type { Tx } from './client';

export type QuotaKind = 'site_generation' | 'revision' | `export:${string}`;

export interface QuotaResult {
  allowed: boolean;
  used: number;
  limit: number;
}

/**
 * Counts one use against a per-account daily (UTC) quota, atomically: the row lock of the upsert
 * serialises concurrent callers, and a rolled-back transaction gives the use back.
 */
export async function consumeDailyQuota(
  tx: Tx,
  accountId: string,
  kind: QuotaKind,
  limit: number,
): Promise<QuotaResult> {
  const rows = await tx.$queryRaw<{ used: number }[]>`
    insert into quota_counters (account_id, kind, day, used)
    values (${accountId}::uuid, ${kind}, (now() at time zone 'utc')::date, 1)
    on conflict (account_id, kind, day) do update set used = quota_counters.used + 1
    returning used`;
  const used = Number(rows[0]!.used);
  if (used <= limit) return { allowed: true, used, limit };
  // Over the limit: undo this increment so `used` reports real uses.
  await tx.$executeRaw`
    update quota_counters set used = used - 1
    where account_id = ${accountId}::uuid and kind = ${kind} and day = (now() at time zone 'utc')::date`;
  return { allowed: false, used: used - 1, limit };
}

/** Seconds until the next UTC midnight, when daily quotas reset. */
export function secondsUntilUtcMidnight(now = new Date()): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

export const DAILY_RESET_DESCRIPTION = 'Resets daily at 00:00 UTC';
