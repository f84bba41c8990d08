import { SAMPLE_BUSINESSES, writeDocumentDeterministic, type ResearchInput, type SiteDocument } from '../src';
import { htmlFiles, renderDoc, sampleDocument, visibleText } from './helpers';

// Image work with sharp shares two cores with the rest of the suite in a full run.
jest.setTimeout(120_000);

/** Every run of digits a visitor could read, from the document's own text. */
const numbersIn = (text: string) => new Set(text.match(/\d+/g) ?? []);

const allStrings = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(allStrings)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(allStrings)
        : [];

/** Text the writer authored: everything in pages and business except paths, ids and URLs. */
function copyText(doc: SiteDocument): string {
  return allStrings({ pages: doc.pages.map((p) => ({ ...p, sections: p.sections })), business: doc.business })
    .filter((s) => !/^(images\/|https?:|[a-z0-9-]+$)/.test(s))
    .join('\n');
}

describe.each(Object.keys(SAMPLE_BUSINESSES) as (keyof typeof SAMPLE_BUSINESSES)[])(
  'the deterministic writer on %s',
  (name) => {
    let input: ResearchInput;
    let doc: SiteDocument;
    let pagesText: string;
    beforeAll(async () => {
      const s = await sampleDocument(name);
      input = s.input;
      doc = s.doc;
      const out = await renderDoc(doc, s.assets);
      pagesText = htmlFiles(out.files)
        .map((f) => visibleText(out.files.get(f)!.toString()))
        .join('\n');
    });

    it('invents no numbers: every number shown comes from research', () => {
      const allowed = numbersIn(JSON.stringify(input));
      const invented = [...numbersIn(copyText(doc)), ...numbersIn(pagesText)].filter((n) => !allowed.has(n));
      expect(invented).toEqual([]);
    });

    it('makes no unsupported claims (awards, guarantees, years, 24/7, licences it was not given)', () => {
      const research = JSON.stringify(input).toLowerCase();
      for (const claim of [
        'award',
        'guarantee',
        'warranty',
        'years of experience',
        'since 19',
        'since 20',
        '24/7',
        'best in',
        'licensed',
        'insured',
        'certified',
      ]) {
        if (!research.includes(claim)) expect(pagesText.toLowerCase()).not.toContain(claim);
      }
    });

    it('keeps given answers, answers open questions from the facts, and leaves out what the facts cannot answer', () => {
      const faqs = doc.pages.flatMap((p) => p.sections).flatMap((s) => (s.type === 'faq' ? s.items : []));
      for (const q of input.research.faqs ?? []) {
        const item = faqs.find((f) => f.question === q.question);
        if (q.answer) expect(item!.answer).toBe(q.answer);
        else if (item) expect(item.answer.length).toBeGreaterThan(20);
      }
      expect(faqs.some((f) => /^Good question/.test(f.answer))).toBe(false);
    });

    it('includes every researched service and testimonial, word for word', () => {
      const services = doc.pages
        .flatMap((p) => p.sections)
        .flatMap((s) =>
          s.type === 'services'
            ? s.items.map((i) => i.name)
            : s.type === 'menu'
              ? s.groups.flatMap((g) => g.items.map((i) => i.name))
              : [],
        );
      for (const s of input.research.services ?? []) expect(services).toContain(s.name);
      const quotes = doc.pages
        .flatMap((p) => p.sections)
        .flatMap((s) => (s.type === 'testimonials' ? s.items.map((t) => t.quote) : []));
      for (const t of input.research.testimonials ?? []) expect(quotes).toContain(t.quote);
    });
  },
);

it('answers from facts when it can: hours, location, prices', async () => {
  const { doc } = await sampleDocument('plumber');
  const faq = doc.pages.flatMap((p) => p.sections).flatMap((s) => (s.type === 'faq' ? s.items : []));
  expect(faq.find((f) => f.question === 'What are your hours?')!.answer).toMatch(/Monday 7:00 AM – 6:00 PM/);
  expect(faq.find((f) => f.question === 'How much does drain cleaning cost?')!.answer).toMatch(
    /Drain cleaning: From \$149/,
  );
  expect(faq.find((f) => f.question === 'What areas do you serve?')!.answer).toMatch(/based in Springfield/);
});

