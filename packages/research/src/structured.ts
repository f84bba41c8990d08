// Structured data first: schema.org JSON-LD and microdata describing the business (LocalBusiness and its
// subtypes). Only what the markup states is read; nothing is inferred.
import { jsonrepair } from 'jsonrepair';
import { $$, attr, isElement, text, type Document, type Element } from './html';
import { parseHours } from '@sgs/site-kit';
import { WEEKDAYS } from '@sgs/contracts';

export interface StructuredService {
  name: string;
  price?: string;
  description?: string;
}
export interface StructuredReview {
  quote: string;
  author?: string;
  rating?: number;
}
export interface StructuredBusiness {
  name?: string;
  types: string[];
  telephone?: string;
  email?: string;
  address?: string;
  locality?: string;
  region?: string;
  /** addressCountry as written ("GB", "United Kingdom") */
  country?: string;
  geo?: { lat: number; lng: number };
  hours: Record<string, string>;
  sameAs: string[];
  priceRange?: string;
  services: StructuredService[];
  rating?: number;
  reviewCount?: number;
  reviews: StructuredReview[];
  foundingYear?: string;
  areas: string[];
  description?: string;
}

type Node = Record<string, unknown>;

const BUSINESS_TYPE =
  /(LocalBusiness|Organization|Store|Restaurant|Bakery|Cafe|CafeOrCoffeeShop|Dentist|Plumber|Electrician|Salon|HairSalon|BeautySalon|NailSalon|DaySpa|AutoRepair|Attorney|LegalService|MedicalClinic|Physician|Contractor|HVACBusiness|Locksmith|Florist|BarOrPub|FoodEstablishment|ProfessionalService|HomeAndConstructionBusiness|HealthAndBeautyBusiness|AccountingService|RealEstateAgent|ExerciseGym|ChildCare|VeterinaryCare|MovingCompany|HousePainter|RoofingContractor|GeneralContractor|Bakery)$/;

