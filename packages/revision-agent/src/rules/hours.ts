// Opening hours in the owner's words: per day, day ranges and groups ("weekdays", "the other days"), closed
// days, "24/7", a new opening or closing time only, and holiday closures (a note on the hours section).
// Calendar dates are read with chrono-node; times and days with the small grammar below.
import * as chrono from 'chrono-node';
import { catalogOf, WEEKDAYS, type Weekday } from '@sgs/site-kit';
import { ask, calls, clean, NO_CHANGE, oneOf, type Request, type Rule, type RulePlan } from './shared';

const DAY_WORDS: [RegExp, Weekday][] = [
  [/^mon(?:day)?s?$/i, 'Monday'],
  [/^tue(?:s|sday)?s?$/i, 'Tuesday'],
  [/^wed(?:s|nesday)?s?$/i, 'Wednesday'],
  [/^thu(?:r|rs|rsday)?s?$/i, 'Thursday'],
  [/^fri(?:day)?s?$/i, 'Friday'],
  [/^sat(?:urday)?s?$/i, 'Saturday'],
  [/^sun(?:day)?s?$/i, 'Sunday'],
];
const DAY = String.raw`(?:mon(?:day)?s?|tue(?:s|sday)?s?|wed(?:s|nesday)?s?|thu(?:r|rs|rsday)?s?|fri(?:day)?s?|sat(?:urday)?s?|sun(?:day)?s?)`;
const GROUPS: [RegExp, Weekday[] | 'rest'][] = [
  [/\b(every ?day|daily|7 days a week|seven days a week|all week)\b/i, [...WEEKDAYS]],
  [/\b(week ?days|monday to friday during the week)\b|\bm\s*[-–]\s*f\b/i, WEEKDAYS.slice(0, 5)],
  [/\b(week ?ends?)\b/i, WEEKDAYS.slice(5)],
  [/\b(the )?(other|remaining) days\b|\b(the )?rest of the week\b|\ball other days\b|\botherwise\b/i, 'rest'],
];
const HOLIDAYS =
  /\b(christmas(?: eve| day)?|new year'?s(?: eve| day)?|thanksgiving(?: day)?|easter(?: sunday| monday)?|good friday|memorial day|labou?r day|independence day|july 4(?:th)?|fourth of july|boxing day|bank holidays?|public holidays?|holidays?|veterans day|presidents'? day|mlk day|martin luther king day)\b/i;

const dayOf = (w: string) => DAY_WORDS.find(([re]) => re.test(w))?.[1];

/** "9", "9am", "9:30 pm", "noon", "midnight" -> minutes after midnight (am/pm may be unknown). */
const TIME = String.raw`(?:noon|midday|midnight|\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?|a(?![a-z])|p(?![a-z]))?)`;
interface Clock {
  h: number;
  m: number;
  ampm?: 'am' | 'pm';
}
function clock(t: string): Clock | null {
  const s = t.trim().toLowerCase();
  if (s === 'noon' || s === 'midday') return { h: 12, m: 0, ampm: 'pm' };
  if (s === 'midnight') return { h: 12, m: 0, ampm: 'am' };
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(a|p)?/.exec(s);
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2] ?? 0);
  if (h > 23 || min > 59) return null;
  if (h > 12) return { h: h - 12, m: min, ampm: 'pm' };
  return { h: h === 0 ? 12 : h, m: min, ...(m[3] ? { ampm: m[3] === 'a' ? ('am' as const) : ('pm' as const) } : {}) };
}
const minutes = (c: Required<Clock>) => ((c.h % 12) + (c.ampm === 'pm' ? 12 : 0)) * 60 + c.m;
const show = (c: Required<Clock>) => `${c.h}:${String(c.m).padStart(2, '0')} ${c.ampm.toUpperCase()}`;

