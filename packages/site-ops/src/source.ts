// The picture a logo or favicon swap starts from: `source.url` (through the SSRF-safe downloader) or
// `source.sitePhotoId` (this site's photo catalog). Errors carry the spec's body (SiteOpError).
import { isUuid } from '@sgs/contracts';
import type { Db } from '@sgs/db';
import { FetchFailedError, safeFetch, UnsafeUrlError } from '@sgs/net';
import type { SiteStorage } from '@sgs/storage';
import sharp from 'sharp';
import { SiteOpError } from './errors';
import { sanitizeSvg, UnsafeSvgError } from './svg';

export const MAX_SOURCE_BYTES = 5 * 1024 * 1024;
const DOWNLOAD_TIMEOUT_MS = 10_000;

export type ImageExt = 'png' | 'svg' | 'jpg' | 'webp';
const CONTENT_TYPES: Record<string, ImageExt> = {
  'image/png': 'png',
  'image/svg+xml': 'svg',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/webp': 'webp',
};

export interface ImageSourceInput {
  url?: unknown;
  sitePhotoId?: unknown;
}

export interface LoadedSource {
  /** null when a catalog photo has no stored bytes */
  bytes: Buffer | null;
  /** The type the bytes claim (content type or file name); `null` when neither says png, svg, jpg or webp. */
  ext: ImageExt | null;
  width: number | null;
  height: number | null;
}

/** Checks the body shape; `kind` names the error (`logo_download_failed` / `favicon_download_failed`). */
export function parseImageSource(body: unknown): { url: string } | { sitePhotoId: string } {
  const source = (body as { source?: ImageSourceInput } | undefined)?.source;
  const url = typeof source?.url === 'string' ? source.url.trim() : '';
  const photoId = typeof source?.sitePhotoId === 'string' ? source.sitePhotoId.trim() : '';
  if (!url && !photoId)
    throw new SiteOpError('invalid', {
      error: 'source.url or source.sitePhotoId required',
      hint: 'Send { "source": { "url": "https://..." } } or { "source": { "sitePhotoId": "<uuid>" } }.',
    });
  if (url) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      /* reported below */
    }
    if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:'))
      throw new SiteOpError('invalid', { error: 'source.url must be http(s)://' });
    return { url };
  }
  return { sitePhotoId: photoId };
}

/** Width and height when sharp can decode the bytes, else null. */
export async function measure(bytes: Buffer | null): Promise<{ width: number; height: number } | null> {
  if (!bytes) return null;
  try {
    const meta = await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
    return meta.width && meta.height ? { width: meta.width, height: meta.height } : null;
  } catch {
    return null;
  }
}

const sniff = (b: Buffer): ImageExt | null => {
  if (b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))) return 'png';
  if (b[0] === 0xff && b[1] === 0xd8) return 'jpg';
  if (b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (
    /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(
      b.subarray(0, 4096).toString('utf8'),
    )
  )
    return 'svg';
  return null;
};

async function finish(bytes: Buffer, claimed: ImageExt | null): Promise<LoadedSource> {
  // The bytes decide over the label: an SVG sent as image/png is still sanitised.
  const actual = sniff(bytes);
  let ext = actual ?? claimed;
  let body = bytes;
  if (actual === 'svg') {
    try {
      body = sanitizeSvg(bytes);
    } catch (err) {
      if (!(err instanceof UnsafeSvgError)) throw err;
      ext = null;
    }
  } else if (!actual && claimed === 'svg') {
    ext = null;
  }
  const size = ext ? await measure(body) : null;
  return { bytes: body, ext, width: size?.width ?? null, height: size?.height ?? null };
}

/** Downloads `url`; failures are the spec's `<kind>_download_failed` with `detail`. */
export async function downloadImage(
  url: string,
  kind: 'logo' | 'favicon',
  allowLoopback: boolean,
): Promise<LoadedSource> {
  const failed = (detail: string) =>
    new SiteOpError('download_failed', {
      error: `${kind}_download_failed`,
      detail,
      hint: 'Use a public http(s) URL that answers 200 with a png, svg, jpg or webp image of at most 5 MB.',
    });
  let res;
  try {
    res = await safeFetch(url, {
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      maxBytes: MAX_SOURCE_BYTES + 1,
      allowLoopback,
      headers: { accept: 'image/*' },
    });
  } catch (err) {
    if (err instanceof UnsafeUrlError || err instanceof FetchFailedError) throw failed(err.message);
    throw failed(`download failed: ${(err as Error).message}`);
  }
  if (res.status < 200 || res.status > 299) throw failed(`the URL answered HTTP ${res.status}`);
  if (res.truncated || res.body.length > MAX_SOURCE_BYTES) throw failed('the image is larger than 5 MB');
  if (res.body.length === 0) throw failed('the URL answered with an empty body');
  const type = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  const claimed = CONTENT_TYPES[type] ?? null;
  // A generic type is judged by the bytes; a named non-image type (text/html, ...) is refused.
  if (!claimed && type && type !== 'application/octet-stream' && type !== 'binary/octet-stream') {
    throw failed(`unsupported content type ${type} (png, svg, jpg or webp expected)`);
  }
  return finish(res.body, claimed);
}

/**
 * Reads a catalog photo of the caller's account: another site's photo of the same account is forbidden,
 * anything else unknown is not_found (another account's ids are never confirmed).
 */
export async function catalogImage(
  db: Db,
  storage: SiteStorage,
  site: { id: string; accountId: string },
  photoId: string,
): Promise<LoadedSource> {
  const photo = isUuid(photoId)
    ? await db.sitePhoto.findFirst({ where: { id: photoId, accountId: site.accountId } })
    : null;
  if (!photo)
    throw new SiteOpError('not_found', {
      error: 'sitePhotoId not found',
      hint: "Use an id from this site's photo catalog (GET /v1/sites/{id}/research, photos).",
    });
  if (photo.siteId !== site.id)
    throw new SiteOpError('forbidden', { error: 'sitePhotoId does not belong to this site' });
  const bytes = await storage.readAsset(photo.siteId, photo.localPath);
  if (!bytes) return { bytes: null, ext: null, width: null, height: null };
  const byName = /\.(png|svg|jpe?g|webp)$/i.exec(photo.localPath)?.[1]?.toLowerCase().replace('jpeg', 'jpg') as
    ImageExt | undefined;
  return finish(bytes, byName ?? null);
}

/** The source a swap was asked for, loaded. */
export async function loadImageSource(
  deps: { db: Db; storage: SiteStorage; allowLoopback: boolean },
  site: { id: string; accountId: string },
  source: { url: string } | { sitePhotoId: string },
  kind: 'logo' | 'favicon',
): Promise<LoadedSource> {
  return 'url' in source
    ? downloadImage(source.url, kind, deps.allowLoopback)
    : catalogImage(deps.db, deps.storage, site, source.sitePhotoId);
}
