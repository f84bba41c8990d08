// Text as lines for the line-by-line hours reader: a page's block lines, plus the shapes hours are written in
// across elements: a grid of weekdays over marks (hours-grid.ts), a table row, a term with its definitions, and a
// column of days beside a column of times.
import { HOURS_LABELS, escapeRegExp } from '@sgs/contracts';
import { gridHourLines } from './hours-grid';
import { $$, text, textLines, type Document, type Element } from './html';

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
  const out = [...gridHourLines(el), ...textLines(el).flatMap(labelApart)];
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
  return out.map((line) => withoutPartOfDay(withoutFootnoteMarks(unbracketed(line))));
}

/** A part of the day before the times it spans ("le dimanche matin de 9h à 12h30", "sabato mattina dalle 9") says no more than them. */
const withoutPartOfDay = (line: string) =>
  line.replace(
    /\s(?:matin|après-midi|apres-midi|soir|morning|afternoon|evening|vormittags?|nachmittags?|abends|mattina|pomeriggio|sera|ochtend|middag|avond|manhã)(?=\s+(?:de|from|von|dalle|dalla|dès|van|\d))/giu,
    '',
  );

/** Days set in brackets before their times ("[月～木] 9：00～17：30", "【土日祝】10:00～") read as the days. */
const unbracketed = (line: string) => line.replace(/^\s*[[［【(（]([^\]］】)）\d]{1,16})[\]］】)）]\s*/u, '$1 ');

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
const listItems = (list: Element): string[] =>
  list.children.filter((c): c is Element => c.type === 'tag' && (c as Element).name === 'li').map(text);
