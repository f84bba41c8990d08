import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** The files of one release: site-relative POSIX path -> content. */
export type SiteFiles = Map<string, Buffer>;

/**
 * Where deployed sites live. Each deploy writes an immutable release; the site's current release is a
 * pointer kept by the caller (sites.current_release_id), so deploys are atomic and old releases stay for rollback.
 */
export interface SiteStorage {
  /** Writes every file of a new release and returns its id. Nothing is visible until the pointer moves. */
  writeRelease(siteId: string, files: SiteFiles): Promise<string>;
  /** A local directory holding the release's files (for serving, review and export). */
  releaseDir(siteId: string, releaseId: string): Promise<string>;
  readRelease(siteId: string, releaseId: string): Promise<SiteFiles>;
  /** Research assets (photo library, logo sources), outside any release, by site-relative path. */
  writeAsset(siteId: string, relPath: string, content: Buffer): Promise<void>;
  readAsset(siteId: string, relPath: string): Promise<Buffer | null>;
  deleteAsset(siteId: string, relPath: string): Promise<void>;
  deleteSite(siteId: string): Promise<void>;
}

/** A safe site-relative path: no absolute paths, no `..`, no hidden segments, no backslashes. */
export function isSafeRelativePath(p: string): boolean {
  if (!p || p.startsWith('/') || p.includes('\\') || p.includes('\0')) return false;
  return p.split('/').every((seg) => seg !== '' && seg !== '.' && seg !== '..' && !seg.startsWith('.'));
}

const UUID = /^[0-9a-f-]{36}$/i;

/** The local default: releases under <root>/<siteId>/releases/<releaseId>/. */
export function createLocalSiteStorage(root: string): SiteStorage {
  const siteDir = (siteId: string) => {
    if (!UUID.test(siteId)) throw new Error(`invalid site id ${siteId}`);
    return path.join(root, siteId);
  };
  const assetPath = (siteId: string, relPath: string) => {
    if (!isSafeRelativePath(relPath)) throw new Error(`unsafe asset path: ${relPath}`);
    return path.join(siteDir(siteId), 'assets', relPath);
  };
  const dirOf = (siteId: string, releaseId: string) => {
    if (!UUID.test(releaseId)) throw new Error(`invalid release id ${releaseId}`);
    return path.join(siteDir(siteId), 'releases', releaseId);
  };
  return {
    async writeRelease(siteId, files) {
      const releaseId = randomUUID();
      const dir = dirOf(siteId, releaseId);
      const tmp = `${dir}.partial`;
      for (const [rel, content] of files) {
        if (!isSafeRelativePath(rel)) throw new Error(`unsafe path in release: ${rel}`);
        const file = path.join(tmp, rel);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await fs.promises.writeFile(file, content);
      }
      await fs.promises.mkdir(tmp, { recursive: true });
      await fs.promises.rename(tmp, dir); // a release is all there or not there
      return releaseId;
    },
    async releaseDir(siteId, releaseId) {
      const dir = dirOf(siteId, releaseId);
      await fs.promises.access(dir);
      return dir;
    },
    async readRelease(siteId, releaseId) {
      const dir = dirOf(siteId, releaseId);
      const files: SiteFiles = new Map();
      const walk = async (rel: string) => {
        for (const entry of await fs.promises.readdir(path.join(dir, rel), { withFileTypes: true })) {
          const child = rel ? `${rel}/${entry.name}` : entry.name;
          if (entry.isDirectory()) await walk(child);
          else if (entry.isFile()) files.set(child, await fs.promises.readFile(path.join(dir, child)));
        }
      };
      await walk('');
      return files;
    },
    async writeAsset(siteId, relPath, content) {
      const file = assetPath(siteId, relPath);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomUUID()}.tmp`;
      await fs.promises.writeFile(tmp, content);
      await fs.promises.rename(tmp, file);
    },
    async readAsset(siteId, relPath) {
      try {
        return await fs.promises.readFile(assetPath(siteId, relPath));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async deleteAsset(siteId, relPath) {
      await fs.promises.rm(assetPath(siteId, relPath), { force: true });
    },
    async deleteSite(siteId) {
      await fs.promises.rm(siteDir(siteId), { recursive: true, force: true });
    },
  };
}
