import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '@sgs/db';
import { safeFetch } from '@sgs/net';
import type { SiteStorage } from '@sgs/storage';

export type PhotoSource = 'google' | 'unsplash' | 'facebook' | 'upload' | 'existing_site';

export interface PhotoCandidate {
  url: string;
  source: PhotoSource;
  alt?: string;
  tags?: string[];
  /** smallest acceptable side in pixels (photos 200 by default; logos may be small) */
  minSide?: number;
  /** how to get the bytes; defaults to the SSRF-safe downloader */
  fetch?: () => Promise<{ bytes: Buffer; contentType: string } | null>;
}

const FORMATS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', gif: 'gif', avif: 'avif', svg: 'svg' };
const MAX_BYTES = 10 * 1024 * 1024;

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

/**
 * Downloads candidates into the site's photo library (assets `images/library/<hash>.<ext>`) and records
 * catalog rows. Idempotent: the path is derived from the source URL. Failures are returned, never thrown.
 */
export async function importPhotos(
  deps: { db: Db; storage: SiteStorage; allowLoopback: boolean },
  site: { id: string; accountId: string },
  candidates: PhotoCandidate[],
  opts: { minSide?: number } = {},
): Promise<{ imported: number; failures: string[] }> {
  const failures: string[] = [];
  let imported = 0;
  for (const c of candidates) {
    try {
      const got = c.fetch ? await c.fetch() : await downloadImage(c.url, deps.allowLoopback);
      if (!got) throw new Error('not an image');
      const meta = await sharp(got.bytes, { limitInputPixels: 60_000_000 }).metadata();
      const ext = meta.format && FORMATS[meta.format];
      if (!ext || !meta.width || !meta.height) throw new Error('unsupported image format');
      if (ext !== 'svg' && Math.min(meta.width, meta.height) < (c.minSide ?? opts.minSide ?? 200))
        throw new Error(`too small (${meta.width}x${meta.height})`);
      const localPath = `images/library/${createHash('sha256').update(c.url).digest('hex').slice(0, 16)}.${ext}`;
      await deps.storage.writeAsset(site.id, localPath, got.bytes);
      await deps.db.sitePhoto.upsert({
        where: { siteId_localPath: { siteId: site.id, localPath } },
        create: {
          siteId: site.id,
          accountId: site.accountId,
          url: c.url,
          localPath,
          source: c.source,
          alt: c.alt,
          tags: c.tags ?? [],
          width: meta.width,
          height: meta.height,
        },
        update: { alt: c.alt, tags: c.tags ?? [] },
      });
      imported++;
    } catch (err) {
      failures.push(`${c.source} ${c.url}: ${(err as Error).message}`);
    }
  }
  return { imported, failures };
}
