import { patched, upsertSearchAttributes } from '@temporalio/workflow';
import { SEARCH_ATTRIBUTES_PATCH, type SearchAttributeName } from '@sgs/contracts/temporal';

/**
 * Tags the running workflow for operators' queries (SiteId, AccountId, Phase). Behind a patch marker, so
 * histories recorded before search attributes existed still replay (docs/operations.md, upgrades).
 */
export function tagWorkflow(attrs: Partial<Record<SearchAttributeName, string>>): void {
  if (!patched(SEARCH_ATTRIBUTES_PATCH)) return;
  upsertSearchAttributes(Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, [v]])));
}
