import fs from 'node:fs';
import path from 'node:path';
import { createBrowserPool, reviewSite, type BrowserPool, type Finding, type ReviewResult } from '../src';
import { cleanSite, page, removeSite, SLOW_MACHINE_MS, writeSite } from './fixtures';

// One real Chromium for the file; each review opens its own contexts in it.
let pool: BrowserPool;
const dirs: string[] = [];
beforeAll(() => {
  pool = createBrowserPool();
});
afterAll(async () => {
  await pool.close();
  dirs.forEach(removeSite);
});
const review = (files: Record<string, string | Buffer>, pages?: string[]) => {
  const dir = writeSite(files);
  dirs.push(dir);
  return reviewSite({ dir, pages, browserPool: pool, timeoutMs: SLOW_MACHINE_MS });
};
const on = (r: ReviewResult, pageName: string, rule: string): Finding[] =>
  r.findings.filter((f) => f.page === pageName && f.rule === rule);

it('finds nothing on a clean, accessible site, at every width', async () => {
  const r = await review(cleanSite(), ['index.html', 'services.html']);
  expect(r).toMatchObject({ findings: [], catastrophic: [], pages: ['index.html', 'services.html'], omitted: 0 });
  expect(r.timings.map((t) => `${t.page}@${t.viewport}`)).toEqual([
    'index.html@mobile',
    'index.html@tablet',
    'index.html@desktop',
    'services.html@mobile',
    'services.html@tablet',
    'services.html@desktop',
  ]);
}, 180_000);

