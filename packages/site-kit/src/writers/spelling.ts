// The writer's own words in the business's English: a tyre shop in Leeds and a tire shop in Ohio. Only words the
// writer chose (trade nouns, phrase templates) are respelled; what research found (service names, reviews, the
// owner's description) keeps its author's spelling.
import { businessCountry } from '../research/country';

export type Spelling = 'american' | 'british';

/** Words the trade taxonomy and phrase templates use, American then British. */
const PAIRS: readonly (readonly [string, string])[] = [
  ['tire', 'tyre'],
  ['tires', 'tyres'],
  ['center', 'centre'],
  ['centers', 'centres'],
  ['program', 'programme'],
  ['programs', 'programmes'],
  ['jewelry', 'jewellery'],
  ['organized', 'organised'],
  ['color', 'colour'],
  ['colors', 'colours'],
  ['colorful', 'colourful'],
  ['favorite', 'favourite'],
  ['favorites', 'favourites'],
  ['neighborhood', 'neighbourhood'],
  ['neighbor', 'neighbour'],
  ['neighbors', 'neighbours'],
  ['specialize', 'specialise'],
  ['specialized', 'specialised'],
  ['specializing', 'specialising'],
  ['theater', 'theatre'],
  ['catalog', 'catalogue'],
  ['mold', 'mould'],
  ['honor', 'honour'],
  ['aluminum', 'aluminium'],
  ['gray', 'grey'],
  ['traveling', 'travelling'],
  ['cozy', 'cosy'],
  ['pediatric', 'paediatric'],
  ['orthopedic', 'orthopaedic'],
  ['anesthesia', 'anaesthesia'],
];
const TO: Record<Spelling, Map<string, string>> = {
  american: new Map(PAIRS.map(([us, gb]) => [gb, us])),
  british: new Map(PAIRS.map(([us, gb]) => [us, gb])),
};
const WORD = new RegExp(`\\b(${PAIRS.flat().join('|')})\\b`, 'gi');

/** Countries that write British English. */
const BRITISH = new Set([
  'GB',
  'IE',
  'AU',
  'NZ',
  'ZA',
  'IN',
  'SG',
  'HK',
  'MY',
  'KE',
  'NG',
  'GH',
  'PK',
  'LK',
  'MT',
  'CY',
]);

/**
 * British where the business's country writes it (its address, else its phone number's calling code, as
 * research tells the country); American otherwise (the service's default country).
 */
export function spellingOf(b: { address?: string; phone?: string }): Spelling {
  const country = businessCountry({ location: b.address, internationalPhones: b.phone ? [b.phone] : [] });
  return country && BRITISH.has(country) ? 'british' : 'american';
}

/** `text` with the listed words in `spelling`, keeping each word's capitals ("Tyres" -> "Tires"). */
export function spell(text: string, spelling: Spelling): string {
  const to = TO[spelling];
  return text.replace(WORD, (word) => {
    const lower = word.toLowerCase();
    const other = to.get(lower);
    if (!other) return word;
    if (word === word.toUpperCase() && word.length > 1) return other.toUpperCase();
    return word[0] === word[0]!.toUpperCase() ? other[0]!.toUpperCase() + other.slice(1) : other;
  });
}

/** Every string in a plain value (phrase tables: objects, arrays, strings) respelled. */
export function spellAll<T>(value: T, spelling: Spelling): T {
  if (typeof value === 'string') return spell(value, spelling) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => spellAll(v, spelling)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, spellAll(v, spelling)])) as T;
  return value;
}
