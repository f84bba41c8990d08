import { continueAsNew, proxyActivities, sleep, workflowInfo } from '@temporalio/workflow';
import type { DomainActivities, LifecycleActivities } from '@sgs/activities';
import type { DomainActivationInput } from '@sgs/contracts/domains';

export interface DomainActivationResult {
  status: 'active' | 'failed' | 'cancelled';
  checks: number;
}

const act = proxyActivities<DomainActivities & Pick<LifecycleActivities, 'startSiteLifecycle'>>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '1 minute' },
});

/**
 * domain:<domain>: checks DNS (and certificate state) with backoff until apex and www point at the hosting
 * target, then activates the domain and starts the monthly charge; gives up after timeoutMs with status failed.
 * A detach while pending ends it at the next check.
 */
export async function domainActivation(input: DomainActivationInput): Promise<DomainActivationResult> {
  const startedAt = input.startedAt ?? Date.now();
  const schedule = input.pollScheduleMs.length ? input.pollScheduleMs : [30_000];
  let detail = '';
  // Bounded by the timeout; the count bound only guards a zero schedule.
  for (let i = 0; i < 100_000; i++) {
    const check = await act.checkDomainActivation({ domainId: input.domainId });
    if (check.state === 'gone') return { status: 'cancelled', checks: i + 1 };
    if (check.state === 'ready') {
      const r = await act.activateDomain({ domainId: input.domainId });
      return { status: r.activated ? 'active' : 'cancelled', checks: i + 1 };
    }
    detail = check.detail;
    const wait = Math.max(schedule[Math.min(i, schedule.length - 1)]!, 100);
    if (Date.now() - startedAt + wait > input.timeoutMs) {
      await giveUp(
        input.domainId,
        `DNS not pointed at the hosting target within ${Math.round(input.timeoutMs / 1000)}s: ${detail}`,
      );
      return { status: 'failed', checks: i + 1 };
    }
    await sleep(wait);
    // Short schedules over long timeouts: keep the history small, carrying the start time and the backoff step.
    if (workflowInfo().continueAsNewSuggested) {
      await continueAsNew<typeof domainActivation>({
        ...input,
        startedAt,
        pollScheduleMs: schedule.slice(Math.min(i + 1, schedule.length - 1)),
      });
    }
  }
  await giveUp(input.domainId, `gave up: ${detail}`);
  return { status: 'failed', checks: 100_000 };
}

/** Marks the domain failed; a site moved back to the free tier gets its lifecycle (7-day clock) started. */
async function giveUp(domainId: string, reason: string) {
  const { revertedSiteId } = await act.failDomainActivation({ domainId, reason });
  if (revertedSiteId) await act.startSiteLifecycle(revertedSiteId);
}
