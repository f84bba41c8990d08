// Staff members' own numbers listed beside their names (a team list where each person has a number): not the
// business's phone. (Private lines, a Wi-Fi password or a door code, are left out by the reader itself: secrets.ts.)
import type { CountryCode } from 'libphonenumber-js';
import { toE164 } from '@sgs/site-kit';
import { textPhones } from './content';
import { $$, attr, textLines, type Document, type Element } from './html';
import { isPersonName } from './showcase';

/** The numbers of one person-and-number block ("Anna Keller / Mobil 0171 2345678"), if it is one. */
function personNumbers(el: Element, country: CountryCode | undefined): string[] {
  const lines = textLines(el);
  if (!lines.length || lines.length > 8) return [];
  const named = lines.some((l) => isPersonName(l.replace(/[,:|–-].*$/, '').trim()));
  if (!named) return [];
  const linked = $$('a[href^="tel:" i]', el).map((a) =>
    toE164(decodeURIComponent(attr(a, 'href') ?? '').slice(4), country),
  );
  const written = textPhones(lines.join('\n'), country);
  return [...new Set([...linked, ...written].filter((p): p is string => !!p))];
}

/**
 * Staff members' own numbers on a page: two or more sibling blocks, each naming a person and giving a number of its
 * own (a team list with everyone's mobile). A number the business shares (the same in two blocks) is not one.
 */
export function personalPhones(doc: Document, country: CountryCode | undefined): Set<string> {
  const out = new Set<string>();
  for (const parent of $$('ul, ol, tbody, table, div, section, dl', doc)) {
    const people = parent.children
      .filter((c): c is Element => (c as Element).type === 'tag')
      .map((c) => personNumbers(c, country))
      .filter((n) => n.length === 1);
    if (people.length < 2) continue;
    const numbers = people.map((n) => n[0]!);
    if (new Set(numbers).size === numbers.length) for (const n of numbers) out.add(n);
  }
  return out;
}
