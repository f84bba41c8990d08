// Records by structure, not by vocabulary: a menu, a price list, a product range or a service list is a run of
// sibling blocks of one shape (cards, list items, table rows, definition-list entries, name-and-price pairs in any
// elements). Siblings are grouped by their tag-and-class signature (as MDR/DEPTA find data records); each record
// gives a name, its price as written and a description, and the heading it sits under is its category.
import { LOCAL_DAYS, WEEKDAYS } from '@sgs/contracts';
import { prevElementSibling } from 'domutils';
import { $$, childElements, isElement, text, textLines, type Document, type Element } from './html';

export interface PageRecord {
  name: string;
  price?: string;
  description?: string;
  /** the heading the record sits under, as written */
  category?: string;
}

export interface RecordRules {
  /** a price as a page writes it (any currency, before or after the amount) */
  price: RegExp;
  /** whether a text can name an item (length, not a navigation word, not a sentence) */
  isName: (t: string) => boolean;
  /** whether an element stands in navigation, header, footer or page furniture */
  inChrome: (el: Element) => boolean;
  /** a description without a price that stands apart from its sentences */
  describe: (t: string) => string;
}

const HEADING = /^h[1-6]$/;
const HEADINGS = 'h1, h2, h3, h4, h5, h6';
/** Elements the markup marks as a price, in the languages research reads ("price", "prezzo", "prijs", "Preis", "prix"…). */
export const PRICE_MARK = ['price', 'cost', 'prezz', 'prijs', 'preis', 'prix', 'precio', 'preco', 'preço']
  .map((w) => `[class*="${w}" i]`)
  .join(', ');
/** A text written as a sentence: it closes with a stop (a heading that describes, not names). */
export const ENDS_SENTENCE = /[.!?。！？]$/u;
/** Containers whose repeated blocks are people, quotes or posts, not offerings. */
const NOT_OFFERINGS =
  /(^|[\s_-])(reviews?|testimonials?|team|staff|people|members?|carts?|checkout|basket|totals?|equipo|equipe|mitarbeiter|squadra|medewerkers|blog|posts?|news|articles?|comments?|gallery|social|partners?|logos?|faqs?|nav|menu-(main-menu|primary|header|footer)|breadcrumbs?|features?|benefits?|vorteile?|avantages?|ventajas?|vantaggi|voordelen|vantagens?|values?|why|usps?|highlights?|stats?|steps?|process|icons?|awards?)([\s_-]|$)/i;

/**
 * A utility class that colours an element ("bg-background-highlight", "md:text-accent", "border-gray-100"): it says
 * how the block looks, never what it holds. (Spacing and size prefixes stay words: Japanese FLOCSS writes "p-staff",
 * "p-news" for a project's blocks.)
 */
const UTILITY_CLASS =
  /^(?:[\w-]+:)*-?(?:bg|text|border|from|via|to|ring|shadow|fill|stroke|outline|divide|decoration|accent|caret|placeholder)-/;

/** An element's class and id words, without the ones that number one instance ("post-8", a CMS's id of the page
 * itself, says nothing of what the page holds) and the utility classes that only style it. */
const marks = (el: Element | undefined) => {
  const words = `${el?.attribs?.class ?? ''} ${el?.attribs?.id ?? ''}`.split(/\s+/);
  // (a CMS's page is written as a post: "post_item_single post_type_page", "type-page"; its "post_content" holds the
  // page's own content)
  if (words.some((w) => /^(post[-_])?type[-_]page$/i.test(w))) return '';
  return words
    .filter(
      (w) =>
        !/^[\p{L}_-]+-\d+$/u.test(w) &&
        !/^post[-_](content|body|text|inner|entry|wrap(per)?)$/i.test(w) &&
        !UTILITY_CLASS.test(w),
    )
    .join(' ');
};

/** The marks of a block and of the one element it wraps, and so on (<div class="slide"><div class="st-member">…). */
const wrapped = (el: Element): string => {
  const only = childElements(el);
  return only.length === 1 ? `${marks(el)} ${wrapped(only[0]!)}` : marks(el);
};

/** A block shown as a slider: mostly photos or quotes, though a heading naming the offerings may head one of cards. */
const SLIDER = /(^|[\s_-])(slider|carousel|swiper)([\s_-]|$)/i;

/**
 * Whether an element stands in a block of people, quotes, posts or selling points, or is a link to another page; or
 * in a slider, unless `offeringsHeaded` (the block stands under a heading that names the offerings: a slider is how
 * its cards are shown, not what they are).
 */
export function notOffering(el: Element, offeringsHeaded = false): boolean {
  for (let p: Element | null = el; p?.name; p = p.parent as Element | null) {
    if (p.name === 'a' && p !== el && p.attribs.href && !p.attribs.href.startsWith('#')) return true;
    if (NOT_OFFERINGS.test(marks(p)) || (!offeringsHeaded && SLIDER.test(marks(p)))) return true;
  }
  return false;
}

/** A card whose one picture's alt text names what its heading names ("le moelleux au chocolat" over "Le moelleux
 * au chocolat"): a product tile, where a selling point's picture is an icon. */
function picturesItsName(card: Element): boolean {
  const imgs = $$('img', card);
  const heading = $$('h2, h3, h4, h5, h6', card)[0];
  if (imgs.length !== 1 || !heading) return false;
  const norm = (t: string) => t.toLowerCase().replace(/\s+/g, ' ').trim();
  const alt = norm(imgs[0]!.attribs.alt ?? '');
  const name = norm(text(heading));
  return alt.length >= 3 && name.length >= 3 && (alt.includes(name) || name.includes(alt));
}

/** A card's picture: an image, or an element painted with one (`style="background-image: url(…)"`). */
const pictured = (card: Element) =>
  $$('img', card).length >= 1 || $$('[style*="background-image" i]', card).length >= 1;
/** A card named by one heading of any rank, with at most a subtitle of lower rank under it ("<h2>…</h2><h5>…</h5>";
 * a section whose heading is over cards of their own is no card). */
const namedOnce = (card: Element) => {
  const headings = $$(HEADINGS, card);
  return headings.length === 1 || (headings.length === 2 && headings[1]!.name > headings[0]!.name);
};

/** The shape of a block: its tag, its classes (numbers left out) and the tags of its children. */
export function signature(el: Element): string {
  // (a class that repeats the block's own id names that one block, not its shape: <div class="hotel col-md-4"
  // id="hotel"> among its siblings)
  const id = el.attribs.id?.toLowerCase();
  const classes = (el.attribs.class ?? '')
    .split(/\s+/)
    .filter(
      (c) =>
        c &&
        !/\d/.test(c) &&
        c.toLowerCase() !== id &&
        !/^(active|current|selected|first|last|odd|even|show|open|hidden)$/i.test(c),
    )
    .sort()
    .join('.');
  return `${el.name}.${classes}`;
}

/** The element naming a record: the first candidate of one line or holding no other (a "menu-item-name" block that
 * also holds the description gives way to the <strong> inside it; "<h2><small>2020</small><br>Welschriesling</h2>"
 * stays the name; so does a heading of any rank that bolds part of its name, "<h1>Spaziergang <strong>einzel</strong>"),
 * else the first candidate. */
const nameElement = (el: Element, price: RegExp) => {
  const found = $$('h1, h2, h3, h4, h5, h6, dt, strong, b, [class*="name" i], [class*="title" i]', el).filter(
    (x) => !/price|cost/i.test(x.attribs.class ?? '') && text(x) && !price.test(text(x)),
  );
  const holdsAnother = (x: Element) => found.some((y) => y !== x && $$('*', x).includes(y));
  return found.find((x) => textLines(x).length === 1 || !holdsAnother(x)) ?? found[0];
};

/**
 * Marks that decorate a name without being its words, at its edges: pictographs and emoji ("🍕 Pizze", "💇‍♂️ Coupe")
 * with their joiners and modifiers, and after the name the footnote marks a menu ties to its notes ("Spareribs**",
 * "Kip Piri Piri*" over "*Naar wens zonder Piri Piri"). A sign that is part of a name's words stays: "Curlsys®".
 */
