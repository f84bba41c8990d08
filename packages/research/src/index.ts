export { createResearch, type Research } from './research';
export type { ResearchDeps } from './deps';
export { ResearchIdentityError } from './identity';
export { pauseReason, type ResearchOutcome, type ReviewPause } from './outcome';
export { importPhotos, type PhotoCandidate } from './photos';
export { researchPayloadOf, researchPhotos } from './payload';
export { readResearchRecord } from './record';
export { createPageRenderer, looksClientRendered, RENDER_BUDGET, type PageRenderer } from './render';
export { CRAWLER_USER_AGENT } from './scrape';
