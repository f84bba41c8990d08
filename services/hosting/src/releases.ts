import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Parser } from 'htmlparser2';
import mime from 'mime-types';
import { isSafeRelativePath, type SiteStorage } from '@sgs/storage';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** One servable file of a release with everything the response needs, computed once. */
export interface ReleaseFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  contentType: string;
  cacheControl: string;
  /** Whether the response varies by Accept-Encoding (a compressed variant exists). */
  compressed: boolean;
}

/** A release ready to serve: URL path -> file or redirect target, plus the CSP its pages need. */
export interface Release {
  files: Map<string, ReleaseFile>;
  /** `/index.html` -> `/`, `/about.html` -> `/about`: one URL per page. */
  redirects: Map<string, string>;
  /** `script-src` additions: the hashes of the release's own inline scripts. */
  scriptHashes: string[];
  bytes: number;
}

const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|manifest\+json|xml|ld\+json)|image\/svg\+xml|image\/x-icon)/;
/** A content hash in the file name (`app.3f9a1c2b.css`, `hero-3f9a1c2b7d.webp`): the bytes never change. */
const HASHED_NAME = /[.-][0-9a-f]{8,64}\.[a-z0-9]+$/i;

function cacheControlFor(rel: string, contentType: string): string {
  if (contentType.startsWith('text/html')) return 'no-cache';
  if (HASHED_NAME.test(path.posix.basename(rel))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * What hosting reads from a page: the sha256 CSP sources of its inline scripts (JSON-LD and other data blocks are
 * not scripts), and the path of its `<link rel="canonical">`.
 */
function readPage(html: string, rel: string, hashes: Set<string>): { canonicalPath?: string } {
  let inScript = false;
  let text = '';
  let canonical: string | undefined;
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const type = (attrs.type ?? '').trim().toLowerCase();
        inScript = name === 'script' && !('src' in attrs) && (type === '' || /javascript|^module$/.test(type));
        text = '';
        if (name === 'link' && canonical === undefined && /(^|\s)canonical(\s|$)/i.test(attrs.rel ?? ''))
          canonical = attrs.href;
      },
      ontext(data) {
        if (inScript) text += data;
      },
      onclosetag(name) {
        if (name === 'script' && inScript && text)
          hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
        inScript = false;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  if (!canonical) return {};
  try {
    return { canonicalPath: new URL(canonical, `http://site.invalid/${rel}`).pathname };
  } catch {
    return {};
  }
}

/** Reads a release through the storage port and prepares every response: ETags, brotli and gzip variants, routes. */
export async function prepareRelease(storage: SiteStorage, siteId: string, releaseId: string): Promise<Release> {
  const raw = await storage.readRelease(siteId, releaseId);
  const files = new Map<string, ReleaseFile>();
  const redirects = new Map<string, string>();
  const hashes = new Set<string>();
  let bytes = 0;
  await Promise.all(
    [...raw].map(async ([rel, body]) => {
      if (!isSafeRelativePath(rel)) return;
      const contentType = mime.contentType(path.posix.extname(rel) || '.bin') || 'application/octet-stream';
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      const file: ReleaseFile = {
        body,
        etag,
        contentType,
        cacheControl: cacheControlFor(rel, contentType),
        compressed: false,
      };
      if (COMPRESSIBLE.test(contentType) && body.length >= 256) {
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzip(body, { level: 9 }),
        ]);
        if (br.length < body.length * 0.95) file.br = br;
        if (gz.length < body.length * 0.95) file.gzip = gz;
        file.compressed = Boolean(file.br || file.gzip);
      }
      bytes += body.length + (file.br?.length ?? 0) + (file.gzip?.length ?? 0) + rel.length * 4 + 200;
      const page = contentType.startsWith('text/html') ? readPage(body.toString('utf8'), rel, hashes) : undefined;
      const url = `/${rel}`;
      if (page && rel.endsWith('.html')) {
        // One URL per page: an index is its folder (`/`, `/menu/`); another page is `/about` unless its canonical
        // link names `/about.html`. The other form redirects there.
        const isIndex = rel === 'index.html' || rel.endsWith('/index.html');
        const clean = isIndex ? url.slice(0, -'index.html'.length) : url.slice(0, -'.html'.length);
        const [main, alias] = !isIndex && page.canonicalPath === url ? [url, clean] : [clean, url];
        files.set(main, file);
        redirects.set(alias, main);
      } else {
        files.set(url, file);
      }
    }),
  );
  // A file literally named like a clean URL wins over the redirect (never both for one path).
  for (const from of redirects.keys()) if (files.has(from)) redirects.delete(from);
  return { files, redirects, scriptHashes: [...hashes].sort(), bytes };
}

/**
 * Prepared releases in memory, least recently used first out once over `maxBytes`. Releases are immutable, so an
 * entry never goes stale; a new deploy is a new release id.
 */
export class ReleaseCache {
  private readonly entries = new Map<string, Release>();
  private readonly pending = new Map<string, Promise<Release>>();
  private bytes = 0;

  constructor(
    private readonly storage: SiteStorage,
    private readonly maxBytes: number,
  ) {}

  /** The prepared release if it is in memory (marks it recently used). Synchronous: the hot path. */
  peek(releaseId: string): Release | undefined {
    const r = this.entries.get(releaseId);
    if (r && this.entries.size > 1) {
      this.entries.delete(releaseId);
      this.entries.set(releaseId, r);
    }
    return r;
  }

  load(siteId: string, releaseId: string): Promise<Release> {
    let p = this.pending.get(releaseId);
    if (!p) {
      p = prepareRelease(this.storage, siteId, releaseId).finally(() => this.pending.delete(releaseId));
      p.then((r) => this.add(releaseId, r)).catch(() => undefined);
      this.pending.set(releaseId, p);
    }
    return p;
  }

  private add(releaseId: string, release: Release) {
    if (this.entries.has(releaseId)) return;
    this.entries.set(releaseId, release);
    this.bytes += release.bytes;
    for (const [id, r] of this.entries) {
      if (this.bytes <= this.maxBytes || id === releaseId) break;
      this.entries.delete(id);
      this.bytes -= r.bytes;
    }
  }
}
