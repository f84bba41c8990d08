// Every branch and the business's own channels. A branch is one of a run of sibling blocks of the same shape that
// each give an address (a locations page's cards, a footer's list of shops); a channel is a link to the business's
// WhatsApp, an online booking, ordering or reservations service, or a phone its page labels for reservations.
import type { ResearchChannel, ResearchLocation } from '@sgs/contracts';
import { hoursFromLines, toE164 } from '@sgs/site-kit';
import type { CountryCode } from 'libphonenumber-js';
import { postalAddress } from './address';
import { PHONE_LABEL, extractAddress, extractPageAddress, textPhones } from './content';
import { $$, attr, isElement, text, textLines, type Document, type Element } from './html';
import { hoursOfLines, lines } from './hour-lines';
import { whatsappNumber } from './obfuscation';

const classesOf = (el: Element) => (el.attribs.class ?? '').split(/\s+/).filter((c) => c && !/\d/.test(c));
/**
 * An element's shape among its siblings: its tag and classes, without numbered ones and, when it shares a class with a
 * sibling, without the classes only it has (cards named for their branch: "filiale lachen", "filiale rapperswil").
 */
const signatureAmong = (siblings: Element[]) => {
  const count = new Map<string, number>();
  for (const s of siblings) for (const c of new Set(classesOf(s))) count.set(c, (count.get(c) ?? 0) + 1);
  return (el: Element) => {
    const shared = classesOf(el).filter((c) => count.get(c)! >= 2);
    return `${el.name}.${(shared.length ? shared : classesOf(el)).sort().join('.')}`;
  };
};

/**
 * The branches a page lists: sibling blocks of one shape, at least two with their own address. The smallest such
 * blocks are read first, so a column or tab that holds several branch cards is never a branch itself; blocks of the
 * run that give no address (a heading box, a logo, an intro) are not branches, while at least half of the run are.
 */
export function extractLocations(doc: Document, opts: { country?: CountryCode; lang?: string }): ResearchLocation[] {
  const out: (ResearchLocation & { at: number })[] = [];
  /** each run of sibling cards read, with their addresses */
  const runs: { el: Element; address: string }[][] = [];
  const cards = new Set<Element>();
  /** the cards and every element that holds one */
  const holders = new Set<Element>();
  const addCard = (el: Element) => {
    cards.add(el);
    for (const e of [el, ...ancestors(el)]) holders.add(e);
  };
  const all = $$('*', doc);
  const position = new Map(all.map((el, i) => [el, i]));
  const depth = new Map(all.map((el) => [el, ancestors(el).length]));
  const holdsCard = (el: Element) => holders.has(el);
  const inCard = (el: Element) => ancestors(el).some((a) => cards.has(a));
  const deepestFirst = [...all].sort((a, b) => depth.get(b)! - depth.get(a)! || position.get(a)! - position.get(b)!);
  for (const parent of deepestFirst) {
    if (inCard(parent)) continue;
    const groups = new Map<string, Element[]>();
    const children = parent.children.filter(isElement);
    const signature = signatureAmong(children);
    for (const c of children) groups.set(signature(c), [...(groups.get(signature(c)) ?? []), c]);
    for (const run of groups.values()) {
      const group = run[0]!.name === 'p' ? paragraphCards(run, children) : run;
      if (group.length < 2 || /^(h\d|br|a|span|img)$/.test(group[0]!.name) || group.some(holdsCard)) continue;
      const read = group.map((el) => ({ el, address: cardAddress(el) }));
      const found = sameSpotAddresses(read).filter((f): f is { el: Element; address: string } => !!f.address);
      // a run is every block with an address, or at least two read ones and half the run (beside a heading box)
      const known = new Set(read.map((r) => r.address).filter(Boolean)).size;
      if (new Set(found.map((f) => f.address)).size < 2) continue;
      if (found.length < group.length && (known < 2 || found.length * 2 < group.length)) continue;
      runs.push(found);
      for (const [k, { el, address }] of found.entries()) {
        addCard(el);
        const branch = branchOf([el], address, opts);
        // (a card with no phone of its own takes the one written between it and the next card of its run)
        const between = found[k + 1]
          ? children.slice(children.indexOf(el) + 1, children.indexOf(found[k + 1]!.el))
          : [];
        const phone = branch.phone ?? phoneIn(between, opts.country);
        out.push({ at: position.get(el)!, ...branch, ...(phone ? { phone } : {}) });
      }
    }
    // (a definition list's terms and their values are read by listedLocations)
    for (const record of parent.name === 'dl'
      ? []
      : siblingRecords(
          children.filter((c) => !holdsCard(c)),
          signature,
        )) {
      record.els.forEach(addCard);
      out.push({ at: position.get(record.els[0]!)!, ...branchOf(record.els, record.address, opts) });
    }
  }
  // a card of a run's own tag and classes standing apart from it (the one branch of another column, beside a blurb)
  // is a branch too when its address sits where the run's cards keep theirs
  const shape = (el: Element) => `${el.name}.${el.attribs.class ?? ''}`;
  for (const run of runs) {
    // (a paragraph's tag and no class is every paragraph's shape: never a card's)
    if (shape(run[0]!.el) === 'p.') continue;
    const strays = all.filter((el) => shape(el) === shape(run[0]!.el) && !holdsCard(el) && !inCard(el));
    if (!strays.length) continue;
    const placed = sameSpotAddresses([...run, ...strays.map((el) => ({ el }))]).slice(run.length);
    for (const { el, address } of placed)
      if (address) {
        addCard(el);
        out.push({ at: position.get(el)!, ...branchOf([el], address, opts) });
      }
  }
  // (in the page's order: cards of two shapes, a table's and a list's, read as the reader reads them)
  const inOrder = out.sort((a, b) => a.at - b.at).map(({ at: _at, ...l }) => l);
  return namedPhones(
    doc,
    inOrder.length ? samePlacesMerged(inOrder) : listedLocations(doc, opts.country),
    opts.country,
  );
}

