// Who wrote the description, through the real pipeline (gateway, Temporal, research, writer, renderer, review,
// hosting). A German site created from a name and a town has no description from any source: research writes its
// own, in English, and the site leaves it out. Once the owner rewrites it in research review, it is theirs: GET
// research says so, and the site shows it as written, marked with the language it is written in.
import path from 'node:path';
import { createLocalSiteStorage } from '@sgs/storage';
import { startFakeWebsite } from '../../../packages/research/test/fake-website';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { startHosting } from '../../../test/helpers/revisions';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers, tempDataDir } from '../../../test/helpers/worker';

type Json = Record<string, unknown>;
let gw: TestGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let hosting: Awaited<ReturnType<typeof startHosting>>;

beforeAll(async () => {
  const dataDir = tempDataDir();
  const env = testEnv({
    TASK_QUEUE_PREFIX: uniquePrefix('owner-description'),
    DATA_DIR: dataDir,
    FREE_HOST_DOMAIN: 'sites.test',
    RATE_LIMIT_PER_MINUTE: '1000',
    // (the website of the last case is served on 127.0.0.1)
    ALLOW_LOOPBACK_URLS: 'true',
  });
  const storage = createLocalSiteStorage(path.join(dataDir, 'sites'));
  gw = await startGateway({ env, storage });
  workers = await startWorkers(env, gw.db, ['siteBuild', 'visualReview'], { llm: null, storage });
  hosting = await startHosting(env, gw.db, storage);
}, 60_000);
afterAll(async () => {
  await workers.stop();
  await hosting.close();
  await gw.close();
});

const OWNER_EN = 'Sourdough loaves and rye bread baked every night, with a small café corner for breakfast.';

/** A German bakery known by name and town, paused in research review; its research, as GET shows it. */
async function inReview(key: string, businessName: string, more: Json = {}) {
  const created = await call<{ siteId: string; slug: string }>(gw.url, 'POST', '/v1/sites', {
    key,
    body: {
      businessName,
      businessLocation: 'Freiburg im Breisgau, Germany',
      language: 'de',
      review: 'manual',
      ...more,
    },
  });
  expect(created.status).toBe(202);
  const { siteId, slug } = created.body;
  await eventually(
    async () => (await gw.db.site.findUniqueOrThrow({ where: { id: siteId } })).generationPhase === 'research_review',
    'research review',
    90_000,
  );
  const research = await call<Json>(gw.url, 'GET', `/v1/sites/${siteId}/research`, { key });
  return { siteId, slug, research: research.body };
}

/** Approves the review and returns the live site's home page. */
async function approvedHome(key: string, siteId: string, slug: string, body: Json = {}) {
  expect((await call<Json>(gw.url, 'POST', `/v1/sites/${siteId}/approve-research`, { key, body })).status).toBe(200);
  const done = await eventually(
    async () => {
      const s = await call<Json>(gw.url, 'GET', `/v1/sites/${siteId}`, { key });
      return ['complete', 'complete_with_warnings', 'failed'].includes(s.body.status as string) ? s.body : null;
    },
    'build to finish',
    150_000,
  );
  if (done.status === 'failed') throw new Error(`build failed in ${done.generation_phase}: ${String(done.last_error)}`);
  const home = await hosting.visit(`${slug}.sites.test`, '/');
  expect(home.status).toBe(200);
  return home.body;
}

