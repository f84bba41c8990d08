// Finds a business's trade from the evidence research has, strongest first: the place provider's types,
// the website's JSON-LD @type, the provider's type label and the name, then the description. When no trade
// fits, the family its words suggest is used, and the match says so (research notes it).
import { escapeRegExp } from '@sgs/contracts';
import type { BusinessCategory } from '../document/business-types';
import { CATALOGS, languageOfTag } from '../i18n';
import { canonicalIcon, isNeutralIcon, type IconName } from '../icons';
import { FAMILIES, GENERIC_TRADE, TRADES, tradeById } from './taxonomy';
import type { Family, FamilyId, Trade, TradeMatch, TradeSource } from './types';

export interface TradeEvidence {
  /** Google Places types, primary first (`plumber`, `point_of_interest`). */
  placesTypes?: readonly string[];
  /** JSON-LD `@type` values from the business's website (`Dentist`, `LocalBusiness`). */
  jsonLdTypes?: readonly string[];
  /** The provider's type in words ("Hair salon") and the business name. */
  name?: string | null;
  businessType?: string | null;
  /** The caller's and the website's descriptions. */
  descriptions?: readonly (string | null | undefined)[];
  /** The spec category when already known: a last hint for the family. */
  category?: BusinessCategory | null;
  /**
   * The names of what the business offers (services, menu items). The weakest words: two of them decide only a
   * trade of the category already known ("Weekend Brunch" and "Chef's Tasting Menu" at a restaurant), never the
   * category itself (a salon's "Coffee while you wait" does not make it a cafe).
   */
  offerings?: readonly string[];
  /** The website's language (BCP 47): its own trade nouns are read in its home page's title, description or story. */
  language?: string;
  /** The website's home page title ("Clínica Fisioterapia Madrid | Clínica Aguirre"). */
  homeTitle?: string;
  /** The website's own story (its about text), read in its language where no description is given. */
  story?: string;
}

const CATEGORY_FAMILY: Partial<Record<BusinessCategory, FamilyId>> = {
  restaurant: 'food-and-drink',
  retail: 'retail',
  professional: 'professional-services',
  service: 'home-services',
};

const byWords = (text: string): Trade | undefined => (text ? TRADES.find((t) => t.keywords.test(text)) : undefined);

/**
 * The trade a description names; one that names three trades or more of one family ("nails, lashes, massage and
 * hair treatments") describes a business of the whole family (a beauty and wellness studio, not a hair salon).
 */
function byDescription(text: string): Trade | undefined {
  const hits = text ? TRADES.filter((t) => t.keywords.test(text)) : [];
  if (!hits.length) return undefined;
  const family = hits[0]!.family;
  return hits.filter((t) => t.family === family).length >= 3 ? FAMILIES[family].fallback : hits[0];
}

/**
 * In a name the trade word that ends last wins: English puts the head noun last, so "Thai Massage" is a
 * massage studio, not a Thai restaurant ("Bakery Cafe" a cafe); taxonomy order breaks ties.
 */
function byNameWords(name: string): Trade | undefined {
  let best: { trade: Trade; end: number } | undefined;
  for (const trade of TRADES) {
    const re = new RegExp(trade.keywords.source, trade.keywords.flags.replace('g', '') + 'g');
    for (const m of name.matchAll(re)) {
      const end = m.index + m[0].length;
      if (!best || end > best.end) best = { trade, end };
    }
  }
  return best?.trade;
}

/** Words written without spaces between them (Japanese, Chinese): a trade noun is found inside a name there. */
const UNSPACED = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;

/** Languages that end a compound with its head noun: "Augenoptiker" is an optician, "Rechtsanwaltskanzlei" a law firm. */
const COMPOUNDING = new Set(['de', 'nl']);

/**
 * Each trade's noun in the languages the writer speaks ("Bäckerei", "boulangerie", "パン屋") and the other words
 * names use for it ("Fleischerei" beside "Metzgerei"): whole words, except in a script written without spaces.
 * `inText` is how the site's own sentences use it: also in the plural ("Lavanderías") and, in a language that
 * compounds, ending a longer word ("Familien-Optiker", "Augenoptiker").
 */
