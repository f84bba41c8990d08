import { ApplicationFailure, condition, patched, proxyActivities, setHandler } from '@temporalio/workflow';
import {
  approveResearchSignal,
  FAILURE_TYPES,
  SEARCH_ATTRIBUTES_PATCH,
  taskQueue,
  type SiteBuildInput,
} from '@sgs/contracts/temporal';
import type {
  EventActivities,
  FailedPhase,
  GenerationActivities,
  LifecycleActivities,
  ResearchActivities,
  SiteBuildActivities,
  VisualReviewActivities,
} from '@sgs/activities';
import type { Finding } from '@sgs/visual-review';
import { followSlugChanges, tagWorkflow } from './search-attributes';
import { thumbnailLater } from './site-thumbnail';

// Quick database work: short timeout, retried until the database answers.
const db = proxyActivities<SiteBuildActivities & EventActivities & LifecycleActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});
// Research fetches websites and photos and may call a model: long, heartbeating, a few attempts.
const research = proxyActivities<ResearchActivities>({
  startToCloseTimeout: '10 minutes',
  heartbeatTimeout: '2 minutes',
  retry: {
    initialInterval: '5 seconds',
    maximumAttempts: 3,
    nonRetryableErrorTypes: [FAILURE_TYPES.ResearchIdentityError],
  },
});

// Rendering and storing a release: CPU and disk, no outside calls beyond an optional model.
const generation = proxyActivities<GenerationActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '5 seconds', maximumAttempts: 3 },
});

/** Steering attempts after the first review before shipping with warnings (spec 8: up to 3). */
const STEERING_ATTEMPTS = 3;
/** Generate-and-review rounds: the first, then one per steering attempt. */
const BUILD_ROUNDS = STEERING_ATTEMPTS + 1;
/**
 * Guards 0d72995: the phase moves before site.research_ready is emitted, and a build has BUILD_ROUNDS rounds.
 * That change shipped unguarded, three minutes before the search-attributes patch: a run carrying that patch's
 * marker already has the new order too. Runs with neither marker keep the old order (event, then phase) and
 * three rounds, so every recorded history replays (services/worker/test/workflows/histories).
 */
const PHASE_BEFORE_RESEARCH_READY = 'phase-before-research-ready';
const ROUNDS_BEFORE_PATCH = 3;

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

/** The visual review: browser work runs on its own task queue, on workers that keep one Chromium. */
export const reviewActivities = (taskQueuePrefix: string | undefined) =>
  proxyActivities<VisualReviewActivities>({
    taskQueue: taskQueue('visualReview', taskQueuePrefix ?? ''),
    startToCloseTimeout: '15 minutes',
    heartbeatTimeout: '1 minute',
    retry: {
      initialInterval: '5 seconds',
      maximumAttempts: 3,
      nonRetryableErrorTypes: [FAILURE_TYPES.ReleaseNotFound, FAILURE_TYPES.InvalidReviewInput],
    },
  });

/**
 * One site's initial build (id site-build:<siteId>): research, an optional durable pause in
 * research_review until approve-research, then generation, review and deploy.
 */
