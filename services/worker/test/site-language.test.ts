// A built site's language changed by PATCH /v1/sites/:id `language` on the real stack (gateway, PostgreSQL,
// Temporal, the site-build and visual-review workers with Chromium, hosting): admitted as a build is (400, 402, 404,
// 409), rewritten from its stored research as a new release in the new language, charged no more than it held, and
// the previous release restorable.
import { SAMPLE_BUSINESSES } from '@sgs/site-kit';
import { createSiteStorage } from '@sgs/storage';
import { buildHoldCredits } from '@sgs/contracts';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { revisionEnded, seedDeployedSite, startHosting } from '../../../test/helpers/revisions';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers, tempDataDir } from '../../../test/helpers/worker';

jest.setTimeout(360_000);
type Json = Record<string, unknown>;
const env = testEnv({
  TASK_QUEUE_PREFIX: uniquePrefix('language'),
  DATA_DIR: tempDataDir(),
  FREE_HOST_DOMAIN: 'sites.test',
  RATE_LIMIT_PER_MINUTE: '1000',
});
const storage = createSiteStorage(env);
let gw: TestGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let hosting: Awaited<ReturnType<typeof startHosting>>;
beforeAll(async () => {
  gw = await startGateway({ env, storage });
  workers = await startWorkers(env, gw.db, ['siteBuild', 'visualReview'], { storage, llm: null });
  hosting = await startHosting(env, gw.db, storage);
}, 120_000);
afterAll(async () => {
  await workers?.stop();
  await hosting?.close();
  await gw?.close();
});

/** A deployed English site (the sample plumber) with the research it was written from. */
async function builtSite(credits?: number) {
  const { key, account } = await newAccount(gw.db, credits === undefined ? {} : { credits });
  const seeded = await seedDeployedSite(gw.db, storage, env, account);
  const sample = SAMPLE_BUSINESSES.plumber;
  await gw.db.research.create({
    data: {
      siteId: seeded.site.id,
      accountId: account.id,
      businessDescription: sample.research.business_description ?? '',
      services: sample.research.services,
      faqs: sample.research.faqs,
      testimonials: sample.research.testimonials,
      hours: sample.research.hours ?? {},
      business: { name: sample.business.name, phone: sample.business.phone, address: sample.business.address },
    },
  });
  // Built from a name and city, in English.
  const buildRequest = { businessName: sample.business.name, identity: { kind: 'placeId', placeId: 'sample-plumber' } };
  await gw.db.site.update({ where: { id: seeded.site.id }, data: { language: 'en', buildRequest } });
  return { key, account, ...seeded };
}

const patch = (key: string, siteId: string, body: unknown) =>
  call<Json>(gw.url, 'PATCH', `/v1/sites/${siteId}`, { key, body });
const htmlLang = async (host: string) => /<html[^>]* lang="([^"]+)"/.exec((await hosting.visit(host, '/')).body)?.[1];

it('rewrites a built site in a new language as a new release, charged within its hold, the old one restorable', async () => {
  const { key, account, site, host, releaseId: first } = await builtSite();
  expect(await htmlLang(host)).toBe('en');

  // Refusals first: a tag outside the supported languages, another account's site, a second change while one runs.
  const bad = await patch(key, site.id, { language: 'xx-YY' });
  expect([bad.status, bad.body.error]).toEqual([400, expect.stringContaining('language must be a BCP 47')]);
  const stranger = await newAccount(gw.db);
  expect((await patch(stranger.key, site.id, { language: 'de' })).body).toEqual({ error: 'Site not found' });

  const started = await patch(key, site.id, { language: 'de' });
  expect(started.status).toBe(202);
  expect(started.body).toMatchObject({
    id: site.id,
    status: 'generating',
    generation_phase: 'generating',
    language: 'en',
  });
  const second = await patch(key, site.id, { language: 'fr' });
  expect([second.status, second.body.error]).toEqual([409, 'A build is running on this site']);
  const held = buildHoldCredits(false);
  expect((await gw.db.account.findUniqueOrThrow({ where: { id: account.id } })).creditsHeld).toBe(held);

  // Written, reviewed and published: the live site is German, the site says so, and the hold is settled.
  const done = await eventually(
    async () => {
      const s = await gw.db.site.findUniqueOrThrow({ where: { id: site.id } });
      return s.status !== 'generating' && s;
    },
    'the language change to end',
    300_000,
  );
  expect(done).toMatchObject({ status: expect.stringMatching(/^complete/), language: 'de' });
  expect(done.currentReleaseId).not.toBe(first);
  expect(await htmlLang(host)).toBe('de');
  const after = await gw.db.account.findUniqueOrThrow({ where: { id: account.id } });
  expect(after.creditsHeld).toBe(0);
  const charge = await gw.db.creditLedgerEntry.findFirstOrThrow({
    where: { accountId: account.id, key: { startsWith: 'charge:site-language:' } },
  });
  expect(-charge.amount).toBeGreaterThan(0);
  expect(-charge.amount).toBeLessThanOrEqual(held);
  const release = await gw.db.siteRelease.findUniqueOrThrow({ where: { id: done.currentReleaseId! } });
  expect(release.kind).toBe('language');
  // The same language again changes nothing.
  const same = await patch(key, site.id, { language: 'de' });
  expect([same.status, same.body.status]).toEqual([200, done.status]);

  // The English release is still there: restored, the live site is English again.
  const restore = await call<Json>(gw.url, 'POST', `/v1/sites/${site.id}/releases/${first}/restore`, { key });
  expect(restore.status).toBe(202);
  expect(await revisionEnded(gw.db, restore.body.revisionId as string)).toMatchObject({ status: 'complete' });
  expect(await htmlLang(host)).toBe('en');
});

