// With a model configured, the owner's words quoted on a page in another language are translated (through the real
// OpenAI SDK against a local fake server answering with recorded translations): the page shows the translation, not
// marked as foreign, and the write reports it as machine-translated. A translation that states a number its source
// does not is left out; that text stays as written, marked with its language.
import { createLlm } from '@sgs/llm';
import { createWriter, type ResearchInput, type SiteDocument } from '../src';
import { translateOwnerText } from '../src/writers/translate';
import { startFakeOpenAI, type FakeRequest } from './fake-openai';
import { renderDoc, sampleDocument } from './helpers';

jest.setTimeout(120_000);

/** Recorded answers of a model asked for German. */
const RECORDED: Record<string, string> = {
  'Finding and fixing hidden leaks in walls, floors and under slabs.':
    'Versteckte Lecks in Wänden, Böden und unter Bodenplatten finden und beheben.',
  'Clearing blocked sinks, showers and main sewer lines.':
    'Verstopfte Waschbecken, Duschen und Hauptabwasserleitungen wieder frei machen.',
  // Invented: the source names no year.
  'Tank and tankless water heaters, sized for your home.':
    'Speicher und Durchlauferhitzer, passend für Ihr Zuhause, seit 1998.',
};

function answer(req: FakeRequest) {
  if (req.body.response_format?.json_schema?.name !== 'owner_text_translation') return { content: 'not json' };
  const { texts } = JSON.parse(req.body.messages.at(-1)!.content.split('\n\n').at(-1)!) as { texts: string[] };
  const translations = texts.filter((t) => RECORDED[t]).map((source) => ({ source, text: RECORDED[source] }));
  return { content: JSON.stringify({ translations }) };
}

const germanFromEnglishSources = (i: ResearchInput) => ({
  ...i,
  language: 'de',
  research: { ...i.research, language: 'en' },
});

let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
const env = () => ({
  OPENAI_API_KEY: 'sk-test',
  OPENAI_BASE_URL: fake.baseUrl,
  OPENAI_MODEL: 'gpt-4o-mini',
  LLM_TIMEOUT_MS: 5000,
});
beforeAll(async () => {
  fake = await startFakeOpenAI(answer);
});
afterAll(() => fake.close());

const texts = (doc: SiteDocument) => JSON.stringify(doc.pages);

it('translates the quoted words it can ground, and leaves the rest as written, marked', async () => {
  const { doc, assets } = await sampleDocument('plumber', germanFromEnglishSources);
  const llm = createLlm(env())!;
  const out = await translateOwnerText(llm, doc);
  const leaks = 'Finding and fixing hidden leaks in walls, floors and under slabs.';
  const heaters = 'Tank and tankless water heaters, sized for your home.';
  expect(out.translations).toEqual([
    { source: leaks, language: 'de', text: RECORDED[leaks], machine_translated: true },
    {
      source: 'Clearing blocked sinks, showers and main sewer lines.',
      language: 'de',
      text: RECORDED['Clearing blocked sinks, showers and main sewer lines.'],
      machine_translated: true,
    },
  ]);
  expect(texts(out.document)).toContain(RECORDED[leaks]);
  expect(texts(out.document)).not.toContain(leaks);
  // The invented year is refused: the source stays, still the owner's words in English.
  expect(texts(out.document)).toContain(heaters);
  expect(out.document.ownerText).toContainEqual({ text: heaters, lang: 'en' });
  expect(out.document.ownerText?.map((o) => o.text)).not.toContain(leaks);
  expect(out.usage.tokensIn).toBeGreaterThan(0);

  const html = (await renderDoc(out.document, assets)).files.get('services.html')!.toString();
  expect(html).toMatch(new RegExp(`<p>${RECORDED[leaks]}</p>`));
  expect(html).toMatch(/<p lang="en">Tank and tankless water heaters, sized for your home\.<\/p>/);
});

it('the model writer reports its translations; the writer without a model translates nothing', async () => {
  const input = germanFromEnglishSources((await sampleDocument('plumber')).input);
  const withModel = await createWriter(env()).write(input);
  expect(withModel.translations?.map((t) => t.text)).toContain(
    RECORDED['Finding and fixing hidden leaks in walls, floors and under slabs.'],
  );
  const without = await createWriter({ ...env(), OPENAI_API_KEY: undefined }).write(input);
  expect(without.translations).toBeUndefined();
  expect(without.document.ownerText?.length).toBeGreaterThan(0);
});
