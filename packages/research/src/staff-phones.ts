// Staff members' own numbers listed beside their names (a team list where each person has a number): not the
// business's phone. (Private lines, a Wi-Fi password or a door code, are left out by the reader itself: secrets.ts.)
import type { CountryCode } from 'libphonenumber-js';
import { toE164 } from '@sgs/site-kit';
import { inChromeOrContact, textPhones } from './content';
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

/** Each person's block with its one number, among sibling blocks that each name a person and give a number of their own. */
function peopleWithNumbers(doc: Document, country: CountryCode | undefined): { el: Element; number: string }[] {
  const out: { el: Element; number: string }[] = [];
  for (const parent of $$('ul, ol, tbody, table, div, section, dl', doc)) {
    const people = parent.children
      .filter((c): c is Element => (c as Element).type === 'tag')
      .map((el) => ({ el, numbers: personNumbers(el, country) }))
      .filter((p) => p.numbers.length === 1);
    if (people.length < 2) continue;
    const numbers = people.map((p) => p.numbers[0]!);
    if (new Set(numbers).size === numbers.length) out.push(...people.map((p) => ({ el: p.el, number: p.numbers[0]! })));
  }
  return out;
}

/**
 * Staff members' own numbers on a page: two or more sibling blocks, each naming a person and giving a number of its
 * own (a team list with everyone's mobile). A number the business shares (the same in two blocks) is not one.
 */
export function personalPhones(doc: Document, country: CountryCode | undefined): Set<string> {
  return new Set(peopleWithNumbers(doc, country).map((p) => p.number));
}

/**
 * The people's numbers a contact block gives ("Telefon Chrigä", "Telefon Michèle" in the Kontakt section): how a
 * business that has no number of its own is reached, in the page's order.
 */
export function contactPeoplePhones(doc: Document, country: CountryCode | undefined): string[] {
  return [
    ...new Set(
      peopleWithNumbers(doc, country)
        .filter((p) => inChromeOrContact(p.el))
        .map((p) => p.number),
    ),
  ];
}
