import { selectAll, selectOne } from 'css-select';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { isTag, type AnyNode, type Document, type Element } from 'domhandler';
import { isPrivateLine } from './secrets';

export type { Document, Element };
export const parseHtml = (html: string): Document => parseDocument(html, { decodeEntities: true });
export const $$ = (sel: string, root: Document | Element): Element[] => selectAll(sel, root) as Element[];
export const $ = (sel: string, root: Document | Element): Element | null =>
  (selectOne(sel, root) as Element | null) ?? null;
export const attr = (el: Element | null, name: string): string | undefined => el?.attribs?.[name]?.trim() || undefined;
/** An element (a `<!DOCTYPE>` has a name too, and stands beside <html> on a page written without <body>). */
export const isElement = (n: unknown): n is Element => !!n && isTag(n as AnyNode);
/** An element's child elements that a reader sees: not its scripts, styles and templates. */
export const childElements = (el: Element) =>
  el.children.filter(isElement).filter((c) => !/^(script|style|template)$/.test(c.name));
/** Text as HTML writes it, in an element or a quoted attribute. */
export const escapeHtml = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'select']);
/** Elements a reader sees as their own line or block: text never runs across their edges. */
const BLOCK = new Set([
  'address', 'article', 'aside', 'blockquote', 'body', 'br', 'caption', 'dd', 'details', 'dialog', 'div', 'dl',
  'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr',
  'li', 'main', 'nav', 'ol', 'p', 'pre', 'section', 'summary', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead',
  'tr', 'ul', 'option', 'button', 'label', 'hgroup', 'menu', 'picture', 'video',
]); // prettier-ignore
/** Between two inline elements: "<b>H</b>ello" is one word, "<a>06161 / 912106</a><a>mail@…</a>" two items. */
const INLINE_EDGE = '\u2063';
/** The end of an inline element: only a word that runs on past an element's end is one word ("<b>H</b>ello"). */
const INLINE_END = '\u2064';
const EDGES = `${INLINE_EDGE}${INLINE_END}`;

/**
 * The text of an element as a reader sees it: one entry per line. Block elements, `<br>`, table cells, list
 * items and `<dt>/<dd>` end a line; the edge between two inline elements with nothing between them keeps a word
 * together ("<b>H</b>ello") but separates two items ("…de</a><span>Waldstr."), so no email, phone or address is
 * ever assembled from two lines or two items.
 */
export function textLines(el: AnyNode | null): string[] {
  if (!el) return [];
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') {
      parts.push((node as { data: string }).data);
      return;
    }
    const name = (node as Element).name;
    // a line-break opportunity (`<wbr>`, in a long address or email) is no gap: "info@<wbr>casalapicota.<wbr>com"
    if (name && (HIDDEN.has(name) || name === 'wbr')) return;
    const edge = name ? (BLOCK.has(name) ? '\n' : INLINE_EDGE) : '';
    parts.push(edge);
    if ('children' in node) for (const c of (node as Element).children) walk(c);
    parts.push(edge === INLINE_EDGE ? INLINE_END : edge);
  };
  walk(el);
  return parts
    .join('')
    .split('\n')
    .map((line) =>
      line
        // soft hyphens and zero-width spaces only say where a word may break ("Heil&shy;methode")
        .replace(/[\u00ad\u200b]/g, '')
        .replace(/[ \t\r\f\v\u00a0]+/g, ' ')
        .replace(new RegExp(`(\\p{L})${INLINE_END}(?=\\p{Ll})`, 'gu'), '$1')
        .replace(
          new RegExp(`(^|.)([\\s${EDGES}]*[${EDGES}][\\s${EDGES}]*)(?=(.|$))`, 'gu'),
          (_m, before: string, edge: string, _x, at: number, all: string) => {
            const after = all[at + before.length + edge.length] ?? '';
            // (an amount written over elements is one: "$<b>2</b>.<small>50</small>", "12<sup>,50</sup>")
            // (a currency before its amount only: "17 €</span><span>30 €" are two prices)
            const ahead = all.slice(0, at).replace(new RegExp(`[${EDGES}]+$`), '');
            const amount =
              /\d/.test(after) &&
              ((/[$€£¥￥]/.test(before) && !/\d\s?$/.test(ahead)) || (/[.,]/.test(before) && /\d$/.test(ahead)));
            const glue =
              !before || !after || /\s/.test(edge) || /[([«“'/]/.test(before) || /[,.;:!?)\]»”']/.test(after) || amount;
            return before + (glue ? (/\s/.test(edge) ? ' ' : '') : ' ');
          },
        )
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((line) => line && !isPrivateLine(line));
}

/** Visible text on one line (lines joined by a space); scripts, styles and templates are left out. */
export function text(el: Element | Document | null): string {
  return textLines(el).join(' ');
}

/** Raw text of an element (for <style>). */
export const rawText = (el: Element) => textContent(el);
