// The deterministic writer's phrasebook: category- and voice-aware copy that states no fact beyond the
// ones passed in (name, trade, locality, phone, services). No numbers, years, awards or guarantees.
import { businessNoun, type Facts, type Voice } from './facts';
import { phrasesOf, fill } from './phrases';
import { catalogOf, languageOfTag, type TradeWords } from '../i18n';
import { bare, capitalize, clip, joinSentences, leadSentences, offeringInSentence } from './text';

const words = (f: Facts) => catalogOf(f.language).writer;
const english = (f: Facts) => languageOfTag(f.language) === 'en';

/** The trade's words in the site's language: its noun with gender; undefined when the language does not name it. */
export const tradeWords = (f: Facts): TradeWords | undefined => {
  if (english(f)) {
    const noun = businessNoun(f);
    return noun ? { noun } : undefined;
  }
  return f.tradeId ? words(f).trades[f.tradeId] : undefined;
};

/** Neither research's category nor the taxonomy names the trade: neutral words only. */
const unknownTrade = (f: Facts) => f.category === 'default' && !f.kind;

const VOICE_INDEX: Record<Voice, number> = { neutral: 0, professional: 0, friendly: 1, refined: 1, energetic: 2 };
const phraseVars = (f: Facts) => ({ craft: f.trade, place: words(f).inPlace(f.locality) });

/** The family's phrase when the trade is known, else the category's by voice. */
export const heroHeading = (f: Facts) => {
  const heroes = phrasesOf(f).heroes;
  // Where the place is known, a phrase that names it (by voice): the hero says what the business is and where.
  const placed = f.locality ? heroes.filter((h) => h.includes('{place}')) : [];
  const pool = placed.length ? placed : heroes;
  const picked = unknownTrade(f) ? undefined : pool[VOICE_INDEX[f.voice] % pool.length];
  return clip(picked ? fill(picked, phraseVars(f)) : words(f).defaultHero(f.name, f.locality, f.voice), 110);
};

/** The hero's supporting line: the owner's or research's own words when there are any. */
export function heroLead(f: Facts): string {
  if (f.description) return leadSentences(f.description, 220);
  return words(f).isA(f.name, tradeWords(f), f.locality);
}

export function heroEyebrow(f: Facts): string {
  // A business of unknown trade gets no label ("Services · Springfield" says nothing): its place alone.
  const noun = tradeWords(f)?.noun;
  const label = noun ? capitalize(noun) : unknownTrade(f) || !english(f) ? undefined : capitalize(f.trade);
  return clip([label, f.locality].filter(Boolean).join(' · ') || f.name, 60);
}

export interface SectionEyebrows {
  services: string;
  why: string;
  reviews: string;
  faq: string;
  about: string;
  contact: string;
}

/** The category's section labels, with the trade family's own where the category's would jar (a B&B's guests). */
export const sectionEyebrows = (f: Facts): SectionEyebrows => ({
  ...words(f).eyebrows[f.category],
  ...(unknownTrade(f) ? {} : phrasesOf(f).eyebrows),
});

export interface Feature {
  title: string;
  text: string;
}

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
 * Up to three reasons to choose the business, each from a fact: research's positioning, licences, the locality.
 * None is a stock line: a reason that would read the same on any business of the family is no reason.
 */
export function features(f: Facts): Feature[] {
  const out: Feature[] = [];
  // Counts of what research found ("7 customer testimonials") are not selling points. Their titles are read from
  // English words, so only an English site shows them.
  for (const a of english(f) ? f.advantages.filter((x) => !/^\d+\s/.test(x)).slice(0, 2) : []) {
    const sentence = /[.!]$/.test(a) ? a : `${a}.`;
    if (!/^licen[cs]ed\b/i.test(a) || !f.licenses.length)
      out.push({ title: advantageTitle(a), text: clip(sentence, 300) });
  }
  if (out.length < 3 && f.licenses.length) {
    const licensed = f.licenses.some((l) => /licen[cs]/i.test(l));
    out.push({
      title: !english(f) ? catalogOf(f.language).doc.credentials : licensed ? 'Licensed' : 'Credentials',
      text: clip(`${f.licenses.map((l) => l.replace(/[.;]$/, '')).join('. ')}.`, 300),
    });
  }
  // Being in its town is a reason beside others; alone it would only repeat the hero ("Zuhause in Lübben"), so a
  // business known for nothing else has no reasons section.
  if (out.length && out.length < 3 && f.locality) out.push(words(f).local(f.locality, f.name));
  return out;
}

/**
 * One factual line about the business from its sourced facts: what it is, where, since when and where it
 * serves ("Crumb Bakery is a bakery in Boise, baking since 2009. We serve Boise and Meridian.").
 */
export function summaryOf(f: Facts): string {
  return words(f).summary({
    name: f.name,
    trade: tradeWords(f),
    locality: f.locality,
    since: f.foundedYear,
    areas: f.areas.slice(0, 6),
  });
}

export function aboutParagraphs(f: Facts, split: (t: string) => string[]): string[] {
  // The owner's own story stands on its own. The website's about page tells more than its one-line description.
  const own = f.story ?? f.description;
  if (own) return split(own).slice(0, 6);
  return [joinSentences([summaryOf(f), f.services.length ? words(f).weOffer(servicesPhrase(f)) : ''])];
}

/**
 * "a, b, c and d", or "a, b, c, d and more" beyond four (a menu's dishes are not "other services"). A menu or price
 * list grouped under two or more headings is named by its groups ("cuts, colour, perms"), not by its first rows, which
 * may be only its tiers ("Adults", "Students") or one group's dishes.
 */
function servicesPhrase(f: Facts): string {
  const groups = new Set(f.services.map((s) => s.category?.trim()).filter(Boolean));
  const byGroup = groups.size >= 2 && f.services.length > groups.size;
  const named = f.services.map((s) => (byGroup ? s.category?.trim() || s.name : s.name));
  const all = [...new Set(named.map((n) => (english(f) ? offeringInSentence(n) : bare(n))))];
  const names = all.slice(0, 4);
  if (all.length > 4) names.push(words(f).andMore);
  return words(f).list(names);
}

export interface CtaCopy {
  heading: string;
  text: string;
}

const reach = (f: Facts) => ({ name: f.name, phone: f.phone });

/** The family's heading; the line says how to reach this business (a stock line would read the same on any). */
export const ctaCopy = (f: Facts): CtaCopy => ({
  heading: fill(unknownTrade(f) ? words(f).defaultCta : phrasesOf(f).cta, phraseVars(f)),
  text: words(f).ctaText(reach(f)),
});

export const contactIntro = (f: Facts) => words(f).contactIntro(reach(f));
