// Opening hours in their common written forms, read deterministically: "Mon–Fri: 9am – 5pm",
// "Open Tuesday to Sunday 7am-3pm", "closed Mondays", "open 24/7", "Sat & Sun 10-4", "Mo-Fr 09:00-17:00"
// (schema.org openingHours). Times are kept as written; only the days are normalised.

export const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const DAY = String.raw`(?:mon(?:day)?s?|tue(?:s(?:day)?)?s?|wed(?:nesday)?s?|thu(?:r(?:s(?:day)?)?)?s?|fri(?:day)?s?|sat(?:urday)?s?|sun(?:day)?s?)\.?`;
const DAY2 = String.raw`(?:mo|tu|we|th|fr|sa|su)`;
const TIME = String.raw`(?:\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midnight)`;
const DASH = String.raw`\s*(?:-|–|—|to|until|till|through|thru)\s*`;
const SPAN = `${TIME}${DASH}${TIME}`;

const dayIndex = (d: string) => ['mo', 'tu', 'we', 'th', 'fr', 'sa', 'su'].indexOf(d.slice(0, 2).toLowerCase());

/** Days a day expression names: "Tue-Sun", "Tuesday to Sunday", "Sat & Sun", "weekdays", "daily". */
function daysOf(expr: string, twoLetter: boolean): number[] {
  const e = expr.toLowerCase().trim();
  if (/\b(daily|every ?day|7 days|seven days|all week)\b/.test(e)) return [0, 1, 2, 3, 4, 5, 6];
  if (/\bweekdays?\b/.test(e)) return [0, 1, 2, 3, 4];
  if (/\bweekends?\b/.test(e)) return [5, 6];
  const one = twoLetter ? `(?:${DAY}|${DAY2})` : DAY;
  const out: number[] = [];
  const re = new RegExp(`(${one})(?:${DASH}(${one}))?`, 'gi');
  for (const m of e.matchAll(re)) {
    const from = dayIndex(m[1]!);
    const to = m[2] ? dayIndex(m[2]) : from;
    if (from < 0 || to < 0) continue;
    for (let i = from; ; i = (i + 1) % 7) {
      if (!out.includes(i)) out.push(i);
      if (i === to) break;
    }
  }
  return out;
}

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

  const one = opts.twoLetter ? `(?:${DAY}|${DAY2})` : DAY;
  const group = String.raw`(?:daily|every ?day|weekdays?|weekends?|7 days a week|seven days a week|${one}(?:(?:${DASH}|\s*(?:,|&|and|\+|/)\s*)${one})*)`;
  const value = String.raw`(closed|open 24 hours|24 hours|${SPAN})`;
  // "<days>[:] <span|closed>" and "<span> <days>"
  const dayFirst = new RegExp(String.raw`\b(${group})\s*(?::|,|\s)\s*(?:from\s+|open\s+)?${value}`, 'gi');
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

/** Lines of a page, each read on its own (line-oriented hours blocks and tables); the first value per day wins. */
export function hoursFromLines(lines: string[]): Record<string, string> {
  const hours: Record<string, string> = {};
  for (const line of lines) {
    if (line.length > 120) continue;
    for (const [day, value] of Object.entries(parseHours(line))) hours[day] ??= value;
  }
  return hours;
}
