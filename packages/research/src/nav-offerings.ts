// A site's navigation often lists its offerings: a menu entry that names the services ("Leistungen", "Diensten",
// "Servicios", "Angebot") opens a dropdown of one page per service, sometimes in groups or nested dropdowns. Its links
// are the offerings, whatever the markup (a list of lists, a mega menu of headed columns, a div of bare links), and so
// are the links a side menu lists under a title that names them.
import { $, $$, childElements, text, type Document, type Element } from './html';
import { resolveHref } from './links';

/** A trail of pages ("Inicio > Servicios"): its links are where the page sits, never offerings. */
export const isTrail = (el: Element) => /(^|[\s_-])breadcrumbs?([\s_-]|$)/i.test(el.attribs?.class ?? '');

/** A menu entry's own label: its first child that is not its dropdown. */
function labelOf(entry: Element, dropdown: Element): Element | undefined {
  return childElements(entry).find((c) => c !== dropdown && !c.children.includes(dropdown) && text(c));
}

/** Where a link leads, resolved (resolveHref), without its fragment. */
const target = (href: string | undefined, pageUrl: string) => resolveHref(href, pageUrl)?.href.replace(/#.*$/, '');

/** An entry's dropdown: the one child list, or child block, that holds links of its own. */
function dropdownOf(entry: Element): Element | undefined {
  const blocks = childElements(entry).filter((c) => /^(ul|ol|div|nav)$/.test(c.name) && $$('a[href]', c).length >= 2);
  return blocks.length === 1 ? blocks[0] : undefined;
}

/** A link to a page of the site itself (a relative path, or an absolute one on the page's host), not an anchor. */
const ownPage = (href: string | undefined, pageUrl: string) =>
  !!href && !href.trim().startsWith('#') && resolveHref(href, pageUrl)?.host === new URL(pageUrl).host;

/**
 * Whether an element stands in a list that is a menu whatever its markup or class: each item nothing but one link, to
 * a page of the site or, the page's own entry, to "#" ("Accueil", "Maçonnerie", "Charpente", …, "Contact"), three
 * of them to pages.
 */
export function inPageList(el: Element, pageUrl: string): boolean {
  for (let p: Element | null = el; p?.name; p = p.parent as Element | null) {
    if (!/^(ul|ol)$/.test(p.name)) continue;
    const links = childElements(p).map((li) => {
      const a = $$('a[href]', li);
      return li.name === 'li' && a.length === 1 && text(li) === text(a[0]!) ? a[0]!.attribs.href!.trim() : undefined;
    });
    return (
      links.every((h) => h !== undefined && (h.startsWith('#') || ownPage(h, pageUrl))) &&
      links.filter((h) => ownPage(h, pageUrl)).length >= 3
    );
  }
  return false;
}

/** An offering a menu lists: its name and the page it opens (without its fragment). */
export interface NavOffering {
  name: string;
  to: string;
}

/**
 * The offerings a page's menus list: the links to the site's own pages inside the dropdown of every menu entry whose
 * label `names` calls the offerings, nested dropdowns and a mega menu's column heads included. `isName` keeps the
 * texts that can name one; the entry's own label repeated as the dropdown's first link ("Angebot"), or a link to
 * the page the label opens ("Übersicht"), is not one.
 */
export function navOfferings(
  doc: Document,
  pageUrl: string,
  names: RegExp,
  isName: (t: string) => boolean,
): NavOffering[] {
  const out: NavOffering[] = [];
  for (const entry of $$('li, div', doc)) {
    const dropdown = dropdownOf(entry);
    if (!dropdown) continue;
    const labelEl = labelOf(entry, dropdown);
    const own = labelEl ? text(labelEl) : '';
    if (!own || own.length > 40 || !names.test(own)) continue;
    // (a link to the page the label itself opens is the overview of them all: "Übersicht", "All services")
    const overview = target((labelEl?.name === 'a' ? labelEl : $$('a[href]', labelEl!)[0])?.attribs.href, pageUrl);
    for (const a of $$('a[href]', dropdown)) {
      if (!ownPage(a.attribs.href, pageUrl)) continue;
      const name = text(a);
      const to = target(a.attribs.href, pageUrl);
      if (to && isName(name) && name.toLowerCase() !== own.toLowerCase() && to !== overview) out.push({ name, to });
    }
  }
  // a menu written as a column of blocks, a title over the links that follow it ("Terapias" / Acupuntura / Ofurô…)
  for (const menu of $$('div, nav, aside, ul', doc)) {
    let open = false;
    for (const block of childElements(menu)) {
      // (a block may be a bare link itself, the menu a title over links with no list around them)
      const links = block.name === 'a' && block.attribs.href ? [block] : $$('a[href]', block);
      if (!links.length) {
        const title = text(block);
        open = !!title && title.length <= 40 && names.test(title);
        continue;
      }
      if (!open || isTrail(block) || links.some((a) => !ownPage(a.attribs.href, pageUrl))) continue;
      for (const a of links) {
        const to = target(a.attribs.href, pageUrl);
        if (to && isName(text(a))) out.push({ name: text(a), to });
      }
    }
  }
  return out.filter((o, i) => out.findIndex((x) => x.name === o.name) === i);
}

/** What separates a title's parts: "Gutter Cleaning | Affordable Roof Cleaning", "Plomberie - Création". */
const TITLE_PARTS = /\s+[|｜–—-]\s+|\s*[|｜]\s*/;

/** A title as compared: its words in lower case, without the colon or stop that closes it ("Nos Engagements :"). */
const asTitle = (t: string) =>
  t
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[\s:.!]+$/, '')
    .trim();

