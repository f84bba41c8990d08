// Menus, price lists and product ranges as the business lists them: headings with their items, prices as
// written, on the page the trade gives them, and in JSON-LD. Items are those of real websites in
// ../shared/sites as research reads them (each checked against the markup it comes from).
import fs from 'node:fs';
import path from 'node:path';
import { checkRenderedSite } from '../src/check/check-site';
import { readPrice } from '../src/render/catalog-jsonld';
import { writeDocumentDeterministic, type ResearchInput, type SiteDocument } from '../src';
import { htmlFiles, renderDoc } from './helpers';
import { itWithSharedSites, sharedSite } from '../../../test/helpers/shared-sites';

type Item = { name: string; price?: string; description?: string; category?: string };

const GOURMET_HAVEN: Item[] = (
  [
    ['Starters', 'Truffle Arancini', 'UGX 60,000', 'Crispy risotto balls with black truffle and mozzarella'],
    ['Starters', 'Seared Scallops', 'UGX 90,000', 'With cauliflower puree and crispy pancetta'],
    ['Starters', 'Foie Gras Terrine', 'UGX 105,000', 'With brioche toast and fig compote'],
    ['Main Courses', 'Wagyu Ribeye', 'UGX 320,000', '300g A5 grade with truffle mashed potatoes'],
    ['Main Courses', 'Lobster Linguine', 'UGX 170,000', 'Fresh Maine lobster with house-made pasta'],
    ['Main Courses', 'Duck Breast', 'UGX 145,000', 'With cherry sauce and roasted vegetables'],
    ['Desserts', 'Crème Brûlée', 'UGX 45,000', 'Classic vanilla bean with seasonal berries'],
    ['Desserts', 'Chocolate Soufflé', 'UGX 52,000', 'Warm chocolate with vanilla ice cream'],
    ['Desserts', 'Apple Tarte Tatin', 'UGX 48,000', 'With caramel sauce and crème fraîche'],
  ] as const
).map(([category, name, price, description]) => ({ category, name, price, description }));

const REAL_TOUCH: Item[] = (
  [
    ['Nails', 'Classic Manicure', 'R180'],
    ['Nails', 'Gel Overlay', 'R280'],
    ['Nails', 'Acrylic Full Set', 'R420'],
    ['Nails', 'Classic Pedicure', 'R250'],
    ['Nail Extras', 'Soak Off Gel', 'R60'],
    ['Nail Extras', 'Soak Off Acrylic/Poly', 'R80'],
    ['Nail Extras', 'Nail Repair', 'R10'],
    ['Lashes', 'Classic Full Set', 'R450'],
    ['Lashes', 'Hybrid Full Set', 'R550'],
    ['Lashes', 'Volume Full Set', 'R650'],
    ['Lashes', 'Two-Week Fill', 'R300'],
    ['Massage', 'Back, Neck & Shoulder', 'R300'],
    ['Massage', 'Full Body Massage', 'R500'],
    ['Massage', 'Deep Tissue Massage', 'R580'],
    ['Massage', 'Hot Stone Massage', 'R700'],
    ['Hair', 'Wash & Blow', 'From R250'],
    ['Hair', "Ladies' Cut & Style", 'From R350'],
    ['Hair', 'Colour Application', 'From R650'],
    ['Hair', 'Deep Conditioning Treatment', 'R280'],
    ['Waxing', 'Eyebrow Wax', 'R90'],
    ['Waxing', 'Underarm Wax', 'R130'],
    ['Waxing', 'Half Leg Wax', 'R220'],
    ['Waxing', 'Full Leg Wax', 'R350'],
    ['Facial Treatments', 'Express Facial', 'R280'],
    ['Facial Treatments', 'Classic Facial', 'R450'],
    ['Facial Treatments', 'Deep-Cleansing Facial', 'R520'],
    ['Facial Treatments', 'Hydrating Glow Facial', 'R550'],
  ] as const
).map(([category, name, price]) => ({ category, name, price }));

const markupText = (site: string, file: string) =>
  fs
    .readFileSync(path.join(sharedSite(site), file), 'utf8')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&rsquo;/g, "'")
    .replace(/\s+/g, ' ');

