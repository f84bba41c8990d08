// Days, times and prices in the site's language through Intl: "Mo.", "05:15–18:30 Uhr", "月", "9:00〜17:00",
// "4,20 €". English sites show hours and prices as research wrote them.
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

const CURRENCY: Record<string, string> = {
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  R$: 'BRL',
  CHF: 'CHF',
  'Fr.': 'CHF',
};
/** The currency "$" means where the site's region writes it; USD elsewhere ("$" is not a currency of 419, Latin America). */
const DOLLAR: Record<string, string> = {
  US: 'USD',
  MX: 'MXN',
  AR: 'ARS',
  CL: 'CLP',
  CO: 'COP',
  UY: 'UYU',
  DO: 'DOP',
  CU: 'CUP',
  CA: 'CAD',
  AU: 'AUD',
  NZ: 'NZD',
  SG: 'SGD',
  HK: 'HKD',
};
const dollarOf = (tag: string): string | undefined => {
  const region = localeOf(tag).split('-')[1]!.toUpperCase();
  return /^\d+$/.test(region) ? undefined : (DOLLAR[region] ?? 'USD');
};
const PRICE =
  /^\s*(R\$|CHF|Fr\.|[€$£¥])?\s*(\d{1,3}(?:[.,\s]\d{3})*|\d+)(?:[.,](\d{1,2}))?\s*(R\$|CHF|Fr\.|[€$£¥]|EUR|JPY|USD|GBP|BRL)?\s*$/;

/**
 * A price research wrote as one amount in one currency ("4,20 €", "$3.50", "¥1,200"), formatted for the site's
 * locale; anything else (ranges, "from", words) as written. The decimal part is the one or two digits after the
 * last separator, so "1.200" is twelve hundred and "4,20" four twenty.
 */
export function priceText(text: string, tag: string): string {
  if (english(tag)) return text;
  const m = PRICE.exec(text);
  if (!m || (m[1] && m[4])) return text;
  const symbol = m[1] ?? m[4];
  const currency = symbol === '$' ? dollarOf(tag) : symbol ? (CURRENCY[symbol] ?? symbol) : undefined;
  if (!currency) return text;
  const amount = Number(`${m[2]!.replace(/[.,\s]/g, '')}.${m[3] ?? '0'}`);
  if (!Number.isFinite(amount)) return text;
  const whole = !m[3];
  const shown = new Intl.NumberFormat(localeOf(tag), {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
  // the number reads the same in the site's locale ("9,99 €" beside de-AT's "€ 9,99"): the business's own form stays
  const number = (t: string) => t.replace(/[^\d.,]/g, '');
  return number(shown) === number(text) ? text.trim() : shown;
}
