import { isUuid } from '@sgs/contracts';
import type { Readable } from 'node:stream';

/** The files of one release: site-relative POSIX path -> content. */
export type SiteFiles = Map<string, Buffer>;

/** One file of a release, as listed. */
export interface ReleaseFile {
  /** site-relative POSIX path, e.g. `images/logo.png` */
  path: string;
  size: number;
}

/** An opened release file: a stream of its bytes with what an HTTP cache needs. */
export interface OpenedFile {
  body: Readable;
  size: number;
  /** a strong validator, quoted as in an HTTP ETag header */
  etag: string;
  lastModified: Date;
}

/**
 * Where deployed sites, research assets and review screenshots live. Each deploy writes an immutable release
 * under its own prefix; the site's current release is a pointer kept by the caller (sites.current_release_id in
 * PostgreSQL), so deploys are atomic and old releases stay for rollback. Two adapters: the local directory
 * (default) and S3-compatible object storage; see packages/storage/README.md.
 */
export interface SiteStorage {
  /** `local` or `s3`, for logs and health output. */
  readonly kind: 'local' | 's3';
  /** Writes every file of a new release and returns its id. Nothing is visible until the pointer moves. */
  writeRelease(siteId: string, files: SiteFiles): Promise<string>;
  /** Whether a release was completely written. */
  releaseExists(siteId: string, releaseId: string): Promise<boolean>;
  /** The release's files, sorted by path (throws when the release does not exist). */
  listRelease(siteId: string, releaseId: string): Promise<ReleaseFile[]>;
  /** One file's bytes; null when the release has no such file (or the path is unsafe). */
  readFile(siteId: string, releaseId: string, relPath: string): Promise<Buffer | null>;
  /** One file as a stream, for serving and export; null when absent (or the path is unsafe). */
  openFile(siteId: string, releaseId: string, relPath: string): Promise<OpenedFile | null>;
  /** Every file of a release in memory (small sites: revisions, contact patches). */
  readRelease(siteId: string, releaseId: string): Promise<SiteFiles>;
  /**
   * A local directory holding the release's files, for tools that need a file tree (Chromium's visual review).
   * Local adapter: the release directory itself. S3: a download into a per-process cache (releases are
   * immutable, so a cached copy never goes stale).
   */
  releaseDir(siteId: string, releaseId: string): Promise<string>;
  /** Research assets (photo library, logo sources, review screenshots), outside any release, by site-relative path. */
  writeAsset(siteId: string, relPath: string, content: Buffer): Promise<void>;
  readAsset(siteId: string, relPath: string): Promise<Buffer | null>;
  deleteAsset(siteId: string, relPath: string): Promise<void>;
  /** Removes one release's files (release retention); the caller never removes the live release. */
  deleteRelease(siteId: string, releaseId: string): Promise<void>;
  /** Removes every release and asset of a site. */
  deleteSite(siteId: string): Promise<void>;
}

/** A safe site-relative path: no absolute paths, no `..`, no hidden segments, no backslashes. */
export function isSafeRelativePath(p: string): boolean {
  if (!p || p.startsWith('/') || p.includes('\\') || p.includes('\0')) return false;
  return p.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..' && !seg.startsWith('.'));
}

export function checkSiteId(siteId: string): string {
  if (!isUuid(siteId)) throw new Error(`invalid site id ${siteId}`);
  return siteId;
}

export function checkReleaseId(releaseId: string): string {
  if (!isUuid(releaseId)) throw new Error(`invalid release id ${releaseId}`);
  return releaseId;
}

export function checkAssetPath(relPath: string): string {
  if (!isSafeRelativePath(relPath)) throw new Error(`unsafe asset path: ${relPath}`);
  return relPath;
}

export const byPath = (a: { path: string }, b: { path: string }) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0);

/** Where the thumbnail of a release's home page is kept among the site's assets (beside its review screenshots). */
export const thumbnailAssetPath = (releaseId: string) => `review/${releaseId}/thumbnail.jpg`;
