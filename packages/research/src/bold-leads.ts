// Offerings written as paragraphs or list items that each open with their name in bold, then what it is:
// "<p><b>Electroterapia</b>: aplicación de corrientes…</p>", "<li><strong>Stampa F24</strong></li>". Two or more
// sibling blocks led so, most of their siblings, make a list of offerings; a bold word inside a sentence, a field's
// label over a phone, an address or hours ("<b>Telefon:</b> 0123 45") never does.
import { childElements, text, type Element } from './html';

export interface BoldLead {
  name: string;
  description?: string;
}

/** What may follow a name set in bold: nothing, a colon, semicolon, dash or full stop, or a parenthesis. */
const AFTER_NAME = /^(?:$|\s*[:;–—-]|\s*\(|\.\s)/u;
/** A description as sentences write it: words, not a number, an address, a time or an email. */
const prose = (t: string) => t.split(/\s+/).length >= 4 && !/@|\d{3,}|\d{1,2}[:.h]\d{2}/.test(t);

/** A block's bold lead: its first child element, bold, naming it, followed by what describes it or by nothing. */
function leadOf(block: Element, isName: (t: string) => boolean): BoldLead | undefined {
  const first = block.children.find((c) => (c as Element).name || ((c as { data?: string }).data ?? '').trim());
  const bold = first as Element | undefined;
  if (!bold?.name || !/^(b|strong)$/.test(bold.name)) return undefined;
  const name = text(bold).replace(/[\s:;.,–—-]+$/u, '');
  const rest = text(block).slice(text(bold).length).trim();
  // (the bold may hold the mark that closes the name: "<strong>Stampa F24;</strong> Con il solo invio…")
  const closed = /[:;.–—-]\s*$/u.test(text(bold));
  if (!isName(name) || name.split(/\s+/).length > 8 || !(closed || AFTER_NAME.test(rest))) return undefined;
  const description = rest.replace(/^[\s:;.–—-]+/u, '');
  if (description && !prose(description)) return undefined;
  return { name, ...(description ? { description } : {}) };
}

/** The offerings of the sibling blocks under `parent` that open with their name in bold. */
export function boldLeads(parent: Element, isName: (t: string) => boolean): BoldLead[] {
  const blocks = childElements(parent).filter((c) => /^(p|li|div)$/.test(c.name) && text(c));
  const leads = blocks.map((b) => leadOf(b, isName)).filter((l): l is BoldLead => !!l);
  return leads.length >= 2 && leads.length * 2 > blocks.length ? leads : [];
}
