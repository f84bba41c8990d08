import { safeFetch } from '@sgs/net';
import { placePriceRange, type GPriceFields } from './price';
import { PlacesUpstreamError, type BusinessSearchResult, type PlaceDetails, type PlacesProvider } from './types';

const SEARCH_FIELDS = [
  'id',
  'displayName',
  'formattedAddress',
  'nationalPhoneNumber',
  'internationalPhoneNumber',
  'rating',
  'userRatingCount',
  'websiteUri',
  'googleMapsUri',
  'primaryType',
  'primaryTypeDisplayName',
];
const DETAIL_FIELDS = [
  ...SEARCH_FIELDS,
  'types',
  'regularOpeningHours',
  'reviews',
  'photos',
  'location',
  'editorialSummary',
  'priceLevel',
  'priceRange',
];

/** Wire shape of a Place (Places API (New)), only the fields we ask for. */
interface GPlace extends GPriceFields {
  id: string;
  displayName?: { text: string };
  formattedAddress?: string;
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  rating?: number;
  userRatingCount?: number;
  websiteUri?: string;
  googleMapsUri?: string;
  primaryType?: string;
  primaryTypeDisplayName?: { text: string };
  types?: string[];
  regularOpeningHours?: { weekdayDescriptions?: string[] };
  reviews?: {
    rating?: number;
    text?: { text: string; languageCode?: string };
    originalText?: { text: string; languageCode?: string };
    authorAttribution?: { displayName?: string };
  }[];
  photos?: { name: string; widthPx?: number; heightPx?: number; authorAttributions?: { displayName?: string }[] }[];
  location?: { latitude: number; longitude: number };
  editorialSummary?: { text: string };
}

function toResult(p: GPlace): BusinessSearchResult {
  return {
    placeId: p.id,
    name: p.displayName?.text ?? '',
    address: p.formattedAddress ?? null,
    phone: p.nationalPhoneNumber ?? p.internationalPhoneNumber ?? null,
    rating: typeof p.rating === 'number' ? p.rating : null,
    userRatingCount: typeof p.userRatingCount === 'number' ? p.userRatingCount : null,
    website: p.websiteUri ?? null,
    googleMapsUri: p.googleMapsUri ?? null,
    businessType: p.primaryTypeDisplayName?.text ?? p.primaryType ?? null,
    source: 'google',
  };
}

/** "Monday: 9:00 AM – 5:00 PM" -> { Monday: "9:00 AM – 5:00 PM" } */
export function parseWeekdayDescriptions(lines: string[] = []): Record<string, string> {
  const hours: Record<string, string> = {};
  for (const line of lines) {
    const m = /^([A-Za-z]+):\s*(.+)$/.exec(line.trim());
    if (m) hours[m[1]!] = m[2]!.trim();
  }
  return hours;
}

/** Google Places API (New): text search, place details and photo media. */
export function createGooglePlaces(opts: {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
  allowLoopback?: boolean;
}): PlacesProvider {
  const base = opts.baseUrl.replace(/\/$/, '');
  const timeoutMs = opts.timeoutMs ?? 10_000;

  async function api<T>(method: 'GET' | 'POST', path: string, fieldMask: string | null, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          'X-Goog-Api-Key': opts.apiKey,
          ...(fieldMask ? { 'X-Goog-FieldMask': fieldMask } : {}),
          ...(body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      throw new PlacesUpstreamError(`Places API unreachable: ${(err as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) {
      let message = text.slice(0, 200);
      try {
        message = (JSON.parse(text) as { error?: { message?: string } }).error?.message ?? message;
      } catch {
        /* not JSON */
      }
      throw new PlacesUpstreamError(`Places API ${res.status}: ${message}`, res.status);
    }
    return JSON.parse(text) as T;
  }

  return {
    name: 'google',
    async search(_accountId, query, location, limit = 5) {
      const textQuery = location ? `${query} in ${location}` : query;
      const out = await api<{ places?: GPlace[] }>(
        'POST',
        '/v1/places:searchText',
        SEARCH_FIELDS.map((f) => `places.${f}`).join(','),
        {
          textQuery,
          pageSize: limit,
        },
      );
      return (out.places ?? []).slice(0, limit).map(toResult);
    },
    async details(_accountId, placeId) {
      if (!/^[A-Za-z0-9_-]{1,300}$/.test(placeId)) return null;
      let p: GPlace;
      try {
        p = await api<GPlace>('GET', `/v1/places/${encodeURIComponent(placeId)}`, DETAIL_FIELDS.join(','));
      } catch (err) {
        if (err instanceof PlacesUpstreamError && (err.status === 404 || err.status === 400)) return null;
        throw err;
      }
      const details: PlaceDetails = {
        ...toResult(p),
        types: p.types ?? [],
        hours: parseWeekdayDescriptions(p.regularOpeningHours?.weekdayDescriptions),
        reviews: (p.reviews ?? [])
          .map((r) => ({
            text: (r.originalText?.text ?? r.text?.text ?? '').trim(),
            author: r.authorAttribution?.displayName,
            rating: r.rating,
            lang: (r.originalText?.text ? r.originalText.languageCode : r.text?.languageCode) || undefined,
          }))
          .filter((r) => r.text),
        photos: (p.photos ?? []).map((ph) => ({
          ref: ph.name,
          width: ph.widthPx,
          height: ph.heightPx,
          attribution: ph.authorAttributions?.[0]?.displayName,
        })),
        location: p.location ? { lat: p.location.latitude, lng: p.location.longitude } : null,
        summary: p.editorialSummary?.text ?? null,
        priceRange: placePriceRange(p),
      };
      return details;
    },
    async photo(ref, maxWidthPx) {
      if (!/^places\/[A-Za-z0-9_-]+\/photos\/[A-Za-z0-9_-]+$/.test(ref)) return null;
      const media = await api<{ photoUri?: string }>(
        'GET',
        `/v1/${ref}/media?maxWidthPx=${maxWidthPx}&skipHttpRedirect=true`,
        null,
      );
      if (!media.photoUri) return null;
      // The photo itself lives on a CDN host named by the API: fetched like any outside URL.
      const res = await safeFetch(media.photoUri, {
        timeoutMs,
        maxBytes: 10 * 1024 * 1024,
        allowLoopback: opts.allowLoopback,
      });
      const contentType = String(res.headers['content-type'] ?? '');
      if (res.status !== 200 || !contentType.startsWith('image/') || res.truncated)
        throw new PlacesUpstreamError(`photo download failed (${res.status})`);
      return { bytes: res.body, contentType };
    },
  };
}
