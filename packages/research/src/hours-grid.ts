// Opening hours written as a grid: a row of weekday names over rows of marks (○ open, × or － closed), each row
// under its time span ("診療時間 | 月 | 火 | … " over "9:00〜12:30 | ○ | × | …"), as Japanese clinics and salons and
// many practices elsewhere publish them, or over rows of each day's own times. Read as one line per day naming every
// span it is open ("Monday 9:30 - 12:30, 15:30 - 18:30"), for the line-by-line hours reader.
import { LOCAL_DAYS, WEEKDAYS } from '@sgs/contracts';
import { $$, textLines, type Document, type Element } from './html';

/** A day's name as a grid's header cell writes it, in the languages research reads ("月", "Mo", "Dienstag", "Sat."). */
const DAY_NAMES = new Map<string, number>([
  ...WEEKDAYS.flatMap((d, i) => [d, d.slice(0, 3), d.slice(0, 2)].map((n) => [n.toLowerCase(), i] as [string, number])),
  ...Object.values(LOCAL_DAYS).flatMap(({ days }) =>
    days.flatMap((names, i) => names.map((n) => [n.toLowerCase(), i] as [string, number])),
  ),
]);
const dayOf = (cell: string): number | undefined =>
  DAY_NAMES.get(
    cell
      .normalize('NFKC')
      .trim()
      .replace(/[.:：]$/, '')
      .toLowerCase(),
  );

/** Open: ○ ◎ ● ✓ (a cell may say more after its mark: "○ 2診 ★"), or a time the day opens or closes at
 * ("▲ 12:00まで"). Closed: × ／ － or 休. */
const OPEN = /^[○〇◯◎●✓✔]/u;
const CLOSED = /^(?:[×✕✖╳xX／/－\-―ー–—]+$|[×✕✖╳／]|休)/u;
/** A cell that is one symbol and nothing more ("▲", "△", "※"): a mark a note may explain. */
const MARK = /^\s*[\p{S}\p{Po}]\s*$/u;

/** The first time span in a text, as "9:30 - 12:30" ("9：30〜 12：30", "09.00-13.00", "午後2：00～午後6：30"). */
function span(text: string): string | undefined {
  const flat = text
    .normalize('NFKC')
    .replace(/午前\s*/g, '')
    // 午後 (p.m.) before an hour on the twelve-hour clock
    .replace(/午後\s*(\d{1,2})(?=[:.]\d{2})/g, (_m, h: string) => String(Number(h) < 12 ? Number(h) + 12 : Number(h)));
  const m = /(\d{1,2})[:.](\d{2})\s*[〜~\-–—]\s*(\d{1,2})[:.](\d{2})/.exec(flat);
  return m ? `${Number(m[1])}:${m[2]} - ${Number(m[3])}:${m[4]}` : undefined;
}

/** Japanese o'clock ("17時", "9時30分") as a clock time ("17:00", "9:30"). */
const clock = (text: string) =>
  text
    .normalize('NFKC')
    .replace(
      /(\d{1,2})時(?:(\d{1,2})分|半)?/g,
      (m, h: string, mm?: string) => `${h}:${mm ? mm.padStart(2, '0') : m.endsWith('半') ? '30' : '00'}`,
    );

/** A cell that moves its row's span's end or start ("▲ 12:00まで", "〜12:00", "14:00〜", "14:00から"): that day's span. */
function narrowed(cell: string, time: string | undefined): string | undefined {
  if (!time) return undefined;
  const flat = clock(cell);
  const [from, to] = time.split(' - ');
  const end = /(\d{1,2})[:.](\d{2})\s*(?:まで|迄)/.exec(flat) ?? /[〜~]\s*(\d{1,2})[:.](\d{2})/.exec(flat);
  if (end) return `${from} - ${Number(end[1])}:${end[2]}`;
  const start = /(\d{1,2})[:.](\d{2})\s*(?:から|[〜~](?!\s*\d))/.exec(flat);
  return start ? `${Number(start[1])}:${start[2]} - ${to}` : undefined;
}

const cellText = (el: Element, join = ' ') => textLines(el).join(join);

/** A table as the grid a reader sees: a cell spanning rows or columns stands in each place it covers. */
function tableRows(table: Element, join = ' '): string[][] {
  const rows: string[][] = [];
  $$('tr', table).forEach((tr, r) => {
    const row = (rows[r] ??= []);
    let col = 0;
    for (const cell of $$('td, th', tr)) {
      while (row[col] !== undefined) col++;
      const [across, down] = ['colspan', 'rowspan'].map((a) => Math.min(Number(cell.attribs[a]) || 1, 10));
      const t = cellText(cell, join);
      for (let i = 0; i < down!; i++) for (let j = 0; j < across!; j++) (rows[r + i] ??= [])[col + j] = t;
      col += across!;
    }
  });
  return rows.map((row) => Array.from(row, (c) => c ?? ''));
}

