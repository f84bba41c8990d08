// Which files of a release an export may contain: the storage port lists only regular files under safe relative
// paths (no links, no hidden segments, no `..`), from the local directory or object storage alike.
import type { SiteStorage } from '@sgs/storage';

export interface ExportEntry {
  /** site-relative POSIX path inside the ZIP */
  name: string;
  size: number;
}

/** Files of the release to export, sorted by name; `htmlOnly` keeps `.html` files only (include_assets=false). */
export async function exportEntries(
  storage: SiteStorage,
  siteId: string,
  releaseId: string,
  htmlOnly: boolean,
): Promise<ExportEntry[]> {
  const files = await storage.listRelease(siteId, releaseId);
  return files
    .filter((f) => !htmlOnly || f.path.toLowerCase().endsWith('.html'))
    .map((f) => ({ name: f.path, size: f.size }));
}