const FOREIGN_NOUNS: { trade: Trade; language: string; noun: string; re: RegExp; inText: RegExp }[] = Object.entries(
  CATALOGS,
)
  .filter(([lang]) => lang !== 'en')
  .flatMap(([language, c]) =>
    Object.entries(c.writer.trades).flatMap(([id, words]) => {
      const trade = tradeById(id);
      if (!trade) return [];
      return (
        [words.noun, ...(words.also ?? [])]
          // two letters are a word only in Chinese characters (花屋, 薬局); "バー" would be found in "バーバー"
          .filter((noun) => noun.length >= 3 || /^\p{Script=Han}{2}$/u.test(noun))
          .map((noun) => {
            if (UNSPACED.test(noun)) {
              const re = new RegExp(escapeRegExp(noun), 'u');
              return { trade, language, noun, re, inText: re };
            }
            const word = escapeRegExp(noun);
            const start = COMPOUNDING.has(language) && noun.length >= 6 ? '' : '(?<!\\p{L})';
            const plural = noun.length >= 5 ? '(?:s|es|en|n|e)?' : '';
            return {
              trade,
              language,
              noun,
              re: new RegExp(`(?<!\\p{L})${word}(?!\\p{L})`, 'iu'),
              inText: new RegExp(`${start}${word}${plural}(?!\\p{L})`, 'iu'),
            };
          })
      );
    }),
  );

/** A name in another language names its trade with that language's noun ("Bäckerei Friedrich"): read when no
 * English trade word is in it, the noun that ends last winning as in English. */
function byForeignNoun(name: string): Trade | undefined {
  let best: { trade: Trade; end: number } | undefined;
  for (const { trade, re } of FOREIGN_NOUNS) {
    const m = re.exec(name);
    if (m && (!best || m.index + m[0].length > best.end)) best = { trade, end: m.index + m[0].length };
  }
  return best?.trade;
}

function byPlacesTypes(types: readonly string[]): Trade | undefined {
  for (const type of types) {
    const t = type.toLowerCase();
    const hit = TRADES.find((trade) => trade.placesTypes.includes(t));
    if (hit) return hit;
  }
  // Cuisine-specific restaurant types (`thai_restaurant`) are restaurants.
  return types.some((t) => /_restaurant$/.test(t)) ? tradeById('restaurant') : undefined;
}

/** Types too broad to name a trade (the category-level ones a writer falls back to). */
const BROAD_TYPES = new Set(
  [
    'LocalBusiness',
    'Organization',
    'Store',
    'ProfessionalService',
    'HomeAndConstructionBusiness',
    'FoodEstablishment',
  ].map((t) => t.toLowerCase()),
);

