// The operations the revision agent added for renames, service changes and a new address: each changes
// what it names, keeps the document valid, and refuses what would break it.
import { renamePage, setAddress, updateService, DocumentOperationError, type SiteDocument } from '../src';
import { renderDoc, sampleDocument } from './helpers';

jest.setTimeout(120_000);

let doc: SiteDocument;
beforeAll(async () => {
  doc = (await sampleDocument('plumber')).doc;
});
const items = (d: SiteDocument, name: string) =>
  d.pages.flatMap((p) =>
    p.sections.flatMap((s) => (s.type === 'services' ? s.items.filter((i) => i.name === name) : [])),
  );

it('renames a page in the navigation, its header and title, keeping its address', async () => {
  const about = doc.pages.find((p) => p.kind === 'about')!;
  const next = renamePage(doc, 'about', 'Our Story');
  const page = next.pages.find((p) => p.kind === 'about')!;
  expect(page).toMatchObject({ slug: 'about', navLabel: 'Our Story' });
  expect(page.seo.title).toBe(about.seo.title.split(about.navLabel).join('Our Story'));
  const html = (await renderDoc(next)).files.get('index.html')!.toString();
  expect(html).toMatch(/href="about\.html"[^>]*>Our Story</);
  expect(() => renamePage(doc, 'nope', 'X')).toThrow(DocumentOperationError);
  expect(() => renamePage(doc, 'about', 'x'.repeat(31))).toThrow(/invalid/);
});

it('renames a service and changes its price everywhere it is listed; a taken name is refused', () => {
  const listed = items(doc, 'Drain cleaning').length;
  expect(listed).toBeGreaterThan(1); // home and services pages
  const renamed = updateService(doc, 'drain cleaning', { name: 'Drain & Sewer Cleaning', price: '$129' });
  expect(items(renamed, 'Drain cleaning')).toHaveLength(0);
  expect(items(renamed, 'Drain & Sewer Cleaning').map((i) => i.price)).toEqual(Array(listed).fill('$129'));
  const unpriced = updateService(renamed, 'Drain & Sewer Cleaning', { price: '' });
  expect(items(unpriced, 'Drain & Sewer Cleaning').every((i) => i.price === undefined)).toBe(true);
  expect(() => updateService(doc, 'Drain cleaning', { name: 'Sump pump service' })).toThrow(/already exists/);
  expect(() => updateService(doc, 'Roofing', { price: '$1' })).toThrow(/no service/);
});

it('changes the address with its parts, rewrites copies of the old one and drops the old map position', () => {
  const old = doc.business.address!.formatted;
  const withCopy = {
    ...doc,
    pages: doc.pages.map((p, i) =>
      i === 0
        ? { ...p, sections: p.sections.map((s, j) => (j === 0 ? { ...s, subheading: `Visit us at ${old}.` } : s)) }
        : p,
    ),
  } as SiteDocument;
  const change = setAddress(withCopy, '22 Oak Avenue, Springfield, IL 62704');
  expect(change.document.business.address).toEqual({
    formatted: '22 Oak Avenue, Springfield, IL 62704',
    street: '22 Oak Avenue',
    locality: 'Springfield',
    region: 'IL',
    postalCode: '62704',
  });
  expect(change.document.business.geo).toBeUndefined();
  expect(change.replacements).toBe(JSON.stringify(withCopy.pages).split(old).length - 1);
  expect(change.replacements).toBeGreaterThan(0);
  expect(JSON.stringify(change.document.pages)).not.toContain(old);
  // Removing it takes the map sections and map links with it (the document stays valid).
  const removed = setAddress(doc, null).document;
  expect(removed.business.address).toBeUndefined();
  expect(removed.pages.flatMap((p) => p.sections).some((s) => s.type === 'location')).toBe(false);
  expect(setAddress(doc, old).noop).toBe(true);
});
