// Facts in the caller's own words (the businessDescription or owner prompt), read deterministically: opening
// hours, the founding year ("since 2009"), the offerings named in the lists people write ("We do A, B and C,
// and we teach D"), and service areas. Research records each with source `caller_input`; the writer uses each
// once, in its place.
import { parseHours } from './hours';

export interface CallerFacts {
  hours: Record<string, string>;
  foundedYear?: string;
  services: string[];
  areas: string[];
}

const YEAR =
  /\b(?:since|established(?: in)?|est\.?|founded(?: in)?|in business since|serving [^.]{0,40}? since|opened in)\s+((?:18|19|20)\d\d)\b/i;
/** Words after an offering that say how, when or where, not what ("... baked fresh daily", "... on Sundays"). */
const VERB_TAIL =
  /\s+(?:baked|made|served|cooked|prepared|brewed|roasted|available|delivered|done|fresh|for|in|at|since|with|every|from|to|across|around|near|on|by|that|which|we|you)\b.*$/i;
/** What a business says it does: "we do", "I teach", "offering", "services include". */
const OFFER_VERB =
  /(?:\b(?:we|i)\s+(?:also\s+)?(?:offer|do|make|bake|sell|serve|provide|carry|stock|teach|run|host|repair|fix|install|clean|design|create|cater|grow|arrange|specialize in|specialise in)|\boffering|\bspeciali[sz]ing in|\bincluding|\bour (?:services|menu|products|range) (?:include|includes|are)|\bservices include|\bknown for)\s+/i;
/** A clause that is itself an opening list ("Sourdough breads, croissants and custom cakes baked fresh"). */
const OPENING_LIST = /^[^,]*?\b(?:offer|do|make|bake|sell|serve|provide|carry|speciali[sz]e in|known for)\s+/i;
/** Words a list item never holds: a verb of being says it is a sentence, a digit or weekday a time. */
const NOT_AN_ITEM =
  /\b(?:is|are|was|were|has|have|run|runs|owned|based|located)\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tues?|wed|thu(?:rs?)?|fri|sat|sun)s?\b|\d/i;
const NAME_MARK = '\u0000';

const clean = (s: string) =>
  s
    .replace(/^(?:and|or|&|\+)\s+/i, '')
    .replace(/^(?:also|some|all|our|the|a|an)\s+/i, '')
    .replace(/[.!;:]+$/, '')
    .trim();
const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** "A, B, C and D" as items: commas first, then the last part's "and" / "&" / "or"; a two-item list by "and" alone. */
function splitList(body: string): string[] {
  const parts = body.split(/\s*,\s*/);
  const last = parts.pop()!;
  const tail = last.split(/\s+(?:and|&|\+|or)\s+/i);
  return [...parts, ...(parts.length ? [tail.slice(0, -1).join(' and '), tail.at(-1)!].filter(Boolean) : tail)]
    .map(clean)
    .filter(Boolean);
}

/** The offerings a clause names after its verb: one or a list of short noun phrases, or none. */
function clauseItems(body: string): string[] {
  const items = splitList(body);
  if (!items.length) return [];
  items[items.length - 1] = items.at(-1)!.replace(VERB_TAIL, '');
  const ok = items.every(
    (p) => p.split(/\s+/).length <= 5 && p.length >= 3 && !NOT_AN_ITEM.test(p) && !p.includes(NAME_MARK),
  );
  return ok ? items.map(capital) : [];
}

/** The offerings a sentence lists ("We do A, B and C, and we teach D"): every clause with a verb of offering. */
function sentenceItems(sentence: string): string[] {
  const clauses = sentence.split(/\s*(?:;|,?\s+and\s+(?=(?:we|i|also)\b)|,\s+(?=(?:we|i)\b))\s*/i);
  const out: string[] = [];
  for (const clause of clauses) {
    const m = OFFER_VERB.exec(clause);
    if (m) out.push(...clauseItems(clause.slice(m.index + m[0].length).replace(/\s+(?:since|open|closed)\b.*$/i, '')));
  }
  // One thing after a verb is a list only beside another ("..., and we teach D"): "We do our best" is none.
  if (out.length >= 2) return out;
  // A sentence that opens with the list itself.
  const opening = clauseItems(sentence.replace(/\s+(?:since|open|closed)\b.*$/i, '').replace(OPENING_LIST, ''));
  return opening.length >= 2 ? opening : [];
}

const sentencesOf = (t: string) =>
  t
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The text with the business's own name masked, so a name with "&", "and" or "+" is never read as a list. */
const masked = (text: string, name: string | undefined) =>
  name?.trim() ? text.split(name.trim()).join(NAME_MARK) : text;

/** The facts a caller's description states; nothing is inferred. `name` is the business's, never an offering. */
export function parseCallerFacts(description: string | null | undefined, name?: string): CallerFacts {
  const out: CallerFacts = { hours: {}, services: [], areas: [] };
  const d = description?.trim();
  if (!d) return out;
  out.hours = parseHours(d);
  out.foundedYear = YEAR.exec(d)?.[1];
  for (const s of sentencesOf(masked(d, name))) {
    const area = /\b(?:serving|we serve|service areas?:?|areas? we serve:?|covering)\s+(?:the\s+)?([^.]+)/i.exec(s);
    if (area && !out.areas.length) {
      const items = area[1]!
        .replace(/\s+(?:and (?:the )?surrounding areas?|and beyond|since .*)$/i, '')
        .split(/\s*,\s*|\s+(?:and|&)\s+/i)
        .map(clean)
        .filter((a) => /^[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3}$/.test(a));
      if (items.length) {
        out.areas = items;
        continue;
      }
    }
    for (const item of sentenceItems(s))
      if (out.services.length < 12 && !out.services.some((x) => x.toLowerCase() === item.toLowerCase()))
        out.services.push(item);
  }
  return out;
}
