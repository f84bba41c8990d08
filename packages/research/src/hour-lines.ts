// Text as lines for the line-by-line hours reader: a page's block lines, plus the shapes hours are written in
// across elements: a grid of weekdays over marks (hours-grid.ts), a table row, a term with its definitions, and a
// column of days beside a column of times. The lines are read in the language their day names are written in.
import { HOURS_LABELS, LOCAL_DAYS, WEEKDAYS, dayLettersOpening, englishDays, escapeRegExp } from '@sgs/contracts';
import { hoursFromLines } from '@sgs/site-kit';
import { columnHourLines, gridHourLines, namesDays } from './hours-grid';
import { $$, text, textLines, type Document, type Element } from './html';

/** The opening hours a page (or a block of it) gives, read in the language its weekdays are written in. */
export const readHours = (root: Element | Document, lang: string | undefined) => hoursOfLines(lines(root), lang);

/** The opening hours lines give (a branch card's blocks'), read in the language their weekdays are written in. */
export function hoursOfLines(found: string[], lang: string | undefined): Record<string, string> {
  const language = hoursLanguage(found, lang);
  const english = !language || language.startsWith('en');
  // (a midday break on a line of its own names no day: it splits the days' spans, see middayBreak)
  const breaks = found.map((line) => middayBreak(line, language));
  const read = found.filter((_, i) => !breaks[i]).map((line) => (english ? dayLettersOpening(line) : line));
  const hours = withBreak(secondSpans(read, hoursFromLines(read, language), language), breaks.find(Boolean));
  // (English's bare hours are a 12-hour clock: "9-5", "6-8:30" stay as written)
  if (english) return hours;
  return Object.fromEntries(Object.entries(hours).map(([day, value]) => [day, onTheClock(value)]));
}

const BREAK_TIME = String.raw`\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?`;
/**
 * A line that is only a midday break and its span, as contracts' englishDays writes each language's ("closed for" is
 * what "closed for lunch" leaves once a meal's word before a time is gone, see withoutPartOfDay).
 */
const BREAK_LINE = new RegExp(
  String.raw`^\W*(?:lunch break|closed(?: for(?: lunch)?)?)\W*(?:from\s+)?(${BREAK_TIME})\s*(?:-|–|—|to|until)\s*(${BREAK_TIME})\W*$`,
  'i',
);

/**
 * The span of a midday break written on a line of its own, naming no day ("Mittagspause 12:00 – 14:00 Uhr", "Fermé de
 * 12h à 14h", "Pausa pranzo 13:00 - 14:30", "Closed for lunch 12:00 - 13:00", "昼休み 12:00～13:00").
 */
function middayBreak(line: string, lang: string | undefined): [string, string] | undefined {
  const at = BREAK_LINE.exec(lang && !lang.startsWith('en') ? englishDays(line, lang) : line);
  return at ? [at[1]!.trim(), at[2]!.trim()] : undefined;
}

/** Each day open in one span that holds the midday break all through, in the two spans either side of it. */
function withBreak(hours: Record<string, string>, pause: [string, string] | undefined): Record<string, string> {
  if (!pause) return hours;
  const [from, to] = timesOf(pause.join(' - '));
  return Object.fromEntries(
    Object.entries(hours).map(([day, value]) => {
      const span = /^\s*(\S+(?:\s?[ap]\.?m\.?)?)\s*(?:-|–|—)\s*(\S+(?:\s?[ap]\.?m\.?)?)\s*$/i.exec(value);
      const times = timesOf(value);
      const [open, close] = times;
      const inside = span && times.length === 2 && open! < from! && from! < to! && to! < close!;
      return [day, inside ? `${span[1]} - ${pause[0]}, ${pause[1]} - ${span[2]}` : value];
    }),
  );
}

/** The times of a day's hours as minutes, on a 12-hour clock where marked ("10am – 7pm" and "10:00-19:00" alike). */
export const timesOf = (value: string) =>
  [...value.matchAll(/(\d{1,2})(?:[:.](\d{2}))?\s*([ap]\.?m\.?)?/gi)].map(([, h, m, half]) => {
    const hour = half ? (Number(h) % 12) + (/^p/i.test(half) ? 12 : 0) : Number(h);
    return hour * 60 + Number(m ?? 0);
  });

/** A time of day somewhere in a line: "11:30", "9h", "18.00", "9 am", "10時". */
const CLOCK = /\d{1,2}(?:[:.：h時]\d{0,2}|\s*(?:am|pm|uhr|uur)\b)/i;

/**
 * A day's second span on a line of its own: a line that gives the same days as the line before it, one span each,
 * starting after that line's span ends ("Midi 11h – 14h, tous les jours" / "Soir 18h – 21h30, tous les jours";
 * "Lunch: Mon-Fri 11:30-14:00" / "Dinner: Mon-Fri 18:00-22:00"), adds its span to those days.
 */
