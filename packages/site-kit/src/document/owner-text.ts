// The owner's own words on a language's pages that are in another language: quoted from the business's sources, or
// written by the owner in a revision. The document lists them (`ownerText`) and the renderer marks each with `lang`.
import { primaryLanguage } from '@sgs/contracts';
import type { LanguageDocument } from './schema';

export type OwnerText = NonNullable<LanguageDocument['ownerText']>[number];

/** Every text on the document's pages (and its tagline), as the pages hold them. */
export function pageTexts(doc: Pick<LanguageDocument, 'pages' | 'business'>): Set<string> {
  const out = new Set<string>();
  const visit = (v: unknown): void => {
    if (typeof v === 'string') out.add(v.trim());
    else if (Array.isArray(v)) v.forEach(visit);
    else if (v && typeof v === 'object') Object.values(v).forEach(visit);
  };
  visit(doc.pages);
  if (doc.business.tagline) out.add(doc.business.tagline.trim());
  return out;
}

/** Words, not a price or a number: "ab 45 €" is words, "45 €" is not. */
const hasWords = (s: string) => /\p{L}{2,}/u.test(s);

/** The texts `after` holds that `before` did not (a revision's new words), `except` the facts among them. */
export function addedTexts(before: LanguageDocument, after: LanguageDocument, except: string[] = []): string[] {
  const had = pageTexts(before);
  const facts = new Set(except.map((e) => e.trim()));
  return [...pageTexts(after)].filter((t) => t && !had.has(t) && !facts.has(t) && hasWords(t));
}

/**
 * `doc` listing `texts` as the owner's words in `lang` (when that is not the document's language), and no longer
 * listing words its pages no longer hold.
 */
export function withOwnerText(doc: LanguageDocument, texts: string[], lang: string): LanguageDocument {
  const foreign = primaryLanguage(lang) !== primaryLanguage(doc.lang);
  const held = pageTexts(doc);
  const entries = new Map<string, OwnerText>();
  for (const e of doc.ownerText ?? []) if (held.has(e.text)) entries.set(e.text, e);
  if (foreign) for (const t of texts) if (held.has(t.trim())) entries.set(t.trim(), { text: t.trim(), lang });
  const { ownerText: _, ...rest } = doc;
  return entries.size ? { ...rest, ownerText: [...entries.values()].slice(0, 500) } : rest;
}
