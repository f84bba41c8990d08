// The owner's words in another language than the page say so: the element that holds one gets `lang`, so screen
// readers use the right voice and browsers offer to translate it.
import { primaryLanguage, escapeRegExp } from '@sgs/contracts';
import type { LanguageDocument } from '../document/schema';
import { attr, esc } from './html';

/** `html` with each element whose whole text is one of the document's foreign owner texts marked with its `lang`. */
export function markOwnerText(html: string, doc: LanguageDocument): string {
  let out = html;
  for (const { text, lang } of doc.ownerText ?? []) {
    if (primaryLanguage(lang) === primaryLanguage(doc.lang)) continue;
    const element = new RegExp(`<([a-z][a-z0-9]*)((?:\\s[^>]*)?)>(${escapeRegExp(esc(text))})</\\1>`, 'g');
    out = out.replace(element, (whole, tag: string, attrs: string, body: string) =>
      /\slang=/.test(attrs) ? whole : `<${tag}${attrs} lang="${attr(lang)}">${body}</${tag}>`,
    );
  }
  return out;
}
