import path from 'node:path';
import express, { type Response } from 'express';
import type { Env } from '@sgs/config';
import type { Db } from '@sgs/db';
import { isSafeRelativePath, type SiteStorage } from '@sgs/storage';
import { pages } from './pages';
import { tlsAsk } from './tls-ask';

/** The slug a Host header names on the free domain, or undefined. */
export function slugFromHost(host: string | undefined, freeDomain: string): string | undefined {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const suffix = `.${freeDomain.toLowerCase()}`;
  if (!name.endsWith(suffix)) return undefined;
  const slug = name.slice(0, -suffix.length);
  return /^[a-z0-9-]{1,63}$/.test(slug) ? slug : undefined;
}

interface HostedSite {
  id: string;
  businessName: string;
  hostingTier: string;
  pauseState: string;
  currentReleaseId: string | null;
  color?: string;
}

/** Site lookups are cached briefly: a refresh or deploy shows within CACHE_MS. */
const CACHE_MS = 2000;

/** Serves deployed sites by Host header from their current release; paused and unbuilt sites get notices. */
export function createHostingApp(deps: { env: Env; db: Db; storage: SiteStorage }) {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');
  const cache = new Map<string, { at: number; site: HostedSite | null }>();

  async function lookup(host: string | undefined): Promise<HostedSite | null> {
    const key = (host ?? '').toLowerCase();
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.site;
    const slug = slugFromHost(host, deps.env.FREE_HOST_DOMAIN);
    const row = slug
      ? await deps.db.site.findUnique({ where: { slug }, include: { research: { select: { brandColors: true } } } })
      : await customDomainSite(deps.db, key.replace(/:\d+$/, ''));
    const site: HostedSite | null = row
      ? {
          id: row.id,
          businessName: row.businessName,
          hostingTier: row.hostingTier,
          pauseState: row.pauseState,
          currentReleaseId: row.currentReleaseId,
          color: ((row.research?.brandColors as string[] | undefined) ?? [])[0],
        }
      : null;
    if (cache.size > 10_000) cache.clear();
    cache.set(key, { at: Date.now(), site });
    return site;
  }

  const html = (res: Response, status: number, body: string) =>
    res.status(status).set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }).type('html').send(body);

  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
  app.get('/internal/tls/ask', tlsAsk(deps.db));
  app.use(async (req, res, next) => {
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD')
        return res.status(405).set('Allow', 'GET, HEAD').type('text').send('Method not allowed');
      const site = await lookup(req.get('host'));
      if (!site) return html(res, 404, pages.noSite());
      if (site.hostingTier === 'free_subdomain' && site.pauseState === 'paused')
        return html(res.set('Retry-After', '3600'), 503, pages.paused(site.businessName, site.color));
      if (!site.currentReleaseId)
        return html(res.set('Retry-After', '60'), 503, pages.building(site.businessName, site.color));

      const root = await deps.storage.releaseDir(site.id, site.currentReleaseId);
      let rel: string;
      try {
        rel = decodeURIComponent(req.path).replace(/^\/+/, '');
      } catch {
        return html(res, 400, pages.notFound(site.businessName, site.color));
      }
      if (rel === '' || rel.endsWith('/')) rel += 'index.html';
      if (!path.extname(rel)) rel += '.html'; // /about -> about.html
      if (!isSafeRelativePath(rel)) return html(res, 404, pages.notFound(site.businessName, site.color));
      const isHtml = rel.endsWith('.html');
      res.set({
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'SAMEORIGIN',
        'Cache-Control': isHtml ? 'no-cache' : 'public, max-age=3600',
      });
      res.sendFile(rel, { root, dotfiles: 'deny' }, (err) => {
        if (!err || res.headersSent) return;
        const status =
          (err as { status?: number }).status === 404 || (err as NodeJS.ErrnoException).code === 'ENOENT' ? 404 : 500;
        html(res, status, pages.notFound(site.businessName, site.color));
      });
    } catch (err) {
      next(err);
    }
  });
  return app;
}

/** A site served on an attached, active custom domain (apex or www). */
async function customDomainSite(db: Db, host: string) {
  const apex = host.replace(/^www\./, '');
  const domain = await db.domain.findFirst({ where: { domain: apex, status: 'active', siteId: { not: null } } });
  return domain?.siteId
    ? db.site.findUnique({ where: { id: domain.siteId }, include: { research: { select: { brandColors: true } } } })
    : null;
}
