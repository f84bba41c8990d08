import {
  isCancellation,
  ParentClosePolicy,
  patched,
  proxyActivities,
  startChild,
  workflowInfo,
} from '@temporalio/workflow';
import {
  FAILURE_TYPES,
  taskQueue,
  taskQueuePrefixOf,
  THUMBNAIL_PATCH,
  workflowIds,
  type SiteThumbnailInput,
} from '@sgs/contracts/temporal';
import type { VisualReviewActivities } from '@sgs/activities';

/** Takes a release's thumbnail in the visual-review workers' Chromium (id site-thumbnail:<releaseId>). */
export async function siteThumbnail({ siteId, releaseId, taskQueuePrefix }: SiteThumbnailInput): Promise<void> {
  const browser = proxyActivities<Pick<VisualReviewActivities, 'captureThumbnail'>>({
    taskQueue: taskQueue('visualReview', taskQueuePrefix ?? ''),
    scheduleToCloseTimeout: '10 minutes',
    startToCloseTimeout: '2 minutes',
    retry: {
      initialInterval: '5 seconds',
      maximumAttempts: 3,
      nonRetryableErrorTypes: [FAILURE_TYPES.ReleaseNotFound, FAILURE_TYPES.ChromiumNotFound],
    },
  });
  await browser.captureThumbnail({ siteId, releaseId });
}

/**
 * Starts the thumbnail of a release that is (or may become) live and does not wait for it: the site works without
 * one, and a build or revision never waits for a browser worker to take it.
 */
export async function thumbnailLater(siteId: string, releaseId: string): Promise<void> {
  if (!patched(THUMBNAIL_PATCH)) return;
  // Builds and revisions run on the site-build queue: the visual-review queue shares its prefix.
  const taskQueuePrefix = taskQueuePrefixOf(workflowInfo().taskQueue, 'siteBuild');
  try {
    await startChild(siteThumbnail, {
      workflowId: workflowIds.siteThumbnail(releaseId),
      args: [{ siteId, releaseId, taskQueuePrefix }],
      parentClosePolicy: ParentClosePolicy.ABANDON,
      workflowExecutionTimeout: '15 minutes',
    });
  } catch (err) {
    // Already started for this release (a manual publish of a revision's release): that one takes it.
    if (isCancellation(err)) throw err;
  }
}
