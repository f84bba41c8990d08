// The deterministic writer's rules (issue 19 "Writer", issue 11 "no filler"): category copy, the caller's
// own facts parsed with their source, nothing repeated on a page, unique answerable FAQs, public-only
// testimonial attribution, phones in national format with E.164 tel: links, home linked as ./.
import { parse } from 'parse5';
import { parseCallerFacts, writeDocumentDeterministic, type ResearchInput, type SiteDocument } from '../src';
import { renderDoc } from './helpers';

const bakery: ResearchInput = {
  research: {
    business_description:
      'Sourdough breads, croissants and custom cakes baked fresh every morning since 2009. Open Tuesday to Sunday 7am-3pm.',
    services: [],
    faqs: [
      { question: 'Do you make custom cakes?', answer: 'Yes, order a week ahead.' },
      { question: 'Do you make custom cakes?', answer: 'Yes.' },
      { question: 'Do you deliver to the moon?' },
    ],
    testimonials: [
      { quote: 'The best sourdough in Boise, hands down and every single time.', source: 'existing_site' },
      { quote: 'Croissants as good as anything I had in Paris last summer.', author: 'Lee M.', source: 'google' },
    ],
    photos: [],
    brand_colors: [],
    business_category: 'restaurant',
    content_plan: { home: { plan: { competitiveAdvantages: ['2 customer testimonials'] } } },
  },
  business: { name: 'Crumb Bakery', phone: '+12085550123', address: '5 Main St, Boise, ID 83702', licenses: [] },
  businessDescription:
    'Sourdough breads, croissants and custom cakes baked fresh every morning since 2009. Open Tuesday to Sunday 7am-3pm.',
};

const plumber: ResearchInput = {
  ...bakery,
  research: {
    ...bakery.research,
    business_description: 'Family plumbers. We fix leaks and clear drains.',
    business_category: 'service',
    testimonials: [],
    faqs: [],
  },
  business: { name: 'Ace Plumbing', phone: '+17065550101', address: '1 Oak St, Athens, GA 30601', licenses: [] },
  businessDescription: 'Family plumbers. We fix leaks and clear drains.',
};

/** Every visible string of a page's sections, one entry per field. */
function strings(doc: SiteDocument, slug: string): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key = '') => {
    if (typeof v === 'string') {
      if (!/^(id|type|layout|src|icon|page|kind|slug)$/.test(key)) out.push(v);
    } else if (Array.isArray(v)) v.forEach((x) => walk(x, key));
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(doc.pages.find((p) => p.slug === slug)!.sections);
  return out;
}
const sentencesOf = (t: string) => t.split(/(?<=[.!?])\s+/).filter((s) => s.length > 25);

describe('the deterministic writer', () => {
  const doc = writeDocumentDeterministic(bakery);

  it("parses facts in the caller's own words: hours, the year, products", () => {
    expect(parseCallerFacts(bakery.businessDescription)).toEqual({
      hours: {
        Tuesday: '7am-3pm',
        Wednesday: '7am-3pm',
        Thursday: '7am-3pm',
        Friday: '7am-3pm',
        Saturday: '7am-3pm',
        Sunday: '7am-3pm',
      },
      foundedYear: '2009',
      services: ['Sourdough breads', 'Croissants', 'Custom cakes'],
      areas: [],
    });
    expect(doc.business.hours.map((h) => h.day)).toEqual([
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(doc.pages[0]!.sections.some((s) => s.type === 'hours')).toBe(true);
    const offered = doc.pages
      .find((p) => p.slug === 'services')!
      .sections.flatMap((s) => (s.type === 'services' ? s.items.map((i) => i.name) : []));
    expect(offered).toEqual(['Sourdough breads', 'Croissants', 'Custom cakes']);
  });

  it('writes copy that fits the trade: a bakery does not read like a restaurant, a plumber reads differently', () => {
    const all = JSON.stringify(doc);
    expect(all).not.toMatch(/Come hungry|good meal together|settle in/i);
    expect(doc.pages[0]!.sections[0]!.type === 'hero' && doc.pages[0]!.sections[0]!.heading).toMatch(/baking/i);
    const p = writeDocumentDeterministic(plumber);
    const hero = p.pages[0]!.sections[0]!;
    expect(hero.type === 'hero' && hero.heading).toMatch(/plumbing/i);
    expect(JSON.stringify(p)).not.toMatch(/fresh today|baking/i);
  });

  it('repeats no sentence on a page and uses the description at most once per page', () => {
    for (const page of doc.pages) {
      const seen = new Map<string, number>();
      for (const s of strings(doc, page.slug).flatMap(sentencesOf)) seen.set(s, (seen.get(s) ?? 0) + 1);
      const repeated = [...seen].filter(([, n]) => n > 1).map(([s]) => s);
      expect({ page: page.slug, repeated }).toEqual({ page: page.slug, repeated: [] });
      const lead = 'Sourdough breads, croissants and custom cakes baked fresh every morning since 2009.';
      expect(strings(doc, page.slug).filter((t) => t.includes(lead)).length).toBeLessThanOrEqual(1);
    }
  });

  it('asks each FAQ once and only when it can answer it; no filler claims from counts', () => {
    const faqs = doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'faq' ? s.items : [])));
    const questions = doc.pages
      .find((p) => p.slug === 'services')!
      .sections.flatMap((s) => (s.type === 'faq' ? s.items.map((q) => q.question) : []));
    expect(new Set(questions).size).toBe(questions.length);
    expect(questions.filter((q) => q === 'Do you make custom cakes?')).toHaveLength(1);
    expect(faqs.some((q) => /moon/.test(q.question))).toBe(false);
    expect(JSON.stringify(doc)).not.toMatch(/customer testimonials|is part of how we work/);
  });

  it('credits testimonials only to public sources and shows the phone nationally with an E.164 tel: link', async () => {
    const items = doc.pages[0]!.sections.flatMap((s) => (s.type === 'testimonials' ? s.items : []));
    expect(items.map((t) => t.source)).toEqual([undefined, 'Google review']);
    expect(doc.business.phone).toBe('(208) 555-0123');
    const { files } = await renderDoc(doc);
    const html = [...files].filter(([n]) => n.endsWith('.html')).map(([, b]) => b.toString('utf8'));
    expect(html.join('')).not.toMatch(/existing_site|\+12085550123</);
    expect(html[0]).toContain('href="tel:+12085550123"');
    expect(html[0]).toContain('(208) 555-0123');
    // one URL per page: home links are ./, never index.html
    const hrefs = html.flatMap((h) =>
      [...h.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]!).filter((u) => !/^(https?:|tel:|mailto:|#)/.test(u)),
    );
    expect(hrefs).toContain('./');
    expect(hrefs.filter((u) => /index\.html/.test(u))).toEqual([]);
    expect(parse(html[0]!)).toBeTruthy();
  });
});

