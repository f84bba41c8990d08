// A two-language site written with a model configured: the business's own words, quoted from its (English) website
// on the German pages, are translated by the model (a local OpenAI-compatible fake answering with recorded
// translations), and GET research lists each as machine-translated. Written without a model, nothing is translated
// and research claims no translation.
import { createGenerationActivities, createResearchActivities } from '@sgs/activities';
import { HOME, startFakeWebsite } from '../../../packages/research/test/fake-website';
import { startFakeChat, type ChatRequest } from '../../../test/helpers/fake-chat';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { tempDataDir } from '../../../test/helpers/worker';

type Json = Record<string, unknown>;
let gw: TestGateway;
let website: Awaited<ReturnType<typeof startFakeWebsite>>;
let model: Awaited<ReturnType<typeof startFakeChat>>;
const MODEL = (url: string) => ({ OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: url, OPENAI_MODEL: 'fake' });

const QUOTED = 'Family cafe serving breakfast tacos and coffee in Austin since the morning rush began.';
/** A model's recorded answer, asked for German. */
const RECORDED: Record<string, string> = {
  [QUOTED]: 'Familiencafé in Austin mit Frühstückstacos und Kaffee, seit dem ersten Morgenansturm.',
};

/** The copy request gets no usable answer (the writer falls back to its own copy); translations get the recording. */
function answer(req: ChatRequest) {
  const format = req.response_format as { json_schema?: { name?: string } } | undefined;
  if (format?.json_schema?.name !== 'owner_text_translation') return { content: 'no copy today' };
  const { texts } = JSON.parse(String(req.messages.at(-1)!.content).split('\n\n').at(-1)!) as { texts: string[] };
  return {
    content: JSON.stringify({
      translations: texts.filter((t) => RECORDED[t]).map((source) => ({ source, text: RECORDED[source] })),
    }),
  };
}

beforeAll(async () => {
  model = await startFakeChat(answer);
  website = await startFakeWebsite({ '/': HOME });
  // The account's builds hold credits for a model's budget, as a gateway with a model configured takes them.
  const env = testEnv({
    TASK_QUEUE_PREFIX: uniquePrefix('translations'),
    ALLOW_LOOPBACK_URLS: 'true',
    DATA_DIR: tempDataDir(),
    ...MODEL(model.url),
  });
  gw = await startGateway({ env });
}, 60_000);
afterAll(async () => {
  await gw.close();
  await website.close();
  await model.close();
});

/** A German and English site researched from the English website by the real activity (no worker polls its queue). */
async function researched() {
  const { key } = await newAccount(gw.db);
  const created = await call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', {
    key,
    body: {
      businessName: "Rosa's Cafe",
      businessLocation: 'Austin, TX',
      existingSiteUrl: `${website.base}/`,
      languages: ['de', 'en'],
    },
  });
  expect(created.status).toBe(202);
  const { siteId } = created.body;
  const { db, storage, env, places } = gw.deps;
  await createResearchActivities({
    db,
    storage,
    places,
    llm: null,
    allowLoopback: true,
    mapsUrl: env.GOOGLE_MAPS_URL,
  }).runResearch(siteId);
  await db.site.update({ where: { id: siteId }, data: { generationPhase: 'generating' } });
  return { key, siteId };
}

/** The site written by the real generation activity, with or without the model; its German home page. */
async function write(siteId: string, withModel: boolean) {
  const { db, storage, env } = gw.deps;
  const { releaseId } = await createGenerationActivities({
    db,
    storage,
    env: withModel ? env : { ...env, OPENAI_API_KEY: undefined },
  }).generateRelease({ siteId, attempt: 1, findings: [] });
  const files = await storage.readRelease(siteId, releaseId);
  return { de: files.get('index.html')!.toString(), en: files.get('en/index.html')!.toString() };
}

const translationsOf = async (key: string, siteId: string) =>
  (await call<Json>(gw.url, 'GET', `/v1/sites/${siteId}/research`, { key })).body.translations;

it('without a model the quoted words stay as written, marked, and research claims no translation', async () => {
  const { key, siteId } = await researched();
  const site = await write(siteId, false);
  expect(site.de).toContain(`lang="en">${QUOTED}<`);
  expect(site.en).toContain(QUOTED);
  expect(site.en).not.toContain(`lang="en">${QUOTED}<`);
  expect(await translationsOf(key, siteId)).toBeUndefined();
}, 240_000);

it('with a model the quoted words are translated, not marked as foreign, and recorded as machine-translated', async () => {
  const { key, siteId } = await researched();
  const site = await write(siteId, true);
  expect(site.de).toContain(`>${RECORDED[QUOTED]}<`);
  expect(site.de).not.toContain(`lang="en">${QUOTED}<`);
  expect(site.de).not.toMatch(new RegExp(`lang="[a-z]+">${RECORDED[QUOTED]}`));
  // The English pages show the words as written: they were never foreign there.
  expect(site.en).toContain(QUOTED);
  expect(await translationsOf(key, siteId)).toEqual([
    { source: QUOTED, language: 'de', text: RECORDED[QUOTED], machine_translated: true },
  ]);
}, 240_000);
