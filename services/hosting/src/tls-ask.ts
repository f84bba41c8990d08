import type { Db } from '@sgs/db';
import { isDomainName } from './host';

/**
 * On-demand TLS `ask` (Caddy's `on_demand_tls { ask ... }`): 200 when the hostname (apex or www.) is a custom
 * domain attached to a site (dns_pending or active), 404 otherwise, so the proxy only requests certificates for
 * names we serve. Served on the internal listener only (it tells which domains are attached).
 */
export function tlsAsk(db: Db): (domain: string | null) => Promise<[number, string]> {
  return async (domain) => {
    const raw = (domain ?? '').trim().toLowerCase().replace(/\.$/, '');
    if (!raw) return [400, 'domain query parameter is required'];
    // Anything that is not a DNS name (NUL, spaces, 300 characters) is no domain of ours, and never reaches the database.
    const apex = raw.replace(/^www\./, '');
    if (!isDomainName(apex)) return [404, 'unknown domain'];
    const row = await db.domain.findFirst({
      where: { domain: apex, status: { in: ['dns_pending', 'active'] }, siteId: { not: null } },
      select: { id: true },
    });
    return row ? [200, 'ok'] : [404, 'unknown domain'];
  };
}
