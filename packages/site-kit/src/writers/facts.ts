// Normalises research into the facts the writers may use. Everything a page states comes from here, so
// grounding is decided in one place: no fact is added that research did not hold.
import { hoursByDay, isDesignStyle, LANGUAGE_TAG, type DesignStyle } from '@sgs/contracts';
import type { BusinessCategory } from '../document/business-types';
import type { Weekday } from '../document/primitives';
import { isHexColor, mix, normalizeHex } from '../theme/color';
import { autoSelectStyle } from '../theme/auto-select';
import { researchInput, type ParsedResearchInput, type ResearchInput, type ResearchPhoto } from '../research/input';
import { isSafeRelativePath } from '@sgs/storage';
import { slugify } from './text';
import { parseCallerFacts } from '../research/caller-facts';
import { formatPhone } from '../research/phone';
import { countryNamed, countryOfLocation } from '../research/country';
import { addressParts, japaneseLocality } from '../research/address-notes';
import { publicSource } from '../render/sections/social';
import { socialProfile, type SocialLink } from '../document/social';
import { resolveTrade, tradeMatchById, type FamilyId } from '../trades';
import { SCHEMA_ORG_TYPES, schemaTypeFor } from '../document/business-types';
import { spell, spellingOf, type Spelling } from './spelling';
import { catalogKindOf, type CatalogKind } from './catalog';
import { isFillerFaq } from './faq-answers';
import type { ResearchChannel, ResearchLocation } from '@sgs/contracts';
import { countryOf, languageOfTag, siteLanguage } from '../i18n/language';
import { sameDescription } from '../research/from-record';
import { needsLegalNotice, type LegalNoticeFacts } from './legal-notice';

export type Voice = 'neutral' | 'friendly' | 'professional' | 'refined' | 'energetic';

export interface AddressParts {
  formatted: string;
  street?: string;
  locality?: string;
  region?: string;
  postalCode?: string;
  country?: string;
}

export interface Photo {
  id: string;
  src: string;
  alt?: string;
  width: number;
  height: number;
  source: ResearchPhoto['source'];
  isLogo: boolean;
  /** Where research fetched it from (team and before/after entries name their pictures by it). */
  url?: string;
  tags?: string[];
}

export interface Facts {
  input: ParsedResearchInput;
  name: string;
  category: BusinessCategory;
  /** The provider's type as a noun, e.g. "plumber", "HVAC contractor" (typeLabel); undefined when research has none. */
  type?: string;
  /** What the business does as a noun phrase, e.g. "plumbing". */
  trade: string;
  address?: AddressParts;
  locality?: string;
  phone?: string;
  /** The country the phone is dialled in (from the address, else the number's calling code). */
  country?: string;
  email?: string;
  website?: string;
  /** The owner's description, else research's; undefined when neither exists. */
  description?: string;
  /**
   * The story the business's website tells (its about page), where it is in the site's language and is not the
   * description itself: the about page tells it, the description leads the home page.
   */
  story?: string;
  hours: { day: Weekday; text: string }[];
  /** In the source's order; `category` is the heading the item sits under (a menu section, a price-list group). */
  services: { name: string; description?: string; price?: string; category?: string }[];
  /** How the trade presents a menu, price list or product range (the trade table's art direction). */
  catalogKind?: CatalogKind;
  /** The trade shows its work, dishes or rooms in a gallery of its own (the trade table's art direction). */
  gallery: boolean;
  /** The business's own ways to reach or book it (WhatsApp, online booking, reservations). */
  channels: ResearchChannel[];
  /** Every branch research found; the first is the main one. */
  locations: ResearchLocation[];
  faqs: { question: string; answer?: string }[];
  testimonials: { quote: string; author?: string; source?: string; rating?: number; lang?: string }[];
  photos: Photo[];
  colors: { primary: string; secondary: string; accent: string };
  style: DesignStyle;
  voice: Voice;
  licenses: string[];
  /** Grounded selling points from research's content plan. */
  advantages: string[];
  highlights: string[];
  /** The trade family whose phrase library the copy uses. */
  family: FamilyId;
  /** The trade's noun ("bakery") when the taxonomy recognised it. */
  kind?: string;
  /** The trade's id (`childcare`) when the taxonomy recognised it. */
  tradeId?: string;
  /** The trade the site is built as (a family fallback's id too): research's, else resolved from the words here. */
  builtAs: string;
  /** The schema.org type the document records: research's when it is one the document knows, else from the words. */
  schemaType: string;
  /** Places the business serves (website or the caller's words). */
  areas: string[];
  /** The year the business started, only as a source stated it ("since 2009"). */
  foundedYear?: string;
  /** Social profiles research found (one per network, in the order found). */
  social: SocialLink[];
  /** The English the writer's own words are spelled in (the business's country's). */
  spelling: Spelling;
  /** The site's language (BCP 47 tag, i18n/language.ts): every word the writer chooses is in it. */
  language: string;
  /** The details of the legal notice (Impressum) the business's country expects of a site in this language. */
  legalNotice?: LegalNoticeFacts;
}

