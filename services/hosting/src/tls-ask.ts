import type { RequestHandler } from 'express';
import type { Db } from '@sgs/db';

/**
 * On-demand TLS `ask` endpoint (Caddy's `on_demand_tls { ask ... }`): 200 when the hostname (apex or www.) is a
 * custom domain attached to a site (dns_pending or active), 404 otherwise, so the proxy only requests certificates
 * for names we serve. Bind hosting to loopback or a private network: this is for the proxy, not the public.
 */
export function tlsAsk(db: Db): RequestHandler {
  return async (req, res, next) => {
    try {
      const raw = typeof req.query.domain === 'string' ? req.query.domain.trim().toLowerCase().replace(/\.$/, '') : '';
      if (!raw || raw.length > 253) return res.status(400).type('text').send('domain query parameter is required');
      const apex = raw.replace(/^www\./, '');
      const row = await db.domain.findFirst({
        where: { domain: apex, status: { in: ['dns_pending', 'active'] }, siteId: { not: null } },
        select: { id: true },
      });
      res
        .status(row ? 200 : 404)
        .type('text')
        .send(row ? 'ok' : 'unknown domain');
    } catch (err) {
      next(err);
    }
  };
}