it('adds pages only when the content warrants them', async () => {
  const pagesOf = async (name: keyof typeof SAMPLE_BUSINESSES) =>
    (await sampleDocument(name)).doc.pages.map((p) => p.slug);
  expect(await pagesOf('plumber')).toEqual(['index', 'services', 'about', 'contact']);
  expect(await pagesOf('taqueria')).toEqual(['index', 'services', 'menu', 'about', 'contact']);
  expect(await pagesOf('florist')).toEqual(['index', 'services', 'about', 'reviews', 'faq', 'contact']);
});

it('is category-aware: schema.org type, copy and icons follow the business', async () => {
  const taqueria = (await sampleDocument('taqueria')).doc;
  expect(taqueria.business.schemaType).toBe('Restaurant');
  const menu = taqueria.pages.find((p) => p.kind === 'menu')!.sections.find((s) => s.type === 'menu');
  expect(menu?.type === 'menu' && menu.groups[0]!.items.map((i) => i.price)).toEqual(['$3.50', '$14', '$9', '$4']);
  expect((await sampleDocument('lawFirm')).doc.business.schemaType).toBe('LegalService');
  expect((await sampleDocument('florist')).doc.business.schemaType).toBe('Florist');
  const hero = (await sampleDocument('lawFirm')).doc.pages[0]!.sections[0]!;
  expect(hero.type === 'hero' && hero.icon).toBe('briefcase');
});

it('uses only allowed photos: not excluded ones, and stock only when allowed', async () => {
  const base = SAMPLE_BUSINESSES.florist;
  const withStock: ResearchInput = {
    ...base,
    research: {
      ...base.research,
      photos: [
        { url: 'u', localPath: 'images/photos/stock.jpg', source: 'unsplash', width: 1200, height: 800 },
        { url: 'u', localPath: 'images/photos/gone.jpg', source: 'google', exclude: true, width: 1200, height: 800 },
        { url: 'u', localPath: 'images/photos/ok.jpg', source: 'google', width: 1200, height: 800 },
      ],
    },
  };
  const srcs = (doc: SiteDocument) => doc.images.map((i) => i.src);
  expect(srcs(writeDocumentDeterministic(withStock))).toEqual(['images/photos/ok.jpg']);
  expect(srcs(writeDocumentDeterministic({ ...withStock, allowStockPhotos: true })).sort()).toEqual([
    'images/photos/ok.jpg',
    'images/photos/stock.jpg',
  ]);
});

it('lets the owner description lead and the owner prompt set the voice', () => {
  const base = SAMPLE_BUSINESSES.plumber;
  const hero = (doc: SiteDocument) => doc.pages[0]!.sections[0]!;
  const friendly = writeDocumentDeterministic(base);
  const formal = writeDocumentDeterministic({ ...base, ownerPrompt: 'Professional and formal, please.' });
  expect(hero(friendly).heading).toBe('Dependable plumbing in Springfield');
  expect(hero(formal).heading).toBe('Plumbing you can count on in Springfield');
  const h = hero(friendly);
  expect(h.type === 'hero' && h.subheading).toMatch(/^Riverbend Plumbing & Drain is a family-run plumbing company/);
  expect(friendly.pages[0]!.seo.description).toMatch(/^Riverbend Plumbing & Drain is a family-run/);
});

it('writes a usable site from almost nothing', () => {
  const doc = writeDocumentDeterministic({ business: { name: 'Nadia’s Tailoring' }, research: {} });
  // Nothing on offer is known: no Services page to hold a hero and a call to action alone.
  expect(doc.pages.map((p) => p.kind)).toEqual(['home', 'about', 'contact']);
  // The name says what it is: the lead says so too, rather than "a local business".
  expect(doc.business.description).toMatch(/^Nadia’s Tailoring is a tailor\./);
  expect(doc.theme.style).toBe('Clean Minimal');
});

