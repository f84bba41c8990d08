// Shared vocabulary of the rule-based revision agent: what a rule returns, how a request is read, and how
// the pages and sections it names are found. Each ability family lives in its own file beside this one.
import { catalogOf, type Page, type Section, type SiteDocument } from '@sgs/site-kit';
import type { ToolCall } from '../tools';
import { ownersWords } from './vocabulary';

export type RulePlan =
  | { kind: 'calls'; calls: ToolCall[]; summary: string }
  | { kind: 'clarification'; question: string; context: string }
  | { kind: 'out_of_scope'; reason: string; suggestion: string };

/** One request as the rules see it. */
export interface Request {
  /** The prompt, trimmed, curly quotes straightened. */
  text: string;
  doc: SiteDocument;
  /** Quoted fragments, in order. */
  quotes: string[];
}

/** An ability family: `plan` answers null when the request is not about it. */
export interface Rule {
  name: string;
  plan(req: Request): RulePlan | null;
}

/** The context of a question that only says the site already reads as asked. */
export const NO_CHANGE = 'No change';

/** The words the site's own pages use, in the site's language: a heading the agent adds reads like the rest. */
export const siteWords = (req: Request) => catalogOf(req.doc.lang).doc;

export const calls = (summary: string, ...c: ToolCall[]): RulePlan => ({ kind: 'calls', calls: c, summary });
export const ask = (question: string, context = 'The request could be read more than one way.'): RulePlan => ({
  kind: 'clarification',
  question,
  context,
});

export function readRequest(prompt: string, doc: SiteDocument): Request {
  const text = ownersWords(prompt.trim().replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' '));
  // Double quotes always quote; single quotes only when they are not apostrophes (don't, Rosa's).
  // An apostrophe inside single quotes ('Springfield's plumbers') does not end them.
  const quotes = [...text.matchAll(/"([^"]+)"|(?<![\w])'((?:[^']|'(?=\w))+)'(?![\w])/g)]
    .map((m) => (m[1] ?? m[2])!.trim())
    .filter(Boolean);
  return { text, doc, quotes };
}

/** Lower case words only, accents dropped ("Débouchage" = "debouchage"); letters of every script are kept. */
export const norm = (v: string) =>
  v
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .replace(/&/g, 'and')
    .replace(/[^\p{L}\p{N}$]+/gu, ' ')
    .trim();

