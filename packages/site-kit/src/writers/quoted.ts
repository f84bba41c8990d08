// The business's own words a document quotes from its sources (about text, tagline, service and dish descriptions,
// questions and answers). Research reads them in its website's language; a page in another language marks them.
import { primaryLanguage } from '@sgs/contracts';
import { pageTexts, withOwnerText } from '../document/owner-text';
import type { SiteDocument } from '../document/schema';
import type { Facts } from './facts';

/** Shorter texts are names or labels ("Pizza", "Massage"), which stay as they are in every language. */
const MIN_QUOTE = 15;
const flat = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** `doc` listing the sources' words it quotes as the owner's, when its language is not the sources' language. */
export function markQuotedText(doc: SiteDocument, f: Facts): SiteDocument {
  const from = f.input.research.language;
  if (!from || primaryLanguage(from) === primaryLanguage(doc.lang)) return doc;
  const r = f.input.research;
  const sources = [
    r.description_quoted !== false ? r.business_description : undefined,
    ...r.services.map((s) => s.description),
    ...r.faqs.flatMap((q) => [q.question, q.answer]),
  ]
    .filter((s): s is string => !!s)
    .map(flat);
  // A clipped quote ends in an ellipsis the source does not have.
  const quoted = [...pageTexts(doc)].filter((t) => {
    const words = flat(t).replace(/…$/, '').trim();
    return words.length >= MIN_QUOTE && sources.some((s) => s.includes(words));
  });
  return withOwnerText(doc, quoted, from);
}