/** What the business is, in words: the provider's type label, else the trade's noun; undefined when unknown. */
export const businessNoun = (f: Pick<Facts, 'type' | 'kind'>): string | undefined => f.type ?? f.kind;

const COUNTRY =
  /^(usa|us|u\.s\.a\.|united states( of america)?|canada|uk|united kingdom|australia|new zealand|ireland|[A-Z][a-z]+)$/i;

/**
 * "123 Main St, Springfield, IL 62701, USA" -> parts; conservative: unsure parts stay only in `formatted`. Notes and
 * directions ("(2nd floor)", "next to the church") are not part of it; a Japanese address is read from its postcode
 * or prefecture down, and its locality is its city.
 */
export function parseAddress(formatted: string): AddressParts {
  const parts = addressParts(formatted);
  // "2, bd de Belfort, Lille", "12 bis, rue de la Paix": a house number written before its street with a comma, as
  // French, Italian and Portuguese addresses often are, is part of the street
  if (parts.length >= 2 && /^\d{1,4}\s?(?:[a-z]|bis|ter)?$/i.test(parts[0]!))
    parts.splice(0, 2, `${parts[0]}, ${parts[1]}`);
  // Japan writes from the postcode and prefecture down: what stands before them is a name or a label.
  const jp = parts.findIndex((p) => japaneseLocality(p));
  if (jp >= 0) return { formatted: parts.slice(jp).join(', '), locality: japaneseLocality(parts[jp]!) };
  const out: AddressParts = { formatted: parts.join(', ') };
  const last = parts.at(-1) ?? '';
  if (parts.length >= 3 && (COUNTRY.test(last) || countryNamed(last)) && !/\d/.test(last)) out.country = parts.pop();
  const regionPostal = /^([A-Za-z][A-Za-z .]*?)\s+([A-Z0-9][A-Z0-9 -]{2,9})$/.exec(parts.at(-1) ?? '');
  if (parts.length >= 2 && regionPostal && /\d/.test(regionPostal[2]!)) {
    parts.pop();
    out.region = regionPostal[1];
    out.postalCode = regionPostal[2];
  } else if (parts.length >= 3 && /^[A-Za-z .]{2,}$/.test(parts.at(-1)!)) {
    out.region = parts.pop();
  } else if (parts.length === 2 && /^[A-Z]{2,3}$/.test(parts[1]!)) {
    // "Portland, OR": a region code after the town.
    out.region = parts.pop();
  }
  // "10435 Berlin", "75011 Paris", "1012 AB Amsterdam", "1100-053 Lisboa": the postal code before the town, as most of Europe writes it.
  const postalTown = /^(\d{4,5}(?: [A-Z]{2}|-\d{3})?|[A-Z]-\d{4,5})\s+(\D{2,})$/.exec(parts.at(-1) ?? '');
  if (parts.length >= 2 && postalTown && !out.postalCode) {
    parts.pop();
    out.postalCode = postalTown[1];
    out.locality = postalTown[2];
  } else if (parts.length >= 2 && !/\d/.test(parts.at(-1)!)) out.locality = parts.pop();
  else if (parts.length === 1 && !/\d/.test(parts[0]!)) out.locality = parts.pop();
  if (parts.length) out.street = parts.join(', ');
  return out;
}

