import { createBrowserPool, type BrowserPool } from '@sgs/visual-review';
import { looksClientRendered } from '../src/client-rendered';
import { createPageRenderer } from '../src/render';
import { scrapeWebsite } from '../src/scrape';
import { startFakeWebsite } from './fake-website';

// A page of its own (a header, an intro of several paragraphs, a footer) whose menu is an empty list that its
// script fills from a JSON file, as small sites built by hand often do: read as served it has no dish at all.
const INTRO = 'Seit 1987 backen wir in Brensbach jeden Morgen frisch, mit Mehl aus der Region. '.repeat(12);
const PAGE = (
  menu: string,
) => `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Café Linde</title></head>
<body><header><nav><a href="/">Start</a> <a href="/kontakt.html">Kontakt</a>
<div class="menu-toggle"></div></nav></header>
<main><h1>Café Linde</h1><p>${INTRO}</p><h2>Speisekarte</h2>${menu}</main>
<footer><p>Café Linde · Waldstr. 21 · 64395 Brensbach · Tel. 06161 912106</p></footer>
<script src="/js/speisekarte.js"></script></body></html>`;
const SCRIPT = `fetch('/data/speisekarte.json').then((r) => r.json()).then((items) => {
  document.getElementById('speisekarte').innerHTML = items
    .map((i) => '<li><span class="name">' + i.name + '</span> <span class="price">' + i.price + '</span></li>').join('');
});`;
const DISHES = [
  { name: 'Apfelstrudel mit Vanillesoße', price: '4,80 €' },
  { name: 'Käsekuchen', price: '3,90 €' },
  { name: 'Bienenstich', price: '3,60 €' },
];

describe('a page whose content its script fills', () => {
  it('is rendered when a container named for its content is empty, not for an empty navigation toggle', () => {
    expect(looksClientRendered(PAGE('<ul id="speisekarte"></ul>'))).toBe(true);
    expect(looksClientRendered(PAGE('<ul id="speisekarte"><li>Käsekuchen 3,90 €</li></ul>'))).toBe(false);
    // the same page with no empty container of its content: a toggle and a slider left for script are furniture
    expect(looksClientRendered(PAGE('<div class="main-menu"></div><div class="slider"></div>'))).toBe(false);
  });

  describe('served on 127.0.0.1', () => {
    let pool: BrowserPool;
    beforeAll(() => {
      pool = createBrowserPool({ concurrency: 1 });
    });
    afterAll(() => pool.close());

    it('reads the dishes the script writes, as a reader sees them', async () => {
      const site = await startFakeWebsite({
        '/': ['text/html; charset=utf-8', PAGE('<ul id="speisekarte"></ul>')],
        '/js/speisekarte.js': ['text/javascript', SCRIPT],
        '/data/speisekarte.json': ['application/json', JSON.stringify(DISHES)],
      });
      try {
        const render = createPageRenderer(pool, { allowLoopback: true });
        const scraped = await scrapeWebsite(`${site.base}/`, { allowLoopback: true, render });
        expect(scraped?.rendered).toEqual([`${site.base}/`]);
        const page = scraped!.pages[0]!.text;
        for (const d of DISHES) expect(page).toContain(`${d.name} ${d.price}`);
      } finally {
        await site.close();
      }
    }, 60_000);
  });
});
