// Measures a photo-heavy generated site built from a real business website (default: the restaurant in
// ../shared/sites/gourmet-haven, 20+ JPEGs): its pictures are scraped with their own alt text, imported
// through the photo library's ranking, dedup and SVG rasterising, written by the deterministic writer and
// rendered; then the home page is loaded in Chromium at a 390px phone viewport (DPR 2) and desktop, and the
// LCP image's bytes, the page weight and CLS are printed.
//   node --import tsx packages/site-kit/scripts/bench-design.ts [siteDir]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { serveDir } from './serve-dir';
import { measurePhotos, renderSite, writeDocumentDeterministic, type ResearchInput } from '../src';
import { scrapeWebsite } from '../../research/src/scrape';
import { importPicturesOffline } from './site-from-website';

async function main() {
  const source = path.resolve(process.argv[2] ?? path.join(__dirname, '../../../../shared/sites/gourmet-haven'));
  const origin = await serveDir(source);
  const pages = ['/', '/gallery.html', '/about.html', '/menu.html'];
  const images: { url: string; alt?: string }[] = [];
  for (const p of pages) {
    const scraped = await scrapeWebsite(`${origin.base}${p}`, { allowLoopback: true });
    for (const i of scraped?.images ?? []) if (!images.some((x) => x.url === i.url)) images.push(i);
  }
  const { photos, bytes, duplicates } = await importPicturesOffline(images);
  await origin.close();
  const input: ResearchInput = {
    business: {
      name: 'Gourmet Haven',
      type: 'restaurant',
      phone: '(555) 010-0123',
      address: '1 Main Street, Springfield',
    },
    businessDescription: 'A fine-dining restaurant with a seasonal menu, a chef’s table and private events.',
    research: {
      business_category: 'restaurant',
      photos,
      services: [{ name: 'Tasting menu' }, { name: 'Private events' }],
    },
  };
  const started = Date.now();
  const doc = writeDocumentDeterministic(await measurePhotos(input, bytes));
  const files = await renderSite(doc, bytes, {
    baseUrl: 'http://gourmet.localhost:3001',
    siteId: '00000000-0000-4000-8000-000000000000',
    formEndpoint: 'http://localhost:3000/v1/webhooks/form-submit',
  });
  const renderMs = Date.now() - started;
  const out = fs.mkdtempSync('/tmp/bench-design-');
  for (const [file, data] of files) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), data);
  }
  const site = await serveDir(out);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const results: Record<string, unknown>[] = [];
  try {
    for (const [name, viewport, dpr] of [
      ['mobile 390px DPR 2', { width: 390, height: 844 }, 2],
      ['desktop 1280px', { width: 1280, height: 800 }, 1],
    ] as const) {
      const context = await browser.newContext({ viewport, deviceScaleFactor: dpr });
      const page = await context.newPage();
      const sizes = new Map<string, number>();
      page.on('response', (r) => {
        void r.body().then(
          (b) => sizes.set(r.url(), b.length),
          () => undefined,
        );
      });
      // Runs in the page (a string: this file is type-checked without the DOM library).
      await page.addInitScript(`window.__cls = 0;
        new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; })
          .observe({ type: 'layout-shift', buffered: true });
        new PerformanceObserver((l) => { window.__lcp = l.getEntries().at(-1).url; })
          .observe({ type: 'largest-contentful-paint', buffered: true });`);
      await page.goto(`${site.base}/index.html`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(500);
      const { cls, lcp } = await page.evaluate<{ cls: number; lcp: string }>(
        '({ cls: window.__cls, lcp: window.__lcp })',
      );
      await new Promise((r) => setTimeout(r, 300));
      const total = [...sizes.values()].reduce((a, b) => a + b, 0);
      results.push({
        viewport: name,
        lcpImage: lcp ? lcp.replace(site.base + '/', '') : '(text)',
        lcpImageKB: lcp ? Math.round((sizes.get(lcp) ?? 0) / 1024) : 0,
        pageWeightKB: Math.round(total / 1024),
        requests: sizes.size,
        cls: Math.round(cls * 1000) / 1000,
      });
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
  console.log(
    JSON.stringify(
      {
        source: path.basename(source),
        photosScraped: images.length,
        photosUsed: photos.length,
        duplicates,
        renderMs,
        results,
      },
      null,
      2,
    ),
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
