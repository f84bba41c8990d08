// A list is often introduced by a line that names what it lists: "… bieten wir Ihnen folgende Leistungen:", "Our
// services include", "Especialidades:". Whatever that line's markup (a paragraph, a bold line, a heading of any
// rank), the list right after it lists the offerings.
import { $$, childElements, isElement, text, textLines, type Document, type Element } from './html';

const LIST = /^(ul|ol)$/;
/** A line ending with a colon, as one that introduces what follows it does. */
const COLON = /[:：]\s*$/;
/** A line of more than 300 letters is prose, not an introduction. */
const PROSE = 300;

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

/** A sentence that says a list follows it, in each language ("… the following services.", "folgende Leistungen an.",
 * "les prestations suivantes.", "los siguientes servicios.", "i seguenti servizi.", "de volgende diensten",
 * "os seguintes serviços.", 以下の施術を…。): it introduces what follows as a colon does. */
const FOLLOWING =
  /(?<![\p{L}])(?:the following|following|(?:nach)?folgenden?|suivante?s|ci-dessous|siguientes|a continuación|seguenti|di seguito|volgende|hieronder|seguintes|abaixo)(?![\p{L}])[^.!?。]*[.。]\s*$|(?:以下|下記)[^。]*。\s*$/iu;

/** Whether a line introduces what follows: it ends with a colon or says a list follows, or it is a heading or a bold
 * line of its own. */
const introduces = (el: Element) =>
  COLON.test(text(el)) ||
  FOLLOWING.test(text(el)) ||
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
    if (!lead || LIST.test(lead.name) || text(lead).length > PROSE) continue;
    // the line names them, or it ends with a colon under a heading that does ("NOS SERVICES" / "nous assurons tous
    // les travaux suivants :")
    const named = names.test(text(lead)) || (COLON.test(text(lead)) && names.test(headingOf(lead) ?? ''));
    if (named && introduces(lead)) out.push(list);
  }
  return out;
}

/** A row's name: the words before a dash or colon that open it ("Bébés nageurs - pour familiariser…"), or all of it
 * when it is short; a few words, no figure, and no line that introduces others. */
function rowName(row: string, isName: (t: string) => boolean): string | undefined {
  if (COLON.test(row)) return undefined;
  const name = /^(.{2,60}?)\s?(?:\s[–—-]|:)\s+\S/u.exec(row)?.[1] ?? row;
  return isName(name) && name.split(/\s+/).length <= 8 && !/\d/.test(name) ? name : undefined;
}

/** The names of a run of rows, up to the first that gives none: three or more make a list. */
function runNames(rows: string[], isName: (t: string) => boolean): string[] {
  const names: string[] = [];
  for (const row of rows) {
    const name = rowName(row, isName);
    if (!name) break;
    names.push(name);
  }
  return names.length >= 3 ? names : [];
}

/**
 * Offerings written after a line that names them and introduces them with a colon, with no list markup: the run of
 * sibling blocks of one shape right after its paragraph ("nous proposons :" over rows of an icon and "<em>Bébés
 * nageurs</em> - pour …"), or the lines after it in its own block ("Our services include:<br>Air freight<br>Sea
 * freight<br>…"). Each row gives the words before its dash or colon, or all of it when short.
 */
export function leadInRows(
  doc: Document,
  names: RegExp,
  skip: (el: Element) => boolean,
  isName: (t: string) => boolean,
): string[] {
  const out: string[] = [];
  const shape = (el: Element) => `${el.name}.${el.attribs.class ?? ''}`;
  for (const lead of $$('p', doc)) {
    const line = text(lead);
    if (skip(lead) || line.length > PROSE || !COLON.test(line) || !names.test(line)) continue;
    const siblings = childElements(lead.parent as Element);
    const after = siblings.slice(siblings.indexOf(lead) + 1);
    const first = after[0];
    // (a list after it is read as one: leadInLists)
    if (!first || LIST.test(first.name) || /^h[1-6]$/.test(first.name)) continue;
    const end = after.findIndex((el) => shape(el) !== shape(first));
    const rows = after.slice(0, end < 0 ? after.length : end);
    if (!rows.some(skip)) out.push(...runNames(rows.map(text), isName));
  }
  for (const block of $$('p, div, td', doc)) {
    if (skip(block) || !block.children.some((c) => (c as Element).name === 'br')) continue;
    const lines = textLines(block);
    const at = lines.findIndex((l) => l.length <= PROSE && COLON.test(l) && names.test(l));
    if (at >= 0) out.push(...runNames(lines.slice(at + 1), isName));
  }
  return out;
}
