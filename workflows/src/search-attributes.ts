import { patched, setHandler, upsertSearchAttributes } from '@temporalio/workflow';
import { SEARCH_ATTRIBUTES_PATCH, siteRenamedSignal, type SearchAttributeName } from '@sgs/contracts/temporal';

/**
 * Tags the running workflow for operators' queries (SiteId, AccountId, Phase). Behind a patch marker, so
 * histories recorded before search attributes existed still replay (docs/operations.md, upgrades).
 */
export function tagWorkflow(attrs: Partial<Record<SearchAttributeName, string>>): void {
  if (!patched(SEARCH_ATTRIBUTES_PATCH)) return;
  upsertSearchAttributes(Object.fromEntries(Object.entries(attrs).map(([k, v]) => [k, [v]])));
}

/** Keeps the Slug search attribute of a site's workflow in step with a slug change (siteRenamedSignal). */
export function followSlugChanges(): void {
  setHandler(siteRenamedSignal, ({ slug }) => tagWorkflow({ Slug: slug }));
}
