// Which files of a release directory an export may contain: regular files reached without following a
// link, under safe relative paths (no hidden segments, no `..`), bounded in depth and count.
import fs from 'node:fs';
import path from 'node:path';
import { isSafeRelativePath } from '@sgs/storage';

export interface ExportEntry {
  /** site-relative POSIX path inside the ZIP */
  name: string;
  /** absolute path on disk */
  file: string;
  size: number;
  mtime: Date;
}

const MAX_DEPTH = 16;
const MAX_FILES = 20_000;

/** Files of `root` to export, sorted by name; `htmlOnly` keeps `.html` files only (include_assets=false). */
export async function exportEntries(root: string, htmlOnly: boolean): Promise<ExportEntry[]> {
  const out: ExportEntry[] = [];
  const walk = async (rel: string, depth: number): Promise<void> => {
    if (depth > MAX_DEPTH) return;
    const dir = rel ? path.join(root, rel) : root;
    for (const entry of await fs.promises.readdir(dir, { withFileTypes: true })) {
      const name = rel ? `${rel}/${entry.name}` : entry.name;
      if (!isSafeRelativePath(name)) continue; // hidden files, `..`, backslashes
      const file = path.join(root, name);
      if (path.relative(root, file).startsWith('..')) continue;
      const stat = await fs.promises.lstat(file); // lstat: a symlink is refused, never followed
      if (stat.isSymbolicLink()) continue;
      if (stat.isDirectory()) await walk(name, depth + 1);
      else if (stat.isFile() && (!htmlOnly || name.toLowerCase().endsWith('.html'))) {
        if (out.length >= MAX_FILES) throw new Error(`the release has more than ${MAX_FILES} files`);
        out.push({ name, file, size: stat.size, mtime: stat.mtime });
      }
    }
  };
  await walk('', 0);
  return out.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Opens a listed file without following a link that replaced it since the listing. */
export async function openNoFollow(file: string): Promise<fs.ReadStream> {
  const handle = await fs.promises.open(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  return handle.createReadStream(); // closes the handle when done
}
