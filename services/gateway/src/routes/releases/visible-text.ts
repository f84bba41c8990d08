// The visible content of a generated page, one block of text per line, for a diff a person can read.
import { parseDocument } from 'htmlparser2';
import type { ChildNode, Element } from 'domhandler';

const HIDDEN = new Set(['script', 'style', 'noscript', 'template', 'head', 'svg']);
const BLOCK = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
  'option',
  'label',
  'button',
  'title',
]);

/** Lines of visible text (title, headings, copy, link and button labels, image alt text), whitespace collapsed. */
export function visibleText(html: string): string[] {
  const doc = parseDocument(html, { decodeEntities: true });
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
    current = '';
  };
  const title = doc.children.length ? findTitle(doc.children) : undefined;
  if (title) lines.push(`Title: ${title}`);
  const walk = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type === 'text') current += node.data;
      else if (node.type === 'tag' || node.type === 'script' || node.type === 'style') {
        const el = node as Element;
        if (HIDDEN.has(el.name) || el.attribs.hidden !== undefined || el.attribs['aria-hidden'] === 'true') continue;
        const block = BLOCK.has(el.name);
        if (block) flush();
        if (el.name === 'img' && el.attribs.alt) current += ` [image: ${el.attribs.alt}] `;
        walk(el.children);
        if (block) flush();
      }
    }
  };
  walk(doc.children);
  flush();
  return lines;
}

function findTitle(nodes: ChildNode[]): string | undefined {
  for (const node of nodes) {
    if (node.type !== 'tag') continue;
    const el = node as Element;
    if (el.name === 'title')
      return el.children
        .map((c) => (c.type === 'text' ? c.data : ''))
        .join('')
        .trim();
    const inner = findTitle(el.children);
    if (inner) return inner;
  }
  return undefined;
}