const PICTOGRAPH = String.raw`(?:(?![©®™])\p{Extended_Pictographic}|\p{Emoji_Modifier}|\u200d|\ufe0f|\u20e3)`;
const DECORATION = new RegExp(String.raw`^(?:${PICTOGRAPH}|\s)+|(?:${PICTOGRAPH}|[\s*†‡])+$`, 'gu');
export const undecorated = (name: string) => name.replace(DECORATION, '').trim() || name;

/** A note's element after a name: set small, or classed as a note ("<span class="meta">incl. styling</span>"). */
const NOTE_CLASS = /note|meta|desc|detail|hint|sub/i;

/** A naming element's words without the note it ends with ("Knippen (droog)<small>Zonder wassen</small>"). */
function nameText(el: Element): string {
  const t = text(el);
  const note = childElements(el).at(-1);
  if (!note || !(note.name === 'small' || NOTE_CLASS.test(note.attribs.class ?? '')) || !text(note)) return t;
  if (!t.endsWith(text(note))) return t;
  return t.slice(0, -text(note).length).trim() || t;
}

/** A heading's own words, without the <small> a heading adds beside them ("Mittagsangebot <small>Mo-Fr 11-17</small>")
 * or the note in brackets it ends with. */
function headingText(h: Element): string {
  let t = text(h);
  for (const small of $$('small', h)) t = t.replace(text(small), ' ');
  // (and without a note it sets apart in brackets after them, "Getränke <span>(Zzgl. Pfand)</span>")
  const last = childElements(h).at(-1);
  if (last && /^\(.+\)$/.test(text(last)) && t.trim().endsWith(text(last))) t = t.replace(text(last), ' ');
  // (a heading that introduces its list ends in a colon: "Vorspeise:")
  return t.replace(/\s+/g, ' ').replace(/\s?:$/, '').trim() || text(h);
}

/** A block of one short line that labels (a group's name), not a sentence that describes: "Dames", "カット". */
const shortLabel = (el: Element) => {
  const t = text(el);
  return (
    textLines(el).length === 1 &&
    !/[.!?。！？♪:]$/.test(t) &&
    (CJK.test(t) ? t.length <= 15 : t.length <= 40 && t.split(/\s+/).length <= 5)
  );
};

/** A table's heading row (a <thead>, or a row of one cell that is a header cell or holds a bold or heading name, and
 * no price) names the rows after it: its bold or first line, as a price list writes "<th><span>Cut</span><br>cut and
 * blow-dry</th>" or "<td colspan=2><b>Haircut</b><small>(incl. consulting)</small></td>". */
function headingRow(n: Element, price?: RegExp): string | undefined {
  const row = n.name === 'thead' ? $$('tr', n) : n.name === 'tr' ? [n] : [];
  if (row.length !== 1) return undefined;
  const cells = $$('td, th', row[0]!);
  if (cells.length !== 1) return undefined;
  const cell = cells[0]!;
  const t = text(cell);
  // (a header cell may note a price in its second line: "カラー<br>… (カット無しは-¥1,000です)")
  if (!t || (cell.name !== 'th' && price && price.test(t))) return undefined;
  const bold = $$('h1, h2, h3, h4, h5, h6, b, strong', cell)[0];
  // (or a cell spanning the row's columns: "<td class=cellule_categorie colspan=2><p>Dames</p></td>")
  if (cell.name !== 'th' && !bold && !(Number(cell.attribs.colspan) >= 2 && shortLabel(cell))) return undefined;
  return bold ? headingText(bold) : textLines(cell)[0];
}

/** A block whose class names it a title ("restaurant-menu-title", "section-heading", "categoria"), of one short line. */
const TITLE_CLASS = /title|heading|categor|titel|titulo|titre|titolo/i;
/** A title a block gives the records after it: a heading, a table's heading row, or a short line classed as a title. */
function titleOf(n: Element, price: RegExp): string | undefined {
  if (HEADING.test(n.name) || n.attribs.role === 'heading') return headingText(n) || undefined;
  const row = headingRow(n, price);
  if (row) return row;
  const t = text(n);
  if (!t || t.length > 60 || price.test(t) || textLines(n).length !== 1 || $$('a[href]', n).length) return undefined;
  return TITLE_CLASS.test(n.attribs.class ?? '') ? t : undefined;
}
/** A block of two parts, a label of one or two letters or digits and a price ("<p>S</p><p>¥6050</p>"): a size's row. */
const sizeRow = (el: Element, price: RegExp) => {
  const parts = childElements(el).map(text).filter(Boolean);
  return (
    parts.length === 2 &&
    /^[\p{L}\p{N}]{1,2}$/u.test(parts[0]!) &&
    new RegExp(`^(?:${price.source})$`, 'i').test(parts[1]!)
  );
};
/** An amount written with its cents and without a currency: "14,90", "7.50". */
const CENTS = /^\d{1,4}[.,]\d{2}$/;
/** An element without child elements. */
const leaves = (el: Element) => $$('*', el).filter((x) => !childElements(x).length);
/**
 * A record's amount written without its currency in an element of the shape its siblings of its shape write their
 * prices in ("<h1 class=dinheiro>R$14,90</h1>" in one card, "<h1 class=dinheiro>14,90</h1>" in the next).
 */
function priceByShape(el: Element, price: RegExp): Element | undefined {
  const bare = new RegExp(`^(?:${price.source})$`, 'i');
  const shapes = new Set(
    childElements(el.parent as Element)
      .filter((o) => o !== el && signature(o) === signature(el))
      .flatMap((o) => leaves(o).filter((x) => x.attribs.class && bare.test(text(x))))
      .map(signature),
  );
  const found = leaves(el).filter((x) => shapes.has(signature(x)) && CENTS.test(text(x)));
  return found.length === 1 ? found[0] : undefined;
}
/** A label of one to four words standing alone just before a list ("<span>Technique</span><ul>…"): a sub-group. */
function labelOf(n: Element, price: RegExp): string | undefined {
  const t = text(n);
  if (!t || textLines(n).length !== 1 || price.test(t) || $$('a[href], img', n).length) return undefined;
  if (!/^(span|p|div|strong|b|em|label|dt)$/.test(n.name) || /[.!?,;。！？、]$/.test(t)) return undefined;
  return t.split(/\s+/).length <= 4 && t.length <= 40 && (t.length >= 3 || CJK.test(t)) ? t : undefined;
}
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/** A duration as a price list writes one ("30 min", "60 mins", "1h30", "90 Minuten", "45分", "1時間"): a record's detail
 * or the label of one of its prices, never its name. */
const DURATION =
  /\d{1,3}(?:[.,]\d)?\s?(?:mins?\.?|minutes?|minuten|minuti|minutos|h|hrs?|hours?|heures?|horas?|ore|ora|std\.?|stunden?|uur|分|時間)(?:\s?\d{2})?/iu;
const durationOnly = new RegExp(`^${DURATION.source}$`, 'iu');
/** A name's duration written after it ("Rasage crânien — 30 min"): [name, duration], else undefined. */
const timedName = (name: string) => {
  const m = new RegExp(`^(.+?)\\s+[—–-]\\s+(${DURATION.source})$`, 'iu').exec(name);
  return m ? [m[1]!, m[2]!] : undefined;
};

/** A tab's panel names its records by the tab that shows it (`aria-labelledby`, or the control pointing at its id). */
function tabLabel(panel: Element): string | undefined {
  if (panel.attribs.role !== 'tabpanel' && !/(^|\s)tab-pane(\s|$)/.test(panel.attribs.class ?? '')) return undefined;
  let root: Element = panel;
  while (root.parent && (root.parent as Element).name) root = root.parent as Element;
  const id = panel.attribs.id;
  const by = panel.attribs['aria-labelledby'];
  const quote = (v: string) => JSON.stringify(v);
  const control =
    (by && $$(`[id=${quote(by)}]`, root)[0]) ||
    (id &&
      $$(
        `[href=${quote(`#${id}`)}], [data-bs-target=${quote(`#${id}`)}], [data-target=${quote(`#${id}`)}], [aria-controls=${quote(id)}]`,
        root,
      ).find((c) => c !== panel));
  return control ? text(control) || undefined : undefined;
}

const INLINE = /^(span|em|i|b|strong|small|a|mark|cite|q|data)$/;
/** Whether a block writes text of its own beside its child elements ("Expresso<div>…</div>"). */
const ownText = (el: Element) =>
  el.children.some((c) => c.type === 'text' && (c as unknown as { data: string }).data.trim());
