// A list is often introduced by a line that names what it lists: "… bieten wir Ihnen folgende Leistungen:", "Our
// services include", "Especialidades:". Whatever that line's markup (a paragraph, a bold line, a heading of any
// rank), the list right after it lists the offerings.
import { $$, isElement, text, type Document, type Element } from './html';

const LIST = /^(ul|ol)$/;

/** The element before `el` among its siblings, passing text that is only space and elements with no text (a
 * paragraph the parser closed empty where a list opened inside it: "<p><ul>…"). */
function previousBlock(el: Element): Element | undefined {
  for (let p = el.prev; p; p = p.prev) {
    const e = p as Element;
    if (!isElement(e)) {
      if (((p as { data?: string }).data ?? '').trim()) return undefined;
      continue;
    }
    if (text(e)) return e;
  }
  return undefined;
}

/** Whether a line introduces what follows: it ends with a colon, or it is a heading or a bold line of its own. */
const introduces = (el: Element) =>
  /[:：]\s*$/.test(text(el)) ||
  /^(h[1-6]|strong|b)$/.test(el.name) ||
  /^(strong|b)$/.test(el.children.length === 1 ? ((el.children[0] as Element).name ?? '') : '');

/**
 * The lists whose introducing line (the block right before them, or their parent's, up one level) names offerings
 * (`names`, the services words of every language), or ends with a colon under a heading that names them, and
 * introduces them (a colon, a heading, a bold line). A line of more than 300 letters is prose, not an introduction.
 */
export function leadInLists(
  doc: Document,
  names: RegExp,
  skip: (el: Element) => boolean,
  /** the heading a block stands under */
  headingOf: (el: Element) => string | undefined,
): Element[] {
  const out: Element[] = [];
  for (const list of $$('ul, ol', doc)) {
    if (skip(list) || (list.parent as Element | null)?.name === 'li') continue;
    const lead =
      previousBlock(list) ??
      ((list.parent as Element)?.name === 'p' ? previousBlock(list.parent as Element) : undefined);
    if (!lead || LIST.test(lead.name) || text(lead).length > 300) continue;
    // the line names them, or it ends with a colon under a heading that does ("NOS SERVICES" / "nous assurons tous
    // les travaux suivants :")
    const named = names.test(text(lead)) || (/[:：]\s*$/.test(text(lead)) && names.test(headingOf(lead) ?? ''));
    if (named && introduces(lead)) out.push(list);
  }
  return out;
}
