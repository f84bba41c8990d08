import { inSentence, joinSentences, paragraphsOf, offeringInSentence, sentences } from '../src/writers/text';
import { writeDocumentDeterministic } from '../src';

it('lower-cases a sentence-case name mid-sentence, and keeps names that capitalise a later word as written', () => {
  expect(inSentence('Drain cleaning.')).toBe('drain cleaning');
  expect(inSentence('English lessons')).toBe('English lessons');
  expect(inSentence('Foie Gras')).toBe('Foie Gras');
  expect(inSentence('Schwarzwälder Kirschtorte')).toBe('Schwarzwälder Kirschtorte');
});

it('names an offering mid-sentence without the price or time a price list puts after it, and its group as words', () => {
  expect(offeringInSentence('Traditional Thai Massage - 400 - 1hr')).toBe('Traditional Thai Massage');
  expect(offeringInSentence('Water heater install – $1,199+')).toBe('water heater install');
  expect(offeringInSentence('Haircut: Women')).toBe('haircut (women)');
  expect(offeringInSentence('Styling: Up-Do')).toBe('styling (Up-Do)'); // a capitalised part keeps its capitals
  expect(offeringInSentence('Route 66 Detailing')).toBe('Route 66 Detailing');
  expect(offeringInSentence('Drain Clear - Same Day')).toBe('Drain Clear - Same Day');
  const doc = writeDocumentDeterministic({
    business: { name: 'ChatKaew Thai Massage' },
    research: {
      services: ['Traditional Thai Massage - 400 - 1hr', 'Thai Foot Reflexology - 400 - 1hr', 'Haircut: Women'].map(
        (name) => ({ name }),
      ),
    },
  });
  const story = doc.pages.find((p) => p.kind === 'about')!.sections.find((s) => s.type === 'story');
  expect(JSON.stringify(story)).toContain(
    'We offer Traditional Thai Massage, Thai Foot Reflexology and haircut (women).',
  );
});

it('splits sentences on real ends, not after an abbreviation or an initial, in several languages', () => {
  // The about text of a German bakery (../shared/sites/baeckerei-friedrich) was cut at "seit ca.".
  expect(sentences('Wir backen seit ca. 1900 in Brensbach. Heute in sechs Filialen.')).toEqual([
    'Wir backen seit ca. 1900 in Brensbach.',
    'Heute in sechs Filialen.',
  ]);
  expect(sentences('Z. B. Brot, Brötchen usw. Alles frisch!')).toEqual(['Z. B. Brot, Brötchen usw. Alles frisch!']);
  expect(sentences('Dr. Weber leads the team. St. Paul is near.')).toEqual([
    'Dr. Weber leads the team.',
    'St. Paul is near.',
  ]);
  expect(sentences('Abierto desde aprox. 1990. ¿Quieres venir?')).toEqual([
    'Abierto desde aprox. 1990.',
    '¿Quieres venir?',
  ]);
  expect(sentences('We fix pipes. We answer calls.')).toEqual(['We fix pipes.', 'We answer calls.']);
});

it('splits Japanese sentences after 。！？ and joins them again without a space', () => {
  const text = '創業五十年のパン屋です。毎朝五時に焼き上げます！ご予約は「お電話で。」どうぞ。';
  expect(sentences(text)).toEqual([
    '創業五十年のパン屋です。',
    '毎朝五時に焼き上げます！',
    'ご予約は「お電話で。」どうぞ。',
  ]);
  expect(paragraphsOf(text, 2)).toEqual([
    '創業五十年のパン屋です。毎朝五時に焼き上げます！',
    'ご予約は「お電話で。」どうぞ。',
  ]);
  expect(joinSentences(['Wir backen täglich.', 'Kommen Sie vorbei!'])).toBe('Wir backen täglich. Kommen Sie vorbei!');
  expect(joinSentences(['パン屋です。', '', 'Open daily.'])).toBe('パン屋です。Open daily.');
});
