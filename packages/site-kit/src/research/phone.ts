// Phone numbers: stored and linked in E.164 (tel:+17065551234), shown to people in their national format
// ((706) 555-1234). US is assumed for numbers written without a country code.
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

const DEFAULT_COUNTRY: CountryCode = 'US';

/** E.164 for a written number, or undefined when it is not a valid phone number. */
export function toE164(raw: string | null | undefined, country: CountryCode = DEFAULT_COUNTRY): string | undefined {
  const p = raw ? parsePhoneNumberFromString(raw, country) : undefined;
  return p?.isValid() ? p.number : undefined;
}

/** "(706) 555-1234" for a US number; other countries in their own national format; unparseable text as given. */
export function formatPhone(raw: string, country: CountryCode = DEFAULT_COUNTRY): string {
  const p = parsePhoneNumberFromString(raw, country);
  // a number the library cannot place but that has the country's length and code (a label named it: "Reservations:
  // (555) 123-4567") is shown as the country writes its numbers, never as bare E.164 digits
  if (p && !p.isValid() && p.isPossible() && p.countryCallingCode === getCountryCallingCode(country))
    return p.formatNational();
  if (!p?.isValid()) return raw.trim();
  return p.country === country ? p.formatNational() : p.formatInternational();
}

/** E.164 of a number that is valid, or possible for its country code and length (a labelled "(555) 123-4567"). */
export function dialable(raw: string, country: CountryCode = DEFAULT_COUNTRY): string | undefined {
  const p = parsePhoneNumberFromString(raw, country);
  return toE164(raw, country) ?? (p?.isPossible() ? p.number : undefined);
}

/** The tel: link target in E.164, or the digits as written when the number does not parse. */
export function phoneHref(raw: string, country: CountryCode = DEFAULT_COUNTRY): string {
  return `tel:${dialable(raw, country) ?? raw.replace(/[^\d+]/g, '')}`;
}
