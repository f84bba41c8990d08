// An offering's own pages, read with the rest of the site: each page's title names its offering again with the word
// for services and the town ("Drain Cleaning Services San Diego"), and its sections ("Frequently Asked Questions",
// "Areas We Serve", "Drain Cleaning Results") are the page's, never offerings of their own.
import path from 'node:path';
import { createBrowserPool, type BrowserPool } from '@sgs/visual-review';
import { restatesOffering } from '../src/content';
import { createPageRenderer } from '../src/render';
import { scrapeWebsite } from '../src/scrape';
import { serveDir } from '../../../scripts/lib/serve-dir';

const CORPUS = path.resolve(__dirname, '../../../test/research-corpus');

describe("an offering's own page", () => {
  let pool: BrowserPool;
  beforeAll(() => {
    pool = createBrowserPool({ concurrency: 1 });
  });
  afterAll(async () => {
    await pool.close();
  });

  it('adds neither its title nor its sections to the offerings', async () => {
    // a San Diego plumber's client-rendered site (test/research-corpus/christensen-plumbing, dev half): home page
    // cards, a services page, and a page per service
    const site = await serveDir(path.join(CORPUS, 'christensen-plumbing', 'site'), true);
    try {
      const s = await scrapeWebsite(`${site.base}/`, {
        allowLoopback: true,
        businessName: 'Christensen Plumbing Co.',
        location: 'San Diego, United States',
        render: createPageRenderer(pool, { allowLoopback: true }),
      });
      const names = s!.services.map((x) => x.name);
      expect(names).toEqual(
        expect.arrayContaining([
          'Emergency Plumbing',
          'Drain Cleaning',
          'Water Heater Services',
          'Pipe Repair & Repiping',
          'Leak Detection',
          'Kitchen Plumbing',
          'Sewer Services',
        ]),
      );
      for (const never of [
        'Emergency Plumbing Services - 24/7 San Diego',
        'Drain Cleaning Services San Diego',
        'Pipe Repair & Repiping Services San Diego',
        'Leak Detection Services San Diego',
        'Frequently Asked Questions',
        'Areas We Serve',
        'Drain Cleaning Results',
        'Pipe Repair & Repiping Results',
      ])
        expect(names).not.toContain(never);
    } finally {
      await site.close();
    }
  }, 120_000);
});

describe('an offering named again', () => {
  it('is the offering when only the word for services, "in", the place or "24/7" is added', () => {
    const place = 'San Diego, United States 1234 Main St, San Diego, CA 92101';
    expect(restatesOffering('Drain Cleaning Services San Diego', 'Drain Cleaning', place)).toBe(true);
    expect(restatesOffering('Emergency Plumbing Services - 24/7 San Diego', 'Emergency Plumbing', place)).toBe(true);
    expect(restatesOffering('Water Heater Services', 'Water Heater', place)).toBe(true);
    expect(restatesOffering('Physiotherapie Leistungen in Köln', 'Physiotherapie', 'Köln, Deutschland')).toBe(true);
  });

  it('is another offering when it says more', () => {
    const place = 'San Diego, United States';
    expect(restatesOffering('Water Heater Installation & Repair San Diego', 'Water Heater', place)).toBe(false);
    expect(restatesOffering('Pizza Margherita', 'Pizza', place)).toBe(false);
    expect(restatesOffering('Haircuts for Kids', 'Haircut', place)).toBe(false);
    expect(restatesOffering('Drain Cleaning', 'Drain Cleaning', place)).toBe(false);
    expect(restatesOffering('Drainage Services', 'Drain', place)).toBe(false);
  });
});

describe("a site's own pages that sell nothing", () => {
  it('are no offerings: its about page, its products heading, its premises', async () => {
    // a bakery's menu (test/research-corpus/panaderia-canizares-totana, dev half): Panadería, Bollería and Repostería
    // have pages of their own beside Conócenos, Productos and Instalaciones
    const site = await serveDir(path.join(CORPUS, 'panaderia-canizares-totana', 'site'));
    try {
      const s = await scrapeWebsite(`${site.base}/`, { allowLoopback: true, location: 'Totana, Spain' });
      const names = s!.services.map((x) => x.name);
      expect(names).toEqual(expect.arrayContaining(['Panadería', 'Bollería', 'Repostería']));
      expect(names.filter((n) => /^(Conócenos|Productos|Instalaciones)$/.test(n))).toEqual([]);
    } finally {
      await site.close();
    }
  });
});