/**
 * A branch with no phone in its card takes the one a line of the page gives under its name, alone or after a phone
 * label ("Sede di Modena 059 2056511" in a block of the phones by seat): never a longer name's line ("Filiale 2 …").
 */
function namedPhones(doc: Document, found: ResearchLocation[], country: CountryCode | undefined): ResearchLocation[] {
  const rows = textLines(doc).map((r) => r.trim());
  return found.map((l) => {
    const name = l.name;
    if (l.phone || !name) return l;
    const tails = rows
      .filter(
        (r) => r.startsWith(name) && !found.some((o) => (o.name ?? '').length > name.length && r.startsWith(o.name!)),
      )
      .map((r) => r.slice(name.length).replace(PHONE_LABEL, ' '))
      .filter((t) => !/\p{L}/u.test(t));
    const phone = tails.map((t) => textPhones(t, country)[0]).find(Boolean);
    return phone ? { ...l, phone } : l;
  });
}

/** One branch read from its card, or from the run of sibling elements that make its record. */
function branchOf(els: Element[], street: string, opts: { country?: CountryCode; lang?: string }): ResearchLocation {
  const rows = els.flatMap((e) => textLines(e));
  const address = withPostcodeLines(rows, street);
  const heading = els
    .flatMap((e) => [e, ...$$('*', e)])
    .find(
      (h) =>
        (/^(h[1-6]|strong)$/.test(h.name) || /name|title/i.test(h.attribs.class ?? '')) &&
        !!text(h) &&
        !isLabel(text(h)) &&
        !text(h).includes(address),
    );
  const named = heading ? text(heading) : undefined;
  const name = named ?? leadLine(rows, street);
  const phone = phoneIn(els, opts.country);
  const hours = hoursOfLines(
    els.flatMap((e) => lines(e)),
    opts.lang,
  );
  return {
    ...(name ? { name } : {}),
    address,
    ...(phone ? { phone } : {}),
    ...(Object.keys(hours).length ? { hours } : {}),
  };
}

/** The phone elements give: a tel: link's, else the first number their lines write. */
function phoneIn(els: Element[], country: CountryCode | undefined): string | undefined {
  const tel = els
    .flatMap((e) => (e.name === 'a' ? [e, ...$$('a', e)] : $$('a', e)))
    .filter((a) => /^tel:/i.test(attr(a, 'href') ?? ''))
    .map((a) => shownNumber(a, country))[0];
  return tel ?? textPhones(els.flatMap((e) => textLines(e)).join('\n'), country)[0];
}

/**
 * The number a tel: link dials, or the one it shows when that is another whole number: a reader calls what the page
 * shows (a copied link can still dial another branch), though "4012.0012" shown for "tel:8540120012" is the same.
 */
