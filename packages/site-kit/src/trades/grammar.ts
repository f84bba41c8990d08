// Words for headings and sentences about any trade: articles, number and capitals, so "an electrician",
// "a DJ service", "Our treatments" and "1 class / 2 classes" read correctly for every noun in the taxonomy.
import type { Noun, Trade, Vocabulary } from './types';

/** Capitalises the first letter only ("Pilates studio", "IT support company" stay as written after it). */
export const capitalize = (s: string): string => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

// Letters whose English names start with a vowel sound: "an FAQ", "an HVAC firm", "an IT company".
const VOWEL_SOUND_LETTERS = new Set([...'AEFHILMNORSX']);
const CONSONANT_SOUND_VOWELS = /^(uni|use|usu|ute|uro|eu|one|once|ewe)/i;
const SILENT_H = /^(hour|honest|honou?r|heir)/i;

/** "a" or "an" for the phrase that follows. */
export function articleFor(phrase: string): 'a' | 'an' {
  const word = phrase.trim().split(/[\s-]/)[0] ?? '';
  if (!word) return 'a';
  if (/^[A-Z]{2,}\b/.test(word)) return VOWEL_SOUND_LETTERS.has(word[0]!) ? 'an' : 'a';
  if (SILENT_H.test(word)) return 'an';
  if (CONSONANT_SOUND_VOWELS.test(word)) return 'a';
  return /^[aeiouáéíóú]/i.test(word) ? 'an' : 'a';
}

/** "a plumber", "an electrician", "an IT support company". */
export const withArticle = (phrase: string): string => `${articleFor(phrase)} ${phrase}`;

/** "1 treatment", "3 treatments". */
export const counted = (n: number, noun: Noun): string => `${n} ${n === 1 ? noun.one : noun.many}`;

/** Picks the verb form that agrees with a count: agree(1, 'gets', 'get') -> 'gets'. */
export const agree = (n: number, singular: string, plural: string): string => (n === 1 ? singular : plural);

interface VocabularyWords {
  /** One offering and many ("treatment", "treatments"). */
  item: Noun;
  /** The short label for nav and eyebrows ("Treatments", "Menu", "Our work"). */
  label: string;
  /** A section heading ("Our treatments", "On the menu"). */
  heading: string;
  /** The link to the full list ("See all treatments", "See the full menu"). */
  seeAll: string;
}

const VOCABULARY: Record<Vocabulary, VocabularyWords> = {
  menu: { item: { one: 'dish', many: 'dishes' }, label: 'Menu', heading: 'On the menu', seeAll: 'See the full menu' },
  treatments: {
    item: { one: 'treatment', many: 'treatments' },
    label: 'Treatments',
    heading: 'Our treatments',
    seeAll: 'See all treatments',
  },
  services: {
    item: { one: 'service', many: 'services' },
    label: 'Services',
    heading: 'Our services',
    seeAll: 'See all services',
  },
  classes: {
    item: { one: 'class', many: 'classes' },
    label: 'Classes',
    heading: 'Our classes',
    seeAll: 'See all classes',
  },
  products: {
    item: { one: 'product', many: 'products' },
    label: 'Products',
    heading: 'Our products',
    seeAll: 'See all products',
  },
  work: { item: { one: 'project', many: 'projects' }, label: 'Our work', heading: 'Our work', seeAll: 'See our work' },
};

export interface TradePhrases {
  /** The hero eyebrow: the kind of business, capitalised ("Tattoo studio", "Plumber"). */
  eyebrow: string;
  /** "a tattoo studio" */
  aOne: string;
  /** What one offering is called ("treatment", "cut", "dish"). */
  item: Noun;
  /** The offerings section's eyebrow and nav label ("Treatments", "Menu"). */
  offersLabel: string;
  /** The offerings section's heading ("Our treatments", "On the menu", "Our cuts"). */
  offersHeading: string;
  /** The link to all offerings. */
  seeAll: string;
  /** Heading over photos of the business's work, or its place ("Our work", "Inside the café"). */
  galleryHeading: string;
}

/** Every generated phrase that depends on the trade noun. */
export function tradePhrases(trade: Trade): TradePhrases {
  const v = VOCABULARY[trade.vocabulary];
  const item = trade.offer ?? v.item;
  const custom = Boolean(trade.offer) && trade.vocabulary !== 'menu';
  const showsWork = trade.sections.includes('gallery') || trade.sections.includes('before-after');
  return {
    eyebrow: capitalize(trade.noun.one),
    aOne: withArticle(trade.noun.one),
    item,
    offersLabel: custom ? capitalize(item.many) : v.label,
    offersHeading: custom ? `Our ${item.many}` : v.heading,
    seeAll: custom ? `See all ${item.many}` : v.seeAll,
    galleryHeading:
      trade.vocabulary === 'work' || trade.sections.includes('before-after')
        ? 'Our work'
        : showsWork && trade.vocabulary === 'menu'
          ? `Inside the ${trade.noun.one}`
          : 'Gallery',
  };
}