/** Opening and closing time with am/pm filled in the way people mean it ("9 to 5", "6 to 2pm", "9-1"). */
function range(a: Clock, b: Clock): [Required<Clock>, Required<Clock>] {
  let open: Required<Clock>;
  let close: Required<Clock>;
  if (a.ampm && b.ampm) [open, close] = [a as Required<Clock>, b as Required<Clock>];
  else if (a.ampm) {
    open = a as Required<Clock>;
    const same = { ...b, ampm: a.ampm };
    close = minutes(same) > minutes(open) ? same : { ...b, ampm: a.ampm === 'am' ? 'pm' : 'am' };
  } else if (b.ampm) {
    close = b as Required<Clock>;
    const same = { ...a, ampm: b.ampm };
    open = minutes(same) < minutes(close) ? same : { ...a, ampm: b.ampm === 'am' ? 'pm' : 'am' };
  } else {
    // Neither says: shops open in the morning (5-11 am) and close later the same day.
    open = { ...a, ampm: a.h >= 5 && a.h <= 11 ? 'am' : 'pm' };
    const same = { ...b, ampm: open.ampm };
    close = minutes(same) > minutes(open) ? same : { ...b, ampm: open.ampm === 'am' ? 'pm' : 'am' };
  }
  return [open, close];
}

const RANGE = new RegExp(String.raw`(?:from\s+)?(${TIME})\s*(?:-|–|—|to|until|till|til)\s*(${TIME})`, 'i');
const CLOSING = new RegExp(
  String.raw`\b(?:close|closes|closing|open until|open till|open til|stay open until)\s+(?:at\s+)?(${TIME})`,
  'i',
);
const OPENING = new RegExp(
  String.raw`\b(?:open|opens|opening)\s+(?:at|from)\s+(${TIME})(?!\s*(?:-|–|to|until|till))`,
  'i',
);

/** "every day except Sunday", "weekdays but not Wednesday": the days left out. */
const EXCEPT = new RegExp(
  String.raw`\b(?:except(?: for| on)?|but not(?: on)?|other than|apart from|besides|excluding)\s+(${DAY}(?:\s*(?:,|and|&|or)\s*${DAY})*)\b`,
  'gi',
);
const exceptedIn = (text: string): Weekday[] =>
  [...text.matchAll(EXCEPT)].flatMap((m) =>
    [...m[1]!.matchAll(new RegExp(String.raw`\b${DAY}\b`, 'gi'))].map((d) => dayOf(d[0])!),
  );

/** The days a clause names: single days, ranges ("Tue-Sun", "Monday through Friday"), lists and groups. */
function daysIn(clause: string): { days: Weekday[]; rest: boolean; ranged: boolean } {
  const found = new Set<Weekday>();
  let rest = false;
  let ranged = false;
  const excepted = exceptedIn(clause);
  let text = clause.replace(EXCEPT, ' ');
  const rangeRe = new RegExp(String.raw`\b(${DAY})\s*(?:-|–|to|through|thru|until)\s*(${DAY})\b`, 'gi');
  for (const m of clause.matchAll(rangeRe)) {
    const from = WEEKDAYS.indexOf(dayOf(m[1]!)!);
    const to = WEEKDAYS.indexOf(dayOf(m[2]!)!);
    for (let i = from; ; i = (i + 1) % 7) {
      found.add(WEEKDAYS[i]!);
      if (i === to) break;
    }
    ranged = true;
    text = text.replace(m[0], ' ');
  }
  for (const m of text.matchAll(new RegExp(String.raw`\b${DAY}\b`, 'gi'))) found.add(dayOf(m[0])!);
  for (const [re, days] of GROUPS)
    if (re.test(text)) {
      if (days === 'rest') rest = true;
      else days.forEach((d) => found.add(d));
    }
  return { days: WEEKDAYS.filter((d) => found.has(d) && !excepted.includes(d)), rest, ranged };
}

type Change =
  { kind: 'set'; days: Weekday[]; text: string } | { kind: 'close-at' | 'open-at'; days: Weekday[]; at: Clock };

