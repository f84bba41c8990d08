import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { samplePhoto } from '@sgs/site-kit';
import { createLocalSiteStorage } from '@sgs/storage';
import { samplePlace, startFakeGooglePlaces } from '../../../packages/places/test/fake-google-places';
import { startFakeOpenAI, type FakeCall } from '../../../packages/llm/test/fake-openai';
import { CONTACT, HOME, png, startFakeWebsite } from '../../../packages/research/test/fake-website';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers, tempDataDir } from '../../../test/helpers/worker';

type Json = Record<string, unknown>;
let site: Awaited<ReturnType<typeof startFakeWebsite>>;
let quietSite: Awaited<ReturnType<typeof startFakeWebsite>>;
// Google Maps answers `/?cid=N` with a redirect to the place's URL, which names it.
const maps = http.createServer((req, res) => {
  const cid = new URL(req.url ?? '/', 'http://x').searchParams.get('cid');
  if (cid === '4242') return res.writeHead(302, { location: "/maps/place/Rosa's+Cafe/@30.2672,-97.7431,17z" }).end();
  res.writeHead(cid ? 302 : 200, cid ? { location: '/maps/search/' } : {}).end('maps');
});
let google: Awaited<ReturnType<typeof startFakeGooglePlaces>>;
let gw: TestGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
const dataDir = tempDataDir();

beforeAll(async () => {
  const photo = await png(800, 600, [30, 120, 90]);
  // Distinct pictures: identical (or flat look-alike) images are one photo to the perceptual-hash dedupe.
  site = await startFakeWebsite({
    '/': HOME,
    '/contact': CONTACT,
    '/images/logo.png': ['image/png', await png(300, 120, [181, 69, 43])],
    '/images/hero.png': ['image/jpeg', await samplePhoto('research-hero', 800, 600)],
    '/images/dining.png': ['image/jpeg', await samplePhoto('research-dining', 800, 600)],
  });
  quietSite = await startFakeWebsite({
    '/': ['text/html', '<html><body><h1>Quiet Barber</h1><p>Walk-ins welcome.</p></body></html>'],
  });
  google = await startFakeGooglePlaces(
    [
      samplePlace({ websiteUri: `${site.base}/` }),
      samplePlace({
        id: 'ChIJ-quiet',
        displayName: { text: 'Quiet Barber', languageCode: 'en' },
        websiteUri: `${quietSite.base}/`,
        types: ['barber_shop'],
        primaryType: 'barber_shop',
        reviews: [],
        photos: [],
      }),
    ],
    { photo },
  );
  await new Promise<void>((r) => maps.listen(0, '127.0.0.1', r));
  const env = testEnv({
    TASK_QUEUE_PREFIX: uniquePrefix('research'),
    GOOGLE_PLACES_API_KEY: google.apiKey,
    GOOGLE_PLACES_BASE_URL: google.baseUrl,
    ALLOW_LOOPBACK_URLS: 'true',
    DATA_DIR: dataDir,
    GOOGLE_MAPS_URL: `http://127.0.0.1:${(maps.address() as AddressInfo).port}`,
  });
  gw = await startGateway({ env });
  workers = await startWorkers(env, gw.db, ['siteBuild'], { llm: null });
}, 60_000);
afterAll(async () => {
  await workers.stop();
  await gw.close();
  await google.close();
  await site.close();
  await quietSite.close();
  await new Promise((r) => maps.close(r));
});

const create = (key: string, body: Json) => call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', { key, body });
const phaseOf = async (id: string) => (await gw.db.site.findUniqueOrThrow({ where: { id } })).generationPhase;
const waitPhase = (id: string, phases: string[]) =>
  eventually(async () => phases.includes(await phaseOf(id)), `phase in ${phases}`);
const ADVANCED = ['generating', 'reviewing', 'deploying', 'complete'];
/** The site's events once site.research_ready is recorded (it follows the phase change, so wait for it). */
const events = (siteId: string) =>
  eventually(async () => {
    const rows = await gw.db.event.findMany({ where: { siteId }, orderBy: { occurredAt: 'asc' } });
    return rows.some((e) => e.type === 'site.research_ready') ? rows : null;
  }, 'site.research_ready');