function secondSpans(found: string[], hours: Record<string, string>, lang: string | undefined) {
  const out = { ...hours };
  let before: Record<string, string> = {};
  for (const line of found) {
    const now = line.length <= 120 && CLOCK.test(line) ? hoursFromLines([line], lang) : {};
    const days = Object.keys(now);
    const [first, next] = [timesOf(Object.values(before)[0] ?? ''), timesOf(now[days[0]!] ?? '')];
    const follows =
      days.length > 0 &&
      days.length === Object.keys(before).length &&
      days.every((d) => before[d] === before[days[0]!] && now[d] === now[days[0]!] && out[d] === before[d]) &&
      first.length === 2 &&
      next.length === 2 &&
      next[0]! > first[1]!;
    if (follows) for (const d of days) out[d] = `${before[d]}, ${now[d]}`;
    before = now;
  }
  return out;
}

/**
 * Each language's weekdays by their full names (never an abbreviation, which may be a word of another language:
 * "mar", "do", "so"): seven patterns per language, English included.
 */
const DAY_WORDS: Record<string, RegExp[]> = Object.fromEntries(
  [
    ['en', WEEKDAYS.map((d) => [d.toLowerCase()])] as const,
    ...Object.entries(LOCAL_DAYS).map(([l, t]) => [l, t.days] as const),
  ].map(([l, days]) => [
    l,
    days.map((names) => {
      const full = names.filter((n) => (l === 'ja' ? n.includes('曜') : n.length >= 4)).map(escapeRegExp);
      return l === 'ja'
        ? new RegExp(full.join('|'), 'u')
        : new RegExp(`(?<!\\p{L})(?:${full.join('|')})s?(?!\\p{L})`, 'iu');
    }),
  ]),
);

/**
 * The language a page writes its weekdays in: its own language when it names a day in it, else the
 * language whose full day names the page uses for the most days (a template's `lang="en"` over "Montag … Freitag", a
 * fragment that declares no language).
 */
export function hoursLanguage(lines: string[], lang: string | undefined): string | undefined {
  const text = lines.join('\n').normalize('NFKC');
  const named = (l: string) => DAY_WORDS[l]!.filter((re) => re.test(text)).length;
  const own = lang?.slice(0, 2).toLowerCase();
  if (own && DAY_WORDS[own] && named(own) >= 1) return lang;
  let best: string | undefined;
  let most = 1;
  for (const l of Object.keys(DAY_WORDS)) {
    const n = named(l);
    if (n > most) [best, most] = [l, n];
  }
  return best ?? lang;
}

const BARE_TIME = /^\d{1,2}(?:[:.h]\d{2})?\s*(?:h|am|pm|uhr)?$/i;

/**
 * A table row as one line. A day's opening and closing times in cells of their own ("Mardi | 8:30 | 18:00",
 * "Mo | 8:00 | 12:00 | 14:00 | 18:00") are paired as the reader pairs them: "Mardi 8:30 - 18:00".
 */
function rowLine(cells: string[]): string {
  const [head, ...rest] = cells;
  const times = rest.filter(Boolean);
  if (!head || times.length < 2 || times.length % 2 || !times.every((t) => BARE_TIME.test(t))) return cells.join(' ');
  const spans = times.flatMap((t, i) => (i % 2 ? [] : [`${t} - ${times[i + 1]}`]));
  return `${head} ${spans.join(', ')}`;
}

/** Text split into lines at block boundaries, for line-oriented extraction (hours); a table row, a term with its definitions and a grid of weekdays read as lines too. */
export function lines(el: Element | Document): string[] {
  // a grid of weekdays over marks or times reads first, one line per day with all its spans (hours-grid.ts)
  const out = [
    ...gridHourLines(el),
    ...columnHourLines(el),
    ...sideBySide(el),
    ...textLines(el).flatMap(sentencesOf).flatMap(labelApart),
  ];
  // table rows read as one line ("Monday | 9am - 5pm")
  for (const tr of $$('tr', el as Document)) out.push(rowLine($$('td, th', tr).map(text)));
  // so do a term and its definitions ("Montag – Freitag" | "05:15 – 18:30 Uhr")
  for (const dt of $$('dt', el as Document)) {
    const dds: string[] = [];
    for (let n = dt.next; n && (n as Element).name !== 'dt'; n = n.next)
      if ((n as Element).name === 'dd') dds.push(text(n as Element));
    if (dds.length) out.push(`${text(dt)} ${dds.join(' ')}`);
  }
  // two lists side by side, item for item, read as one list of rows (a column of days beside a column of times)
  for (const list of $$('ul, ol', el as Document)) {
    const next = nextElement(list);
    if (!next || (next.name !== 'ul' && next.name !== 'ol')) continue;
    const [left, right] = [listItems(list), listItems(next)];
    if (left.length >= 2 && left.length === right.length) left.forEach((item, i) => out.push(`${item} ${right[i]}`));
  }
  return out.map((line) =>
    pairedTimes(
      clockHours(
        joinedHourMarks(
          withoutPartOfDay(withoutFootnoteMarks(daysApart(unbracketed(japaneseDayList(withoutLeaders(line)))))),
        ),
      ),
    ),
  );
}

