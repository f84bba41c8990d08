// Records by structure, not by vocabulary: a menu, a price list, a product range or a service list is a run of
// sibling blocks of one shape (cards, list items, table rows, definition-list entries, name-and-price pairs in any
// elements). Siblings are grouped by their tag-and-class signature (as MDR/DEPTA find data records); each record
// gives a name, its price as written and a description, and the heading it sits under is its category.
import { LOCAL_DAYS, WEEKDAYS } from '@sgs/contracts';
import { $$, text, textLines, type Document, type Element } from './html';

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
/** Elements the markup marks as a price, in the languages research reads ("price", "prezzo", "prijs", "Preis", "prix"…). */
export const PRICE_MARK = ['price', 'cost', 'prezz', 'prijs', 'preis', 'prix', 'precio', 'preco', 'preço']
  .map((w) => `[class*="${w}" i]`)
  .join(', ');
const isElement = (n: unknown): n is Element => !!(n as Element)?.name;
const children = (el: Element) =>
  el.children.filter(isElement).filter((c) => !/^(script|style|template)$/.test(c.name));
/** Containers whose repeated blocks are people, quotes or posts, not offerings. */
const NOT_OFFERINGS =
  /(^|[\s_-])(reviews?|testimonials?|team|staff|people|blog|posts?|news|articles?|comments?|gallery|slider|carousel|swiper|social|partners?|logos?|faqs?|nav|menu-(main|primary|header|footer)|breadcrumbs?|features?|benefits?|values?|why|usps?|highlights?|stats?|steps?|process|icons?|awards?)([\s_-]|$)/i;

