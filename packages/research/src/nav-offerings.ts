// A site's navigation often lists its offerings: a menu entry that names the services ("Leistungen", "Diensten",
// "Servicios", "Angebot") opens a dropdown of one page per service, sometimes in groups or nested dropdowns. Its links
// are the offerings, whatever the markup (a list of lists, a mega menu of headed columns, a div of bare links), and so
// are the links a side menu lists under a title that names them.
import { $$, childElements, text, type Document, type Element } from './html';
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
