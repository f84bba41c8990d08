// The deterministic writer's phrasebook: category- and voice-aware copy that states no fact beyond the
// ones passed in (name, trade, locality, phone, services). No numbers, years, awards or guarantees.
import type { BusinessCategory } from '../document/business-types';
import { businessNoun, type Facts, type Voice } from './facts';
import { phrasesOf, fill } from './phrases';
import { withArticle } from '../trades';
import { capitalize, clip, leadSentences, listJoin, offeringInSentence } from './text';

const inLocality = (f: Facts) => (f.locality ? ` in ${f.locality}` : '');

/** Headings for a business whose trade is unknown (category default): its name, nothing claimed. */
const DEFAULT_HEROES: Record<Voice, (f: Facts) => string> = {
  neutral: (f) => `Welcome to ${f.name}`,
  friendly: (f) => `Welcome to ${f.name}`,
  professional: (f) => `${f.name}${inLocality(f)}`,
  refined: (f) => `Welcome to ${f.name}`,
  energetic: (f) => `Welcome to ${f.name}`,
};

/** Neither research's category nor the taxonomy names the trade: neutral words only. */
const unknownTrade = (f: Facts) => f.category === 'default' && !f.kind;

const VOICE_INDEX: Record<Voice, number> = { neutral: 0, professional: 0, friendly: 1, refined: 1, energetic: 2 };
const phraseVars = (f: Facts) => ({ craft: f.trade, place: inLocality(f) });

/** The family's phrase when the trade is known, else the category's by voice. */
export const heroHeading = (f: Facts) => {
  const heroes = phrasesOf(f).heroes;
  const picked = unknownTrade(f) ? undefined : heroes[VOICE_INDEX[f.voice] % heroes.length];
  return clip(picked ? fill(picked, phraseVars(f)) : DEFAULT_HEROES[f.voice](f), 110);
};

/** The hero's supporting line: the owner's or research's own words when there are any. */
export function heroLead(f: Facts): string {
  if (f.description) return leadSentences(f.description, 220);
  const noun = businessNoun(f);
  const what = noun ? withArticle(noun) : 'a local business';
  return `${f.name} is ${what}${f.locality ? ` in ${f.locality}` : ''}. Get in touch to find out how we can help.`;
}

export function heroEyebrow(f: Facts): string {
  // A business of unknown trade gets no label ("Services · Springfield" says nothing): its place alone.
  const noun = businessNoun(f);
  const label = noun ? capitalize(noun) : unknownTrade(f) ? undefined : capitalize(f.trade);
  return clip([label, f.locality].filter(Boolean).join(' · ') || f.name, 60);
}

/** Phrase-book ways to reach the business, for one without a phone number: a message only, never "call". */
const sameCase = (word: string, like: string) => (/^[A-Z]/.test(like) ? capitalize(word) : word);
const NO_PHONE: readonly [RegExp, (m: string, ...groups: string[]) => string][] = [
  [/\bgive us a call or send a message\b/g, () => 'send us a message'],
  [/\bCall ahead or send a message\b/g, () => 'Send a message ahead'],
  [/\b[Cc]all or send (us )?a message\b/g, (m) => sameCase('send a message', m)],
  [/\b([Ss]end (us )?a message) or call\b/g, (_m, msg) => msg!],
  [/\b(when you visit) or call\b/g, (_m, visit) => visit!],
  [/\s*For anything urgent, please call\./g, () => ''],
];

/** The phrase as written when the business has a phone; otherwise without asking anyone to call it. */
export function reachable(f: Facts, phrase: string): string {
  if (f.phone) return phrase;
  let out = phrase;
  for (const [re, to] of NO_PHONE) out = out.replace(re, to);
  return out;
}

export interface SectionEyebrows {
  services: string;
  why: string;
  whyHeading: string;
  reviews: string;
  faq: string;
  about: string;
  contact: string;
}

const CATEGORY_EYEBROWS: Record<BusinessCategory, SectionEyebrows> = {
  service: {
    services: 'What we do',
    why: 'Why choose us',
    whyHeading: 'What you can expect',
    reviews: 'What customers say',
    faq: 'Questions',
    about: 'About us',
    contact: 'Get in touch',
  },
  restaurant: {
    services: 'From the kitchen',
    why: 'Why visit',
    whyHeading: 'What to expect',
    reviews: 'What guests say',
    faq: 'Good to know',
    about: 'Our story',
    contact: 'Visit us',
  },
  retail: {
    services: 'What we carry',
    why: 'Why shop with us',
    whyHeading: 'What you can expect',
    reviews: 'What customers say',
    faq: 'Questions',
    about: 'Our story',
    contact: 'Visit us',
  },
  professional: {
    services: 'How we help',
    why: 'Our approach',
    whyHeading: 'How we work with you',
    reviews: 'Client feedback',
    faq: 'Questions',
    about: 'About us',
    contact: 'Get in touch',
  },
  default: {
    services: 'What we offer',
    why: 'Why choose us',
    whyHeading: 'What you can expect',
    reviews: 'What people say',
    faq: 'Questions',
    about: 'About us',
    contact: 'Get in touch',
  },
};