/**
 * A record written as parts side by side and nothing else (<li><span>Nero</span><span>fior di latte…</span>
 * <span>12,00</span></li>): its first part that is no price is its name.
 */
function firstPart(el: Element, price: RegExp): Element | undefined {
  const parts = childElements(el);
  if (ownText(el) || parts.length < 2 || !parts.every((p) => INLINE.test(p.name))) return undefined;
  return parts.find((p) => text(p) && !price.test(text(p)) && !/^\D{0,4}\d[\d.,]*\D{0,5}$/.test(text(p)));
}

/** Whether a block, or a block of its shape before it among its siblings, holds a price. */
function pricedFrom(el: Element, price: RegExp): boolean {
  for (let n: Element['prev'] = el; n; n = n.prev)
    if (isElement(n) && signature(n) === signature(el) && price.test(text(n))) return true;
  return false;
}

/**
 * The heading a record sits under: the nearest title before it, among its and its ancestors' earlier siblings (other
 * records and their descriptions stepped over). A block of an earlier section (one with prices) ends the search at
 * its level; a label standing alone before a list names it; a tab's panel is named by its tab.
 */
function categoryOf(record: Element, records: Set<Element>, price: RegExp): string | undefined {
  let el: Element | null = record;
  // (up to the document: a page without a <body> tag has none to stop at)
  for (let depth = 0; depth < 6 && isElement(el); depth++, el = el.parent as Element | null) {
    let first = true;
    for (let n = el.prev; n; n = n.prev) {
      if (!isElement(n)) continue;
      if (records.has(n)) continue;
      // (a block of the record's own shape that holds a price is another record, one read otherwise, not a title:
      // "<h4>-Bier 25cl = 5€ 50cl = 7.50€</h4>" before "<h4>-Cola 3.50€</h4>"; so is a heading of the record's own
      // shape without a price among priced ones, "<h4>-Nuggets mit Pommes</h4>"; a row heading the rows after it, or
      // a block holding a heading, heads a group of its own)
      const sameShape = depth === 0 && signature(n) === signature(record) && !$$(HEADINGS, n).length;
      if (sameShape && (price.test(text(n)) || (pricedFrom(n, price) && (HEADING.test(n.name) || !titleOf(n, price)))))
        continue;
      // (a label among the records themselves is one when it is marked apart: a class, or bold)
      const apart = depth > 0 || !!n.attribs.class || /^(b|strong)$/.test(n.name);
      const title = titleOf(n, price) ?? (first && apart ? labelOf(n, price) : undefined);
      first = false;
      // (a heading written as a sentence is the group's tagline: the short label over it names the group,
      // "<p>Trattamenti viso</p><h2>Cura e luminosità per la tua pelle.</h2>")
      if (title && HEADING.test(n.name) && ENDS_SENTENCE.test(title)) {
        const over = prevElementSibling(n);
        if (over && !HEADING.test(over.name) && shortLabel(over) && !price.test(text(over))) return text(over);
      }
      if (title) return title;
      const inner = $$('h1, h2, h3, h4, h5, h6', n).at(-1);
      // (a group's head that sums its prices up, "<h2>Trattamenti</h2><span>5 €</span>–<span>140 €</span>", is its
      // title; a block with prices beside its heading otherwise is an earlier section)
      if (inner && price.test(text(n)) && !summaryHead(n, inner, price)) break;
      // (a title outranks its records' own headings: a block before them headed at their rank or below is a card of
      // another shape, "<div class=card><h5>Diseño de Sonrisa</h5>…" before the <h3> cards, not their category)
      const own = $$('h1, h2, h3, h4, h5, h6', record)[0];
      // (a block that is only its heading is a title at any rank: "<div class=row><h1>Long Neck</h1></div>" over
      // cards named in <h1>s)
      if (inner && own && inner.name >= own.name && text(n) !== text(inner)) break;
      if (inner) return headingText(inner) || undefined;
    }
    const tab = tabLabel(el);
    if (tab) return tab;
    if (el.parent && /^(body|main)$/.test((el.parent as Element).name ?? '')) break;
  }
  return record.name === 'tr' ? columnLabel(record, price) : undefined;
}

/**
 * A table row's group as its table's label row names it, where no title stands over the table: the label over the
 * row's name ("Bier | Prijs" over "Heineken | €0,75", "# | Lavar-Planchar | Precios" over "1 | Camisa | 3,00€").
 */
function columnLabel(row: Element, price: RegExp): string | undefined {
  const rows = tableRows(row);
  const head = rows
    .slice(0, rows.indexOf(row))
    .reverse()
    .find((r) => labelRow(r, price));
  const cells = rowTexts(row);
  const labels = head ? rowTexts(head) : [];
  const at = cells.findIndex((c) => /\p{L}/u.test(c) && !price.test(c));
  const label = labels.length === cells.length ? labels[at] : undefined;
  return label && !price.test(label) ? label : undefined;
}

/** A block that is only a heading and the prices it sums up (a range, "from 17 €"): a group's head, not a record. */
function summaryHead(n: Element, heading: Element, price: RegExp): boolean {
  const rest = text(n).replace(text(heading), '').replace(new RegExp(price.source, 'gi'), '');
  return !/[\p{L}\p{N}]/u.test(rest) && (text(n).match(new RegExp(price.source, 'gi')) ?? []).length <= 2;
}

/** Every language's day names (contracts' weekdays), to tell a week of opening times from a price list. */
const DAY_NAMES = new Set([
  ...WEEKDAYS.map((d) => d.toLowerCase()),
  ...Object.values(LOCAL_DAYS).flatMap((l) => l.days.flat()),
]);
/** Whether a text opens with a day's name or its abbreviation ("Montag", "Mon - Thur", "sab"), as a week of opening
 * times does. */
export function opensWithDay(t: string): boolean {
  const w = /^\p{L}+/u.exec(t.trim().toLowerCase())?.[0];
  return !!w && (DAY_NAMES.has(w) || (w.length >= 3 && [...DAY_NAMES].some((d) => d.startsWith(w))));
}
/** A bare amount a price column writes without a currency: "37", "12,50", "vanaf 51,50", "15,-", "11½", "500-700". */
const BARE_AMOUNT = /^(?:\p{L}{1,12}\s)?\d{1,4}(?:[.,]\d{1,2}|,-|½)?(?:\s?[-–]\s?\d{1,4}(?:[.,]\d{1,2})?)?$/u;
/** A record's last part: a row's last cell, or a block's last child element after text of its own
 * ("-Aubergine <span style='float: right'>11½</span>"). */
const lastCell = (row: Element) => {
  if (row.name === 'tr') return text($$('td, th', row).at(-1) ?? null);
  const last = childElements(row).at(-1);
  return last && text(row).length > text(last).length ? text(last) : '';
};
const firstText = (row: Element) => (row.name === 'tr' ? text($$('td, th', row)[0] ?? null) : text(row));

/**
 * Records whose last parts are all bare amounts, not years: a price list whose currency its page states once (or
 * never), "Knippen | 37", "Verven | vanaf 51,50", a name with its amount floated after it. A table's heading rows,
 * empty rows, and lines without any number (a dish's description line under it) are no rows of it.
 */
function priceColumn(group: Element[]): boolean {
  const rows = group.filter(
    (r) => text(r) && !(r.name === 'tr' && headingRow(r)) && (r.name === 'tr' || /\d/.test(text(r))),
  );
  const amounts = rows.map(lastCell);
  return (
    rows.length >= 2 &&
    rows.every((r) => r.name !== 'tr' || $$('td, th', r).length >= 2) &&
    amounts.every((a) => BARE_AMOUNT.test(a)) &&
    // (a week of opening times, "Maandag | 9.00 | 17.30", is no price list)
    !rows.some((r) =>
      DAY_NAMES.has(
        firstText(r)
          .toLowerCase()
          .replace(/[\s:.]+$/, ''),
      ),
    ) &&
    !amounts.every((a) => /^(1[89]|20)\d\d$/.test(a))
  );
}

