// @sgs/site-kit: the typed site document, the eight design styles, the renderer, writers, steering and
// the document operations. README.md documents the API and the form contract.
export * from './document/primitives';
export * from './document/sections';
export * from './document/schema';
export * from './document/social';
export * from './document/constraints';
export * from './document/business-types';
export * from './document/validate';
export * from './document/languages';
export { walkRefs } from './document/references';
export { addedTexts, withOwnerText, type OwnerText } from './document/owner-text';
export { translateEveryLanguage } from './writers/translate';
export { ICON_NAMES, NEUTRAL_ICONS, iconSvg, isNeutralIcon, type IconName } from './icons';
export { iconFor } from './icon-match';
export * from './trades';

export * from './theme/color';
export { FONT_STACKS, FONT_STACK_IDS, type FontStackId } from './theme/fonts';
export { STYLES, type StyleDefinition } from './theme/styles';
export {
  resolvePalette,
  CONTRAST_PAIRS,
  TEXT_TARGETS,
  UI_TARGET,
  type Palette,
  type PaletteToken,
  type BrandColors,
} from './theme/palette';
export { resolveTheme, type ResolvedTheme } from './theme/resolve';
export { autoSelectStyle } from './theme/auto-select';

export { schemaTypeOf } from './render/jsonld';
export { renderSite, renderSiteWithReport, type RenderReport } from './render/render-site';
export type { RenderOptions, SiteAssets } from './render/context';
export {
  FAVICON_FILES,
  initialMarkSvg,
  initialOf,
  renderFaviconFamily,
  type FaviconOrigin,
} from './render/assets/favicon';
export { encodeIco, readIcoDirectory } from './render/assets/ico';
export { redirectUrl as formRedirectUrl, SENT_ID } from './render/sections/contact';

export * from './research/input';
export * from './research/showcase';
export { descriptionSource, sameDescription, writerInputOf, type WriterSite } from './research/from-record';
export { measurePhotos, type PhotoBytes } from './research/measure';
export { parseHours, hoursFromLines } from './research/hours';
export { parseCallerFacts, type CallerFacts } from './research/caller-facts';
export { formatPhone, phoneHref, toE164 } from './research/phone';
export { businessCountry, countryOfDomain, countryOfLocation } from './research/country';
export {
  writeDocumentDeterministic,
  carryOverOwnerChoices,
  type DeterministicWriterOptions,
} from './writers/deterministic';
export { catalogOf } from './i18n';
export { languageOfCountry } from './i18n/language';
export { legalNoticeWarning, type LegalNoticeWarning } from './writers/legal-notice';
export { checkRenderedSite, assertValidSite, type SiteIssue } from './check/check-site';
export { SAMPLE_BUSINESSES, STRESS_BUSINESS } from './samples/businesses';
export { samplePhoto, samplePhotoBytes } from './samples/photos';
export { withShowcase } from './samples/showcase';
export {
  createWriter,
  createLlmWriter,
  createDeterministicWriter,
  WriterOutputError,
  type Writer,
  type WriterEnv,
  type WriterUsage,
  type WriteOptions,
  type WriteResult,
  type LlmWriterOptions,
} from './writers/writer';
export { groundingProblems, type GroundingProblem } from './writers/grounding';
export { isFillerFaq } from './writers/faq-answers';
export { sentences } from './writers/text';
export { llmCopyShape, type LlmCopy } from './writers/llm-copy';

export { applySteering, STEERABLE_RULES, type VisualFinding, type SteeringResult } from './steering/apply';

export { DocumentOperationError } from './operations/common';
export {
  setContactEmail,
  setPhone,
  setHours,
  setAddress,
  setSocialLink,
  type ContactChange,
} from './operations/business';
export {
  setLogo,
  setFavicon,
  resetFavicon,
  setColors,
  setFonts,
  setDesignStyle,
  type FaviconChoice,
} from './operations/branding';
export {
  addSection,
  removeSection,
  moveSection,
  updateSection,
  addPage,
  removePage,
  movePage,
  renamePage,
} from './operations/structure';
export {
  addService,
  removeService,
  updateService,
  addFaq,
  removeFaq,
  addTestimonial,
  removeTestimonial,
  type ServiceChange,
} from './operations/content';
export { getAt, setText, parsePath } from './operations/text';
export { documentOutline, type OutlinePage, type OutlineSection } from './operations/outline';