/**
 * The town of a business known by name and city ("Boise, ID", "Leeds, England"), for a site whose sources give no
 * street address: the first part, when what follows it names a country or a region of one.
 */
function townOf(location: string | null | undefined): string | undefined {
  const parts = addressParts(location ?? '');
  if (parts.length < 2 || /\d/.test(parts[0]!)) return undefined;
  return countryOfLocation(parts.slice(1).join(', ')) ? parts[0] : undefined;
}

/** The caller's or research's hours by day (keys such as "Mon-Fri" spread over their days), each at most 80 chars. */
export const normalizeHours = (hours: Record<string, string> | null | undefined): { day: Weekday; text: string }[] =>
  hoursByDay(hours).map(({ day, text }) => ({ day, text: text.slice(0, 80) }));

/** Trades a place type implies; otherwise the type itself reads fine ("florist", "bakery"). */
const TRADES: readonly [RegExp, string][] = [
  [/plumb/, 'plumbing'],
  [/electric/, 'electrical work'],
  [/roof/, 'roofing'],
  [/hvac|heating|air condition/, 'heating and cooling'],
  [/landscap|lawn|garden/, 'landscaping'],
  [/clean|maid/, 'cleaning'],
  [/paint/, 'painting'],
  [/locksmith/, 'locksmith services'],
  [/mechanic|auto repair|car repair|garage/, 'car repair'],
  [/dent/, 'dental care'],
  [/lawyer|attorney|law firm|legal/, 'legal services'],
  [/account|bookkeep|tax/, 'accounting'],
  [/contractor|construction|remodel|builder/, 'building and remodeling'],
  [/mov(ing|ers)/, 'moving'],
  [/barber|hair/, 'hair care'],
  [/salon|beauty|spa/, 'beauty care'],
  [/bakery/, 'baking'],
  [/cafe|café|coffee/, 'coffee'],
  [/restaurant|diner|bistro|grill|kitchen|eatery|pizz|taco|sushi/, 'food'],
];

const CATEGORY_TRADE: Record<BusinessCategory, string> = {
  service: 'services',
  restaurant: 'food',
  retail: 'shopping',
  professional: 'professional services',
  default: 'services',
};

function tradeOf(type: string | undefined, category: BusinessCategory): string {
  const t = type?.toLowerCase();
  if (t) for (const [re, trade] of TRADES) if (re.test(t)) return trade;
  return CATEGORY_TRADE[category];
}

const VOICE_WORDS: readonly [RegExp, Voice][] = [
  [/\b(luxur|elegan|sophisticat|refined|upscale|classy|understated)/i, 'refined'],
  [/\b(energetic|bold|exciting|punchy|vibrant|lively|fun|playful)/i, 'energetic'],
  [/\b(friendly|warm|casual|approachable|relaxed|welcoming|down[- ]to[- ]earth|neighbou?rly)/i, 'friendly'],
  [/\b(professional|formal|corporate|authoritative|trustworthy|serious|expert)/i, 'professional'],
];
const STYLE_VOICE: Record<DesignStyle, Voice> = {
  'Bold & Modern': 'energetic',
  'Clean Minimal': 'neutral',
  'Warm & Friendly': 'friendly',
  'Corporate Professional': 'professional',
  'Dark & Sleek': 'neutral',
  'Rustic & Natural': 'friendly',
  'Vibrant & Energetic': 'energetic',
  'Elegant & Refined': 'refined',
};

