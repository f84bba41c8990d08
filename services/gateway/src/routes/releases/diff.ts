// What changed between two releases of a site: files by content hash, pages by their visible text.
import { createHash } from 'node:crypto';
import { createTwoFilesPatch } from 'diff';
import type { SiteStorage } from '@sgs/storage';
import { visibleText } from './visible-text';

async function fileHashes(storage: SiteStorage, siteId: string, releaseId: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const f of await storage.listRelease(siteId, releaseId)) {
    const bytes = await storage.readFile(siteId, releaseId, f.path);
    if (bytes) out.set(f.path, createHash('sha256').update(bytes).digest('hex'));
  }
  return out;
}

const isPage = (p: string) => p.endsWith('.html');

/** `against` -> `releaseId`: files added, removed and changed, and a unified diff of each differing page's visible text. */
export async function diffReleases(storage: SiteStorage, siteId: string, releaseId: string, against: string) {
  const [next, prev] = await Promise.all([
    fileHashes(storage, siteId, releaseId),
    fileHashes(storage, siteId, against),
  ]);
  const added = [...next.keys()].filter((p) => !prev.has(p)).sort();
  const removed = [...prev.keys()].filter((p) => !next.has(p)).sort();
  const changed = [...next.keys()].filter((p) => prev.has(p) && prev.get(p) !== next.get(p)).sort();

  const text = async (release: string, page: string) => {
    const bytes = await storage.readFile(siteId, release, page);
    return bytes ? visibleText(bytes.toString('utf8')).join('\n') + '\n' : '';
  };
  const pages = [];
  for (const [page, status] of [
    ...added.filter(isPage).map((p) => [p, 'added'] as const),
    ...removed.filter(isPage).map((p) => [p, 'removed'] as const),
    ...changed.filter(isPage).map((p) => [p, 'changed'] as const),
  ]) {
    const before = status === 'added' ? '' : await text(against, page);
    const after = status === 'removed' ? '' : await text(releaseId, page);
    // A page whose markup changed but whose visible text did not (a new stylesheet hash) is not listed.
    if (before === after) continue;
    const patch = createTwoFilesPatch(`${against}/${page}`, `${releaseId}/${page}`, before, after, '', '', {
      context: 2,
    });
    pages.push({ page, status, diff: patch.split('\n').slice(2).join('\n') });
  }
  pages.sort((a, b) => a.page.localeCompare(b.page));
  return { release_id: releaseId, against, files: { added, removed, changed }, pages };
}
