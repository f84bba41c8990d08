// Custom search attributes of the service's workflows (Temporal Web UI / `temporal workflow list --query`), e.g.
//   AccountId = "<account id>" AND Phase = "research_review" AND ExecutionStatus = "Running"
// Registered by each worker at start (and by the dev server `npm start` runs); upserted by the workflows.
// Workflow-safe: plain data only.

/** Name -> Temporal indexed value type. */
export const SEARCH_ATTRIBUTES = { SiteId: 'Keyword', AccountId: 'Keyword', Phase: 'Keyword' } as const;
export type SearchAttributeName = keyof typeof SEARCH_ATTRIBUTES;

/** The patch id guarding the upserts, so histories recorded before them replay unchanged. */
export const SEARCH_ATTRIBUTES_PATCH = 'search-attributes-v1';
