// The writer's own words follow the business's English (a tyre shop in Leeds, a tire shop in Ohio); what research
// found keeps its author's spelling.
import { writeDocumentDeterministic, type ResearchInput } from '../src';
import { spell, spellingOf } from '../src/writers/spelling';
import { htmlFiles, renderDoc, visibleText } from './helpers';

const shop = (address: string, phone: string, services: string[]): ResearchInput => ({
  business: { name: 'Northside Wheels', type: 'tire shop', phone, address },
  research: {
    business_category: 'service',
    services: services.map((name) => ({ name })),
    testimonials: [{ quote: 'Quick and honest.', author: 'Sam T.' }],
    faqs: [],
    hours: { Monday: '8:00 AM – 5:00 PM' },
    contact_email: 'hello@example.com',
    photos: [],
  },
});

async function siteText(input: ResearchInput): Promise<string> {
  const { files } = await renderDoc(writeDocumentDeterministic(input));
  return htmlFiles(files)
    .map((f) => visibleText(files.get(f)!.toString()))
    .join('\n');
}

it('spells the trade in American English in the US and British English in the UK', async () => {
  const us = await siteText(shop('400 Elm Street, Columbus, OH 43004, USA', '+1 614-555-0142', ['Wheel alignment']));
  const uk = await siteText(
    shop('12 Kirkgate, Leeds LS2 7DJ, United Kingdom', '+44 113 496 0123', ['Wheel alignment']),
  );
  expect(us).toMatch(/\btires?\b/i);
  expect(us).not.toMatch(/\btyres?\b/i);
  expect(uk).toMatch(/\btyres?\b/i);
  expect(uk).not.toMatch(/\btires?\b/i);
});

it("keeps research's own words as written", async () => {
  const us = await siteText(shop('400 Elm Street, Columbus, OH 43004', '+1 614-555-0142', ['Tyre fitting']));
  expect(us).toContain('Tyre fitting');
});

it('tells the English from the address, then the calling code', () => {
  expect(spellingOf({ address: '1 George St, Sydney NSW 2000, Australia' })).toBe('british');
  expect(spellingOf({ address: '5 High St, Stoke-on-Trent ST4 7QB' })).toBe('british');
  expect(spellingOf({ phone: '+61 2 5550 1234' })).toBe('british');
  expect(spellingOf({ address: '400 Elm Street, Springfield, IL 62701', phone: '+1 217-555-0142' })).toBe('american');
  expect(spellingOf({})).toBe('american');
  expect(spell('Tyres and Wheels: TYRE centre', 'american')).toBe('Tires and Wheels: TIRE center');
  expect(spell('Childcare center programs', 'british')).toBe('Childcare centre programmes');
});
