import { selectAll, selectOne } from 'css-select';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { AnyNode, Document, Element } from 'domhandler';

export type { Document, Element };
export const parseHtml = (html: string): Document => parseDocument(html, { decodeEntities: true });
export const $$ = (sel: string, root: Document | Element): Element[] => selectAll(sel, root) as Element[];
export const $ = (sel: string, root: Document | Element): Element | null =>
  (selectOne(sel, root) as Element | null) ?? null;
export const attr = (el: Element | null, name: string): string | undefined => el?.attribs?.[name]?.trim() || undefined;

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'svg']);

/** Visible-ish text: collapses whitespace; scripts, styles and templates are left out. */
export function text(el: Element | Document | null): string {
  if (!el) return '';
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (node.type === 'text') parts.push((node as { data: string }).data);
    else if ('children' in node && !HIDDEN.has((node as Element).name))
      for (const c of (node as Element).children) walk(c);
    if (
      (node as Element).name &&
      /^(p|div|li|br|h\d|td|tr|section|article|header|footer)$/.test((node as Element).name)
    )
      parts.push(' ');
  };
  walk(el);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** Raw text of an element (for <style>). */
export const rawText = (el: Element) => textContent(el);

/** Text split into lines at block boundaries, for line-oriented extraction (hours). */
export function lines(el: Element | Document): string[] {
  const out: string[] = [];
  for (const block of $$('p, li, td, th, dt, dd, h1, h2, h3, h4, h5, h6, div, span, address', el as Document)) {
    const hasBlockChild = block.children.some(
      (c) => (c as Element).name && /^(p|li|div|table|ul|ol|h\d|address)$/.test((c as Element).name),
    );
    if (!hasBlockChild) {
      const t = text(block);
      if (t) out.push(t);
    }
  }
  // table rows read as one line ("Monday | 9am - 5pm")
  for (const tr of $$('tr', el as Document)) out.push($$('td, th', tr).map(text).join(' '));
  return out;
}
