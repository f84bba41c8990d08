// What the research bench measures on a generated site, one definition each: amounts and item prices as written in
// any language, time ranges, the sentences a site is made of, and the filler FAQ.
import { createHash } from 'node:crypto';

/** The corpus half an entry belongs to: the low bit of the first byte of sha256(id); fixed per id (README.md). */
export function halfOf(id: string): 'dev' | 'test' {
  return (createHash('sha256').update(id, 'utf8').digest()[0]! & 1) === 0 ? 'dev' : 'test';
}

export const normText = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’]/g, "'")
    .replace(/[“”„]/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s*[–—-]\s*/g, '-')
    // "Rua 12 de Dezembro,592" is the address a site writes as "Rua 12 de Dezembro, 592" (a decimal comma stays)
    .replace(/(?<=\D)\s*,\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The amounts written in a string, as numbers: "4,60 €" → 4.6, "ab 49.00 EUR" → 49, "¥2,900" → 2900, "1斤460円" → 1, 460,
 * "$450.000" → 450000. A separator followed by exactly three digits (and nothing more) groups thousands; any other is
 * the decimal mark.
 */
export function amounts(s: string): number[] {
  const out: number[] = [];
  for (const m of s.normalize('NFKC').matchAll(/\d+(?:[.,'’]\d+)*/g)) {
    const groups = m[0].split(/[.,'’]/);
    let value: number;
    if (groups.length === 1) value = Number(groups[0]);
    else {
      const thousands = groups.slice(1).every((g) => g.length === 3);
      value = thousands ? Number(groups.join('')) : Number(`${groups.slice(0, -1).join('')}.${groups.at(-1)}`);
    }
    if (Number.isFinite(value)) out.push(value);
  }
  return out;
}

/**
 * Whether a menu or price-list item is shown with its price: its name appears, and the price's amount (or, for a price
 * without digits such as "auf Anfrage", its words) appears within a short distance after or before the name.
 */
export function itemShown(visible: string, item: { name: string; price: string }, reach = 160): boolean {
  const v = normText(visible);
  const name = normText(item.name);
  const want = amounts(item.price).filter((n) => n > 0);
  for (let at = v.indexOf(name); at >= 0; at = v.indexOf(name, at + 1)) {
    const around = v.slice(Math.max(0, at - reach / 2), at + name.length + reach);
    if (!want.length) {
      if (around.includes(normText(item.price))) return true;
      continue;
    }
    const shown = amounts(around.replace(name, ' '));
    if (want.every((w) => shown.some((x) => Math.abs(x - w) < 1e-6))) return true;
  }
  return false;
}

/** Minutes after midnight of "8", "08:00", "8.30", "7h30", "5 pm", "17 Uhr"; undefined when out of range. */
function clock(h: string, m: string | undefined, suffix: string | undefined): number | undefined {
  let hour = Number(h);
  const min = m ? Number(m) : 0;
  const ap = suffix?.toLowerCase().replace(/\./g, '');
  if (ap === 'pm' && hour < 12) hour += 12;
  if (ap === 'am' && hour === 12) hour = 0;
  if (hour > 24 || min > 59) return undefined;
  return hour * 60 + min;
}

const TIME = String.raw`(\d{1,2})(?:[:.h](\d{2}))?\s*(a\.?m\.?|p\.?m\.?|uhr|uur|h)?`;
/** Between a range's two times, in each language: "8.00 tot 18.00 uur", "dalle 9 alle 18", "de 9h às 18h". */
const UNTIL = String.raw`-|–|—|~|〜|～|to|bis|tot|à|a|al|alle|hasta|às|até|jusqu'à|until|till`;
const RANGE = new RegExp(`${TIME}\\s*(?:${UNTIL})\\s*${TIME}`, 'gi');

/**
 * The time ranges written in a text, as [start, end] minutes: "8:00 - 18:00", "7h - 19h", "12.00 - 14.00", "9:00〜17:00",
 * "11:00AM - 9:00PM", "5pm - 10pm". A range needs minutes or a suffix on at least one side, so "2 - 5" is not read,
 * unless `bare` (a source's hours table may write "12 - 14": a claim is looked up leniently in the sources).
 */
export function timeRanges(s: string, o: { bare?: boolean } = {}): [number, number][] {
  const out: [number, number][] = [];
  for (const m of s.normalize('NFKC').matchAll(RANGE)) {
    const [, h1, m1, s1, h2, m2, s2] = m;
    if (!m1 && !m2 && !s1 && !s2 && !(o.bare && Number(h1) < Number(h2))) continue;
    // "5 - 10pm": the suffix of the end applies to the start
    const start = clock(h1!, m1, s1 ?? (s2 && /[ap]/i.test(s2) ? s2 : undefined));
    const end = clock(h2!, m2, s2);
    if (start !== undefined && end !== undefined) out.push([start, end]);
  }
  return out;
}

/** The sentences of a block of text worth comparing across sites: at least four words (or twelve CJK characters). */
/** The text blocks inside <main> a site's sentences are read from. */
export const SENTENCE_BLOCKS = ['p', 'li', 'h1', 'h2', 'h3', 'blockquote', 'dd', 'figcaption'];

/**
 * A block that is a label, not prose: a section's eyebrow (the kicker above its heading) or a block that is wholly one
 * link or button ("See all services", "Ver todos los servicios"). Labels are left out of the shared-sentence share in
 * every language alike: English ones are mostly under its four-word floor, their translations often are not.
 */
export function isLabelBlock(className: string | undefined, blockText: string, controlTexts: string[]): boolean {
  if (/(^|\s)eyebrow(\s|$)/.test(className ?? '')) return true;
  return controlTexts.length === 1 && normText(controlTexts[0]!) === normText(blockText);
}

export function sentences(block: string): string[] {
  return block
    .split(/(?<=[.!?。！？])\s+|(?<=[。！？])/)
    .map((s) => normText(s).replace(/[.!?。！？]+$/, ''))
    .filter((s) => s.split(' ').length >= 4 || /[\u3040-\u30ff\u4e00-\u9fff]{12}/.test(s));
}

const AFFIRMATIVE = /^(yes|yep|ja|oui|sí|si|sì|sim|はい)\b/i;

/**
 * A filler FAQ: an answer that only says yes to its question or sends the reader to ask ("Do you offer breakfast? Yes.
 * Breakfast is one of our services.", "Ask us about Fish Course when you visit or call."), with no fact in it (no
 * number, time, price, address or link).
 */
export function isFillerFaq(question: string, answer: string): boolean {
  const a = answer.trim();
  if (/\d|@|https?:|www\./i.test(a)) return false;
  if (/^ask us about\b/i.test(a)) return true;
  return /\?\s*$/.test(question.trim()) && AFFIRMATIVE.test(a);
}
