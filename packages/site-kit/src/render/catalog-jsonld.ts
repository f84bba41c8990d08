// A menu, price list or product range in schema.org terms: a food menu as `hasMenu` (Menu, MenuSection,
// MenuItem with its offer), a price list or product range as `hasOfferCatalog`. Built only from the items
// the document lists; a price becomes an Offer only when its amount and currency can be read as written.
import type { CountryCode } from 'libphonenumber-js';
import type { SiteDocument } from '../document/schema';
import type { MenuItem, SectionOf } from '../document/sections';
import { countryOfBusiness } from './links';

const SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '￥': 'JPY',
  円: 'JPY',
  '₹': 'INR',
  '₱': 'PHP',
  '₦': 'NGN',
  '₩': 'KRW',
  '฿': 'THB',
  KSH: 'KES',
  R: 'ZAR',
  SFR: 'CHF',
};
/** Countries whose dollar is not the US dollar. */
const DOLLARS: Partial<Record<CountryCode, string>> = {
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  HK: 'HKD',
  MX: 'MXN',
};

/** "12,50" and "12.50" are 12.50; "1,200" and "1.200" are 1200. */
function amount(raw: string): string | undefined {
  const m = /^(\d{1,3}(?:[.,\s]\d{3})*|\d+)(?:[.,](\d{1,2}))?$/.exec(raw);
  if (!m) return undefined;
  const whole = m[1]!.replace(/[.,\s]/g, '');
  return m[2] ? `${whole}.${m[2].padEnd(2, '0')}` : whole;
}

/** The price as schema.org reads it: amounts and an ISO currency; undefined when either is unclear. */
export function readPrice(
  written: string,
  country: CountryCode | undefined,
): { low: string; high?: string; currency: string } | undefined {
  // several prices of one item, each with its label ("Court 15€ / Mi-long 20€ / Long 25€"): their lowest and highest
  const parts = written.split(/\s\/\s/);
  if (parts.length > 1) {
    const read = parts.map((p) => readPrice(p, country));
    if (read.some((r) => !r) || new Set(read.map((r) => r!.currency)).size !== 1) return undefined;
    const amounts = read.flatMap((r) => [r!.low, r!.high ?? r!.low]).sort((a, b) => Number(a) - Number(b));
    const [low, high] = [amounts[0]!, amounts.at(-1)!];
    return { low, ...(high !== low ? { high } : {}), currency: read[0]!.currency };
  }
  const code =
    /\b([A-Z]{3})\b/.exec(written)?.[1] ??
    (/\bR\$\s?\d/.test(written) ? 'BRL' : /\d\s?euros?\b/i.test(written) ? 'EUR' : undefined);
  // A rand is written "R180": R before the amount.
  const symbol = /[€£¥￥円₹₱₦₩฿$]|\bKSh\b|\bSFr\b|\bR(?=\s?\d)/i.exec(written)?.[0];
  const currency =
    code ?? (symbol === '$' ? (country && DOLLARS[country]) || 'USD' : symbol && SYMBOLS[symbol.toUpperCase()]);
  const numbers = [...written.matchAll(/\d[\d.,\s]*\d|\d/g)].map((m) => amount(m[0].trim()));
  if (!currency || !numbers.length || numbers.length > 2 || numbers.some((n) => n === undefined)) return undefined;
  return { low: numbers[0]!, high: numbers[1], currency };
}

function offer(item: MenuItem, country: CountryCode | undefined) {
  const p = item.price ? readPrice(item.price, country) : undefined;
  if (!p) return undefined;
  return p.high
    ? { '@type': 'AggregateOffer', lowPrice: p.low, highPrice: p.high, priceCurrency: p.currency }
    : { '@type': 'Offer', price: p.low, priceCurrency: p.currency };
}

const catalogsOf = (doc: SiteDocument) =>
  doc.pages.flatMap((p) => p.sections.filter((s): s is SectionOf<'menu'> => s.type === 'menu' && !s.link));

/** `hasMenu` and `hasOfferCatalog` for the business node, from the document's full lists (previews skipped). */
export function catalogJsonLd(doc: SiteDocument): Record<string, unknown> {
  const country = countryOfBusiness(doc.business);
  const out: Record<string, unknown> = {};
  for (const s of catalogsOf(doc)) {
    if (s.catalog === 'menu' && !out.hasMenu)
      out.hasMenu = {
        '@type': 'Menu',
        name: s.heading,
        hasMenuSection: s.groups.map((g) => ({
          '@type': 'MenuSection',
          name: g.name,
          hasMenuItem: g.items.map((i) => ({
            '@type': 'MenuItem',
            name: i.name,
            ...(i.description ? { description: i.description } : {}),
            ...(offer(i, country) ? { offers: offer(i, country) } : {}),
          })),
        })),
      };
    if (s.catalog !== 'menu' && !out.hasOfferCatalog) {
      const itemType = s.catalog === 'products' ? 'Product' : 'Service';
      out.hasOfferCatalog = {
        '@type': 'OfferCatalog',
        name: s.heading,
        itemListElement: s.groups.map((g) => ({
          '@type': 'OfferCatalog',
          name: g.name,
          itemListElement: g.items.map((i) => ({
            '@type': 'Offer',
            ...offer(i, country),
            itemOffered: { '@type': itemType, name: i.name, ...(i.description ? { description: i.description } : {}) },
          })),
        })),
      };
    }
  }
  return out;
}
