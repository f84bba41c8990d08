// How a zoo compares the opening hours research read with the hours a page means: each day's spans as minutes,
// whatever clock or dash the page wrote them in (shared by the contacts zoo and the hours zoo).
import { timeRanges } from '../../../test/research-corpus/measures';

export type Day = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';
/** "10:00-18:00", "08:30-12:00, 14:00-19:00" (24-hour, as the page means it) or "closed" */
export type Hours = Partial<Record<Day, string>>;

export const WEEK: Day[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** one span for several days: days('Monday', 'Friday', '09:00-18:00') */
export const days = (from: Day, to: Day, span: string): Hours =>
  Object.fromEntries(WEEK.slice(WEEK.indexOf(from), WEEK.indexOf(to) + 1).map((d) => [d, span]));

/** a value's spans as "start-end" in minutes, midnight as 0 ("noon" and "midnight" as the times they are) */
export const spans = (s: string | undefined) =>
  (s
    ? timeRanges(
        s
          .replace(/\b24:00\b/g, '00:00')
          .replace(/\bnoon\b/gi, '12:00 pm')
          .replace(/\bmidnight\b/gi, '12:00 am'),
      )
    : []
  )
    .map(([a, b]) => `${a}-${b % 1440}`)
    .sort();

/** the differences between the hours research read and the hours the page means */
export function hoursMisses(label: string, found: Record<string, string> | undefined, want: Hours): string[] {
  const out: string[] = [];
  for (const [day, span] of Object.entries(want)) {
    const got = found?.[day];
    const ok =
      span === 'closed'
        ? !!got && !spans(got).length
        : spans(got).join() === spans(span).join() && !!spans(span).length;
    if (!ok) out.push(`${label}${day}: ${got ?? 'none'} (want ${span})`);
  }
  return out;
}