describe('layout problems', () => {
  let r: ReviewResult;
  beforeAll(async () => {
    r = await review(
      cleanSite({
        // 600px wide: wider than a phone (390), narrower than a tablet (768).
        'overflow.html': page({
          main: '<div class="price-table" style="width:600px;background:#eee"><p>Prices</p></div>',
        }),
        // The page cannot scroll (overflow-x hidden), so the shifted banner is cut off instead.
        'cutoff.html': page({
          head: '<style>body{overflow-x:hidden}</style>',
          main: '<p class="banner" style="margin-left:-90px">Free delivery on orders over $30</p>',
        }),
        'overlap.html': page({
          main: '<div style="position:relative"><h2 class="hours">Opening hours today</h2><p class="notice" style="position:absolute;top:0;left:0;margin:0;font-size:24px">Closed on Sundays</p></div>',
        }),
        // Closed <details> (a mobile menu, an FAQ) lay their content out where it would open: it is not shown.
        'details.html': page({
          main:
            '<details class="menu"><summary class="button">Menu</summary><ul><li><a class="button" href="index.html">Home</a></li></ul></details><h2>Our hours</h2><p>Open daily from 7am.</p>' +
            '<details><summary class="button">Do you deliver?</summary><p>Yes, across Tulsa.</p></details><details><summary class="button">Do you cater?</summary><p>We do.</p></details>',
        }),
        'tiny.html': page({
          main: '<p>Call us or <a href="index.html">read more</a> about the bakery.</p><button class="tiny" style="padding:2px 4px;font-size:12px">OK</button>',
        }),
        // An address too long to wrap: its paragraph fits, the text does not.
        'longword.html': page({
          main: '<p class="email">Write to orders.and.custom.birthday.cakes@sunrisebakeryoftulsa.example</p>',
        }),
        'noviewport.html': page().replace('<meta name="viewport" content="width=device-width, initial-scale=1">', ''),
      }),
    );
  }, 180_000);

  it('reports an element wider than the phone screen at mobile width only', () => {
    const found = on(r, 'overflow.html', 'horizontal-overflow');
    expect(found).toEqual([
      expect.objectContaining({ severity: 'error', viewport: 'mobile', selector: '.price-table' }),
    ]);
    expect(found[0]!.description).toBe(
      'On overflow.html at mobile width (390px), the element `.price-table` is 210px wider than the screen, so the page scrolls sideways; ' +
        'make it fit the screen width: remove fixed widths, let rows and long words wrap (overflow-wrap: anywhere), and stack grid or flex items in a single column on small screens.',
    );
  });

  it('reports text too long to wrap, naming its element', () => {
    const found = on(r, 'longword.html', 'horizontal-overflow');
    expect(found).toEqual([expect.objectContaining({ viewport: 'mobile', selector: '.email' })]);
    expect(found[0]!.description).toMatch(
      /the text of `\.email` \("Write to orders\.and.+"\) runs \d+px past the right edge of the screen, so the page scrolls sideways/,
    );
  });

  it('reports content cut off past the screen edge where the page cannot scroll to it', () => {
    const found = on(r, 'cutoff.html', 'content-outside-viewport');
    expect(found.map((f) => f.viewport)).toEqual(['mobile', 'tablet', 'desktop']);
    expect(found[0]).toMatchObject({ selector: '.banner' });
    expect(found[0]!.description).toContain('extends 74px past the left edge of the screen and is cut off');
    expect(on(r, 'cutoff.html', 'horizontal-overflow')).toEqual([]);
  });

  it('reports text drawn over other text', () => {
    const found = on(r, 'overlap.html', 'overlapping-text');
    expect(found.map((f) => f.viewport)).toEqual(['mobile', 'tablet', 'desktop']);
    expect(found[0]!.description).toMatch(
      /the text of `\.(hours|notice)` \(".+"\) is drawn over the text of `\.(notice|hours)`/,
    );
  });

  it('reports a tap target under 44x44px on mobile only, and not an inline link in a sentence', () => {
    const found = on(r, 'tiny.html', 'tap-target-size');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ severity: 'warning', viewport: 'mobile', selector: '.tiny' });
    expect(found[0]!.description).toMatch(
      /the button `\.tiny` \("OK"\) is only \d+x\d+px, smaller than the 44x44px a finger needs/,
    );
  });

  it('reports a page without a viewport meta tag once', () => {
    expect(on(r, 'noviewport.html', 'viewport-meta')).toEqual([
      expect.objectContaining({ viewport: 'mobile', severity: 'error' }),
    ]);
  });

  it('keeps every problem on its own page', () => {
    expect(r.catastrophic).toEqual([]);
    expect(r.findings.filter((f) => ['index.html', 'services.html', 'details.html'].includes(f.page))).toEqual([]);
  });
});

it('with a screenshot directory: each page once at the first width, and a crop of the area of each finding with one', async () => {
  const dir = writeSite(
    cleanSite({
      'overflow.html': page({
        main: '<p>Our prices</p><div class="price-table" style="width:600px;height:120px;background:#eee"><p>Prices</p></div>',
      }),
    }),
  );
  const shots = writeSite({});
  dirs.push(dir, shots);
  const r = await reviewSite({ dir, browserPool: pool, timeoutMs: SLOW_MACHINE_MS, screenshotDir: shots });
  const size = (file: string) => {
    const png = fs.readFileSync(path.join(shots, file));
    return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
  };
  expect(
    fs
      .readdirSync(shots)
      .filter((f) => f.endsWith('.png'))
      .sort(),
  ).toEqual(['index.html.mobile.png', 'overflow.html.mobile.png', 'services.html.mobile.png']);
  expect(size('index.html.mobile.png')).toEqual({ width: 390, height: 844 });
  const [wide] = on(r, 'overflow.html', 'horizontal-overflow');
  expect(wide).toMatchObject({ selector: '.price-table', screenshot: expect.stringMatching(/^findings\/\d+\.png$/) });
  // The element (120px tall) with a margin, cut to the screen: not the whole screen.
  const crop = size(wide!.screenshot!);
  expect(crop.width).toBeLessThanOrEqual(390);
  expect(crop.height).toBeGreaterThanOrEqual(120);
  expect(crop.height).toBeLessThan(300);
}, 180_000);
