// A few helpers over parse5's tree, enough to inspect generated pages.
import { parse, type DefaultTreeAdapterTypes, type ParserError } from 'parse5';

export type Element = DefaultTreeAdapterTypes.Element;
type Node = DefaultTreeAdapterTypes.Node;

export interface ParsedPage {
  document: DefaultTreeAdapterTypes.Document;
  errors: ParserError[];
}

export function parsePage(html: string): ParsedPage {
  const errors: ParserError[] = [];
  const document = parse(html, { onParseError: (e) => errors.push(e), sourceCodeLocationInfo: false });
  return { document, errors };
}

export const attrOf = (el: Element, name: string): string | undefined => el.attrs.find((a) => a.name === name)?.value;

export function elements(root: Node): Element[] {
  const out: Element[] = [];
  const visit = (n: Node) => {
    if ('tagName' in n) out.push(n);
    if ('childNodes' in n) for (const c of n.childNodes) visit(c);
    // <template> content lives apart from childNodes.
    if ('content' in n && n.content) visit(n.content as Node);
  };
  visit(root);
  return out;
}

export function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as DefaultTreeAdapterTypes.TextNode).value;
  if ('childNodes' in node) return node.childNodes.map(textOf).join('');
  return '';
}

/** The nearest ancestor with the tag name, if any. */
export function closest(el: Element, tagName: string): Element | undefined {
  let p = el.parentNode as Node | null;
  while (p && 'tagName' in p) {
    if (p.tagName === tagName) return p;
    p = p.parentNode as Node | null;
  }
  return undefined;
}