/** A row's prices under the table's column headings ("Court 15€ / Mi-long 20€ / Long 25€"), when it has several. */
function columnPrices(row: Element, price: RegExp): string | undefined {
  const cells = rowTexts(row);
  const priced = cells.map((c, i) => (i > 0 && price.test(c) ? i : -1)).filter((i) => i > 0);
  if (priced.length < 2) return undefined;
  const rows = tableRows(row);
  const head = rows.find((r) => r !== row && ($$('th', r).length >= 2 || labelRow(r, price)));
  const labels = head ? rowTexts(head) : [];
  return priced
    .map((i) => (labels.length === cells.length && labels[i] ? `${labels[i]} ${cells[i]}` : cells[i]))
    .join(' / ');
}

/** A cell a reader does not see: hidden by its own style ("<td style='visibility: hidden'>£0.00</td>"). */
const unseen = (el: Element) => /(visibility\s*:\s*hidden|display\s*:\s*none)/i.test(el.attribs.style ?? '');
/** A row's cells, as a reader sees them (a hidden cell is an empty one). */
const rowCells = (row: Element) => $$('td, th', row).filter((c) => !unseen(c));
/** A row's cells' texts in their places (a hidden cell's empty). */
const rowTexts = (row: Element) => $$('td, th', row).map((c) => (unseen(c) ? '' : text(c)));
/** The rows of a row's own table. */
function tableRows(row: Element): Element[] {
  let table = row.parent as Element | null;
  while (table?.name && table.name !== 'table') table = table.parent as Element | null;
  return table?.name ? $$('tr', table).filter((r) => !$$('table', r).length) : [];
}

/**
 * A table's label row: a row without a price whose cells stand over the priced rows' cells ("銘柄 | 原料 | 産地 |
 * 値段（税込）", "| Hourly rate | Total cost"). Its cells name the columns, never an item, and label a row's prices.
 */
function labelRow(row: Element, price: RegExp): boolean {
  const cells = $$('td, th', row);
  if (cells.length < 2 || price.test(text(row)) || cells.filter((c) => text(c)).length < 2) return false;
  if (!cells.every((c) => !text(c) || shortLabel(c) || textLines(c).length <= 2)) return false;
  const rows = tableRows(row);
  return rows.slice(rows.indexOf(row) + 1).some((r) => $$('td, th', r).length === cells.length && price.test(text(r)));
}

/** Lines without the run of them that reads as the given text (a name or a price split over lines). */
function withoutRun(lines: string[], target: string): string[] {
  const want = target.replace(/\s+/g, ' ').trim();
  if (!want) return lines;
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j <= lines.length; j++) {
      const run = lines.slice(i, j).join(' ').replace(/\s+/g, ' ').trim();
      if (run === want) return [...lines.slice(0, i), ...lines.slice(j)];
      if (run.length > want.length) break;
    }
  return lines;
}

/**
 * Prices written per size, age or duration, one label and one price a row: a table's two-cell rows ("大人 | ￥2800"),
 * a definition list's pairs ("<dt>60分</dt><dd>￥3,000</dd>") or lines ("Grande R$46.30<br>Broto R$35.40"). The
 * record's price as "label price / label price"; the labels are no items. Undefined when any row is not one.
 */
export function labelledPrices(el: Element, price: RegExp): string | undefined {
  const rows = $$('tr', el).filter((r) => text(r));
  const dts = $$('dt', el);
  if (rows.length)
    return labelledPairs(
      rows.map((r) => $$('td, th', r).map(text)),
      price,
    );
  if (dts.length >= 2)
    return labelledPairs(
      dts.map((dt) => {
        let dd = dt.next;
        while (dd && !isElement(dd)) dd = dd.next;
        return [text(dt), isElement(dd) && dd.name === 'dd' ? text(dd) : ''];
      }),
      price,
    );
  return labelledLines(textLines(el).filter(Boolean), price);
}

/** Lines of a label and a price each ("Grande R$46.30", "Small: $2.75"), as "label price / label price". */
function labelledLines(lines: string[], price: RegExp): string | undefined {
  if (lines.length < 2) return undefined;
  const split = new RegExp(`^(.{1,20}?)\\s?[:–—-]?\\s?(${price.source})$`, 'i');
  return labelledPairs(
    lines.map((l) => split.exec(l)?.slice(1, 3) ?? [l]),
    price,
  );
}

/** Pairs of a short label and a price, joined as "label price / label price"; undefined when any is not one. */
function labelledPairs(pairs: string[][], price: RegExp): string | undefined {
  const bare = new RegExp(`^(?:${price.source})$`, 'i');
  const label = (l: string) => l.length <= 20 && l.split(/\s+/).length <= 3 && !price.test(l) && /\p{L}/u.test(l);
  if (!pairs.length || !pairs.every((p) => p.length === 2 && label(p[0]!) && bare.test(p[1]!))) return undefined;
  return pairs.map((p) => `${p[0]} ${p[1]}`).join(' / ');
}

/** A card written as one price over a list of what it includes, however long that list: its text outside its lists of
 * no price is short and holds that one price ("Nail art · À partir de 30€ · <ul><li>Choix du design…</li>…</ul>"). A
 * section's lists of named items without a currency are its records, not what it includes. */
function listedCard(el: Element, price: RegExp): boolean {
  const outer = (list: Element) => {
    for (let p = list.parent as Element | null; p && p !== el; p = p.parent as Element | null)
      if (p.name === 'ul' || p.name === 'ol') return false;
    return true;
  };
  const outside = $$('ul, ol', el)
    .filter((list) => outer(list) && !price.test(text(list)))
    .reduce((t, list) => t.replace(text(list), ' '), text(el));
  return outside.length <= 600 && (outside.match(new RegExp(price.source, 'gi')) ?? []).length === 1;
}

/** A record's one price that stands alone (an element that is only a price, outside any list, its amount maybe
 * written over elements: "<h2><span>€</span><strong>249</strong><span>.99</span></h2>") where its other prices sit in a
 * list of what it includes. */
function lonePrice(el: Element, price: RegExp): Element | undefined {
  const bare = new RegExp(`^(?:${price.source})$`, 'i');
  const inList = (x: Element) => $$('li', el).some((li) => li === x || $$('*', li).includes(x));
  const leaves = $$('*', el).filter(
    (x) => bare.test(text(x)) && !childElements(x).some((c) => bare.test(text(c))) && !inList(x),
  );
  if (leaves.length !== 1 || !$$('li', el).some((li) => price.test(text(li)))) return undefined;
  const outside = $$('li', el)
    .reduce((t, li) => t.replace(text(li), ''), text(el))
    .replace(text(leaves[0]!), '');
  return price.test(outside) ? undefined : leaves[0];
}

/** The words that join a line's sizes ("oder", "or", "ou"…), in the languages research reads. */
const JOINS = /^(?:or|and|oder|und|ou|et|o|y|e|of|en|または|\/|,)\s+/i;
/**
 * A line naming an item and then only its prices, each after a label of the same few words ("KätzeSchnitzel 500g =
 * 15.99€ oder 1000g = 25.99€", "Pastete Ein Stück 4.40€ oder Zwei Stück 7.40€"): [name, labelled prices as written],
 * else undefined. The first label is as long as the longest of the others.
 */
export function sizedLine(line: string, price: RegExp): [string, string] | undefined {
  const all = [...line.matchAll(new RegExp(price.source, 'gi'))];
  if (all.length < 2 || line.slice(all.at(-1)!.index + all.at(-1)![0].length).trim()) return undefined;
  const labels = all.slice(1).map((m, i) =>
    line
      .slice(all[i]!.index + all[i]![0].length, m.index)
      .trim()
      .replace(JOINS, '')
      .replace(/\s*[=:]$/, '')
      .split(/\s+/)
      .filter(Boolean),
  );
  const k = Math.max(...labels.map((l) => l.length));
  if (!k || k > 3 || labels.some((l) => !l.length || l.some((w) => price.test(w)))) return undefined;
  const head = line
    .slice(0, all[0]!.index)
    .trim()
    .replace(/\s*[=:]$/, '')
    .split(/\s+/);
  if (head.length <= k) return undefined;
  const name = head.slice(0, -k).join(' ');
  return [name, line.slice(line.indexOf(head.at(-k)!, name.length)).trim()];
}

