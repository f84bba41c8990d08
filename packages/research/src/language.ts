// The language a business's website is written in: the page's own `<html lang>`, else its visible text through a
// language detector (tinyld, offline, restricted to the languages small-business sites here are read in). A template's
// `lang="en"` over German text is common: enough text clearly in another language overrules the tag.
import { detectAll } from 'tinyld';
import { $, attr, textLines, type Document } from './html';

/** The languages research reads (days, times, section words); detection chooses among these only. */
export const SITE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ja'] as const;

/** Letters of text the detector needs before it may overrule a page's declared language. */
const OVERRULE_CHARS = 300;

/** A page's language as a BCP 47 primary tag ("de" for `lang="de-DE"`), or undefined when it cannot tell. */
export function pageLanguage(doc: Document): string | undefined {
  const declared = attr($('html', doc), 'lang') ?? attr($('html', doc), 'xml:lang');
  const tag = declared?.toLowerCase().split(/[-_]/)[0];
  const valid = tag && /^[a-z]{2,3}$/.test(tag) ? tag : undefined;
  const body = $('body', doc);
  const sample = textLines(body ?? doc)
    .join(' ')
    .slice(0, 4000);
  const letters = sample.replace(/[\d\s\p{P}]/gu, '').length;
  if (letters < (valid ? OVERRULE_CHARS : 20)) return valid;
  const [best, ...rest] = detectAll(sample, { only: [...SITE_LANGUAGES] });
  if (!valid) return best?.lang || undefined;
  // the text overrules the tag only when the detector is sure and the declared language is far behind (a quarter of
  // its score: a template's English menu and footer around a page in another language score that much)
  const declaredScore = rest.find((r) => r.lang === valid)?.accuracy ?? 0;
  return best && best.lang !== valid && best.accuracy >= 0.3 && best.accuracy > 4 * declaredScore ? best.lang : valid;
}

/** The language a text is written in, among the site languages (tinyld); undefined when it cannot tell. */
export const textLanguage = (text: string): string | undefined =>
  detectAll(text.slice(0, 4000), { only: [...SITE_LANGUAGES] })[0]?.lang || undefined;

/** The site's language: the home page's, else the one most of its pages are written in. */
export function siteLanguage(pages: (string | undefined)[]): string | undefined {
  if (pages[0]) return pages[0];
  const count = new Map<string, number>();
  for (const l of pages) if (l) count.set(l, (count.get(l) ?? 0) + 1);
  return [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
}
