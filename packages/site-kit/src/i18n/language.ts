// Which language a site is written in: the one asked for (create or research review), else the language of the
// business's own website (research), else its country's (address, else phone), else English.
import { isSiteLanguage, normalizeSiteLanguage, primaryLanguage, type SiteLanguage } from '@sgs/contracts';
import type { CountryCode } from 'libphonenumber-js';
import { businessCountry } from '../research/country';

/** Countries whose businesses write, by default, in a language the writer speaks other than English. */
const COUNTRY_LANGUAGE: Partial<Record<CountryCode, SiteLanguage>> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  FR: 'fr',
  MC: 'fr',
  LU: 'fr',
  IT: 'it',
  SM: 'it',
  VA: 'it',
  NL: 'nl',
  BE: 'nl',
  SR: 'nl',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  PE: 'es',
  VE: 'es',
  EC: 'es',
  GT: 'es',
  CU: 'es',
  BO: 'es',
  DO: 'es',
  HN: 'es',
  PY: 'es',
  SV: 'es',
  NI: 'es',
  CR: 'es',
  PA: 'es',
  UY: 'es',
  PT: 'pt',
  BR: 'pt',
  AO: 'pt',
  MZ: 'pt',
  JP: 'ja',
};

export const languageOfCountry = (country: string | undefined): SiteLanguage | undefined =>
  country ? COUNTRY_LANGUAGE[country.toUpperCase() as CountryCode] : undefined;

/** The business's country from its address, else its phone number's calling code. */
export const countryOf = (b: { address?: string; phone?: string }): CountryCode | undefined =>
  businessCountry({ location: b.address, internationalPhones: b.phone ? [b.phone] : [] });

/** Countries with more than one official language the writer speaks. */
const ALSO_SPOKEN: Partial<Record<CountryCode, SiteLanguage[]>> = { CH: ['fr', 'it'], BE: ['fr'], LU: ['de'] };

/** `lang-COUNTRY` when the language is spoken in the business's country ("de-AT", "pt-BR"), so formats follow it. */
const withRegion = (lang: SiteLanguage, country: CountryCode | undefined): string =>
  lang !== 'en' && country && (languageOfCountry(country) === lang || ALSO_SPOKEN[country]?.includes(lang))
    ? `${lang}-${country}`
    : lang;

/** The site's language tag: asked for, else research's, else the country's, else English (see the file's head). */
export function siteLanguage(b: { requested?: string; researched?: string; address?: string; phone?: string }): string {
  const asked = b.requested && normalizeSiteLanguage(b.requested);
  if (asked) return asked;
  const country = countryOf(b);
  const researched = b.researched && normalizeSiteLanguage(b.researched);
  if (researched) return researched.includes('-') ? researched : withRegion(languageOfTag(researched), country);
  const national = languageOfCountry(country);
  return national ? withRegion(national, country) : 'en';
}

/** The primary language of a site tag, as the catalogs are keyed ("de" for "de-AT"); English for anything else. */
export const languageOfTag = (tag: string | undefined): SiteLanguage => {
  const primary = tag ? primaryLanguage(tag) : 'en';
  return isSiteLanguage(primary) ? primary : 'en';
};

/** Where a language is written when the tag names no country: the region Open Graph and `Intl` assume. */
const DEFAULT_REGION: Record<SiteLanguage, string> = {
  en: 'US',
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  it: 'IT',
  nl: 'NL',
  pt: 'PT',
  ja: 'JP',
};

/** The tag with a region, for `Intl` and Open Graph: "de" -> "de-DE", "pt-BR" stays. */
export const localeOf = (tag: string): string =>
  tag.includes('-') ? tag : `${tag}-${DEFAULT_REGION[languageOfTag(tag)]}`;
