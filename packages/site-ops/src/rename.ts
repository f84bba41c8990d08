import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { siteRenamedSignal, workflowIds } from '@sgs/contracts';

/**
 * Tells the site's running workflows that carry the Slug search attribute (build, revision queue, lifecycle, and
 * any other the visibility index lists with one) that the slug changed, so operators find them by the new one.
 * A workflow that is not running is skipped. Returns the ids signalled.
 */
export async function retagSiteWorkflows(client: Client, siteId: string, slug: string): Promise<string[]> {
  const signalled: string[] = [];
  const signal = async (id: string) => {
    if (signalled.includes(id)) return;
    try {
      await client.workflow.getHandle(id).signal(siteRenamedSignal, { slug });
      signalled.push(id);
    } catch (err) {
      if (!(err instanceof WorkflowNotFoundError)) throw err;
    }
  };
  // The known ones first: they need no visibility index (which may lag, or lack the SiteId attribute).
  for (const id of [workflowIds.siteBuild, workflowIds.siteRevisions, workflowIds.siteLifecycle])
    await signal(id(siteId));
  for await (const w of client.workflow.list({ query: `SiteId = "${siteId}" AND ExecutionStatus = "Running"` }))
    if (w.searchAttributes.Slug) await signal(w.workflowId);
  return signalled;
}
