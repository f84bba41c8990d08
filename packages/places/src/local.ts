import type { Db } from '@sgs/db';
import type { BusinessSearchResult, PlaceDetails, PlacesProvider } from './types';

type PlaceRow = NonNullable<Awaited<ReturnType<Db['place']['findFirst']>>>;
/** The columns a search result shows. */
type ResultRow = Pick<
  PlaceRow,
  'placeId' | 'name' | 'address' | 'phone' | 'rating' | 'userRatingCount' | 'website' | 'googleMapsUri' | 'businessType'
>;

function toResult(p: ResultRow): BusinessSearchResult {
  return {
    placeId: p.placeId,
    name: p.name,
    address: p.address,
    phone: p.phone,
    rating: p.rating,
    userRatingCount: p.userRatingCount,
    website: p.website,
    googleMapsUri: p.googleMapsUri,
    businessType: p.businessType,
    source: 'local',
  };
}

/** Accents folded away (NFKD, then the combining marks U+0300-U+036F dropped): café = cafe, İstanbul = istanbul. */
const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
/** The words of a name, address or query: letters and digits of any script (日本料理 is a word too). */
const words = (s: string) =>
  fold(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
/** fold() in SQL, so a query matches a stored name whatever its accents (ILIKE alone is accent-sensitive). */
const FOLDED = (column: string) =>
  `lower(regexp_replace(normalize(coalesce(${column}, ''), NFKD), '[\\u0300-\\u036f]', '', 'g'))`;
/** The account's places any query word is in (name or address), newest first: one round trip, the result's columns. */
const CANDIDATES_SQL = `select place_id as "placeId", name, address, phone, rating, user_rating_count as "userRatingCount",
    website, google_maps_uri as "googleMapsUri", business_type as "businessType"
  from places
  where account_id = $1::uuid and (${FOLDED('name')} like any($2::text[]) or ${FOLDED('address')} like any($2::text[]))
  order by updated_at desc, created_at desc, place_id limit 200`;

/**
 * The no-key default: a directory of the businesses this account has already described or researched
 * (no outside lookups). Ranking: every query word in the name first, then by how many words match the
 * name and address, then the location hint, then recency.
 */
export function createLocalPlaces(db: Db): PlacesProvider {
  return {
    name: 'local',
    async search(accountId, query, location, limit = 5) {
      const q = words(query);
      const loc = location ? words(location) : [];
      if (q.length === 0) return [];
      // Words are letters and digits only, so they carry no LIKE wildcards.
      const rows = await db.$queryRawUnsafe<ResultRow[]>(
        CANDIDATES_SQL,
        accountId,
        q.map((w) => `%${w}%`),
      );
      const scored = rows.map((r, i) => {
        const name = new Set(words(r.name));
        const addr = new Set(words(r.address ?? ''));
        const nameHits = q.filter((w) => name.has(w)).length;
        const anyHits = q.filter((w) => name.has(w) || addr.has(w)).length;
        const locHits = loc.filter((w) => addr.has(w) || name.has(w)).length;
        return { r, key: [nameHits === q.length ? 1 : 0, anyHits, nameHits, locHits, -i] };
      });
      scored.sort((a, b) => {
        for (let k = 0; k < a.key.length; k++) if (a.key[k] !== b.key[k]) return b.key[k]! - a.key[k]!;
        return 0;
      });
      return scored
        .filter((s) => s.key[1]! > 0)
        .slice(0, limit)
        .map((s) => toResult(s.r));
    },
    async details(accountId, placeId) {
      const row = await db.place.findUnique({ where: { accountId_placeId: { accountId, placeId } } });
      if (!row) return null;
      const d = (row.details ?? {}) as Partial<PlaceDetails>;
      return {
        ...toResult(row),
        types: d.types ?? [],
        hours: d.hours ?? {},
        reviews: d.reviews ?? [],
        photos: [],
        location: d.location ?? null,
        summary: d.summary ?? null,
        priceRange: d.priceRange ?? null,
      };
    },
    async photo() {
      return null;
    },
  };
}
