import { WorkflowNotFoundError } from '@temporalio/client';
import { workflowIds } from '@sgs/contracts';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

let gw: TestGateway;
const resolverCalls: string[] = [];
beforeAll(async () => {
  gw = await startGateway({
    env: testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('sites') }),
    resolveMapsUrl: async (url) => {
      resolverCalls.push(url);
      if (url.includes('explode')) throw new Error('resolver down');
      const { createMapsUrlResolver } = await import('@sgs/net');
      return createMapsUrlResolver()(url);
    },
  });
});
afterAll(() => gw.close());

const post = (key: string, body: unknown, headers?: Record<string, string>) =>
  call(gw.url, 'POST', '/v1/sites', { key, body, headers });
const siteCount = (accountId: string) => gw.db.site.count({ where: { accountId } });
const NAME = { businessName: "Joe's Pizza", businessLocation: 'Austin, TX' };
/** Each admitted build holds 500 credits until it ends (issue 12): enough for several builds in one test. */
const MANY_BUILDS = { credits: 5000 };

describe('POST /v1/sites validation (spec 2.3 and part 7)', () => {
  const cases: [string, unknown, number, string | RegExp, boolean][] = [
    ['no identifier at all', {}, 400, /^businessName is required \(or provide placeId \/ mapsUrl/, true],
    [
      'a name without a location',
      { businessName: 'Joe' },
      400,
      /^businessName is required \(or provide placeId \/ mapsUrl/,
      true,
    ],
    [
      'blank identifiers',
      { placeId: '  ', businessName: ' ', businessLocation: 'x' },
      400,
      /^businessName is required \(or provide placeId \/ mapsUrl/,
      true,
    ],
    [
      'a share.google link',
      { mapsUrl: 'https://share.google/AbCdEf123' },
      400,
      /^share\.google\/\* short URLs are not supported/,
      true,
    ],
    [
      'a mapsUrl that identifies nothing',
      { mapsUrl: 'https://www.google.com/maps/search/?api=1' },
      400,
      /^Could not resolve mapsUrl/,
      true,
    ],
    [
      'a mapsUrl whose resolver throws',
      { mapsUrl: 'https://maps.app.goo.gl/explode' },
      400,
      /^mapsUrl resolution failed\. Try passing placeId directly\.$/,
      false,
    ],
    [
      'a mapsUrl that is not http(s)',
      { mapsUrl: 'javascript:alert(1)' },
      400,
      'mapsUrl must be an http(s):// URL',
      false,
    ],
    ['an unknown field', { ...NAME, buisnessName: 'typo' }, 400, 'Unknown field(s): buisnessName', false],
    [
      'a non-boolean allowMissingEmail',
      { ...NAME, allowMissingEmail: 'yes' },
      400,
      'allowMissingEmail must be a boolean',
      false,
    ],
    ['an unknown review mode', { ...NAME, review: 'sometimes' }, 400, 'review must be one of: auto, manual', false],
    ['licenses that are not strings', { ...NAME, licenses: [1] }, 400, 'licenses.0 must be a string', false],
    [
      'uploadedPhotos that are not URLs',
      { ...NAME, uploadedPhotos: ['file:///etc/passwd'] },
      400,
      /uploadedPhotos\[\] must be an http\(s\):\/\/ URL/,
      false,
    ],
    [
      'a contactEmail that is not an address',
      { ...NAME, contactEmail: 'nobody' },
      400,
      'contactEmail must look like name@example.com',
      false,
    ],
    ['a placeId that is not a string', { placeId: 42 }, 400, 'placeId must be a string', false],
    [
      'a malformed language tag',
      { ...NAME, language: 'German' },
      400,
      /^language must be a BCP 47 language tag in one of the supported languages: en, de, fr, es, it, nl, pt, ja/,
      false,
    ],
    ['an unsupported language', { ...NAME, language: 'zh-Hant' }, 400, /^language must be .*: en, de, fr, es/, false],
    [
      'an unsupported one of languages',
      { ...NAME, languages: ['de', 'zh-Hant'] },
      400,
      /^languages must be a BCP 47 language tag in one of the supported languages: en, de, fr, es, it, nl, pt, ja/,
      false,
    ],
    ['languages that are not strings', { ...NAME, languages: ['de', 7] }, 400, 'languages.1 must be a string', false],
    ['empty languages', { ...NAME, languages: [] }, 400, /^languages must list at least one language/, false],
    [
      'a second language equal to the first',
      { ...NAME, languages: ['de', 'de-AT'] },
      400,
      'languages must list each language once: "de-AT" is the same language as "de"',
      false,
    ],
    [
      'a language listed twice',
      { ...NAME, languages: ['de', 'en', 'fr', 'EN'] },
      400,
      'languages must list each language once: "EN" is the same language as "en"',
      false,
    ],
    [
      'more languages than a site can carry',
      { ...NAME, languages: ['de', 'en', 'fr', 'it', 'nl'] },
      400,
      'languages lists at most 4 languages',
      false,
    ],
    [
      'languages that do not start with language',
      { ...NAME, language: 'de', languages: ['en', 'de'] },
      400,
      /^languages must start with language \(de\)/,
      true,
    ],
  ];

  it.each(cases)('refuses %s, and writes nothing', async (_label, body, status, error, wantsHint) => {
    const { key, account } = await newAccount(gw.db);
    const r = await post(key, body);
    expect(r.status).toBe(status);
    const b = r.body as { error: string; hint?: string };
    if (typeof error === 'string') expect(b.error).toBe(error);
    else expect(b.error).toMatch(error);
    if (wantsHint) expect(b.hint).toEqual(expect.any(String));
    expect(await siteCount(account.id)).toBe(0);
  });
});

describe('POST /v1/sites acceptance', () => {
  it('creates a generating site, records the input trail, and starts its siteBuild workflow', async () => {
    const { key, account } = await newAccount(gw.db);
    const r = await post(key, {
      ...NAME,
      facebookUrl: 'https://facebook.com/joes',
      contactEmail: 'owner@joes.example',
    });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({
      siteId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 'generating',
      slug: expect.stringMatching(/^joes-pizza(-\d+)?$/),
    });
    const siteId = (r.body as { siteId: string }).siteId;

    const got = await call(gw.url, 'GET', `/v1/sites/${siteId}`, { key });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      id: siteId,
      business_name: "Joe's Pizza",
      status: 'generating',
      hosting_tier: 'free_subdomain',
      form_webhook_url: null,
      email_status: 'confirmed',
      usage: { credits_charged: null, tokens_in: 0, tokens_out: 0, cost_usd: 0 },
      input: {
        businessName: "Joe's Pizza",
        location: 'Austin, TX',
        facebookUrl: 'https://facebook.com/joes',
        received_at: expect.any(String),
      },
    });
    expect(got.body).not.toHaveProperty('siteId');
    expect(got.body).not.toHaveProperty('warnings');
    expect(got.body).not.toHaveProperty('last_error');
    expect(Object.keys((got.body as { input: object }).input)).not.toContain('mapsUrl');

    const description = await gw.temporal.workflow.getHandle(workflowIds.siteBuild(siteId)).describe();
    expect(description.type).toBe('siteBuild');
    expect(description.taskQueue).toBe(`${gw.deps.env.TASK_QUEUE_PREFIX}site-build`);
    expect(await siteCount(account.id)).toBe(1);
  });

  it('follows identifier priority: placeId over mapsUrl over name, and keeps every field in input', async () => {
    const { key } = await newAccount(gw.db);
    resolverCalls.length = 0;
    const r = await post(key, { placeId: 'ChIJ-place', mapsUrl: 'https://maps.app.goo.gl/explode', ...NAME });
    expect(r.status).toBe(202);
    expect(resolverCalls).toEqual([]); // the lower-priority mapsUrl is ignored, not resolved
    const row = await gw.db.site.findUniqueOrThrow({ where: { id: (r.body as { siteId: string }).siteId } });
    expect((row.buildRequest as { identity: unknown }).identity).toEqual({ kind: 'placeId', placeId: 'ChIJ-place' });
    expect(row.businessName).toBe("Joe's Pizza"); // still feeds branding
    expect(row.inputSignal).toMatchObject({
      placeId: 'ChIJ-place',
      mapsUrl: 'https://maps.app.goo.gl/explode',
      businessName: "Joe's Pizza",
      location: 'Austin, TX',
    });
  });

  it('takes the name and coordinates from a long place URL', async () => {
    const { key } = await newAccount(gw.db);
    const r = await post(key, {
      mapsUrl: 'https://www.google.com/maps/place/Blue+Door+Bakery/@30.2672,-97.7431,17z/data=!3m1!4b1',
    });
    expect(r.status).toBe(202);
    const row = await gw.db.site.findUniqueOrThrow({ where: { id: (r.body as { siteId: string }).siteId } });
    expect(row.businessName).toBe('Blue Door Bakery');
    expect(row.slug).toMatch(/^blue-door-bakery/);
    expect((row.buildRequest as { identity: unknown }).identity).toEqual({
      kind: 'mapsUrl',
      mapsUrl: expect.any(String),
      resolved: { name: 'Blue Door Bakery', lat: 30.2672, lng: -97.7431 },
    });
  });

  it('drops an unrecognised designStyle silently and keeps a recognised one', async () => {
    const { key } = await newAccount(gw.db, MANY_BUILDS);
    const a = await post(key, { ...NAME, designStyle: 'bold & modern' });
    const b = await post(key, { ...NAME, designStyle: 'Dark & Sleek' });
    expect([a.status, b.status]).toEqual([202, 202]);
    const rowA = await gw.db.site.findUniqueOrThrow({ where: { id: (a.body as { siteId: string }).siteId } });
    const rowB = await gw.db.site.findUniqueOrThrow({ where: { id: (b.body as { siteId: string }).siteId } });
    expect(rowA.designStyle).toBeNull();
    expect(rowA.buildRequest).not.toHaveProperty('designStyle');
    expect(rowB.designStyle).toBe('Dark & Sleek');
  });

  it('stores the language asked for, normalised, and shows it on GET; none asked for is absent until known', async () => {
    const { key } = await newAccount(gw.db, MANY_BUILDS);
    const asked = await post(key, { ...NAME, language: 'de-at' });
    const plain = await post(key, NAME);
    const get = async (r: typeof asked) =>
      (await call(gw.url, 'GET', `/v1/sites/${(r.body as { siteId: string }).siteId}`, { key })).body;
    expect((await get(asked)).language).toBe('de-AT');
    expect(await get(plain)).not.toHaveProperty('language');
  });

  it('stores the languages asked for, main first, and shows them on GET; one language shows none', async () => {
    const { key, account } = await newAccount(gw.db, MANY_BUILDS);
    const both = await post(key, { ...NAME, languages: ['DE', 'en-gb'] });
    const agreeing = await post(key, { ...NAME, language: 'fr', languages: ['fr', 'nl'] });
    const one = await post(key, { ...NAME, languages: ['it'] });
    expect([both.status, agreeing.status, one.status]).toEqual([202, 202, 202]);
    const get = async (r: typeof both) =>
      (await call(gw.url, 'GET', `/v1/sites/${(r.body as { siteId: string }).siteId}`, { key })).body;
    expect(await get(both)).toMatchObject({ language: 'de', languages: ['de', 'en-GB'] });
    expect(await get(agreeing)).toMatchObject({ language: 'fr', languages: ['fr', 'nl'] });
    expect(await get(one)).toMatchObject({ language: 'it' });
    expect(await get(one)).not.toHaveProperty('languages');
    const listed = (await call(gw.url, 'GET', '/v1/sites', { key })).body as { sites: { languages?: string[] }[] };
    expect(listed.sites.map((s) => s.languages ?? null)).toEqual(expect.arrayContaining([['de', 'en-GB']]));
    const row = await gw.db.site.findFirstOrThrow({ where: { accountId: account.id, language: 'de' } });
    expect(row.alternateLanguages).toEqual(['en-GB']);
  });

  it('gives each site its own slug', async () => {
    const { key } = await newAccount(gw.db, MANY_BUILDS);
    const name = { businessName: `Slug Test ${Date.now()}`, businessLocation: 'Reno, NV' };
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push(((await post(key, name)).body as { slug: string }).slug);
    expect(new Set(slugs).size).toBe(3);
    expect(slugs[1]).toBe(`${slugs[0]}-2`);
  });

  it('derives email_status from live data: missing, placeholder, confirmed', async () => {
    const { key, account } = await newAccount(gw.db, MANY_BUILDS);
    const missing = await post(key, NAME);
    const placeholder = await post(key, { ...NAME, contactEmail: account.email.toUpperCase() });
    const statusOf = async (r: typeof missing) =>
      (await call(gw.url, 'GET', `/v1/sites/${(r.body as { siteId: string }).siteId}`, { key })).body.email_status;
    expect(await statusOf(missing)).toBe('missing');
    expect(await statusOf(placeholder)).toBe('placeholder');
    await gw.db.site.update({
      where: { id: (missing.body as { siteId: string }).siteId },
      data: { contactEmail: 'real@owner.example' },
    });
    expect(await statusOf(missing)).toBe('confirmed');
  });
});

describe('credits and quotas', () => {
  it('answers 402 PAYMENT_REQUIRED at a zero balance with auto-refill off, and writes nothing', async () => {
    const { key, account } = await newAccount(gw.db, { verified: false });
    expect(account.creditsBalance).toBe(0);
    const r = await post(key, NAME);
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ error: 'PAYMENT_REQUIRED' });
    expect(await siteCount(account.id)).toBe(0);
    // Auto-refill is no longer a flag that suppresses the 402: with no payment provider the refill cannot pay.
    await gw.db.account.update({ where: { id: account.id }, data: { autoRefill: true } });
    expect((await post(key, NAME)).status).toBe(402);
    expect(await siteCount(account.id)).toBe(0);
  });

  it('refuses the site over the daily quota with 429 and a quota object, and counts only accepted sites', async () => {
    const quotaGw = await startGateway({
      env: testEnv({ DAILY_SITE_QUOTA: '2', TASK_QUEUE_PREFIX: uniquePrefix('quota') }),
    });
    try {
      const { key, account } = await newAccount(quotaGw.db, MANY_BUILDS);
      expect((await call(quotaGw.url, 'POST', '/v1/sites', { key, body: {} })).status).toBe(400); // not counted
      expect((await call(quotaGw.url, 'POST', '/v1/sites', { key, body: NAME })).status).toBe(202);
      expect((await call(quotaGw.url, 'POST', '/v1/sites', { key, body: NAME })).status).toBe(202);
      const r = await call(quotaGw.url, 'POST', '/v1/sites', { key, body: NAME });
      expect(r.status).toBe(429);
      expect(r.body).toEqual({
        error: expect.stringMatching(/^Daily site generation limit reached \(/),
        hint: expect.any(String),
        quota: { used: 2, limit: 2, resetDescription: expect.stringContaining('UTC') },
      });
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await siteCount(account.id)).toBe(2);
      const other = await newAccount(quotaGw.db); // quotas are per account
      expect((await call(quotaGw.url, 'POST', '/v1/sites', { key: other.key, body: NAME })).status).toBe(202);
    } finally {
      await quotaGw.close();
    }
  });
});

