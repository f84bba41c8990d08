import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  byPath,
  checkAssetPath,
  checkReleaseId,
  checkSiteId,
  isSafeRelativePath,
  type OpenedFile,
  type ReleaseFile,
  type SiteFiles,
  type SiteStorage,
} from './port';

export interface S3StorageOptions {
  bucket: string;
  /** key prefix inside the bucket, without leading or trailing slash ('' for the bucket root) */
  prefix: string;
  /** e.g. http://127.0.0.1:9000 (MinIO), https://<account>.r2.cloudflarestorage.com; unset: AWS */
  endpoint?: string | undefined;
  region: string;
  /** unset: the AWS SDK's default credential chain (AWS_ACCESS_KEY_ID, instance roles, ...) */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** path-style URLs (MinIO, Ceph, most self-hosted servers); virtual-hosted style otherwise */
  forcePathStyle: boolean;
  /** where releaseDir() keeps downloaded releases; default <tmpdir>/sgs-release-cache */
  cacheDir?: string;
}

interface Manifest {
  files: ReleaseFile[];
  createdAt: string;
}

const PARALLEL = 8;
const isMissing = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404);

/** Runs `fn` over `items` with at most PARALLEL in flight. */
async function eachLimited<T>(items: T[], fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await fn(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, lane));
}

/**
 * S3-compatible object storage (AWS S3, Cloudflare R2, MinIO, Ceph, versitygw). Keys:
 *   <prefix>/<siteId>/releases/<releaseId>/<path>   release files, written once
 *   <prefix>/<siteId>/releases/<releaseId>.json     the release manifest, written last: a release exists when it does
 *   <prefix>/<siteId>/assets/<path>                 research assets and review screenshots
 * @public index.ts loads this module lazily (`require('./s3')`), so the AWS SDK loads only when S3 is used
 */