function input(name: string, type: string, category: string, services: Item[], extra = {}): ResearchInput {
  return {
    business: { name, type, phone: '+27688733966', address: '42 Twickenham Avenue, Auckland Park, Johannesburg' },
    research: { business_category: category as 'restaurant', services, ...extra },
  } as ResearchInput;
}

const sectionsOf = (doc: SiteDocument, type: string) =>
  doc.pages.flatMap((p) => p.sections.filter((s) => s.type === type).map((s) => ({ page: p.slug, s })));

async function jsonLd(doc: SiteDocument): Promise<Record<string, unknown>> {
  const out = await renderDoc(doc);
  const html = out.files.get('index.html')!.toString();
  const script = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const data = JSON.parse(script) as Record<string, unknown> | Record<string, unknown>[];
  return (Array.isArray(data) ? data : (((data as { '@graph'?: unknown[] })['@graph'] ?? [data]) as never[])).find(
    (n: Record<string, unknown>) => n.hasMenu || n.hasOfferCatalog || n.telephone,
  )!;
}

describe('a menu', () => {
  itWithSharedSites('keeps the source items as written (checked against the real markup)', () => {
    const text = markupText('gourmet-haven', 'menu.html');
    for (const i of GOURMET_HAVEN)
      for (const v of [i.category, i.name, i.price, i.description]) expect(text).toContain(v);
    const prices = markupText('real-touch-studio', 'pricelist.html');
    for (const i of REAL_TOUCH) for (const v of [i.category, i.name, i.price]) expect(prices).toContain(v);
  });

  it('is grouped under its headings on its own Menu page, with every price as written and no invented description', () => {
    const tasting = ['Amuse-bouche', 'Fish Course'].map((name) => ({ name }));
    const doc = writeDocumentDeterministic(
      input('Gourmet Haven', 'restaurant', 'restaurant', [...GOURMET_HAVEN, ...tasting]),
    );
    const page = doc.pages.find((p) => p.slug === 'menu')!;
    expect(page.navLabel).toBe('Menu');
    const menu = page.sections.find((s) => s.type === 'menu')!;
    if (menu.type !== 'menu') throw new Error('no menu');
    expect(menu.catalog).toBe('menu');
    expect(menu.groups.map((g) => g.name)).toEqual(['Starters', 'Main Courses', 'Desserts']);
    expect(menu.groups.flatMap((g) => g.items)).toEqual(
      GOURMET_HAVEN.map(({ name, price, description }) => ({ name, price, description })),
    );
    // Courses the source lists without a word of their own get none of ours.
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/Ask us about (amuse|fish)/i);
  });

  it('is a schema.org Menu of MenuSections and MenuItems with offers', async () => {
    const doc = writeDocumentDeterministic(input('Gourmet Haven', 'restaurant', 'restaurant', GOURMET_HAVEN));
    const node = await jsonLd(doc);
    const menu = node.hasMenu as { '@type': string; hasMenuSection: { name: string; hasMenuItem: unknown[] }[] };
    expect(menu['@type']).toBe('Menu');
    expect(menu.hasMenuSection.map((s) => s.name)).toEqual(['Starters', 'Main Courses', 'Desserts']);
    expect(menu.hasMenuSection[0]!.hasMenuItem[0]).toEqual({
      '@type': 'MenuItem',
      name: 'Truffle Arancini',
      description: 'Crispy risotto balls with black truffle and mozzarella',
      offers: { '@type': 'Offer', price: '60000', priceCurrency: 'UGX' },
    });
    expect(node.hasOfferCatalog).toBeUndefined();
  });

  it('of 120 items stays compact rows with a heading index, and the site passes the static checks', async () => {
    const big: Item[] = Array.from({ length: 120 }, (_, i) => ({
      category: `Section ${String.fromCharCode(65 + (i % 8))}`,
      name: `Dish number ${i + 1} with a rather long name to wrap`,
      price: `$${(i % 30) + 5}.50`,
    }));
    const doc = writeDocumentDeterministic(input('Long Menu Diner', 'restaurant', 'restaurant', big));
    const out = await renderDoc(doc);
    const html = out.files.get('menu.html')!.toString();
    expect(html.match(/class="menu__row"/g)).toHaveLength(120);
    expect(html).not.toContain('class="card service"');
    expect(html.match(/<nav class="menu__index"[\s\S]*?<\/nav>/)![0].match(/<a /g)).toHaveLength(8);
    expect(checkRenderedSite(out.files)).toEqual([]);
    expect(htmlFiles(out.files).length).toBeGreaterThanOrEqual(4);
  });
});