it('gives a service business with nothing on offer no Services page: its questions and areas stay on the site', () => {
  const doc = writeDocumentDeterministic({
    business: { name: 'Quayside Plumbing', type: 'plumber', address: '4 Quay St, Bristol BS1 4DB, UK' },
    research: {
      business_category: 'service',
      faqs: [{ question: 'Is there parking?', answer: 'Yes: two spaces in front of the workshop.' }],
      facts: [
        { id: 'a1', field: 'area', value: 'Clifton', source: 'website:https://q.example/' },
        { id: 'a2', field: 'area', value: 'Redland', source: 'website:https://q.example/' },
      ],
    },
  } as ResearchInput);
  expect(doc.pages.map((p) => p.kind)).toEqual(['home', 'about', 'contact']);
  const page = (kind: string) => doc.pages.find((p) => p.kind === kind)!;
  expect(page('home').sections.find((s) => s.type === 'faq')).toMatchObject({
    items: [{ question: 'Is there parking?' }],
  });
  expect(JSON.stringify(page('about').sections.find((s) => s.id === 'areas'))).toMatch(/Clifton and Redland/);
  expect(JSON.stringify(doc.pages)).not.toMatch(/"page":"services"/);
});

it('names a restaurant known only by its category and menu as a restaurant, and lists its menu without "services"', () => {
  const services = ['Weekend Brunch', "Chef's Tasting Menu", '7-Course Experience', 'Foie Gras', 'Dessert'];
  const doc = writeDocumentDeterministic({
    business: { name: 'Gourmet Haven' },
    research: { business_category: 'restaurant', services: services.map((name) => ({ name })) },
  });
  expect(doc.business.description).toMatch(/^Gourmet Haven is a restaurant\./);
  expect(doc.business.schemaType).toBe('Restaurant');
  const text = JSON.stringify(doc.pages);
  expect(text).toContain("We offer Weekend Brunch, Chef's Tasting Menu, 7-Course Experience, Foie Gras and more.");
  expect(text).not.toMatch(/local business|other services/);
  // The home page lists the menu in its services section: its about teaser does not list it again.
  const home = doc.pages.find((p) => p.kind === 'home')!;
  expect(home.sections.map((s) => s.type)).toContain('services');
  expect(JSON.stringify(home.sections.find((s) => s.type === 'story'))).not.toContain('We offer');
});

it('names a price list by its groups, not by the tiers its rows are, and a one-group list by its rows', () => {
  // a Tottori hair salon's price list as research reads it (corpus entry biyoushitsu-red-tottori): its rows under
  // カット are tiers of customer (一般, 高校生, 中学生), not offerings
  const rows = [
    ['カット', '一般', '¥3,500'],
    ['カット', '高校生', '¥3,200'],
    ['カット', '中学生', '¥2,700'],
    ['カラー', 'ベーシックカラー', '¥8,400 ~ 10,500'],
    ['パーマ', 'ベーシックパーマ', '¥7,900 ~ 9,500'],
  ];
  const about = (services: { name: string; price: string; category?: string }[]) =>
    JSON.stringify(
      writeDocumentDeterministic({
        business: { name: '美容室RED' },
        research: { business_category: 'service', language: 'ja', services },
      }).pages.find((p) => p.kind === 'about'),
    );
  const grouped = about(rows.map(([category, name, price]) => ({ category: category!, name: name!, price: price! })));
  expect(grouped).toContain('カット、カラー、パーマをご用意しております。');
  expect(grouped).not.toMatch(/一般、|高校生、/);
  // one heading over every row is the list's own title, not an offering: the rows are named
  const single = about(rows.slice(3).map(([, name, price]) => ({ category: 'メニュー', name: name!, price: price! })));
  expect(single).toContain('ベーシックカラー、ベーシックパーマをご用意しております。');
});

it('reads research payloads as served: extra fields ignored, odd values tolerated', () => {
  const base = SAMPLE_BUSINESSES.plumber;
  const served = {
    ...base,
    research: {
      ...base.research,
      status: 'complete',
      generation_phase: 'generating',
      email_status: 'confirmed',
      summary: { places: 'local default' },
      business_category: 'spaceship',
      photos: [
        {
          id: 'p1',
          url: null,
          localPath: 'images/photos/x.jpg',
          source: 'instagram',
          alt: null,
          exclude: null,
          width: 1000,
          height: 800,
        },
      ],
    },
  } as unknown as ResearchInput;
  const doc = writeDocumentDeterministic(served);
  expect(doc.business.category).toBe('default');
  expect(doc.images).toEqual([
    { id: 'p1', src: 'images/photos/x.jpg', alt: 'Photo from Riverbend Plumbing & Drain', width: 1000, height: 800 },
  ]);
});
