// An accordion is a list whose items are their toggles: each item a short head a reader clicks and a body the page
// hides until then. Its heads name the items whatever the markup (<div class="st-accordian-title">, a Bootstrap
// card's header over its `.collapse`, a jQuery UI heading over its panel); the bodies describe them.
import { $$, childElements as elements, text, type Element } from './html';

export interface AccordionItem {
  name: string;
  description?: string;
}

/** A body the page hides until its head is clicked: `display: none`, `hidden`, `aria-hidden`, or a closed `collapse`. */
const hidden = (el: Element) =>
  /display\s*:\s*none/i.test(el.attribs.style ?? '') ||
  el.attribs.hidden !== undefined ||
  el.attribs['aria-hidden'] === 'true' ||
  (/(^|\s)collapse(\s|$)/.test(el.attribs.class ?? '') && !/(^|\s)(show|in)(\s|$)/.test(el.attribs.class ?? ''));

/** A head that toggles its body: a control attribute on it or inside it, or an element named for toggling. */
const toggles = (el: Element) =>
  [el, ...$$('*', el)].some(
    (x) =>
      x.attribs['aria-expanded'] !== undefined ||
      x.attribs['data-toggle'] !== undefined ||
      x.attribs['data-bs-toggle'] !== undefined ||
      /toggle|accordi|collaps|expand/i.test(x.attribs.class ?? ''),
  );

const shape = (el: Element) => `${el.name}.${(el.attribs.class ?? '').replace(/\d+/g, '')}`;

/** The head and body pairs of one accordion under `parent`: items of one shape holding a head and a body each, or
 * heads and bodies side by side. At least one body hidden, or every head a toggle. */
function pairsUnder(parent: Element): [Element, Element][] {
  const kids = elements(parent).filter((k) => text(k));
  const accordion = (pairs: [Element, Element][]) =>
    pairs.length >= 2 && (pairs.some(([, b]) => hidden(b)) || pairs.every(([h]) => toggles(h))) ? pairs : [];
  // items of one shape, each a head over its body
  if (kids.length >= 2 && kids.every((k) => shape(k) === shape(kids[0]!))) {
    const pairs = kids.map((k) => elements(k).filter((c) => text(c) || hidden(c)));
    if (pairs.every((p) => p.length === 2 && shape(p[0]!) === shape(pairs[0]![0]!)))
      return accordion(pairs.map((p) => [p[0]!, p[1]!]));
  }
  // heads and bodies alternating
  const all = elements(parent);
  if (all.length >= 4 && all.length % 2 === 0) {
    const pairs: [Element, Element][] = [];
    for (let i = 0; i < all.length; i += 2) pairs.push([all[i]!, all[i + 1]!]);
    if (pairs.every(([h, b]) => shape(h) === shape(pairs[0]![0]) && shape(b) === shape(pairs[0]![1])))
      return accordion(pairs);
  }
  return [];
}

/**
 * The items of the accordions in `root` outside `skip`, named by their heads (`isName`: a name, never a question,
 * so an FAQ's accordion gives none), described by their bodies.
 */
export function accordionItems(
  root: Element,
  isName: (t: string) => boolean,
  skip: (el: Element) => boolean,
): AccordionItem[] {
  const out: AccordionItem[] = [];
  for (const parent of [root, ...$$('*', root)]) {
    const pairs = pairsUnder(parent);
    if (!pairs.length || skip(parent)) continue;
    const names = pairs.map(([h]) => text(h).replace(/\s+/g, ' ').trim());
    if (!names.every((n) => isName(n) && !/[?？]/.test(n))) continue;
    pairs.forEach(([, body], i) => {
      const description = text(body).replace(/\s+/g, ' ').trim();
      out.push({ name: names[i]!, ...(description.length > 10 ? { description } : {}) });
    });
  }
  return out;
}