/** The category's section labels, with the trade family's own where the category's would jar (a B&B's guests). */
export const sectionEyebrows = (f: Facts): SectionEyebrows => ({
  ...CATEGORY_EYEBROWS[f.category],
  ...(unknownTrade(f) ? {} : phrasesOf(f).eyebrows),
});

export interface Feature {
  title: string;
  text: string;
}

const DEFAULT_FEATURES: Feature[] = [
  { title: 'Personal service', text: 'We take the time to understand what you need.' },
  { title: 'Easy to reach', text: 'Call or send a message and we will get back to you.' },
  { title: 'Here to help', text: 'Questions are always welcome, before and after you visit.' },
];

/** A short title for a grounded advantage (research's positioning lines). */
function advantageTitle(a: string): string {
  if (/^rated\b/i.test(a)) return 'Well reviewed';
  if (/^licen[cs]ed\b/i.test(a)) return 'Licensed';
  if (/seven days/i.test(a)) return 'Open every day';
  if (/weekends/i.test(a)) return 'Open weekends';
  if (/\bopen on (saturdays|sundays)\b/i.test(a)) return `Open ${/saturdays/i.test(a) ? 'Saturdays' : 'Sundays'}`;
  return 'What sets us apart';
}

/**
 * Three reasons to choose the business: grounded ones first (research's positioning, licences, the
 * founding year, locality), then, only where the sources give nothing specific, the family's generic phrases.
 */
export function features(f: Facts): Feature[] {
  const out: Feature[] = [];
  // Counts of what research found ("7 customer testimonials") are not selling points.
  for (const a of f.advantages.filter((x) => !/^\d+\s/.test(x)).slice(0, 2)) {
    const sentence = /[.!]$/.test(a) ? a : `${a}.`;
    if (!/^licen[cs]ed\b/i.test(a) || !f.licenses.length)
      out.push({ title: advantageTitle(a), text: clip(sentence, 300) });
  }
  if (out.length < 3 && f.licenses.length) {
    const licensed = f.licenses.some((l) => /licen[cs]/i.test(l));
    out.push({
      title: licensed ? 'Licensed' : 'Credentials',
      text: clip(`${f.licenses.map((l) => l.replace(/[.;]$/, '')).join('. ')}.`, 300),
    });
  }
  if (out.length < 3 && f.locality)
    out.push({ title: `Local to ${f.locality}`, text: `Based in ${f.locality}, close to the people we serve.` });
  // The family's stock reasons read the same on every site of the family: only where the sources say nothing.
  if (f.description && out.length) return out;
  const generic = unknownTrade(f) ? DEFAULT_FEATURES : phrasesOf(f).features;
  for (const g of generic)
    if (out.length < 3 && !out.some((o) => o.title === g.title)) out.push({ ...g, text: reachable(f, g.text) });
  return out;
}

/**
 * One factual line about the business from its sourced facts: what it is, where, since when and where it
 * serves ("Crumb Bakery is a bakery in Boise, baking since 2009. We serve Boise and Meridian.").
 */
export function summaryOf(f: Facts): string {
  const noun = businessNoun(f);
  const what = noun ? withArticle(noun) : 'a local business';
  const since = f.foundedYear ? `, in business since ${f.foundedYear}` : '';
  const areas = f.areas.length ? ` We serve ${listJoin(f.areas.slice(0, 6))}.` : '';
  return `${f.name} is ${what}${f.locality ? ` based in ${f.locality}` : ''}${since}.${areas}`;
}

export function aboutParagraphs(f: Facts, split: (t: string) => string[]): string[] {
  // The owner's own story stands on its own: no stock closing line after it.
  if (f.description) return split(f.description).slice(0, 6);
  return [`${summaryOf(f)}${f.services.length ? ` We offer ${servicesPhrase(f)}.` : ''}`, closing(f)];
}

/** "a, b, c and d", or "a, b, c, d and more" beyond four (a menu's dishes are not "other services"). */
function servicesPhrase(f: Facts): string {
  const all = [...new Set(f.services.map((s) => offeringInSentence(s.name)))];
  const names = all.slice(0, 4);
  if (all.length > 4) names.push('more');
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const CLOSINGS: Record<Voice, string> = {
  neutral: 'Whether you are a new customer or a returning one, we look forward to hearing from you.',
  friendly: 'We love meeting new people, so say hello, ask a question or drop by. We would be glad to help.',
  professional: 'If you would like to discuss your needs, get in touch and we will respond promptly.',
  refined: 'We would be delighted to welcome you. Get in touch whenever you are ready.',
  energetic: 'Ready when you are: give us a call or send a message and let us get started.',
};
const closing = (f: Facts) => reachable(f, (unknownTrade(f) ? undefined : phrasesOf(f).closing) ?? CLOSINGS[f.voice]);
export const closingOf = closing;

export interface CtaCopy {
  heading: string;
  text: string;
}

const DEFAULT_CTA: CtaCopy = { heading: 'Get in touch', text: 'Call or send a message and we will get back to you.' };
export function ctaCopy(f: Facts): CtaCopy {
  const cta = unknownTrade(f) ? DEFAULT_CTA : phrasesOf(f).cta;
  return { heading: cta.heading, text: reachable(f, cta.text) };
}

export const contactIntro = (f: Facts) =>
  reachable(f, 'Send a message with a few details and we will get back to you. For anything urgent, please call.');
