// The rule-based revision agent (no model configured): each ability family reads the request in turn and
// the first that recognises it answers with tool calls or with one specific question. A request none of
// them recognises gets the abilities that come closest. A wrong edit is worse than a question.
import { detectOutOfScope } from '@sgs/contracts';
import { SOCIAL_WORDS, socialProfile, type SiteDocument } from '@sgs/site-kit';
import { staleFactFixes } from '../facts';
import { runTool, type ToolCall } from '../tools';
import { contactRule } from './contact';
import { copyRule } from './copy';
import { faqRule } from './faq';
import { hoursRule } from './hours';
import { inLanguage, languageOf, namesOnlyLanguage, toEnglish } from './languages';
import { notesRule } from './notes';
import { pagesRule } from './pages';
import { reviewsRule } from './reviews';
import { photosRule } from './photos';
import { sectionsRule } from './sections';
import { servicesRule } from './services';
import { socialRule } from './social';
import { allServices, ask, NO_CHANGE, norm, oneOf, readRequest, type Rule, type RulePlan } from './shared';
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
  notesRule,
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

/** Markup, scripts and event handlers: the site's text is plain text. */
const MARKUP = /<\s*\/?\s*[a-z][^>]*>|\bjavascript\s*:|\bon[a-z]+\s*=|&lt;|<\s*(?:script|iframe|img|style)\b/i;
/** Attempts to talk the agent out of its job rather than asking for a change. */
const OVERRIDE =
  /\b(?:ignore|disregard|forget|override)\b[\w\s,']{0,40}\b(?:instructions?|rules|prompts?|guidelines)\b|\bsystem prompt\b|\bdeveloper mode\b|\bjailbreak\b/i;
/** Web addresses (with a scheme, "www." or a path); only the owner's social profiles are ever linked. */
const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s"'<>]+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}\/[^\s"'<>]*/gi;

/** A request no rule should read: markup, an instruction override, or a link to a site that is not a social profile. */
function refusedInput(text: string): RulePlan | null {
  if (MARKUP.test(text))
    return ask(
      'The site shows text exactly as written; I cannot put HTML, scripts or embedded code on it. What plain text should change, and where?',
      'Markup in a request is never published.',
    );
  if (OVERRIDE.test(text))
    return ask(
      'I can only make specific changes to your site (text, hours, services, pages, photos, colours, contact details). What should change?',
      'The request asked me to set aside how I work; nothing was changed.',
    );
  const foreign = [...text.matchAll(WEB_ADDRESS)]
    .map((m) => m[0].replace(/[.,;:!?)]+$/, ''))
    .filter((a) => !/@/.test(a) && !socialProfile(/^https?:/i.test(a) ? a : `https://${a}`));
  if (foreign.length && !SOCIAL_WORDS.some(([, re]) => re.test(text)))
    return ask(
      `I only link the site to your own social profiles (Facebook, Instagram, YouTube and the like), not to other web addresses such as ${foreign[0]}. Which profile is it, or what text should change instead?`,
      'Links to other websites are not added by the agent.',
    );
  return null;
}

/** The first rule's answer for one request (or clause), or null when no rule recognises it. */
function firstRule(prompt: string, doc: SiteDocument): RulePlan | null {
  return answer(prompt, doc)?.plan ?? null;
}

function answer(prompt: string, doc: SiteDocument): { plan: RulePlan; rule: string } | null {
  const req = readRequest(prompt, doc);
  for (const rule of RULES) {
    const plan = rule.plan(req);
    if (plan) return { plan, rule: rule.name };
  }
  return null;
}

/** Words that start a new request inside a message ("..., and also remove X", "... and add Y"). */
const REQUEST_VERB =
  '(?:add|remove|delete|change|update|make|put|move|rename|replace|swap|use|take|set|get rid of|drop|include|list|show|hide)\\b';