/** Colours a style falls back to when research found no brand colours. */
const STYLE_COLORS: Record<DesignStyle, [string, string, string]> = {
  'Bold & Modern': ['#1d4ed8', '#0f172a', '#f59e0b'],
  'Clean Minimal': ['#0f766e', '#1f2937', '#14b8a6'],
  'Warm & Friendly': ['#c2410c', '#7c2d12', '#f59e0b'],
  'Corporate Professional': ['#1e3a8a', '#0f172a', '#0284c7'],
  'Dark & Sleek': ['#6366f1', '#0f172a', '#22d3ee'],
  'Rustic & Natural': ['#4d6b3c', '#6b4f2c', '#c08a3e'],
  'Vibrant & Energetic': ['#db2777', '#7c3aed', '#f97316'],
  'Elegant & Refined': ['#1f2937', '#3f3a36', '#b08d57'],
};

function colorsOf(brand: string[], style: DesignStyle) {
  const valid = brand.filter(isHexColor).map(normalizeHex);
  const [dp, ds, da] = STYLE_COLORS[style];
  const primary = valid[0] ?? dp;
  return { primary, secondary: valid[1] ?? (valid[0] ? mix(primary, '#000000', 0.45) : ds), accent: valid[2] ?? da };
}

const PHOTO_PRIORITY: Record<ResearchPhoto['source'], number> = {
  upload: 0,
  google: 1,
  existing_site: 2,
  facebook: 3,
  other: 4,
  unsplash: 5,
};

function photosOf(input: ParsedResearchInput): Photo[] {
  const used = new Set<string>();
  return input.research.photos
    .map((p, index) => ({ p, index }))
    .filter(({ p }) => !p.exclude && p.width && p.height && (p.source !== 'unsplash' || input.allowStockPhotos))
    .filter(({ p }) => /\.(jpe?g|png|webp)$/i.test(p.localPath))
    .sort((a, b) => PHOTO_PRIORITY[a.p.source] - PHOTO_PRIORITY[b.p.source] || a.index - b.index)
    .map(({ p, index }) => {
      const base = p.localPath.split('/').pop()!;
      const src =
        isSafeRelativePath(p.localPath) && p.localPath.startsWith('images/') ? p.localPath : `images/photos/${base}`;
      let id = p.id ?? `photo-${slugify(base.replace(/\.[a-z]+$/i, ''), String(index + 1))}`;
      while (used.has(id)) id = `${id}-${index + 1}`;
      used.add(id);
      const isLogo = (p.tags ?? []).includes('logo');
      const photo = { id, src, alt: p.alt ?? undefined, width: p.width!, height: p.height!, source: p.source, isLogo };
      return { ...photo, url: p.url ?? undefined, tags: p.tags ?? [] };
    });
}

function planStrings(plan: Record<string, unknown> | null | undefined, key: string): string[] {
  const v = plan?.[key];
  return Array.isArray(v)
    ? v.filter((x): x is string => typeof x === 'string' && x.trim().length > 0).map((x) => x.trim())
    : [];
}

/** One item per name within its heading (a menu may list "Soup of the day" under lunch and dinner). */
/** An item once under its heading; variants of one name at their own prices (research keeps them so) each once. */
const itemKey = (s: { name: string; category?: string; price?: string }) =>
  `${s.category?.trim().toLowerCase() ?? ''}|${s.name.toLowerCase()}|${s.price?.trim() ?? ''}`;

/** A question's words, for spotting the same question asked twice. */
const questionKey = (q: string) =>
  q
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Abbreviations a provider's type may carry, written as people write them ("an HVAC contractor"). */
const ABBREVIATIONS = /\b(hvac|ac|a\/c|it|dj|bbq|cpa|mot|ev|diy|pc|tv|ymca|k-12)\b/g;