/** A line written as a name's sentence and then only its prices, each after a short label ("Botox capilar. Cabello
 * corto: $80.000, medio: $90.000, largo: $100.000."): [name, prices], else undefined. */
function pricedSentence(line: string, rules: RecordRules): [string, string] | undefined {
  const m = /^([^.!?。]{2,80})[.!?。]\s+(.+?)[.。]?$/u.exec(line);
  if (!m || !rules.isName(m[1]!.trim()) || rules.price.test(m[1]!)) return undefined;
  // (a note between them, "Cualquiera a elección (por separado).", stays out of the prices)
  const parts = m[2]!.split(/(?<=[.!?。])\s+/u);
  const from = parts.findIndex((p) => rules.price.test(p));
  const priced = parts.slice(from).join(' ');
  const amounts = priced.match(new RegExp(rules.price.source, 'gi')) ?? [];
  const words = priced.replace(new RegExp(rules.price.source, 'gi'), ' ').match(/\p{L}+/gu) ?? [];
  return from >= 0 && amounts.length >= 2 && words.length <= 2 * amounts.length
    ? [m[1]!.trim(), priced.trim()]
    : undefined;
}

function recordOf(el: Element, rules: RecordRules, column = false): PageRecord | undefined {
  // a table's heading row names the rows after it, it is none of them; a block that holds a table holds that
  // table's rows
  if ((el.name === 'tr' && (headingRow(el, rules.price) || labelRow(el, rules.price))) || $$('table', el).length)
    return undefined;
  // (a row's first cell may write its name over a line of description: "<th>Calzone<br><p>Mit Tomatensoße…</p></th>")
  const lines = (el.name === 'tr' ? rowCells(el).flatMap((c, i) => (i ? [text(c)] : textLines(c))) : textLines(el))
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (!lines.length || (lines.join(' ').length > 600 && !listedCard(el, rules.price))) return undefined;
  // (an element marked as the price that holds a price per size, "Grande R$46.30<br>Broto R$35.40", is the record's
  // one price, however many amounts it writes)
  // (so does a block beside a name written as the record's own text: "Expresso<div><p>Small: $2.75</p><p>Medium:
  // $3.75</p></div>")
  const besideName = el.name !== 'tr' && ownText(el);
  const sizedEl =
    el.name === 'tr'
      ? undefined
      : [...$$(PRICE_MARK, el), ...(besideName ? childElements(el) : [])].find((p) => labelledPrices(p, rules.price));
  // (and so do parts of one shape beside that name, each a label and its price: "Tartes <span>tartelette
  // 4,50€</span><span>4 parts 16€</span>…")
  const shapes = new Map<string, Element[]>();
  if (besideName && !sizedEl)
    for (const c of childElements(el)) shapes.set(signature(c), [...(shapes.get(signature(c)) ?? []), c]);
  const parts = [...shapes.values()].find((g) => g.length >= 2 && labelledLines(g.map(text), rules.price)) ?? [];
  const sizedEls = sizedEl ? [sizedEl] : parts;
  const outside = (t: string) => sizedEls.reduce((rest, x) => rest.replace(text(x), ' '), t);
  if (sizedEls.length && rules.price.test(outside(text(el)))) return undefined;
  const sized = sizedEl
    ? labelledPrices(sizedEl, rules.price)
    : parts.length
      ? labelledLines(parts.map(text), rules.price)
      : undefined;
  const all = sized ? outside(lines.join(' ')) : lines.join(' ');
  const prices = sized ? [sized] : (all.match(new RegExp(rules.price.source, 'gi')) ?? []);
  // a block with many prices holds records of its own (a menu section), it is not one
  const columns = el.name === 'tr' ? columnPrices(el, rules.price) : undefined;
  // (a card with one price standing alone and a list of what it includes, a rate among them: "£640" over "15 hours
  // of driving lessons", "£38.50 per hour", is one record at that price)
  const lone = el.name === 'tr' ? undefined : lonePrice(el, rules.price);
  if (!columns && !lone && (prices.length > 3 || (prices.length > 1 && $$('h1, h2, h3, h4, h5, h6', el).length)))
    return undefined;
  // a block whose children each carry a name and a price is a list of records, not one
  const namedPrice = (c: Element) => {
    const t = text(c);
    return (
      rules.price.test(t) && (rules.isName(t.replace(rules.price, '').trim()) || textLines(c).join(' ').length > 12)
    );
  };
  if (!parts.length && childElements(el).filter((c) => namedPrice(c) || priceByShape(c, rules.price)).length >= 2)
    return undefined;
  // and so is a block of priced lines, each naming its own ("Haircut:<br>Women– $100<br>Men– $50")
  const pricedLines = lines.filter((l) => {
    const m = new RegExp(rules.price.source, 'i').exec(l);
    return (
      m &&
      m.index > 0 &&
      rules.isName(
        l
          .slice(0, m.index)
          .replace(/[\s.·:|–—-]+$/, '')
          .trim(),
      )
    );
  });
  if (el.name !== 'tr' && !sized && !lone && pricedLines.length >= 2) return undefined;
  // (an element marked as the price that also holds the name, "<div class=price-ttl><p>Name</p><span>5,500yen</span>",
  // gives the child that is only the price)
  const bare = new RegExp(`^(?:${rules.price.source})$`, 'i');
  const priceText = (p: Element) =>
    childElements(p)
      .map(text)
      .find((t) => bare.test(t)) ?? text(p);
  const marked = (column ? [lastCell(el)] : $$(PRICE_MARK, el).map(priceText)).filter(
    (t) => rules.price.test(t) || /^\D{0,4}\d[\d.,]*\D{0,5}$/.test(t) || (column && BARE_AMOUNT.test(t)),
  );
  // (the marked element that is only a price, where a card marked "price-item" holds it in its "price-header")
  const markedPrice = marked.find((t) => bare.test(t)) ?? marked[0];
  const shaped = el.name === 'tr' || prices.length ? undefined : priceByShape(el, rules.price);
  let price =
    sized ??
    columns ??
    (lone && text(lone)) ??
    markedPrice ??
    (prices[0] ? prices[0].trim() : undefined) ??
    (shaped && text(shaped));
  const named = el.name === 'tr' ? undefined : (nameElement(el, rules.price) ?? firstPart(el, rules.price));
  // (without a naming element, its first line with a letter: an ornament line "|" before the name is none)
  const firstLine = lines.find((l) => /\p{L}/u.test(l)) ?? lines[0]!;
  // (a heading written as a sentence describes the record: the short line above it names it, "<span>Frozen</span>
  // <h3>Con Elsa, Anna y Olaf la diversión nunca se derrite.</h3>")
  const described = !!named && ENDS_SENTENCE.test(text(named)) && !text(named).includes(firstLine);
  let name = named && !(described && rules.isName(firstLine)) ? nameText(named) : firstLine;
  // (a record written as sentences: its name, then its prices by size, "Decoloraciones. Cabello corto: $25.000,
  // medio: $40.000, largo: $60.000.")
  const sentences = named || el.name === 'tr' ? undefined : pricedSentence(firstLine, rules);
  if (sentences) [name, price] = sentences;
  // (a line that writes its name, its price and a note after it: "Tradicional* - R$17,00 (*Máquina e tesoura)")
  let after = '';
  if (!named && !sentences && prices[0] && name.includes(prices[0]) && name.indexOf(prices[0]) > 0) {
    after = name.slice(name.indexOf(prices[0]) + prices[0].length).trim();
    name = name.slice(0, name.indexOf(prices[0]));
  }
  if (price && name.includes(price)) name = name.replace(price, '');
  // a list's own numbering ("1. Traditional Thai Massage") is not part of the name
  name = name
    .replace(/[\s.·:|–—-]+$/, '')
    .replace(/^\d{1,2}[.)]\s*(?=\p{L})/u, '')
    .trim();
  // (and the duration it writes between the name and the price is a detail: "Rasage crânien — 30 min — 23 €")
  const timed = timedName(name);
  if (timed) [name, after] = [timed[0]!, [timed[1]!, after].filter(Boolean).join(' ')];
  if (!rules.isName(name) || rules.price.test(name)) return undefined;
  // the description: what the record says beside its name and a price marked apart (a price inside a sentence stays)
  // (its paragraphs when it has them: a badge or a size beside the name is not the description)
  const paragraphs = $$('p', el)
    .filter((x) => !sizedEls.some((y) => y === x || $$('p', y).includes(x)))
    .map(text)
    .filter(Boolean);
  // (a row's description: its first cell's other lines and the cells that are no price)
  const rowRest = () => {
    const cells = rowCells(el);
    return [...textLines(cells[0]!).slice(1), ...cells.slice(1).map(text)].filter((l) => l && !rules.price.test(l));
  };
  // (its sizes' lines are its price)
  const sizeLines = sizedEls.flatMap((x) => textLines(x));
  const own = lines.filter((l) => !sizeLines.includes(l));
  let rest = el.name === 'tr' ? rowRest().join(' ') : paragraphs.length ? paragraphs.join('\n') : own.join('\n');
  if (sentences) rest = lines.slice(1).join('\n');
  if (columns) rest = '';
  // (the name where a line starts with it: "Pictured: Chocolate Muffin" under "Muffin" keeps its word)
  const lead = (named ? text(named) : el.name !== 'tr' ? firstLine : '').replace(/\s+/g, ' ').trim();
  // (the name, or the price, written over lines of their own, "Fantasia\ndi bruschette", "€\n10,00")
  rest = withoutRun(withoutRun(rest.split('\n'), lead), price ?? '').join('\n');
  if (lead)
    rest = rest
      .split('\n')
      .map((l) => (l.startsWith(lead) ? l.slice(lead.length) : l))
      .join('\n');
  if (markedPrice) rest = rest.replace(markedPrice, '');
  // (its call to action, "Sign up!", is no part of what it includes; nor, in any record, a link or button that is a
  // line of its own: "このクーポンで予約" under a coupon's price)
  if (lone) for (const a of $$('a[href]', el)) rest = rest.replace(text(a), '');
  const actions = new Set($$('a[href], button', el).map(text));
  rest = rest
    .split('\n')
    .filter((l) => !actions.has(l.trim()))
    .join('\n');
  if (after) rest = `${rest}\n${after}`;
  const description = rules.describe(
    rest
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l.length > 1)
      .join(' '),
  );
  return { name, ...(price ? { price: price.trim() } : {}), ...(description.length > 10 ? { description } : {}) };
}