function shownNumber(a: Element, country: CountryCode | undefined): string | undefined {
  const dialled = toE164((attr(a, 'href') ?? '').slice(4), country);
  const shown = textPhones(text(a), country)[0];
  const digits = (n: string | undefined) => (n ?? '').replace(/\D/g, '').length;
  return shown && digits(shown) >= digits(dialled) ? shown : (dialled ?? shown);
}

/**
 * Records of several siblings: one run of shapes repeated with a period of two or more ("name | address | phone",
 * an h3 over its paragraph), its addresses in the same place of each run ("Long Island City Tonsorial | 41-10 34th
 * Ave… | +1 (347)…" then "Bayside Tonsorial | 32-32 Francis Lewis Blvd…"), two or more of them, each its own.
 */
function siblingRecords(
  children: Element[],
  signature: (el: Element) => string,
): { els: Element[]; address: string }[] {
  const shapes = children.map(signature);
  const addressed = children
    .map((el, i) => ({ i, address: recordPart(el, shapes[i]!, shapes) ? cardAddress(el) : undefined }))
    .filter((a): a is { i: number; address: string } => !!a.address);
  for (const shape of new Set(addressed.map((a) => shapes[a.i]))) {
    const at = addressed.filter((a) => shapes[a.i] === shape);
    const period = (at[1]?.i ?? 0) - at[0]!.i;
    if (at.length < 2 || period < 2 || at.some((a, k) => k && a.i - at[k - 1]!.i !== period)) continue;
    if (new Set(at.map((a) => a.address)).size < at.length) continue;
    // each record starts where the run of shapes before the first address starts repeating
    let start = at[0]!.i;
    while (start > 0 && at[0]!.i - (start - 1) < period && shapes[start - 1] === shapes[start - 1 + period]) start--;
    const records = at.map((a, k) => ({
      els: children.slice(start + k * period, start + (k + 1) * period),
      address: a.address,
    }));
    // (one run of shapes, the same in every record: never two far-apart paragraphs of a legal notice)
    const run = records[0]!.els.map(signature).join();
    if (records.every((r) => r.els.length === period && r.els.map(signature).join() === run)) return records;
  }
  return [];
}

/**
 * Paragraphs that are branch cards: those that open with a bold name over lines of their own ("<b>Sede di Modena</b>
 * <br>Via Università, 4…"), never prose, written one after another; a paragraph followed by its hours table is one
 * part of a record (see siblingRecords).
 */
function paragraphCards(paragraphs: Element[], siblings: Element[]): Element[] {
  const named = paragraphs.filter((p) => {
    const lead = p.children.find((c) => isElement(c) || (c.type === 'text' && !!c.data.trim()));
    return !!lead && isElement(lead) && /^(b|strong)$/.test(lead.name) && textLines(p).length >= 2;
  });
  const adjacent = named.every((p, i) => !i || siblings.indexOf(p) === siblings.indexOf(named[i - 1]!) + 1);
  return adjacent ? named : [];
}

const ancestors = (el: Element): Element[] => {
  const up: Element[] = [];
  for (let n = el.parent; n && isElement(n); n = n.parent) up.push(n);
  return up;
};

/**
 * A part of a record that can hold its address: a shape its siblings repeat, small enough to be one line or paragraph
 * with a number in it (so the whole page is never read element by element).
 */
const recordPart = (el: Element, shape: string, shapes: string[]) => {
  if (/^(br|img|hr|script|style)$/.test(el.name) || shapes.indexOf(shape) === shapes.lastIndexOf(shape)) return false;
  const t = text(el);
  return t.length <= 300 && /\d/.test(t);
};

const addressOfCard = new WeakMap<Element, string | undefined>();
/** A card's own address: one its content marks or labels, else the one its lines write (a <pre> of an address). */
function cardAddress(card: Element): string | undefined {
  if (addressOfCard.has(card)) return addressOfCard.get(card);
  const marked = extractPageAddress(card as unknown as Document)?.value;
  // (a card's own lines, read whole, when it is small enough to be one: a span, a <pre>, a box)
  const lines = marked ? [] : textLines(card);
  const address =
    marked ?? (lines.length <= 12 ? (extractAddress(lines.join(', ')) ?? postalAddress(lines)) : undefined);
  addressOfCard.set(card, address);
  return address;
}

