export * from './research';
export { importPhotos, type PhotoCandidate } from './photos';
export { loadSiteWithResearch, researchPayloadOf } from './payload';
export { createPageRenderer, looksClientRendered, RENDER_BUDGET, type PageRenderer } from './render';
export { CRAWLER_USER_AGENT } from './scrape';