/** Definition lists: each <dt> with the <dd>s after it is one record. */
function definitionRecords(dl: Element, rules: RecordRules): PageRecord[] {
  const out: PageRecord[] = [];
  for (const dt of childElements(dl).filter((c) => c.name === 'dt')) {
    const dds: Element[] = [];
    for (let n = dt.next; n && (!isElement(n) || n.name !== 'dt'); n = n.next) if (isElement(n)) dds.push(n);
    // (a detail that is a table or list of prices per size, age or duration is the record's price)
    const sized = dds.map((d) => labelledPrices(d, rules.price)).find(Boolean);
    const detail = dds
      .filter((d) => !labelledPrices(d, rules.price))
      .map(text)
      .join(' ');
    const name = text(dt);
    const price = sized ?? rules.price.exec(detail)?.[0] ?? rules.price.exec(name)?.[0];
    const clean = price
      ? name
          .replace(price, '')
          .replace(/[\s.·:|–—-]+$/, '')
          .trim()
      : name;
    if (!rules.isName(clean)) continue;
    const description = rules.describe(detail);
    out.push({
      name: clean,
      ...(price ? { price: price.trim() } : {}),
      ...(description.length > 10 ? { description } : {}),
    });
  }
  return out;
}

/** Whether an element's text is only prices, bare or labelled line by line ("cheveux courts: 19,50€<br>cheveux
 * longs: 23€"): the prices as written, joined, else undefined. */
function pricesOnly(el: Element, price: RegExp): string | undefined {
  const lines = textLines(el).filter(Boolean);
  if (!lines.length || lines.length > 4) return undefined;
  const bare = new RegExp(`^(?:${price.source})$`, price.flags.replace('g', ''));
  const labelled = new RegExp(`^[^\\d:]{1,30}?\\s?[:–—-]\\s?(?:${price.source})$`, price.flags.replace('g', ''));
  if (!lines.every((l) => bare.test(l) || (lines.length > 1 || l.includes(':') ? labelled.test(l) : false)))
    return undefined;
  return lines.join(' / ');
}

/**
 * A block of rows, each a duration and its price ("30 mins | €15", "60 mins | €25"), under a row that labels its
 * columns ("Duration | Cost"): the prices of the record it follows, as "30 mins €15 / 60 mins €25".
 */
function durationPrices(el: Element, price: RegExp): string | undefined {
  const bare = new RegExp(`^(?:${price.source})$`, 'i');
  const rows = childElements(el)
    .filter((r) => text(r))
    .map((r) => childElements(r).map(text).filter(Boolean));
  const priced = rows[0] && !rows[0].some((c) => price.test(c)) ? rows.slice(1) : rows;
  if (!priced.length || !priced.every((r) => r.length === 2 && durationOnly.test(r[0]!) && bare.test(r[1]!)))
    return undefined;
  return priced.map((r) => r.join(' ')).join(' / ');
}

/** A block that names a record the way a heading does: a heading, or a block whose whole text is one heading, bold or
 * strong element's ("<div class=titrePresta><h3>…</h3></div>", "<p><strong>Patines</strong></p>"). */
const titleLike = (el: Element) =>
  /^h[3-6]$/.test(el.name) ||
  $$('h3, h4, h5, h6, b, strong', el).some((x) => text(x) === text(el) && $$('*', x).length <= 1);

/**
 * Names and prices in separate sibling elements ("<p>Café</p><p>2,00 €</p>", a name cell, a duration cell and a price
 * cell in a grid, "<h3>Création Brushing</h3><p>Conseil…</p><p>cheveux courts: 19,50€<br>cheveux longs: 23€</p>"):
 * each price closes a record made of the siblings since the price before it. Where each record has a heading (or a
 * bold line) of its own, that heading names it and what follows is its description; else each record has as many
 * blocks as most do, the first naming it. Two prices make a list.
 */
function pairRecords(parent: Element, rules: RecordRules): { els: Element[]; record: PageRecord }[] {
  const kids = childElements(parent);
  // (a description that ends in the price, right under the heading naming it: "<h4>Caeser salad</h4><p>Met kip,
  // ansjovis en een perfect ei €17,50</p>", closes a record too; its words before the price describe it)
  const said = new Map<number, string>();
  const ending = new RegExp(`^(.*\\S)\\s+(${rules.price.source})$`, 'i');
  const priceAt = kids.map((k, i) => {
    if (HEADING.test(k.name) && !/^h[56]$/.test(k.name)) return undefined;
    const only = pricesOnly(k, rules.price) ?? durationPrices(k, rules.price);
    if (only !== undefined) return only;
    const before = kids
      .slice(0, i)
      .filter((b) => b.name !== 'br')
      .at(-1);
    const m = ending.exec(text(k));
    if (!m || !before || !HEADING.test(before.name) || !/^(p|div|span)$/.test(k.name) || rules.price.test(m[1]!))
      return undefined;
    said.set(i, m[1]!);
    return m[2]!.trim();
  });
  const closes = priceAt.flatMap((p, i) => (p !== undefined ? [i] : []));
  if (closes.length < 2) return [];
  const runs = closes.map((end, j) => {
    let start = j ? closes[j - 1]! + 1 : 0;
    // (a run never reaches back over a section's heading)
    for (let i = end - 1; i >= start; i--) if (/^h[12]$/.test(kids[i]!.name)) start = i + 1;
    return kids.slice(start, end);
  });
  const headed = runs.every((r) => r.some(titleLike));
  const lengths = runs.slice(1).map((r) => r.length);
  const width = lengths.length
    ? [...lengths].sort((x, y) => lengths.filter((l) => l === y).length - lengths.filter((l) => l === x).length)[0]!
    : 1;
  const out: { els: Element[]; record: PageRecord }[] = [];
  runs.forEach((run, j) => {
    let at: number;
    if (headed) at = run.map((r) => titleLike(r)).lastIndexOf(true);
    else if (run.length >= width && width >= 1) at = run.length - width;
    else return;
    const block = run.slice(at);
    const name = text(block[0]!);
    if (!block.length || !rules.isName(name) || rules.price.test(name) || /^h[12]$/.test(block[0]!.name)) return;
    // (without a heading per record, a heading or a list of ingredients before a price names no record)
    if (!headed && (HEADING.test(block[0]!.name) || describes(block[0]!, rules.price))) return;
    const description = rules.describe(
      [...block.slice(1).map((b) => text(b)), said.get(closes[j]!) ?? ''].filter(Boolean).join(' '),
    );
    out.push({
      els: [...block, kids[closes[j]!]!],
      record: { name, price: priceAt[closes[j]!]!, ...(description.length > 10 ? { description } : {}) },
    });
  });
  return out.length >= 2 ? out : [];
}

