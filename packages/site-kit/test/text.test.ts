import { inSentence } from '../src/writers/text';

it('lower-cases a sentence-case name mid-sentence, and keeps names that capitalise a later word as written', () => {
  expect(inSentence('Drain cleaning.')).toBe('drain cleaning');
  expect(inSentence('English lessons')).toBe('English lessons');
  expect(inSentence('Foie Gras')).toBe('Foie Gras');
  expect(inSentence('Schwarzwälder Kirschtorte')).toBe('Schwarzwälder Kirschtorte');
});
