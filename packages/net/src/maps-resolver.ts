import { identifiesPlace, isShortMapsLink, parseMapsUrl, type MapsUrlInfo } from '@sgs/contracts';
import { safeFetch } from './safe-fetch';

/** Turns a mapsUrl into what it identifies; null when it identifies nothing. Throws when resolution itself fails. */
export type MapsUrlResolver = (mapsUrl: string) => Promise<MapsUrlInfo | null>;

/** Parses long URLs directly; follows short share links' redirects through the SSRF-safe client. */
export function createMapsUrlResolver(
  opts: { allowLoopback?: boolean; timeoutMs?: number; isShortLink?: (url: string) => boolean } = {},
): MapsUrlResolver {
  const isShortLink = opts.isShortLink ?? isShortMapsLink;
  return async (mapsUrl) => {
    let info = parseMapsUrl(mapsUrl);
    if (!identifiesPlace(info) && isShortLink(mapsUrl)) {
      const res = await safeFetch(mapsUrl, {
        method: 'GET',
        maxRedirects: 5,
        maxBytes: 256 * 1024,
        timeoutMs: opts.timeoutMs ?? 8000,
        allowLoopback: opts.allowLoopback,
      });
      info = parseMapsUrl(res.url);
    }
    return identifiesPlace(info) ? info : null;
  };
}