const SEPARATOR = new RegExp(
  `\\s*;\\s*|(?<=[.!?])\\s+(?=\\S)|,?\\s+(?:and\\s+)?(?:also|plus|then)\\s+(?=\\w)|,?\\s+and\\s+(?=${REQUEST_VERB})|,\\s*(?=${REQUEST_VERB})` +
    // "remove the reviews section and the faq section": the same verb again (only after an imperative)
    `|,?\\s+and\\s+(?=(?:the|our|my)\\s)`,
  'gi',
);
/** An imperative opening ("please remove", "can you change"): what an elliptical "and the ..." repeats. */
const IMPERATIVE = new RegExp(`^(?:(?:please|pls|can you|could you|would you|kindly)\\s+)*(${REQUEST_VERB})`, 'i');
/** An explicit "also"/"then"/"plus" before a request verb starts a new request, even after the owner's words. */
const ANOTHER = new RegExp(`^(?:also|then|plus)\\b[\\s,]*(?:please\\s+)?${REQUEST_VERB}`, 'i');
/** A clause past one of these carries the owner's words (new text, an answer), never another request. */
const CONTENT_OPENER = /:|\b(?:say|says|saying|read|reads|that reads|answer|called|named|titled)\b/i;
const FILLER =
  /^(?:hi|hey|hello|hiya|good (?:morning|afternoon|evening)|thanks?(?: you)?(?: so much| a lot| in advance)?|thx|cheers|many thanks|please|pls|ok|okay|great|sorry)(?:\s+\w+)?[\s,!.]*$|^(?:(?:could|can|would) you\s+)?(?:please\s+)?(?:update|change|fix|do)\s+(?:the\s+|our\s+|my\s+)?(?:web ?site|site|it|that|this|page)(?:\s+(?:accordingly|for (?:me|us)|please|as well))*[?.!\s]*$/i;
