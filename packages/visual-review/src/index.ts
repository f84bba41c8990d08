export { reviewSite, type ReviewOptions } from './review';
export { takeThumbnail, type ThumbnailOptions } from './thumbnail';
export { ReviewMemo } from './reuse';
export { suggestedPrompt } from './prompts';
export { ReviewInputError } from './pages';
export { ReviewTimeoutError } from './page-review';
export {
  createBrowserPool,
  sharedBrowserPool,
  resolveChromiumPath,
  defaultConcurrency,
  ChromiumNotFoundError,
  CHROMIUM_ARGS,
  type BrowserPool,
  type BrowserPoolOptions,
} from './browser';
export { startStaticServer, contentTypeOf, type StaticServer } from './static-server';
export { RULES, isRuleId, type RuleId } from './rules';
export { DEFAULT_LIMITS, type FindingLimits } from './findings';
export * from './types';
