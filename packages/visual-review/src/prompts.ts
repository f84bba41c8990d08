import { isRuleId, type RuleId } from './rules';
import { VIEWPORTS, type Finding } from './types';

/** What kind of change each rule asks for, as the start of a request to the revision agent. */
const ASK: Record<RuleId, string> = {
  'horizontal-overflow': 'Fix the layout',
  'content-outside-viewport': 'Fix the layout',
  'overlapping-text': 'Fix overlapping text',
  'color-contrast': 'Improve the colour contrast',
  'missing-alt': 'Add a text alternative for an image',
  'broken-image': 'Replace a broken image',
  'tap-target-size': 'Enlarge a button or link for touch screens',
  'console-error': 'Fix a script error',
  'failed-request': 'Fix a file that fails to load',
  'third-party-request': 'Remove a request to another server',
  'viewport-meta': 'Make the page responsive on phones',
  'quirks-mode': 'Add the HTML doctype',
  'page-missing': 'Add a missing page',
  'page-empty': 'Fill an empty page',
  'html-structure': 'Fix the page structure',
  'page-load-failed': 'Make the page load',
  'script-error': 'Fix a script error',
  'missing-file': 'Fix a missing file',
  'broken-link': 'Fix a broken link',
};

const pageName = (file: string) => {
  const base =
    file
      .replace(/\.html?$/i, '')
      .split('/')
      .pop() ?? file;
  const words = base === 'index' ? 'home' : base.replace(/[-_]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A plain-English revision request for one finding: the warning object's `fix_via_revision.suggested_prompt`
 * and the webhook's `remediation_prompt` (spec 2.2). Self-contained, so it can be sent to the revision
 * endpoint as it is.
 */
export function suggestedPrompt(finding: Finding): string {
  const ask = isRuleId(finding.rule) ? ASK[finding.rule] : 'Fix a problem';
  const width = VIEWPORTS[finding.viewport]?.width;
  const layout =
    finding.rule === 'horizontal-overflow' ||
    finding.rule === 'content-outside-viewport' ||
    finding.rule === 'overlapping-text' ||
    finding.rule === 'tap-target-size';
  const where = `on the ${pageName(finding.page)} page (${finding.page})${layout && width ? ` at ${finding.viewport} width (${width}px)` : ''}`;
  const element =
    finding.selector && !finding.description.includes(finding.selector)
      ? ` The element is \`${finding.selector}\`.`
      : '';
  return `${ask} ${where}. ${finding.description.replace(/\.?$/, '.')}${element} Keep the rest of the site as it is.`;
}