it('refuses a language change the credits cannot cover (402), and one on a site not built yet (409)', async () => {
  const { key, account, site } = await builtSite(10);
  const short = await patch(key, site.id, { language: 'it' });
  expect(short.status).toBe(402);
  expect(short.body).toMatchObject({ error: 'PAYMENT_REQUIRED', required: buildHoldCredits(false), available: 10 });
  const untouched = await gw.db.site.findUniqueOrThrow({ where: { id: site.id } });
  expect([untouched.status, untouched.language]).toEqual(['complete', 'en']);
  expect((await gw.db.account.findUniqueOrThrow({ where: { id: account.id } })).creditsHeld).toBe(0);

  const building = await seedDeployedSite(gw.db, storage, env, account, { status: 'generating', deployed: false });
  const busy = await patch(key, building.site.id, { language: 'it' });
  expect([busy.status, busy.body.error]).toEqual([409, 'A build is running on this site']);
});

it('adds a second language to a built site and removes it again (PATCH languages), refusing bad lists', async () => {
  const { key, site, host } = await builtSite();
  // The create call's rules and words: each language once, the first the main one, and another account's site a 404.
  for (const [body, error] of [
    [{ languages: [] }, 'languages must list at least one language'],
    [{ languages: ['en', 'en-GB'] }, 'languages must list each language once'],
    [{ languages: ['en', 'xx'] }, 'languages must be a BCP 47 language tag'],
    [{ language: 'de', languages: ['en', 'de'] }, 'languages must start with language (de)'],
  ] as const) {
    const r = await patch(key, site.id, body);
    expect([r.status, r.body.error]).toEqual([400, expect.stringContaining(error)]);
  }
  const stranger = await newAccount(gw.db);
  expect((await patch(stranger.key, site.id, { languages: ['en', 'de'] })).status).toBe(404);
  expect((await patch(key, site.id, { languages: ['en'] })).status).toBe(200);

  const changed = async (body: Json) => {
    expect((await patch(key, site.id, body)).status).toBe(202);
    return eventually(
      async () => {
        const s = await gw.db.site.findUniqueOrThrow({ where: { id: site.id } });
        return s.status !== 'generating' && s;
      },
      'the language change to end',
      300_000,
    );
  };
  const added = await changed({ languages: ['en', 'de'] });
  expect(added).toMatchObject({
    status: expect.stringMatching(/^complete/),
    language: 'en',
    alternateLanguages: ['de'],
  });
  const german = await hosting.visit(host, '/de/');
  expect([german.status, /<html[^>]* lang="([^"]+)"/.exec(german.body)?.[1]]).toEqual([200, 'de']);
  expect((await hosting.visit(host, '/')).body).toContain('hreflang="de"');
  expect((await call<Json>(gw.url, 'GET', `/v1/sites/${site.id}`, { key })).body.languages).toEqual(['en', 'de']);
  expect((await patch(key, site.id, { languages: ['en', 'de'] })).status).toBe(200);

  const removed = await changed({ languages: ['en'] });
  expect(removed).toMatchObject({ language: 'en', alternateLanguages: [] });
  expect((await hosting.visit(host, '/de/')).status).toBe(404);
  expect((await hosting.visit(host, '/')).body).not.toContain('hreflang="de"');
});
