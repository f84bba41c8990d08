import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '@sgs/db';
import { safeFetch } from '@sgs/net';
import type { SiteStorage } from '@sgs/storage';
import { sanitizeSvg } from '@sgs/site-ops';

export type PhotoSource = 'google' | 'unsplash' | 'facebook' | 'upload' | 'existing_site';

export interface PhotoCandidate {
  url: string;
  source: PhotoSource;
  /** The alt text or caption of this picture's own element (or provider attribution), never another's. */
  alt?: string;
  tags?: string[];
  /** smallest acceptable side in pixels (photos 200 by default; logos may be small) */
  minSide?: number;
  /** Order on its source page (0 = first); earlier pictures are usually the ones the owner chose to lead with. */
  position?: number;
  /** Shown large on its source page (og:image, a hero or banner, declared wide). */
  prominent?: boolean;
  /** Never merged with a look-alike: a before/after pair shows the same place twice. */
  distinct?: boolean;
  /** how to get the bytes; defaults to the SSRF-safe downloader */
  fetch?: () => Promise<{ bytes: Buffer; contentType: string } | null>;
}

const FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif', svg: 'svg' };
const MAX_BYTES = 10 * 1024 * 1024;
/** SVG art is drawn at this width, as a PNG the image pipeline can treat like any photo. */
const SVG_RASTER_WIDTH = 1600;
/** Two pictures whose 64-bit difference hashes differ in at most this many bits are the same picture. */
export const DUPLICATE_DISTANCE = 6;

