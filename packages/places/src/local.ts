import type { Db } from '@sgs/db';
import type { BusinessSearchResult, PlaceDetails, PlacesProvider } from './types';

type PlaceRow = NonNullable<Awaited<ReturnType<Db['place']['findFirst']>>>;

function toResult(p: PlaceRow): BusinessSearchResult {
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

const words = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);

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
      const rows = await db.place.findMany({
        where: {
          accountId,
          OR: q.map((w) => ({
            OR: [
              { name: { contains: w, mode: 'insensitive' as const } },
              { address: { contains: w, mode: 'insensitive' as const } },
            ],
          })),
        },
        orderBy: { updatedAt: 'desc' },
        take: 200,
      });
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
      };
    },
    async photo() {
      return null;
    },
  };
}