describe("phones dialled in the business's country", () => {
  // A German bakery: research has the number in E.164, the address names no country (as most imprints write it).
  const german: ResearchInput = {
    ...bakery,
    business: {
      name: 'Bäckerei Friedrich',
      phone: '+496161912106',
      address: 'Waldstraße 21, 64331 Weiterstadt',
      licenses: [],
    },
  };

  it('shows the national form and links the number in E.164 with its own country code, in the page and JSON-LD', async () => {
    const doc = writeDocumentDeterministic(german);
    expect(doc.business.country).toBe('DE');
    expect(doc.business.phone).toBe('06161 912106');
    const { files } = await renderDoc(doc);
    const html = [...files].filter(([n]) => n.endsWith('.html')).map(([, b]) => b.toString('utf8'));
    const tels = new Set(html.flatMap((h) => [...h.matchAll(/href="(tel:[^"]*)"/g)].map((m) => m[1])));
    expect([...tels]).toEqual(['tel:+496161912106']);
    expect(html[0]).toContain('"telephone":"+496161912106"');
  });

  it('reads the country from the address for a document written before it was recorded', async () => {
    const doc = writeDocumentDeterministic({
      ...german,
      business: { ...german.business, phone: '06161 912106', address: 'Waldstraße 21, 64331 Weiterstadt, Germany' },
    });
    delete (doc.business as { country?: string }).country;
    const { files } = await renderDoc(doc);
    expect(files.get('index.html')!.toString('utf8')).toContain('href="tel:+496161912106"');
  });
});

describe('social profiles', () => {
  const withSocial: ResearchInput = {
    ...plumber,
    research: {
      ...plumber.research,
      facts: [
        {
          id: 'f1',
          field: 'social',
          value: 'https://www.instagram.com/crumbboise',
          source: 'website:https://c.example/',
        },
        { id: 'f2', field: 'social', value: 'https://www.facebook.com/sharer/sharer.php', source: 'website:x' },
        { id: 'f3', field: 'social', value: 'https://www.instagram.com/someone-else', source: 'website:x' },
        { id: 'f4', field: 'social', value: 'https://maps.google.com/?cid=42', source: 'places' },
      ],
    },
  };

  it('become the document field (profiles only, one per network) and footer links with accessible names', async () => {
    const doc = writeDocumentDeterministic(withSocial);
    expect(doc.business.social).toEqual([
      { network: 'instagram', url: 'https://www.instagram.com/crumbboise' },
      { network: 'google', url: 'https://maps.google.com/?cid=42' },
    ]);
    const { files } = await renderDoc(doc);
    const home = files.get('index.html')!.toString('utf8');
    const footer = home.slice(home.indexOf('<footer'));
    expect(footer).toContain(
      '<a href="https://www.instagram.com/crumbboise" rel="me noopener"><span class="visually-hidden">Ace Plumbing on </span>Instagram</a>',
    );
    expect(footer).toContain('<span class="visually-hidden">Ace Plumbing on </span>Google</a>');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(home)![1]!) as {
      sameAs?: string[];
    };
    expect(ld.sameAs).toEqual(expect.arrayContaining(['https://www.instagram.com/crumbboise']));
    // no links: no list
    const none = await renderDoc(writeDocumentDeterministic(plumber));
    expect(none.files.get('index.html')!.toString('utf8')).not.toContain('class="footer__social"');
  });
});

it('keeps a price-list line under its group with its name and price as written, and no invented words', () => {
  const salon: ResearchInput = {
    ...plumber,
    business: { ...plumber.business, name: 'Carter Hair', type: 'hair salon' },
    research: {
      ...plumber.research,
      business_description: 'Hair salon in New York.',
      services: [
        { name: 'Haircut: Women', price: '$100' },
        { name: 'Styling: Blowout', price: '$45 &up' },
      ],
    },
  };
  const doc = writeDocumentDeterministic(salon);
  const items = doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'services' ? s.items : [])));
  const women = items.find((i) => i.name === 'Haircut: Women')!;
  expect(women.price).toBe('$100');
  // The source says nothing about it: no description of ours.
  expect(women.description).toBeUndefined();
  expect(items.find((i) => i.name === 'Styling: Blowout')!.price).toBe('$45 &up');
  expect(JSON.stringify(doc.pages)).not.toMatch(/haircut: Women/);
});
