// The owner's own site: questions answered only with a fact a visitor needs, the caller's own words read as
// the lists people write, and the business's words ahead of the writer's.
import { writeDocumentDeterministic, type ResearchInput, type SiteDocument } from '../src';
import { isFillerFaq } from '../src/writers/faq-answers';
import { parseCallerFacts } from '../src/research/caller-facts';
import { renderDoc } from './helpers';

const faqsOf = (doc: SiteDocument) =>
  doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'faq' ? s.items : [])));

describe('questions and answers', () => {
  it('an answer that only echoes its question is filler', () => {
    expect(isFillerFaq('Do you offer breakfast?', 'Yes. Breakfast is one of our services.')).toBe(true);
    expect(isFillerFaq('Do you do weddings?', 'Yes, we do.')).toBe(true);
    expect(isFillerFaq('Do you serve breakfast?', 'Yes, on weekdays from 7 to 11.')).toBe(false);
    expect(isFillerFaq('Is there parking?', 'Yes: free parking behind the building.')).toBe(false);
  });

  it('a site keeps the questions with a fact and drops the echoes', () => {
    const doc = writeDocumentDeterministic({
      business: { name: 'Sunrise Diner', type: 'restaurant', address: '12 Main St, Springfield, IL 62701' },
      research: {
        business_category: 'restaurant',
        services: [{ name: 'Breakfast' }, { name: 'Lunch' }],
        faqs: [
          { question: 'Do you offer breakfast?', answer: 'Yes. Breakfast is one of our services.' },
          { question: 'Do you offer lunch?', answer: 'Yes. Lunch is one of our services.' },
          { question: 'Is there parking?', answer: 'Yes: free parking behind the building.' },
          { question: 'Do you offer catering?' },
          { question: 'Where are you located?' },
        ],
      },
    } as ResearchInput);
    const questions = [...new Set(faqsOf(doc).map((q) => q.question))];
    expect(questions).toEqual(['Is there parking?', 'Where are you located?']);
    expect(JSON.stringify(doc)).not.toMatch(/one of our services|Yes, we offer/);
  });
});

describe("the caller's own words", () => {
  const PETAL: ResearchInput = {
    business: { name: 'Petal & Stem', address: 'Portland, OR' },
    research: {},
    businessDescription:
      'Petal & Stem is a neighborhood florist on the east side of Portland run by two sisters. We do weekly bouquets, wedding florals, sympathy arrangements and same-day delivery, and we teach flower-arranging workshops on Sundays.',
  };
  const OFFERINGS = [
    'Weekly bouquets',
    'Wedding florals',
    'Sympathy arrangements',
    'Same-day delivery',
    'Flower-arranging workshops',
  ];

  it('reads the lists people write: "We do A, B, C and D, and we teach E" is five offerings', () => {
    expect(parseCallerFacts(PETAL.businessDescription, 'Petal & Stem').services).toEqual(OFFERINGS);
    // Without the name to go by, a sentence saying what the business is still lists nothing.
    expect(parseCallerFacts(PETAL.businessDescription).services).toEqual(OFFERINGS);
    expect(parseCallerFacts('We offer haircuts, beard trims and hot towel shaves. Walk-ins welcome.').services).toEqual(
      ['Haircuts', 'Beard trims', 'Hot towel shaves'],
    );
    expect(parseCallerFacts('Bread + Butter makes toast. We do our best to help.', 'Bread + Butter').services).toEqual(
      [],
    );
  });

  it('a site from a name, a city and a description lists its offerings, never its name, under a hero saying what and where', () => {
    const doc = writeDocumentDeterministic(PETAL);
    const cards = doc.pages
      .find((p) => p.kind === 'services')!
      .sections.flatMap((s) => (s.type === 'services' ? s.items.map((i) => i.name) : []));
    expect(cards).toEqual(OFFERINGS);
    const text = JSON.stringify(doc.pages);
    expect(text).not.toMatch(/"name":"(Petal|Stem)|"Stem is a|Your local shop|Do you offer/);
    const hero = doc.pages[0]!.sections[0]!;
    if (hero.type !== 'hero') throw new Error('no hero');
    expect(`${hero.eyebrow} ${hero.heading} ${hero.subheading}`).toMatch(/florist/i);
    expect(`${hero.eyebrow} ${hero.heading} ${hero.subheading}`).toMatch(/Portland/);
  });

  it('a business known by its name and city alone is placed in its city: titles, hero and call to action', () => {
    for (const [location, town] of [
      ['Boise, ID', 'Boise'],
      ['Leeds, England', 'Leeds'],
    ]) {
      const doc = writeDocumentDeterministic({ business: { name: 'Crumb', location, type: 'bakery' }, research: {} });
      const home = doc.pages[0]!;
      expect(home.seo.title).toBe(`Crumb | Bakery in ${town}`);
      expect(JSON.stringify(home.sections[0])).toContain(town);
    }
    // a location that is only a country places nothing in a town
    const country = writeDocumentDeterministic({
      business: { name: 'Crumb', location: 'US', type: 'bakery' },
      research: {},
    });
    expect(country.pages[0]!.seo.title).toBe('Crumb | Bakery');
  });
});