const str = (v: unknown): string | undefined => {
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number') return String(v);
  if (v && typeof v === 'object' && !Array.isArray(v)) return str((v as Node)['@value'] ?? (v as Node).name);
  return undefined;
};
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const typesOf = (n: Node) => list(n['@type']).map((t) => String(t).replace(/^https?:\/\/schema\.org\//, ''));
const num = (v: unknown): number | undefined => {
  const n = typeof v === 'number' ? v : Number(str(v));
  return Number.isFinite(n) ? n : undefined;
};

/**
 * A node describing a place of business: a LocalBusiness type or subtype, or any type (a site's own "Butcher") that
 * carries a property schema.org gives only to places of business (opening hours, a price range).
 */
const isBusiness = (n: Node) =>
  typesOf(n).some((t) => BUSINESS_TYPE.test(t)) ||
  ['openingHours', 'openingHoursSpecification', 'priceRange'].some((k) => n[k] !== undefined && n[k] !== null);

/** "09:00" -> "9am", "17:30" -> "5:30pm" */
export function clockText(t: string): string {
  const m = /^(\d{1,2}):(\d{2})/.exec(t.trim());
  if (!m) return t.trim();
  const h = Number(m[1]);
  const mm = m[2] === '00' ? '' : `:${m[2]}`;
  if (h === 0 && !mm) return '12am';
  if (h === 24 || (h === 23 && m[2] === '59')) return '12am';
  return `${h % 12 === 0 ? 12 : h % 12}${mm}${h < 12 ? 'am' : 'pm'}`;
}

function specHours(specs: unknown): Record<string, string> {
  const hours: Record<string, string> = {};
  for (const s of list(specs)) {
    if (!s || typeof s !== 'object') continue;
    const spec = s as Node;
    const opens = str(spec.opens);
    const closes = str(spec.closes);
    const value =
      opens && closes
        ? opens === '00:00' && (closes === '23:59' || closes === '00:00' || closes === '24:00')
          ? 'Open 24 hours'
          : `${clockText(opens)} – ${clockText(closes)}`
        : 'Closed';
    for (const d of list(spec.dayOfWeek)) {
      const day = WEEKDAYS.find((n) => String(d).toLowerCase().endsWith(n.toLowerCase()));
      if (!day) continue;
      // a day with two specifications is a split day (lunch and dinner): both ranges are kept
      const had = hours[day];
      if (!had) hours[day] = value;
      else if (value !== 'Closed' && had !== 'Closed' && !had.split(', ').includes(value))
        hours[day] = `${had}, ${value}`;
    }
  }
  return hours;
}

/** Countries that write the postcode after the town (by ISO code or name). */
const POSTCODE_AFTER_TOWN =
  /^(GB|UK|IE|US|USA|CA|AU|NZ|United Kingdom|England|Scotland|Wales|Northern Ireland|Ireland|United States( of America)?|Canada|Australia|New Zealand)$/i;

function addressOf(v: unknown): Pick<StructuredBusiness, 'address' | 'locality' | 'region' | 'country'> {
  if (typeof v === 'string') return { address: v.trim() || undefined };
  if (!v || typeof v !== 'object') return {};
  const a = v as Node;
  const locality = str(a.addressLocality);
  const region = str(a.addressRegion);
  const postal = str(a.postalCode);
  const country = str(a.addressCountry) ?? str((a.addressCountry as Node | undefined)?.name);
  // the postcode after the town or region where there is a region, or where the country writes it so ("Austin, TX
  // 78701", "London, SW1A 1AA"), else before the town ("38100 Braunschweig")
  const town =
    region || POSTCODE_AFTER_TOWN.test(country ?? '')
      ? [locality, [region, postal].filter(Boolean).join(' ')]
      : [[postal, locality].filter(Boolean).join(' ')];
  const parts = [str(a.streetAddress), ...town].filter(Boolean);
  return { address: parts.length ? parts.join(', ') : undefined, locality, region, country };
}

/** The signs of the currencies written with one; any other currency is written by its code ("CHF 45"). */
const CURRENCY_SIGNS: Record<string, string> = { USD: '$', EUR: '€', GBP: '£', JPY: '¥' };

/**
 * An offer's price as written with its currency: "299" in USD -> "$299", in CHF -> "CHF 299"; words ("on request")
 * as given; an amount whose currency the data does not name, the amount alone (no currency is guessed).
 */
function priceOf(n: Node): string | undefined {
  const spec = (list(n.priceSpecification)[0] ?? {}) as Node;
  const amount = str(n.price) ?? str(spec.price);
  const currency = str(n.priceCurrency) ?? str(spec.priceCurrency);
  if (!amount) return undefined;
  if (!/^\d/.test(amount) || !currency) return amount;
  return `${CURRENCY_SIGNS[currency.toUpperCase()] ?? `${currency} `}${amount}`;
}

function offers(catalog: unknown, out: StructuredService[]) {
  for (const item of list(catalog)) {
    if (!item || typeof item !== 'object') continue;
    const n = item as Node;
    if (n.itemListElement) {
      offers(n.itemListElement, out);
      continue;
    }
    const offered = (n.itemOffered ?? n.item ?? n) as Node;
    const name = str(offered?.name) ?? str(n.name);
    if (!name) continue;
    out.push({ name, price: priceOf(n), description: str(offered?.description) });
  }
}

function businessFrom(n: Node): StructuredBusiness {
  const geo = (n.geo ?? {}) as Node;
  const lat = num(geo.latitude);
  const lng = num(geo.longitude);
  const rating = (n.aggregateRating ?? {}) as Node;
  const services: StructuredService[] = [];
  offers(n.hasOfferCatalog, services);
  offers(n.makesOffer, services);
  const openingText = list(n.openingHours)
    .map((h) => str(h))
    .filter((h): h is string => !!h);
  const year = /\b(1[89]\d\d|20\d\d)\b/.exec(str(n.foundingDate) ?? '')?.[1];
  return {
    name: str(n.name),
    types: typesOf(n),
    telephone: str(n.telephone),
    email: str(n.email)?.replace(/^mailto:/i, ''),
    ...addressOf(n.address),
    geo: lat !== undefined && lng !== undefined ? { lat, lng } : undefined,
    hours: { ...parseHours(openingText.join('; '), { twoLetter: true }), ...specHours(n.openingHoursSpecification) },
    sameAs: list(n.sameAs)
      .map((s) => str(s))
      .filter((s): s is string => !!s),
    priceRange: str(n.priceRange),
    services,
    rating: num(rating.ratingValue),
    reviewCount: num(rating.reviewCount ?? rating.ratingCount),
    reviews: list(n.review)
      .filter((r): r is Node => !!r && typeof r === 'object')
      .map((r) => ({
        quote: str(r.reviewBody) ?? str(r.description) ?? '',
        author: str(r.author),
        rating: num(((r.reviewRating ?? {}) as Node).ratingValue),
      }))
      .filter((r) => r.quote),
    foundingYear: year,
    areas: list(n.areaServed)
      .map((a) => str(a))
      .filter((a): a is string => !!a),
    description: str(n.description),
  };
}

/** Properties whose value can be the business itself or one of its branches (a ContactPage's mainEntity). */
const HOLDS_BUSINESS = ['@graph', 'mainEntity', 'about', 'subOrganization', 'department', 'location'];
/** Properties whose value is one of the business's own places: a branch, whatever type it is given ("Place"). */
const HOLDS_BRANCH = new Set(['subOrganization', 'department', 'location']);

/** Typed nodes, each with whether a business named it as one of its places. */
function flatten(v: unknown, out: { n: Node; branch: boolean }[], depth = 0, branch = false) {
  if (depth > 4) return;
  for (const item of list(v)) {
    if (!item || typeof item !== 'object') continue;
    const n = item as Node;
    for (const key of HOLDS_BUSINESS) if (n[key]) flatten(n[key], out, depth + 1, HOLDS_BRANCH.has(key));
    if (n['@type']) out.push({ n, branch });
  }
}

/**
 * A page's JSON-LD blocks, parsed. A block written by hand is often malformed (a trailing comma, a comment, a line
 * break inside a string, typographic quotes, two objects one after the other, an HTML comment around it): it is
 * repaired as a lenient parser would; one past repair is skipped.
 */
function jsonLdBlocks(doc: Document): unknown[] {
  return $$('script[type="application/ld+json" i]', doc).flatMap((script) => {
    const raw = script.children.map((c) => (c as unknown as { data?: string }).data ?? '').join('');
    try {
      return [JSON.parse(raw) as unknown];
    } catch {
      try {
        const bare = raw
          .trim()
          .replace(/^<!--|-->$/g, '')
          .replace(/;\s*$/, '');
        return [JSON.parse(jsonrepair(bare)) as unknown];
      } catch {
        return [];
      }
    }
  });
}

/**
 * JSON-LD blocks describing the business (LocalBusiness and subtypes) and its places: a node an organization names as
 * its `location`, `department` or `subOrganization` with a postal address is one of its branches whatever its type
 * (a "Place", a "CivicStructure"); malformed blocks are skipped.
 */
export function jsonLdBusinesses(doc: Document): StructuredBusiness[] {
  const nodes: { n: Node; branch: boolean }[] = [];
  for (const block of jsonLdBlocks(doc)) flatten(block, nodes);
  return nodes
    .filter(
      ({ n, branch }) =>
        (isBusiness(n) && (n.telephone || n.address || n.name)) || (branch && addressOf(n.address).address),
    )
    .map(({ n }) => businessFrom(n));
}

/** What a business offers when a page describes it as a node of its own (a service, a product, a dish). */
const OFFERING_TYPE = /^(Service|Product|MenuItem)$/;

export interface StructuredOffering extends StructuredService {
  /** the business the node names as providing, selling or making it */
  provider?: string;
}

/** Offerings at the top of a page's JSON-LD, in its @graph or in an ItemList (a services page's list of Service). */
export function jsonLdOfferings(doc: Document): StructuredOffering[] {
  const out: StructuredOffering[] = [];
  const visit = (v: unknown, depth: number) => {
    if (depth > 4) return;
    for (const item of list(v)) {
      if (!item || typeof item !== 'object') continue;
      const n = item as Node;
      visit(n['@graph'], depth + 1);
      visit(n.itemListElement, depth + 1);
      if (typesOf(n).includes('ListItem')) visit(n.item, depth + 1);
      const name = str(n.name);
      if (!name || !typesOf(n).some((t) => OFFERING_TYPE.test(t))) continue;
      const offer = (list(n.offers)[0] ?? {}) as Node;
      const by = (n.provider ?? n.brand ?? n.seller ?? offer.seller) as unknown;
      out.push({ name, price: priceOf(offer), description: str(n.description), provider: str(list(by)[0]) });
    }
  };
  for (const block of jsonLdBlocks(doc)) visit(block, 0);
  return out;
}

/** The value of one microdata property element. */
function itemValue(el: Element): string {
  return (
    attr(el, 'content') ??
    (el.name === 'a' || el.name === 'link' ? attr(el, 'href') : undefined) ??
    (el.name === 'time' ? attr(el, 'datetime') : undefined) ??
    (el.name === 'meta' ? '' : text(el))
  );
}

/** Microdata items of a business type, read into the same shape as JSON-LD (nested address/geo/rating items too). */
export function microdataBusinesses(doc: Document): StructuredBusiness[] {
  const out: StructuredBusiness[] = [];
  const read = (scope: Element): Node => {
    const node: Node = { '@type': (attr(scope, 'itemtype') ?? '').split(/\s+/) };
    const visit = (el: Element) => {
      for (const child of el.children) {
        const c = child as Element;
        if (!isElement(c)) continue;
        const prop = attr(c, 'itemprop');
        if (prop) {
          const value: unknown = c.attribs.itemscope !== undefined ? read(c) : itemValue(c);
          for (const p of prop.split(/\s+/)) {
            const prev = node[p];
            node[p] = prev === undefined ? value : [...list(prev), value];
          }
        }
        if (c.attribs.itemscope === undefined) visit(c);
      }
    };
    visit(scope);
    return node;
  };
  for (const scope of $$('[itemscope][itemtype]', doc)) {
    if (attr(scope, 'itemprop')) continue;
    const node = read(scope);
    if (typesOf(node).some((t) => BUSINESS_TYPE.test(t))) out.push(businessFrom(node));
  }
  return out;
}