/**
 * Leader dots between a day and its times, as a price list or a menu sets them ("Monday ........ 9am – 5pm",
 * "Monday ...................... Closed", "Lundi …… 9h-18h"), say no more than a space.
 */
const withoutLeaders = (line: string) => line.replace(/(?<=\p{L}\.?)\s*(?:\.{3,}|…+|·{3,})\s*(?=[\p{L}\d])/gu, ' ');

/** A time of day ("8:30", "08.00") as minutes, or undefined when it cannot be one. */
const minutesOf = (t: string): number | undefined => {
  const [h, m] = t.split(/[:.]/).map(Number);
  return h! <= 24 && m! < 60 ? h! * 60 + m! : undefined;
};

/**
 * Four or more times in a row, each later than the one before, whatever separates them ("08.00 / 11.30 – 14.00/18.00",
 * "9:00 - 12:00 14:00 - 18:30"), are a day's spans in pairs, as a reader pairs them: "08.00 - 11.30, 14.00 - 18.00".
 */
const pairedTimes = (line: string) =>
  line.replace(/\d{1,2}[:.]\d{2}(?:(?:\s*[-–—/|]\s*|\s+)\d{1,2}[:.]\d{2}){3,}/g, (run) => {
    const times = run.match(/\d{1,2}[:.]\d{2}/g)!;
    const at = times.map(minutesOf);
    const rising = at.every((m, i) => m !== undefined && (i === 0 || m > at[i - 1]!));
    const gaps = run.split(/\d{1,2}[:.]\d{2}/).slice(1, -1);
    const dashes = gaps.filter((g) => /[-–—/|]/.test(g)).length;
    if (times.length % 2 || !rising || dashes < times.length / 2) return run;
    // (spans already written as spans, a dash in each and a mark between them, stay as written)
    if (gaps.every((g, i) => (i % 2 ? /\S/.test(g) : /^\s*[-–—]\s*$/.test(g)))) return run;
    return times.flatMap((t, i) => (i % 2 ? [] : [`${t} - ${times[i + 1]}`])).join(', ');
  });

/**
 * A time written with its hour mark or colon set apart ("11 h – 14 h", "21 h 30", "17 ：00") is the time written close
 * ("11h", "21h30", "17：00").
 */
const joinedHourMarks = (line: string) =>
  line
    .replace(/(?<![\d:.])(\d{1,2})\s+h(?:\s+(\d{2}))?(?![\p{L}\d])/gu, '$1h$2')
    .replace(/(?<![\d:.：])(\d{1,2})(?:\s+([:：])\s*|([:：])\s+)(\d{2})(?!\d)/gu, '$1$2$3$4');

/** "12 noon" and "12 midnight" are times of day, written as the hours reader reads a time. */
const clockHours = (line: string) =>
  line.replace(/\b12\s+noon\b/gi, '12:00 pm').replace(/\b12\s+midnight\b/gi, '12:00 am');

/**
 * A day's hours written in whole hours with no clock ("19 - 22", "9 - 13, 16 - 20") written as times ("19:00 -
 * 22:00"): the hours reader read them as hours on a 24-hour clock, so a bare number there is o'clock. A value with
 * words ("Closed"), or whose spans do not each end after they start, stays as written.
 */
function onTheClock(value: string): string {
  const ends = [...value.matchAll(/(\d{1,2})(?:[:.](\d{2}))?\s*[-–—]\s*(\d{1,2})(?:[:.](\d{2}))?/g)];
  const rising = ends.every((m) => Number(m[1]) * 60 + Number(m[2] ?? 0) < Number(m[3]) * 60 + Number(m[4] ?? 0));
  if (/\p{L}/u.test(value) || !ends.length || !rising) return value;
  return value.replace(/(?<![\d:.])(\d{1,2})(?![\d:.])/g, (m, h: string) => (Number(h) <= 24 ? `${h}:00` : m));
}

/**
 * A paragraph of prose read a sentence at a time: its hours sit in one sentence ("Horario de la clínica es de 8:30 am a
 * 5 pm de lunes a jueves … del viernes. Los pacientes son atendidos por cita…").
 */
