// Who wrote the description research review holds. Research reads it from the website or the caller, or writes it
// itself from the facts (in English); once the owner rewrites it in review, it is theirs: the site uses it as
// written, marked with the language they wrote it in where that is not the page's.
import type { ResearchRecord } from '@sgs/contracts';
import { sameDescription } from '@sgs/site-kit';
import { textLanguage } from './language';

type Summary = ResearchRecord['summary'];

/** Letters a description needs before its language is told from its words (shorter ones are often names). */
const TELL_LETTERS = 40;

/**
 * The language a description is written in, when its words say so and it is not the website's (a Portuguese
 * guesthouse's English meta description): a page in another language marks it with that language.
 */
export function descriptionLanguage(text: string, websiteLanguage: string | null | undefined): string | undefined {
  if (text.replace(/[\d\s\p{P}]/gu, '').length < TELL_LETTERS) return undefined;
  const language = textLanguage(text);
  return language && language !== websiteLanguage?.split('-')[0] ? language : undefined;
}

/**
 * The summary after the owner sent `text` as the description in review: marked as the owner's, with its language,
 * when it says something other than the description held (the review form sends the description back unchanged).
 */
export function summaryAfterDescriptionEdit(summary: Summary, held: string, text: string): Summary {
  if (sameDescription(held, text)) return summary;
  const { description_source: _s, description_language: _l, ...rest } = summary;
  if (!text.trim()) return rest;
  const language = textLanguage(text);
  return { ...rest, description_source: 'owner_edit', ...(language ? { description_language: language } : {}) };
}
