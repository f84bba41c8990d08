// A revision of a site in two languages: the owner's facts reach both, and the owner's words are placed on the other
// language's pages as written, listed as the owner's text in their language (the renderer marks them with `lang`).
import {
  measurePhotos,
  parseSiteDocument,
  SAMPLE_BUSINESSES,
  samplePhotoBytes,
  writeDocumentDeterministic,
  type LanguageDocument,
  type SiteDocument,
} from '@sgs/site-kit';
import { planRuleRevision } from '../src/rules';
import { replay, runTool, type ToolCall } from '../src/tools';

jest.setTimeout(120_000);
let doc: SiteDocument;
beforeAll(async () => {
  const input = SAMPLE_BUSINESSES.plumber;
  const measured = await measurePhotos(input, await samplePhotoBytes(input));
  const en = writeDocumentDeterministic({ ...measured, language: 'en' });
  const de = writeDocumentDeterministic({ ...measured, language: 'de' });
  doc = parseSiteDocument({ ...en, alternates: [de] });
});

const services = (d: LanguageDocument) =>
  d.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'services' ? s.items : [])));
const callsOf = (prompt: string): ToolCall[] => {
  const plan = planRuleRevision(prompt, doc);
  if (plan.kind !== 'calls') throw new Error(`no calls for "${prompt}": ${JSON.stringify(plan)}`);
  return plan.calls;
};
const apply = (calls: ToolCall[]) => calls.reduce((d, c) => runTool(d, c).doc, doc);

it('adds a new service with its price in both languages, the owner’s words marked on the German pages', () => {
  const after = apply(callsOf('Please add Backflow testing ($75) to our services'));
  const de = after.alternates![0]!;
  expect(services(after)).toContainEqual(expect.objectContaining({ name: 'Backflow Testing', price: '$75' }));
  expect(services(de)).toContainEqual(expect.objectContaining({ name: 'Backflow Testing', price: '$75' }));
  expect(de.ownerText).toContainEqual({ text: 'Backflow Testing', lang: 'en' });
  // A price is a fact, not anyone's words; the main language's own pages list nothing.
  expect(de.ownerText?.map((o) => o.text)).not.toContain('$75');
  expect(after.ownerText).toBeUndefined();
});

it('renames, reprices and removes a service in every language, even where its name differs', () => {
  const [first] = services(doc);
  const renamed = apply([
    { name: 'update_service', args: { name: first!.name, new_name: 'Leak finding', price: '$99' } },
  ]);
  const de = renamed.alternates![0]!;
  expect(services(de)[0]).toMatchObject({ name: 'Leak finding', price: '$99' });
  expect(de.ownerText).toContainEqual({ text: 'Leak finding', lang: 'en' });
  const removed = runTool(renamed, { name: 'remove_service', args: { name: 'Leak finding' } }).doc;
  expect(services(removed.alternates![0]!).map((s) => s.name)).not.toContain('Leak finding');
  // Words the pages no longer hold are no longer listed.
  expect(removed.alternates![0]!.ownerText?.map((o) => o.text) ?? []).not.toContain('Leak finding');
});

it('places a new headline on the same section of the other language, and replays it the same way', () => {
  const calls = callsOf('Change the headline to "Dependable plumbing in Springfield"');
  const after = apply(calls);
  const heroOf = (d: LanguageDocument) => d.pages[0]!.sections.find((s) => s.id === 'hero')!;
  expect(heroOf(after).heading).toBe('Dependable plumbing in Springfield');
  expect(heroOf(after.alternates![0]!).heading).toBe('Dependable plumbing in Springfield');
  expect(after.alternates![0]!.ownerText).toContainEqual({ text: 'Dependable plumbing in Springfield', lang: 'en' });
  expect(replay(doc, calls)).toEqual(after);
});
