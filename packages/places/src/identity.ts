// Is a directory candidate the business the caller named? Used for every name + location resolution (the
// local directory and Google Places alike) so a weak match never lends one business another's facts.

/**
 * A candidate is the same business only when its name scores at least this (0..1, the mean of a word
 * Dice coefficient and a character-bigram Dice coefficient over normalised names). 0.75 accepts
 * "Bob's Plumbing" / "Bobs Plumbing LLC" (1.0) and "Ace Plumbing" / "Ace Plumbing & Heating" (0.77), and
 * rejects names that share only a word or the trade: "Smith Plumbing" / "Jones Plumbing" (0.54),
 * "Rosa's" / "Rosa's Cafe" (0.67).
 */
export const SAME_NAME_THRESHOLD = 0.75;
/** Coordinates closer than this agree on location when neither side names a city. */
export const SAME_PLACE_RADIUS_KM = 25;

const LEGAL = new Set([
  'llc',
  'l l c',
  'inc',
  'incorporated',
  'ltd',
  'limited',
  'co',
  'corp',
  'corporation',
  'company',
  'llp',
  'pllc',
  'pc',
  'plc',
  'gmbh',
  'lp',
]);
const STOP = new Set(['the', 'and', 'of']);

/** Lowercase words without accents, punctuation, "the"/"&"/"and" or legal suffixes ("Rosa's Café, LLC" -> rosas cafe). */
export function normaliseName(name: string): string[] {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w && !STOP.has(w) && !LEGAL.has(w));
}

const dice = <T>(a: T[], b: T[]): number => {
  if (!a.length || !b.length) return 0;
  const rest = [...b];
  let shared = 0;
  for (const x of a) {
    const i = rest.indexOf(x);
    if (i >= 0) {
      shared++;
      rest.splice(i, 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
};
const bigrams = (s: string) => Array.from({ length: Math.max(0, s.length - 1) }, (_, i) => s.slice(i, i + 2));

/** 0..1: how alike two business names are once normalised. */
export function nameSimilarity(a: string, b: string): number {
  const wa = normaliseName(a);
  const wb = normaliseName(b);
  if (!wa.length || !wb.length) return 0;
  const score = (dice(wa, wb) + dice(bigrams(wa.join('')), bigrams(wb.join('')))) / 2;
  return Math.round(score * 100) / 100;
}

const words = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A two-letter region code ("TX") in a one-line address or a "City, ST" location. */
function regionCode(text: string): string | undefined {
  const parts = text.split(',').map((p) => p.trim());
  for (const p of parts.slice(1).reverse()) {
    const m = /^([A-Z]{2})(?:\s+[A-Z0-9][A-Z0-9 -]{2,9})?$/.exec(p);
    if (m) return m[1];
  }
  return undefined;
}

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export interface IdentityQuery {
  name: string;
  /** "City, Region" as the caller gave it */
  location?: string;
  coords?: { lat: number; lng: number } | null;
}
export interface IdentityCandidate {
  name: string;
  address: string | null;
  location?: { lat: number; lng: number } | null;
}
export interface IdentityVerdict {
  same: boolean;
  score: number;
  /** why it was rejected, for research's summary.notes */
  reason?: string;
}

/** Does the location agree: the caller's city in the candidate's address (and the region, when both name one), or coordinates within the radius. */
function locationAgrees(q: IdentityQuery, c: IdentityCandidate): { ok: boolean; reason?: string } {
  if (q.coords && c.location) {
    const km = distanceKm(q.coords, c.location);
    return km <= SAME_PLACE_RADIUS_KM ? { ok: true } : { ok: false, reason: `${Math.round(km)} km away` };
  }
  const city = q.location ? words(q.location.split(',')[0] ?? '') : '';
  if (!city) return { ok: true };
  const address = c.address ? ` ${words(c.address)} ` : '';
  if (!address.trim()) return { ok: false, reason: 'it has no address to compare with the location' };
  if (!address.includes(` ${city} `))
    return { ok: false, reason: `its address is not in ${q.location!.split(',')[0]}` };
  const want = regionCode(q.location!);
  const got = regionCode(c.address!);
  if (want && got && want !== got) return { ok: false, reason: `its address is in ${got}, not ${want}` };
  return { ok: true };
}

/** The identity rule: similar enough names (SAME_NAME_THRESHOLD) and an agreeing location. */
export function sameBusiness(q: IdentityQuery, c: IdentityCandidate): IdentityVerdict {
  const score = nameSimilarity(q.name, c.name);
  if (score < SAME_NAME_THRESHOLD)
    return {
      same: false,
      score,
      reason: `name similarity ${score.toFixed(2)} is below ${SAME_NAME_THRESHOLD}`,
    };
  const where = locationAgrees(q, c);
  return where.ok
    ? { same: true, score }
    : { same: false, score, reason: `the location does not agree: ${where.reason}` };
}
