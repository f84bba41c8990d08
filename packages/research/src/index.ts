export * from './research';
export { importPhotos, type PhotoCandidate } from './photos';
export { loadSiteWithResearch, researchPayloadOf } from './payload';