describe("the writer's stock lines", () => {
  it('stay out when the sources say what the business offers, in any language', () => {
    const site = (name: string, services: string[], language: string) =>
      writeDocumentDeterministic({
        business: { name, location: 'Kyoto, Japan', type: 'hair salon' },
        research: { services: services.map((n) => ({ name: n })) },
        language,
      });
    for (const language of ['ja', 'de', 'en']) {
      const [a, b] = [site('Salon A', ['カット', 'カラー'], language), site('Salon B', ['パーマ', '着付け'], language)];
      const lines = (d: SiteDocument) =>
        d.pages
          .flatMap((p) => p.sections)
          .flatMap((x) =>
            x.type === 'story' ? x.paragraphs : x.type === 'features' ? x.items.map((i) => i.text) : [],
          );
      const shared = lines(a).filter((l) => lines(b).includes(l));
      expect(shared).toEqual([]);
    }
  });

  it('stay out when nothing is researched: a bare business is told by its facts alone', () => {
    for (const language of ['en', 'es', 'ja']) {
      const bare = (name: string, address: string) =>
        writeDocumentDeterministic({ business: { name, address, type: 'hair salon' }, research: {}, language });
      const [a, b] = [
        bare('Salon C', 'Calle Mayor 3, 28013 Madrid, España'),
        bare('Salon D', 'Rúa Nova 8, 15705 Santiago, España'),
      ];
      const reasons = (d: SiteDocument) => d.pages[0]!.sections.flatMap((x) => (x.type === 'features' ? x.items : []));
      // no reasons section: being in its town would only repeat the hero, which says where each one is
      expect([reasons(a), reasons(b)]).toEqual([[], []]);
      const hero = (d: SiteDocument) => JSON.stringify(d.pages[0]!.sections[0]);
      expect(hero(a)).toContain('Madrid');
      expect(hero(b)).toContain('Santiago');
      const story = (d: SiteDocument) =>
        d.pages.flatMap((p) => p.sections).flatMap((x) => (x.type === 'story' ? x.paragraphs : []));
      for (const line of story(a)) expect(story(b)).not.toContain(line);
    }
    // a business of a trade nobody named is not called a shop ("お店", "a local business" would be a guess)
    const unnamed = writeDocumentDeterministic({
      business: { name: '龍海閣', address: '神奈川県横浜市神奈川区片倉2丁目69-15' },
      research: {},
      language: 'ja',
    });
    expect(JSON.stringify(unnamed.pages)).not.toContain('お店');
    expect(JSON.stringify(unnamed.pages)).toContain('龍海閣は横浜市にございます。');
  });
});

describe("the source's own headings", () => {
  it("show offerings the source lists under one heading under it, not under the writer's", () => {
    // a winery guesthouse's range (research corpus, dev half): its wines under "Unsere Weine", no prices
    const wines = ['Grüner Veltliner Kabinett', 'Rheinriesling Kabinett', 'Sauvignon Blanc Qualitätswein'];
    const site = (category?: string) =>
      writeDocumentDeterministic({
        language: 'de',
        business: { name: 'Winzerhof Steinbatz', address: 'Hauptstraße 40, 3494 Brunn im Felde, Österreich' },
        research: { services: wines.map((name) => ({ name, category })) },
      });
    const headings = (doc: SiteDocument) =>
      doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'services' ? [s.heading] : [])));
    expect(headings(site('Unsere Weine'))).toEqual(['Unsere Weine', 'Unsere Weine']);
    expect(headings(site())).not.toContain('Unsere Weine');
  });
});

