// The country a business is in, for reading phone numbers written without a country code ("0131 496 0123",
// "(03) 5550 1234"): the caller's location when it names a country or a US state, else the website's own
// evidence (structured addressCountry, the site's and its emails' country domains, numbers written with a
// country code). Unknown: undefined (US is assumed downstream).
import { getCountries, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { toE164 } from './phone';

const ALIASES: Record<string, CountryCode> = {
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
  'u.s.a.': 'US',
  'u.s.': 'US',
  'united states of america': 'US',
  deutschland: 'DE',
  österreich: 'AT',
  schweiz: 'CH',
  suisse: 'CH',
  españa: 'ES',
  italia: 'IT',
  nederland: 'NL',
};
/** Country names in English and in the languages small-business sites are written in ("Belgique", "México", "日本"). */
const NAMES = (() => {
  const out = new Map<string, CountryCode>(Object.entries(ALIASES));
  for (const lang of ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ja', 'pl']) {
    const display = new Intl.DisplayNames([lang], { type: 'region' });
    for (const c of getCountries()) {
      const name = display.of(c);
      if (name && name !== c && !out.has(name.toLowerCase())) out.set(name.toLowerCase(), c);
    }
  }
  return out;
})();
/** The country a name alone names, in English or a site's language ("España", "Österreich", "Belgique"). */
export const countryNamed = (name: string): CountryCode | undefined => NAMES.get(name.trim().toLowerCase());

/** A Japanese address or place written prefecture first ("秋田県能代市", "〒106-0032 東京都港区…"). */
const JP_PREFECTURE = /^(?:〒?\s*\d{3}-?\d{4}\s*)?(?:北海道|東京都|大阪府|京都府|\p{Script=Han}{2,3}県)/u;
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR'.split(
    ' ',
  ),
);
const AU_STATES = /\b(NSW|VIC|QLD|TAS|ACT)\b/;
/** A UK postcode ending an address part ("Leeds LS2 7DJ", "Stoke-on-Trent ST4 7QB"). */
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/;
/** Country domains used as generic ones (.co, .io, .me...) say nothing about where a business is. */
const GENERIC_TLD = new Set(['co', 'io', 'me', 'tv', 'ai', 'ly', 'fm', 'am', 'to', 'cc', 'ws', 'gg', 'so', 'sh', 'is']);

/** The country a free-text location names ("Edinburgh, Scotland", "Austin, TX", "Freiburg, Germany"). */
export function countryOfLocation(location: string | undefined): CountryCode | undefined {
  if (!location?.trim()) return undefined;
  const parts = location
    .split(/[,;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  for (const part of [...parts].reverse()) {
    const named = countryNamed(part);
    if (named) return named;
    const state = /^([A-Z]{2})(?:\s+\d{5}(?:-\d{4})?)?$/.exec(part)?.[1];
    if (state && US_STATES.has(state)) return 'US';
    if (AU_STATES.test(part)) return 'AU';
    if (UK_POSTCODE.test(part)) return 'GB';
    if (JP_PREFECTURE.test(part.normalize('NFKC'))) return 'JP';
  }
  return undefined;
}

/** The country a host or e-mail domain's top-level domain names ("whitmoretearooms.co.uk" -> GB). */
export function countryOfDomain(domain: string | undefined): CountryCode | undefined {
  const tld = domain?.toLowerCase().split('.').at(-1);
  if (!tld || tld.length !== 2 || GENERIC_TLD.has(tld)) return undefined;
  const code = (tld === 'uk' ? 'GB' : tld.toUpperCase()) as CountryCode;
  return getCountries().includes(code) ? code : undefined;
}

/**
 * The business's country from the evidence in order: the caller's location, the structured data's country,
 * the address its pages give, the site's domain, its e-mail domains, then the country of numbers written with a country code.
 */
export function businessCountry(evidence: {
  location?: string;
  structuredCountries?: (string | undefined)[];
  /** the addresses the business's own pages give ("123 Main Street, New York, NY 10001") */
  addresses?: (string | undefined)[];
  host?: string;
  emailDomains?: string[];
  internationalPhones?: string[];
}): CountryCode | undefined {
  const fromLocation = countryOfLocation(evidence.location);
  if (fromLocation) return fromLocation;
  for (const c of evidence.structuredCountries ?? []) {
    const code = c && (c.length === 2 ? (c.toUpperCase() as CountryCode) : NAMES.get(c.toLowerCase()));
    if (code && getCountries().includes(code)) return code;
  }
  for (const a of evidence.addresses ?? []) {
    const code = countryOfLocation(a);
    if (code) return code;
  }
  const fromDomain = [evidence.host, ...(evidence.emailDomains ?? [])].map(countryOfDomain).find(Boolean);
  if (fromDomain) return fromDomain;
  for (const raw of evidence.internationalPhones ?? []) {
    const e164 = /^\s*\+/.test(raw) ? toE164(raw) : undefined;
    const country = e164 ? parsePhoneNumberFromString(e164)?.country : undefined;
    if (country) return country;
  }
  return undefined;
}