/** A postcode on a line of its own, or with its town ("73200", "10623 Berlin", "7511 HG Enschede", "D-88299 Leutkirch"). */
const POSTCODE_LINE = /^(?:[A-Z]{1,2}-)?\d{4,5}(?:\s?[A-Z]{2}(?![\p{L}]))?(?:\s+\p{L}[\p{L}\s'’.-]*)?$/u;
/** A town on a line of its own: letters only, a few words ("ALBERTVILLE", "Clermont Ferrand"). */
const TOWN_LINE = /^\p{L}[\p{L}'’.-]*(?:[\s-]\p{L}[\p{L}'’.-]*){0,3}$/u;

/**
 * A card's address runs on over the lines after its street while they are its postcode and town ("32 rue Gambetta" /
 * "73200" / "ALBERTVILLE"), as a reader reads them.
 */
function withPostcodeLines(lines: string[], address: string): string {
  const rows = lines.map((r) => r.trim());
  const last = address.split(', ').at(-1)!;
  const at = rows.findIndex((r) => r.includes(last));
  const next = rows[at + 1];
  if (at < 0 || !next || !POSTCODE_LINE.test(next) || address.includes(next)) return address;
  const town = /\p{L}/u.test(next) ? undefined : rows[at + 2];
  return [address, next, ...(town && TOWN_LINE.test(town) ? [town] : [])].join(', ');
}

/** A line that introduces what follows it ("Saturday Hours:", "Horaires :", "営業時間："): a label, never a name. */
const isLabel = (line: string) => /[:：]\s*$/.test(line);

/**
 * A card's name line: short, with no digits, no label and not the start of its address: its first line ("ANNECY" over
 * "46 av Genève", though the town ends the address too), else the line just above its street ("Our North Location"
 * under a note of its Saturday hours).
 */
function leadLine(rows: string[], street: string): string | undefined {
  const lines = rows.map((r) => r.trim());
  const names = (line: string | undefined) =>
    !!line && line.length <= 40 && !/\d/.test(line) && !isLabel(line) && !street.startsWith(line);
  const above = lines[lines.findIndex((l) => l && street.startsWith(l)) - 1];
  return [lines[0], above].find(names);
}

/** An address as a key: letters and digits only, so "〒321-0132 宇都宮市雀の宮4-2-8" and its footer copy compare. */
const placeKey = (address: string | undefined) =>
  (address ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toLowerCase();

/**
 * A page that lists its branches twice (the branch cards, then a footer or booking block repeating them) lists each
 * once: the same address, or one written inside the other (with or without its postcode), is one branch, told by
 * what either listing gives (the cards' hours, the footer's phone).
 */
export function samePlacesMerged(found: ResearchLocation[]): ResearchLocation[] {
  const out: ResearchLocation[] = [];
  for (const l of found) {
    const k = placeKey(l.address);
    const same = out.find((o) => {
      const ok = placeKey(o.address);
      return !!k && (ok === k || (Math.min(ok.length, k.length) >= 8 && (ok.includes(k) || k.includes(ok))));
    });
    if (!same) out.push(l);
    else
      for (const field of ['name', 'phone', 'hours', 'email'] as const)
        if (same[field] === undefined && l[field] !== undefined) Object.assign(same, { [field]: l[field] });
  }
  return out;
}

/** Element-child steps from a card down to an element in it. */
function stepsTo(el: Element, card: Element): number[] | undefined {
  const steps: number[] = [];
  for (let n: Element = el; n !== card; n = n.parent as Element) {
    if (!n.parent || !isElement(n.parent)) return undefined;
    steps.unshift(n.parent.children.filter(isElement).indexOf(n));
  }
  return steps;
}
const follow = (card: Element, steps: number[]): Element | undefined =>
  steps.reduce<Element | undefined>((n, i) => n?.children.filter(isElement)[i], card);
/** A street and its house number, or a number and its street ("Rep. do Líbano, 747", "41-10 34th Ave"). */
const STREET_SHAPE = /\p{L}\.?,?\s+\d{1,5}[a-zA-Z]?(?:\s*[,–-]|\s*$)|^\d{1,5}(?:-\d{1,5})?[a-zA-Z]?,?\s+\p{L}/u;
/** A line that can be a street address: a number and a word, no phone, email, time or price. */
const addressLike = (line: string) =>
  line.length <= 80 &&
  /\d/.test(line) &&
  /\p{L}{3}/u.test(line) &&
  !/@|\+?\d[\d\s()./-]{6,}\d|\d{1,2}[:h]\d{2}|[$€£¥]|https?:/i.test(line);

/**
 * Cards of one shape keep their address in the same spot: where some cards' addresses were read, the line in the
 * same place of a card with none is its address ("Tristán Malbrán 4240, Cerro de las Rosas", written with no
 * postcode or street word, beside "Av. Hipólito Yrigoyen 123, Nueva Córdoba"): the same element, or the same line
 * of a card written as <br> lines ("Rep. do Líbano, 747" under its name, as "Av. Dom Luís, 1200" is).
 */
function sameSpotAddresses(found: { el: Element; address?: string }[]): { el: Element; address?: string }[] {
  const known = found.find((f) => f.address);
  if (!known || found.every((f) => f.address)) return found;
  const at = $$('*', known.el)
    .filter((e) => text(e).includes(known.address!))
    .at(-1);
  const steps = at && stepsTo(at, known.el);
  // (lines of one element, split by <br>: the address's line number in its card)
  const row = textLines(known.el).findIndex((l) => /\d/.test(l) && known.address!.includes(l));
  const spot =
    steps && text(at) === known.address
      ? (card: Element) => text(follow(card, steps) ?? null)
      : (card: Element) => {
          const line = row < 0 ? '' : (textLines(card)[row] ?? '');
          return STREET_SHAPE.test(line) && !Object.keys(hoursFromLines([line])).length ? line : '';
        };
  return found.map((f) => {
    if (f.address) return f;
    const line = spot(f.el);
    return addressLike(line) ? { ...f, address: line } : f;
  });
}

/**
 * Branches in a definition list, each term naming one over its address ("本社" / "〒522-0222 彦根市…", "Filiale Mitte"
 * / "Hauptstr. 3, 64283 Darmstadt"), at least two; a phone whose term names a branch ("TEL（本社）") is that branch's
 * (a fax is not).
 */
function listedLocations(doc: Document, country: CountryCode | undefined): ResearchLocation[] {
  for (const dl of $$('dl', doc)) {
    const pairs: { name: string; lines: string[] }[] = [];
    for (const dt of dl.children.filter(isElement).filter((c) => c.name === 'dt')) {
      const dds: string[] = [];
      for (let n = dt.next; n && (n as Element).name !== 'dt'; n = n.next)
        if ((n as Element).name === 'dd') dds.push(...textLines(n as Element));
      pairs.push({ name: text(dt), lines: dds });
    }
    const found = pairs
      .map((p) => ({ ...p, address: postalAddress(p.lines) }))
      .filter((p): p is typeof p & { address: string } => !!p.address && !!p.name && p.name.length <= 40);
    if (found.length < 2 || new Set(found.map((f) => f.address)).size < found.length) continue;
    return found.map(({ name, address }) => {
      const labelled = pairs.find(
        (p) =>
          p.name !== name && p.name.includes(name) && !/fax/i.test(p.name) && !found.some((f) => f.name === p.name),
      );
      const phone = labelled && textPhones(labelled.lines.join('\n'), country)[0];
      return { name, address, ...(phone ? { phone } : {}) };
    });
  }
  return [];
}

/** Online booking, ordering and reservations services, by the host their links go to. */
const SERVICES: { kind: ResearchChannel['kind']; host: RegExp }[] = [
  { kind: 'whatsapp', host: /(^|\.)(wa\.me|whatsapp\.com)$/ },
  // (Messenger, and LINE, the messenger Japan books on: "lin.ee" is its official accounts' short link)
  { kind: 'messenger', host: /(^|\.)(m\.me|lin\.ee|line\.me)$/ },
  {
    kind: 'reservations',
    host: /(^|\.)(opentable\.[a-z.]+|resy\.com|sevenrooms\.com|thefork\.[a-z.]+|quandoo\.[a-z.]+|tablecheck\.com|covermanager\.com|bookatable\.[a-z.]+|tableapp\.com|formitable\.com|zenchef\.com)$/,
  },
  {
    kind: 'booking',
    host: /(^|\.)(booksy\.com|fresha\.com|treatwell\.[a-z.]+|vagaro\.com|calendly\.com|setmore\.com|acuityscheduling\.com|simplybook\.[a-z.]+|timely\.com|gettimely\.com|planity\.com|doctolib\.[a-z.]+|etermin\.net|shore\.com|salonized\.com|phorest\.com|mindbodyonline\.com|schedulicity\.com|square\.site|squareup\.com|hotpepper\.jp|beauty\.hotpepper\.jp|agendapro\.com|reservio\.com|bookings\.cloud\.microsoft|outlook\.office365\.com)$/,
  },
  {
    kind: 'ordering',
    host: /(^|\.)(ubereats\.com|deliveroo\.[a-z.]+|doordash\.com|grubhub\.com|lieferando\.[a-z.]+|just-eat\.[a-z.]+|thuisbezorgd\.nl|glovoapp\.com|rappi\.[a-z.]+|ifood\.com\.br|menulog\.com\.au|toasttab\.com|chownow\.com|slicelife\.com|order\.online|wolt\.com|foodora\.[a-z.]+|demae-can\.com)$/,
  },
];
/** Where a page puts its main call to action: the hero, the header, a button. */
const CTA = /(^|[\s_-])(hero|banner|header|cta|btn|button|book|call-to-action)([\s_-]|$)/i;
const inCta = (el: Element) => {
  for (let p: Element | null = el; p?.name; p = p.parent as Element | null)
    if (p.name === 'header' || p.name === 'button' || CTA.test(`${p.attribs.class ?? ''} ${p.attribs.id ?? ''}`))
      return true;
  return false;
};
/** A line that labels a phone for reservations or bookings, in the languages research reads. */
const RESERVATIONS =
  /\b(reservations?|bookings?|reservierung(en)?|tischreservierung|réservations?|reservas?|prenotazion[ei]|reserveringen|reservar)\b|予約/i;

/**
 * The business's own channels on its pages, each with the page it came from. `primary` marks the one the site
 * made its main call to action: the most repeated one when it appears in a hero, header or button. A channel's label
 * is the one its links carry most often ("LINEで予約" on every page's button, not one card's "このクーポンで予約").
 */
export function extractChannels(docs: { url: string; doc: Document }[], country?: CountryCode): ResearchChannel[] {
  const found = new Map<string, { channel: ResearchChannel; count: number; cta: boolean; labels: string[] }>();
  const add = (channel: ResearchChannel, cta: boolean) => {
    const key = `${channel.kind} ${channel.url.replace(/[?#].*$/, '')}`;
    const had = found.get(key);
    const labels = channel.label ? [channel.label] : [];
    if (had) Object.assign(had, { count: had.count + 1, cta: had.cta || cta, labels: [...had.labels, ...labels] });
    else found.set(key, { channel, count: 1, cta, labels });
  };
  const usualLabel = ({ channel, labels }: { channel: ResearchChannel; labels: string[] }): ResearchChannel => {
    const times = (l: string) => labels.filter((x) => x === l).length;
    const label = labels.reduce<string | undefined>((a, l) => (!a || times(l) > times(a) ? l : a), undefined);
    return label ? { ...channel, label } : channel;
  };
  for (const { url, doc } of docs) {
    for (const a of $$('a[href]', doc)) {
      // (the app's own link, whatsapp://send?phone=…, is the chat every device opens at wa.me)
      const chat = whatsappNumber(attr(a, 'href'));
      const href = chat && !/^https?:/i.test(attr(a, 'href')!) ? `https://wa.me/${chat.slice(1)}` : attr(a, 'href')!;
      let host: string;
      try {
        const u = new URL(href, url);
        if (!/^https?:$/.test(u.protocol)) continue;
        host = u.hostname.toLowerCase();
      } catch {
        continue;
      }
      const service = SERVICES.find((s) => s.host.test(host));
      if (!service) continue;
      const label = text(a) || attr(a, 'aria-label') || attr(a, 'title');
      add(
        {
          kind: service.kind,
          url: new URL(href, url).toString(),
          ...(label ? { label } : {}),
          source: `website:${url}`,
        },
        inCta(a),
      );
    }
    const rows = textLines(doc);
    for (const [i, row] of rows.entries()) {
      if (!RESERVATIONS.test(row) || row.length > 80) continue;
      const phone = textPhones(
        `${row}\n${rows[i + 1] ?? ''}`.split('\n').filter((r) => /\d{3}/.test(r))[0] ?? '',
        country,
      )[0];
      if (phone) add({ kind: 'reservations', url: `tel:${phone}`, label: row, source: `website:${url}` }, false);
    }
  }
  const all = [...found.values()];
  const lead = all
    .filter((c) => c.cta || c.count >= 3)
    .sort((a, b) => Number(b.cta) - Number(a.cta) || b.count - a.count)[0];
  return all.map((c) => (c === lead ? { ...usualLabel(c), primary: true } : usualLabel(c)));
}
