import { proxyActivities } from '@temporalio/workflow';
import type { SiteBuildInput } from '@sgs/contracts/temporal';
import type { SiteBuildActivities } from '@sgs/activities';

// Quick database work: short timeout, retried until the database answers.
const db = proxyActivities<SiteBuildActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

/**
 * One site's initial build (id site-build:<siteId>). For now it records the `researching` phase;
 * research, generation, review and deploy are added as the pipeline grows.
 */
export async function siteBuild(input: SiteBuildInput): Promise<void> {
  const exists = await db.recordPhase(input.siteId, 'researching', 'Researching the business');
  if (!exists) return;
}