/** The lines of a column: its list items, or its lines between <br>s (an empty line kept, so rows stay aligned). */
function columnLines(el: Element): string[] | undefined {
  const kids = childElements(el);
  if ((el.name === 'ul' || el.name === 'ol') && kids.length >= 2 && kids.every((k) => k.name === 'li'))
    return kids.map(text);
  if (!kids.some((k) => k.name === 'br') || kids.some((k) => !INLINE.test(k.name) && k.name !== 'br')) return undefined;
  const rows: string[] = [''];
  for (const c of el.children) {
    if ((c as Element).name === 'br') rows.push('');
    else rows[rows.length - 1] += ` ${isElement(c) ? text(c) : ((c as unknown as { data?: string }).data ?? '')}`;
  }
  const lines = rows.map((r) => r.replace(/\s+/g, ' ').trim());
  while (lines.length && !lines.at(-1)) lines.pop();
  return lines.length >= 2 ? lines : undefined;
}

/**
 * Names and prices in columns side by side: a list of names beside a list of prices, or lines between <br>s beside
 * lines of prices (a column of durations between them is neither): each line's name with the price on the same line.
 */
function columnRecords(parent: Element, rules: RecordRules): { els: Element[]; records: PageRecord[] } | undefined {
  const kids = childElements(parent);
  if (kids.length < 2 || kids.length > 5) return undefined;
  const columns = kids.map(columnLines);
  const bare = new RegExp(`^(?:${rules.price.source})$`, rules.price.flags.replace('g', ''));
  const p = columns.findIndex((c) => c && c.filter(Boolean).length >= 2 && c.every((l) => !l || bare.test(l)));
  if (p < 1) return undefined;
  const names = columns.findIndex(
    (c, i) =>
      i < p &&
      c?.length === columns[p]!.length &&
      c.filter((l) => l && rules.isName(l) && !rules.price.test(l)).length >= 2,
  );
  if (names < 0) return undefined;
  const records = columns[names]!.flatMap((name, i) =>
    name && columns[p]![i] && rules.isName(name) && !rules.price.test(name) ? [{ name, price: columns[p]![i]! }] : [],
  );
  return records.length >= 2 ? { els: kids, records } : undefined;
}

/** A sibling after a record that describes it: set in <em>/<i>/<small>, classed as a description, or a list of
 * ingredients (two commas, or eight words), with no price and no heading of its own. */
function describes(el: Element, price: RegExp): boolean {
  const t = text(el);
  if (!t || t.length > 400 || price.test(t) || HEADING.test(el.name) || $$('h1, h2, h3, h4, h5, h6', el).length)
    return false;
  if (/desc|ingred|detail|info|beschreib|zutat|descri|piatto-ingr/i.test(el.attribs.class ?? '')) return true;
  if ($$('em, i, small', el).some((x) => text(x) === t)) return true;
  return (t.match(/[,、]/g) ?? []).length >= 2 || t.split(/\s+/).length >= 8 || (CJK.test(t) && t.length >= 20);
}

/**
 * The records a page lists. A group of siblings of one signature is read as records when most of them carry a
 * price (a menu or price list, whatever its markup), or when each is a card with its own picture and heading (a
 * product range); blocks of people, quotes and posts are not offerings. Category headings stand outside the
 * records, so they are never items themselves.
 */
/**
 * A card whose prices are a small table of its own (a dish with "Einheit | Preis" rows "Klein | 2.00€", "Groß | 3.00€"):
 * one record, named by the card's one heading, its prices the rows' labels and prices, its paragraph its description.
 */
function sizedCard(table: Element, rules: RecordRules): { card: Element; record: PageRecord } | undefined {
  const rows = $$('tr', table);
  // (a size's row is its label and its price; a row naming an item in a header cell beside its cells is an item)
  const cells = (r: Element) => $$('td, th', r);
  const priced = rows.filter((r) => cells(r).length === 2 && rules.price.test(text(cells(r)[1]!)));
  if (priced.length < 2 || priced.length > 4 || !rows.some((r) => $$('th', r).length >= 2)) return undefined;
  // (a row whose label carries a note of its own, "Kassenleistung <span>Zuzahlung je Termin</span>", is an item)
  if (priced.some((r) => childElements(cells(r)[0]!).some((c) => text(c) && text(c) !== text(cells(r)[0]!))))
    return undefined;
  let card = table.parent as Element | null;
  for (let i = 0; i < 4 && card?.name && !/^(body|main)$/.test(card.name); i++, card = card.parent as Element | null) {
    const headings = $$('h2, h3, h4, h5, h6', card);
    if (!headings.length) continue;
    if (headings.length !== 1 || $$('table', card).length !== 1) return undefined;
    const outside = text(card).replace(text(table), '');
    const name = text(headings[0]!);
    if (rules.price.test(outside) || !rules.isName(name)) return undefined;
    const price = priced.map((r) => cells(r).map(text).join(' ')).join(' / ');
    const description = rules.describe($$('p', card).map(text).join(' '));
    return { card, record: { name, price, ...(description.length > 10 ? { description } : {}) } };
  }
  return undefined;
}

/**
 * Headings that carry their price, two or more of one rank ("<h3>MOTORWAY  £42</h3>", "<h3>RESTART/REFRESHER £23
 * per hour.</h3>"), each over the paragraphs that describe it: a list of offerings written as sections.
 */
function pricedHeadings(
  root: Element,
  rules: RecordRules,
  seen: Set<Element>,
  take: (els: Element[]) => void,
): PageRecord[] {
  const split = new RegExp(`^(.+?)[\\s.·:|=–—-]*(${rules.price.source})[.!]?$`, 'i');
  const found = $$('h2, h3, h4, h5, h6', root)
    .filter((h) => !seen.has(h) && !rules.inChrome(h) && !notOffering(h))
    .map((h) => {
      const sized = sizedLine(text(h), rules.price);
      return { h, m: sized ? ['', ...sized] : split.exec(text(h)) };
    })
    .filter((x) => x.m && rules.isName(x.m[1]!.trim()) && !rules.price.test(x.m[1]!));
  const out: PageRecord[] = [];
  for (const rank of ['h2', 'h3', 'h4', 'h5', 'h6']) {
    const same = found.filter((x) => x.h.name === rank);
    if (same.length < 2) continue;
    for (const { h, m } of same) {
      const about: Element[] = [];
      for (let n = h.next; n; n = n.next)
        if (isElement(n)) {
          if (HEADING.test(n.name) || $$('h1, h2, h3, h4, h5, h6', n).length) break;
          about.push(n);
        }
      take([h, ...about]);
      const description = rules.describe(about.map(text).join(' '));
      const category = categoryOf(h, seen, rules.price);
      out.push({
        name: m![1]!.trim(),
        price: m![2]!.trim(),
        ...(description.length > 10 ? { description } : {}),
        ...(category ? { category } : {}),
      });
    }
  }
  return out;
}

/**
 * Where a page's content stands: its <body>, and what a browser puts in it: the body of a second document written
 * after the first (a PHP include that writes a whole page) and the blocks written after "</body></html>".
 */
function contentRoots(doc: Document | Element): Element[] {
  if ((doc as Element).name) return [doc as Element];
  const bodies = $$('body', doc);
  if (!bodies.length) return [doc as unknown as Element];
  const outside = (el: Element) => !/^(html|head|body|title|meta|link|script|style|noscript)$/.test(el.name);
  const stray = [doc, ...$$('html', doc)].flatMap((p) => childElements(p as Element).filter(outside));
  return [...bodies.filter((b) => !bodies.some((o) => o !== b && $$('body', o).includes(b))), ...stray];
}