describe('icons', () => {
  const iconsOn = async (doc: SiteDocument, file: string) => {
    const html = (await renderDoc(doc)).files.get(file)!.toString();
    const list = /<section id="services-list"[\s\S]*?<\/section>/.exec(html)![0];
    return [...list.matchAll(/class="icon-badge"><svg class="icon" data-icon="([a-z0-9-]+)"/g)].map((m) => m[1]);
  };

  it('gives each kind of offering its own icon from the library', async () => {
    const doc = writeDocumentDeterministic({
      business: { name: 'Petal & Stem', address: 'Portland, OR' },
      research: {},
      businessDescription:
        'We do weekly bouquets, wedding florals, sympathy arrangements and same-day delivery, and we teach flower-arranging workshops on Sundays.',
    });
    const icons = await iconsOn(doc, 'services.html');
    expect(icons).toHaveLength(5);
    expect(new Set(icons).size).toBe(5);
  });

  it('shows none rather than one icon shared by different offerings', async () => {
    const doc = writeDocumentDeterministic({
      business: { name: 'Tidy Pipes', type: 'plumber' },
      research: { business_category: 'service', services: [{ name: 'Pipe repair' }, { name: 'Pipe relining' }] },
    });
    expect(await iconsOn(doc, 'services.html')).toEqual([]);
  });
});

describe('channels and layout', () => {
  const studio: ResearchInput = {
    business: {
      name: 'Real Touch Studio',
      type: 'beauty salon',
      phone: '+27688733966',
      address: '42 Twickenham Avenue, Auckland Park, Johannesburg',
    },
    research: {
      business_category: 'service',
      contact_email: 'musumbamatia23@gmail.com',
      hours: { Monday: '9:00 AM – 5:00 PM' },
      // As the studio's own pages put it: "Book on WhatsApp", https://wa.me/27688733966.
      channels: [{ kind: 'whatsapp', url: 'https://wa.me/27688733966', label: 'Book on WhatsApp', primary: true }],
    },
  };

  it("makes the business's primary channel the main call to action, its phone the second", () => {
    const doc = writeDocumentDeterministic(studio);
    const hero = doc.pages[0]!.sections[0]!;
    if (hero.type !== 'hero') throw new Error('no hero');
    expect(hero.primaryCta).toEqual({
      label: 'Book on WhatsApp',
      target: { kind: 'external', url: 'https://wa.me/27688733966' },
    });
    expect(hero.secondaryCta?.target).toEqual({ kind: 'tel' });
    const plain = writeDocumentDeterministic({ ...studio, research: { ...studio.research, channels: [] } });
    const first = plain.pages[0]!.sections[0]!;
    expect(first.type === 'hero' && first.primaryCta?.target).toEqual({ kind: 'tel' });
  });

  it('wraps a long email after its @ and dots, and sets the hours beside the contact details', async () => {
    const out = await renderDoc(writeDocumentDeterministic(studio));
    const home = out.files.get('index.html')!.toString();
    expect(home).toContain('musumbamatia23@<wbr>gmail.<wbr>com');
    expect(home).not.toMatch(/musumbamatia23@gmail\.com<\/(span|a)>/);
    expect(home).toMatch(/<div class="hours-block hours-block--details"><div><table class="hours">/);
  });
});

describe('pages the business has', () => {
  const photos = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      localPath: `images/photos/p${i}.jpg`,
      source: 'existing_site' as const,
      width: 1200,
      height: 800,
    }));
  const diner = (n: number): ResearchInput => ({
    business: { name: 'Gourmet Haven', type: 'restaurant' },
    research: { business_category: 'restaurant', photos: photos(n) },
  });

  it('a restaurant with photos enough gets its Gallery page; with few, none', () => {
    const many = writeDocumentDeterministic(diner(10));
    const gallery = many.pages.find((p) => p.kind === 'gallery')!;
    expect(gallery.navLabel).toBe('Gallery');
    const shown = gallery.sections.flatMap((s) => (s.type === 'gallery' ? s.images : []));
    expect(shown).toHaveLength(8); // all but the hero and story pictures
    expect(many.pages.find((p) => p.kind === 'about')!.sections.some((s) => s.type === 'gallery')).toBe(false);
    expect(writeDocumentDeterministic(diner(4)).pages.some((p) => p.kind === 'gallery')).toBe(false);
  });
});

describe('a long list of offerings without prices', () => {
  it('is written, with as many cards as a section holds', () => {
    const services = Array.from({ length: 45 }, (_, i) => ({ name: `Treatment ${i + 1}` }));
    const doc = writeDocumentDeterministic({
      business: { name: 'Enigma Studio', type: 'beauty salon', address: 'Accra' },
      research: { business_category: 'service', services },
    });
    const cards = doc.pages
      .find((p) => p.kind === 'services')!
      .sections.flatMap((s) => (s.type === 'services' ? s.items : []));
    expect(cards).toHaveLength(40);
  });
});
