// The language a description is written in when it is not the website's: a page in another language marks it.
import { descriptionLanguage, summaryAfterDescriptionEdit } from '../src/description';

// A Portuguese guesthouse's own meta description (research corpus, dev half), in English.
const GUESTHOUSE =
  'We welcome you to Pousada Jardim dos Anjos in Abadiania, Goias, Brazil, a comfortable place of stay when you come to see John of God';

it('tells an English description on a Portuguese website', () => {
  expect(descriptionLanguage(GUESTHOUSE, 'pt')).toBe('en');
});

it('says nothing for a description in the website’s language, or too short to tell', () => {
  expect(descriptionLanguage(GUESTHOUSE, 'en')).toBeUndefined();
  expect(descriptionLanguage('Pousada Jardim dos Anjos', 'pt')).toBeUndefined();
});

it('marks an owner’s changed description as theirs, and leaves an unchanged one as it was', () => {
  const held = 'Bäckerei Lindenhof is a local business in Freiburg im Breisgau, Germany.';
  expect(summaryAfterDescriptionEdit({}, held, `${held.slice(0, -1)}\r\n`)).toEqual({});
  expect(summaryAfterDescriptionEdit({ notes: [] }, held, GUESTHOUSE)).toEqual({
    notes: [],
    description_source: 'owner_edit',
    description_language: 'en',
  });
});
