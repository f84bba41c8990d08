import type { z } from '@sgs/contracts';
import type { siteDomainsResponse } from '@sgs/contracts/domains';
import type { GatewayDeps } from '../../deps';
import { ownedSite } from '../../http/owned-site';

/** The site's domain records, newest first (detached ones are kept as the ownership history). */
export async function listSiteDomains(
  deps: GatewayDeps,
  accountId: string,
  siteId: string,
): Promise<z.infer<typeof siteDomainsResponse>> {
  const site = await ownedSite(deps.db, accountId, siteId);
  const rows = await deps.db.domain.findMany({ where: { accountId, siteId: site.id }, orderBy: { createdAt: 'desc' } });
  return {
    domains: rows.map((r) => ({
      domain: r.domain,
      status: r.status as 'dns_pending' | 'active' | 'failed' | 'detached',
      cname_target: r.cnameTarget,
      registered: r.registered,
      last_error: r.lastError,
      activated_at: r.activatedAt?.toISOString() ?? null,
      detached_at: r.detachedAt?.toISOString() ?? null,
      created_at: r.createdAt.toISOString(),
    })),
  };
}
