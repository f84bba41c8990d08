// A place's price range as people read it, from what Places (New) says: `priceRange` (amounts in a currency)
// or, failing that, `priceLevel` written as the local currency's symbol repeated ("€€", "$$$"), the convention
// maps and schema.org's priceRange use.
import countryToCurrency from 'country-to-currency';
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Wire shapes (Places API (New)): google.type.Money and the PriceLevel enum. */
export interface GMoney {
  currencyCode?: string;
  units?: string;
  nanos?: number;
}
export interface GPriceFields {
  priceLevel?: string;
  priceRange?: { startPrice?: GMoney; endPrice?: GMoney };
  internationalPhoneNumber?: string;
}

const LEVELS: Record<string, number> = {
  PRICE_LEVEL_INEXPENSIVE: 1,
  PRICE_LEVEL_MODERATE: 2,
  PRICE_LEVEL_EXPENSIVE: 3,
  PRICE_LEVEL_VERY_EXPENSIVE: 4,
};

function money(m: GMoney | undefined, currency: string): string | undefined {
  if (!m?.units || !/^\d{1,9}$/.test(m.units)) return undefined;
  return new Intl.NumberFormat('en', { style: 'currency', currency, maximumFractionDigits: 0 }).format(Number(m.units));
}

/** The currency's one-character symbol ("€", "$", "¥", "£"), or undefined where it is written longer ("CHF"). */
function symbolOf(currency: string): string | undefined {
  const part = new Intl.NumberFormat('en', { style: 'currency', currency, currencyDisplay: 'narrowSymbol' })
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value;
  return part && [...part].length === 1 ? part : undefined;
}

/** "€10–€20", "$20+" or "€€"; null when Places says nothing usable (FREE and UNSPECIFIED say nothing). */
export function placePriceRange(p: GPriceFields): string | null {
  const range = p.priceRange;
  const currency = range?.startPrice?.currencyCode;
  if (currency && /^[A-Z]{3}$/.test(currency)) {
    try {
      const low = money(range.startPrice, currency);
      const high = money(range.endPrice, range.endPrice?.currencyCode ?? currency);
      if (low) return high ? `${low}–${high}` : `${low}+`;
    } catch {
      /* a currency Intl does not know: fall through to the level */
    }
  }
  const level = p.priceLevel ? LEVELS[p.priceLevel] : undefined;
  if (!level) return null;
  const country = p.internationalPhoneNumber
    ? parsePhoneNumberFromString(p.internationalPhoneNumber)?.country
    : undefined;
  const local = country ? (countryToCurrency as Record<string, string>)[country] : undefined;
  return ((local && symbolOf(local)) || '$').repeat(level);
}
