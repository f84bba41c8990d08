// The rule-based revision agent (no model configured): each ability family reads the request in turn and
// the first that recognises it answers with tool calls or with one specific question. A request none of
// them recognises gets the abilities that come closest. A wrong edit is worse than a question.
import { detectOutOfScope } from '@sgs/contracts';
import type { SiteDocument } from '@sgs/site-kit';
import { contactRule } from './contact';
import { copyRule } from './copy';
import { faqRule } from './faq';
import { hoursRule } from './hours';
import { pagesRule } from './pages';
import { reviewsRule } from './reviews';
import { photosRule } from './photos';
import { sectionsRule } from './sections';
import { servicesRule } from './services';
import { socialRule } from './social';
import { ask, norm, oneOf, readRequest, type Rule, type RulePlan } from './shared';
import { textRule } from './text';
import { themeRule } from './theme';

export type { RulePlan } from './shared';

/** Most specific first: social links, contact details and hours before sections, pages and lists; free text last. */
const RULES: Rule[] = [
  socialRule,
  contactRule,
  hoursRule,
  themeRule,
  photosRule,
  reviewsRule,
  sectionsRule,
  pagesRule,
  servicesRule,
  faqRule,
  copyRule,
  textRule,
];

/** What the agent can do, and the words that point at each ability (for "the closest I can do"). */
const ABILITIES: [string, string[]][] = [
  [
    'change the opening hours (per day, closed days, holiday notices)',
    ['hours', 'open', 'closed', 'holiday', 'time', 'schedule'],
  ],
  [
    'add, remove or rename a page with the words you give',
    ['page', 'pages', 'blog', 'menu', 'tab', 'navigation', 'nav'],
  ],
  ['add, remove or move a section', ['section', 'block', 'reviews', 'map', 'gallery', 'layout', 'order']],
  [
    'add, remove or rename a service, or change its price',
    ['service', 'services', 'price', 'prices', 'offer', 'product', 'products'],
  ],
  ['change the address, phone number or contact email', ['address', 'phone', 'email', 'contact', 'number']],
  [
    'add, change or remove a social link (Facebook, Instagram, X, TikTok, YouTube, LinkedIn, Yelp, Google)',
    ['social', 'facebook', 'instagram', 'twitter', 'tiktok', 'youtube', 'linkedin', 'yelp', 'link', 'links'],
  ],
  [
    'change the headline, tagline or button text',
    ['headline', 'tagline', 'button', 'slogan', 'title', 'text', 'wording'],
  ],
  ['replace or remove a photo with one the site already has', ['photo', 'picture', 'image', 'video', 'logo']],
  [
    'change the colours, fonts or design style',
    ['colour', 'color', 'font', 'style', 'design', 'look', 'dark', 'bigger'],
  ],
  ['remove or replace any text on the site', ['text', 'word', 'sentence', 'say', 'translate', 'language', 'spanish']],
  ['add or remove a FAQ entry', ['faq', 'question', 'questions']],
  ['add a testimonial you give me, or remove one', ['review', 'reviews', 'testimonial', 'testimonials', 'quote']],
];

function closest(prompt: string): string[] {
  const ws = new Set(norm(prompt).split(' '));
  return ABILITIES.map(([ability, keys]) => ({ ability, score: keys.filter((k) => ws.has(k)).length }))
    .filter((a) => a.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 2)
    .map((a) => a.ability);
}

/** One request -> tool calls, a question, or a refusal. */
export function planRuleRevision(prompt: string, doc: SiteDocument): RulePlan {
  const scope = detectOutOfScope(prompt);
  if (scope) return { kind: 'out_of_scope', reason: scope.reason, suggestion: scope.suggestion };
  const req = readRequest(prompt, doc);
  for (const rule of RULES) {
    const plan = rule.plan(req);
    if (plan) return plan;
  }
  const near = closest(req.text);
  const all = ABILITIES.map(([a]) => a);
  if (near.length)
    return ask(
      `I can't make that change as asked. The closest I can do: ${oneOf(near)}. What exactly should change?`,
      `Everything I can do: ${all.join('; ')}.`,
    );
  return ask(
    'I could not tell exactly what to change. Which text, page or detail should change, and what should it say?',
    `Everything I can do: ${all.join('; ')}.`,
  );
}
