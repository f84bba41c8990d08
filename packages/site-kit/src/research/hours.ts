// Opening hours in their common written forms, read deterministically: "Mon–Fri: 9am – 5pm",
// "Open Tuesday to Sunday 7am-3pm", "closed Mondays", "open 24/7", "Sat & Sun 10-4", "Mo-Fr 09:00-17:00"
// (schema.org openingHours). Times are kept as written; only the days are normalised (the day words are
// @sgs/contracts' weekdays, which the API's `hours` keys share).
import { DASH_PATTERN as DASH, WEEKDAYS as WEEK, dayGroupPattern, daysOf, englishDays } from '@sgs/contracts';

const TIME = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midnight)`;
const SPAN = `${TIME}${DASH}${TIME}`;

const tidy = (t: string) =>
  t
    .replace(/\s+/g, ' ')
    .replace(/^(closed)$/i, 'Closed')
    .trim();

/**
 * Reads opening hours from free text (a sentence or a line). `twoLetter` also accepts schema.org's
 * two-letter days ("Mo-Fr"), which are too ambiguous in prose. Days named with times win over
 * "closed <days>"; days never mentioned stay absent.
 */
export function parseHours(input: string, opts: { twoLetter?: boolean } = {}): Record<string, string> {
  const hours: Record<string, string> = {};
  const textIn = input.replace(/\u00a0/g, ' ');
  const set = (days: number[], value: string, override = false) => {
    for (const d of days) if (override || !hours[WEEK[d]!]) hours[WEEK[d]!] = value;
  };
  if (/\b(open\s*)?24\s*\/\s*7\b|\bopen 24 hours(,| a day)? (7|seven) days\b/i.test(textIn))
    set([0, 1, 2, 3, 4, 5, 6], 'Open 24 hours');

  const group = dayGroupPattern(!!opts.twoLetter);
  // (a split day keeps both spans: "12.00 - 14.00, 19.00 - 22.00")
  const value = String.raw`(closed|open 24 hours|24 hours|${SPAN}(?:\s*(?:,|&|and|/|\+)\s*${SPAN})?)`;
  // "<days>[:] <span|closed>" and "<span> <days>"
  const dayFirst = new RegExp(String.raw`\b(${group})\s*(?::|,|\s)\s*(?:open\s+)?(?:from\s+)?${value}`, 'gi');
  for (const m of textIn.matchAll(dayFirst)) {
    const days = daysOf(m[1]!, !!opts.twoLetter);
    const v = /^24 hours$/i.test(m[2]!) ? 'Open 24 hours' : tidy(m[2]!);
    set(days, /^closed$/i.test(v) ? 'Closed' : v, !/^closed$/i.test(v));
  }
  const spanFirst = new RegExp(String.raw`\b(${SPAN})\s*,?\s*(?:on\s+)?(${group})\b`, 'gi');
  for (const m of textIn.matchAll(spanFirst)) {
    const days = daysOf(m[2]!, !!opts.twoLetter).filter((d) => !hours[WEEK[d]!] || hours[WEEK[d]!] === 'Closed');
    set(days, tidy(m[1]!), true);
  }
  // "closed Mondays", "closed on Sundays and holidays"
  for (const m of textIn.matchAll(new RegExp(String.raw`\bclosed\s+(?:on\s+)?(${group})`, 'gi')))
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
  const hours: Record<string, string> = {};
  const local = !!lang && !lang.startsWith('en');
  const read = (line: string) => (local ? parseHours(englishDays(line, lang), { twoLetter: true }) : parseHours(line));
  for (const [i, line] of lines.entries()) {
    if (line.length > 120) continue;
    let found = read(line);
    if (!Object.keys(found).length) {
      // the times under a day's line ("Mercredi" / "9h-12h" / "15h-19h"): lines of numbers, no day named
      const times: string[] = [];
      for (const next of lines.slice(i + 1, i + 4)) {
        if (next.length > 60 || !/^\P{L}*\d/u.test(next) || Object.keys(read(next)).length) break;
        times.push(next);
      }
      if (times.length) found = read(`${line} ${times.join(', ')}`);
    }
    for (const [day, value] of Object.entries(found)) hours[day] ??= value;
  }
  return hours;
}
