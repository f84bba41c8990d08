import { patched, proxyActivities } from '@temporalio/workflow';
import type { RetentionInput } from '@sgs/contracts/delivery';
import type { MaintenanceActivities } from '@sgs/activities';

const act = proxyActivities<MaintenanceActivities>({
  startToCloseTimeout: '30 minutes',
  heartbeatTimeout: '2 minutes',
  retry: { initialInterval: '10 seconds', maximumInterval: '5 minutes', maximumAttempts: 5 },
});

/**
 * Run by the retention Schedule: form submissions 90 days, delivery logs 30 days, request logs 30 days (env); then
 * sites deactivated 90 days ago are archived.
 */
export async function retentionCleanup(input: RetentionInput): Promise<Record<string, number>> {
  const purged = await act.purgeExpired(input);
  // Behind a patch: a retention run started by the previous code replays without the archive step.
  if (!patched('archive-deactivated')) return purged;
  const { archived } = await act.archiveDeactivated();
  return { ...purged, archived_sites: archived };
}

/**
 * Run by the outbox-sweep Schedule: starts deliveries and emails recorded while Temporal was unreachable, then
 * releases the credit holds of work that ended without settling them (so no operator has to run `credits reconcile`).
 */
export async function outboxSweep(): Promise<{ deliveries: number; emails: number; credit_holds_released?: number }> {
  const swept = await act.sweepOutbox();
  // Behind a patch: a sweep started by the previous code replays without the holds step.
  if (!patched('release-stale-holds')) return swept;
  const { released } = await act.releaseStaleHolds();
  return { ...swept, credit_holds_released: released };
}