/** Whether an element stands in a block of people, quotes, posts or selling points, or is a link to another page. */
export function notOffering(el: Element): boolean {
  for (let p: Element | null = el; p?.name; p = p.parent as Element | null) {
    if (p.name === 'a' && p !== el && p.attribs.href && !p.attribs.href.startsWith('#')) return true;
    if (NOT_OFFERINGS.test(`${p.attribs.class ?? ''} ${p.attribs.id ?? ''}`)) return true;
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

/** The shape of a block: its tag, its classes (numbers left out) and the tags of its children. */
function signature(el: Element): string {
  const classes = (el.attribs.class ?? '')
    .split(/\s+/)
    .filter((c) => c && !/\d/.test(c) && !/^(active|current|selected|first|last|odd|even|show|open|hidden)$/i.test(c))
    .sort()
    .join('.');
  return `${el.name}.${classes}`;
}

/** The element naming a record: the first candidate of one line or holding no other (a "menu-item-name" block that
 * also holds the description gives way to the <strong> inside it; "<h2><small>2020</small><br>Welschriesling</h2>"
 * stays the name), else the first candidate. */
const nameElement = (el: Element, price: RegExp) => {
  const found = $$('h2, h3, h4, h5, h6, dt, strong, b, [class*="name" i], [class*="title" i]', el).filter(
    (x) => !/price|cost/i.test(x.attribs.class ?? '') && text(x) && !price.test(text(x)),
  );
  const holdsAnother = (x: Element) => found.some((y) => y !== x && $$('*', x).includes(y));
  return found.find((x) => textLines(x).length === 1 || !holdsAnother(x)) ?? found[0];
};

/** A table's heading row (a <thead>, or a row of one header cell) names the rows after it: its first line, as a
 * price list writes "<th><span>Cut</span><br>cut and blow-dry</th>". */
function headingRow(n: Element): string | undefined {
  const row = n.name === 'thead' ? $$('tr', n) : n.name === 'tr' ? [n] : [];
  if (row.length !== 1) return undefined;
  const cells = $$('td, th', row[0]!);
  if (cells.length !== 1 || cells[0]!.name !== 'th') return undefined;
  return textLines(cells[0]!)[0];
}

const INLINE = /^(span|em|i|b|strong|small|a|mark|cite|q|data)$/;
/**
 * A record written as parts side by side and nothing else (<li><span>Nero</span><span>fior di latte…</span>
 * <span>12,00</span></li>): its first part that is no price is its name.
 */
function firstPart(el: Element, price: RegExp): Element | undefined {
  const parts = children(el);
  const ownText = el.children.some((c) => c.type === 'text' && (c as unknown as { data: string }).data.trim());
  if (ownText || parts.length < 2 || !parts.every((p) => INLINE.test(p.name))) return undefined;
  return parts.find((p) => text(p) && !price.test(text(p)) && !/^\D{0,4}\d[\d.,]*\D{0,5}$/.test(text(p)));
}

/** The heading a record sits under: the nearest heading before it, among its and its ancestors' earlier siblings. */
function categoryOf(record: Element, group: Element[]): string | undefined {
  let el: Element | null = record;
  for (let depth = 0; depth < 4 && el; depth++, el = el.parent as Element | null) {
    for (let n = el.prev; n; n = n.prev) {
      if (!isElement(n) || group.includes(n)) continue;
      if (HEADING.test(n.name) || n.attribs.role === 'heading') return text(n) || undefined;
      const row = headingRow(n);
      if (row) return row;
      const inner = $$('h1, h2, h3, h4, h5, h6', n).at(-1);
      if (inner) return text(inner) || undefined;
    }
    if (el.parent && /^(body|main)$/.test((el.parent as Element).name ?? '')) break;
  }
  return undefined;
}

/** Every language's day names (contracts' weekdays), to tell a week of opening times from a price list. */
const DAY_NAMES = new Set([
  ...WEEKDAYS.map((d) => d.toLowerCase()),
  ...Object.values(LOCAL_DAYS).flatMap((l) => l.days.flat()),
]);
/** A bare amount a price column writes without a currency: "37", "12,50", "vanaf 51,50", "15,-". */
const BARE_AMOUNT = /^(?:\p{L}{1,12}\s)?\d{1,4}(?:[.,]\d{1,2}|,-)?$/u;
const lastCell = (row: Element) => text($$('td, th', row).at(-1) ?? null);

/**
 * Table rows whose last cells are all bare amounts, not years: a price list whose currency its page states once (or
 * never), "Knippen | 37", "Verven | vanaf 51,50".
 */
function priceColumn(rows: Element[]): boolean {
  const amounts = rows.map(lastCell);
  return (
    rows.every((r) => r.name === 'tr' && $$('td, th', r).length >= 2) &&
    amounts.every((a) => BARE_AMOUNT.test(a)) &&
    // (a week of opening times, "Maandag | 9.00 | 17.30", is no price list)
    !rows.some((r) =>
      DAY_NAMES.has(
        text($$('td, th', r)[0] ?? null)
          .toLowerCase()
          .replace(/[\s:.]+$/, ''),
      ),
    ) &&
    !amounts.every((a) => /^(1[89]|20)\d\d$/.test(a))
  );
}

function recordOf(el: Element, rules: RecordRules, column = false): PageRecord | undefined {
  const lines = el.name === 'tr' ? $$('td, th', el).map(text).filter(Boolean) : textLines(el);
  if (!lines.length || lines.join(' ').length > 600) return undefined;
  const all = lines.join(' ');
  const prices = all.match(new RegExp(rules.price.source, 'gi')) ?? [];
  // a block with many prices holds records of its own (a menu section), it is not one
  if (prices.length > 3 || (prices.length > 1 && $$('h1, h2, h3, h4, h5, h6', el).length)) return undefined;
  // a block whose children each carry a name and a price is a list of records, not one
  const namedPrice = (c: Element) => {
    const t = text(c);
    return (
      rules.price.test(t) && (rules.isName(t.replace(rules.price, '').trim()) || textLines(c).join(' ').length > 12)
    );
  };
  if (children(el).filter(namedPrice).length >= 2) return undefined;
  const marked = (column ? [lastCell(el)] : $$(PRICE_MARK, el).map((p) => text(p))).filter(
    (t) => rules.price.test(t) || /^\D{0,4}\d[\d.,]*\D{0,5}$/.test(t) || (column && BARE_AMOUNT.test(t)),
  );
  const price = marked[0] ?? (prices[0] ? prices[0].trim() : undefined);
  const named = el.name === 'tr' ? undefined : (nameElement(el, rules.price) ?? firstPart(el, rules.price));
  let name = named ? text(named) : lines[0]!;
  if (price && name.includes(price)) name = name.replace(price, '');
  // a list's own numbering ("1. Traditional Thai Massage") is not part of the name
  name = name
    .replace(/[\s.·:|–—-]+$/, '')
    .replace(/^\d{1,2}[.)]\s*(?=\p{L})/u, '')
    .trim();
  if (!rules.isName(name) || rules.price.test(name)) return undefined;
  // the description: what the record says beside its name and a price marked apart (a price inside a sentence stays)
  // (its paragraphs when it has them: a badge or a size beside the name is not the description)
  const paragraphs = $$('p', el).map(text).filter(Boolean);
  let rest = el.name === 'tr' ? lines.slice(1).join(' ') : paragraphs.length ? paragraphs.join('\n') : lines.join('\n');
  // (the name where a line starts with it: "Pictured: Chocolate Muffin" under "Muffin" keeps its word)
  const lead = named ? text(named) : el.name !== 'tr' ? lines[0]! : '';
  if (lead)
    rest = rest
      .split('\n')
      .map((l) => (l.startsWith(lead) ? l.slice(lead.length) : l))
      .join('\n');
  if (marked[0]) rest = rest.replace(marked[0], '');
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
  for (const dt of children(dl).filter((c) => c.name === 'dt')) {
    const dds: string[] = [];
    for (let n = dt.next; n && (!isElement(n) || n.name !== 'dt'); n = n.next) if (isElement(n)) dds.push(text(n));
    const detail = dds.join(' ');
    const name = text(dt);
    const price = rules.price.exec(detail)?.[0] ?? rules.price.exec(name)?.[0];
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

/**
 * Names and prices in separate sibling elements, a name followed by its price ("<p>Café</p><p>2,00 €</p>", a name
 * column beside a price column): each name with the bare price after it is a record. Where every pair follows a
 * heading of its own ("<h4>Café</h4><p>Arabica, frisch gemahlen</p><p>2,00 €</p>"), the heading is the name and the
 * line between its description. Two pairs make a list.
 */
function pairRecords(parent: Element, rules: RecordRules): { els: Element[]; record: PageRecord }[] {
  const bare = new RegExp(`^(?:${rules.price.source})$`, rules.price.flags.replace('g', ''));
  const kids = children(parent);
  const pairs: number[] = [];
  for (let i = 1; i < kids.length; i++) {
    const n = text(kids[i - 1]!);
    if (bare.test(text(kids[i]!)) && !/^h[12]$/.test(kids[i - 1]!.name) && rules.isName(n) && !rules.price.test(n))
      pairs.push(i);
  }
  if (pairs.length < 2) return [];
  const headed = pairs.every((i) => i >= 2 && /^h[3-6]$/.test(kids[i - 2]!.name) && !HEADING.test(kids[i - 1]!.name));
  return pairs.map((i) => {
    const price = text(kids[i]!);
    if (!headed) return { els: [kids[i - 1]!, kids[i]!], record: { name: text(kids[i - 1]!), price } };
    const description = rules.describe(text(kids[i - 1]!));
    return {
      els: [kids[i - 2]!, kids[i - 1]!, kids[i]!],
      record: { name: text(kids[i - 2]!), price, ...(description.length > 10 ? { description } : {}) },
    };
  });
}

/**
 * The records a page lists. A group of siblings of one signature is read as records when most of them carry a
 * price (a menu or price list, whatever its markup), or when each is a card with its own picture and heading (a
 * product range); blocks of people, quotes and posts are not offerings. Category headings stand outside the
 * records, so they are never items themselves.
 */
export function extractRecords(doc: Document | Element, rules: RecordRules): PageRecord[] {
  const out: PageRecord[] = [];
  const seen = new Set<Element>();
  const visit = (parent: Element) => {
    const kids = children(parent);
    if (!rules.inChrome(parent) && !notOffering(parent)) {
      const pairs = pairRecords(parent, rules);
      const paired = pairs.flatMap((x) => x.els);
      for (const { els, record } of pairs) {
        for (const el of els) seen.add(el);
        const category = categoryOf(els[0]!, paired);
        out.push({ ...record, ...(category ? { category } : {}) });
      }
    }
    const groups = new Map<string, Element[]>();
    for (const k of kids) groups.set(signature(k), [...(groups.get(signature(k)) ?? []), k]);
    for (const group of groups.values()) {
      if (group.length < 2 || HEADING.test(group[0]!.name)) continue;
      if (group.some((g) => seen.has(g) || rules.inChrome(g))) continue;
      const container = `${parent.attribs?.class ?? ''} ${parent.attribs?.id ?? ''} ${group[0]!.attribs.class ?? ''}`;
      if (NOT_OFFERINGS.test(container)) continue;
      if (group[0]!.name === 'dl') continue;
      const column = priceColumn(group);
      const records = group.map((g) => ({ el: g, r: recordOf(g, rules, column) }));
      const ok = records.filter((x) => x.r);
      const priced = ok.filter((x) => x.r!.price).length;
      // (a range of products, not three or four selling points; three when each picture shows what its card names)
      const cards =
        (ok.length >= 4 || (ok.length === 3 && group.every(picturesItsName))) &&
        ok.length === group.length &&
        group.every(
          (g) =>
            g.name !== 'a' &&
            !$$('a[href]', g).length &&
            $$('img', g).length >= 1 &&
            $$('h2, h3, h4, h5, h6', g).length === 1,
        );
      const linksOnly = group.every((g) => $$('a', g).length >= 1 && text($$('a', g)[0]!) === text(g));
      if (linksOnly || !(priced >= 2 && priced * 2 >= group.length) || ok.length < 2) {
        if (!cards || linksOnly) continue;
      }
      for (const { el, r } of ok) {
        seen.add(el);
        for (const d of $$('*', el)) seen.add(d);
        const category = categoryOf(el, group);
        out.push({ ...r!, ...(category && category !== r!.name ? { category } : {}) });
      }
    }
    for (const k of kids) if (!seen.has(k)) visit(k);
  };
  const root = (doc as Element).name ? (doc as Element) : ($$('body', doc)[0] ?? (doc as unknown as Element));
  visit(root);
  for (const dl of $$('dl', doc))
    if (!rules.inChrome(dl)) {
      const records = definitionRecords(dl, rules);
      if (records.filter((r) => r.price).length >= 2) {
        const category = categoryOf(dl, []);
        out.push(...records.map((r) => ({ ...r, ...(category ? { category } : {}) })));
      }
    }
  // a category heading is never an item
  const categories = new Set(out.map((r) => r.category?.toLowerCase()).filter(Boolean));
  return out.filter((r) => !categories.has(r.name.toLowerCase()));
}