/** A grid's rows: a table's rows of cells, or a definition list's terms, each with its definitions. */
function gridsOf(root: Document | Element): { el: Element; rows: string[][] }[] {
  const out: { el: Element; rows: string[][] }[] = [];
  for (const table of $$('table', root)) out.push({ el: table, rows: tableRows(table) });
  for (const dl of $$('dl', root)) {
    const rows: string[][] = [];
    for (const c of dl.children) {
      const e = c as Element;
      if (e.name === 'dt') rows.push([cellText(e)]);
      else if (e.name === 'dd' && rows.length) rows.at(-1)!.push(cellText(e));
    }
    out.push({ el: dl, rows });
  }
  return out;
}

/**
 * The note that explains a grid's mark ("▲土曜午後は17時までとなります。" under a grid with ▲ in a cell): the first
 * line after the grid, within its next few blocks, that opens with the mark.
 */
function noteOn(el: Element, mark: string): string | undefined {
  let n = el.next;
  for (let blocks = 0; n && blocks < 4; n = n.next) {
    if (n.type !== 'tag') continue;
    blocks++;
    const line = textLines(n as Element).find((l) => l.trim().startsWith(mark));
    if (line) return line;
  }
  return undefined;
}

/** The time span heading a grid that has one row of marks: its caption, or the block just before it. */
function headingSpan(el: Element): string | undefined {
  const caption = $$('caption', el)[0];
  if (caption) return span(cellText(caption));
  for (let n = el.prev; n; n = n.prev) if (n.type === 'tag') return span(cellText(n as Element));
  return undefined;
}

/**
 * Each day's open spans (or closed) in one grid: a row of days over rows of marks under their time span, or of the
 * day's own times ("8:00-12:00"); undefined when it is no such grid.
 */
function readGrid(
  rows: string[][],
  heading: () => string | undefined,
  note: (mark: string) => string | undefined,
): Map<number, string[]> | undefined {
  const header = rows.findIndex((r) => r.filter((c) => dayOf(c) !== undefined).length >= 5);
  if (header < 0) return undefined;
  const days = rows[header]!.map(dayOf);
  const isDay = (i: number) => days[i] !== undefined;
  const marked = rows
    .slice(header + 1)
    .filter((r) => r.length === days.length && r.some((c, i) => isDay(i) && (OPEN.test(c) || span(c))));
  if (!marked.length) return undefined;
  const out = new Map<number, string[]>();
  for (const row of marked) {
    const label = span(row.filter((_, i) => !isDay(i)).join(' '));
    const time = label ?? (marked.length === 1 ? heading() : undefined);
    row.forEach((cell, i) => {
      const day = days[i];
      if (day === undefined) return;
      const spans = out.get(day) ?? [];
      // (a mark that is neither open nor closed holds as its note says: "▲" … "▲土曜午後は17時まで")
      const explained = MARK.test(cell) && !OPEN.test(cell) && !CLOSED.test(cell) ? note(cell.trim()[0]!) : undefined;
      const open =
        span(cell) ??
        narrowed(cell, time) ??
        (OPEN.test(cell) ? time : undefined) ??
        (explained ? narrowed(explained, time) : undefined);
      if (open && !spans.includes(open)) spans.push(open);
      if (open || CLOSED.test(cell)) out.set(day, spans);
    });
  }
  return out;
}

/**
 * The opening hours a page's grids give, one line per day ("Monday 9:30 - 12:30, 15:30 - 18:30", "Sunday closed"):
 * the spans of every grid on the page (a morning grid and an afternoon one) joined, each once.
 */
export function gridHourLines(root: Document | Element): string[] {
  const byDay = new Map<number, string[]>();
  for (const { el, rows } of gridsOf(root)) {
    const read = readGrid(
      rows,
      () => headingSpan(el),
      (mark) => noteOn(el, mark),
    );
    for (const [day, spans] of read ?? []) {
      const all = byDay.get(day) ?? [];
      for (const s of spans) if (!all.includes(s)) all.push(s);
      byDay.set(day, all);
    }
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a - b)
    .map(([day, spans]) => `${WEEKDAYS[day]} ${spans.length ? spans.join(', ') : 'closed'}`);
}

/** A header cell that names days and nothing else ("Montag", "Dienstag bis Freitag", "Mo – Fr", "Sa & So"). */
export const namesDays = (cell: string) =>
  !/\d/.test(cell) &&
  cell
    .normalize('NFKC')
    .split(/[^\p{L}]+/u)
    .some((word) => word.length >= 2 && dayOf(word) !== undefined);

/**
 * A table read by its orientation: a header row of two or more day cells (a day or a range of days each) over rows of
 * times reads down each column, one line per column ("Dienstag bis Freitag 08:30 - 12:00 Uhr, 14:00 - 18:30 Uhr"),
 * a cell's lines (its <br>) as the day's spans.
 */
export function columnHourLines(root: Document | Element): string[] {
  const out: string[] = [];
  for (const table of $$('table', root)) {
    const rows = tableRows(table, ', ');
    const header = rows.findIndex((r) => r.filter(Boolean).length >= 2 && r.filter(Boolean).every(namesDays));
    if (header < 0) continue;
    const below = rows.slice(header + 1);
    rows[header]!.forEach((head, col) => {
      const cells = below.map((r) => r[col] ?? '').filter(Boolean);
      if (head && cells.some((c) => span(c))) out.push(`${head} ${cells.join(', ')}`);
    });
  }
  return out;
}
