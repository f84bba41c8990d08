// A test-only workflow: calls reviewRelease across queues exactly as the site-build workflow does.
import { proxyActivities } from '@temporalio/workflow';
import { taskQueue } from '@sgs/contracts/temporal';
import type { ReviewReleaseInput, VisualReviewActivities } from '@sgs/activities';

export async function reviewReleaseOnQueue(prefix: string, input: ReviewReleaseInput) {
  const { reviewRelease } = proxyActivities<VisualReviewActivities>({
    taskQueue: taskQueue('visualReview', prefix),
    startToCloseTimeout: '5 minutes',
    heartbeatTimeout: '1 minute',
    retry: { maximumAttempts: 2 },
  });
  return reviewRelease(input);
}