/** Parses one clause into a change, or a problem to ask about. */
function clauseChange(clause: string): { change?: Change; days: ReturnType<typeof daysIn>; problem?: string } {
  const days = daysIn(clause);
  const ds = days.days;
  if (/\b(24\/7|24 hours|24 hrs|around the clock|all day and night)\b/i.test(clause))
    return { days, change: { kind: 'set', days: ds.length ? ds : [...WEEKDAYS], text: 'Open 24 hours' } };
  if (/\bclosed\b|\bnot open\b|\bno longer open\b|\bwe close on\b|\bclose on\b/i.test(clause) && !RANGE.test(clause))
    return { days, change: { kind: 'set', days: ds, text: 'Closed' } };
  const r = RANGE.exec(clause);
  if (r) {
    const a = clock(r[1]!);
    const b = clock(r[2]!);
    if (!a || !b) return { days, problem: `I could not read the times in "${clean(clause)}".` };
    const [open, close] = range(a, b);
    return { days, change: { kind: 'set', days: ds, text: `${show(open)} – ${show(close)}` } };
  }
  const c = CLOSING.exec(clause);
  if (c && clock(c[1]!)) return { days, change: { kind: 'close-at', days: ds, at: clock(c[1]!)! } };
  const o = OPENING.exec(clause);
  if (o && clock(o[1]!)) return { days, change: { kind: 'open-at', days: ds, at: clock(o[1]!)! } };
  return { days };
}

/** "7:00 AM – 6:00 PM" (or "7am-6pm") -> its two clocks. */
function parseExisting(text: string): [Required<Clock>, Required<Clock>] | null {
  const r = RANGE.exec(text);
  if (!r) return null;
  const a = clock(r[1]!);
  const b = clock(r[2]!);
  return a && b ? range(a, b) : null;
}

/** Calendar dates in a text ("December 24th", "July 4"), not bare weekdays. */
const datesIn = (t: string) =>
  chrono.parse(t, new Date()).filter((r) => r.start.isCertain('day') && !r.start.isCertain('hour'));

