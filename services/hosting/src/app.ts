import http from 'node:http';
import Negotiator from 'negotiator';
import type { Env } from '@sgs/config';
import type { Db } from '@sgs/db';
import type { SiteStorage } from '@sgs/storage';
import { withHostingSpans } from '@sgs/observability';
import { NOTICE_CSP, SECURITY_HEADERS, siteCsp } from './headers';
import { pages } from './pages';
import { ReleaseCache, type Release, type ReleaseFile } from './releases';
import { SiteDirectory, type HostedSite } from './sites';
import { tlsAsk } from './tls-ask';

type Encoding = 'br' | 'gzip' | 'identity';
const encodingMemo = new Map<string, Encoding>();
/** The best of br, gzip, identity for an Accept-Encoding value (memoised: clients send few distinct values). */
function encodingFor(accept: string | undefined): Encoding {
  if (!accept) return 'identity';
  let enc = encodingMemo.get(accept);
  if (!enc) {
    const negotiate = new Negotiator({ headers: { 'accept-encoding': accept } }) as unknown as {
      encoding(available: string[], opts: { preferred: string[] }): string | undefined;
    };
    enc = (negotiate.encoding(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip', 'identity'] }) ??
      'identity') as Encoding;
    if (encodingMemo.size > 500) encodingMemo.clear();
    encodingMemo.set(accept, enc);
  }
  return enc;
}

/** If-None-Match (weak comparison, any encoding variant of the same bytes) matches the file's ETag. */
function notModified(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag) return true;
  const bare = etag.slice(1, -1);
  return header.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag || tag === `"${bare}-br"` || tag === `"${bare}-gz"`;
  });
}

export interface HostingOptions {
  env: Env;
  db: Db;
  storage: SiteStorage;
  onError?: (err: Error) => void;
}

/**
 * The public hosting server: serves deployed sites by Host header from their live release, held in memory with
 * ETags and brotli/gzip variants made once per release; paused, unbuilt and unknown sites get notice pages.
 * Caches drop a site the moment the database announces a change (see SiteDirectory). Closing the server stops
 * the change feed.
 */
/** The hosting server; `changeFeedLive` resolves once its caches hear of every change (before that, a cached site is
 * trusted for a second only). */
export type HostingServer = http.Server & { changeFeedLive: Promise<void> };

