import { ApplicationFailure, condition, proxyActivities, setHandler } from '@temporalio/workflow';
import { approveResearchSignal, type SiteBuildInput } from '@sgs/contracts/temporal';
import type { EventActivities, FailedPhase, ResearchActivities, SiteBuildActivities } from '@sgs/activities';

// Quick database work: short timeout, retried until the database answers.
const db = proxyActivities<SiteBuildActivities & EventActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});
// Research fetches websites and photos and may call a model: long, heartbeating, a few attempts.
const research = proxyActivities<ResearchActivities>({
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: '2 minutes',
  retry: { initialInterval: '5 seconds', maximumAttempts: 3, nonRetryableErrorTypes: ['ResearchIdentityError'] },
});

/** How often a site waiting in review re-reads its phase, in case an approve signal was lost. */
const REVIEW_RECHECK = '1 hour';

const REVIEW_MESSAGES = {
  manual: 'Research is ready for review (manual review requested)',
  email_missing: 'Waiting for a contact email: send contactEmail on approve-research',
  internal_origin: 'Research is ready for operator review',
} as const;

function errorMessage(err: unknown): string {
  const cause = (err as { cause?: unknown }).cause;
  const inner = cause instanceof ApplicationFailure || cause instanceof Error ? cause : err;
  return inner instanceof Error ? inner.message : String(inner);
}

/**
 * One site's initial build (id site-build:<siteId>): research, an optional durable pause in
 * research_review until approve-research, then generation, review and deploy.
 */
export async function siteBuild(input: SiteBuildInput): Promise<void> {
  const { siteId, accountId } = input;
  let approved = false;
  setHandler(approveResearchSignal, () => {
    approved = true;
  });

  const fail = async (phase: FailedPhase, reason: string, err: unknown) => {
    await db.markFailed(siteId, phase, reason, errorMessage(err));
    await db.emitEvent({ accountId, siteId, type: 'site.failed', payload: await db.failedPayload(siteId), dedupeKey: `site-build:${siteId}:site.failed` });
  };

  if (!(await db.recordPhase(siteId, 'researching', 'Researching the business'))) return;
  let outcome;
  try {
    outcome = await research.runResearch(siteId);
  } catch (err) {
    await fail('research', 'research_failed', err);
    return;
  }
  if (!outcome.found) return;
  await db.emitEvent({
    accountId, siteId, type: 'site.research_ready', payload: await db.researchReadyPayload(siteId),
    dedupeKey: `site-build:${siteId}:site.research_ready`,
  });

  if (outcome.pause) {
    await db.recordPhase(siteId, 'research_review', REVIEW_MESSAGES[outcome.pause]);
    // Waits durably (days if need be): the signal wakes it at once; the periodic re-read covers a lost signal.
    while (!approved && !(await condition(() => approved, REVIEW_RECHECK))) {
      if (await db.isResearchApproved(siteId)) break;
    }
  }
  if (!(await db.recordPhase(siteId, 'generating', 'Writing the site'))) return;
}