describe('a price list', () => {
  it('is on a Prices page grouped by heading; a heading read as an item is never an item', async () => {
    const heading = { name: 'Nail Extras' };
    const doc = writeDocumentDeterministic(
      input('Real Touch Studio', 'beauty salon', 'service', [
        ...REAL_TOUCH.slice(0, 4),
        heading,
        ...REAL_TOUCH.slice(4),
      ]),
    );
    const page = doc.pages.find((p) => p.navLabel === 'Prices')!;
    expect(page.slug).toBe('prices');
    const list = sectionsOf(doc, 'menu').find((x) => x.page === 'prices')!.s;
    if (list.type !== 'menu') throw new Error('no list');
    expect(list.catalog).toBe('price-list');
    expect(list.groups.map((g) => g.name)).toEqual([
      'Nails',
      'Nail Extras',
      'Lashes',
      'Massage',
      'Hair',
      'Waxing',
      'Facial Treatments',
    ]);
    expect(list.groups.flatMap((g) => g.items.map((i) => i.price))).toEqual(REAL_TOUCH.map((i) => i.price));
    // Never one card per price, anywhere on the site.
    const cards = sectionsOf(doc, 'services').flatMap(({ s }) => (s.type === 'services' ? s.items : []));
    expect(cards.map((c) => c.name)).not.toContain('Nail Extras');
    expect(cards.length).toBeLessThanOrEqual(6);

    const node = await jsonLd(doc);
    const catalog = node.hasOfferCatalog as { itemListElement: { name: string; itemListElement: unknown[] }[] };
    expect(catalog.itemListElement.map((g) => g.name)).toHaveLength(7);
    expect(catalog.itemListElement[0]!.itemListElement[0]).toEqual({
      '@type': 'Offer',
      price: '180',
      priceCurrency: 'ZAR',
      itemOffered: { '@type': 'Service', name: 'Classic Manicure' },
    });
    expect(node.hasMenu).toBeUndefined();
  });
});

describe('prices as written', () => {
  it.each([
    ['UGX 105,000', { low: '105000', currency: 'UGX' }],
    ['12,50 €', { low: '12.50', currency: 'EUR' }],
    ['£1,200', { low: '1200', currency: 'GBP' }],
    ['$25–30', { low: '25', high: '30', currency: 'USD' }],
    ['From R250', { low: '250', currency: 'ZAR' }],
    // a Japanese salon's price list: ranges with a wave dash, the yen before or after the amount
    ['¥8,400 ~ 10,500', { low: '8400', high: '10500', currency: 'JPY' }],
    ['8.400〜10.500円', { low: '8400', high: '10500', currency: 'JPY' }],
    ['￥3,500', { low: '3500', currency: 'JPY' }],
    ['ab 25,- €', { low: '25', currency: 'EUR' }],
    // several prices of one item under their labels (a French salon's hair lengths): the lowest and the highest
    ['Court 15€ / Mi-long 20€ / Long 25€', { low: '15', high: '25', currency: 'EUR' }],
    ['cheveux courts: 19,50€ / cheveux longs: 23€', { low: '19.50', high: '23', currency: 'EUR' }],
    ['3,600円（税込）', { low: '3600', currency: 'JPY' }],
    // the currency in words, as practices write it
    ['60 euros', { low: '60', currency: 'EUR' }],
    ['1,50 Euro', { low: '1.50', currency: 'EUR' }],
  ])('%s', (written, read) => expect(readPrice(written, undefined)).toEqual(read));

  it('is no offer when the amount or currency is unclear', () => {
    expect(readPrice('Market price', undefined)).toBeUndefined();
    expect(readPrice('25', undefined)).toBeUndefined();
  });
});
