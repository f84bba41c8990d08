// @sgs/site-kit: the typed site document, the eight design styles, the renderer, writers, steering and
// the document operations. README.md documents the API and the form contract.
export * from './document/primitives';
export * from './document/sections';
export * from './document/schema';
export * from './document/constraints';
export * from './document/business-types';
export * from './document/validate';
export { walkRefs } from './document/references';
export { ICON_NAMES, iconSvg, type IconName } from './icons';
export { iconFor } from './icon-match';

export * from './theme/color';
export { FONT_STACKS, FONT_STACK_IDS, type FontStackId } from './theme/fonts';
export { STYLES, type StyleDefinition } from './theme/styles';
export { resolvePalette, CONTRAST_PAIRS, TEXT_TARGETS, UI_TARGET, type Palette, type PaletteToken, type BrandColors } from './theme/palette';
export { resolveTheme, type ResolvedTheme } from './theme/resolve';
export { autoSelectStyle } from './theme/auto-select';

export { renderSite, renderSiteWithReport, type RenderReport } from './render/render-site';
export type { RenderOptions, SiteAssets } from './render/context';
export { FAVICON_FILES, initialMarkSvg, initialOf } from './render/assets/favicon';
export { encodeIco, readIcoDirectory } from './render/assets/ico';
export { redirectUrl as formRedirectUrl, SENT_ID } from './render/sections/contact';

export * from './research/input';
export { measurePhotos, type PhotoBytes } from './research/measure';
export { writeDocumentDeterministic, carryOverOwnerChoices, type DeterministicWriterOptions } from './writers/deterministic';
export { checkRenderedSite, assertValidSite, type SiteIssue } from './check/check-site';
export { SAMPLE_BUSINESSES } from './samples/businesses';
export { samplePhoto, samplePhotoBytes } from './samples/photos';
