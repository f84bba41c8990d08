// The photo library: SVG art sanitised and rasterised, near-duplicates dropped by perceptual hash, ranking
// by source, size, shape and prominence, and alt text from each picture's own element.
import sharp from 'sharp';
import {
  hammingDistance,
  importPhotos,
  perceptualHash,
  photoScore,
  rankCandidates,
  rasterizeSvg,
  DUPLICATE_DISTANCE,
  type PhotoCandidate,
} from '../src/photos';
import { scrapeWebsite } from '../src/scrape';
import { samplePhoto } from '@sgs/site-kit';
import { startFakeWebsite } from './fake-website';

jest.setTimeout(120_000);

const VAN_SVG = (base: string) =>
  Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="400" height="240" viewBox="0 0 400 240" onload="fetch('${base}/onload')">
<script>fetch('${base}/script')</script>
<rect width="400" height="240" fill="#0b5ea8"/><rect x="40" y="60" width="260" height="110" rx="12" fill="#fff" onclick="alert(1)"/>
<image href="${base}/external.png" x="0" y="0" width="100" height="100"/><use xlink:href="${base}/sprite.svg#x"/>
<circle cx="110" cy="190" r="26" fill="#222"/><circle cx="260" cy="190" r="26" fill="#222"/></svg>`);

describe('SVG art', () => {
  it('is sanitised, then drawn as a PNG: no script, handler or external reference runs or reaches a page', async () => {
    const site = await startFakeWebsite({});
    try {
      const png = await rasterizeSvg(VAN_SVG(site.base));
      const meta = await sharp(png).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(1600);
      expect(png.toString('latin1')).not.toMatch(/script|onload|onclick|external\.png|sprite/);
      // The drawing survived: the van body is white on the brand blue.
      const { data } = await sharp(png).resize(40, 24, { fit: 'fill' }).raw().toBuffer({ resolveWithObject: true });
      expect([data[0], data[1], data[2]]).toEqual([11, 94, 168]);
      expect(data[(12 * 40 + 15) * 3]).toBeGreaterThan(240);
      // Nothing was fetched while drawing it.
      expect(site.hits).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe('perceptual hash', () => {
  it('matches the same picture resized and recompressed, and tells different pictures apart', async () => {
    const a = await samplePhoto('kitchen');
    const aSmall = await sharp(a).resize(640).webp({ quality: 60 }).toBuffer();
    const b = await samplePhoto('van-outside');
    const [ha, hs, hb] = await Promise.all([perceptualHash(a), perceptualHash(aSmall), perceptualHash(b)]);
    expect(hammingDistance(ha, hs)).toBeLessThanOrEqual(DUPLICATE_DISTANCE);
    expect(hammingDistance(ha, hb)).toBeGreaterThan(DUPLICATE_DISTANCE);
  });
});

describe('ranking', () => {
  it('puts the owner’s own sources first, then prominent and earlier pictures', () => {
    const c = (url: string, source: PhotoCandidate['source'], extra: Partial<PhotoCandidate> = {}) => ({
      url,
      source,
      ...extra,
    });
    const ranked = rankCandidates([
      c('stock', 'unsplash'),
      c('late', 'existing_site', { position: 7 }),
      c('hero', 'existing_site', { position: 3, prominent: true }),
      c('early', 'existing_site', { position: 1 }),
      c('upload', 'upload'),
    ]).map((x) => x.url);
    expect(ranked).toEqual(['upload', 'hero', 'early', 'late', 'stock']);
  });

  it('scores big landscape photos above small, strip-shaped or buried ones', () => {
    const hero = photoScore(1600, 1000, { prominent: true });
    expect(hero).toBeGreaterThan(photoScore(400, 300, { prominent: true }));
    expect(hero).toBeGreaterThan(photoScore(1600, 300, { prominent: true }));
    expect(photoScore(1600, 1000, { position: 0 })).toBeGreaterThan(photoScore(1600, 1000, { position: 10 }));
  });
});

describe('importPhotos', () => {
  it('keeps one copy of a duplicate (the better one), rasterises SVG art, and keeps each picture’s alt', async () => {
    const big = await samplePhoto('dining', 1600, 1000);
    const small = await sharp(big).resize(700).jpeg({ quality: 70 }).toBuffer();
    const other = await samplePhoto('team', 1200, 800);
    let base = '';
    const site = await startFakeWebsite({
      '/big.jpg': ['image/jpeg', big],
      '/small.jpg': ['image/jpeg', small],
      '/other.jpg': ['image/jpeg', other],
      '/van.svg': () => ['image/svg+xml', VAN_SVG(base)],
    });
    base = site.base;
    const rows: { localPath: string; url: string; alt?: string; width: number }[] = [];
    const written = new Map<string, Buffer>();
    const db = {
      sitePhoto: {
        upsert: (args: { create: { localPath: string; url: string; alt?: string; width: number } }) => {
          rows.push(args.create);
          return Promise.resolve(args.create);
        },
      },
    };
    const storage = {
      writeAsset: (_site: string, path: string, bytes: Buffer) => {
        written.set(path, bytes);
        return Promise.resolve();
      },
    };
    try {
      const out = await importPhotos(
        { db: db as never, storage: storage as never, allowLoopback: true },
        { id: 's1', accountId: 'a1' },
        [
          { url: `${base}/small.jpg`, source: 'existing_site', alt: 'Dining room (small)', position: 0 },
          { url: `${base}/other.jpg`, source: 'existing_site', alt: 'Our team', position: 1 },
          { url: `${base}/big.jpg`, source: 'existing_site', alt: 'Dining room', position: 2 },
          { url: `${base}/van.svg`, source: 'existing_site', alt: 'Our van', position: 3 },
        ],
      );
      expect(out).toMatchObject({ imported: 3, duplicates: 1, failures: [] });
      const byUrl = Object.fromEntries(rows.map((r) => [r.url.replace(base, ''), r]));
      expect(Object.keys(byUrl).sort()).toEqual(['/big.jpg', '/other.jpg', '/van.svg']);
      expect(byUrl['/big.jpg']!.alt).toBe('Dining room');
      expect(byUrl['/van.svg']!.alt).toBe('Our van');
      expect(byUrl['/van.svg']!.localPath).toMatch(/\.png$/);
      expect((await sharp(written.get(byUrl['/van.svg']!.localPath)!).metadata()).format).toBe('png');
      expect(site.hits.filter((h) => /script|onload|external|sprite/.test(h))).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe('alt text from the picture’s own element', () => {
  it('gives the og:image the alt of its own <img>, and a figure its caption, never a neighbour’s', async () => {
    const site = await startFakeWebsite({
      '/': (base) => [
        'text/html',
        `<!doctype html><html><head><title>Gourmet</title><meta property="og:image" content="${base}/img/hero.jpg"></head><body>
<img src="/img/other.jpg" alt="A plate of pasta" width="800" height="600">
<section class="hero"><img src="/img/hero.jpg" alt="Our dining room at night" width="1600" height="900"></section>
<figure><img src="/img/chef.jpg" width="800" height="600"><figcaption>Chef Ana at the pass</figcaption></figure>
<img src="/img/van.svg" alt="Our van" width="400" height="240"></body></html>`,
      ],
    });
    try {
      const scraped = await scrapeWebsite(`${site.base}/`, { allowLoopback: true, maxPages: 1 });
      const alt = Object.fromEntries(scraped!.images.map((i) => [i.url.replace(site.base, ''), i.alt]));
      expect(alt).toEqual({
        '/img/hero.jpg': 'Our dining room at night',
        '/img/other.jpg': 'A plate of pasta',
        '/img/chef.jpg': 'Chef Ana at the pass',
        '/img/van.svg': 'Our van',
      });
    } finally {
      await site.close();
    }
  });
});
