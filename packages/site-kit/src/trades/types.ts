// The shape of the trade taxonomy: what a site needs to know about a kind of local business to look and
// read as if it were made for it.
import type { BusinessCategory } from '../document/business-types';
import type { IconName } from '../icons';

export const FAMILY_IDS = [
  'food-and-drink',
  'beauty-and-wellness',
  'health',
  'home-services',
  'auto',
  'fitness-and-kids',
  'professional-services',
  'retail',
  'creative',
  'pets',
  'events',
  'education',
  'hospitality',
  'community',
  'everyday-services',
] as const;
export type FamilyId = (typeof FAMILY_IDS)[number];

/** What the business calls what it offers. */
export const VOCABULARIES = ['menu', 'treatments', 'services', 'classes', 'products', 'work'] as const;
export type Vocabulary = (typeof VOCABULARIES)[number];

/** Sections that suit a trade, beyond the ones every site has (hero, about, reviews, contact). */
export const TRADE_SECTIONS = [
  'menu',
  'price-list',
  'services',
  'products',
  'classes',
  'timetable',
  'team',
  'gallery',
  'before-after',
  'service-area',
  'faq',
] as const;
export type TradeSection = (typeof TRADE_SECTIONS)[number];

/** A countable noun in both numbers, e.g. { one: 'plumber', many: 'plumbers' }. */
export interface Noun {
  one: string;
  many: string;
}

export interface Trade {
  /** Stable id, e.g. `plumber`, `tattoo-studio`. */
  id: string;
  family: FamilyId;
  /** The kind of business, lower case: "tattoo studio" (a tattoo studio, two tattoo studios). */
  noun: Noun;
  /** What it does, as a mass noun for phrases like "plumbing in Springfield": "plumbing", "tattoos". */
  craft: string;
  /** The schema.org LocalBusiness subtype. */
  schemaType: string;
  /** The spec's five business categories (spec 2.4 business_category). */
  category: BusinessCategory;
  vocabulary: Vocabulary;
  /** What one offering is called when the vocabulary's default does not fit (a bakery's "bake"). */
  offer?: Noun;
  sections: TradeSection[];
  /** The trade's signature icon (hero art, favicon fallbacks); unique across the taxonomy. */
  icon: IconName;
  /** Icons for single offerings, chosen by words; the first match wins, else `icon`. */
  itemIcons: readonly (readonly [RegExp, IconName])[];
  /** Google Places types (`plumber`, `hair_care`) that name this trade. */
  placesTypes: readonly string[];
  /** Words in a name or description that name this trade (matched case-insensitively). */
  keywords: RegExp;
}

export interface Family {
  id: FamilyId;
  label: string;
  /** The trade used when the family is clear but the trade is not ("a clinic", "a shop"). */
  fallback: Trade;
  /** Words that place a business in the family without naming a trade. */
  keywords: RegExp;
}

/** How a trade was found; `family` and `generic` are fallbacks and research notes them. */
export type TradeSource = 'places' | 'json-ld' | 'name' | 'description' | 'title' | 'offerings' | 'family' | 'generic';

export interface TradeMatch {
  trade: Trade;
  via: TradeSource;
  /** True when no trade matched and the family's (or the generic) fallback is used. */
  fallback: boolean;
  /** A line for research's summary notes, e.g. "trade: tattoo studio (from the name)". */
  note: string;
}
