import type { Severity } from './types';

interface RuleInfo {
  severity: Severity;
  /** Fails the build (spec 3.1: broken HTML, script errors, 404s) instead of steering generation. */
  catastrophic: boolean;
  /** False when the problem does not depend on the width: reported once per page, at the first width seen. */
  perViewport: boolean;
  /** What the fix usually is, in the generator's terms; ends every suggested prompt. */
  advice: string;
}

/** Every rule the review reports, by id. The ids are part of the warning objects callers see (spec 2.2). */
export const RULES = {
  'horizontal-overflow': {
    severity: 'error',
    catastrophic: false,
    perViewport: true,
    advice:
      'Make it fit the screen width: remove fixed widths, let rows and long words wrap (overflow-wrap: anywhere), and stack grid or flex items in a single column on small screens.',
  },
  'content-outside-viewport': {
    severity: 'error',
    catastrophic: false,
    perViewport: true,
    advice:
      'Keep it inside the screen: remove negative margins or offsets and fixed widths so the content is fully visible at this width.',
  },
  'overlapping-text': {
    severity: 'error',
    catastrophic: false,
    perViewport: true,
    advice:
      'Give each piece of text its own space: remove absolute positioning or negative margins, and let the elements stack at this width.',
  },
  'color-contrast': {
    severity: 'error',
    catastrophic: false,
    perViewport: false,
    advice:
      'Darken the text or lighten its background (or the reverse) to reach a contrast ratio of at least 4.5:1 (3:1 for large text).',
  },
  'missing-alt': {
    severity: 'error',
    catastrophic: false,
    perViewport: false,
    advice: 'Add alt text that says what the image shows, or alt="" if it is purely decorative.',
  },
  'broken-image': {
    severity: 'error',
    catastrophic: false,
    perViewport: false,
    advice: 'Replace the image with a valid file or remove it.',
  },
  'tap-target-size': {
    severity: 'warning',
    catastrophic: false,
    perViewport: true,
    advice:
      'Make it at least 44x44px on phones (padding or min-height/min-width), keeping space between neighbouring targets.',
  },
  'console-error': {
    severity: 'warning',
    catastrophic: false,
    perViewport: false,
    advice: 'Fix or remove the script that logs it.',
  },
  'failed-request': {
    severity: 'error',
    catastrophic: false,
    perViewport: false,
    advice: 'Make sure the file is part of the site and served, or remove the reference to it.',
  },
  'third-party-request': {
    severity: 'error',
    catastrophic: false,
    perViewport: false,
    advice:
      'Generated sites must not load anything from other servers: self-host the resource (fonts, scripts, images) or remove it.',
  },
  'viewport-meta': {
    severity: 'error',
    catastrophic: false,
    perViewport: false,
    advice: 'Add <meta name="viewport" content="width=device-width, initial-scale=1"> to the page head.',
  },
  'quirks-mode': {
    severity: 'warning',
    catastrophic: false,
    perViewport: false,
    advice: 'Start the page with <!DOCTYPE html> so browsers lay it out in standards mode.',
  },
  'page-missing': {
    severity: 'error',
    catastrophic: true,
    perViewport: false,
    advice: 'Generate the page again.',
  },
  'page-empty': {
    severity: 'error',
    catastrophic: true,
    perViewport: false,
    advice: 'Generate the page again with its content.',
  },
  'html-structure': {
    severity: 'error',
    catastrophic: true,
    perViewport: false,
    advice: 'Render the page as a full HTML document with <body> and a <main> element holding its content.',
  },
  'page-load-failed': {
    severity: 'error',
    catastrophic: true,
    perViewport: false,
    advice: 'Remove whatever keeps it from loading (a script stuck in a loop, a resource that never finishes).',
  },
  'script-error': {
    severity: 'error',
    catastrophic: true,
    perViewport: false,
    advice: 'Fix or remove the script.',
  },
  'missing-file': {
    severity: 'error',
    catastrophic: true,
    perViewport: false,
    advice: 'Add the file to the site or remove the reference to it.',
  },
  'broken-link': {
    severity: 'error',
    catastrophic: true,
    perViewport: false,
    advice: 'Point the link at a page that exists or remove it.',
  },
} as const satisfies Record<string, RuleInfo>;

export type RuleId = keyof typeof RULES;

export const isRuleId = (rule: string): rule is RuleId => Object.hasOwn(RULES, rule);
