// Opening hours in their common written forms, read deterministically: "Mon–Fri: 9am – 5pm",
// "Open Tuesday to Sunday 7am-3pm", "closed Mondays", "open 24/7", "Sat & Sun 10-4", "Mo-Fr 09:00-17:00"
// (schema.org openingHours). Times are kept as written; only the days are normalised (the day words are
// @sgs/contracts' weekdays, which the API's `hours` keys share).
import {
  DASH_PATTERN as DASH,
  HOURS_LABELS,
  WEEKDAYS as WEEK,
  dayGroupPattern,
  daysOf,
  englishDays,
} from '@sgs/contracts';

const TIME = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midnight)`;
const SPAN = `${TIME}${DASH}${TIME}`;

const tidy = (t: string) =>
  t
    .replace(/\s+/g, ' ')
    .replace(/^(closed)$/i, 'Closed')
    .trim();

/** A dash, a dot or an "and (from)" between a day's two spans ("09:00-12:00 - 15:00-19:00", "12–15 · 19–23",
 * "12 - 15 and from 19 - 23") is read as the comma it means. */
const SPLIT_DASH = new RegExp(String.raw`^(${SPAN})\s*(?:[-–—·]|and)\s*(?:from\s+)?(?=${SPAN}$)`, 'i');

const CLOCK = /(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?|noon|midnight/gi;

/** Minutes since midnight of each "start - end" span in a value, or undefined when one cannot be read. */
function spansOf(value: string): [number, number][] | undefined {
  const out: [number, number][] = [];
  for (const m of value.matchAll(new RegExp(SPAN, 'gi'))) {
    const ends = [...m[0].matchAll(CLOCK)].map((c) => {
      if (/noon/i.test(c[0])) return { at: 720, meridiem: true };
      if (/midnight/i.test(c[0])) return { at: 1440, meridiem: true };
      const h = Number(c[1]) % (c[3] ? 12 : 24);
      return { at: (h + (/^p/i.test(c[3] ?? '') ? 12 : 0)) * 60 + Number(c[2] ?? 0), meridiem: !!c[3] };
    });
    if (ends.length !== 2) return undefined;
    const [a, b] = ends as [{ at: number; meridiem: boolean }, { at: number; meridiem: boolean }];
    out.push([a.at, b.at > a.at || b.meridiem ? b.at : b.at + 720]);
  }
  return out.length ? out : undefined;
}

/** True when the spans of two values of one day do not overlap (a morning and an afternoon). */
function apart(a: string, b: string): boolean {
  const [x, y] = [spansOf(a), spansOf(b)];
  return !!x && !!y && x.every(([s1, e1]) => y.every(([s2, e2]) => e1 <= s2 || e2 <= s1));
}

/**
 * A line that says only that the place is open around the clock, naming no day ("Open 24 hours", "24 hours a day",
 * "rund um die Uhr geöffnet" and "Ouvert 24h/24 et 7j/7" as contracts' englishDays writes them): every day.
 */
const ALL_DAY = /^\W*(?:(?:open|daily|and|every ?day)\W+)*24 hours(?:\W+(?:open|daily|and|a day|every ?day))*\W*$/i;

/**
 * Reads opening hours from free text (a sentence or a line). `twoLetter` also accepts schema.org's
 * two-letter days ("Mo-Fr"), which are too ambiguous in prose. Days named with times win over
 * "closed <days>"; days never mentioned stay absent.
 */
export function parseHours(input: string, opts: { twoLetter?: boolean } = {}): Record<string, string> {
  const hours: Record<string, string> = {};
  // "Sundays & holidays: closed", "Sun & Bank Holidays closed": the holidays ending a list of days go with them (the
  // other languages' words are read so by contracts' englishDays)
  const textIn = input
    .replace(/\u00a0/g, ' ')
    .replace(/(?<=day|\bsun|\bsat)s?\s*(?:[,&/+]|and)\s*(?:public\s+|bank\s+)?holidays?\b/gi, '');
  const set = (days: number[], value: string, override = false) => {
    for (const d of days) {
      const had = hours[WEEK[d]!];
      // a second span of the same day that does not overlap the first is the day's other half ("Lunes a Sábado
      // de 5:30 a 14:00. Lunes a Viernes de 17:00 a 19:00"); an overlapping one overrides ("Mon-Fri 9-5, Fri 9-8")
      if (override && had && apart(had, value)) hours[WEEK[d]!] = `${had}, ${value}`;
      else if (override || !had) hours[WEEK[d]!] = value;
    }
  };
  if (/\b(open\s*)?24\s*\/\s*7\b|\bopen 24 hours(,| a day)? (7|seven) days\b/i.test(textIn) || ALL_DAY.test(textIn))
    set([0, 1, 2, 3, 4, 5, 6], 'Open 24 hours');

  const group = dayGroupPattern(!!opts.twoLetter);
  // (a split day keeps both spans: "12.00 - 14.00, 19.00 - 22.00", "09:00-12:00 - 15:00-19:00", "12–15 · 19–23")
  // ("Sunday: Close", as English written by many a non-native hand says closed; never "close at 6pm")
  const value = String.raw`(closed|close(?!\s*(?:at|by|@|:?\s*\d))|open 24 hours|24 hours|${SPAN}(?:\s*(?:,|&|and|/|\+|·|[-–—])\s*(?:from\s+)?${SPAN})?)`;
  // "<days>[:] <span|closed>", "<days> - <span>" and "<span> <days>"
  const dayFirst = new RegExp(
    String.raw`\b(${group})\s*(?::|,|[-–—](?=\s)|\s)\s*(?:open\s+)?(?:from\s+)?${value}`,
    'gi',
  );
  // (the spans a day group already took: "Sat 10-2, Sun closed" gives Sunday no "10-2, Sun")
  const taken: [number, number][] = [];
  const spanBefore = new RegExp(String.raw`${SPAN}\s*,?\s*(?:on\s+)?$`, 'i');
  for (const m of textIn.matchAll(dayFirst)) {
    // (days "closed" names, a comma and then a span are not that span's: "Closed Monday, 11-9 Tue-Sun")
    if (/^[^,]*,/.test(m[0].slice(m[1]!.length)) && /\bclosed\s*:?\s*(?:on\s+)?$/i.test(textIn.slice(0, m.index)))
      continue;
    // (nor are the days a span names before them, a comma and then the next span: "9-5 Mon-Fri, 10-2 Sat")
    if (/^\s*,/.test(m[0].slice(m[1]!.length)) && spanBefore.test(textIn.slice(0, m.index))) continue;
    taken.push([m.index, m.index + m[0].length]);
    const days = daysOf(m[1]!, !!opts.twoLetter);
    const v = /^24 hours$/i.test(m[2]!)
      ? 'Open 24 hours'
      : tidy(m[2]!).replace(SPLIT_DASH, (_s, first: string) => `${first.trim()}, `);
    set(days, /^closed?$/i.test(v) ? 'Closed' : v, !/^closed?$/i.test(v));
  }
  const spanFirst = new RegExp(String.raw`\b(${SPAN})\s*,?\s*(?:on\s+)?(${group})\b`, 'gi');
  for (const m of textIn.matchAll(spanFirst)) {
    // (a span another day group took, or a day group that took its own value: "F 8AM - 3PM, Sat-Sun CLOSED" gives
    // the weekend no "8AM - 3PM")
    const days = m.index + m[0].length - m[2]!.length;
    if (taken.some(([from, to]) => (m.index >= from && m.index < to) || (days >= from && days < to))) continue;
    set(
      daysOf(m[2]!, !!opts.twoLetter).filter((d) => !hours[WEEK[d]!] || hours[WEEK[d]!] === 'Closed'),
      tidy(m[1]!),
      true,
    );
  }
  // "closed Mondays", "closed on Sundays and holidays", "Ruhetag: Montag" (never the start of a word after "closed":
  // "closed from 12:00", a two-letter "fr")
  for (const m of textIn.matchAll(new RegExp(String.raw`\bclosed(?:\s*:\s*|\s+)(?:on\s+)?(${group})\b`, 'gi')))
    set(daysOf(m[1]!, !!opts.twoLetter), 'Closed');
  return hours;
}

/**
 * Lines of a page, each read on its own (line-oriented hours blocks and tables); the first value per day wins.
 * `lang` is the page's language: its day names, range words and "closed" are read too (contracts' LOCAL_DAYS).
 * A line naming days with no time, over lines of times with no day ("Abierto de lunes a domingo" / "8:30am - 20:30pm";
 * "Mercredi" / "9h-12h" / "15h-19h"), is read as one.
 */
export function hoursFromLines(lines: string[], lang?: string): Record<string, string> {
  // the lines under an hours label ("Horaires" / "Lundi au Vendredi:" / "10h à 12h et de 14h à 19h") are the
  // business's hours: a sentence elsewhere on the page (when lessons run, when the kitchen closes) only fills the
  // days they leave out
  const labelled = readLines(linesUnderLabel(lines, lang), lang);
  const all = readLines(lines, lang);
  return Object.keys(labelled).length >= 2 ? { ...all, ...labelled } : all;
}

/** The lines after a line that is only an hours label, while they name days or times. */
function linesUnderLabel(lines: string[], lang: string | undefined): string[] {
  const start = lines.findIndex((l) => LABEL.test(l) && !l.replace(LABEL, '').trim());
  if (start < 0) return [];
  const days = new RegExp(`\\b(${dayGroupPattern(false)})\\b`, 'i');
  const out: string[] = [];
  for (const l of lines.slice(start + 1, start + 16)) {
    if (l.length > 80 || !(/\d/.test(l) || days.test(englishDays(l, lang)) || /^closed$/i.test(englishDays(l, lang))))
      break;
    out.push(l);
  }
  return out;
}

function readLines(lines: string[], lang?: string): Record<string, string> {
  const hours: Record<string, string> = {};
  const wide = new Set<string>();
  const local = !!lang && !lang.startsWith('en');
  const english = (line: string) => (local ? englishDays(line, lang) : line);
  const read = (line: string) => (local ? parseHours(english(line), { twoLetter: true }) : parseHours(line));
  for (const [i, line] of lines.entries()) {
    if (line.length > 120) continue;
    let found = read(line);
    if (!Object.keys(found).length) {
      // the times under a day's line ("Mercredi" / "9h-12h" / "15h-19h"): lines of numbers, no day named
      const times: string[] = [];
      for (const next of lines.slice(i + 1, i + 4)) {
        if (next.length > 60 || !/^\P{L}*\d/u.test(next) || Object.keys(read(next)).length) break;
        // (without a note after the times: who is on duty, "(Michèle)")
        times.push(next.replace(/\s*[(（][^()（）]*[)）]\s*$/u, ''));
      }
      if (times.length) found = read(`${line} ${times.join(', ')}`);
      // a day's line over a line that only says it is closed ("Maandag" / "Gesloten"), not over the closed half of
      // a day whose other half follows ("Sonntag" / "Geschlossen" / "18 - 20")
      else if (
        lines[i + 1] &&
        /^closed\W*$/i.test(english(lines[i + 1]!)) &&
        !/^\P{L}*\d/u.test(lines[i + 2] ?? '') &&
        allClosed(read(`${line} closed`))
      )
        found = read(`${line} closed`);
      // a "closed" label over its days ("定休日" / "月曜")
      else if (closedLabel(line, lang) && lines[i + 1]) {
        const closed = read(`${line} ${lines[i + 1]}`);
        if (allClosed(closed)) found = closed;
      }
    }
    const group = Object.keys(found).length >= 2;
    for (const [day, value] of Object.entries(found)) {
      // a day a later line closes ("定休日 月曜", "日・祝休み") is closed, though an earlier line's group of two days or
      // more ("平日", "土日") named it
      if (hours[day] && !(value === 'Closed' && wide.delete(day))) continue;
      hours[day] = value;
      if (group) wide.add(day);
    }
  }
  return allClosed(hours) || !Object.keys(hours).length ? { ...everyDayHours(lines, read, lang), ...hours } : hours;
}

/** A line that names a weekday (in English, as englishDays writes every language's): its times are that day's. */
const DAYS_NAMED = new RegExp(`\\b(?:${WEEK.join('|')}|weekdays?|daily)\\b`, 'i');

const LABEL = new RegExp(
  `^(?:${[...HOURS_LABELS].sort((a, b) => b.length - a.length).join('|')})\\s*[:：]?\\s*(?=$|\\d)`,
  'iu',
);
/** "定休日", "Ruhetag:": the label over the closing days, not a day's value ("Fermé" in a table's cell). */
const closedLabel = (line: string, lang: string | undefined) =>
  /^closed\s*[:：]?$/i.test(englishDays(line, lang)) && (/[:：]\s*$/.test(line) || !!lang?.startsWith('ja'));
const allClosed = (h: Record<string, string>) =>
  Object.keys(h).length > 0 && Object.values(h).every((v) => v === 'Closed');

/**
 * Times under an hours label that name no day hold for every day, except the days the lines after them close
 * ("営業時間" / "ランチ 11:00～14:30" / "ディナー 17:00～23:00" / "定休日" / "毎週月曜日"), or the line itself closes
 * ("8:00〜18:00（日曜定休）", "9am - 6pm, closed Sundays"). Read only where no line of the page names days with
 * times.
 */
function everyDayHours(
  lines: string[],
  read: (line: string) => Record<string, string>,
  lang: string | undefined,
): Record<string, string> {
  for (const [i, line] of lines.entries()) {
    if (!LABEL.test(line)) continue;
    const after = [line.replace(LABEL, ''), ...lines.slice(i + 1, i + 8)].filter(Boolean);
    const spans: string[] = [];
    const closed: Record<string, string> = {};
    for (let j = 0; j < after.length; j++) {
      const l = after[j]!;
      const named = read(l);
      const english = englishDays(l, lang);
      const times = english.match(new RegExp(SPAN, 'gi'));
      if (Object.keys(named).length) {
        if (!allClosed(named)) break;
        Object.assign(closed, named);
        // (and the span the line gives beside the days it closes: "8:00〜18:00（日曜定休）", "9am - 6pm, closed Sundays")
        if (times) spans.push(...times.map(tidy));
      } else if (times && !DAYS_NAMED.test(english)) spans.push(...times.map(tidy));
      else if (closedLabel(l, lang) && after[j + 1] && allClosed(read(`${l} ${after[j + 1]}`))) {
        Object.assign(closed, read(`${l} ${after[j + 1]}`));
        j++;
      } else break;
    }
    if (!spans.length) continue;
    const every = [...new Set(spans)].join(', ');
    return Object.fromEntries(WEEK.map((d) => [d, closed[d] ?? every]));
  }
  return {};
}
