import { condition, continueAsNew, proxyActivities, setHandler, workflowInfo } from '@temporalio/workflow';
import { lifecycleRefreshedSignal, pauseSchedule, type SiteLifecycleInput } from '@sgs/contracts/temporal';
import type { LifecycleActivities } from '@sgs/activities';
import { followSlugChanges, tagWorkflow } from './search-attributes';

const acts = proxyActivities<LifecycleActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '1 minute' },
});

/**
 * The free tier's 7-day clock for one site (id site-lifecycle:<siteId>): a notice 24 hours before, then
 * the pause; a `refreshed` signal restarts the clock; the workflow ends when the site leaves the free tier.
 * The database is the truth: the pause is conditional on the clock it read, so a late signal never loses.
 */
export async function siteLifecycle(input: SiteLifecycleInput): Promise<void> {
  tagWorkflow({ SiteId: input.siteId, AccountId: input.accountId });
  followSlugChanges();
  let refreshes = 0;
  setHandler(lifecycleRefreshedSignal, () => {
    refreshes++;
  });
  for (;;) {
    if (workflowInfo().continueAsNewSuggested) await continueAsNew<typeof siteLifecycle>(input);
    const seen = refreshes;
    const state = await acts.lifecycleState(input.siteId);
    if (!state.exists || !state.freeTier || !state.deployed || state.lastRefreshedAt === null) return;
    /** Sleeps until `at` (workflow time); true when a refresh arrived first. */
    const refreshedBefore = async (at: number) =>
      at > Date.now() ? condition(() => refreshes !== seen, at - Date.now()) : refreshes !== seen;

    if (!state.paused) {
      const { noticeAt, pauseAt } = pauseSchedule(state.lastRefreshedAt, input.pauseAfterMs, input.noticeBeforeMs);
      if (await refreshedBefore(noticeAt)) continue;
      await acts.sendPauseNotice(input.siteId, 'upcoming', state.lastRefreshedAt);
      if (await refreshedBefore(pauseAt)) continue;
      if (!(await acts.pauseSite(input.siteId, state.lastRefreshedAt))) continue;
      await acts.sendPauseNotice(input.siteId, 'paused', state.lastRefreshedAt);
    }
    await condition(() => refreshes !== seen); // paused until a refresh
  }
}
