// A chain that gives each branch a page of its own (/filialen/altstadt/, /filialen/bahnhof/): the branches are the
// pages under its branches page, read as the cards of one list, each page's own content (never its header, footer or
// navigation, which carry the head office) being one branch's card.
import { appendChild, removeElement } from 'domutils';
import { Document, Element, cloneNode } from 'domhandler';
import { $, $$, text } from './html';
import { BRANCH_PAGE, stemOf } from './reading-order';

/** The page's own content: its main element, else its body without the site's chrome. */
function ownContent(doc: Document): Element | undefined {
  const main = $('main', doc) ?? $('[role="main"]', doc) ?? $('body', doc);
  if (!main) return undefined;
  const copy = cloneNode(main, true);
  for (const chrome of $$('header, footer, nav, aside, script, style, noscript', copy)) removeElement(chrome);
  return copy;
}

/**
 * The pages read under a branches page's path (its title, heading or address names branches; the page research began
 * on too, unless it is the site's root), as one document with each page's own content a card of its own; undefined
 * unless two such pages were read.
 */
export function branchPagesDocument(pages: { url: string; doc: Document }[]): Document | undefined {
  const index = pages.find((p) => {
    const path = decodeURIComponent(new URL(p.url).pathname);
    return !!stemOf(path) && BRANCH_PAGE.test(`${path} ${text($('title', p.doc))} ${text($('h1', p.doc))}`);
  });
  if (!index) return undefined;
  const stem = `${stemOf(new URL(index.url).pathname)}/`;
  const contents = pages
    .filter((p) => p !== index && new URL(p.url).pathname.startsWith(stem))
    .map((p) => ownContent(p.doc))
    .filter((c): c is Element => !!c);
  if (contents.length < 2) return undefined;
  const body = new Element('body', {}, []);
  for (const content of contents) {
    const card = new Element('div', { class: 'branch-page' }, []);
    for (const child of [...content.children]) appendChild(card, child);
    appendChild(body, card);
  }
  const doc = new Document([]);
  appendChild(doc, body);
  return doc;
}