export function extractRecords(
  doc: Document | Element,
  rules: RecordRules,
  /** filled with the elements the records were read from, so no other reader reads them again */
  seen = new Set<Element>(),
): PageRecord[] {
  const out: PageRecord[] = [];
  const take = (els: Element[]) => {
    for (const el of els) {
      seen.add(el);
      for (const d of $$('*', el)) seen.add(d);
    }
  };
  const visit = (parent: Element) => {
    const kids = childElements(parent);
    if (!rules.inChrome(parent) && !notOffering(parent)) {
      const pairs = pairRecords(parent, rules);
      take(pairs.flatMap((x) => x.els));
      for (const { els, record } of pairs) {
        const category = categoryOf(els[0]!, seen, rules.price);
        out.push({ ...record, ...(category && category !== record.name ? { category } : {}) });
      }
      const columns = pairs.length ? undefined : columnRecords(parent, rules);
      if (columns) {
        take(columns.els);
        const category = categoryOf(parent, seen, rules.price);
        out.push(...columns.records.map((r) => ({ ...r, ...(category ? { category } : {}) })));
      }
    }
    const groups = new Map<string, Element[]>();
    for (const k of kids) groups.set(signature(k), [...(groups.get(signature(k)) ?? []), k]);
    for (const group of groups.values()) {
      if (group.length < 2 || HEADING.test(group[0]!.name)) continue;
      if (group.some((g) => seen.has(g) || rules.inChrome(g))) continue;
      const container = `${marks(parent)} ${wrapped(group[0]!)}`;
      if (NOT_OFFERINGS.test(container)) continue;
      if (group[0]!.name === 'dl') continue;
      const column = priceColumn(group);
      const records = group.map((g) => ({ el: g, r: recordOf(g, rules, column) }));
      let ok = records.filter((x) => x.r);
      const priced = ok.filter((x) => x.r!.price).length;
      // (a range of products, not three or four selling points; three when each picture shows what its card names)
      // (its links, if any, only the call to action every card repeats: "Dieses Produkt entdecken")
      const cta = (g: Element) =>
        $$('a[href]', g).every((a) => group.every((o) => $$('a[href]', o).some((b) => text(b) === text(a))));
      const cards =
        (ok.length >= 4 || (ok.length === 3 && group.every(picturesItsName))) &&
        ok.length === group.length &&
        group.every((g) => g.name !== 'a' && cta(g) && namedOnce(g)) &&
        group.filter(pictured).length * 4 >= group.length * 3;
      const linksOnly = group.every((g) => $$('a', g).length >= 1 && text($$('a', g)[0]!) === text(g));
      // (empty rows and spacers are no members)
      const filled = group.filter((g) => text(g)).length;
      // (a table headed by its group's name is a price list from its one priced row: "Baby" over "Coupe | 7 €")
      // (or by its label row: "Energy | Prijs" over "Slammers | €0,70")
      const least =
        group[0]!.name === 'tr' && group.some((g) => headingRow(g, rules.price) || labelRow(g, rules.price)) ? 1 : 2;
      // (members priced under a label too short to name an item, sizes "S ¥6050", "M ¥6600", are the list's rows
      // too: "リタッチ ¥5280" among them is its item)
      const labelled = group.filter((g) => !records.find((x) => x.el === g)!.r && sizeRow(g, rules.price)).length;
      if (linksOnly || !(priced + labelled >= least && (priced + labelled) * 2 >= filled) || !ok.length) {
        if (!cards || linksOnly) continue;
      }
      // what follows a priced record and describes it (its ingredients in the next line or list item) is its
      // description, not an item of its own
      const described = new Set<Element>();
      for (const x of ok) {
        if (!x.r!.price) continue;
        for (let n = x.el.next; n; n = n.next) {
          if (!isElement(n)) continue;
          const next = ok.find((y) => y.el === n);
          if ((next && next.r!.price) || !describes(n, rules.price)) break;
          described.add(n);
          if (!x.r!.description) x.r = { ...x.r!, description: rules.describe(text(n)) };
        }
      }
      // (where every line without a price follows a priced one, those lines are the descriptions of the lines
      // above them: "<p>Caesar salad <span>17½</span></p><p>w/ chicken, anchovy</p>")
      const unpriced = ok.filter((x) => !x.r!.price);
      const prevEl = (el: Element) => {
        let n = el.prev;
        while (n && !isElement(n)) n = n.prev;
        return n as Element | null;
      };
      if (!cards && unpriced.length && priced >= 2)
        for (const x of unpriced) {
          const before = ok.find((y) => y.el === prevEl(x.el));
          if (!before?.r!.price) break;
          if (x === unpriced.at(-1))
            for (const u of unpriced) {
              const owner = ok.find((y) => y.el === prevEl(u.el))!;
              described.add(u.el);
              if (!owner.r!.description) owner.r = { ...owner.r!, description: rules.describe(text(u.el)) };
            }
        }
      // (and in a price list, a line without a price that reads as a description or a note is none of its items)
      ok = ok.filter((x) => !described.has(x.el) && (x.r!.price || cards || !describes(x.el, rules.price)));
      // (a table's label row goes with its rows: no other reader reads "銘柄 | 産地" as an item)
      const heads = group.filter((g) => g.name === 'tr' && labelRow(g, rules.price));
      take([...ok.map((x) => x.el), ...described, ...heads]);
      // (a row named by a duration, "30 mins | €15", prices the item its heading names, it is no item; a block of only
      // such rows and the row labelling them, "Duration | Cost", holds none)
      const timed = (x: (typeof ok)[number]) => durationOnly.test(x.r!.name);
      if (ok.some(timed) && ok.every((x) => timed(x) || !x.r!.price)) continue;
      for (const { el, r } of ok.filter((x) => !timed(x))) {
        const category = categoryOf(el, seen, rules.price);
        // (a card's call to action is no part of its description)
        let description = r!.description;
        if (cards) for (const a of $$('a[href]', el)) description = description?.replace(text(a), '').trim();
        out.push({
          ...r!,
          ...(r!.description ? { description: description && description.length > 10 ? description : undefined } : {}),
          ...(category && category !== r!.name ? { category } : {}),
        });
      }
    }
    for (const k of kids) if (!seen.has(k)) visit(k);
  };
  for (const root of contentRoots(doc)) {
    for (const table of $$('table', root)) {
      const sized = rules.inChrome(table) || seen.has(table) ? undefined : sizedCard(table, rules);
      if (!sized) continue;
      take([sized.card]);
      const category = categoryOf(sized.card, seen, rules.price);
      out.push({ ...sized.record, ...(category && category !== sized.record.name ? { category } : {}) });
    }
    // definition lists, before the blocks inside them are read: each <dt> with its <dd>s is one record; sibling lists of
    // one shape, one entry each ("<dl class=menu-price><dt>カット</dt><dd><table>…"), are read together
    const dls = new Map<string, Element[]>();
    for (const dl of $$('dl', root)) {
      if (rules.inChrome(dl) || $$('dl', dl).length) continue;
      const key = `${$$('*', root).indexOf(dl.parent as Element)}|${signature(dl)}`;
      dls.set(key, [...(dls.get(key) ?? []), dl]);
    }
    for (const group of dls.values()) {
      const read = group.map((dl) => ({ dl, records: definitionRecords(dl, rules) }));
      if (read.flatMap((x) => x.records).filter((r) => r.price).length < 2) continue;
      take(group);
      for (const { dl, records } of read) {
        const category = categoryOf(dl, seen, rules.price);
        out.push(...records.map((r) => ({ ...r, ...(category ? { category } : {}) })));
      }
    }
    visit(root);
    out.push(...pricedHeadings(root, rules, seen, take));
  }
  const bare = out.map((r) => ({
    ...r,
    name: undecorated(r.name),
    ...(r.category ? { category: undecorated(r.category) } : {}),
  }));
  // a category heading is never an item
  const categories = new Set(bare.map((r) => r.category).filter(Boolean));
  const lower = new Set([...categories].map((c) => c!.toLowerCase()));
  return bare.filter((r) => !categories.has(r.name) && !(lower.has(r.name.toLowerCase()) && !r.price));
}