function byJsonLd(types: readonly string[], words: string): Trade | undefined {
  for (const type of types) {
    const name = type.replace(/^https?:\/\/schema\.org\//i, '');
    if (BROAD_TYPES.has(name.toLowerCase())) continue;
    const fits = TRADES.filter((t) => t.schemaType.toLowerCase() === name.toLowerCase());
    if (!fits.length) continue;
    // Several trades share a type (HairSalon: barber, hair salon): the words decide, else the broadest (last).
    return fits.find((t) => t.keywords.test(words)) ?? fits[fits.length - 1];
  }
  return undefined;
}

/**
 * The trade the website's own words name in its own language, where its name does not: its home page's title first
 * ("Clínica Fisioterapia Madrid | Clínica Aguirre"), then its description ("Lavanderías en Morelia y León") or its
 * story's first sentence ("…, plombier chauffagiste confirmé, …"), the noun written first deciding (the longer one
 * where two start together: "clínica dental" over "clínica").
 */
function bySiteWords(language: string | undefined, texts: readonly (string | null | undefined)[]): Trade | undefined {
  const lang = language ? languageOfTag(language) : undefined;
  if (!lang || lang === 'en') return undefined;
  const nouns = FOREIGN_NOUNS.filter((n) => n.language === lang);
  for (const text of texts) {
    if (!text) continue;
    let best: { trade: Trade; index: number; length: number } | undefined;
    for (const n of nouns) {
      const m = n.inText.exec(text);
      if (m && (!best || m.index < best.index || (m.index === best.index && n.noun.length > best.length)))
        best = { trade: n.trade, index: m.index, length: n.noun.length };
    }
    if (best) return best.trade;
  }
  return undefined;
}

const SOURCE_WORDS: Record<TradeSource, string> = {
  places: 'the place provider’s types',
  'json-ld': 'the website’s structured data',
  name: 'the business name',
  description: 'the description',
  title: 'the website’s own words in its language: its home page’s title, description or story',
  offerings: 'the names of what it offers',
  family: 'the family its words suggest; no trade in the taxonomy matched',
  generic: 'nothing: no trade or family matched, so neutral words and icons are used',
};

const match = (trade: Trade, via: TradeSource): TradeMatch => ({
  trade,
  via,
  fallback: via === 'family' || via === 'generic',
  note: `trade: ${trade.noun.one} (${trade.id}), from ${SOURCE_WORDS[via]}`,
});

/** The best trade for the evidence; never throws, always answers (a fallback at worst). */
export function resolveTrade(e: TradeEvidence): TradeMatch {
  const named = [e.businessType, e.name].filter(Boolean).join(' ');
  const described = (e.descriptions ?? []).filter(Boolean).join(' ');
  const places = byPlacesTypes(e.placesTypes ?? []);
  if (places) return match(places, 'places');
  const jsonLd = byJsonLd(e.jsonLdTypes ?? [], `${named} ${described}`);
  if (jsonLd) return match(jsonLd, 'json-ld');
  // The provider's type is a label for exactly this, read most specific trade first ("HVAC contractor" is
  // HVAC, not a general contractor); a name's last word can be decoration ("Polished Nail Bar").
  const fromName = byWords(e.businessType ?? '') ?? byNameWords(e.name ?? '') ?? byForeignNoun(e.name ?? '');
  if (fromName) return match(fromName, 'name');
  const fromDescription = byDescription(described);
  if (fromDescription) return match(fromDescription, 'description');
  // The first description only (the caller's, else the home page's), else the story's first sentence: other pages'
  // descriptions and the rest of a story name products as often as trades ("für antike Möbel" at a joiner's).
  const first = e.descriptions?.find((d) => d?.trim()) ?? e.story?.split(/(?<=[.!?。])\s/)[0];
  const fromSite = bySiteWords(e.language, [e.homeTitle, first]);
  if (fromSite) return match(fromSite, 'title');
  // One dish names no trade (a pizza on an Italian menu is not a pizzeria): two of the offerings must agree.
  const offerings = e.offerings ?? [];
  const fromOfferings = TRADES.find(
    (t) => t.category === e.category && offerings.filter((o) => t.keywords.test(o)).length >= 2,
  );
  if (fromOfferings) return match(fromOfferings, 'offerings');
  const words = `${named} ${described}`;
  // A specific category (restaurant, retail, professional) outranks a family a passing word suggests: a shop
  // whose words say "repairs" is still a shop. "service" is too broad to decide, so the words do.
  const suggested = Object.values(FAMILIES).filter((f) => f.keywords.test(words));
  const byCategory = e.category ? CATEGORY_FAMILY[e.category] : undefined;
  const specific = e.category && e.category !== 'service' && byCategory ? e.category : undefined;
  const family =
    suggested.find((f) => f.id === byCategory) ??
    (specific && (suggested.find((f) => f.fallback.category === specific) ?? FAMILIES[CATEGORY_FAMILY[specific]!])) ??
    suggested[0] ??
    (e.category ? FAMILIES[byCategory ?? 'home-services'] : undefined);
  if (family && e.category !== 'default') return match(family.fallback, 'family');
  return match(GENERIC_TRADE, 'generic');
}

/** A trade research resolved, stored as its id and the evidence it came from; undefined for an unknown id. */
export function tradeMatchById(id: string | null | undefined, via: string | null | undefined): TradeMatch | undefined {
  const trade = tradeById(id);
  if (!trade) return undefined;
  const source = via && via in SOURCE_WORDS ? (via as TradeSource) : trade.id === trade.family ? 'family' : 'name';
  return match(trade, trade === GENERIC_TRADE ? 'generic' : source);
}

/** The trade a stored business carries (`trade` id), else resolved again from its words. */
export function tradeOfBusiness(b: {
  trade?: string | null;
  name: string;
  type?: string | null;
  description?: string | null;
  schemaType?: string | null;
  category?: BusinessCategory | null;
}): Trade {
  const known = tradeById(b.trade);
  if (known) return known;
  // The stored schema.org type was itself derived from these words: it only decides when they do not.
  const words = { name: b.name, businessType: b.type, descriptions: [b.description], category: b.category };
  const m = resolveTrade(words);
  return m.fallback && b.schemaType ? resolveTrade({ ...words, jsonLdTypes: [b.schemaType] }).trade : m.trade;
}

export const familyOf = (trade: Trade): Family => FAMILIES[trade.family];

/** Every icon a trade's site may show beyond the neutral interface icons. */
export function tradeIcons(trade: Trade): Set<string> {
  return new Set([trade.icon, ...trade.itemIcons.map(([, i]) => i)].map(canonicalIcon));
}

/** The icon for one offering of the trade, from its words; the trade's own icon when nothing fits. */
export function tradeIconFor(trade: Trade, words: string): IconName {
  for (const [re, icon] of trade.itemIcons) if (re.test(words)) return icon;
  return trade.icon;
}

/** Whether an icon may appear on this trade's site (neutral, or one of the trade's own). */
export const iconFitsTrade = (icon: IconName, trade: Trade): boolean =>
  isNeutralIcon(icon) || tradeIcons(trade).has(canonicalIcon(icon));
