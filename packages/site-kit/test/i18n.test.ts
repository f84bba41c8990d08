import { siteLanguage } from '../src/i18n/language';
import { writeDocumentDeterministic, type ResearchInput } from '../src';
import { dom, htmlFiles, renderDoc } from './helpers';

jest.setTimeout(120_000);

/** A German bakery as research finds one: German website, German address and phone. */
const BAKERY: ResearchInput = {
  business: {
    name: 'Bäckerei Sonnenkorn',
    phone: '+49 30 1234567',
    address: 'Kastanienallee 12, 10435 Berlin, Deutschland',
    type: 'bakery',
  },
  research: {
    business_description: '',
    services: [{ name: 'Roggenbrot', price: '4,20 €' }, { name: 'Franzbrötchen' }, { name: 'Hochzeitstorten' }],
    testimonials: [{ quote: 'Die besten Brötchen im Kiez.', author: 'Jana', source: 'Google', rating: 5 }],
    hours: { 'Mon-Fri': '5:15 AM – 6:30 PM', Saturday: '6:00 AM – 1:00 PM', Sunday: 'Closed' },
    business_category: 'restaurant',
    language: 'de',
  },
};

describe('the site language', () => {
  it.each([
    ['the language asked for wins', { requested: 'fr', researched: 'de', address: 'Berlin, Germany' }, 'fr'],
    ['a tag asked for keeps its region', { requested: 'pt-br' }, 'pt-BR'],
    ['else the website’s, with the country as region', { researched: 'de', phone: '+43 1 5555555' }, 'de-AT'],
    [
      'a website language not spoken in the country gets no region',
      { researched: 'en', phone: '+49 30 1234567' },
      'en',
    ],
    ['an unsupported website language falls to the country', { researched: 'zh', address: 'Lyon, France' }, 'fr-FR'],
    ['else the country of the address', { address: 'Via Roma 1, Milano, Italia' }, 'it-IT'],
    ['else the country of the phone', { phone: '+81 3-1234-5678' }, 'ja-JP'],
    ['Latin America writes Spanish', { address: 'Av. Reforma 10, Ciudad de México, Mexico' }, 'es-MX'],
    ['Brazil writes Portuguese', { phone: '+55 11 91234-5678' }, 'pt-BR'],
    ['a second language of the country', { researched: 'fr', phone: '+41 22 555 55 55' }, 'fr-CH'],
    ['else English', { address: 'Austin, TX' }, 'en'],
    ['nothing known is English', {}, 'en'],
  ])('%s', (_label, evidence, tag) => {
    expect(siteLanguage(evidence)).toBe(tag);
  });
});

describe('a German site', () => {
  const doc = writeDocumentDeterministic(BAKERY);
  let pages: [string, string][];
  beforeAll(async () => {
    const report = await renderDoc(doc);
    pages = htmlFiles(report.files).map((f) => [f, report.files.get(f)!.toString('utf8')]);
  });

  it('declares its language on every page: html lang, og:locale and the WebSite’s inLanguage', () => {
    expect(doc.lang).toBe('de-DE');
    for (const [, html] of pages) {
      const d = dom(html);
      expect(d.attr(d.byTag('html')[0]!, 'lang')).toBe('de-DE');
      const og = d.byTag('meta').find((m) => d.attr(m, 'property') === 'og:locale');
      expect(d.attr(og!, 'content')).toBe('de_DE');
      const ld = d
        .byTag('script')
        .filter((s) => d.attr(s, 'type') === 'application/ld+json')
        .map((s) => JSON.parse(d.text(s)) as Record<string, unknown>);
      expect(ld.find((x) => x['@type'] === 'WebSite')).toMatchObject({ inLanguage: 'de-DE' });
    }
  });

  it('an asked-for language beats research’s', () => {
    expect(writeDocumentDeterministic({ ...BAKERY, language: 'en' }).lang).toBe('en');
  });
});