describe('research on the real Temporal server', () => {
  it('researches a placeId: place details, website scrape, email cascade, photos, colours; then auto-advances', async () => {
    const { key, account } = await newAccount(gw.db);
    const { body } = await create(key, { placeId: 'ChIJ-rosa-cafe' });
    await waitPhase(body.siteId, ADVANCED);

    const r = await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}/research`, { key });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      contact_email: 'maria@rosas.example',
      email_status: 'confirmed',
      business_category: 'restaurant',
      design_style: 'Warm & Friendly',
      // the business's own website outranks the directory, and the disagreement is noted
      hours: { Monday: '7am - 3pm', Saturday: '8am - 2pm', Sunday: 'Closed' },
      existing_site_url: `${site.base}/`,
      services: [{ name: 'Breakfast tacos' }, { name: 'Espresso drinks' }, { name: 'Catering for events' }],
      testimonials: expect.arrayContaining([
        expect.objectContaining({ quote: 'Best breakfast tacos in town.', source: 'google' }),
        // the review as its author wrote it, in its language (the site marks it lang="es")
        expect.objectContaining({ quote: 'El mejor café del barrio.', source: 'google', lang: 'es' }),
      ]),
      summary: expect.objectContaining({
        sources: expect.arrayContaining(['caller_input', 'google_places', `website:${site.base}/`]),
        email_source: 'website',
        notes: expect.arrayContaining([expect.stringMatching(/^hours: the directory gives different hours/)]),
      }),
      facts: expect.arrayContaining([
        { id: expect.any(String), field: 'phone', value: '+15125550100', source: `website:${site.base}/` },
        { id: expect.any(String), field: 'hours.Saturday', value: '8am - 2pm', source: `website:${site.base}/contact` },
        { id: expect.any(String), field: 'service', value: 'Breakfast tacos', source: `website:${site.base}/` },
        { id: expect.any(String), field: 'testimonial', value: 'Best breakfast tacos in town.', source: 'places' },
        // social profiles: the website's own link, and the place's Google profile
        {
          id: expect.any(String),
          field: 'social',
          value: 'https://www.facebook.com/rosascafe',
          source: `website:${site.base}/`,
        },
        { id: expect.any(String), field: 'social', value: 'https://maps.google.com/?cid=123', source: 'places' },
        {
          id: expect.any(String),
          field: 'email',
          value: 'maria@rosas.example',
          source: `website:${site.base}/contact`,
        },
      ]),
      content_plan: {
        home: { plan: expect.objectContaining({ servicesToHighlight: expect.any(Array) }) },
        services: {},
        about: {},
        contact: {},
      },
    });
    const photos = (r.body.photos as Json[]).map((p) => p.source).sort();
    expect(photos).toEqual(['existing_site', 'existing_site', 'existing_site', 'google']);
    expect((r.body.brand_colors as string[])[0]).toMatch(/^#b[0-9a-f]4[0-9a-f]2[0-9a-f]$/); // from the logo
    const got = await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}`, { key });
    expect(got.body.business_name).toBe("Rosa's Cafe");

    const evs = await events(body.siteId);
    expect(evs.map((e) => e.type)).toEqual(['site.research_ready']);
    expect(evs[0]!.payload).toEqual({
      research_url: expect.stringMatching(new RegExp(`/v1/sites/${body.siteId}/research$`)),
      business_name: "Rosa's Cafe",
      business_category: 'restaurant',
      email_status: 'confirmed',
      platform_user_id: account.id,
    });
  });

  it('finds the place from a name and location, and from a place_id mapsUrl', async () => {
    const { key } = await newAccount(gw.db, { credits: 5000 });
    const byName = await create(key, {
      businessName: "Rosa's Cafe",
      businessLocation: 'Austin, TX',
      contactEmail: 'owner@rosas.example',
    });
    const byUrl = await create(key, {
      mapsUrl: 'https://www.google.com/maps/search/?api=1&query=x&query_place_id=ChIJ-rosa-cafe',
      contactEmail: 'owner@rosas.example',
    });
    for (const { body } of [byName, byUrl]) {
      await waitPhase(body.siteId, ADVANCED);
      const r = await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}/research`, { key });
      expect(r.body.contact_email).toBe('owner@rosas.example'); // the caller's address wins over the scrape
      expect((r.body.summary as Json).business).toMatchObject({ place_id: 'ChIJ-rosa-cafe', phone: '+15125550100' });
    }
  });

  it('follows a ?cid= link with no name to the place it names', async () => {
    const { key } = await newAccount(gw.db);
    const { body } = await create(key, {
      mapsUrl: 'https://maps.google.com/?cid=4242',
      contactEmail: 'owner@rosas.example',
    });
    await waitPhase(body.siteId, ADVANCED);
    const r = await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}/research`, { key });
    expect((r.body.summary as Json).business).toMatchObject({ name: "Rosa's Cafe", place_id: 'ChIJ-rosa-cafe' });
  });

  it('pauses for manual review; the draft saves without advancing; approve merges edits; a second approve is refused', async () => {
    const { key } = await newAccount(gw.db);
    const { body } = await create(key, { placeId: 'ChIJ-rosa-cafe', review: 'manual' });
    await waitPhase(body.siteId, ['research_review']);
    const ready = await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}/research`, { key });
    expect(ready.status).toBe(200);

    const draft = await call<Json>(gw.url, 'PATCH', `/v1/sites/${body.siteId}/research-draft`, {
      key,
      body: { businessDescription: 'Tacos and coffee since forever.', designStyle: 'Not A Style' },
    });
    expect(draft.body).toEqual({ success: true, saved_at: expect.any(String) });
    const empty = await call<Json>(gw.url, 'PATCH', `/v1/sites/${body.siteId}/research-draft`, { key, body: {} });
    expect(Date.parse(empty.body.saved_at as string)).toBeGreaterThan(Date.parse(draft.body.saved_at as string));
    const refused = await call<Json>(gw.url, 'PATCH', `/v1/sites/${body.siteId}/research-draft`, {
      key,
      body: { excludeImages: ['x'] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^excludeImages is not accepted on research-draft/);
    expect(await phaseOf(body.siteId)).toBe('research_review');
    // An hours key that names no day is refused, not dropped on the floor.
    const badDay = await call<Json>(gw.url, 'PATCH', `/v1/sites/${body.siteId}/research-draft`, {
      key,
      body: { hours: { Monday: '6am - 2pm', Funday: '9am - 5pm' } },
    });
    expect([badDay.status, badDay.body]).toEqual([
      400,
      {
        error: 'hours: "Funday" is not a day (use Monday, Mon, Mon-Fri, Sat & Sun, weekdays, weekends or daily)',
      },
    ]);

    // The site's languages are edited in review as on create: the same refusals, and the set the build writes.
    const draftLanguages = (languages: unknown) =>
      call<Json>(gw.url, 'PATCH', `/v1/sites/${body.siteId}/research-draft`, { key, body: { languages } });
    const twice = await draftLanguages(['de', 'de-AT']);
    expect([twice.status, twice.body.error]).toEqual([
      400,
      expect.stringContaining('languages must list each language once'),
    ]);
    expect((await draftLanguages(['de', 'en'])).status).toBe(200);
    const site = await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}`, { key });
    expect(site.body).toMatchObject({ language: 'de', languages: ['de', 'en'] });
    expect((await draftLanguages(['en'])).status).toBe(200);
    expect((await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}`, { key })).body).toMatchObject({
      language: 'en',
    });

    const photo = (ready.body.photos as Json[]).find((p) => p.source === 'google')!;
    const approve = await call<Json>(gw.url, 'POST', `/v1/sites/${body.siteId}/approve-research`, {
      key,
      body: {
        services: [{ name: 'Migas', price: 9 }, { name: '  ' }],
        faqs: [
          { question: 'Parking?', answer: 'Street parking.' },
          { question: '', answer: 'x' },
        ],
        testimonials: [{ quote: 'Lovely.', author: 'Jo' }, { quote: '' }],
        hours: { 'Mon-Fri': '6am - 2pm', Fri: '6am  - 8pm', 'sat & sun': 'Closed' },
        brandColors: { accent: '#ABC' },
        contentPlan: { about: { story: 'Family run' } },
        designStyle: 'Dark & Sleek',
        allowStockPhotos: true,
        excludeImages: [photo.localPath],
        contactEmail: 'new@rosas.example',
      },
    });
    expect(approve.status).toBe(200);
    expect(approve.body).toEqual({ success: true, phase: 'generating' });
    await waitPhase(body.siteId, ADVANCED);

    const after = await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}/research`, { key });
    expect(after.body).toMatchObject({
      business_description: 'Tacos and coffee since forever.',
      services: [{ name: 'Migas', price: '9' }],
      faqs: [{ question: 'Parking?', answer: 'Street parking.' }],
      testimonials: [{ quote: 'Lovely.', author: 'Jo' }],
      // Stored by full day name; the one-day key wins over the range that includes it.
      hours: {
        Monday: '6am - 2pm',
        Tuesday: '6am - 2pm',
        Wednesday: '6am - 2pm',
        Thursday: '6am - 2pm',
        Friday: '6am - 8pm',
        Saturday: 'Closed',
        Sunday: 'Closed',
      },
      design_style: 'Dark & Sleek',
      contact_email: 'new@rosas.example',
      email_status: 'confirmed',
      content_plan: expect.objectContaining({ about: { story: 'Family run' }, home: expect.any(Object) }),
    });
    expect((after.body.brand_colors as string[])[2]).toBe('#aabbcc');
    expect((after.body.photos as Json[]).find((p) => p.localPath === photo.localPath)).toMatchObject({ exclude: true });
    expect(await gw.deps.storage.readAsset(body.siteId, photo.localPath as string)).toBeNull();

    const again = await call<Json>(gw.url, 'POST', `/v1/sites/${body.siteId}/approve-research`, { key, body: {} });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe('Site is not in research review phase');
  }, 60_000);

  it('forces a pause when no email was found, and approve with contactEmail resumes it', async () => {
    const { key } = await newAccount(gw.db);
    const { body } = await create(key, { placeId: 'ChIJ-quiet' });
    await waitPhase(body.siteId, ['research_review']);
    expect((await events(body.siteId))[0]!.payload).toMatchObject({
      email_status: 'missing',
      business_category: 'service',
    });
    const s = await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}`, { key });
    expect(s.body).toMatchObject({ generation_phase: 'research_review', email_status: 'missing' });
    expect(
      (await call(gw.url, 'POST', `/v1/sites/${body.siteId}/approve-research`, { key, body: { contactEmail: 'nope' } }))
        .status,
    ).toBe(400);
    await call(gw.url, 'POST', `/v1/sites/${body.siteId}/approve-research`, {
      key,
      body: { contactEmail: 'owner@quiet.example' },
    });
    await waitPhase(body.siteId, ADVANCED);
  });

  it('advances without an email when allowMissingEmail is true', async () => {
    const { key } = await newAccount(gw.db);
    const { body } = await create(key, { placeId: 'ChIJ-quiet', allowMissingEmail: true });
    await waitPhase(body.siteId, ADVANCED);
    expect((await events(body.siteId))[0]!.payload).toMatchObject({ email_status: 'missing' });
  });

  it("answers 409 while researching and 404 for another account's research", async () => {
    const { key } = await newAccount(gw.db);
    const other = await newAccount(gw.db);
    const { body } = await create(key, { placeId: 'ChIJ-rosa-cafe' });
    const early = await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}/research`, { key });
    if (early.status === 409)
      expect(early.body).toEqual({
        error: 'Research not ready for review',
        status: 'generating',
        generation_phase: 'researching',
      });
    const theirs = await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}/research`, { key: other.key });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: 'Site not found' });
    await gw.db.site.update({ where: { id: body.siteId }, data: { generationPhase: 'researching' } });
    const forced = await call<Json>(gw.url, 'GET', `/v1/sites/${body.siteId}/research`, { key });
    expect(forced.status).toBe(409);
  });
});

describe('durability', () => {
  it('keeps a site waiting in review across a worker restart; approval then completes the research stage', async () => {
    const { key } = await newAccount(gw.db);
    const { body } = await create(key, { placeId: 'ChIJ-rosa-cafe', review: 'manual' });
    await waitPhase(body.siteId, ['research_review']);
    // site.research_ready follows the phase change: stopping before it is sent would leave that activity to its
    // timeout on the stopped worker instead of testing the wait for approval.
    await events(body.siteId);
    await workers.stop(); // the worker goes away while the workflow waits
    const approve = await call<Json>(gw.url, 'POST', `/v1/sites/${body.siteId}/approve-research`, { key, body: {} });
    expect(approve.status).toBe(200);
    workers = await startWorkers(gw.deps.env, gw.db, ['siteBuild'], { llm: null });
    await waitPhase(body.siteId, ADVANCED);
    expect((await events(body.siteId)).filter((e) => e.type === 'site.research_ready')).toHaveLength(1);
  }, 60_000);
});

describe('research without a place provider key (local default)', () => {
  let local: TestGateway;
  let localWorkers: Awaited<ReturnType<typeof startWorkers>>;
  beforeAll(async () => {
    const env = testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('local'), ALLOW_LOOPBACK_URLS: 'true', DATA_DIR: dataDir });
    local = await startGateway({ env });
    localWorkers = await startWorkers(env, local.db, ['siteBuild'], {
      llm: null,
      storage: createLocalSiteStorage(`${dataDir}/sites`),
    });
  }, 60_000);
  afterAll(async () => {
    await localWorkers.stop();
    await local.close();
  });

  it("researches from the caller's inputs and the website, says so, and adds the business to the local directory", async () => {
    const { key } = await newAccount(local.db);
    const { body } = await call<{ siteId: string }>(local.url, 'POST', '/v1/sites', {
      key,
      body: { businessName: "Rosa's Cafe", businessLocation: 'Austin, TX', existingSiteUrl: `${site.base}/` },
    });
    await eventually(
      async () =>
        ADVANCED.includes((await local.db.site.findUniqueOrThrow({ where: { id: body.siteId } })).generationPhase),
      'advance',
    );
    const r = await call<Json>(local.url, 'GET', `/v1/sites/${body.siteId}/research`, { key });
    expect(r.body).toMatchObject({
      contact_email: 'maria@rosas.example',
      business_category: 'restaurant',
      hours: { Monday: '7am - 3pm' },
    });
    expect((r.body.summary as Json).places_provider).toMatch(/^local directory/);
    expect((r.body.summary as Json).writer).toMatch(/^deterministic writer/);
    const found = await call<{ results: Json[] }>(local.url, 'POST', '/v1/businesses/search', {
      key,
      body: { query: 'rosa cafe' },
    });
    expect(found.body.results[0]).toMatchObject({ name: "Rosa's Cafe", source: 'local', website: `${site.base}/` });
  });

  it('an account with many businesses sharing words builds each with only its own facts (identity rule)', async () => {
    const page = (name: string, phone: string): [string, string] => [
      'text/html',
      `<html><body><h1>${name}</h1><p>Call <a href="tel:${phone}">${phone}</a></p></body></html>`,
    ];
    const sites = await startFakeWebsite({
      '/ace/': page('Ace Plumbing', '+17065550101'),
      '/aceheat/': page('Ace Plumbing & Heating', '+14785550102'),
      '/smith/': page('Smith Plumbing', '+17065550103'),
      '/peach/': page('Peachtree Plumbing', '+17065550105'),
      '/rosa/': page("Rosa's Cafe", '+15125550106'),
    });
    try {
      const { key } = await newAccount(local.db, { credits: 20_000 });
      const build = async (businessName: string, businessLocation: string, path?: string) => {
        const { body } = await call<{ siteId: string }>(local.url, 'POST', '/v1/sites', {
          key,
          body: {
            businessName,
            businessLocation,
            contactEmail: 'owner@example.com',
            ...(path ? { existingSiteUrl: `${sites.base}${path}` } : {}),
          },
        });
        await eventually(
          async () =>
            ADVANCED.includes((await local.db.site.findUniqueOrThrow({ where: { id: body.siteId } })).generationPhase),
          `${businessName} researched`,
        );
        const r = await call<Json>(local.url, 'GET', `/v1/sites/${body.siteId}/research`, { key });
        const summary = r.body.summary as { business: Json; notes: string[] };
        return { phone: summary.business.phone, notes: summary.notes };
      };
      expect((await build('Ace Plumbing', 'Athens, GA', '/ace/')).phone).toBe('+17065550101');
      expect((await build('Ace Plumbing & Heating', 'Macon, GA', '/aceheat/')).phone).toBe('+14785550102');
      expect((await build('Smith Plumbing', 'Athens, GA', '/smith/')).phone).toBe('+17065550103');
      expect((await build('Peachtree Plumbing', 'Athens, GA', '/peach/')).phone).toBe('+17065550105');
      expect((await build("Rosa's Cafe", 'Austin, TX', '/rosa/')).phone).toBe('+15125550106');

      // No website: the directory must not lend another business's facts.
      const jones = await build('Jones Plumbing', 'Athens, GA');
      expect(jones.phone).toBeNull();
      expect(jones.notes).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^places: candidate "Smith Plumbing".*rejected: name similarity/),
        ]),
      );
      const taqueria = await build("Rosa's Taqueria", 'Austin, TX');
      expect(taqueria.phone).toBeNull();
      expect(taqueria.notes.some((n) => /candidate "Rosa's Cafe".*rejected/.test(n))).toBe(true);
      const aceMacon = await build('Ace Plumbing', 'Savannah, GA');
      expect(aceMacon.phone).toBeNull();
      expect(aceMacon.notes.some((n) => /rejected: the location does not agree/.test(n))).toBe(true);
      // The same business again (same name and city): the directory entry is accepted.
      expect((await build('Ace Plumbing', 'Athens, GA')).phone).toBe('+17065550101');
    } finally {
      await sites.close();
    }
  }, 180_000);

  it('fails the build clearly when nothing names the business', async () => {
    const { key } = await newAccount(local.db);
    const { body } = await call<{ siteId: string }>(local.url, 'POST', '/v1/sites', {
      key,
      body: { placeId: 'ChIJ-unknown-here' },
    });
    const failed = await eventually(async () => {
      const s = await call<Json>(local.url, 'GET', `/v1/sites/${body.siteId}`, { key });
      return s.body.status === 'failed' ? s.body : null;
    }, 'failed');
    expect(failed).toMatchObject({
      generation_phase: 'failed',
      last_error: expect.stringContaining('GOOGLE_PLACES_API_KEY'),
    });
    const evs = await eventually(async () => {
      const rows = await local.db.event.findMany({ where: { siteId: body.siteId } });
      return rows.length ? rows : null;
    }, 'site.failed event');
    expect(evs.map((e) => e.type)).toEqual(['site.failed']);
    expect(evs[0]!.payload).toMatchObject({
      site_id: body.siteId,
      failed_phase: 'research',
      failed_reason: 'research_failed',
    });
  });
});

describe('research synthesis with a language model', () => {
  it('reads the website and writes through the OpenAI-compatible endpoint, keeping only sourced facts; records usage', async () => {
    const schemaOf = (call: FakeCall) =>
      (call.body.response_format as { json_schema?: { name?: string } } | undefined)?.json_schema?.name;
    // The model's reading of the website invents a phone (its quote does not hold it): dropped, and said so.
    const reading = {
      phones: [{ value: '(512) 555-0199', page: 0, quote: "Rosa's Cafe" }],
      emails: [],
      items: [],
    };
    const fake = await startFakeOpenAI((call) => ({
      content:
        schemaOf(call) === 'website_facts'
          ? JSON.stringify(reading)
          : JSON.stringify({
              business_description: "Rosa's Cafe serves breakfast tacos and espresso to Austin's early risers.",
              services: [
                { name: 'Breakfast tacos', description: 'Handmade daily.' },
                { name: 'Award-winning brunch', description: 'invented' },
              ],
              faqs: [{ question: 'Do you cater?', answer: 'Yes, we cater events.' }],
              competitor_positioning: ['Best in Texas'],
              servicesToHighlight: ['Breakfast tacos'],
              faqTopics: ['Catering'],
            }),
    }));
    const env = testEnv({
      TASK_QUEUE_PREFIX: uniquePrefix('llm'),
      GOOGLE_PLACES_API_KEY: google.apiKey,
      GOOGLE_PLACES_BASE_URL: google.baseUrl,
      ALLOW_LOOPBACK_URLS: 'true',
      DATA_DIR: dataDir,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.url,
    });
    const g = await startGateway({ env });
    const w = await startWorkers(env, g.db, ['siteBuild']);
    try {
      const { key } = await newAccount(g.db);
      const { body } = await call<{ siteId: string }>(g.url, 'POST', '/v1/sites', {
        key,
        body: { placeId: 'ChIJ-rosa-cafe' },
      });
      await eventually(
        async () =>
          ADVANCED.includes((await g.db.site.findUniqueOrThrow({ where: { id: body.siteId } })).generationPhase),
        'advance',
      );
      const r = await call<Json>(g.url, 'GET', `/v1/sites/${body.siteId}/research`, { key });
      expect(r.body.business_description).toMatch(/early risers/);
      const names = (r.body.services as Json[]).map((s) => s.name);
      expect(names).toContain('Breakfast tacos');
      expect(names).not.toContain('Award-winning brunch');
      expect(r.body.competitor_positioning).not.toContain('Best in Texas');
      expect((r.body.summary as Json).writer).toBe('llm:gpt-4o-mini');
      // The research made two calls; the writer's own calls (site_copy) may follow once research is ready.
      const schemas = fake.calls.map(schemaOf);
      expect(schemas.slice(0, 2)).toEqual(['website_facts', 'research_synthesis']);
      expect(schemas.slice(2).every((name) => name === 'site_copy')).toBe(true);
      expect((r.body.summary as Json).notes).toContain(
        'model reading dropped phone (512) 555-0199: not a number its quote holds',
      );
      expect(JSON.stringify([r.body.facts, r.body.extracted_content])).not.toMatch(/555-?0199/);
      // Every model call answered so far is the build's usage: research's two, and any of the writer's.
      const s = await call<Json>(g.url, 'GET', `/v1/sites/${body.siteId}`, { key });
      const usage = s.body.usage as { tokens_in: number; tokens_out: number; cost_usd: number };
      const calls = usage.tokens_in / 1000;
      expect(Number.isInteger(calls) && calls >= 2 && calls <= fake.calls.length).toBe(true);
      expect(usage.tokens_out).toBe(calls * 200);
      expect(usage.cost_usd).toBeCloseTo(calls * 0.00027, 8);
    } finally {
      await w.stop();
      await g.close();
      await fake.close();
    }
  }, 60_000);
});

describe('stock photos from Unsplash', () => {
  it('fetches them for a site that allows stock photos, credited, through the Unsplash search API', async () => {
    const seen: { url: string; auth?: string }[] = [];
    const unsplash = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '', auth: req.headers.authorization });
      if (req.url?.startsWith('/photos/'))
        return void samplePhoto(req.url, 1200, 800).then((b) =>
          res.writeHead(200, { 'content-type': 'image/jpeg' }).end(b),
        );
      const base = `http://127.0.0.1:${(unsplash.address() as AddressInfo).port}`;
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          total: 2,
          total_pages: 1,
          results: [1, 2].map((i) => ({
            id: `u${i}`,
            alt_description: 'a bakery counter',
            urls: { raw: '', full: '', regular: `${base}/photos/u${i}.png`, small: '', thumb: '' },
            user: { name: `Photographer ${i}` },
          })),
        }),
      );
    });
    await new Promise<void>((r) => unsplash.listen(0, '127.0.0.1', r));
    const env = testEnv({
      TASK_QUEUE_PREFIX: uniquePrefix('stock'),
      ALLOW_LOOPBACK_URLS: 'true',
      DATA_DIR: dataDir,
      UNSPLASH_ACCESS_KEY: 'unsplash-key',
      UNSPLASH_BASE_URL: `http://127.0.0.1:${(unsplash.address() as AddressInfo).port}`,
    });
    const g = await startGateway({ env });
    const w = await startWorkers(env, g.db, ['siteBuild'], { llm: null });
    try {
      const { key } = await newAccount(g.db, { credits: 5000 });
      const done = async (siteId: string) =>
        eventually(
          async () => ADVANCED.includes((await g.db.site.findUniqueOrThrow({ where: { id: siteId } })).generationPhase),
          'advance',
        );
      const plain = await call<{ siteId: string }>(g.url, 'POST', '/v1/sites', {
        key,
        body: { businessName: 'Crumb Bakery', businessLocation: 'Boise, ID', contactEmail: 'a@crumb.example' },
      });
      await done(plain.body.siteId);
      expect(seen).toEqual([]); // stock photos not allowed: Unsplash is never asked
      const stock = await call<{ siteId: string }>(g.url, 'POST', '/v1/sites', {
        key,
        body: {
          businessName: 'Crumb Bakery',
          businessLocation: 'Boise, ID',
          contactEmail: 'a@crumb.example',
          allowStockPhotos: true,
        },
      });
      await done(stock.body.siteId);
      const r = await call<Json>(g.url, 'GET', `/v1/sites/${stock.body.siteId}/research`, { key });
      const photos = (r.body.photos as Json[]).filter((p) => p.source === 'unsplash');
      expect(photos.map((p) => p.alt)).toEqual([
        'a bakery counter (photo: Photographer 1 on Unsplash)',
        'a bakery counter (photo: Photographer 2 on Unsplash)',
      ]);
      expect(seen[0]!.url).toMatch(/^\/search\/photos\?query=.*per_page=6/);
      expect(seen[0]!.auth).toBe('Client-ID unsplash-key');
    } finally {
      await w.stop();
      await g.close();
      await new Promise((r) => unsplash.close(r));
    }
  }, 60_000);
});
