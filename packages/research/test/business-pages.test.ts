// The pages a business has, built from its own website (real markup from ../shared/sites): every branch of a
// bakery on a Locations page with one JSON-LD entry each, a restaurant's reservations line as its own page.
import fs from 'node:fs';
import { renderSiteWithReport, writeDocumentDeterministic, type ResearchInput, type SiteDocument } from '@sgs/site-kit';
import { extractChannels, extractLocations } from '../src/branches';
import { parseHtml } from '../src/html';
import { extractTeam } from '../src/showcase';
import { SHARED_SITES, sharedSite } from '../../../test/helpers/shared-sites';

// Where the shared sites are absent the cases below are skipped (their bodies still run to collect them).
const page = (site: string, file: string) =>
  parseHtml(SHARED_SITES ? fs.readFileSync(`${sharedSite(site)}/${file}`, 'utf8') : '');
const describeWithSharedSites = SHARED_SITES ? describe : describe.skip;
const OPTIONS = { baseUrl: 'https://shop.sites.example', siteId: 'x', formEndpoint: 'https://api.example/form' };

async function render(doc: SiteDocument) {
  const { files } = await renderSiteWithReport(doc, new Map(), OPTIONS);
  const html = (name: string) => files.get(name)?.toString('utf8') ?? '';
  const jsonLd = (name: string) =>
    [...html(name).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
  return { files, html, jsonLd };
}

describeWithSharedSites('a Locations page', () => {
  const locations = extractLocations(page('baeckerei-friedrich', 'filialen.html'), { country: 'DE', lang: 'de' });
  const input = (found: typeof locations): ResearchInput => ({
    business: {
      name: 'Bäckerei Friedrich',
      type: 'bakery',
      address: 'Waldstr. 21, 64395 Brensbach',
      phone: '+49 6161 558',
    },
    research: { business_category: 'retail', locations: found },
    language: 'de',
  });

  it('lists every branch with its address, phone, hours and map link, and one JSON-LD entry each', async () => {
    expect(locations.length).toBeGreaterThanOrEqual(6);
    const doc = writeDocumentDeterministic(input(locations));
    const locationsPage = doc.pages.find((p) => p.kind === 'locations')!;
    expect(locationsPage.navLabel).toBe('Standorte');
    expect(locationsPage.seo.title).toMatch(/^Standorte \| Bäckerei Friedrich, Bäckerei in Brensbach$/);
    const { html, jsonLd, files } = await render(doc);
    const out = html('locations.html').match(/<main.*<\/main>/s)![0];
    for (const l of locations) {
      expect(out).toContain(`<h3>${l.name}</h3>`);
      expect(out).toContain(l.address!.replace(/&/g, '&amp;'));
    }
    expect(out.match(/href="https:\/\/www\.google\.com\/maps[^"]*"/g)?.length).toBe(locations.length);
    expect(out.match(/href="tel:/g)?.length).toBeGreaterThanOrEqual(locations.length);
    expect(out).toContain('05:15');
    const business = jsonLd('index.html').find((d) => d['@id'])!;
    const departments = business.department as Record<string, unknown>[];
    expect(departments.map((d) => d.name)).toEqual(locations.map((l) => l.name));
    expect(departments[0]).toMatchObject({
      '@type': business['@type'],
      address: { name: locations[0]!.address },
      openingHoursSpecification: expect.arrayContaining([expect.objectContaining({ opens: '05:15', closes: '18:30' })]),
    });
    // Navigation and sitemap follow the page.
    expect(html('index.html')).toContain('href="locations.html"');
    expect(files.get('sitemap.xml')!.toString()).toContain('/locations.html');
  });

  it('exists only with two branches or more', () => {
    expect(writeDocumentDeterministic(input(locations.slice(0, 1))).pages.some((p) => p.kind === 'locations')).toBe(
      false,
    );
  });
});

describeWithSharedSites('a Reservations page', () => {
  const channels = extractChannels(
    ['index.html', 'reservations.html', 'contact.html'].map((f) => ({
      url: `https://gourmet-haven.example/${f}`,
      doc: page('gourmet-haven', f),
    })),
    'US',
  );
  const input = (found: typeof channels): ResearchInput => ({
    business: {
      name: 'Gourmet Haven',
      type: 'restaurant',
      address: '1 Main St, Austin, TX 78701',
      phone: '(555) 123-4567',
    },
    research: { business_category: 'restaurant', channels: found },
  });

  it("leads with the restaurant's own reservations line", async () => {
    const doc = writeDocumentDeterministic(input(channels));
    const reservations = doc.pages.find((p) => p.kind === 'reservations')!;
    expect(reservations.slug).toBe('reservations');
    expect(reservations.seo.title).toBe('Reservations | Gourmet Haven, restaurant in Austin');
    const book = reservations.sections.find((s) => s.type === 'cta');
    expect(book).toMatchObject({ primary: { label: 'Phone Reservations', target: { kind: 'tel' } } });
    const { html } = await render(doc);
    const main = html('reservations.html').match(/<main.*<\/main>/s)![0];
    expect(main).toMatch(/<a class="btn" href="tel:\+15551234567">.*<span>Phone Reservations<\/span><\/a>/);
    expect(main.match(/href="tel:/g)).toHaveLength(1);
    expect(html('contact.html')).toContain('href="reservations.html"');
  });

  it('is not made without a reservations or booking channel', () => {
    const doc = writeDocumentDeterministic(input(channels.filter((c) => c.kind !== 'reservations')));
    expect(doc.pages.some((p) => p.kind === 'reservations')).toBe(false);
  });
});

describeWithSharedSites('a Team page', () => {
  const team = extractTeam(page('gourmet-haven', 'about.html'), 'https://gourmet-haven.example/about.html').map(
    ({ photo_url: _photo, ...m }) => m,
  );
  const input = (members: typeof team): ResearchInput => ({
    business: { name: 'Gourmet Haven', type: 'restaurant', address: '1 Main St, Austin, TX 78701' },
    research: { business_category: 'restaurant' },
    showcase: { team: members, classes: [], before_after: [] },
  });

  it('shows the people the source names with their roles on their own page', async () => {
    expect(team.filter((m) => m.role)).toHaveLength(3);
    const doc = writeDocumentDeterministic(input(team));
    const teamPage = doc.pages.find((p) => p.kind === 'team')!;
    expect(teamPage.seo.title).toBe('Team | Gourmet Haven, restaurant in Austin');
    const { html } = await render(doc);
    for (const m of team)
      expect(html('team.html')).toContain(`<h3>${m.name}</h3><p class="person__role">${m.role}</p>`);
    expect(html('about.html').match(/<main.*<\/main>/s)![0]).not.toContain('person__role');
  });

  it('keeps a single named person on the About page', () => {
    const doc = writeDocumentDeterministic(input(team.slice(0, 1)));
    expect(doc.pages.some((p) => p.kind === 'team')).toBe(false);
    expect(doc.pages.find((p) => p.kind === 'about')!.sections.some((s) => s.type === 'team')).toBe(true);
  });
});

describe('page titles', () => {
  it('name the page first, then the business, what it is and where, on every page', () => {
    const doc = writeDocumentDeterministic({
      business: { name: 'Gourmet Haven', type: 'restaurant', address: '1 Main St, Austin, TX 78701' },
      research: {
        business_category: 'restaurant',
        services: [
          { name: 'Burrata', price: '$14', category: 'Starters' },
          { name: 'Halibut', price: '$34', category: 'Mains' },
          { name: 'Ribeye', price: '$42', category: 'Mains' },
        ],
      },
    });
    const titles = Object.fromEntries(doc.pages.map((p) => [p.kind, p.seo.title]));
    expect(titles.home).toBe('Gourmet Haven | Restaurant in Austin');
    for (const p of doc.pages.filter((x) => x.kind !== 'home'))
      expect(p.seo.title).toBe(`${p.navLabel} | Gourmet Haven, restaurant in Austin`);
  });
});
