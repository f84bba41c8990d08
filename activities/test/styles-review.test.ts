// Every design style, rendered from the same research, passes the real visual review (Chromium, three widths),
// with a team, a class timetable and before/after pairs among its sections.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DESIGN_STYLES } from '@sgs/contracts';
import {
  SAMPLE_BUSINESSES,
  createDeterministicWriter,
  renderSite,
  samplePhotoBytes,
  setDesignStyle,
  withShowcase,
  type SiteDocument,
} from '@sgs/site-kit';
import { createBrowserPool, reviewSite, type BrowserPool } from '@sgs/visual-review';

let pool: BrowserPool;
let base: SiteDocument;
let assets: Map<string, Buffer>;

beforeAll(async () => {
  pool = createBrowserPool({ executablePath: process.env.CHROMIUM_PATH });
  const input = withShowcase(SAMPLE_BUSINESSES.plumber);
  assets = await samplePhotoBytes(input);
  base = (await createDeterministicWriter().write(input, { assets })).document;
}, 180_000);
afterAll(() => pool.close());

// With photos, and without any (typographic hero beside palette art, prose story).
it.each(DESIGN_STYLES.flatMap((style) => [[style, 'photos'] as const, [style, 'no photos'] as const]))(
  '%s with %s renders a site with no review findings',
  async (style, photos) => {
    const files = await renderSite(setDesignStyle(base, style), photos === 'photos' ? assets : new Map(), {
      baseUrl: 'http://plumber.localhost:3001',
      siteId: '11111111-1111-4111-8111-111111111111',
      formEndpoint: 'http://localhost:3000/v1/webhooks/form-submit',
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'style-review-'));
    for (const [file, bytes] of files) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), bytes);
    }
    const result = await reviewSite({ dir, browserPool: pool, timeoutMs: 60_000 });
    expect(result.catastrophic).toEqual([]);
    expect(result.findings).toEqual([]);
    expect(result.pages).toEqual(
      expect.arrayContaining(['index.html', 'services.html', 'about.html', 'team.html', 'contact.html']),
    );
    // The showcase sections were there to be reviewed (before/after needs its pictures; without them it is left out);
    // a team of several people has its own page.
    const team = fs.readFileSync(path.join(dir, 'team.html'), 'utf8');
    const services = fs.readFileSync(path.join(dir, 'services.html'), 'utf8');
    expect(team).toContain('<h3>Rosa Delgado</h3>');
    expect(services).toContain('class="timetable"');
    expect(services.includes('class="ba__pair"')).toBe(photos === 'photos');
  },
  300_000,
);
