// Facts in the caller's own words (the businessDescription), read deterministically: opening hours,
// the founding year ("since 2009"), products or services named in a list, and service areas. Each
// is recorded by research with source `caller_input`; the writer uses each once, in its place.
import { parseHours } from './hours';

export interface CallerFacts {
  hours: Record<string, string>;
  foundedYear?: string;
  services: string[];
  areas: string[];
}

const YEAR =
  /\b(?:since|established(?: in)?|est\.?|founded(?: in)?|in business since|serving [^.]{0,40}? since|opened in)\s+((?:18|19|20)\d\d)\b/i;
const VERB_TAIL =
  /\s+(?:baked|made|served|cooked|prepared|brewed|roasted|available|delivered|done|fresh|for|in|at|since|with|every|from|to|across|around|near|on|by|that|which|we|you)\b.*$/i;
const LEAD_IN =
  /^(?:we (?:offer|do|make|bake|sell|serve|provide|carry|specialize in|specialise in)|offering|specializing in|specialising in|including|our (?:services|menu|products) (?:include|are)|services include)\s+/i;
const DAYISH = /\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|\d/i;

const clean = (s: string) =>
  s
    .replace(/^(?:and|or|&)\s+/i, '')
    .replace(/[.!;:]+$/, '')
    .trim();
const capital = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** "A, B and C" items of a clause, when it is a list of short noun phrases. */
function listItems(clause: string): string[] {
  const body = clause.replace(LEAD_IN, '');
  if (!/,|\band\b|&/.test(body)) return [];
  const parts = body
    .split(/\s*,\s*|\s+(?:and|&)\s+/i)
    .map(clean)
    .filter(Boolean);
  if (parts.length < 2) return [];
  const last = parts.length - 1;
  parts[last] = parts[last]!.replace(VERB_TAIL, '');
  if (parts.some((p) => p.split(/\s+/).length > 5 || p.length < 3 || DAYISH.test(p))) return [];
  return parts.map(capital);
}

const sentencesOf = (t: string) =>
  t
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The facts a caller's description states; nothing is inferred. */
export function parseCallerFacts(description: string | null | undefined): CallerFacts {
  const out: CallerFacts = { hours: {}, services: [], areas: [] };
  const d = description?.trim();
  if (!d) return out;
  out.hours = parseHours(d);
  out.foundedYear = YEAR.exec(d)?.[1];
  for (const s of sentencesOf(d)) {
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
    if (out.services.length) continue;
    // The first clause of the sentence that is a list of things ("Sourdough breads, croissants and custom cakes ...")
    const clause = s.replace(/\s+(?:since|open|closed)\b.*$/i, '');
    const items = listItems(
      clause.replace(/^[^,]*?\b(?:offer|do|make|bake|sell|serve|provide|carry|speciali[sz]e in|known for)\s+/i, ''),
    );
    if (items.length >= 2) out.services = items.slice(0, 12);
  }
  return out;
}
