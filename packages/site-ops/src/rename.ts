import { WorkflowNotFoundError, type Client } from '@temporalio/client';
import { siteRenamedSignal, workflowIds } from '@sgs/contracts';

/**
 * Tells the site's running workflows that carry the Slug search attribute (build, revision queue, lifecycle, and
 * any other the visibility index lists with one) that the slug changed, so operators find them by the new one.
 * A workflow that ended meanwhile is skipped.
 */
export async function retagSiteWorkflows(client: Client, siteId: string, slug: string): Promise<string[]> {
  const ids = new Set([
    workflowIds.siteBuild(siteId),
    workflowIds.siteRevisions(siteId),
    workflowIds.siteLifecycle(siteId),
  ]);
  for await (const w of client.workflow.list({ query: `SiteId = "${siteId}" AND ExecutionStatus = "Running"` }))
    if (w.searchAttributes.Slug) ids.add(w.workflowId);
  const signalled: string[] = [];
  for (const id of ids) {
    try {
      await client.workflow.getHandle(id).signal(siteRenamedSignal, { slug });
      signalled.push(id);
    } catch (err) {
      if (!(err instanceof WorkflowNotFoundError)) throw err;
    }
  }
  return signalled;
}