it('leaves research’s own English description off a German site, unchanged by a review that sends it back', async () => {
  const { key } = await newAccount(gw.db);
  const { siteId, slug, research } = await inReview(key, 'Bäckerei Lindenhof');
  expect(research.business_description_source).toBe('research');
  const own = research.business_description as string;
  expect(own).toMatch(/Bäckerei Lindenhof is /);
  // the dashboard's review form sends the description back as it showed it: still research's own
  const draft = await call<Json>(gw.url, 'PATCH', `/v1/sites/${siteId}/research-draft`, {
    key,
    body: { businessDescription: `${own}\r\n` },
  });
  expect(draft.status).toBe(200);
  const again = await call<Json>(gw.url, 'GET', `/v1/sites/${siteId}/research`, { key });
  expect(again.body.business_description_source).toBe('research');

  const home = await approvedHome(key, siteId, slug);
  expect(home).toMatch(/<html lang="de/);
  expect(home).not.toContain(own.replace(/\.$/, ''));
  expect(home).not.toMatch(/is a local business|based in/);
}, 240_000);

it('uses the description the owner rewrote in review as written, marked with its language', async () => {
  const { key } = await newAccount(gw.db);
  const { siteId, slug, research } = await inReview(key, 'Backstube Kornblume');
  expect(research.business_description_source).toBe('research');

  const draft = await call<Json>(gw.url, 'PATCH', `/v1/sites/${siteId}/research-draft`, {
    key,
    body: { businessDescription: OWNER_EN },
  });
  expect(draft.status).toBe(200);
  const edited = await call<Json>(gw.url, 'GET', `/v1/sites/${siteId}/research`, { key });
  expect(edited.body).toMatchObject({
    business_description: OWNER_EN,
    business_description_source: 'owner_edit',
    business_description_language: 'en',
  });
  expect(edited.body.facts).toContainEqual(
    expect.objectContaining({ field: 'description', value: OWNER_EN, source: 'owner_edit' }),
  );
  // the research summary shows no working keys of its own for it
  expect(edited.body.summary).not.toHaveProperty('description_source');

  const home = await approvedHome(key, siteId, slug);
  expect(home).toMatch(/<html lang="de/);
  // as written, and marked as English on the German page
  expect(home).toMatch(new RegExp(`<[a-z0-9]+[^>]* lang="en"[^>]*>${OWNER_EN.replace(/[.]/g, '\\.')}<`));
}, 240_000);

const STORY =
  'Seit 1952 backen wir in unserer kleinen Backstube am Münsterplatz jeden Morgen Brot und Brezeln nach den ' +
  'Rezepten unserer Großeltern. Das Mehl kommt aus der Mühle im Nachbardorf, die Butter vom Hof nebenan.';

/** A German bakery's website: its home page (with a meta description, if given) and its about page's story. */
function bakeryWebsite(meta?: string) {
  const page = (title: string, main: string): [string, string] => [
    'text/html; charset=utf-8',
    `<!doctype html><html lang="de"><head><title>${title}</title>${meta ? `<meta name="description" content="${meta}">` : ''}
</head><body><header><nav><a href="/">Start</a> <a href="/ueber-uns">Über uns</a></nav></header><main>${main}</main>
<footer><p>Backhaus Münsterplatz · Münsterplatz 3, 79098 Freiburg · Tel. <a href="tel:+497612024455">0761 2024455</a></p>
</footer></body></html>`,
  ];
  return startFakeWebsite({
    '/': page(
      'Backhaus Münsterplatz',
      '<h1>Backhaus Münsterplatz</h1><h2>Unser Brot</h2><ul><li>Bauernbrot</li><li>Laugenbrezel</li></ul>',
    ),
    '/ueber-uns': page('Über uns', `<h1>Über uns</h1><p>${STORY}</p>`),
  });
}

it.each([
  ['no page gives a description', undefined],
  // one that names only the business, its town and a website says nothing of it
  ['the home page’s description says nothing', 'Backhaus Münsterplatz – Freiburg, offizielle Website'],
])(
  'uses the story the website’s about page tells where %s, as the website’s',
  async (_case, meta) => {
    const website = await bakeryWebsite(meta);
    try {
      const { key } = await newAccount(gw.db);
      const { siteId, slug, research } = await inReview(key, 'Backhaus Münsterplatz', {
        existingSiteUrl: `${website.base}/`,
      });
      expect(research).toMatchObject({ business_description: STORY, business_description_source: 'website' });
      // its first sentence leads the home page, and the about page tells the story whole, in the owner's words
      const home = await approvedHome(key, siteId, slug);
      expect(home).toContain('Seit 1952 backen wir in unserer kleinen Backstube am Münsterplatz');
      const about = await hosting.visit(`${slug}.sites.test`, '/about.html');
      expect(about.status).toBe(200);
      expect(about.body).toContain('Das Mehl kommt aus der Mühle im Nachbardorf, die Butter vom Hof nebenan.');
      expect(`${home}${about.body}`).not.toContain('is a local business');
      expect(`${home}${about.body}`).not.toContain('offizielle Website');
    } finally {
      await website.close();
    }
  },
  240_000,
);

it('leads with the website’s own description and tells its about page’s story on the about page', async () => {
  const META = 'Backhaus Münsterplatz: Holzofenbrot und Brezeln aus Freiburg, jeden Morgen frisch gebacken.';
  const website = await bakeryWebsite(META);
  try {
    const { key } = await newAccount(gw.db);
    const { siteId, slug, research } = await inReview(key, 'Backhaus Münsterplatz', {
      existingSiteUrl: `${website.base}/`,
    });
    expect(research).toMatchObject({ business_description: META, business_description_source: 'website' });
    const home = await approvedHome(key, siteId, slug);
    expect(home).toContain('Holzofenbrot und Brezeln aus Freiburg, jeden Morgen frisch gebacken.');
    const about = await hosting.visit(`${slug}.sites.test`, '/about.html');
    expect(about.body).toContain('Seit 1952 backen wir in unserer kleinen Backstube am Münsterplatz');
    expect(about.body).toContain('Das Mehl kommt aus der Mühle im Nachbardorf, die Butter vom Hof nebenan.');
  } finally {
    await website.close();
  }
}, 240_000);
