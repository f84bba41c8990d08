import { samplePlace, startFakeGooglePlaces } from '../../../packages/places/test/fake-google-places';
import { testEnv } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

describe('POST /v1/businesses/search with Google Places', () => {
  let fake: Awaited<ReturnType<typeof startFakeGooglePlaces>>;
  let gw: TestGateway;
  beforeAll(async () => {
    const places = [
      samplePlace(),
      ...Array.from({ length: 6 }, (_, i) =>
        samplePlace({
          id: `ChIJ-${i}`,
          displayName: { text: `Other Cafe ${i}`, languageCode: 'en' },
          rating: undefined,
        }),
      ),
    ];
    fake = await startFakeGooglePlaces(places);
    gw = await startGateway({
      env: testEnv({
        GOOGLE_PLACES_API_KEY: fake.apiKey,
        GOOGLE_PLACES_BASE_URL: fake.baseUrl,
        ALLOW_LOOPBACK_URLS: 'true',
      }),
    });
  });
  afterAll(async () => {
    await gw.close();
    await fake.close();
  });

  it("returns at most 5 results in the provider's order with the spec's fields", async () => {
    const { key } = await newAccount(gw.db);
    const r = await call<{ results: Record<string, unknown>[] }>(gw.url, 'POST', '/v1/businesses/search', {
      key,
      body: { query: 'cafe', location: 'Austin, TX' },
    });
    expect(r.status).toBe(200);
    expect(r.body.results).toHaveLength(5);
    expect(r.body.results.map((x) => x.placeId)).toEqual(['ChIJ-rosa-cafe', 'ChIJ-0', 'ChIJ-1', 'ChIJ-2', 'ChIJ-3']);
    expect(r.body.results[0]).toMatchObject({
      placeId: 'ChIJ-rosa-cafe',
      name: "Rosa's Cafe",
      address: expect.any(String),
      phone: '(512) 555-0100',
      rating: 4.6,
      userRatingCount: 212,
      website: 'https://rosas.example/',
      googleMapsUri: expect.any(String),
      businessType: 'Cafe',
    });
    expect(r.body.results[1]!.rating).toBeNull();
  });

  it('answers an upstream failure with 500 and a retry hint', async () => {
    const { key } = await newAccount(gw.db);
    fake.failNextRequests(1);
    const r = await call(gw.url, 'POST', '/v1/businesses/search', { key, body: { query: 'cafe' } });
    expect(r.status).toBe(500);
    expect(r.body).toMatchObject({ error: 'Business search failed upstream', hint: expect.any(String) });
  });

  it.each([
    ['missing', {}],
    ['empty', { query: '   ' }],
  ])('refuses a %s query with 400', async (_l, body) => {
    const { key } = await newAccount(gw.db);
    const r = await call(gw.url, 'POST', '/v1/businesses/search', { key, body });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: 'query is required' });
  });

  it('refuses a body that is not JSON, and a missing key', async () => {
    const { key } = await newAccount(gw.db);
    expect((await call(gw.url, 'POST', '/v1/businesses/search', { key, body: 'query=x' })).status).toBe(400);
    expect((await call(gw.url, 'POST', '/v1/businesses/search', { body: { query: 'x' } })).status).toBe(401);
  });
});

describe('POST /v1/businesses/search without a key: the local directory', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startGateway();
  });
  afterAll(() => gw.close());

  it("finds only this account's known businesses, best match first", async () => {
    const a = await newAccount(gw.db);
    const b = await newAccount(gw.db);
    // each one a second newer than the one before: a tie in words goes to the newer (two writes in one millisecond
    // would leave their order to the database)
    let at = Date.now() - 60_000;
    const add = (accountId: string, placeId: string, name: string, address: string) =>
      gw.db.place.create({
        data: { accountId, placeId, source: 'local', name, address, updatedAt: new Date((at += 1000)) },
      });
    await add(a.account.id, 'local:1', 'Blue Door Bakery', 'Reno, NV');
    await add(a.account.id, 'local:2', 'Door Repair Pros', 'Austin, TX');
    await add(a.account.id, 'local:3', 'Blue Sky Plumbing', 'Austin, TX');
    await add(b.account.id, 'local:4', 'Blue Door Bakery Two', 'Reno, NV');
    const r = await call<{ results: { placeId: string; source: string }[] }>(gw.url, 'POST', '/v1/businesses/search', {
      key: a.key,
      body: { query: 'blue door', location: 'Reno' },
    });
    expect(r.status).toBe(200);
    expect(r.body.results.map((x) => x.placeId)).toEqual(['local:1', 'local:3', 'local:2']);
    expect(r.body.results.every((x) => x.source === 'local')).toBe(true);
    const none = await call<{ results: unknown[] }>(gw.url, 'POST', '/v1/businesses/search', {
      key: b.key,
      body: { query: 'plumbing' },
    });
    expect(none.body.results).toEqual([]);
  });
});
