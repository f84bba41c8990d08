import { ApiError } from '@sgs/contracts';
import { consumeDailyQuota, DAILY_RESET_DESCRIPTION, secondsUntilUtcMidnight, type Tx } from '@sgs/db';

/**
 * Takes one unit of a daily quota inside the caller's transaction, or throws the spec's 429 with the quota object
 * and Retry-After until 00:00 UTC (`what` names it: "site generation", "revision").
 */
export async function takeDailyQuota(
  tx: Tx,
  accountId: string,
  kind: Parameters<typeof consumeDailyQuota>[2],
  limit: number,
  what: string,
): Promise<void> {
  const quota = await consumeDailyQuota(tx, accountId, kind, limit);
  if (quota.allowed) return;
  throw new ApiError(
    429,
    {
      error: `Daily ${what} limit reached (${quota.used}/${quota.limit} today)`,
      hint: 'Try again after 00:00 UTC.',
      quota: { used: quota.used, limit: quota.limit, resetDescription: DAILY_RESET_DESCRIPTION },
    },
    { 'Retry-After': String(secondsUntilUtcMidnight()) },
  );
}
