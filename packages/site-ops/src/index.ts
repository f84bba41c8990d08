// Deterministic operations on a live site (spec 4.2): logo, favicon and contact email. Each publishes a new
// release through the release service, so operations and revisions never overwrite each other. Failures are
// SiteOpError (a domain failure and the spec's body); the gateway gives each failure its HTTP status.
export { type SiteOpsDeps } from './common';
export { SiteOpError, type SiteOpErrorBody, type SiteOpFailure } from './errors';
export { exportEntries, type ExportEntry } from './export-files';
export { swapLogo, type LogoSwapResult } from './logo';
export { swapFavicon, FAVICON_SOURCE_PATH, type FaviconSwapResult } from './favicon';
export {
  chooseFavicon,
  cropFavicon,
  entropyOf,
  versionHash,
  FAVICON_ENTROPY_FLOOR,
  FAVICON_SIZE,
  type FaviconCut,
  type FaviconStrategy,
} from './favicon-crop';
export {
  changeContactEmail,
  applyContactEmail,
  parseContactBody,
  type ContactEmailInput,
  type ContactEmailResult,
  type HtmlSyncSkipped,
} from './contact';
export { sanitizeSvg } from './svg';
export { ensureSiteLifecycle } from './lifecycle';
export { retagSiteWorkflows } from './rename';
