// People, classes and before/after pictures on a business's own website, as written there: a team under a
// "Meet the team" heading (named people only, never a role standing in for a name), a weekly class timetable
// (a table or lists under weekday headings), and pictures labelled before and after. Nothing is guessed.
import { WEEKDAYS, type Weekday } from '@sgs/site-kit';
import type { Showcase } from '@sgs/site-kit';
import { $, $$, attr, text, type Document, type Element } from './html';
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

function absolute(src: string | undefined, base: string): string | undefined {
  if (!src || /^(data|javascript):/i.test(src)) return undefined;
  try {
    return new URL(src, base).toString();
  } catch {
    return undefined;
  }
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

/** Named people in a team block: one card per sub-heading, its role and photo from the same card. */
export function extractTeam(doc: Document, pageUrl: string): TeamMember[] {
  const out: TeamMember[] = [];
  for (const block of blocksUnder(doc, TEAM_HEADING))
    for (const h of $$('h3, h4, h5', block)) {
      const name = clean(text(h));
      if (!isPersonName(name)) continue;
      const parent = h.parent as Element | null;
      const card = parent && parent !== block && $$('h3, h4, h5', parent).length === 1 ? parent : null;
      const lines = card
        ? $$('p, span, small, em', card)
            .filter((el) => !contains(el, h) && !contains(h, el) && el !== h)
            .map((el) => clean(text(el)))
            .filter((t) => t && t !== name)
        : [];
      const labelled =
        card && $('[class*="role" i], [class*="position" i], [class*="job" i], [itemprop="jobTitle"]', card);
      const role = (labelled ? clean(text(labelled)) : undefined) || lines.find((t) => t.length <= 60);
      const bio = lines.find((t) => t.length > 60 && t.length <= 400);
      const photo = card
        ? absolute(attr($('img', card), 'src') ?? attr($('img', card), 'data-src'), pageUrl)
        : undefined;
      if (!out.some((m) => m.name === name)) out.push({ name, role: role || undefined, bio, photo_url: photo });
    }
  return out.slice(0, 24);
}

/** A class cell: "Vinyasa Flow with Anna", "Yin Yoga (Ben)", "Pilates - Cara". */
function classCell(t: string): { name: string; instructor?: string } {
  const m = /^(.+?)\s*(?:\bwith\s+|\(\s*|\s[-–—]\s)([\p{Lu}][\p{L}'’. -]{1,40}?)\)?$/u.exec(t);
  return m ? { name: clean(m[1]!), instructor: clean(m[2]!) } : { name: clean(t) };
}

/** Timetable rows: a table (days as columns, or a day column) or lists under weekday headings. */
export function extractClasses(doc: Document): ClassEntry[] {
  const out: ClassEntry[] = [];
  const add = (day: Weekday | undefined, time: string | undefined, cell: string) => {
    const what = clean(cell.replace(time ?? '', '').replace(/^[\s:–—-]+|[\s:–—-]+$/g, ''));
    if (!day || !time || !what || what.length > 120 || TIME.test(what)) return;
    const c = classCell(what);
    if (!out.some((e) => e.day === day && e.time === time && e.name === c.name))
      out.push({ day, time: clean(time), name: c.name, instructor: c.instructor });
  };
  for (const block of blocksUnder(doc, TIMETABLE_HEADING)) {
    for (const table of $$('table', block)) {
      const rows = $$('tr', table).map((tr) => $$('th, td', tr).map((c) => clean(text(c))));
      const head = rows[0] ?? [];
      const dayCols = head.map(weekdayOf);
      if (dayCols.filter(Boolean).length >= 2) {
        for (const row of rows.slice(1)) {
          const time = TIME.exec(row[0] ?? '')?.[0];
          row.forEach((cell, i) => i > 0 && cell && add(dayCols[i], time, cell));
        }
        continue;
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
        add(day, time, who && isPersonLike(who) ? `${name} with ${who}` : name);
      }
    }
    for (const h of $$('h3, h4, h5, strong, p', block)) {
      const day = weekdayOf(text(h));
      if (!day) continue;
      const list = listAfter(h);
      for (const li of list ? $$('li', list) : []) {
        const t = clean(text(li));
        add(day, TIME.exec(t)?.[0], t);
      }
    }
  }
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
    const before = absolute(attr(a, 'src') ?? attr(a, 'data-src'), pageUrl);
    const after = absolute(attr(b, 'src') ?? attr(b, 'data-src'), pageUrl);
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
