// Research writes its questions and answers in English: an English site shows them, a site in another language
// leaves them out instead of printing English (and times such as "12pm") on its pages.
import { SAMPLE_BUSINESSES, writeDocumentDeterministic, type SiteDocument } from '../src';

const HOURS_FAQ = { question: 'What are your opening hours?', answer: 'Monday: 12pm – 3pm, 7pm – 11:30pm.' };
const faqs = (d: SiteDocument) => d.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'faq' ? s.items : [])));
const site = (language: string) => {
  const b = SAMPLE_BUSINESSES.taqueria;
  return writeDocumentDeterministic({ ...b, research: { ...b.research, language, faqs: [HOURS_FAQ] } });
};

it('keeps research questions on an English site', () => {
  expect(faqs(site('en')).map((q) => q.question)).toContain(HOURS_FAQ.question);
});

it.each(['it', 'de', 'ja'])('leaves English research questions off a %s site', (language) => {
  const doc = site(language);
  expect(doc.lang).toMatch(new RegExp(`^${language}`));
  expect(JSON.stringify(doc.pages)).not.toMatch(/What are your|12pm/);
});
