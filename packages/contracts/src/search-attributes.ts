// Custom search attributes of the service's workflows (Temporal Web UI / `temporal workflow list --query`), e.g.
//   AccountId = "<account id>" AND Phase = "research_review" AND ExecutionStatus = "Running"
//   BusinessName = "Rosa's Cafe"   Slug = "rosas-cafe"   AccountEmail = "owner@example.com"
// Registered by each worker at start (and by the dev server `npm start` runs, and docker-compose's temporal-init);
// SiteId, AccountId and Phase are upserted by the workflows, the names operators search by are set when a build,
// revision queue or lifecycle workflow starts (workflowSearchAttributes). Workflow-safe: plain data only.

/** Name -> Temporal indexed value type. */
export const SEARCH_ATTRIBUTES = {
  SiteId: 'Keyword',
  AccountId: 'Keyword',
  Phase: 'Keyword',
  Slug: 'Keyword',
  BusinessName: 'Keyword',
  AccountEmail: 'Keyword',
} as const;
export type SearchAttributeName = keyof typeof SEARCH_ATTRIBUTES;

/** What a site's workflows are found by. */
export interface SiteSearchNames {
  siteId: string;
  accountId: string;
  slug?: string | null;
  businessName?: string | null;
  accountEmail?: string | null;
}

/** The start options' `searchAttributes` of a site's workflow: ids and the names operators search by (when known). */
export function workflowSearchAttributes(site: SiteSearchNames): Partial<Record<SearchAttributeName, string[]>> {
  const values: Partial<Record<SearchAttributeName, string | null | undefined>> = {
    SiteId: site.siteId,
    AccountId: site.accountId,
    Slug: site.slug,
    BusinessName: site.businessName,
    AccountEmail: site.accountEmail?.toLowerCase(),
  };
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v)
      .map(([k, v]) => [k, [v!]]),
  );
}

/** The patch id guarding the upserts, so histories recorded before them replay unchanged. */
export const SEARCH_ATTRIBUTES_PATCH = 'search-attributes-v1';
