// A button to the business's own channel that the source gave no label of its own speaks the site's language.
import { writeDocumentDeterministic, type ResearchInput, type SiteDocument } from '../src';
import { CATALOGS } from '../src/i18n';

const RESTAURANT: ResearchInput = {
  business: { name: 'Trattoria Lume', type: 'restaurant', phone: '+39 02 1234567', address: 'Via Roma 1, Milano' },
  research: {
    business_category: 'restaurant',
    services: [{ name: 'Risotto' }],
    channels: [
      { kind: 'ordering', url: 'https://order.example.com/lume', primary: true },
      { kind: 'reservations', url: 'https://tables.example.com/lume' },
    ],
  },
};

const sections = (doc: SiteDocument, slug: string) => doc.pages.find((p) => p.slug === slug)?.sections ?? [];

describe.each(Object.entries(CATALOGS))('a %s site', (lang, catalog) => {
  const doc = writeDocumentDeterministic({ ...RESTAURANT, language: lang });
  const english = CATALOGS.en.doc.channels;

  it('labels the primary channel’s button and the reservations button in its own language', () => {
    const hero = sections(doc, 'index')[0];
    expect(hero?.type === 'hero' && hero.primaryCta).toEqual({
      label: catalog.doc.channels.ordering,
      target: { kind: 'external', url: 'https://order.example.com/lume' },
    });
    const book = sections(doc, 'reservations').find((s) => s.id === 'book');
    expect(book?.type === 'cta' && book.primary.label).toBe(catalog.doc.channels.reservations);
    if (lang !== 'en')
      for (const kind of Object.keys(english) as (keyof typeof english)[])
        expect(catalog.doc.channels[kind]).not.toBe(english[kind]);
  });
});

it('keeps the label the source gave its channel', () => {
  const doc = writeDocumentDeterministic({
    ...RESTAURANT,
    language: 'de',
    research: {
      ...RESTAURANT.research,
      channels: [
        { kind: 'whatsapp', url: 'https://wa.me/39021234567', label: 'Per WhatsApp bestellen', primary: true },
      ],
    },
  });
  const hero = sections(doc, 'index')[0];
  expect(hero?.type === 'hero' && hero.primaryCta?.label).toBe('Per WhatsApp bestellen');
});
