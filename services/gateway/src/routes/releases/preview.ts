// One definition of a release's preview URL, in @sgs/releases (revisions report it too).
export { previewUrlFor as previewUrl } from '@sgs/releases';
