// People, classes and before/after pictures on a business's own website, as written there: a team under a
// "Meet the team" heading (full names, or a single given name in repeated cards that give a job title; never a
// role standing in for a name, never a name from running text), a weekly class timetable recognised by its
// structure wherever it is (opening hours stay hours), and pictures labelled before and after. Nothing is guessed.
import { WEEKDAYS, type Weekday } from '@sgs/site-kit';
import type { Showcase } from '@sgs/site-kit';
import { $, $$, attr, isElement, text, type Document, type Element } from './html';
import { resolveHref } from './links';
import type { PhotoCandidate } from './photos';

export type TeamMember = Showcase['team'][number];
export type ClassEntry = Showcase['classes'][number];
export type BeforeAfterPair = Showcase['before_after'][number];

export interface SiteShowcase {
  team: TeamMember[];
  classes: ClassEntry[];
  before_after: BeforeAfterPair[];
}

const TEAM_HEADING =
  /\b(meet (the|our) (team|staff|stylists|doctors|dentists|instructors|teachers|trainers|artists|barbers|therapists|vets|crew|chefs)|our (team|staff|people|stylists|doctors|dentists|practitioners|therapists|instructors|teachers|trainers|artists|barbers|crew|vets|chefs)|the team)\b/i;
const TIMETABLE_HEADING = /\b(timetable|schedule|weekly classes|class times|our classes)\b/i;
const BEFORE_AFTER_HEADING = /\bbefore\s*(?:&|&amp;|and|\/|\+)\s*after\b/i;
/** Words that make a heading a role or a department rather than a person's name. */
const NOT_A_NAME =
  /\b(owner|founder|manager|specialist|artist|chef|stylist|therapist|technician|director|assistant|team|staff|reception(ist)?|studio|salon|clinic|services?|care|hair|nails?|lash(es)?|make-?up|massage|doctor|dentist|hygienist|instructor|teacher|trainer|coach|barber|groomer|nurse|about|contact|our|meet|welcome|the|and)\b/i;
