import type { BuildRequest } from '@sgs/contracts';
import { safeFetch } from '@sgs/net';
import type { PlaceDetails } from '@sgs/places';
import { detectCategory } from './category';
import type { ResearchDeps, SiteRow } from './deps';
import { $, attr, parseHtml } from './html';
import { importPhotos, type PhotoCandidate } from './photos';
import type { ScrapedSite } from './scrape';
import { showcasePhotoCandidates } from './showcase';
import { stockPhotoCandidates } from './stock';

/** Photos from the place, uploads, the website, Facebook, the logo and (when allowed) stock; imported into the catalog. */
export async function collectPhotos(
  deps: ResearchDeps,
  site: SiteRow,
  req: BuildRequest,
  name: string,
  place: PlaceDetails | null,
  scraped: ScrapedSite | null,
  sources: Set<string>,
  notes: string[],
) {
  const { db, places } = deps;
  const photos: PhotoCandidate[] = [
    ...(place?.photos ?? []).slice(0, 6).map((p): PhotoCandidate => ({
      url: `https://places.googleapis.com/v1/${p.ref}/media`,
      source: 'google',
      alt: `${name}${p.attribution ? ` (photo: ${p.attribution})` : ''}`,
      fetch: () => places.photo(p.ref, 1600),
    })),
    ...(req.uploadedPhotos ?? []).map((url): PhotoCandidate => ({ url, source: 'upload', alt: name })),
    ...(scraped?.images ?? [])
      .slice(0, 8)
      .map((i): PhotoCandidate => ({ url: i.url, source: 'existing_site', alt: i.alt || name })),
  ];
  const facebookUrl = req.facebookUrl ?? scraped?.social.find((l) => l.value.network === 'facebook')?.value.url;
  if (facebookUrl) {
    const og = await facebookImage(facebookUrl, deps.allowLoopback).catch(() => null);
    if (og) photos.push({ url: og, source: 'facebook', alt: name });
    else notes.push('facebook: no public image found');
  }
  const logoUrl = req.logoUrl ?? scraped?.logoUrl;
  if (logoUrl)
    photos.push({
      url: logoUrl,
      source: req.logoUrl ? 'upload' : 'existing_site',
      alt: `${name} logo`,
      tags: ['logo'],
      minSide: 16,
    });
  // Stock photos are fetched when the catalog is thin; the renderer shows them only if the site allows stock photos.
  const own = photos.filter((p) => !p.tags?.includes('logo')).length;
  if (deps.stock && (site.allowStockPhotos || site.reviewMode === 'manual') && own < 6) {
    const what =
      `${place?.businessType ?? detectCategory(place?.types ?? [], name)} ${req.businessLocation ?? ''}`.trim();
    try {
      photos.push(...(await stockPhotoCandidates({ ...deps.stock, allowLoopback: deps.allowLoopback }, what, 6 - own)));
      sources.add('unsplash');
    } catch (err) {
      notes.push(`stock photos: ${(err as Error).message}`);
    }
  }
  // Team and before/after pictures come last: they are used only in their own sections.
  const imported = await importPhotos({ db, storage: deps.storage, allowLoopback: deps.allowLoopback }, site, [
    ...photos.slice(0, 30),
    ...showcasePhotoCandidates(scraped?.showcase),
  ]);
  notes.push(...imported.failures.map((f) => `photo: ${f}`));
  if (imported.duplicates) notes.push(`photo: ${imported.duplicates} near-duplicate picture(s) kept once`);
  return imported;
}

/** The page's og:image (public Facebook pages carry one), best-effort. */
async function facebookImage(url: string, allowLoopback: boolean): Promise<string | null> {
  const res = await safeFetch(url, {
    timeoutMs: 8000,
    maxBytes: 1024 * 1024,
    allowLoopback,
    headers: { accept: 'text/html' },
  });
  if (res.status !== 200) return null;
  return attr($('meta[property="og:image"]', parseHtml(res.body.toString('utf8'))), 'content') ?? null;
}