function holidayNote(req: Request): RulePlan | null {
  const m = /\b(?:we(?:'ll| will)? be |we are |we're |the shop is |the office is )?((?:closed|shut)\b.*)$/i.exec(
    req.text,
  );
  if (!m || !(HOLIDAYS.test(m[1]!) || datesIn(m[1]!).length)) return null;
  const text = `${clean(m[1]!).replace(/^./, (c) => c.toUpperCase())}.`;
  if (text.length > 300) return ask('Please shorten the holiday notice to one sentence.');
  const hoursSections = req.doc.pages.flatMap((p) =>
    p.sections.filter((s) => s.type === 'hours').map((s) => ({ page: p.slug, id: s.id })),
  );
  if (!req.doc.business.hours.length)
    return ask(
      'The site does not show opening hours yet, so a holiday notice has nowhere to go. What are your regular hours?',
    );
  if (hoursSections.length)
    return calls(
      `Holiday notice added to the opening hours: "${text}"`,
      ...hoursSections.map((h) => ({
        name: 'update_section',
        args: { page: h.page, section_id: h.id, patch: { note: text } },
      })),
    );
  const contact = req.doc.pages.find((p) => p.kind === 'contact')!;
  return calls(`Opening hours with a holiday notice added to the contact page: "${text}"`, {
    name: 'add_section',
    args: {
      page: contact.slug,
      section: { id: 'opening-hours', type: 'hours', heading: catalogOf(req.doc.lang).doc.openingHours, note: text },
      index: contact.sections.findIndex((s) => s.type === 'contact-form') + 1 || undefined,
    },
  });
}

export function planHours(req: Request): RulePlan | null {
  // Quoted text is other words on the site ('replace "Emergency repairs" with "24/7 emergency repairs"').
  const t = req.text.replace(/"[^"]*"/g, ' ');
  const dayNamed = new RegExp(String.raw`\b${DAY}\b`, 'i').test(t) || GROUPS.some(([re]) => re.test(t));
  const mentionsHours =
    (/\b(hours?|open|opens|opening|close|closes|closed|closing)\b/i.test(t) &&
      (dayNamed || RANGE.test(t) || /24\/7|24 hours|\bhours\b/i.test(t) || HOLIDAYS.test(t))) ||
    // "change friday to 8-3", "Monday-Thursday 7am-5pm, Friday 7am-3pm": days with times
    (dayNamed && RANGE.test(t));
  if (!mentionsHours || /\bsections?\b|\b(?:faqs?|questions?)\b/i.test(t)) return null;
  // "Change Emergency repairs description to: Available 24 hours a day": words for other text, not the hours
  if (/\b(descriptions?|blurb|headline|heading|tagline|subheading|title|answer|testimonial|review|button)\b/i.test(t))
    return null;
  // A holiday closure is a notice, not a change of the weekly hours.
  if ((HOLIDAYS.test(t) || datesIn(t).length) && !/\b(now|from now on|going forward|new hours)\b/i.test(t)) {
    const note = holidayNote(req);
    if (note) return note;
  }
  // "Change our hours: ..." -> what follows; "Saturday hours are now ..." keeps its day.
  const lead = /^(.*?)(?<!24\s*)\b(?:hours|opening times)\b\s*(?:are|to|:|as follows:?|will be|should be)?\s*/i.exec(t);
  const body = lead && !daysIn(lead[1]!).days.length ? t.slice(lead[0].length) : t;
  const clauses = body
    .split(
      new RegExp(
        String.raw`[;.]\s*|,\s*(?:and\s+|but\s+)?|\s+(?:and|but)\s+(?=(?:we(?:'re| are)?\s+)?(?:open|closed|close|on\b|from\b|the\b|at\b|every|week|sat|sun|mon|tue|wed|thu|fri|\d))` +
          // "mon-fri 7-6 sat 8-12 sun closed": a day after a time or "closed" starts the next clause
          String.raw`|(?<=\d|[ap]\.?m\.?|\bclosed)\s+(?=${DAY}(?:\s*(?:-|–|to|through|thru)\s*${DAY})?\s*(?:\d|closed|noon|from|:))`,
        'i',
      ),
    )
    .map((x) => x.trim())
    .filter(Boolean);
  // A time with no day of its own belongs to the days named just before it ("Saturday and Sunday, 9-1").
  const parsed = clauses.map(clauseChange);
  const changes: Change[] = [];
  let pendingDays: Weekday[] = [];
  let pendingRanged = false;
  let restChange: Change | undefined;
  const named = new Set<Weekday>();
  let openRange: Weekday[] | undefined;
  for (const p of parsed) {
    if (p.problem) return ask(p.problem);
    // "close at 4 on fridays and at 1 on saturdays": a bare time after a closing or opening time is another of those
    const again = new RegExp(String.raw`^(?:at|to)\s+(${TIME})`, 'i').exec(clauses[parsed.indexOf(p)] ?? '');
    const prev = changes.at(-1);
    if (!p.change && again && prev && prev.kind !== 'set' && clock(again[1]!) && p.days.days.length)
      p.change = { kind: prev.kind, days: p.days.days, at: clock(again[1]!)! };
    if (!p.change) {
      if (p.days.days.length) pendingDays = [...pendingDays, ...p.days.days];
      pendingRanged ||= p.days.ranged;
      continue;
    }
    const c = p.change;
    const ranged = p.days.ranged || (!c.days.length && pendingRanged);
    if (!c.days.length && pendingDays.length) c.days = pendingDays;
    // "... on Saturdays and close at 3": a time alone after a change is about the same days.
    const last = changes.at(-1);
    if (!c.days.length && c.kind !== 'set' && last && last.kind !== 'set') c.days = last.days;
    pendingDays = [];
    pendingRanged = false;
    if (p.days.rest && !p.days.days.length) {
      restChange = c;
      continue;
    }
    c.days.forEach((d) => named.add(d));
    if (ranged && c.kind === 'set' && c.text !== 'Closed' && /\bopen\b/i.test(t)) openRange = c.days;
    changes.push(c);
  }
  // "open every day except Sunday 9-5": the days left out are neither changed by the rest nor open.
  const excepted = exceptedIn(t);
  for (const c of changes) c.days = c.days.filter((d) => !excepted.includes(d));
  // "closed on Tuesdays and Wednesdays": days named after the last change belong to it.
  const last = changes.at(-1);
  if (pendingDays.length && last) last.days = [...new Set([...last.days, ...pendingDays])];
  if (excepted.length && /\bopen\b/i.test(t) && !/\bclosed\b/i.test(t))
    changes.push({ kind: 'set', days: excepted, text: 'Closed' });
  if (!changes.length && !restChange)
    return ask(
      'Which days and times should the opening hours show? For example: "Monday-Friday 8am-6pm, Saturday 9am-1pm, Sunday closed".',
      'Opening hours',
    );
  const current = new Map(req.doc.business.hours.map((h) => [h.day, h.text]));
  const next = new Map(current);
  for (const c of changes) {
    if (!c.days.length) {
      const text = c.kind === 'set' ? c.text : `a new time`;
      return ask(
        `Which days should "${text}" apply to? Right now the site shows: ${describe(current) || 'no hours'}.`,
        'Opening hours',
      );
    }
    for (const d of c.days) {
      if (c.kind === 'set') {
        next.set(d, c.text);
        continue;
      }
      // Earlier changes in the same request count ("we open at 9 on Saturdays and close at 3").
      const existing = parseExisting(next.get(d) ?? '');
      if (!existing)
        return ask(
          `${d} currently shows "${current.get(d) ?? 'no hours'}". What time should ${d} open and close?`,
          'Opening hours',
        );
      const [open, close] = existing;
      if (c.kind === 'close-at') {
        // "open til 8" after a morning opening is the evening: a closing time is never the next hour or two.
        const at =
          c.at.ampm || open.ampm === 'pm' || c.at.h === 12 ? range(open, c.at)[1] : { ...c.at, ampm: 'pm' as const };
        next.set(d, `${show(open)} – ${show(at)}`);
      } else {
        const [at] = range(c.at, close);
        next.set(d, `${show(at)} – ${show(close)}`);
      }
    }
  }
  if (restChange) {
    if (restChange.kind !== 'set') return ask('What hours should the other days have?', 'Opening hours');
    for (const d of WEEKDAYS) if (!named.has(d)) next.set(d, restChange.text);
  } else if (openRange && named.size === openRange.length && /\bopen\b/i.test(t) && !/\bclosed\b/i.test(t)) {
    // "We're open Tuesday to Sunday, 7am-3pm": the days outside the span are closed.
    for (const d of WEEKDAYS) if (!named.has(d)) next.set(d, 'Closed');
  }
  const hours = Object.fromEntries(WEEKDAYS.filter((d) => next.has(d)).map((d) => [d, next.get(d)!]));
  const changed = WEEKDAYS.filter((d) => next.get(d) !== current.get(d));
  if (!changed.length)
    return ask(`The site already shows those hours (${describe(current)}). What should change?`, NO_CHANGE);
  return calls(`Opening hours updated: ${changed.map((d) => `${d} ${next.get(d)}`).join(', ')}`, {
    name: 'set_hours',
    args: { hours },
  });
}

function describe(hours: Map<Weekday, string>): string {
  return oneOf(
    WEEKDAYS.filter((d) => hours.has(d)).map((d) => `${d.slice(0, 3)} ${hours.get(d)}`),
    'and',
  );
}

export const hoursRule: Rule = { name: 'hours', plan: planHours };
