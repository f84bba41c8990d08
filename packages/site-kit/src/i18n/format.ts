// Days and times in the site's language through Intl: "Mo.", "05:15–18:30 Uhr", "月", "9:00〜17:00". English sites
// show hours as research wrote them. Prices are never reformatted: a site shows each one as its business wrote it.
import { WEEKDAYS, type Weekday } from '@sgs/contracts';
import { parseHoursRanges } from '../render/jsonld';
import { catalogOf } from './index';
import { languageOfTag, localeOf } from './language';

const english = (tag: string) => languageOfTag(tag) === 'en';

/** A weekday's name in the site's language; `short` as a table or footer shows it. */
export function dayName(day: Weekday, tag: string, style: 'long' | 'short' = 'long'): string {
  if (english(tag)) return style === 'short' ? day.slice(0, 3) : day;
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
  return new Intl.DateTimeFormat(localeOf(tag), { weekday: style, timeZone: 'UTC' }).format(date);
}

/** "HH:MM" in the language's clock. */
function clock(hhmm: string, tag: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  if (h === 24) return '24:00';
  const format = new Intl.DateTimeFormat(localeOf(tag), {
    hour: catalogOf(tag).time.hour,
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
  return format.format(new Date(Date.UTC(2024, 0, 1, h, m)));
}

/** A day's opening hours as written by research ("9:00 AM – 5:00 PM", "Closed"), in the site's language. */
export function hoursText(text: string, tag: string): string {
  if (english(tag)) return text;
  const t = catalogOf(tag);
  if (/^closed$/i.test(text.trim())) return t.ui.closed;
  if (/^open 24 hours$/i.test(text.trim())) return t.ui.open24;
  const ranges = parseHoursRanges(text);
  if (!ranges) return text;
  return `${ranges.map((r) => `${clock(r.opens, tag)}${t.time.range}${clock(r.closes, tag)}`).join(', ')}${t.time.suffix}`;
}
