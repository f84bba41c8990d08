import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { createResearch, ResearchIdentityError, type ResearchDeps, type ResearchOutcome } from '@sgs/research';

/** Heartbeats each research step; outside an activity (unit tests) there is no context to tell. */
function heartbeat(step: string) {
  try {
    Context.current().heartbeat(step);
  } catch {
    /* outside an activity */
  }
}

/** The research stage as a Temporal activity: @sgs/research does the work; a business nobody can name is final. */
export function createResearchActivities(deps: Omit<ResearchDeps, 'progress'>) {
  const research = createResearch({ ...deps, progress: heartbeat });
  return {
    async runResearch(siteId: string): Promise<ResearchOutcome> {
      try {
        return await research.runResearch(siteId);
      } catch (err) {
        if (err instanceof ResearchIdentityError) throw ApplicationFailure.nonRetryable(err.message, err.name);
        throw err;
      }
    },
  };
}
export type ResearchActivities = ReturnType<typeof createResearchActivities>;
