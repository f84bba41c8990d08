import { ApplicationFailure, proxyActivities } from '@temporalio/workflow';
import { FAILURE_TYPES, type SiteLanguageInput } from '@sgs/contracts/temporal';
import type { GenerationActivities, LanguageChangeActivities, SiteBuildActivities } from '@sgs/activities';
import type { Finding } from '@sgs/visual-review';
import { followSlugChanges, tagWorkflow } from './search-attributes';
import { reviewActivities } from './site-build';
import { thumbnailLater } from './site-thumbnail';

// Quick database work: short timeout, retried until the database answers.
const db = proxyActivities<SiteBuildActivities & LanguageChangeActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});
// Rendering and storing a release, as a build does.
const generation = proxyActivities<GenerationActivities>({
  startToCloseTimeout: '10 minutes',
  retry: { initialInterval: '5 seconds', maximumAttempts: 3 },
});

/** Generate-and-review rounds, as a build has: the first, then up to three steered by the review's findings. */
const ROUNDS = 4;

/**
 * A built site rewritten in another language from its stored research (id site-language:<siteId>, one at a time
 * per site): written, reviewed and steered as a build is, then published as a new release. The previous release
 * stays live until then, and restorable after; anything that stops the change leaves the site as it was and
 * releases its hold.
 */
export async function siteLanguage(input: SiteLanguageInput): Promise<void> {
  const { siteId, changeId, language } = input;
  // A change of the further languages (PATCH `languages`) travels with the change; absent, they stay as they are.
  const alternates = input.alternateLanguages ? { alternateLanguages: input.alternateLanguages } : {};
  const review = reviewActivities(input.taskQueuePrefix);
  tagWorkflow({ SiteId: siteId, AccountId: input.accountId });
  followSlugChanges();
  try {
    let findings: Finding[] = [];
    let costMicroUsd = 0;
    let release: { releaseId: string; pages: string[] } | undefined;
    for (let attempt = 1; attempt <= ROUNDS; attempt++) {
      const made = await generation.rewriteRelease({ siteId, changeId, language, ...alternates, attempt, findings });
      costMicroUsd += made.costMicroUsd;
      release = made;
      await db.recordPhase(siteId, 'reviewing', `Checking every page in the new language (review ${attempt})`);
      const result = await review.reviewRelease({ siteId, releaseId: release.releaseId, pages: release.pages });
      if (result.catastrophic.length)
        throw ApplicationFailure.nonRetryable('The rewritten site is broken', FAILURE_TYPES.OperationRejected);
      findings = result.findings.filter((f) => f.severity !== 'info');
      if (!findings.length) break;
      if (attempt < ROUNDS) await db.recordPhase(siteId, 'generating', `Fixing ${findings.length} review findings`);
    }
    await db.recordPhase(siteId, 'deploying', 'Publishing the site in its new language');
    const live = await generation.deployRelease({ siteId, releaseId: release!.releaseId });
    await thumbnailLater(siteId, live.releaseId);
    await db.completeLanguageChange({ siteId, changeId, language, ...alternates, warnings: findings, costMicroUsd });
  } catch (err) {
    // Failed, broken or refused: the site stays live as it was, nothing charged; the run ends failed for operators.
    await db.abandonLanguageChange({ siteId, changeId });
    throw err;
  }
}
