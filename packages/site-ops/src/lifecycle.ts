import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import type { Env } from '@sgs/config';
import {
  lifecycleRefreshedSignal,
  taskQueue,
  workflowIds,
  WORKFLOWS,
  workflowSearchAttributes,
  type SiteLifecycleInput,
} from '@sgs/contracts';

/** Starts the site's lifecycle workflow, or tells the running one the clock restarted (signalWithStart). */
export async function ensureSiteLifecycle(
  client: Client,
  env: Env,
  site: { id: string; accountId: string; slug?: string; businessName?: string; operatorEmail?: string | null },
) {
  const input: SiteLifecycleInput = {
    siteId: site.id,
    accountId: site.accountId,
    pauseAfterMs: env.FREE_TIER_PAUSE_AFTER,
    noticeBeforeMs: env.FREE_TIER_NOTICE_BEFORE,
  };
  try {
    await client.workflow.signalWithStart(WORKFLOWS.siteLifecycle, {
      workflowId: workflowIds.siteLifecycle(site.id),
      taskQueue: taskQueue('siteBuild', env.TASK_QUEUE_PREFIX),
      args: [input],
      searchAttributes: workflowSearchAttributes({
        siteId: site.id,
        accountId: site.accountId,
        slug: site.slug,
        businessName: site.businessName,
        accountEmail: site.operatorEmail,
      }),
      signal: lifecycleRefreshedSignal,
      signalArgs: [],
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}