/** Words that make a clause a request of its own (or a fact to put on the site). */
const ASKS_FOR_CHANGE =
  /\b(?:add|remove|delete|change|update|make|put|move|rename|replace|swap|use|take|set|get rid|drop|include|show|hide|mention|note|say|list|no longer|don'?t|now|new|closed?|open|we|our|us|i|my)\b/i;
/**
 * A short fragment with no request in it ("Clean." after "Change the tagline to Fast."): the owner's words going
 * on, which the whole message's reading keeps together, never a part to drop or to ask about.
 */
const continuesWords = (clause: string) => clause.split(/\s+/).length <= 4 && !ASKS_FOR_CHANGE.test(clause);

/** Splits a message into the separate requests it carries; quoted text and the owner's new wording stay whole. */
export function splitRequests(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  // The verb an elliptical "and the ..." repeats, for the clause that starts at `start`.
  let prefix = '';
  for (const m of text.matchAll(SEPARATOR)) {
    const before = text.slice(start, m.index);
    const after = text.slice(m.index + m[0].length);
    const quotesOpen = (before.match(/"/g) ?? []).length % 2 === 1;
    // Past "say ..." the words are the owner's, unless an instruction about the page follows ("and make it bold").
    const instruction =
      /^(?:add|remove|delete|change|update|make|put|move|rename|replace|swap|set)\s+(?:it|them|that|this|the|our|my)\b/i;
    // ... unless the owner's words were quoted and the quote has closed: 'should say "X". Also ...' is two requests.
    const quotedWords = /(?:"[^"]+"|(?<!\w)'[^']+')[.!]?$/.test(before.trim());
    const joined = /\b(?:also|then|plus)\s*$/i.test(m[0]) ? ANOTHER.test(`also ${after}`) : ANOTHER.test(after);
    if (quotesOpen || (CONTENT_OPENER.test(before) && !quotedWords && !joined && !instruction.test(after))) continue;
    const clause = `${prefix}${before}`.trim();
    const elliptical = /\band\s*$/i.test(m[0]) && /^(?:the|our|my)\s/i.test(after);
    const imperative = IMPERATIVE.exec(clause)?.[1];
    if (elliptical && !imperative) continue;
    out.push(clause);
    prefix = elliptical ? `${imperative} ` : '';
    start = m.index + m[0].length;
  }
  out.push(`${prefix}${text.slice(start)}`);
  return out.map((c) => c.trim()).filter((c) => c && !FILLER.test(c));
}

/** Applies the calls in turn; a refused call or no change at all becomes a question, never a claimed change. */
function applyPlan(plan: Extract<RulePlan, { kind: 'calls' }>, doc: SiteDocument): SiteDocument | RulePlan {
  let next = doc;
  for (const call of plan.calls) {
    const out = runTool(next, call);
    if (!out.changed)
      return ask(`That change could not be made (${out.result.replace(/^error: /, '')}). What exactly should change?`);
    next = out.doc;
  }
  if (JSON.stringify(next) === JSON.stringify(doc))
    return ask(
      `The site already reads that way (${plan.summary}), so nothing would change. What should be different?`,
      NO_CHANGE,
    );
  return next;
}

/**
 * A message with several requests ("change the phone to X and also we close at 5 on Saturdays"): each is planned
 * on the document the earlier ones leave, and all of them are made or none (a question about the one it cannot
 * do). Null when the message is one request.
 */
function planSeveral(text: string, doc: SiteDocument): RulePlan | null {
  const clauses = splitRequests(text);
  if (clauses.length < 2) return null;
  let next = doc;
  const done: { clause: string; plan: Extract<RulePlan, { kind: 'calls' }>; rule: string }[] = [];
  const open: { clause: string; plan: RulePlan | null; rule?: string }[] = [];
  for (const said of clauses) {
    // "rename drain cleaning to X and make it $139": "it" is the service the clause before named.
    const named = done
      .at(-1)
      ?.plan.calls.map((c) => c.args.new_name ?? c.args.name)
      .find((n) => typeof n === 'string');
    const clause = typeof named === 'string' ? said.replace(/\b(?:it|that one)\b/i, named) : said;
    const a = answer(clause, next);
    const plan = a?.plan ?? null;
    if (plan?.kind === 'calls') {
      const after = applyPlan(plan, next);
      if ('pages' in after) {
        next = after;
        done.push({ clause, plan, rule: a!.rule });
        continue;
      }
      open.push({ clause, plan: after });
    } else if (plan || !continuesWords(clause)) open.push({ clause, plan, rule: a?.rule });
  }
  // "Add gutter cleaning and also remove sump pump service": beside a change to the services, "add X" is a service.
  if (done.some((d) => d.rule === 'services'))
    for (const o of [...open]) {
      const name = /^(?:please\s+)?add\s+(.+?)(?:\s+(?:instead|too|as well))?[.!]?$/i.exec(o.clause)?.[1];
      // Only a bare name ("gutter cleaning"), never a description of something else ("a weather forecast for ...").
      if (o.plan || !name || /^(?:a|an|the|our|my|some)\s|\b(?:of|for|when|to|with|that|on)\b/i.test(name)) continue;
      if (name.split(/\s+/).length > 4) continue;
      const plan = firstRule(`add a service called ${name}`, next);
      const after = plan?.kind === 'calls' ? applyPlan(plan, next) : null;
      if (plan?.kind !== 'calls' || !after || !('pages' in after)) continue;
      next = after;
      done.push({ clause: o.clause, plan, rule: 'services' });
      open.splice(open.indexOf(o), 1);
    }
  // "Can you update our hours? We're now open 8-5 ...": a question about what another clause answers; and
  // "... Also we're closed Sundays." when the site already says so.
  const unanswered = open.filter(
    (o) =>
      !(o.plan?.kind === 'clarification' && o.rule && done.some((d) => d.rule === o.rule)) &&
      !(o.plan?.kind === 'clarification' && o.plan.context === NO_CHANGE),
  );
  open.splice(0, open.length, ...unanswered);
  if (!done.length) return null;
  if (!open.length) {
    if (done.length < 2) return null;
    const all: ToolCall[] = done.flatMap((d) => d.plan.calls);
    return { kind: 'calls', calls: all, summary: done.map((d) => d.plan.summary).join('\n') };
  }
  const first = open[0]!;
  const can = done.map((d) => `"${d.clause}"`).join(' and ');
  return ask(
    first.plan?.kind === 'clarification'
      ? `Nothing is changed yet: I can do ${can}, but about "${first.clause}": ${first.plan.question}`
      : `Nothing is changed yet: I can do ${can}, but I could not tell what "${first.clause}" should change. What exactly should it change?`,
    `The message asks for ${clauses.length} changes; they are made together or not at all.`,
  );
}

/** The owner's answer to one of the agent's questions (POST .../reply). */
export interface Reply {
  question: string;
  answer: string;
}
/** An answer that drops the part asked about ("skip that", "never mind the video"). */
const SKIP =
  /^(?:please\s+)?(?:skip|forget|ignore|leave out|drop|never ?mind|no need|don'?t (?:do|bother|worry about)|just (?:do|make) the (?:rest|others?))\b/i;

/**
 * A request continued with the owner's answers to the agent's questions: when a question named one part of the
 * request ("... about "X": ..."), the answer takes that part's place (or drops it: "skip that"); otherwise the
 * answer completes the request ("Add a team page" + "Dr. Ana Ruiz and Tom Lee"), or stands as the request itself.
 * The first reading that makes a change wins; else the question that reading asks.
 */
export function planRuleRevisionWithReplies(prompt: string, replies: Reply[], doc: SiteDocument): RulePlan {
  let text = readRequest(prompt, doc).text;
  let plan = planRuleRevision(text, doc);
  for (const { question, answer } of replies) {
    const said = answer.trim();
    const named = [...question.matchAll(/"([^"]{3,})"/g)].map((m) => m[1]!).filter((q) => text.includes(q));
    const part = named.at(-1);
    const readings = part
      ? [SKIP.test(said) ? text.replace(part, '').replace(/^[\s,.;]+|[\s,;]+$/g, '') : text.replace(part, said)]
      : [`${text.replace(/[.!?\s]+$/, '')}: ${said}`, said];
    const planned = readings.map((r) => ({ text: r, plan: planRuleRevision(r, doc) }));
    const made = planned.find((p) => p.plan.kind === 'calls') ?? planned[0]!;
    [text, plan] = [made.text, made.plan];
  }
  return plan;
}

/**
 * One request -> tool calls, a question, or a refusal. A request in one of the site languages is read in the rules'
 * English words, and its summary or question is given back in its language.
 */
export function planRuleRevision(prompt: string, doc: SiteDocument): RulePlan {
  const lang = languageOf(prompt) ?? namesOnlyLanguage(prompt, allServices(doc), doc.lang);
  if (!lang) return planEnglish(prompt, doc);
  const english = toEnglish(prompt, lang, allServices(doc), doc.business.country);
  return inLanguage(planEnglish(english, doc), lang);
}

function planEnglish(prompt: string, doc: SiteDocument): RulePlan {
  const scope = detectOutOfScope(prompt);
  if (scope) return { kind: 'out_of_scope', reason: scope.reason, suggestion: scope.suggestion };
  const req = readRequest(prompt, doc);
  const refused = refusedInput(req.text);
  if (refused) return refused;
  // "remove all the social links except facebook": only the hours read exceptions; elsewhere the words after
  // "except" would be taken for the target, the opposite of what was asked.
  const except = /\b(?:except|other than|apart from|but not|excluding|besides|all but)\b/i.exec(req.text);
  if (except && answer(req.text, doc)?.rule !== 'hours')
    return ask(
      `Which exactly should change? Please name each one rather than "${except[0]} ..." (for example: remove the Yelp link and the Instagram link).`,
      'Exceptions are not read outside opening hours.',
    );
  const plan = planSeveral(req.text, doc) ?? firstRule(req.text, doc);
  if (plan?.kind === 'calls') {
    const after = applyPlan(plan, doc);
    if (!('pages' in after)) return after;
    const written = new Set(plan.calls.flatMap((c) => (c.name === 'set_text' ? [String(c.args.path)] : [])));
    const fixes = staleFactFixes(doc, after, written);
    return fixes.length
      ? {
          ...plan,
          calls: [...plan.calls, ...fixes],
          summary: `${plan.summary}\nThe old value also updated in ${fixes.length} other text${fixes.length > 1 ? 's' : ''}`,
        }
      : plan;
  }
  if (plan) return plan;
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
