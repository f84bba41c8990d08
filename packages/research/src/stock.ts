import { safeFetch } from '@sgs/net';
import type { PhotoCandidate } from './photos';

/** Unsplash search API wire shape (only what we read). */
interface UnsplashSearch {
  results?: { id: string; alt_description?: string | null; urls?: { regular?: string }; user?: { name?: string } }[];
}

/**
 * Stock photos from Unsplash (spec 2.3 allowStockPhotos): a search for the kind of business, each photo
 * credited in its alt text. The renderer uses source `unsplash` photos only when the site allows stock photos.
 */
export async function stockPhotoCandidates(
  cfg: { accessKey: string; baseUrl: string; allowLoopback: boolean },
  query: string,
  count: number,
): Promise<PhotoCandidate[]> {
  const url = `${cfg.baseUrl.replace(/\/$/, '')}/search/photos?query=${encodeURIComponent(query)}&per_page=${count}&orientation=landscape&content_filter=high`;
  const res = await safeFetch(url, {
    timeoutMs: 10_000,
    maxBytes: 1024 * 1024,
    allowLoopback: cfg.allowLoopback,
    headers: { authorization: `Client-ID ${cfg.accessKey}`, 'accept-version': 'v1', accept: 'application/json' },
  });
  if (res.status !== 200) throw new Error(`Unsplash search answered ${res.status}`);
  const body = JSON.parse(res.body.toString('utf8')) as UnsplashSearch;
  return (body.results ?? [])
    .filter((p) => p.urls?.regular)
    .slice(0, count)
    .map((p) => ({
      url: p.urls!.regular!,
      source: 'unsplash' as const,
      alt: `${p.alt_description ?? query}${p.user?.name ? ` (photo: ${p.user.name} on Unsplash)` : ''}`,
    }));
}
