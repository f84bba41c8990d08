// A grid of cards that each lead to a page of their own (a picture, the offering's name and "VER MÁS", "Read more",
// "Mehr erfahren", all linking to that offering's page): the name is the text that differs from card to card, so the
// repeated call to action, in whatever language, is never taken for one.
import { $$, childElements as elements, text, textLines, type Element } from './html';
import { isArchive } from './links';

/** A card's shape: its tag and its children's tags and classes (a card's own class often names its item). */
const shape = (el: Element) =>
  `${el.name}>${elements(el)
    .map((c) => `${c.name}.${(c.attribs.class ?? '').replace(/\d+/g, '')}`)
    .join('+')}`;
const classes = (el: Element) => (el.attribs.class ?? '').split(/\s+/).filter((c) => c && !/\d/.test(c));
/** Cards of one kind: one shape, or one tag with a class in common ("cbp-item fisioterapia", "cbp-item osteopatia"). */
const alike = (a: Element, b: Element) =>
  shape(a) === shape(b) || (a.name === b.name && classes(a).some((c) => classes(b).includes(c)));
/** Where a link leads, without its fragment. */
const target = (a: Element) => (a.attribs.href ?? '').split('#')[0]!.replace(/\/$/, '');

const NAMING = 'a[href], h2, h3, h4, h5, h6, strong, b';
/** A card's links: those inside it, and, with `whole`, the card itself when the whole card is one link. */
const linksOf = (card: Element, whole: boolean) => [
  ...(whole && card.name === 'a' && card.attribs.href ? [card] : []),
  ...$$('a[href]', card),
];

/**
 * The names of cards of one kind, three or more side by side, each with a picture or a line beside its link, each
 * named by the innermost link or heading whose text no other card shares; where the name is a link, each card's leads
 * to a page of its own (none to a post). With `leadsTo`, every card holds a link it accepts (one to a page the menu
 * lists as an offering's own). With `offeringsHeaded` (a heading that names the offerings stands over `root`), a card
 * that is itself one link counts: elsewhere such cards are teasers for other pages (a bakery's "Torten", "Eis").
 */
export function linkedCards(
  root: Element,
  isName: (t: string) => boolean,
  skip: (el: Element) => boolean,
  leadsTo?: (a: Element) => boolean,
  offeringsHeaded = false,
): string[] {
  const out: string[] = [];
  for (const parent of [root, ...$$('*', root)]) {
    const kids = elements(parent).filter((k) => text(k));
    if (kids.length < 3 || !kids.every((k) => alike(k, kids[0]!)) || skip(parent)) continue;
    // (a card: a picture or a second line beside its link, not a list of links; a link with no text of its own is
    // stretched over a card whose picture the stylesheet paints)
    const pictured = (k: Element) => $$('img', k).length || $$('a[href]', k).some((a) => !text(a).trim());
    if (!kids.every((k) => linksOf(k, offeringsHeaded).length && (pictured(k) || textLines(k).length >= 2))) continue;
    if (leadsTo && !kids.every((k) => linksOf(k, offeringsHeaded).some(leadsTo))) continue;
    const namers = kids.map((k) => $$(NAMING, k).filter((x) => text(x) && !$$(NAMING, x).length));
    const shared = (t: string) => namers.every((ns) => ns.some((x) => text(x).toLowerCase() === t.toLowerCase()));
    // (a card of one line and an empty link is named by that line, whatever element holds it)
    const names = namers.map(
      (ns, i) =>
        ns.find((x) => !shared(text(x)) && isName(text(x))) ??
        (textLines(kids[i]!).length === 1 && isName(text(kids[i]!).trim()) ? kids[i] : undefined),
    );
    if (!names.every(Boolean)) continue;
    const links = names.filter((x) => x!.name === 'a').map((x) => target(x!));
    if (links.some((l) => !l || l.startsWith('#') || isArchive(l)) || new Set(links).size !== links.length) continue;
    out.push(...names.map((x) => text(x!).trim()));
  }
  return out;
}
