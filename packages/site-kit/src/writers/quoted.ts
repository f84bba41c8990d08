// The business's own words a document quotes from its sources (about text, tagline, service and dish descriptions,
// questions and answers). Research reads them in its website's language, and the owner's rewritten description is in
// the language they wrote it in; a page in another language marks them.
import { primaryLanguage } from '@sgs/contracts';
import { pageTexts, withOwnerText } from '../document/owner-text';
import type { SiteDocument } from '../document/schema';
import type { Facts } from './facts';

/** Shorter texts are names or labels ("Pizza", "Massage"), which stay as they are in every language. */
const MIN_QUOTE = 15;
const flat = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The texts of `doc`'s pages that quote one of `sources` (trimmed, at least MIN_QUOTE characters). */
function quotedIn(doc: SiteDocument, sources: (string | null | undefined)[]): string[] {
  const flats = sources.filter((s): s is string => !!s).map(flat);
  if (!flats.length) return [];
  // A clipped quote ends in an ellipsis the source does not have.
  return [...pageTexts(doc)].filter((t) => {
    const words = flat(t).replace(/…$/, '').trim();
    return words.length >= MIN_QUOTE && flats.some((s) => s.includes(words));
  });
}

/**
 * `doc` listing the words it quotes as the owner's where their language is not the page's: the sources' words in the
 * sources' language, and a description the owner rewrote in review in the language they wrote it in.
 */
export function markQuotedText(doc: SiteDocument, f: Facts): SiteDocument {
  const r = f.input.research;
  const description = r.description_quoted !== false ? r.business_description : undefined;
  const ownDescription = r.description_language ? description : undefined;
  const from = r.language;
  const foreign = (lang: string | null | undefined): lang is string =>
    !!lang && primaryLanguage(lang) !== primaryLanguage(doc.lang);
  let out = doc;
  if (foreign(from)) {
    const sources = [
      ownDescription ? undefined : description,
      ...r.services.map((s) => s.description),
      ...r.faqs.flatMap((q) => [q.question, q.answer]),
    ];
    out = withOwnerText(out, quotedIn(out, sources), from);
  }
  if (foreign(r.description_language))
    out = withOwnerText(out, quotedIn(out, [ownDescription]), r.description_language);
  return out;
}