const sentencesOf = (line: string): string[] =>
  line.length > 120 ? line.split(/(?<=[.!?。])\s+(?=\p{Lu})|(?<=。)/u).filter((s) => s.trim()) : [line];

/**
 * A part of the day or a meal before the times it spans ("le dimanche matin de 9h à 12h30", "sabato mattina dalle 9",
 * "Sat dinner 18:00-23:00", "平日・土 ディナー 18:00～05:00") says no more than them.
 */
const withoutPartOfDay = (line: string) =>
  line
    .replace(
      /\s(?:matin|après-midi|apres-midi|soir|déjeuner|dejeuner|dîner|diner|morning|afternoon|evening|lunch|dinner|brunch|vormittags?|nachmittags?|mittags|abends|mattina|pomeriggio|sera|pranzo|cena|ochtend|middag|avond|almuerzo|comida|manhã|almoço|jantar)(?=\s+(?:de|from|von|dalle|dalla|dès|van|\d))/giu,
      '',
    )
    .replace(/(?:モーニング|ランチ|ディナー)(?:タイム)?\s*(?=\d)/gu, ' ');

/**
 * Japanese weekdays listed with the ideographic comma ("月、水、木、金") are a list of days, as with "・"; a list of them
 * in brackets after the times ("11：30～13:30（月、水、木、金）") names the days those times hold for.
 */
const japaneseDayList = (line: string) =>
  line
    .replace(/(?<=[月火水木金土日祝](?:曜日?)?)\s*、\s*(?=[月火水木金土日祝])/gu, '・')
    .replace(/(?<=\d)\s*[(（]([月火水木金土日祝](?:曜日?)?(?:・[月火水木金土日祝](?:曜日?)?)*)[)）]/gu, ' $1');

/** Days set in brackets before their times ("[月～木] 9：00～17：30", "【土日祝】10:00～") read as the days. */
const unbracketed = (line: string) => line.replace(/^\s*[[［【(（]([^\]］】)）\d]{1,16})[\]］】)）]\s*/u, '$1 ');

/**
 * Japanese days run together as one word ("土日祝", "日祝", "月水金") are each its own day, as "土・日・祝" writes them;
 * never a weekday's full name ("日曜日") or a word that only begins with a day ("日本").
 */
const daysApart = (line: string) =>
  line.replace(/(?<![\p{Script=Han}])[月火水木金土日](?:[月火水木金土日]|祝日?)+(?!曜)/gu, (run) =>
    [...run].join('・'),
  );

/** An hours label and its times on one line ("営業時間：10:00～16:00", "Horaires : 9h-18h") read as the label over them. */
function labelApart(line: string): string[] {
  const at = HOURS_LABEL.exec(line.normalize('NFKC'));
  const rest = at ? line.normalize('NFKC').slice(at[0].length) : '';
  return at && /\d/.test(rest) ? [at[1]!, rest] : [line];
}
const HOURS_LABEL = new RegExp(
  `^\\s*(${[...HOURS_LABELS]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})\\s*[:：]\\s*`,
  'iu',
);

/** A day marked for a footnote ("Mittwoch*", "Samstag¹") is that day. */
const withoutFootnoteMarks = (line: string) => line.replace(/(?<=\p{L})[*†‡¹²³]+(?=[\s:：]|$)/gu, '');

const nextElement = (el: Element): Element | undefined => {
  for (let n = el.next; n; n = n.next) if (n.type === 'tag') return n as Element;
  return undefined;
};
/**
 * Two small blocks side by side, line for line, the first naming only days and the second mostly times, as one line per
 * day (a grid's or a page builder's two columns: "Sunday<br>Monday<br>…" beside "12:00PM - 9:30PM<br>…"); read before
 * the page's lines, where the days' column would take the lines of times under it.
 */
function sideBySide(el: Element | Document): string[] {
  const out: string[] = [];
  for (const block of $$('div, p, td, section', el as Document)) {
    const next = nextElement(block);
    if (!next || !fewElements(block) || !fewElements(next)) continue;
    const [left, right] = [textLines(block), textLines(next)];
    if (
      left.length >= 2 &&
      left.length === right.length &&
      left.every(namesDays) &&
      right.filter((line) => /\d/.test(line)).length * 2 >= right.length
    )
      left.forEach((days, i) => out.push(`${days} ${right[i]}`));
  }
  return out;
}

/** An element with a handful of elements inside it at most (a column of a few lines, not a page's section). */
function fewElements(el: Element, most = 24): boolean {
  let n = 0;
  const walk = (e: Element): boolean =>
    e.children.every((c) => c.type !== 'tag' || (++n <= most && walk(c as Element)));
  return walk(el);
}
const listItems = (list: Element): string[] =>
  list.children.filter((c): c is Element => c.type === 'tag' && (c as Element).name === 'li').map(text);
