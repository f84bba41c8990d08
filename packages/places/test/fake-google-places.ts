import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A place as the Places API (New) returns it. */
export interface FakePlace {
  id: string;
  displayName: { text: string; languageCode: string };
  formattedAddress?: string;
  nationalPhoneNumber?: string;
  rating?: number;
  userRatingCount?: number;
  websiteUri?: string;
  googleMapsUri?: string;
  primaryType?: string;
  primaryTypeDisplayName?: { text: string; languageCode: string };
  types?: string[];
  regularOpeningHours?: { openNow?: boolean; weekdayDescriptions: string[] };
  reviews?: {
    name: string;
    rating: number;
    text: { text: string; languageCode: string };
    originalText?: { text: string; languageCode: string };
    authorAttribution: { displayName: string };
  }[];
  photos?: { name: string; widthPx: number; heightPx: number; authorAttributions: { displayName: string }[] }[];
  location?: { latitude: number; longitude: number };
  editorialSummary?: { text: string; languageCode: string };
  internationalPhoneNumber?: string;
  priceLevel?: string;
  priceRange?: {
    startPrice?: { currencyCode: string; units: string };
    endPrice?: { currencyCode: string; units: string };
  };
}

/** Applies an X-Goog-FieldMask the way the API does: only the named fields come back. */
function mask(place: FakePlace, fieldMask: string, prefix: string): Record<string, unknown> {
  const fields = fieldMask
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f.startsWith(prefix))
    .map((f) => f.slice(prefix.length));
  if (fields.includes('*')) return { ...place };
  return Object.fromEntries(Object.entries(place).filter(([k]) => fields.includes(k)));
}

/**
 * Speaks the Places API (New) on 127.0.0.1: POST /v1/places:searchText, GET /v1/places/{id},
 * GET /v1/places/{id}/photos/{ref}/media, with X-Goog-Api-Key and X-Goog-FieldMask required as the real API does.
 */
export async function startFakeGooglePlaces(places: FakePlace[], opts: { apiKey?: string; photo?: Buffer } = {}) {
  const apiKey = opts.apiKey ?? 'test-key';
  const requests: { method: string; path: string; headers: http.IncomingHttpHeaders; body?: unknown }[] = [];
  let failNext = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = raw ? JSON.parse(raw) : undefined;
      requests.push({ method: req.method ?? '', path: url.pathname + url.search, headers: req.headers, body });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      const err = (code: number, status: string, message: string) => send(code, { error: { code, message, status } });
      if (failNext > 0) {
        failNext--;
        return err(503, 'UNAVAILABLE', 'The service is currently unavailable.');
      }
      if (url.pathname.startsWith('/photo-cdn/')) {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        return res.end(opts.photo ?? Buffer.alloc(10));
      }
      if (req.headers['x-goog-api-key'] !== apiKey)
        return err(403, 'PERMISSION_DENIED', 'API key not valid. Please pass a valid API key.');
      const fieldMask = String(req.headers['x-goog-fieldmask'] ?? '');
      if (req.method === 'POST' && url.pathname === '/v1/places:searchText') {
        if (!fieldMask) return err(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
        const q = String(body?.textQuery ?? '').toLowerCase();
        const hits = places.filter((p) =>
          q.split(/\s+/).some((w) => w.length > 2 && p.displayName.text.toLowerCase().includes(w)),
        );
        return send(
          200,
          hits.length ? { places: hits.slice(0, body?.pageSize ?? 20).map((p) => mask(p, fieldMask, 'places.')) } : {},
        );
      }
      const media = /^\/v1\/places\/([^/]+)\/photos\/([^/]+)\/media$/.exec(url.pathname);
      if (req.method === 'GET' && media) {
        const addr = server.address() as AddressInfo;
        return send(200, {
          name: `places/${media[1]}/photos/${media[2]}`,
          photoUri: `http://127.0.0.1:${addr.port}/photo-cdn/${media[2]}.jpg`,
        });
      }
      const detail = /^\/v1\/places\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && detail) {
        if (!fieldMask) return err(400, 'INVALID_ARGUMENT', 'FieldMask is a required parameter.');
        const p = places.find((x) => x.id === decodeURIComponent(detail[1]!));
        return p ? send(200, mask(p, fieldMask, '')) : err(404, 'NOT_FOUND', `Place '${detail[1]}' not found.`);
      }
      err(404, 'NOT_FOUND', 'Method not found.');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    apiKey,
    requests,
    failNextRequests: (n: number) => (failNext = n),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export const samplePlace = (over: Partial<FakePlace> = {}): FakePlace => ({
  id: 'ChIJ-rosa-cafe',
  displayName: { text: "Rosa's Cafe", languageCode: 'en' },
  formattedAddress: '12 Main St, Austin, TX 78701, USA',
  nationalPhoneNumber: '(512) 555-0100',
  rating: 4.6,
  userRatingCount: 212,
  websiteUri: 'https://rosas.example/',
  googleMapsUri: 'https://maps.google.com/?cid=123',
  primaryType: 'cafe',
  primaryTypeDisplayName: { text: 'Cafe', languageCode: 'en' },
  types: ['cafe', 'restaurant', 'food', 'establishment'],
  regularOpeningHours: {
    openNow: true,
    weekdayDescriptions: ['Monday: 7:00 AM – 3:00 PM', 'Tuesday: 7:00 AM – 3:00 PM', 'Sunday: Closed'],
  },
  reviews: [
    {
      name: 'places/ChIJ-rosa-cafe/reviews/1',
      rating: 5,
      text: { text: 'Best breakfast tacos in town.', languageCode: 'en' },
      authorAttribution: { displayName: 'Dana P.' },
    },
    {
      name: 'places/ChIJ-rosa-cafe/reviews/2',
      rating: 5,
      // Translated for the caller; the original is what the site quotes, in its own language.
      text: { text: 'The best coffee in the neighbourhood.', languageCode: 'en' },
      originalText: { text: 'El mejor café del barrio.', languageCode: 'es' },
      authorAttribution: { displayName: 'Lucía R.' },
    },
  ],
  photos: [
    {
      name: 'places/ChIJ-rosa-cafe/photos/AbC123',
      widthPx: 1200,
      heightPx: 800,
      authorAttributions: [{ displayName: "Rosa's Cafe" }],
    },
  ],
  location: { latitude: 30.2672, longitude: -97.7431 },
  editorialSummary: { text: 'Cozy cafe serving breakfast all day.', languageCode: 'en' },
  ...over,
});