/** Whether two texts are one title ("CODE DE LA ROUTE", "Code de la route"). */
export const sameTitle = (a: string, b: string) => asTitle(a) === asTitle(b);

/** The parts of a page's <title>: "Macelleria Clerici | Carni Fresche…" names the business, then the page. */
export const titleParts = (doc: Document) => text($('title', doc)).split(TITLE_PARTS).filter(Boolean);

/**
 * The page's own title, as the page writes it, when an entry of its menu (`inMenu`) leads to the page itself and is
 * named as the page titles itself: by a title heading (h1) outside the menus or the first text of its content (a
 * heading below the menus, a hero's line written as a paragraph). "Code de la route" opening a page whose h1 is "Code
 * de la route", "Gutter Cleaning" one whose content opens with it; with the label of the menu entry whose dropdown holds
 * the entry. The entry may stand in the menu of another page read (`elsewhere`) when the page's own menu leaves it out.
 */
export function menuTitled(
  doc: Document,
  pageUrl: string,
  inMenu: (el: Element) => boolean,
  elsewhere: { doc: Document; url: string }[] = [],
): { name: string; under?: string } | undefined {
  const page = target(pageUrl, pageUrl);
  // (a link to a section of the page, "#contact", leads to no page of its own; the logo, a link around a heading or
  // an image, names the business)
  const entriesIn = (d: Document, url: string) =>
    $$('a[href]', d).filter(
      (a) =>
        inMenu(a) &&
        !a.attribs.href!.trim().startsWith('#') &&
        target(a.attribs.href, url) === page &&
        !$$('h1, h2, h3, h4, h5, h6, img', a).length,
    );
  // (a page whose menu leads to the site's other pages but leaves its own entry out, or points it at "#", is named
  // by the entry of another page's menu that opens it)
  const ownMenu = $$('a[href]', doc).some((a) => inMenu(a) && ownPage(a.attribs.href, pageUrl));
  const own = entriesIn(doc, pageUrl);
  const entries = own.length || !ownMenu ? own : elsewhere.flatMap((d) => entriesIn(d.doc, d.url));
  if (!entries.length) return undefined;
  const content = $$('body *', doc).find(
    (el) =>
      !/^(script|style|noscript|template)$/.test(el.name) &&
      !inMenu(el) &&
      el.children.some((c) => c.type === 'text' && c.data.trim()),
  );
  const titles = [
    ...$$('h1', doc)
      .filter((h) => !inMenu(h))
      .map((h) => text(h)),
    ...(content ? [text(content)] : []),
  ].filter(Boolean);
  for (const a of entries) {
    const found = titles.find((t) => sameTitle(t, text(a)));
    if (!found) continue;
    const under = dropdownLabel(a);
    return { name: found.replace(/[\s:]+$/, ''), ...(under ? { under } : {}) };
  }
  return undefined;
}

/**
 * The entries of a page's menus (`inMenu`) that open other pages of the site, in their order, each page once: their
 * names, the pages they open, and the label of the menu entry whose dropdown holds them.
 */
export function menuEntries(
  doc: Document,
  pageUrl: string,
  inMenu: (el: Element) => boolean,
): (NavOffering & { under?: string })[] {
  const out: (NavOffering & { under?: string })[] = [];
  for (const a of $$('a[href]', doc)) {
    const to = target(a.attribs.href, pageUrl);
    const name = text(a);
    if (!to || !inMenu(a) || !ownPage(a.attribs.href, pageUrl) || !name || $$('h1, h2, h3, h4, h5, h6, img', a).length)
      continue;
    if (out.some((e) => e.to === to)) continue;
    const under = dropdownLabel(a);
    out.push({ name, to, ...(under ? { under } : {}) });
  }
  return out;
}

/** The label of the menu entry whose dropdown holds a link ("Standorte" over "Keltern-Weiler"), if any. */
function dropdownLabel(a: Element): string | undefined {
  for (let el = a.parent as Element | null; el?.parent; el = el.parent as Element | null) {
    const entry = el.parent as Element;
    if (entry.name !== 'li' || dropdownOf(entry) !== el) continue;
    const label = labelOf(entry, el);
    return label ? text(label) : undefined;
  }
  return undefined;
}
