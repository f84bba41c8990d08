import type { Db } from '@sgs/db';

/**
 * On-demand TLS `ask` (Caddy's `on_demand_tls { ask ... }`): 200 when the hostname (apex or www.) is a custom
 * domain attached to a site (dns_pending or active), 404 otherwise, so the proxy only requests certificates for
 * names we serve. Served on the internal listener only (it tells which domains are attached).
 */
export function tlsAsk(db: Db): (domain: string | null) => Promise<[number, string]> {
  return async (domain) => {
    const raw = (domain ?? '').trim().toLowerCase().replace(/\.$/, '');
    if (!raw || raw.length > 253) return [400, 'domain query parameter is required'];
    const apex = raw.replace(/^www\./, '');
    const row = await db.domain.findFirst({
      where: { domain: apex, status: { in: ['dns_pending', 'active'] }, siteId: { not: null } },
      select: { id: true },
    });
    return row ? [200, 'ok'] : [404, 'unknown domain'];
  };
}