export async function siteBuild(input: SiteBuildInput): Promise<void> {
  const { siteId, accountId } = input;
  const review = reviewActivities(input.taskQueuePrefix);
  tagWorkflow({ SiteId: siteId, AccountId: accountId });
  followSlugChanges();
  /** The site's phase in the database, and as the workflow's Phase search attribute. */
  const recordPhase = (phase: Parameters<typeof db.recordPhase>[1], message: string) => {
    tagWorkflow({ Phase: phase });
    return db.recordPhase(siteId, phase, message);
  };
  let approved = false;
  setHandler(approveResearchSignal, () => {
    approved = true;
  });

  const fail = async (phase: FailedPhase, reason: string, err: unknown) => {
    tagWorkflow({ Phase: 'failed' });
    await db.markFailed(siteId, phase, reason, errorMessage(err));
    await db.emitEvent({
      accountId,
      siteId,
      type: 'site.failed',
      payload: await db.failedPayload(siteId),
      dedupeKey: `site-build:${siteId}:site.failed`,
    });
  };

  if (!(await recordPhase('researching', 'Researching the business'))) return;
  let outcome;
  try {
    outcome = await research.runResearch(siteId);
  } catch (err) {
    await fail('research', 'research_failed', err);
    return;
  }
  if (!outcome.found) return;
  // The phase moves first, so a receiver acting on research_ready at once finds research readable (and, when
  // paused, editable and approvable).
  const phaseFirst = patched(PHASE_BEFORE_RESEARCH_READY) || patched(SEARCH_ATTRIBUTES_PATCH);
  const rounds = phaseFirst ? BUILD_ROUNDS : ROUNDS_BEFORE_PATCH;
  if (phaseFirst) {
    const phaseMoved = outcome.pause
      ? await recordPhase('research_review', REVIEW_MESSAGES[outcome.pause])
      : await recordPhase('generating', 'Writing the site');
    if (!phaseMoved) return;
  }
  await db.emitEvent({
    accountId,
    siteId,
    type: 'site.research_ready',
    payload: await db.researchReadyPayload(siteId),
    dedupeKey: `site-build:${siteId}:site.research_ready`,
  });

  if (outcome.pause) {
    if (!phaseFirst) await recordPhase('research_review', REVIEW_MESSAGES[outcome.pause]);
    // Waits durably (days if need be): the signal wakes it at once; the periodic re-read covers a lost signal.
    while (!approved && !(await condition(() => approved, REVIEW_RECHECK))) {
      if (await db.isResearchApproved(siteId)) break;
    }
  }
  if ((outcome.pause || !phaseFirst) && !(await recordPhase('generating', 'Writing the site'))) return;

  // Generate and review; then steer the generator with what the review found, up to three times.
  let findings: Finding[] = [];
  let release: { releaseId: string; pages: string[] } | undefined;
  for (let attempt = 1; attempt <= rounds; attempt++) {
    try {
      release = await generation.generateRelease({ siteId, attempt, findings });
    } catch (err) {
      await fail('generation', 'generation_failed', err);
      return;
    }
    await recordPhase('reviewing', `Reviewing the site at three screen sizes (review ${attempt} of up to ${rounds})`);
    let result;
    try {
      result = await review.reviewRelease({ siteId, releaseId: release.releaseId, pages: release.pages });
    } catch (err) {
      await fail('review', 'review_unavailable', err);
      return;
    }
    if (result.catastrophic.length) {
      const worst = result.catastrophic
        .slice(0, 3)
        .map((f) => `${f.page} (${f.viewport}): ${f.description}`)
        .join('; ');
      await fail('review', 'catastrophic_render', new Error(`The generated site is broken: ${worst}`));
      return;
    }
    findings = result.findings.filter((f) => f.severity !== 'info');
    if (!findings.length) break;
    if (attempt < rounds)
      await recordPhase(
        'generating',
        `Fixing ${findings.length} review findings (steering ${attempt} of ${rounds - 1})`,
      );
  }

  await recordPhase('deploying', 'Publishing the site');
  let live: { releaseId?: string } | undefined; // histories recorded before thumbnails hold no result here
  try {
    live = await generation.deployRelease({ siteId, releaseId: release!.releaseId });
  } catch (err) {
    await fail('deploy', 'deploy_failed', err);
    return;
  }
  await thumbnailLater(siteId, live?.releaseId ?? release!.releaseId);
  await generation.completeBuild({ siteId, warnings: findings });
  tagWorkflow({ Phase: 'complete' });
  await db.startSiteLifecycle(siteId);
  await db.emitEvent({
    accountId,
    siteId,
    type: 'site.complete',
    payload: await generation.completePayload(siteId),
    dedupeKey: `site-build:${siteId}:site.complete`,
  });
}
