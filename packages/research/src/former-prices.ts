// A price a shop has crossed out (the price before a discount, beside the one asked now: `<del>R$ 69,99</del>`, `<s>`,
// `<span class="old-price">`) is no price of the item, nor the discount's badge beside it ("-29%"): they are taken out
// before any reader reads the page, so the price asked is the item's only one. Only where another price stands beside
// it: a crossed-out price alone stays.
import { removeElement } from 'domutils';
import { hasPrice } from './content';
import { $$, isElement, text, type Document } from './html';

/** Elements a shop crosses a price out with: the strike-through elements and the class names themes give them. */
const CROSSED = [
  'del',
  's',
  'strike',
  ...[
    'old-price',
    'price-old',
    'oldprice',
    'was-price',
    'price-was',
    'compare-at',
    'price--compare',
    'strikethrough',
  ].map((c) => `[class*="${c}" i]`),
].join(', ');

/** A discount's badge: "-29%", "−15 %". */
const DISCOUNT = /^[-−–]\s?\d{1,3}\s?%$/;

export function dropFormerPrices(doc: Document): void {
  for (const el of $$(CROSSED, doc)) {
    const crossed = text(el);
    if (crossed.length > 30 || !hasPrice(crossed)) continue;
    // the price asked: in the crossed price's parent (or the block over it), outside the crossed price
    const around = el.parent && isElement(el.parent) ? el.parent : undefined;
    const block = around?.parent && isElement(around.parent) ? around.parent : around;
    if (!block || !hasPrice(text(block).replace(crossed, ''))) continue;
    for (const badge of around ? $$('*', around).filter((b) => DISCOUNT.test(text(b))) : []) removeElement(badge);
    removeElement(el);
  }
}