export function createHostingApp({ env, db, storage, onError }: HostingOptions): HostingServer {
  const sites = new SiteDirectory(db, env.DATABASE_URL, env.FREE_HOST_DOMAIN, onError);
  const releases = new ReleaseCache(storage, env.HOSTING_CACHE_MB * 1024 * 1024);
  const formOrigin = new URL(env.PUBLIC_BASE_URL).origin;
  const cspByRelease = new WeakMap<Release, string>();
  const csp = (release: Release) => {
    let v = cspByRelease.get(release);
    if (!v) cspByRelease.set(release, (v = siteCsp(formOrigin, release.scriptHashes)));
    return v;
  };

  /** A site's notice pages, rendered once per cached site record. */
  const sitePages = new WeakMap<HostedSite, Map<string, Buffer>>();
  const noSite = Buffer.from(pages.noSite());
  const unavailable = Buffer.from(pages.unavailable());
  const pageOf = (site: HostedSite, kind: 'notFound' | 'paused' | 'building'): Buffer => {
    let m = sitePages.get(site);
    if (!m) sitePages.set(site, (m = new Map()));
    let buf = m.get(kind);
    if (!buf) m.set(kind, (buf = Buffer.from(pages[kind](site.businessName, site.color))));
    return buf;
  };
  /** Each notice body always goes out with the same headers (its status aside): built once per body. */
  const noticeHeaders = new WeakMap<Buffer, http.OutgoingHttpHeaders>();
  const notice = (res: http.ServerResponse, status: number, buf: Buffer, extra: Record<string, string> = {}) => {
    let headers = noticeHeaders.get(buf);
    if (!headers) {
      headers = {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': NOTICE_CSP,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Length': buf.length,
        'Cache-Control': 'no-store',
        'X-Robots-Tag': 'noindex',
        ...extra,
      };
      noticeHeaders.set(buf, headers);
    }
    res.writeHead(status, headers);
    res.end(res.req.method === 'HEAD' ? undefined : buf);
  };

  type Variant = { body: Buffer; ok: http.OutgoingHttpHeaders; notModified: http.OutgoingHttpHeaders };
  const variantsByFile = new WeakMap<ReleaseFile, Record<string, Variant>>();
  /**
   * The body and the exact response headers of one encoding of a file, built on first use and kept with it;
   * release previews get their own (noindex) headers.
   */
  const variant = (file: ReleaseFile, enc: Encoding, policy: string, noindex: boolean): Variant => {
    let byEnc = variantsByFile.get(file);
    if (!byEnc) variantsByFile.set(file, (byEnc = {}));
    const key = noindex ? `${enc}:noindex` : enc;
    let v = byEnc[key];
    if (!v) {
      const body =
        enc === 'br' ? (file.br ?? file.gzip ?? file.body) : enc === 'gzip' ? (file.gzip ?? file.body) : file.body;
      const coding = body === file.br ? 'br' : body === file.gzip ? 'gzip' : undefined;
      const notModified: http.OutgoingHttpHeaders = {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': policy,
        'Cache-Control': file.cacheControl,
        ETag: coding ? `${file.etag.slice(0, -1)}-${coding === 'br' ? 'br' : 'gz'}"` : file.etag,
        ...(file.compressed ? { Vary: 'Accept-Encoding' } : {}),
        ...(noindex ? { 'X-Robots-Tag': 'noindex' } : {}),
      };
      const ok = {
        ...notModified,
        'Content-Type': file.contentType,
        'Content-Length': body.length,
        ...(coding ? { 'Content-Encoding': coding } : {}),
      };
      byEnc[key] = v = { body, ok, notModified };
    }
    return v;
  };

  const sendFile = (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    file: ReleaseFile,
    policy: string,
    noindex: boolean,
  ) => {
    const enc = file.compressed ? encodingFor(req.headers['accept-encoding']) : 'identity';
    const v = variant(file, enc, policy, noindex);
    if (notModified(req.headers['if-none-match'], file.etag)) {
      res.writeHead(304, v.notModified);
      res.end();
      return;
    }
    res.writeHead(200, v.ok);
    res.end(req.method === 'HEAD' ? undefined : v.body);
  };

  /** Answers from a resolved site and its prepared release (synchronous). */
  const serve = (req: http.IncomingMessage, res: http.ServerResponse, site: HostedSite, release: Release) => {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    let p = q < 0 ? url : url.slice(0, q);
    if (p.includes('%')) {
      try {
        p = decodeURIComponent(p);
      } catch {
        return notice(res, 400, pageOf(site, 'notFound'));
      }
    }
    if (p.startsWith('//')) p = p.replace(/^\/+/, '/');
    const file = release.files.get(p);
    if (file) return sendFile(req, res, file, csp(release), site.preview === true);
    const to = release.redirects.get(p);
    if (to !== undefined) {
      res.writeHead(301, {
        ...SECURITY_HEADERS,
        'Content-Security-Policy': NOTICE_CSP,
        Location: to + (q < 0 ? '' : url.slice(q)),
        'Cache-Control': 'public, max-age=3600',
      });
      return res.end();
    }
    notice(res, 404, pageOf(site, 'notFound'));
  };

  /** An address the site left: 308 to the same path on its current one while the redirect lasts, then unknown. */
  const moved = (res: http.ServerResponse, to: NonNullable<HostedSite['movedTo']>) => {
    if (Date.now() >= to.until) return notice(res, 404, noSite);
    const url = res.req.url ?? '/';
    res.writeHead(308, {
      ...SECURITY_HEADERS,
      'Content-Security-Policy': NOTICE_CSP,
      // Scheme-relative, same host but the first label: the visitor keeps the scheme and port they came with.
      Location: `//${(res.req.headers.host ?? '').replace(/^[^.]*/, to.slug)}${url.startsWith('/') ? url : '/'}`,
      'Cache-Control': 'no-store',
    });
    res.end();
  };

  /** Answers moved, paused, unbuilt and unknown sites; false when the site has a live release to serve. */
  const noticeFor = (res: http.ServerResponse, site: HostedSite | null): boolean => {
    if (!site) notice(res, 404, noSite);
    else if (site.movedTo) moved(res, site.movedTo);
    else if (site.hostingTier === 'free_subdomain' && site.pauseState === 'paused')
      notice(res, 503, pageOf(site, 'paused'), { 'Retry-After': '3600' });
    else if (!site.currentReleaseId) notice(res, 503, pageOf(site, 'building'), { 'Retry-After': '60' });
    else return false;
    return true;
  };

  const slowPath = async (req: http.IncomingMessage, res: http.ServerResponse, host: string) => {
    const site = await sites.resolve(host);
    if (noticeFor(res, site)) return;
    const release = await releases.load(site!.id, site!.currentReleaseId!);
    serve(req, res, site!, release);
  };

  const handler = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Method not allowed');
    }
    if (req.url === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end('{"status":"ok"}');
    }
    const host = (req.headers.host ?? '').toLowerCase();
    const site = sites.peek(host);
    if (site !== undefined) {
      if (noticeFor(res, site)) return;
      const release = releases.peek(site!.currentReleaseId!);
      if (release) return serve(req, res, site!, release);
    }
    slowPath(req, res, host).catch((err: unknown) => {
      onError?.(err as Error);
      if (res.headersSent) return res.destroy();
      notice(res, 503, unavailable, { 'Retry-After': '30' });
    });
  };

  // With OTEL_EXPORTER_OTLP_ENDPOINT set, a server span per request (page/asset/404...); otherwise one check.
  const server = http.createServer({ keepAliveTimeout: 65_000 }, withHostingSpans(handler));
  server.on('close', () => void sites.close());
  return Object.assign(server, { changeFeedLive: sites.ready });
}

/**
 * The internal listener (HOSTING_INTERNAL_HOST:HOSTING_INTERNAL_PORT, loopback by default): the TLS `ask`
 * endpoint for the proxy in front of hosting, never on the public port because it tells which domains are attached.
 */
export function createHostingInternalApp({ db, onError }: { db: Db; onError?: (err: Error) => void }): http.Server {
  const ask = tlsAsk(db);
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://internal');
    const reply = (status: number, body: string, type = 'text/plain; charset=utf-8') => {
      res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...SECURITY_HEADERS });
      res.end(body);
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply(405, 'Method not allowed');
    if (url.pathname === '/healthz') return reply(200, '{"status":"ok"}', 'application/json');
    if (url.pathname !== '/internal/tls/ask') return reply(404, 'Not found');
    ask(url.searchParams.get('domain'))
      .then(([status, body]) => reply(status, body))
      .catch((err: unknown) => {
        onError?.(err as Error);
        reply(500, 'lookup failed');
      });
  });
}
