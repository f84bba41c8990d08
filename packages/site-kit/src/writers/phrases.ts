// The deterministic writer's reviewed phrase library, per trade family (packages/site-kit/src/trades) and
// section. No phrase claims a fact: no years, numbers, awards, guarantees, hours or prices. Facts are
// added around these phrases only from research, each from its source.
import type { ResearchChannel } from '@sgs/contracts';
import type { FamilyId } from '../trades';
import type { Feature, SectionEyebrows } from './copy';
import { spellAll, type Spelling } from './spelling';
import { catalogOf, languageOfTag } from '../i18n';
import type { LabelledChannel } from '../i18n/catalog';

export interface FamilyPhrases {
  /** Hero headings; `{craft}` is the trade's craft ("plumbing", "baking"), `{place}` " in <locality>" or "". */
  heroes: string[];
  /** Reasons to choose a business of the family, asserting nothing checkable. */
  features: Feature[];
  /** One-line descriptions for a named offering; `{item}` is its name in lower case. */
  itemLines: string[];
  /** The closing call to action's heading (`{place}` filled); its line is written from the business's facts (`ctaText`). */
  cta: string;
  /** The about story's last line when the voice's usual one would strike the wrong tone (a funeral home). */
  closing?: string;
  /** Section labels where the category's would jar ("What guests say" at a B&B, not "What customers say"). */
  eyebrows?: Partial<SectionEyebrows>;
}