/**
 * The provider's type as a noun for sentences ("is a plumber"): lower case but for abbreviations. A raw
 * type identifier (`veterinary_care`) is not a noun a person would write: the trade's noun is used instead.
 */
export function typeLabel(raw: string | undefined, tradeNoun: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (raw.includes('_') && tradeNoun) return tradeNoun;
  return raw
    .toLowerCase()
    .replace(/_/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(ABBREVIATIONS, (a) => a.toUpperCase());
}

/**
 * A review as the reviewer wrote it, without quotation marks around the whole of it: the page sets it as a
 * quotation already ("“Best slice in town!”" would show its marks twice). Quotes inside it stay.
 */
export function unquoted(quote: string): string {
  const t = quote.trim();
  const m = /^["“”„'‘’](.+)["“”'‘’]$/s.exec(t);
  return m && !/["“”„]/.test(m[1]!) ? m[1]!.trim() : t;
}

/**
 * Research's description, unless research wrote it itself (no source gave it) in English for a site in another
 * language: the writer's own sentence in the site's language stands in.
 */
function researchDescription(r: ParsedResearchInput['research'], language: string) {
  return r.description_quoted !== false || languageOfTag(language) === 'en' ? r.business_description : undefined;
}

export function gatherFacts(raw: ResearchInput): Facts {
  const input = researchInput.parse(raw);
  const r = input.research;
  const b = input.business;
  const caller = parseCallerFacts(input.businessDescription, b.name);
  // The owner's prompt names offerings too ("we also do X and Y") when the description lists none.
  const callerServices = caller.services.length
    ? caller.services
    : parseCallerFacts(input.ownerPrompt, b.name).services;
  const factValues = (field: string) => r.facts.filter((f) => f.field === field).map((f) => f.value);
  const researchHours = normalizeHours(r.hours);
  const category: BusinessCategory = r.business_category ?? 'default';
  const rawType = b.type?.trim();
  // A business known only by name and city is placed by the country its city names.
  const where = { address: b.address ?? b.location, phone: b.phone };
  const language = siteLanguage({ requested: input.language, researched: r.language, ...where });
  const description = input.businessDescription ?? researchDescription(r, language);
  // (a caller's description is the owner's own choice of words: it stays their story too)
  const story =
    r.story &&
    !input.businessDescription &&
    (!r.language || languageOfTag(r.language) === languageOfTag(language)) &&
    !sameDescription(r.story, description ?? '')
      ? r.story
      : undefined;
  const style: DesignStyle =
    r.design_style && isDesignStyle(r.design_style)
      ? r.design_style
      : autoSelectStyle(
          category,
          r.brand_colors,
          [description, rawType?.replace(/_/g, ' ').toLowerCase(), b.name].filter(Boolean).join(' '),
        );
  const promptVoice = VOICE_WORDS.find(([re]) => re.test(input.ownerPrompt ?? ''))?.[1];
  const address = b.address ? parseAddress(b.address) : undefined;
  const seen = new Set<string>();
  const asked = new Set<string>();
  const plan = r.content_plan?.home?.plan;
  const services: Facts['services'] = r.services.length ? r.services : callerServices.map((name) => ({ name }));
  // A heading read as an item ("Nail Extras" with nothing of its own) is never an offering.
  const headings = new Set(services.map((s) => s.category?.trim().toLowerCase()).filter(Boolean));
  const areas = [...factValues('area'), ...caller.areas].filter(
    (a, i, all) => all.findIndex((x) => x.toLowerCase() === a.toLowerCase()) === i,
  );
  // Research resolved the trade with all its evidence (place types, JSON-LD); only input without it resolves here.
  const trade =
    tradeMatchById(b.trade, b.tradeSource) ??
    resolveTrade({
      name: b.name,
      businessType: rawType?.replace(/_/g, ' '),
      descriptions: [description],
      category,
      offerings: services.map((s) => s.name),
    });
  const spelling = spellingOf(where);
  // The provider's type is a label in the provider's English, not the owner's words: respelled too.
  const label = typeLabel(rawType, trade.fallback ? undefined : trade.trade.noun.one);
  const type = label && spell(label, spelling);
  const country = countryOf(where);
  const phone = b.phone ? formatPhone(b.phone, country ?? 'US') : undefined;
  const schemaType =
    b.schemaType && SCHEMA_ORG_TYPES.includes(b.schemaType)
      ? b.schemaType
      : schemaTypeFor(category, [type, b.name].filter(Boolean).join(' '), description);
  return {
    input,
    name: b.name,
    category,
    type,
    trade: trade.fallback ? tradeOf(type ?? b.name, category) : spell(trade.trade.craft, spelling),
    address,
    locality: address?.locality ?? townOf(b.location),
    // In the national format of the business's country: 030 1234567 in Berlin, (512) 555-0199 in Austin.
    phone,
    country,
    email: r.contact_email,
    website: b.website && /^https?:\/\//i.test(b.website) ? b.website : undefined,
    description,
    story,
    hours: researchHours.length ? researchHours : normalizeHours(caller.hours),
    services: services
      .map((s) => ({ name: s.name.trim(), description: s.description, price: s.price, category: s.category }))
      .filter((s) => !(headings.has(s.name.toLowerCase()) && !s.price && !s.description))
      .filter((s) => s.name && !seen.has(itemKey(s)) && seen.add(itemKey(s))),
    catalogKind: catalogKindOf(trade.trade.sections) ?? (category === 'restaurant' ? 'menu' : undefined),
    gallery: trade.trade.sections.includes('gallery'),
    channels: r.channels,
    locations: r.locations,
    // Research writes its questions and answers in English (from the facts, or by the model): another language's
    // site leaves them out rather than print English, or times as "12pm", on its pages.
    faqs: (languageOfTag(language) === 'en' ? r.faqs : [])
      .filter((f) => f.question.trim() && !asked.has(questionKey(f.question)) && asked.add(questionKey(f.question)))
      .map((f) => ({ question: f.question.trim(), answer: f.answer?.trim() || undefined }))
      .filter((f) => !isFillerFaq(f.question, f.answer)),
    testimonials: r.testimonials
      .filter((t) => t.quote.trim())
      .map((t) => ({
        quote: unquoted(t.quote),
        author: t.author?.replace(/^[\s\-–—~]+/, '') || undefined,
        source: publicSource(t.source),
        rating: t.rating && Number.isInteger(t.rating) && t.rating >= 1 && t.rating <= 5 ? t.rating : undefined,
        lang: t.lang && LANGUAGE_TAG.test(t.lang) ? t.lang : undefined,
      })),
    photos: photosOf(input),
    colors: colorsOf(r.brand_colors, style),
    style,
    voice: promptVoice ?? STYLE_VOICE[style],
    licenses: b.licenses.map((l) => l.trim()).filter(Boolean),
    advantages: planStrings(plan, 'competitiveAdvantages'),
    highlights: planStrings(plan, 'servicesToHighlight'),
    family: trade.trade.family,
    kind: trade.fallback ? undefined : spell(trade.trade.noun.one, spelling),
    tradeId: trade.fallback ? undefined : trade.trade.id,
    builtAs: trade.trade.id,
    schemaType,
    areas,
    foundedYear: factValues('founded')[0] ?? caller.foundedYear,
    social: factValues('social')
      .map(socialProfile)
      .filter((l, i, all): l is SocialLink => !!l && all.findIndex((x) => x?.network === l.network) === i),
    spelling,
    language,
    legalNotice: needsLegalNotice(language, { address: b.address, phone: b.phone })
      ? {
          name: b.name,
          address: address?.formatted,
          phone,
          email: r.contact_email,
          register: factValues('register')[0],
          vatId: factValues('vat_id')[0],
        }
      : undefined,
  };
}
