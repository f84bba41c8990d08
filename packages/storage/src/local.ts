import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

const MAX_DEPTH = 16;
const MAX_FILES = 20_000;
const notFound = (err: unknown) => ['ENOENT', 'ENOTDIR', 'ELOOP'].includes((err as NodeJS.ErrnoException).code ?? '');

/**
 * The local default: releases under <root>/<siteId>/releases/<releaseId>/, assets under <root>/<siteId>/assets/.
 * Links inside a release are never followed (a file that is a symlink reads as absent).
 */
export function createLocalSiteStorage(root: string): SiteStorage {
  const siteDir = (siteId: string) => path.join(root, checkSiteId(siteId));
  const assetPath = (siteId: string, relPath: string) => path.join(siteDir(siteId), 'assets', checkAssetPath(relPath));
  const dirOf = (siteId: string, releaseId: string) =>
    path.join(siteDir(siteId), 'releases', checkReleaseId(releaseId));

  /** Opens a release file without following a link anywhere on its path inside the release. */
  const openInRelease = async (siteId: string, releaseId: string, relPath: string) => {
    if (!isSafeRelativePath(relPath)) return null;
    const dir = dirOf(siteId, releaseId);
    const file = path.join(dir, relPath);
    try {
      // Every directory on the way must be a real directory, not a link out of the release.
      let at = dir;
      for (const seg of relPath.split('/').slice(0, -1)) {
        at = path.join(at, seg);
        if (!(await fs.promises.lstat(at)).isDirectory()) return null;
      }
      const handle = await fs.promises.open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      return { handle, stat };
    } catch (err) {
      if (notFound(err) || (err as NodeJS.ErrnoException).code === 'EISDIR') return null;
      throw err;
    }
  };

  const list = async (siteId: string, releaseId: string): Promise<ReleaseFile[]> => {
    const dir = dirOf(siteId, releaseId);
    const out: ReleaseFile[] = [];
    const walk = async (rel: string, depth: number): Promise<void> => {
      if (depth > MAX_DEPTH) return;
      for (const entry of await fs.promises.readdir(rel ? path.join(dir, rel) : dir, { withFileTypes: true })) {
        const name = rel ? `${rel}/${entry.name}` : entry.name;
        if (!isSafeRelativePath(name)) continue; // hidden files
        if (entry.isDirectory()) await walk(name, depth + 1);
        else if (entry.isFile()) {
          // withFileTypes uses lstat semantics: links are neither files nor directories here
          if (out.length >= MAX_FILES) throw new Error(`the release has more than ${MAX_FILES} files`);
          out.push({ path: name, size: (await fs.promises.lstat(path.join(dir, name))).size });
        }
      }
    };
    await walk('', 0);
    return out.sort(byPath);
  };

  return {
    kind: 'local',
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
    async releaseExists(siteId, releaseId) {
      return fs.promises.stat(dirOf(siteId, releaseId)).then(
        (s) => s.isDirectory(),
        () => false,
      );
    },
    listRelease: list,
    async readFile(siteId, releaseId, relPath) {
      const opened = await openInRelease(siteId, releaseId, relPath);
      if (!opened) return null;
      try {
        return await opened.handle.readFile();
      } finally {
        await opened.handle.close();
      }
    },
    async openFile(siteId, releaseId, relPath): Promise<OpenedFile | null> {
      const opened = await openInRelease(siteId, releaseId, relPath);
      if (!opened) return null;
      const { handle, stat } = opened;
      return {
        body: handle.createReadStream(), // closes the handle when done or destroyed
        size: stat.size,
        etag: `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        lastModified: stat.mtime,
      };
    },
    async releaseDir(siteId, releaseId) {
      const dir = dirOf(siteId, releaseId);
      await fs.promises.access(dir);
      return dir;
    },
    async readRelease(siteId, releaseId) {
      const dir = dirOf(siteId, releaseId);
      const files: SiteFiles = new Map();
      for (const f of await list(siteId, releaseId))
        files.set(f.path, await fs.promises.readFile(path.join(dir, f.path)));
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
        if (notFound(err)) return null;
        throw err;
      }
    },
    async deleteAsset(siteId, relPath) {
      await fs.promises.rm(assetPath(siteId, relPath), { force: true });
    },
    async deleteRelease(siteId, releaseId) {
      await fs.promises.rm(dirOf(siteId, releaseId), { recursive: true, force: true });
    },
    async deleteSite(siteId) {
      await fs.promises.rm(siteDir(siteId), { recursive: true, force: true });
    },
  };
}
