// Offerings are often laid out as sibling blocks of one shape, each opening with its name set apart (a heading of any
// rank, a "head" paragraph, a bold line) over what it is: an article per area of law, a card per treatment, a box per
// service of a tax office. Whatever their tags, such a run of blocks lists offerings where something names them: the
// heading before the run, the tab that shows its panel, or the page itself (a services page).
import { $$, childElements, text, textLines, type Document, type Element } from './html';
import { ENDS_SENTENCE } from './records';

/** A block's shape: its tag and its first class (utility classes after it vary: "border rounded-4" and
 * "border rounded-4 mt-5" are one shape). */
const shapeOf = (el: Element) => `${el.name}.${(el.attribs.class ?? '').trim().split(/\s+/)[0] ?? ''}`;

/** A numbered step ("01.初回相談", "Step 2", "01 Schritt 1"), not an offering. */
export const STEP = /^\s*(\d{1,2}\s*[.)．、]|(\d{1,2}\s+)?(step|stap|schritt|étape|paso|passo|etapa)\b)/i;

/** A heading short enough to label what follows (not a subtitle sentence under a page title). */
const labelLike = (t: string) => t.split(/\s+/).length <= 6 && t.length <= 60;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** An ordinal opening a line, set off by a dash, a dot in the middle or a slash ("01 — ", "2 · "). */
const ORDINAL = /^\d{1,2}\s*[—–·/|-]\s*/u;

/** The headings of a block, leaving out a link's label (a call to action's <h3> inside <a>). */
const headingsOf = (block: Element) =>
  $$('h1, h2, h3, h4, h5, h6', block).filter((h) => !$$('a', block).some((a) => a.children.includes(h)));

/** A block that is no single offering: a form's field, or a group holding two or more headings of its own (a menu's
 * "Antipasti" over its dishes; a heading inside a link is the link's label). */
const notOne = (block: Element) =>
  !!$$('input, select, textarea, label', block).length || headingsOf(block).length >= 2;

/**
 * A block's name: its first line, when an element of its own holds exactly that line (its heading, where it has one:
 * a line above the heading is a kicker, "Servizio Personalizzato" over "Tagli su Misura"), and a description follows
 * it: four words or more (ten characters of Japanese), where a label's value is one short line ("Region" / "Köln &
 * Umgebung", "E-Mail" / an address).
 */
function titleOf(block: Element): string | undefined {
  const lines = textLines(block);
  const first = lines[0];
  if (!first || STEP.test(first)) return undefined;
  const rest = lines.slice(1).join(' ');
  if (CJK.test(rest) ? rest.length < 10 : rest.split(/\s+/).filter(Boolean).length < 4) return undefined;
  const own = $$('*', block).find((el) => text(el) === first);
  const ownLine = !!own && !/^(a|button|li|td|th)$/.test(own.name);
  const heading = headingsOf(block)[0];
  // a heading written as a sentence describes the block, and the short line of its own above it names it, after
  // its ordinal ("01 — Personenbeförderung" over "Wo Sie hinmöchten, fahren wir hin.")
  if (heading && text(heading) !== first && ENDS_SENTENCE.test(text(heading)) && labelLike(first) && ownLine) {
    const name = first.replace(ORDINAL, '');
    return /^\p{L}/u.test(name) ? name : undefined;
  }
  // (a name opens with a letter: "1 / 34" counts slides, "30+ Prodotti" is a figure)
  if (!/^\p{L}/u.test(first)) return undefined;
  if (heading) return text(heading) === first ? first : undefined;
  return ownLine ? first : undefined;
}

/** A picture card's name: a block holding a picture and one line of text, that line ("<img>" over "Puertas
 * Automaticas"); a card whose line is a step or opens with no letter names nothing. */
function pictureName(block: Element): string | undefined {
  const lines = textLines(block);
  if (lines.length !== 1 || !$$('img, picture', block).length) return undefined;
  return STEP.test(lines[0]!) || !/^\p{L}/u.test(lines[0]!) ? undefined : lines[0];
}

/** The last heading short enough to label what follows that comes before `el` in the document (`order`). */
function labelBefore(el: Element, headings: Element[], order: Map<Element, number>): string | undefined {
  let label: string | undefined;
  for (const h of headings) {
    if ((order.get(h) ?? 0) >= (order.get(el) ?? 0)) break;
    if (labelLike(text(h))) label = text(h);
  }
  return label;
}

/** The label of the tab that shows a panel holding `el` (a link to "#id", aria-controls, a data target). */
function tabLabel(el: Element, doc: Document): string | undefined {
  for (let p: Element | null = el; p?.name; p = p.parent as Element | null) {
    const id = p.attribs?.id;
    if (!id) continue;
    const control = $$('a, button, [role="tab"]', doc).find(
      (c) =>
        c.attribs.href === `#${id}` ||
        c.attribs['aria-controls'] === id ||
        c.attribs['data-bs-target'] === `#${id}` ||
        c.attribs['data-target'] === `#${id}`,
    );
    if (control && text(control)) return text(control);
  }
  return undefined;
}

/**
 * The names of the offerings a page lists as runs of sibling blocks of one shape (two or more), every block opening
 * with a name (`isName`, not a numbered step) over more of its own, the names all different, where `names` matches
 * the heading before the run or the tab that shows it, or anywhere on a `servicePage`; and runs of three or more
 * picture cards (a picture and a name each) under a heading or tab `names` matches.
 */
export function titledBlocks(
  doc: Document,
  opts: {
    names: RegExp;
    isName: (t: string) => boolean;
    skip: (el: Element) => boolean;
    servicePage: boolean;
    /** a price: a priced block is a price list's row, read by the readers of prices */
    price: RegExp;
  },
): string[] {
  const all = $$('*', doc);
  const order = new Map(all.map((el, i) => [el, i]));
  const headings = $$('h1, h2, h3, h4, h5, h6', doc);
  const out: string[] = [];
  const seen = new Set<Element>();
  for (const parent of all) {
    const groups = new Map<string, Element[]>();
    for (const c of childElements(parent)) {
      if (!text(c) || /^(h[1-6]|p|span|a|li|tr|br|strong|b|em|img|script|style)$/.test(c.name)) continue;
      groups.set(shapeOf(c), [...(groups.get(shapeOf(c)) ?? []), c]);
    }
    for (const blocks of groups.values()) {
      if (blocks.length < 2) continue;
      if (blocks.some((b) => seen.has(b) || opts.skip(b) || notOne(b) || opts.price.test(text(b)))) continue;
      const named = (names: (string | undefined)[]): names is string[] =>
        names.every((t) => !!t && opts.isName(t)) && new Set(names).size === names.length;
      const label = () => tabLabel(blocks[0]!, doc) ?? labelBefore(blocks[0]!, headings, order);
      const titles = blocks.map(titleOf);
      // (picture cards, a picture and a name each, list offerings only in a run of three or more under a label that
      // names them: a page's photos with captions are no offerings)
      const pictures = blocks.map(pictureName);
      const names = named(titles)
        ? (opts.servicePage || opts.names.test(label() ?? '')) && titles
        : blocks.length >= 3 && named(pictures) && opts.names.test(label() ?? '') && pictures;
      if (!names) continue;
      blocks.forEach((b) => seen.add(b));
      out.push(...names);
    }
  }
  return out;
}
