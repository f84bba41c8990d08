import { createGooglePlaces, PlacesUpstreamError } from '../src';
import { samplePlace, startFakeGooglePlaces } from './fake-google-places';

const ACCOUNT = '00000000-0000-4000-8000-000000000000';

describe('Google Places API (New) adapter', () => {
  let fake: Awaited<ReturnType<typeof startFakeGooglePlaces>>;
  beforeAll(async () => {
    const more = Array.from({ length: 7 }, (_, i) =>
      samplePlace({ id: `ChIJ-cafe-${i}`, displayName: { text: `Cafe Number ${i}`, languageCode: 'en' } }),
    );
    fake = await startFakeGooglePlaces([samplePlace(), ...more], { photo: Buffer.from([0xff, 0xd8, 0xff]) });
  });
  afterAll(() => fake.close());
  const places = () => createGooglePlaces({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, allowLoopback: true });

  it('searches text with the key and a field mask, and maps results to spec 2.7 (at most 5, in ranking order)', async () => {
    const results = await places().search(ACCOUNT, 'cafe', 'Austin, TX');
    expect(results).toHaveLength(5);
    expect(results[0]).toEqual({
      placeId: 'ChIJ-rosa-cafe',
      name: "Rosa's Cafe",
      address: '12 Main St, Austin, TX 78701, USA',
      phone: '(512) 555-0100',
      rating: 4.6,
      userRatingCount: 212,
      website: 'https://rosas.example/',
      googleMapsUri: 'https://maps.google.com/?cid=123',
      businessType: 'Cafe',
      source: 'google',
    });
    const req = fake.requests.at(-1)!;
    expect(req.path).toBe('/v1/places:searchText');
    expect(req.body).toEqual({ textQuery: 'cafe in Austin, TX', pageSize: 5 });
    expect(String(req.headers['x-goog-fieldmask'])).toContain('places.displayName');
  });

  it('reads details with hours, reviews, photos and location', async () => {
    const d = await places().details(ACCOUNT, 'ChIJ-rosa-cafe');
    expect(d).toMatchObject({
      name: "Rosa's Cafe",
      hours: { Monday: '7:00 AM – 3:00 PM', Tuesday: '7:00 AM – 3:00 PM', Sunday: 'Closed' },
      reviews: [
        { text: 'Best breakfast tacos in town.', author: 'Dana P.', rating: 5, lang: 'en' },
        { text: 'El mejor café del barrio.', author: 'Lucía R.', rating: 5, lang: 'es' },
      ],
      photos: [{ ref: 'places/ChIJ-rosa-cafe/photos/AbC123', width: 1200, height: 800 }],
      location: { lat: 30.2672, lng: -97.7431 },
      types: expect.arrayContaining(['cafe']),
      summary: 'Cozy cafe serving breakfast all day.',
    });
    expect(await places().details(ACCOUNT, 'ChIJ-missing')).toBeNull();
  });

  it('reads the price range Places gives: amounts in their currency, else the level in the local symbol', async () => {
    const priced = [
      samplePlace({
        id: 'ChIJ-range',
        priceRange: {
          startPrice: { currencyCode: 'EUR', units: '10' },
          endPrice: { currencyCode: 'EUR', units: '20' },
        },
      }),
      samplePlace({ id: 'ChIJ-open', priceRange: { startPrice: { currencyCode: 'USD', units: '20' } } }),
      samplePlace({ id: 'ChIJ-de', priceLevel: 'PRICE_LEVEL_MODERATE', internationalPhoneNumber: '+49 6161 912106' }),
      samplePlace({ id: 'ChIJ-jp', priceLevel: 'PRICE_LEVEL_EXPENSIVE', internationalPhoneNumber: '+81 28-653-9880' }),
      samplePlace({
        id: 'ChIJ-ch',
        priceLevel: 'PRICE_LEVEL_INEXPENSIVE',
        internationalPhoneNumber: '+41 44 668 18 00',
      }),
      samplePlace({ id: 'ChIJ-free', priceLevel: 'PRICE_LEVEL_FREE' }),
    ];
    const own = await startFakeGooglePlaces(priced);
    try {
      const p = createGooglePlaces({ apiKey: own.apiKey, baseUrl: own.baseUrl, allowLoopback: true });
      const range = async (id: string) => (await p.details(ACCOUNT, id))?.priceRange;
      expect(await range('ChIJ-range')).toBe('€10–€20');
      expect(await range('ChIJ-open')).toBe('$20+');
      expect(await range('ChIJ-de')).toBe('€€');
      expect(await range('ChIJ-jp')).toBe('¥¥¥');
      // The franc is written "CHF": a repeated three-letter code would read as nonsense, so the level uses "$".
      expect(await range('ChIJ-ch')).toBe('$');
      expect(await range('ChIJ-free')).toBeNull();
      expect(String(own.requests.at(-1)!.headers['x-goog-fieldmask'])).toMatch(/\bpriceLevel\b.*\bpriceRange\b/);
    } finally {
      await own.close();
    }
  });

  it('downloads a photo through the media endpoint', async () => {
    const photo = await places().photo('places/ChIJ-rosa-cafe/photos/AbC123', 1600);
    expect(photo).toEqual({ bytes: Buffer.from([0xff, 0xd8, 0xff]), contentType: 'image/jpeg' });
    expect(
      fake.requests.some((r) => r.path.startsWith('/v1/places/ChIJ-rosa-cafe/photos/AbC123/media?maxWidthPx=1600')),
    ).toBe(true);
  });

  it('reports upstream failures as PlacesUpstreamError', async () => {
    fake.failNextRequests(1);
    await expect(places().search(ACCOUNT, 'cafe')).rejects.toBeInstanceOf(PlacesUpstreamError);
    const wrongKey = createGooglePlaces({ apiKey: 'nope', baseUrl: fake.baseUrl });
    await expect(wrongKey.search(ACCOUNT, 'cafe')).rejects.toThrow(/403/);
  });
});