export const FAMILY_PHRASES: Record<FamilyId, FamilyPhrases> = {
  'food-and-drink': {
    heroes: ['Good {craft}{place}', '{Craft}, made with care', 'Come in and see what is fresh today'],
    features: [
      { title: 'Made with care', text: 'Everything we serve is prepared with attention to detail.' },
      { title: 'A friendly welcome', text: 'First visit or regular, we are glad to see you.' },
      { title: 'Ask us anything', text: 'Questions about what we make? Ask and we will help you choose.' },
    ],
    itemLines: [
      'Ask us about {item} when you visit or call.',
      'Come in and try our {item}.',
      'Questions about {item}? Ask when you order.',
    ],
    cta: 'Come and see us{place}',
  },
  'beauty-and-wellness': {
    heroes: ['Time for you{place}', 'Look and feel your best{place}', 'Relax, we will take it from here'],
    features: [
      { title: 'Unhurried appointments', text: 'We take the time to understand what you would like before we begin.' },
      { title: 'A calm space', text: 'A relaxed, welcoming place to unwind.' },
      { title: 'Easy to book', text: 'Call or send a message and we will find a time that suits you.' },
    ],
    itemLines: [
      'Ask us about {item} and we will talk through what you would like first.',
      'Questions about {item}? Call or send a message to book.',
      'Tell us what you have in mind for {item} when you book.',
    ],
    cta: 'Ready for your appointment?',
  },
  health: {
    heroes: ['Caring for you{place}', 'Care that starts with listening', 'Your health, explained clearly'],
    features: [
      { title: 'We listen first', text: 'We take the time to understand your concerns before recommending anything.' },
      {
        title: 'Clear explanations',
        text: 'We explain your options in plain language so you can decide with confidence.',
      },
      { title: 'Easy to reach', text: 'Call or send a message and we will help you book.' },
    ],
    itemLines: [
      'Talk to us about {item}: we will explain what is involved.',
      'Questions about {item}? Call or send a message and we will explain your options.',
      'Ask us about {item} and we will help you decide what suits you.',
    ],
    cta: 'Book a visit',
  },
  'home-services': {
    heroes: ['{Craft} you can count on{place}', 'Dependable {craft}{place}', '{Craft}, done properly'],
    features: [
      { title: 'Clear communication', text: 'We explain the work and your options in plain language before we start.' },
      { title: 'Respect for your home', text: 'We treat your home or business with care and leave it tidy.' },
      { title: 'Straightforward to book', text: 'Call or send a message and we will find a time that suits you.' },
    ],
    itemLines: [
      'Ask us about {item} and we will talk you through the options before any work starts.',
      'Questions about {item}? Call or send a message and we will explain what is involved.',
      'Get in touch about {item} and we will arrange a time that suits you.',
    ],
    cta: 'Ready to get started?',
  },
  auto: {
    heroes: ['Keeping you on the road{place}', 'Honest work on your vehicle{place}', '{Craft} you can trust'],
    features: [
      { title: 'Straight answers', text: 'We explain what your vehicle needs and why, before we start.' },
      { title: 'Careful work', text: 'We treat every vehicle as if it were our own.' },
      { title: 'Easy to book', text: 'Call or send a message to arrange a time.' },
    ],
    itemLines: [
      'Ask us about {item} and we will explain what is involved.',
      'Questions about {item}? Call or send a message to arrange a time.',
      'Get in touch about {item} and we will find a time that suits you.',
    ],
    cta: 'Need a hand with your vehicle?',
  },
  'fitness-and-kids': {
    heroes: ['Move, learn and grow{place}', 'A place to get stronger{place}', 'Come and join us'],
    features: [
      { title: 'Welcoming to beginners', text: 'New or experienced, you will feel at home here.' },
      { title: 'Encouraging coaches', text: 'We help you make progress at your own pace.' },
      { title: 'Easy to start', text: 'Get in touch and we will help you find the right place to begin.' },
    ],
    itemLines: [
      'Ask us about {item} and how to get started.',
      'Questions about {item}? Get in touch and we will help you find your place.',
      'Get in touch to find out more about {item}.',
    ],
    cta: 'Ready to join?',
  },
  'professional-services': {
    heroes: ['Clear advice{place}', '{Craft} with a personal touch', 'Straight answers, careful work'],
    features: [
      { title: 'We listen first', text: 'We take the time to understand your situation before recommending anything.' },
      { title: 'Plain language', text: 'Clear explanations and no jargon, so you always know where things stand.' },
      { title: 'Responsive', text: 'Send a message or call and we will get back to you.' },
    ],
    itemLines: [
      'Straightforward help with {item}, tailored to your situation.',
      'Talk to us about {item}: we listen first, then set out the options.',
      'Questions about {item}? Get in touch and we will explain where you stand.',
    ],
    cta: 'Let us talk about what you need',
  },
  retail: {
    heroes: ['Find something you love{place}', 'Come in and look around', '{Craft}{place}'],
    features: [
      { title: 'Chosen with care', text: 'Everything on our shelves is picked with our customers in mind.' },
      { title: 'Helpful advice', text: 'Not sure what you need? Ask us and we will point you in the right direction.' },
      { title: 'Easy to reach', text: 'Visit the shop or send a message with any question.' },
    ],
    itemLines: [
      'Ask us about {item} when you visit, or send a message.',
      'Looking for {item}? Ask us.',
      'Questions about {item}? Visit us or send a message.',
    ],
    cta: 'Come and visit',
  },
  creative: {
    heroes: ['Ideas brought to life{place}', 'Made to tell your story', '{Craft} with an eye for detail'],
    features: [
      { title: 'Your vision first', text: 'We start by understanding what you have in mind.' },
      { title: 'Attention to detail', text: 'We care about the small things that make the result yours.' },
      { title: 'Easy to talk to', text: 'Send a message and we will talk through your project.' },
    ],
    itemLines: [
      'Tell us about your plans for {item}.',
      'Ask us about {item}.',
      'Questions about {item}? Send a message and we will talk it through.',
    ],
    cta: 'Have a project in mind?',
  },
  pets: {
    heroes: ['Happy pets{place}', 'Care your pet will love', 'Good care for your companion{place}'],
    features: [
      { title: 'Gentle handling', text: 'We take our time so every animal feels at ease.' },
      { title: 'Pet people', text: 'We love animals and treat yours like family.' },
      { title: 'Easy to book', text: 'Call or send a message to arrange a visit.' },
    ],
    itemLines: [
      'Ask us about {item} for your pet.',
      'Questions about {item}? Call or send a message to arrange a visit.',
      'Get in touch about {item} and we will find a time.',
    ],
    cta: 'Book a visit',
    eyebrows: { reviews: 'What pet owners say' },
  },
  events: {
    heroes: ['Make your day one to remember', 'Events, thoughtfully planned{place}', 'Let us help you celebrate'],
    features: [
      { title: 'Your plans first', text: 'We start by listening to what you have in mind.' },
      { title: 'Organised', text: 'We keep the details in order so you can enjoy the day.' },
      { title: 'Easy to reach', text: 'Send a message and we will talk through your event.' },
    ],
    itemLines: [
      'Tell us about your event and we will talk through {item}.',
      'Ask us about {item}.',
      'Questions about {item}? Send a message and we will talk through your plans.',
    ],
    cta: 'Planning an event?',
  },
  education: {
    heroes: ['Learn with us{place}', 'Learning that fits you', 'Patient teaching{place}'],
    features: [
      { title: 'At your pace', text: 'Lessons shaped around where you are and where you want to go.' },
      { title: 'Patient teachers', text: 'Questions are always welcome.' },
      { title: 'Easy to start', text: 'Get in touch and we will help you choose where to begin.' },
    ],
    itemLines: [
      'Ask us about {item} and how to get started.',
      'Questions about {item}? Get in touch and we will help you choose where to begin.',
      'Get in touch to find out more about {item}.',
    ],
    cta: 'Ready to start learning?',
  },
  hospitality: {
    heroes: ['Your place to stay{place}', 'Stay with us{place}', 'Rest easy{place}'],
    features: [
      { title: 'A warm welcome', text: 'We look forward to welcoming you and helping you settle in.' },
      { title: 'Comfort first', text: 'We care about the details that make a stay comfortable.' },
      { title: 'Easy to book', text: 'Call or send a message to check dates and book your stay.' },
    ],
    itemLines: [
      'Ask us about {item} when you book.',
      'Questions about {item}? Call or send a message.',
      'Get in touch to find out more about {item}.',
    ],
    cta: 'Plan your stay',
    eyebrows: { reviews: 'What guests say', why: 'Why stay with us' },
  },
  // Churches, funeral homes, community centres and charities: plain, respectful words that suit all four.
  community: {
    heroes: ['Here for our community{place}', 'Here for you{place}', 'With you when it matters{place}'],
    features: [
      { title: 'Here to listen', text: 'We take the time to listen and answer your questions.' },
      { title: 'Care and respect', text: 'Everyone who comes to us is treated with care and respect.' },
      { title: 'Easy to reach', text: 'Call or send a message and we will get back to you.' },
    ],
    itemLines: [
      'Ask us about {item} and we will be glad to help.',
      'Questions about {item}? Call or send a message.',
      'Get in touch to find out more about {item}.',
    ],
    cta: 'Get in touch',
    closing: 'If you have a question, we are here to help. Get in touch whenever you are ready.',
    eyebrows: { reviews: 'What people say', why: 'Our approach', services: 'What we offer' },
  },
  'everyday-services': {
    heroes: ['{Craft} made easy{place}', 'Here when you need us{place}', 'Making your day easier{place}'],
    features: [
      { title: 'Straightforward', text: 'Simple to use, with clear answers to your questions.' },
      { title: 'Friendly help', text: 'Not sure what you need? Ask us and we will help.' },
      { title: 'Easy to reach', text: 'Call or send a message with any question.' },
    ],
    itemLines: [
      'Ask us about {item} when you visit or call.',
      'Questions about {item}? Call or send a message.',
      'Get in touch to find out more about {item}.',
    ],
    cta: 'Questions?',
  },
};

