// The one research record: research stores the trade it resolved (with the website's JSON-LD), the schema.org
// type and the price range; the writer builds from that record (not from the GET view mapped back), so the
// site is built as the trade research's summary names and its JSON-LD carries the type and price range. GET
// research reads the same record and keeps its shape, also for rows older code wrote.
import { createGenerationActivities, createResearchActivities } from '@sgs/activities';
import type { Prisma } from '@sgs/db';
import { startFakeWebsite } from '../../../packages/research/test/fake-website';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { tempDataDir } from '../../../test/helpers/worker';

type Json = Record<string, unknown>;
let gw: TestGateway;
let website: Awaited<ReturnType<typeof startFakeWebsite>>;

// The business's name says cafe; its own structured data says it is a bakery (its bakers), with a price range.
const HOME: [string, string] = [
  'text/html; charset=utf-8',
  `<!doctype html><html lang="en"><head><title>Morning Glory Cafe</title>
<meta name="description" content="Coffee, espresso and a cosy cafe corner on Main Street; our bakers start at four.">
<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Bakery',
    name: 'Morning Glory Cafe',
    priceRange: '$$',
    telephone: '+1 512 555 0142',
  })}</script></head>
<body><main><h1>Morning Glory Cafe</h1><p>Fresh every morning since dawn. Call (512) 555-0142.</p>
<p>Write to us: hello@morningglory.example</p></main></body></html>`,
];

beforeAll(async () => {
  website = await startFakeWebsite({ '/': HOME });
  const env = testEnv({
    TASK_QUEUE_PREFIX: uniquePrefix('record'),
    ALLOW_LOOPBACK_URLS: 'true',
    DATA_DIR: tempDataDir(),
  });
  gw = await startGateway({ env });
}, 60_000);
afterAll(async () => {
  await gw.close();
  await website.close();
});

/** A site created through the API (no worker polls its queue) and researched by the real activity. */
async function researched() {
  const { key } = await newAccount(gw.db);
  const created = await call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', {
    key,
    body: {
      businessName: 'Morning Glory Cafe',
      businessLocation: 'Austin, TX',
      existingSiteUrl: `${website.base}/`,
      contactEmail: 'owner@morningglory.example',
    },
  });
  expect(created.status).toBe(202);
  const { siteId } = created.body;
  const { db, storage, env, places } = gw.deps;
  const research = createResearchActivities({
    db,
    storage,
    places,
    llm: null,
    allowLoopback: true,
    mapsUrl: env.GOOGLE_MAPS_URL,
  });
  await research.runResearch(siteId);
  // as the workflow would next (GET research answers from research_review on)
  await db.site.update({ where: { id: siteId }, data: { generationPhase: 'research_review' } });
  return { key, siteId };
}

/** The site written by the real generation activity from its stored research; the release's document. */
async function write(siteId: string) {
  const { db, storage, env } = gw.deps;
  await db.site.update({ where: { id: siteId }, data: { generationPhase: 'generating' } });
  const { releaseId } = await createGenerationActivities({ db, storage, env }).generateRelease({
    siteId,
    attempt: 1,
    findings: [],
  });
  const release = await db.siteRelease.findUniqueOrThrow({ where: { id: releaseId } });
  return { releaseId, business: (release.document as { business: Json }).business };
}

/** The LocalBusiness JSON-LD block of a rendered page. */
function businessJsonLd(html: string): Json {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Json,
  );
  const business = blocks.find((b) => b.name === 'Morning Glory Cafe' && b['@type'] !== 'WebSite');
  if (!business) throw new Error(`no business JSON-LD among ${blocks.map((b) => String(b['@type'])).join(', ')}`);
  return business;
}

it('builds the trade research resolved; its schema.org type and price range reach the JSON-LD and page', async () => {
  const { key, siteId } = await researched();
  const { releaseId, business } = await write(siteId);

  // Research's summary names the trade, from the website's structured data.
  const research = await call<Json>(gw.url, 'GET', `/v1/sites/${siteId}/research`, { key });
  expect(research.status).toBe(200);
  const summary = research.body.summary as { notes: string[]; business: Json };
  expect(summary.notes).toContain('trade: bakery (bakery), from the website’s structured data');

  // The site is built as that trade: the document records it and the page's JSON-LD says so.
  expect(business).toMatchObject({ trade: 'bakery', priceRange: '$$' });
  const files = await gw.deps.storage.readRelease(siteId, releaseId);
  const jsonLd = businessJsonLd(files.get('index.html')!.toString());
  expect(jsonLd['@type']).toBe('Bakery');
  expect(jsonLd.priceRange).toBe('$$');
  // and the price range is shown with the contact details
  expect(files.get('contact.html')!.toString()).toContain('<strong>Prices</strong><span>$$</span>');
}, 240_000);

it('GET research keeps its shape: research’s own working stays out, and an older row reads the same', async () => {
  const { key, siteId } = await researched();
  const view = async () => (await call<Json>(gw.url, 'GET', `/v1/sites/${siteId}/research`, { key })).body;
  const now = await view();
  const business = (now.summary as { business: Json }).business;
  expect(business.price_range).toBe('$$');
  for (const internal of ['trade', 'trade_source', 'schema_type']) expect(business).not.toHaveProperty(internal);

  // A row written before research recorded its trade: GET answers exactly as before, and the writer builds
  // from it (the reader resolves the trade from the evidence the row kept).
  const row = await gw.db.research.findUniqueOrThrow({ where: { siteId } });
  const { trade: _t, trade_source: _s, schema_type: _st, ...older } = row.business as Json;
  await gw.db.research.update({ where: { siteId }, data: { business: older as Prisma.InputJsonValue } });
  expect(await view()).toEqual(now);
  // Such a row kept no structured data types, so the name's trade is built, with the stored price range.
  expect((await write(siteId)).business).toMatchObject({ trade: 'cafe', priceRange: '$$' });
}, 240_000);