describe('tenancy', () => {
  it("hides another account's site behind the same 404 as a missing one", async () => {
    const a = await newAccount(gw.db);
    const b = await newAccount(gw.db);
    const siteId = ((await post(a.key, NAME)).body as { siteId: string }).siteId;
    const theirs = await call(gw.url, 'GET', `/v1/sites/${siteId}`, { key: b.key });
    const missing = await call(gw.url, 'GET', '/v1/sites/00000000-0000-4000-8000-000000000000', { key: b.key });
    const junk = await call(gw.url, 'GET', '/v1/sites/not-a-uuid', { key: b.key });
    for (const r of [theirs, missing, junk]) {
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: 'Site not found' });
    }
    expect((await call(gw.url, 'GET', '/v1/sites', { key: b.key })).body).toEqual({ sites: [], next_cursor: null });
  });

  it("lists the account's sites most recently updated first, without email_status", async () => {
    const { key } = await newAccount(gw.db);
    const first = ((await post(key, NAME)).body as { siteId: string }).siteId;
    const second = ((await post(key, NAME)).body as { siteId: string }).siteId;
    await gw.db.site.update({ where: { id: first }, data: { generationMessage: 'touched' } });
    const r = await call<{ sites: { id: string }[] }>(gw.url, 'GET', '/v1/sites', { key });
    expect(r.body.sites.map((s) => s.id)).toEqual([first, second]);
    expect(r.body.sites[0]).not.toHaveProperty('email_status');
  });
});

describe('no half-written records', () => {
  it('answers 500 "Failed to create site record" and rolls back when the workflow cannot start', async () => {
    const broken = await startGateway({ env: testEnv({ TEMPORAL_ADDRESS: '127.0.0.1:1' }) });
    try {
      const { key, account } = await newAccount(broken.db);
      const r = await call(broken.url, 'POST', '/v1/sites', { key, body: NAME });
      expect(r.status).toBe(500);
      expect(r.body).toMatchObject({ error: 'Failed to create site record' });
      expect(await siteCount(account.id)).toBe(0);
      expect(await broken.db.quotaCounter.count({ where: { accountId: account.id, used: { gt: 0 } } })).toBe(0);
    } finally {
      await broken.close();
    }
  }, 60_000);

  it('has no workflow for a refused request', async () => {
    const { key } = await newAccount(gw.db);
    const r = await post(key, {});
    expect(r.status).toBe(400);
    await expect(
      gw.temporal.workflow.getHandle(workflowIds.siteBuild('00000000-0000-4000-8000-000000000001')).describe(),
    ).rejects.toBeInstanceOf(WorkflowNotFoundError);
  });
});