/**
 * Where one trade of a family needs other words than its family's: a daycare is not a gym ("Encouraging
 * coaches"), a car wash does not diagnose ("We explain what your vehicle needs").
 */
const TRADE_PHRASES: Record<string, Partial<FamilyPhrases>> = {
  childcare: {
    heroes: ['A happy place to grow{place}', 'Caring for little ones{place}', 'Come and meet us'],
    features: [
      { title: 'Warm and patient', text: 'Children are cared for with warmth and patience.' },
      { title: 'Questions welcome', text: 'Ask us anything about the day and how children settle in.' },
      { title: 'Easy to visit', text: 'Get in touch to arrange a visit and meet us.' },
    ],
    cta: 'Come and visit',
  },
  'tattoo-studio': {
    heroes: ['Tattoos drawn for you{place}', 'Your ideas, in ink', 'Art that stays with you'],
    features: [
      { title: 'Your idea first', text: 'We start by talking through what you have in mind.' },
      { title: 'Careful work', text: 'We take our time over every piece.' },
      { title: 'Easy to book', text: 'Call or send a message to talk about your idea and find a time.' },
    ],
  },
  'car-wash': {
    heroes: ['A cleaner car{place}', 'Your car, cared for{place}', 'Come in for a clean'],
    features: [
      { title: 'Careful work', text: 'We treat every vehicle as if it were our own.' },
      { title: 'Questions welcome', text: 'Not sure which clean you need? Ask us and we will help you choose.' },
      { title: 'Easy to reach', text: 'Call or send a message with any question.' },
    ],
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

/** Fills `{craft}`, `{Craft}`, `{place}` and `{item}`. */
export function fill(phrase: string, v: { craft: string; place: string; item?: string }): string {
  const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);
  return phrase
    .replace(/\{Craft\}/g, cap(v.craft))
    .replace(/\{craft\}/g, v.craft)
    .replace(/\{place\}/g, v.place)
    .replace(/\{item\}/g, v.item ?? '');
}

/**
 * The label of a button to the business's own channel when the source gave it none, in the site's language;
 * undefined for a channel that has its own kind of link (a phone, an email).
 */
export const channelLabel = (kind: ResearchChannel['kind'], language: string): string | undefined =>
  kind in catalogOf(language).doc.channels ? catalogOf(language).doc.channels[kind as LabelledChannel] : undefined;