export async function downloadImage(
  url: string,
  allowLoopback: boolean,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const res = await safeFetch(url, {
    timeoutMs: 15_000,
    maxBytes: MAX_BYTES,
    allowLoopback,
    headers: { accept: 'image/*' },
  });
  const contentType = String(res.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim();
  if (res.status !== 200 || res.truncated || !contentType.startsWith('image/')) return null;
  return { bytes: res.body, contentType };
}

/** The owner's own pictures lead: uploads, then the place's, the website's, social, stock last. */
const SOURCE_RANK: Record<PhotoSource, number> = { upload: 0, google: 1, existing_site: 2, facebook: 3, unsplash: 4 };

/** Candidates in the order they should be tried and used: source, then prominence, then page position. */
export function rankCandidates(candidates: PhotoCandidate[]): PhotoCandidate[] {
  return candidates
    .map((c, i) => ({ c, i }))
    .sort(
      (a, b) =>
        SOURCE_RANK[a.c.source] - SOURCE_RANK[b.c.source] ||
        Number(Boolean(b.c.prominent)) - Number(Boolean(a.c.prominent)) ||
        (a.c.position ?? a.i) - (b.c.position ?? b.i),
    )
    .map(({ c }) => c);
}

/**
 * How good a picture is as a photo for a site, 0..1: big enough for a full-width hero, a landscape-ish shape
 * (banners and tall strips crop badly), from a prominent spot on its page.
 */
export function photoScore(width: number, height: number, c: Pick<PhotoCandidate, 'prominent' | 'position'>): number {
  const size = Math.min(1, Math.min(width, height * 1.5) / 1200);
  const ratio = width / height;
  const shape = ratio >= 1.2 && ratio <= 2 ? 1 : ratio >= 0.75 && ratio <= 2.6 ? 0.7 : 0.3;
  const place = c.prominent ? 1 : Math.max(0.3, 1 - (c.position ?? 6) / 12);
  return Math.round((size * 0.45 + shape * 0.35 + place * 0.2) * 100) / 100;
}

/** A 64-bit difference hash (dHash) of the picture: resistant to resizing, recompression and small edits. */
export async function perceptualHash(bytes: Buffer): Promise<bigint> {
  const px = await sharp(bytes, { limitInputPixels: 60_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++)
    for (let x = 0; x < 8; x++) hash = (hash << 1n) | (px[y * 9 + x]! > px[y * 9 + x + 1]! ? 1n : 0n);
  return hash;
}

export function hammingDistance(a: bigint, b: bigint): number {
  let v = a ^ b;
  let n = 0;
  while (v) {
    n += Number(v & 1n);
    v >>= 1n;
  }
  return n;
}

/**
 * SVG art (an upload, or a plumber's van drawn on the website) is sanitised first (no script, event handler
 * or external reference survives), then rasterised to PNG, so no SVG from a stranger ever reaches a page.
 */
export async function rasterizeSvg(bytes: Buffer): Promise<Buffer> {
  const clean = sanitizeSvg(bytes);
  const meta = await sharp(clean).metadata();
  const density = Math.min(600, Math.max(72, Math.round((72 * SVG_RASTER_WIDTH) / Math.max(1, meta.width ?? 300))));
  return sharp(clean, { density })
    .resize({ width: SVG_RASTER_WIDTH, withoutEnlargement: false })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

interface Fetched {
  c: PhotoCandidate;
  bytes: Buffer;
  ext: string;
  width: number;
  height: number;
  isLogo: boolean;
  score: number;
  hash?: bigint;
}

/**
 * Downloads candidates into the site's photo library (assets `images/library/<hash>.<ext>`) and records
 * catalog rows, best first: by source, then by score (size, shape, prominence and position on its page).
 * Rows are created in that order, which is the order the writer reads. Near duplicates (perceptual hash)
 * are kept once, the better copy winning; each picture keeps its own alt text. Idempotent: the path is
 * derived from the source URL. Failures are returned, never thrown.
 */
export async function importPhotos(
  deps: { db: Db; storage: SiteStorage; allowLoopback: boolean },
  site: { id: string; accountId: string },
  candidates: PhotoCandidate[],
  opts: { minSide?: number } = {},
): Promise<{ imported: number; failures: string[]; duplicates: number }> {
  const failures: string[] = [];
  const fetched: Fetched[] = [];
  const seenUrls = new Set<string>();
  for (const c of rankCandidates(candidates)) {
    if (seenUrls.has(c.url)) continue;
    seenUrls.add(c.url);
    try {
      const got = c.fetch ? await c.fetch() : await downloadImage(c.url, deps.allowLoopback);
      if (!got) throw new Error('not an image');
      let bytes = got.bytes;
      let meta = await sharp(bytes, { limitInputPixels: 60_000_000 }).metadata();
      const isLogo = c.tags?.includes('logo') ?? false;
      // Logos stay SVG (the logo operation sanitises and serves them); other SVG art becomes a PNG.
      if (meta.format === 'svg' && !isLogo) {
        bytes = await rasterizeSvg(bytes);
        meta = await sharp(bytes).metadata();
      }
      const ext = meta.format && FORMATS[meta.format];
      if (!ext || !meta.width || !meta.height) throw new Error('unsupported image format');
      if (ext !== 'svg' && Math.min(meta.width, meta.height) < (c.minSide ?? opts.minSide ?? 200))
        throw new Error(`too small (${meta.width}x${meta.height})`);
      fetched.push({
        c,
        bytes,
        ext,
        width: meta.width,
        height: meta.height,
        isLogo,
        score: isLogo ? 0 : photoScore(meta.width, meta.height, c),
        hash: isLogo || c.distinct ? undefined : await perceptualHash(bytes),
      });
    } catch (err) {
      failures.push(`${c.source} ${c.url}: ${(err as Error).message}`);
    }
  }
  fetched.sort((a, b) => SOURCE_RANK[a.c.source] - SOURCE_RANK[b.c.source] || b.score - a.score);
  const kept: bigint[] = [];
  let imported = 0;
  let duplicates = 0;
  for (const f of fetched) {
    if (f.hash !== undefined) {
      if (kept.some((h) => hammingDistance(h, f.hash!) <= DUPLICATE_DISTANCE)) {
        duplicates++;
        continue;
      }
      kept.push(f.hash);
    }
    try {
      const localPath = `images/library/${createHash('sha256').update(f.c.url).digest('hex').slice(0, 16)}.${f.ext}`;
      await deps.storage.writeAsset(site.id, localPath, f.bytes);
      const tags = [...(f.c.tags ?? []), ...(f.c.prominent ? ['prominent'] : [])];
      await deps.db.sitePhoto.upsert({
        where: { siteId_localPath: { siteId: site.id, localPath } },
        create: {
          siteId: site.id,
          accountId: site.accountId,
          url: f.c.url,
          localPath,
          source: f.c.source,
          alt: f.c.alt,
          tags,
          width: f.width,
          height: f.height,
        },
        update: { alt: f.c.alt, tags },
      });
      imported++;
    } catch (err) {
      failures.push(`${f.c.source} ${f.c.url}: ${(err as Error).message}`);
    }
  }
  return { imported, failures, duplicates };
}