/** "a", "a or b", "a, b or c" */
export const oneOf = (xs: string[], joiner = 'or') =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} ${joiner} ${xs.at(-1)}`;

/** Strips a trailing full stop, surrounding quotes and filler. */
export const clean = (v: string) =>
  v
    .trim()
    .replace(/^["']|["']$/g, '')
    .replace(/\s*(?:please|thanks|thank you)[.!]*$/i, '')
    .replace(/[.!]+$/, '')
    .trim();

/** Wording that describes the text wanted instead of giving it ("something catchier", "a better one"). */
export const VAGUE_WORDING =
  /^(?:something|anything|some ?thing|a (?:better|nicer|new|different|catchier|shorter|longer) (?:one|text|line|heading)|better|nicer|catchier|more \w+)\b/i;

/** Little words that are never a phrase to replace or remove on their own ("change it to blue"). */
export const LITTLE_WORDS = new Set(
  'a an the it its this that these those them they we us our you your i me my is are be to of in on at for with and or but so as by from'.split(
    ' ',
  ),
);

/** Sentence case with a final full stop: "we cater weddings" -> "We cater weddings." */
export const sentence = (v: string) => {
  const t = clean(v);
  return t ? `${t[0]!.toUpperCase()}${t.slice(1)}${/[.!?]$/.test(t) ? '' : '.'}` : t;
};

/** Each word capitalised ("drain cleaning" -> "Drain Cleaning"), accented letters included. */
export const titleCase = (v: string) => clean(v).replace(/(?<![\p{L}\p{N}_])(\p{Ll})/gu, (c) => c.toUpperCase());

/**
 * A name the owner gives (a service): title case is an English habit, so a site in another language keeps the
 * owner's own casing (its first letter capitalised).
 */
export const nameOnSite = (v: string, doc: SiteDocument) =>
  /^en\b/i.test(doc.lang ?? 'en') ? titleCase(v) : clean(v).replace(/^\p{Ll}/u, (c) => c.toUpperCase());

/** The single entry a fragment names (exactly, else by containment), or the candidates when not exactly one. */
export function pick<T>(list: T[], fragment: string, label: (t: T) => string): { one?: T; many: T[] } {
  const f = norm(fragment);
  if (!f) return { many: [] };
  const exact = list.filter((x) => norm(label(x)) === f);
  const uniq = (xs: T[]) => [...new Map(xs.map((x) => [norm(label(x)), x])).values()];
  if (uniq(exact).length === 1) return { one: exact[0], many: exact };
  const hits = uniq(list.filter((x) => norm(label(x)).includes(f) || (f.length > 3 && f.includes(norm(label(x))))));
  return hits.length === 1 ? { one: hits[0], many: hits } : { many: hits };
}

export const PAGE_WORDS: Record<string, RegExp> = {
  home: /\b(home ?page|home|front page|main page|landing page|homepage)\b/i,
  services: /\bservices?\b/i,
  about: /\babout(?: us)?\b/i,
  contact: /\bcontact(?: us)?\b/i,
  faq: /\b(faqs?|questions)\b/i,
  reviews: /\b(reviews?|testimonials?)\b/i,
  gallery: /\b(gallery|photos)\b/i,
  menu: /\bmenu\b/i,
};

/** The page a phrase like "the about page", "our Catering page" or "the homepage" names, if exactly one. */
export function pageNamed(doc: SiteDocument, phrase: string): Page | undefined {
  const p = norm(phrase.replace(/\bpage\b/i, ''));
  if (!p) return undefined;
  const byLabel = doc.pages.filter((pg) => norm(pg.navLabel) === p || pg.slug === p.replace(/ /g, '-'));
  if (byLabel.length === 1) return byLabel[0];
  const byKind = doc.pages.filter((pg) => PAGE_WORDS[pg.kind]?.test(phrase));
  if (byKind.length === 1) return byKind[0];
  const partial = doc.pages.filter((pg) => norm(pg.navLabel).includes(p) || p.includes(norm(pg.navLabel)));
  return partial.length === 1 ? partial[0] : undefined;
}

/** A page the request puts something on/from/to: "... on the about page", "... from the homepage". */
export function pageInRequest(doc: SiteDocument, text: string): { page?: Page; named: boolean } {
  const m = /\b(?:on|from|to|of|in|onto|into|at)\s+(?:the\s+|our\s+|my\s+)?([\w&' -]{1,40}?)\s*page\b/i.exec(text);
  const home =
    /\b(?:on|from|to|of|in|onto|into|at)\s+(?:the\s+|our\s+)?(homepage|home ?page|front page|main page)\b/i.exec(text);
  if (home) return { page: doc.pages.find((p) => p.kind === 'home'), named: true };
  if (!m) return { named: false };
  return { page: pageNamed(doc, m[1]!), named: true };
}

/** Words owners use for each section type, most specific first. */
export const SECTION_WORDS: [Section['type'], RegExp][] = [
  ['before-after', /\b(before (?:and|&|\/) after|before-and-after|before-after|transformations?)\b/i],
  ['timetable', /\b(class timetables?|timetable|class schedule|schedule of classes|class times|classes)\b/i],
  ['team', /\b(team|staff|our people|meet the team|stylists|chefs)\b/i],
  ['contact-form', /\b(contact form|enquiry form|inquiry form|message form|form)\b/i],
  ['testimonials', /\b(reviews?|testimonials?|kind words|customer quotes)\b/i],
  ['faq', /\b(faqs?|questions|q ?& ?a)\b/i],
  ['hours', /\b(opening hours|hours|opening times)\b/i],
  ['location', /\b(map|location|directions|find us|address)\b/i],
  ['gallery', /\b(gallery|photo gallery|photos)\b/i],
  ['trust', /\b(credentials|licen[cs]es?|certifications?|trust)\b/i],
  ['features', /\b(why us|why choose us|features|benefits|what you can expect)\b/i],
  ['menu', /\bmenu\b/i],
  ['story', /\b(about|story|who we are|our story)\b/i],
  ['cta', /\b(call to action|cta|banner at the bottom|get started|closing banner)\b/i],
  ['services', /\bservices?\b/i],
  ['hero', /\b(hero|header image|top banner|banner)\b/i],
];

export const SECTION_NAMES: Record<Section['type'], string> = {
  hero: 'page header',
  services: 'services',
  features: 'why-us',
  story: 'about',
  testimonials: 'reviews',
  faq: 'FAQ',
  hours: 'opening hours',
  gallery: 'gallery',
  'contact-form': 'contact form',
  location: 'map and address',
  cta: 'call-to-action',
  trust: 'credentials',
  menu: 'menu',
  text: 'text',
  team: 'team',
  timetable: 'timetable',
  'before-after': 'before-and-after',
  locations: 'locations',
};

export interface SectionHit {
  page: Page;
  section: Section;
}

/** Sections a phrase names: by quoted/verbatim heading first, else by type words. */
export function sectionsNamed(doc: SiteDocument, phrase: string, onPage?: Page): SectionHit[] {
  const pages = onPage ? [onPage] : doc.pages;
  const all = pages.flatMap((page) => page.sections.map((section) => ({ page, section })));
  const p = norm(phrase);
  const byHeading = all.filter((h) => p && norm(h.section.heading) === p);
  if (byHeading.length) return byHeading;
  const byHeadingPart = all.filter(
    (h) => p.length > 6 && norm(h.section.heading).length > 6 && p.includes(norm(h.section.heading)),
  );
  if (byHeadingPart.length) return byHeadingPart;
  const type = sectionTypeIn(phrase);
  return type ? all.filter((h) => h.section.type === type) : [];
}

export const sectionTypeIn = (phrase: string) => SECTION_WORDS.find(([, re]) => re.test(phrase))?.[0];

export const describeSection = (h: SectionHit) =>
  `the ${SECTION_NAMES[h.section.type]} section "${h.section.heading}" on the ${h.page.navLabel} page`;

export const allServices = (doc: SiteDocument) => [
  ...new Set(
    doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'services' ? s.items.map((i) => i.name) : []))),
  ),
];

/** A price as owners write it: "$99", "from $120", "$45 per hour", "free". */
export const PRICE =
  /((?:from|starting at|starts at|starting from)\s+)?((?:(?:R\$|[$€£¥￥])\s?\d[\d,.]*\d|(?:R\$|[$€£¥￥])\s?\d|\d[\d.,]*\s?(?:€|円|EUR\b|euros?\b))(?:\s*(?:\/|per|an|a)\s*(?:hour|hr|visit|job|person|month|session|room))?)(\+)?/i;

export function priceIn(text: string): string | undefined {
  const m = PRICE.exec(text);
  if (!m) return undefined;
  const amount = m[2]!.replace(/\$\s+/, '$').replace(/\s*(?:an|a)\s+(hour|visit|job|person|month|session)/i, '/$1');
  return m[1] || m[3] ? `From ${amount}` : amount;
}
