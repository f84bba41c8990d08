// The deterministic writer's reviewed phrase library, per trade family (packages/site-kit/src/trades) and
// section. No phrase claims a fact: no years, numbers, awards, guarantees, hours or prices. Facts are
// added around these phrases only from research, each from its source.
import type { ResearchChannel } from '@sgs/contracts';
import type { FamilyId } from '../trades';
import type { SectionEyebrows } from './copy';
import { spellAll, type Spelling } from './spelling';
import { catalogOf, languageOfTag } from '../i18n';
import type { LabelledChannel } from '../i18n/catalog';

export interface FamilyPhrases {
  /** Hero headings; `{craft}` is the trade's craft ("plumbing", "baking"), `{place}` " in <locality>" or "". */
  heroes: string[];
  /** The closing call to action's heading (`{place}` filled); its line is written from the business's facts (`ctaText`). */
  cta: string;
  /** Section labels where the category's would jar ("What guests say" at a B&B, not "What customers say"). */
  eyebrows?: Partial<SectionEyebrows>;
}

export const FAMILY_PHRASES: Record<FamilyId, FamilyPhrases> = {
  'food-and-drink': {
    heroes: ['Good {craft}{place}', '{Craft}, made with care', 'Come in and see what is fresh today'],
    cta: 'Come and see us{place}',
  },
  'beauty-and-wellness': {
    heroes: ['Time for you{place}', 'Look and feel your best{place}', 'Relax, we will take it from here'],
    cta: 'Ready for your appointment?',
  },
  health: {
    heroes: ['Caring for you{place}', 'Care that starts with listening', 'Your health, explained clearly'],
    cta: 'Book a visit',
  },
  'home-services': {
    heroes: ['{Craft} you can count on{place}', 'Dependable {craft}{place}', '{Craft}, done properly'],
    cta: 'Ready to get started?',
  },
  auto: {
    heroes: ['Keeping you on the road{place}', 'Honest work on your vehicle{place}', '{Craft} you can trust'],
    cta: 'Need a hand with your vehicle?',
  },
  'fitness-and-kids': {
    heroes: ['Move, learn and grow{place}', 'A place to get stronger{place}', 'Come and join us'],
    cta: 'Ready to join?',
  },
  'professional-services': {
    heroes: ['Clear advice{place}', '{Craft} with a personal touch', 'Straight answers, careful work'],
    cta: 'Let us talk about what you need',
  },
  retail: {
    heroes: ['Find something you love{place}', 'Come in and look around', '{Craft}{place}'],
    cta: 'Come and visit',
  },
  creative: {
    heroes: ['Ideas brought to life{place}', 'Made to tell your story', '{Craft} with an eye for detail'],
    cta: 'Have a project in mind?',
  },
  pets: {
    heroes: ['Happy pets{place}', 'Care your pet will love', 'Good care for your companion{place}'],
    cta: 'Book a visit',
    eyebrows: { reviews: 'What pet owners say' },
  },
  events: {
    heroes: ['Make your day one to remember', 'Events, thoughtfully planned{place}', 'Let us help you celebrate'],
    cta: 'Planning an event?',
  },
  education: {
    heroes: ['Learn with us{place}', 'Learning that fits you', 'Patient teaching{place}'],
    cta: 'Ready to start learning?',
  },
  hospitality: {
    heroes: ['Your place to stay{place}', 'Stay with us{place}', 'Rest easy{place}'],
    cta: 'Plan your stay',
    eyebrows: { reviews: 'What guests say', why: 'Why stay with us' },
  },
  // Churches, funeral homes, community centres and charities: plain, respectful words that suit all four.
  community: {
    heroes: ['Here for our community{place}', 'Here for you{place}', 'With you when it matters{place}'],
    cta: 'Get in touch',
    eyebrows: { reviews: 'What people say', why: 'Our approach', services: 'What we offer' },
  },
  'everyday-services': {
    heroes: ['{Craft} made easy{place}', 'Here when you need us{place}', 'Making your day easier{place}'],
    cta: 'Questions?',
  },
};

/**
 * Where one trade of a family needs other words than its family's: a daycare is not a gym ("A place to get
 * stronger"), a tattoo studio not a spa ("Time for you").
 */
const TRADE_PHRASES: Record<string, Partial<FamilyPhrases>> = {
  childcare: {
    heroes: ['A happy place to grow{place}', 'Caring for little ones{place}', 'Come and meet us'],
    cta: 'Come and visit',
  },
  'tattoo-studio': {
    heroes: ['Tattoos drawn for you{place}', 'Your ideas, in ink', 'Art that stays with you'],
  },
  'car-wash': {
    heroes: ['A cleaner car{place}', 'Your car, cared for{place}', 'Come in for a clean'],
  },
};

const respelled = new Map<string, FamilyPhrases>();
/**
 * The phrases for a business: its trade's own where it has them, else its family's, in its English; in another
 * language, its language catalog's for the family, else that catalog's general ones.
 */
export function phrasesOf(f: {
  family: FamilyId;
  tradeId?: string;
  spelling: Spelling;
  language: string;
}): FamilyPhrases {
  const lang = languageOfTag(f.language);
  if (lang !== 'en') {
    const { phrases } = catalogOf(lang).writer;
    return { ...phrases.default, ...phrases[f.family] };
  }
  // Respelled once per family, trade and spelling (the writer asks for every service line); read-only.
  const key = `${f.family}|${f.tradeId ?? ''}|${f.spelling}`;
  let phrases = respelled.get(key);
  if (!phrases) {
    const table = { ...FAMILY_PHRASES[f.family], ...(f.tradeId ? TRADE_PHRASES[f.tradeId] : undefined) };
    respelled.set(key, (phrases = spellAll(table, f.spelling)));
  }
  return phrases;
}

/** Fills `{craft}`, `{Craft}` and `{place}`. */
export function fill(phrase: string, v: { craft: string; place: string }): string {
  const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
  return phrase
    .replace(/\{Craft\}/g, cap(v.craft))
    .replace(/\{craft\}/g, v.craft)
    .replace(/\{place\}/g, v.place);
}

/**
 * The label of a button to the business's own channel when the source gave it none, in the site's language;
 * undefined for a channel that has its own kind of link (a phone, an email).
 */
export const channelLabel = (kind: ResearchChannel['kind'], language: string): string | undefined =>
  kind in catalogOf(language).doc.channels ? catalogOf(language).doc.channels[kind as LabelledChannel] : undefined;
