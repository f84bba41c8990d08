// A site's documents in all its languages: a change of facts (a phone, hours, the logo) is made to each.
import type { LanguageDocument, SiteDocument } from './schema';

/** The site's documents, the main one first (without its alternates) and each alternate. */
export const languageDocuments = (doc: SiteDocument): LanguageDocument[] => {
  const { alternates, ...main } = doc;
  return [main, ...(alternates ?? [])];
};

/** Applies `change` to the main document and to every alternate, so the languages stay in step. */
export function eachLanguage(
  doc: SiteDocument,
  change: (d: LanguageDocument, index: number) => LanguageDocument,
): SiteDocument {
  const [main, ...alternates] = languageDocuments(doc).map(change);
  return alternates.length ? { ...main!, alternates } : main!;
}

/** The business's facts, the same in every language: how to reach it, where, when, and its look. */
const FACTS = [
  'name',
  'phone',
  'country',
  'email',
  'website',
  'address',
  'geo',
  'hours',
  'licenses',
  'priceRange',
  'social',
] as const satisfies readonly (keyof LanguageDocument['business'])[];

/**
 * The main document's facts, logo, favicon and theme carried to every alternate: an operation changes the main
 * document's facts (a phone, hours, the logo) and every language shows them. Each language keeps its own words.
 */
export function alignLanguages(doc: SiteDocument): SiteDocument {
  if (!doc.alternates?.length) return doc;
  const facts = Object.fromEntries(FACTS.map((k) => [k, doc.business[k]]));
  return {
    ...doc,
    alternates: doc.alternates.map((alt) => ({
      ...alt,
      business: { ...alt.business, ...facts },
      theme: doc.theme,
      logo: doc.logo,
      favicon: doc.favicon,
    })),
  };
}
