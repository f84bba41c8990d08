import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RawFinding } from './findings';
import type { PageTask } from './page-review';

/** What one page at one width gave: its findings (with their crops) and its first-screen screenshot if taken. */
interface Entry {
  findings: RawFinding[];
  screenshot?: Buffer;
  bytes: number;
}

const sha256 = (b: Buffer | string) => createHash('sha256').update(b).digest('hex');

/**
 * Page reviews kept in memory between reviews of the same site (the steering attempts of a build re-render the
 * site and review it again): a page at a width is reviewed again only when what it renders from changed. The key
 * is the page's own HTML, every other file of the release byte for byte (styles, scripts, images, fonts: anything
 * the page may load) and the names of all pages (links are checked against them); the other pages' HTML is not
 * in it, as a page does not render from it. Results that depend on more than the files (a page that timed out or
 * crashed, text naming the review's own server) are never kept. Bounded in bytes, oldest out first.
 */
export class ReviewMemo {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  /** The release's part of every key in `scope` (a site id): non-page files by content, pages by name. */
  async releaseKey(scope: string, dir: string, pages: string[]): Promise<ReleaseKey> {
    const files = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((f) => f.isFile())
      .map((f) => path.relative(dir, path.join(f.parentPath, f.name)).split(path.sep).join('/'))
      .sort();
    const pageSet = new Set(pages);
    const h = createHash('sha256').update(`${scope}\0`);
    const pageHashes = new Map<string, string>();
    for (const rel of files) {
      const body = await readFile(path.join(dir, rel));
      if (pageSet.has(rel)) {
        pageHashes.set(rel, sha256(body));
        h.update(`page ${rel}\0`);
      } else h.update(`file ${rel}\0${sha256(body)}\0`);
    }
    return { site: h.digest('hex'), pages: pageHashes };
  }

  keyOf(release: ReleaseKey, task: PageTask, findingShots: boolean): string | undefined {
    const page = release.pages.get(task.page);
    if (!page) return undefined;
    return sha256(
      [release.site, task.page, page, task.viewport, task.pageLevel, findingShots, !!task.screenshotPath].join('\0'),
    );
  }

  get(key: string): Entry | undefined {
    const e = this.entries.get(key);
    if (e) {
      this.entries.delete(key);
      this.entries.set(key, e);
    }
    return e;
  }

  /** Keeps a page review's outcome unless it depended on more than the files (see the class comment). */
  set(key: string, findings: RawFinding[], origin: string, screenshot?: Buffer) {
    if (findings.some((f) => f.rule === 'page-load-failed' || f.description.includes(origin))) return;
    const bytes =
      (screenshot?.length ?? 0) + findings.reduce((n, f) => n + (f.shot?.length ?? 0) + f.description.length + 200, 0);
    if (bytes > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old) this.bytes -= old.bytes;
    this.entries.delete(key);
    this.entries.set(key, { findings: findings.map((f) => ({ ...f })), screenshot, bytes });
    this.bytes += bytes;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.bytes;
    }
  }
}

export interface ReleaseKey {
  site: string;
  pages: Map<string, string>;
}
