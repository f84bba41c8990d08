// Research without a database, for scripts that build sites from the real business websites in
// ../shared/sites: the crawl and content extraction of the real research activity, its photo download,
// SVG rasterising and near-duplicate dedupe, and the facts as a writer input (no keys, no Places).
import path from 'node:path';
import { startStaticServer } from '@sgs/visual-review';
import type { ResearchInput } from '../src';
import { categoryOfBusiness } from '../../research/src/category';
import {
  downloadImage,
  hammingDistance,
  perceptualHash,
  rasterizeSvg,
  DUPLICATE_DISTANCE,
} from '../../research/src/photos';
import { scrapeWebsite } from '../../research/src/scrape';
import { showcasePhotoCandidates } from '../../research/src/showcase';

type ResearchPhotos = NonNullable<ResearchInput['research']['photos']>;

/** Downloads pictures in order, rasterises SVG art and keeps near-duplicates once (as research's import does). */
export async function importPicturesOffline(
  images: { url: string; alt?: string; tags?: string[]; distinct?: boolean }[],
): Promise<{ photos: ResearchPhotos; bytes: Map<string, Buffer>; duplicates: number }> {
  const photos: ResearchPhotos = [];
  const bytes = new Map<string, Buffer>();
  const hashes: bigint[] = [];
  let duplicates = 0;
  for (const [i, img] of images.entries()) {
    const got = await downloadImage(img.url, true).catch(() => null);
    if (!got) continue;
    const body = /svg/.test(got.contentType) ? await rasterizeSvg(got.bytes) : got.bytes;
    if (!img.distinct) {
      const hash = await perceptualHash(body);
      if (hashes.some((h) => hammingDistance(h, hash) <= DUPLICATE_DISTANCE)) {
        duplicates++;
        continue;
      }
      hashes.push(hash);
    }
    const localPath = `images/library/p${i}.${/svg|png/.test(got.contentType) ? 'png' : 'jpg'}`;
    bytes.set(localPath, body);
    photos.push({ localPath, source: 'existing_site', alt: img.alt ?? undefined, url: img.url, tags: img.tags });
  }
  return { photos, bytes, duplicates };
}

/**
 * Serves a website folder on 127.0.0.1, reads it as research does (home page and the pages it links to),
 * collects the pictures of every page read, and returns a writer input with their bytes.
 */
export async function researchFromWebsite(
  dir: string,
  /** the page research is given (a corpus entry's `path`), from the folder's root */
  entryPath = '/',
): Promise<{ input: ResearchInput; bytes: Map<string, Buffer> }> {
  const site = await startStaticServer(dir);
  try {
    const home = await scrapeWebsite(`${site.origin}${entryPath}`, { allowLoopback: true });
    if (!home?.pages.length) throw new Error(`${dir}: no readable home page (${home?.errors.join('; ')})`);
    const images: { url: string; alt?: string; tags?: string[]; distinct?: boolean }[] = [];
    for (const page of home.pages) {
      const one =
        page.url === home.homeUrl ? home : await scrapeWebsite(page.url, { allowLoopback: true, maxPages: 1 });
      for (const i of one?.images ?? []) if (!images.some((x) => x.url === i.url)) images.push(i);
    }
    const { photos, bytes } = await importPicturesOffline([...images, ...showcasePhotoCandidates(home.showcase)]);
    const title = home.pages[0]!.title.split(/\s+[|–—-]\s+/)[0]!.trim();
    const name = title || path.basename(dir);
    const descriptions = home.pages.map((p) => p.description).filter(Boolean);
    return {
      input: {
        business: {
          name,
          phone: home.phones[0]?.value,
          address: home.address?.value,
          website: `https://${path.basename(dir)}.example/`,
          licenses: home.licenses.map((l) => l.value),
          priceRange: home.priceRange,
        },
        research: {
          business_description: descriptions[0],
          business_category: categoryOfBusiness({
            types: home.types,
            name,
            descriptions,
            homeTitle: home.pages[0]!.title,
            services: home.services,
          }),
          services: home.services.map(({ url: _url, ...s }) => s),
          testimonials: home.testimonials.map(({ url: _url, ...t }) => ({ ...t, source: 'existing_site' })),
          hours: home.hours,
          photos,
          brand_colors: home.colors,
          // the website's own language, as research records it: the site is written in it
          language: home.language,
        },
        showcase: home.showcase,
      },
      bytes,
    };
  } finally {
    await site.close();
  }
}