export function createS3SiteStorage(opts: S3StorageOptions): SiteStorage {
  const client = new S3Client({
    region: opts.region,
    forcePathStyle: opts.forcePathStyle,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    ...(opts.accessKeyId && opts.secretAccessKey
      ? { credentials: { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey } }
      : {}),
    // Only the checksums S3 itself requires: several S3-compatible servers reject the newer default trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = opts.bucket;
  const base = opts.prefix ? `${opts.prefix.replace(/^\/+|\/+$/g, '')}/` : '';
  const siteKey = (siteId: string) => `${base}${checkSiteId(siteId)}/`;
  const releaseKey = (siteId: string, releaseId: string) => `${siteKey(siteId)}releases/${checkReleaseId(releaseId)}/`;
  const manifestKey = (siteId: string, releaseId: string) =>
    `${siteKey(siteId)}releases/${checkReleaseId(releaseId)}.json`;
  const assetKey = (siteId: string, relPath: string) => `${siteKey(siteId)}assets/${checkAssetPath(relPath)}`;
  const cacheRoot = path.join(
    opts.cacheDir ?? path.join(os.tmpdir(), 'sgs-release-cache'),
    createHash('sha256')
      .update(`${opts.endpoint ?? 'aws'}|${Bucket}|${base}`)
      .digest('hex')
      .slice(0, 16),
  );

  const get = async (Key: string): Promise<Buffer | null> => {
    try {
      const out = await client.send(new GetObjectCommand({ Bucket, Key }));
      return Buffer.from(await out.Body!.transformToByteArray());
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  };
  const put = (Key: string, Body: Buffer, ContentType?: string) =>
    client.send(new PutObjectCommand({ Bucket, Key, Body, ...(ContentType ? { ContentType } : {}) }));

  /** Deletes every object under a prefix, a page of keys at a time. */
  const deletePrefix = async (Prefix: string) => {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
      if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  };
  const manifest = async (siteId: string, releaseId: string): Promise<Manifest | null> => {
    const raw = await get(manifestKey(siteId, releaseId));
    return raw ? (JSON.parse(raw.toString('utf8')) as Manifest) : null;
  };
  const list = async (siteId: string, releaseId: string): Promise<ReleaseFile[]> => {
    const m = await manifest(siteId, releaseId);
    if (!m) throw new Error(`release ${releaseId} of site ${siteId} not found`);
    return m.files;
  };
  const readFile = async (siteId: string, releaseId: string, relPath: string) =>
    isSafeRelativePath(relPath) ? get(releaseKey(siteId, releaseId) + relPath) : null;

  return {
    kind: 's3',
    async writeRelease(siteId, files) {
      const releaseId = randomUUID();
      const prefix = releaseKey(siteId, releaseId);
      const entries = [...files];
      for (const [rel] of entries) if (!isSafeRelativePath(rel)) throw new Error(`unsafe path in release: ${rel}`);
      await eachLimited(entries, async ([rel, content]) => void (await put(prefix + rel, content)));
      const m: Manifest = {
        files: entries.map(([p, c]) => ({ path: p, size: c.length })).sort(byPath),
        createdAt: new Date().toISOString(),
      };
      // Written last: until it exists the release does not (a crash mid-upload leaves only unreachable objects).
      await put(manifestKey(siteId, releaseId), Buffer.from(JSON.stringify(m)), 'application/json');
      return releaseId;
    },
    async releaseExists(siteId, releaseId) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: manifestKey(siteId, releaseId) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    listRelease: list,
    readFile,
    async openFile(siteId, releaseId, relPath): Promise<OpenedFile | null> {
      if (!isSafeRelativePath(relPath)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: releaseKey(siteId, releaseId) + relPath }));
        return {
          body: out.Body as Readable,
          size: out.ContentLength ?? 0,
          etag: out.ETag ?? `"${releaseId}"`,
          lastModified: out.LastModified ?? new Date(0),
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async readRelease(siteId, releaseId) {
      const listed = await list(siteId, releaseId);
      const got = new Map<string, Buffer>();
      await eachLimited(listed, async (f) => {
        const bytes = await readFile(siteId, releaseId, f.path);
        if (!bytes) throw new Error(`release ${releaseId} of site ${siteId} lost ${f.path}`);
        got.set(f.path, bytes);
      });
      const files: SiteFiles = new Map();
      for (const f of listed) files.set(f.path, got.get(f.path)!); // in listed (sorted) order
      return files;
    },
    async releaseDir(siteId, releaseId) {
      const dir = path.join(cacheRoot, checkSiteId(siteId), checkReleaseId(releaseId));
      if (fs.existsSync(dir)) return dir;
      const listed = await list(siteId, releaseId);
      const tmp = `${dir}.${randomUUID()}.partial`;
      try {
        await eachLimited(listed, async (f) => {
          const bytes = await readFile(siteId, releaseId, f.path);
          if (!bytes) throw new Error(`release ${releaseId} of site ${siteId} lost ${f.path}`);
          const file = path.join(tmp, f.path);
          await fs.promises.mkdir(path.dirname(file), { recursive: true });
          await fs.promises.writeFile(file, bytes);
        });
        await fs.promises.mkdir(tmp, { recursive: true });
        await fs.promises.rename(tmp, dir).catch((err: NodeJS.ErrnoException) => {
          if (!fs.existsSync(dir)) throw err; // another caller finished the same download first
        });
      } finally {
        await fs.promises.rm(tmp, { recursive: true, force: true });
      }
      return dir;
    },
    async writeAsset(siteId, relPath, content) {
      await put(assetKey(siteId, relPath), content);
    },
    async readAsset(siteId, relPath) {
      return get(assetKey(siteId, relPath));
    },
    async deleteAsset(siteId, relPath) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assetKey(siteId, relPath) }));
    },
    async deleteRelease(siteId, releaseId) {
      // The manifest first: without it the release no longer exists, whatever is left of its files.
      await client.send(new DeleteObjectCommand({ Bucket, Key: manifestKey(siteId, releaseId) }));
      await deletePrefix(releaseKey(siteId, releaseId));
      await fs.promises.rm(path.join(cacheRoot, checkSiteId(siteId), checkReleaseId(releaseId)), {
        recursive: true,
        force: true,
      });
    },
    async deleteSite(siteId) {
      await deletePrefix(siteKey(siteId));
      await fs.promises.rm(path.join(cacheRoot, siteId), { recursive: true, force: true });
    },
  };
}