const NAME_WORD = /^(\p{Lu}[\p{L}'’.-]*|de|da|van|von|der|del|la|le|di|du|bin|al)$/u;
const TIME =
  /\b\d{1,2}(?::\d{2}|(?=\s?[ap]\.?m\.?))\s?(?:[ap]\.?m\.?)?(?:\s?(?:-|–|—|to)\s?\d{1,2}(?::\d{2})?\s?(?:[ap]\.?m\.?)?)?/i;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();

/** "Maria Lopez", "Dr. Ann O'Neil": two to four capitalised words, none of them a role or a department. */
export function isPersonName(t: string): boolean {
  const words = clean(t).split(' ');
  return (
    t.length <= 60 &&
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((w) => NAME_WORD.test(w)) &&
    words.filter((w) => /^\p{Lu}/u.test(w)).length >= 2 &&
    !NOT_A_NAME.test(t) &&
    !/\d/.test(t)
  );
}

/** "mon", "Tues.", "Wednesday" -> the weekday. */
export function weekdayOf(t: string): Weekday | undefined {
  const w = clean(t)
    .toLowerCase()
    .replace(/[.:,]+$/, '');
  if (w.length < 3) return undefined;
  return WEEKDAYS.find((d) => d.toLowerCase().startsWith(w.slice(0, 3)) && d.toLowerCase().startsWith(w));
}

const contains = (a: Element, b: Element) => {
  for (let p = b.parent as Element | null; p; p = p.parent as Element | null) if (p === a) return true;
  return false;
};

/** The block a heading introduces: its nearest section/article within three levels, else its parent. */
function blockOf(h: Element): Element | null {
  let el = h.parent as Element | null;
  for (let i = 0; i < 3 && el?.name; i++, el = el.parent as Element | null)
    if (/^(section|article|aside)$/.test(el.name)) return el;
  const parent = h.parent as Element | null;
  return parent?.name && !/^(body|main)$/.test(parent.name) ? parent : null;
}

const blocksUnder = (doc: Document, heading: RegExp) =>
  $$('h1, h2, h3', doc)
    .filter((h) => heading.test(text(h)))
    .map(blockOf)
    .filter((b): b is Element => !!b);

/** Words that make a line a job title ("Senior Stylist", "Head Chef", "Dental Hygienist"). */
const ROLE_WORD =
  /\b(owner|co-?founder|founder|partner|principal|director|manager|head|lead|senior|junior|trainee|apprentice|assistant|associate|specialist|practitioner|consultant|advis[oe]r|coordinator|receptionist|reception|administrator|stylist|hair ?dresser|barber|colou?rist|therapist|masseu?se|masseur|technician|artist|tattooist|piercer|a?esthetician|beautician|nail|lash|brow|make-?up|doctor|dr|dentist|hygienist|orthodontist|surgeon|physician|physio(therapist)?|chiropractor|osteopath|optometrist|optician|podiatrist|nurse|vet|veterinarian|groomer|trainer|coach|instructor|teacher|tutor|educator|chef|cook|baker|pastry|sommelier|barista|bartender|mixologist|server|host(ess)?|waiter|waitress|electrician|plumber|engineer|fitter|installer|carpenter|joiner|builder|roofer|painter|decorator|mechanic|estimator|supervisor|foreman|handyman|landscaper|gardener|cleaner|driver|accountant|bookkeeper|lawyer|solicitor|attorney|paralegal|agent|broker|photographer|videographer|designer|architect|planner|florist|walker|sitter)s?\b/i;
const MONTH_OR_DAY =
  /^(jan(uary)?|feb(ruary)?|march|april|may|june|july|aug(ust)?|sept?(ember)?|oct(ober)?|nov(ember)?|dec(ember)?|mon(day)?|tues?(day)?|wed(nesday)?|thu(rs)?(day)?|fri(day)?|sat(urday)?|sun(day)?)$/i;

/** "Maria", "Zoë", "Anne-Marie": one capitalised given name (a person only in a card with a job title). */
export function isGivenName(t: string): boolean {
  const w = clean(t);
  return (
    w.length <= 20 &&
    /^\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?$/u.test(w) &&
    !NOT_A_NAME.test(w) &&
    !ROLE_WORD.test(w) &&
    !MONTH_OR_DAY.test(w)
  );
}

/** A job title, not a sentence: six words at most, no digits; a role word unless the page labels it a role. */
const isJobTitle = (t: string, labelled: boolean) =>
  t.length >= 2 &&
  t.length <= 60 &&
  t.split(' ').length <= 6 &&
  !/\d/.test(t) &&
  (labelled ? !/[.!?]$/.test(t) : !/[.,;!?]/.test(t) && ROLE_WORD.test(t));

const ROLE_LABEL = '[class*="role" i], [class*="position" i], [class*="job" i], [itemprop="jobTitle"]';
const NAME_LABEL = '[itemprop="name"], [class*="name" i]';
/** "Maria — Stylist", "Tom, Barber", "Jo | Colourist": a name and a job title on one line. */
const NAME_AND_TITLE = /^([^—–|,:]{2,40}?)(?:\s[-–—]\s|\s?[—–|,:]\s?)(.{2,60})$/u;
/** Where a name can stand: a card's heading or labelled name, a bold name opening a line, a "name — title" line. */
const NAME_PLACES = `h3, h4, h5, h6, ${NAME_LABEL}, strong, b, li, dt, figcaption, p`;
const isHeading = (el: Element) => /^h[3-6]$/.test(el.name);
const isLabelledName = (el: Element) => /name/i.test(`${attr(el, 'class') ?? ''} ${attr(el, 'itemprop') ?? ''}`);
const apart = (a: Element, b: Element) => a !== b && !contains(a, b) && !contains(b, a);

interface Person extends TeamMember {
  /** The element holding the whole person (a card, a list item, a figure). */
  card: Element;
  /** Only a given name: a person only among sibling cards of the same build. */
  givenOnly: boolean;
}

/** A person's card: the largest ancestor of the name (three levels at most, inside the block) holding no other name. */
function cardOf(el: Element, block: Element): Element {
  const rivals = `${/^(li|dt|figcaption|p|strong|b)$/.test(el.name) ? `${el.name}, ` : ''}h3, h4, h5, h6, ${NAME_LABEL}`;
  let card = el;
  for (let p = el.parent as Element | null, i = 0; p?.name && p !== block && i < 3; p = p.parent as Element | null) {
    if ($$(rivals, p).some((n) => apart(n, el) && !isJobTitle(clean(text(n)), false))) break;
    card = p;
    i++;
  }
  return card;
}

/** The person a name element introduces, with the job title, bio and photo of its own card; undefined when none. */
function personAt(el: Element, block: Element, pageUrl: string): Person | undefined {
  const whole = clean(text(el));
  const bold = /^(strong|b)$/.test(el.name);
  // A bold name opens its own short line ("<strong>Maria</strong> – Stylist"); inside running prose it is no card.
  const line = bold ? (el.parent as Element) : el;
  const lineText = clean(text(line));
  if (!whole || lineText.length > 100 || !lineText.startsWith(whole)) return undefined;
  let name = whole;
  let title: string | undefined;
  let labelledTitle = false;
  const inner = $(ROLE_LABEL, el);
  const split = NAME_AND_TITLE.exec(lineText);
  if (inner) {
    title = clean(text(inner));
    name = clean(whole.replace(title, ''));
    labelledTitle = true;
  } else if (split && (!bold || clean(split[1]!) === whole)) {
    [name, title] = [clean(split[1]!), clean(split[2]!)];
    // A line, a list item or bold text names a person only with a job title beside the name.
    if (!isJobTitle(title, false)) return undefined;
  } else if (!isHeading(el) && !isLabelledName(el)) return undefined;
  const full = isPersonName(name);
  if (!full && !isGivenName(name)) return undefined;
  const card = cardOf(line, block);
  const lines = $$('p, span, small, em, div, dd', card)
    .filter((x) => apart(x, el) && !$$('p, div, li', x).length)
    .map((x) => clean(text(x)))
    .filter((t) => t && t !== name && t !== whole && t !== title);
  if (!title) {
    const labelled = $$(ROLE_LABEL, card).find((x) => apart(x, el));
    if (labelled) [title, labelledTitle] = [clean(text(labelled)), true];
    else title = lines.find((t) => t.length <= 60 && (full || isJobTitle(t, false)));
  }
  if (!full && !(title && isJobTitle(title, labelledTitle))) return undefined;
  const bio = lines.find((t) => t.length > 60 && t.length <= 400);
  const img = $('img', card);
  const photo = img ? resolveHref(attr(img, 'src') ?? attr(img, 'data-src'), pageUrl)?.toString() : undefined;
  return { name, role: title || undefined, bio, photo_url: photo, card, givenOnly: !full };
}

/**
 * Named people in a team block, each from its own card (a heading or labelled name, a bold name opening a line,
 * or a "Maria — Stylist" line), with the job title, bio and photo of that card. A full name is enough; a single
 * given name counts only with a job title, in a card repeated beside at least one sibling card of the same build
 * (never a name met in running text).
 */
export function extractTeam(doc: Document, pageUrl: string): TeamMember[] {
  const out: TeamMember[] = [];
  for (const block of blocksUnder(doc, TEAM_HEADING)) {
    const found: Person[] = [];
    for (const el of $$(NAME_PLACES, block)) {
      if (found.some((p) => p.card === el || contains(p.card, el))) continue;
      const p = personAt(el, block, pageUrl);
      if (p && !found.some((f) => contains(p.card, f.card))) found.push(p);
    }
    const siblings = (p: Person) =>
      found.filter((q) => q.card.parent === p.card.parent && q.card.name === p.card.name).length;
    for (const p of found)
      if ((!p.givenOnly || siblings(p) >= 2) && !out.some((x) => x.name === p.name))
        out.push({ name: p.name, role: p.role, bio: p.bio, photo_url: p.photo_url });
  }
  return out.slice(0, 24);
}

/** A class cell: "Vinyasa Flow with Anna", "Yin Yoga (Ben)", "Pilates - Cara". */
function classCell(t: string): { name: string; instructor?: string } {
  const m = /^(.+?)\s*(?:\bwith\s+|\(\s*|\s[-–—]\s)([\p{Lu}][\p{L}'’. -]{1,40}?)\)?$/u.exec(t);
  return m ? { name: clean(m[1]!), instructor: clean(m[2]!) } : { name: clean(t) };
}

/** What an opening-hours row says instead of a class: "Closed", "By appointment", "Walk-ins welcome". */
const HOURS_NOTE =
  /^(open(ing)?( late| all day)?|closed|close|shut|by appointment( only)?|appointments?( only)?|walk-?ins?( welcome)?|24 ?(hours|hrs|h)|all day|lunch( break)?|break|available|unavailable|emergency( call-?outs?)?|on call|late( night| opening)?|holiday|bank holidays?|n\/?a)$/i;
/** Headings of tables and lists that pair days and times with something other than classes. */
const NOT_CLASSES_HEADING =
  /\b(opening|hours|open|menu|specials?|offers?|deals?|happy hour|delivery|collection|kitchen|prices?)\b/i;

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/** The text of the nearest heading before an element in page order (a table's caption first). */
function headingBefore(el: Element): string {
  const caption = el.name === 'table' ? $('caption', el) : null;
  if (caption) return clean(text(caption));
  for (let node: Element | null = el; node?.name && !/^(body|html)$/.test(node.name); node = node.parent as Element) {
    for (let sib = node.prev as Element | null; sib; sib = sib.prev as Element | null) {
      if (!isElement(sib)) continue;
      if (/^h[1-6]$/.test(sib.name)) return clean(text(sib));
      const inside = $$(HEADINGS, sib).filter((h) => !weekdayOf(text(h)));
      if (inside.length) return clean(text(inside.at(-1)!));
    }
  }
  return '';
}

/** One timetable row: a day, a start time (or time range) and a class; undefined for hours and prices. */
function classEntry(day: Weekday | undefined, time: string | undefined, cell: string): ClassEntry | undefined {
  const what = clean(cell.replace(time ?? '', '').replace(/^[\s:–—|-]+|[\s:–—|-]+$/g, ''));
  if (!day || !time || !what || what.length > 120 || TIME.test(what) || /[$£€¥]|\d+[.,]\d{2}\b/.test(what))
    return undefined;
  const c = classCell(what);
  const bare = c.name.replace(/[()[\]!.*]/g, '').trim();
  if (!/\p{L}{2}/u.test(bare) || HOURS_NOTE.test(bare) || weekdayOf(bare)) return undefined;
  // A class is named, not described: "We open at 9am for breakfast" is a sentence about the day.
  if (bare.split(' ').length > 8 || /\b(we|we're|our|you|your|us|is|are|will)\b/i.test(bare)) return undefined;
  return { day, time: clean(time), name: c.name, instructor: c.instructor };
}

/** The rows of a timetable table: the days as columns (a time per row), or a day column with times and classes. */
function tableClasses(table: Element): ClassEntry[] {
  const out: (ClassEntry | undefined)[] = [];
  const rows = $$('tr', table).map((tr) => $$('th, td', tr).map((c) => clean(text(c))));
  const head = rows[0] ?? [];
  const dayCols = head.map(weekdayOf);
  if (dayCols.filter(Boolean).length >= 2) {
    for (const row of rows.slice(1)) {
      const time = TIME.exec(row[0] ?? '')?.[0];
      row.forEach((cell, i) => i > 0 && cell && out.push(classEntry(dayCols[i], time, cell)));
    }
    return out.filter((e): e is ClassEntry => !!e);
  }
  const col = (re: RegExp) => head.findIndex((c) => re.test(c));
  const [dayCol, timeCol, nameCol, whoCol] = [
    col(/^day/i),
    col(/^time/i),
    col(/class|session|activity|course/i),
    col(/instructor|teacher|trainer|coach|with/i),
  ];
  let day: Weekday | undefined;
  for (const row of rows.slice(dayCol >= 0 ? 1 : 0)) {
    day = weekdayOf(row[dayCol >= 0 ? dayCol : 0] ?? '') ?? (row.length === 1 ? undefined : day);
    if (row.length === 1) {
      day = weekdayOf(row[0]!) ?? day;
      continue;
    }
    const time = TIME.exec(row[timeCol >= 0 ? timeCol : 1] ?? '')?.[0];
    const name = row[nameCol >= 0 ? nameCol : row.length > 2 ? 2 : 1] ?? '';
    const who = whoCol >= 0 ? row[whoCol] : undefined;
    out.push(classEntry(day, time, who && isPersonLike(who) ? `${name} with ${who}` : name));
  }
  return out.filter((e): e is ClassEntry => !!e);
}

/** "Mon 6:00 pm – Boxfit", "Wednesday: 7pm Spin with Jo" (one day, not a range of days as in "Mon–Fri 9–5"). */
function lineClass(t: string): ClassEntry | undefined {
  const m = /^(\p{L}{3,9})\.?:?\s+(.+)$/u.exec(t);
  const day = m && weekdayOf(m[1]!);
  if (!day || /^(?:-|–|—|to|&|and|,)\s*\p{L}{3,9}\b/iu.test(m[2]!)) return undefined;
  return classEntry(day, TIME.exec(m[2]!)?.[0], m[2]!);
}

/** The rows after a day heading: the list that follows it, or its following siblings up to the next heading. */
function rowsAfter(h: Element): string[] {
  const list = listAfter(h);
  if (list) return $$('li', list).map((li) => clean(text(li)));
  const rows: string[] = [];
  for (let n = nextElement(h); n && !/^(h[1-6]|ul|ol|table)$/.test(n.name) && !weekdayOf(text(n)); n = nextElement(n)) {
    const t = clean(text(n));
    if (t.length <= 120) rows.push(t);
  }
  return rows;
}

/**
 * A weekly class timetable wherever it is on the page, recognised by its structure: a table whose rows pair days
 * and times with class names, a list of "day time class" lines, or day headings each followed by "time class"
 * rows. Under a timetable heading one row is enough; elsewhere a group needs two classes and no opening-hours,
 * menu or price heading. Opening hours ("Monday 9:00–17:00", "Sunday Closed", "Mon–Fri 8–6") are never classes.
 */
export function extractClasses(doc: Document): ClassEntry[] {
  const out: ClassEntry[] = [];
  const titledBlocks = blocksUnder(doc, TIMETABLE_HEADING);
  const keep = (group: Element, entries: ClassEntry[]) => {
    const before = headingBefore(group);
    const own = $$(HEADINGS, group).find((h) => !weekdayOf(text(h)));
    const titled = titledBlocks.some((b) => b === group || contains(b, group)) || TIMETABLE_HEADING.test(before);
    const context = `${own ? text(own) : ''} ${before}`;
    if (!titled && (entries.length < 2 || NOT_CLASSES_HEADING.test(context))) return;
    for (const e of entries)
      if (!out.some((x) => x.day === e.day && x.time === e.time && x.name === e.name)) out.push(e);
  };
  for (const table of $$('table', doc)) keep(table, tableClasses(table));
  for (const list of $$('ul, ol', doc))
    keep(
      list,
      $$('li', list)
        .map((li) => lineClass(clean(text(li))))
        .filter((e): e is ClassEntry => !!e),
    );
  // Day headings (or a day alone in bold) with their rows, grouped by the element holding the days.
  const byGroup = new Map<Element, ClassEntry[]>();
  for (const h of $$('h3, h4, h5, h6, strong, b, p, dt', doc)) {
    const day = weekdayOf(text(h));
    if (!day || $$('strong, b', h).some((x) => weekdayOf(text(x)))) continue;
    let owner = h;
    while (
      owner.parent &&
      /^(strong|b|span|p)$/.test(owner.name) &&
      clean(text(owner.parent as Element)) === clean(text(h))
    )
      owner = owner.parent as Element;
    const group = (owner.parent as Element | null) ?? owner;
    const entries = rowsAfter(owner)
      .map((t) => classEntry(day, TIME.exec(t)?.[0], t))
      .filter((e): e is ClassEntry => !!e);
    byGroup.set(group, [...(byGroup.get(group) ?? []), ...entries]);
  }
  // Days laid out as sibling cards ("<div><h4>Monday</h4>…</div><div><h4>Tuesday</h4>…</div>") form one group.
  const merged = new Map<Element, ClassEntry[]>();
  for (const [group, entries] of byGroup) {
    const cards = [...byGroup.keys()].filter((g) => g.parent === group.parent).length;
    const key = cards > 1 && group.parent ? (group.parent as Element) : group;
    merged.set(key, [...(merged.get(key) ?? []), ...entries]);
  }
  for (const [group, entries] of merged) keep(group, entries);
  return out.slice(0, 80);
}

const isPersonLike = (t: string) => /^[\p{Lu}][\p{L}'’. -]{1,40}$/u.test(t);

const nextElement = (el: Element): Element | null => {
  for (let n = el.next as Element | null; n; n = n.next as Element | null) if (n.name) return n;
  return null;
};

/** The list that follows a day heading (a day in <strong> inside a paragraph: the list after the paragraph). */
function listAfter(h: Element): Element | null {
  let el: Element = h;
  while (!nextElement(el) && el.parent && /^(strong|b|span|p)$/.test(el.name)) el = el.parent as Element;
  const n = nextElement(el);
  return n && /^(ul|ol)$/.test(n.name) ? n : null;
}

/** Pictures labelled before and after (alt, file name, class or their own caption), paired in page order. */
export function extractBeforeAfter(doc: Document, pageUrl: string): BeforeAfterPair[] {
  const out: BeforeAfterPair[] = [];
  const labelOf = (img: Element): 'before' | 'after' | undefined => {
    const figure = [img.parent, img.parent?.parent].find((p) => (p as Element | null)?.name === 'figure') as
      Element | undefined;
    const own = `${attr(img, 'alt') ?? ''} ${(attr(img, 'src') ?? '').split('/').pop() ?? ''} ${attr(img, 'class') ?? ''} ${figure ? text($('figcaption', figure)) : ''}`;
    const before = /\bbefore\b|[_-]before[_.-]/i.test(own);
    const after = /\bafter\b|[_-]after[_.-]/i.test(own);
    return before === after ? undefined : before ? 'before' : 'after';
  };
  const captionOf = (a: Element, b: Element): string | undefined => {
    let shared = a.parent as Element | null;
    while (shared && !contains(shared, b)) shared = shared.parent as Element | null;
    const own = shared && $('figcaption, h3, h4, p', shared);
    const t = own ? clean(text(own)) : clean((attr(a, 'alt') ?? '').replace(/\bbefore\b[:\s-]*/i, ''));
    const caption = t.replace(/\b(before|after)\b\s*(?:&|and|\/)?\s*/gi, '').replace(/^[\s:–—-]+/, '');
    return caption.length >= 3 && caption.length <= 200 ? caption : undefined;
  };
  const push = (a: Element, b: Element) => {
    const before = resolveHref(attr(a, 'src') ?? attr(a, 'data-src'), pageUrl)?.toString();
    const after = resolveHref(attr(b, 'src') ?? attr(b, 'data-src'), pageUrl)?.toString();
    if (before && after && before !== after && !out.some((p) => p.before_url === before))
      out.push({ before_url: before, after_url: after, caption: captionOf(a, b) });
  };
  const imgs = $$('img', doc);
  for (let i = 0; i < imgs.length - 1; i++)
    if (labelOf(imgs[i]!) === 'before' && labelOf(imgs[i + 1]!) === 'after') push(imgs[i]!, imgs[i + 1]!);
  // An unlabelled gallery under a "Before & after" heading: pictures in before, after order.
  if (!out.length)
    for (const block of blocksUnder(doc, BEFORE_AFTER_HEADING)) {
      const inBlock = $$('img', block);
      if (inBlock.length >= 2 && inBlock.length % 2 === 0)
        for (let i = 0; i < inBlock.length; i += 2) push(inBlock[i]!, inBlock[i + 1]!);
    }
  return out.slice(0, 12);
}

/** Everything above across the pages read, first page first, without repeats. */
export function extractShowcase(docs: { url: string; doc: Document }[]): SiteShowcase {
  const team: TeamMember[] = [];
  const classes: ClassEntry[] = [];
  const beforeAfter: BeforeAfterPair[] = [];
  for (const { url, doc } of docs) {
    for (const m of extractTeam(doc, url)) if (!team.some((x) => x.name === m.name)) team.push(m);
    for (const c of extractClasses(doc))
      if (!classes.some((x) => x.day === c.day && x.time === c.time && x.name === c.name)) classes.push(c);
    for (const p of extractBeforeAfter(doc, url))
      if (!beforeAfter.some((x) => x.before_url === p.before_url)) beforeAfter.push(p);
  }
  return { team: team.slice(0, 24), classes: classes.slice(0, 80), before_after: beforeAfter.slice(0, 12) };
}

/** The showcase's pictures as photo candidates, tagged so the writer keeps them in their own sections. */
export function showcasePhotoCandidates(s: SiteShowcase | undefined): PhotoCandidate[] {
  if (!s) return [];
  const team = s.team
    .filter((m) => m.photo_url)
    .slice(0, 12)
    .map((m): PhotoCandidate => ({
      url: m.photo_url!,
      source: 'existing_site',
      alt: m.role ? `${m.name}, ${m.role}` : m.name,
      tags: ['team'],
      minSide: 120,
    }));
  const pairs = s.before_after.slice(0, 6).flatMap((p): PhotoCandidate[] => [
    {
      url: p.before_url,
      source: 'existing_site',
      alt: `Before: ${p.caption ?? 'the job'}`,
      tags: ['before'],
      distinct: true,
    },
    {
      url: p.after_url,
      source: 'existing_site',
      alt: `After: ${p.caption ?? 'the job'}`,
      tags: ['after'],
      distinct: true,
    },
  ]);
  return [...team, ...pairs];
}
