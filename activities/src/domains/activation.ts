import type { Env } from '@sgs/config';
import type { Db } from '@sgs/db';
import {
  checkDomainDns,
  createCustomHostnames,
  cnameTargetOf,
  createResolver,
  type CustomHostnames,
  type Resolver,
} from '@sgs/domains';
import { createHostingBilling, paidSiteCount, type HostingBilling } from '@sgs/billing';
import { deploymentUrlFor } from '../site-build/generate';

export interface DomainActivityDeps {
  db: Db;
  env: Env;
  /** DNS through DNS_RESOLVER_SERVERS (or the system resolver) unless given. */
  resolver?: Resolver;
  hostnames?: CustomHostnames;
  billing?: HostingBilling;
}

export type DomainCheckState = 'pending' | 'ready' | 'gone';

/** Activities of the domainActivation workflow (site-build queue). Each reads the domain row afresh, so a detach wins. */
export function createDomainActivities(deps: DomainActivityDeps) {
  const { db, env } = deps;
  const resolver = deps.resolver ?? createResolver(env);
  const hostnames = deps.hostnames ?? createCustomHostnames(env);
  const billing = deps.billing ?? createHostingBilling(env, db);
  const target = { ipv4: env.DOMAIN_HOSTING_IPV4, cnameTarget: cnameTargetOf(env) };

  return {
    /** One DNS and certificate check; `gone` when the domain was detached (or re-pointed) meanwhile. */
    async checkDomainActivation(input: { domainId: string }): Promise<{ state: DomainCheckState; detail: string }> {
      const row = await db.domain.findUnique({ where: { id: input.domainId } });
      if (!row || !row.siteId) return { state: 'gone', detail: 'domain record missing or detached' };
      if (row.status === 'active') return { state: 'ready', detail: 'already active' };
      if (row.status !== 'dns_pending') return { state: 'gone', detail: `domain is ${row.status}` };
      const dnsCheck = await checkDomainDns(resolver, row.domain, target);
      let detail = dnsCheck.detail;
      let ready = dnsCheck.apexOk && dnsCheck.wwwOk;
      if (ready) {
        const cert = await hostnames.certificate(row.domain);
        ready = cert.ready;
        detail = `${detail}; certificate: ${cert.detail}`;
      }
      await db.domain.updateMany({
        where: { id: row.id, status: 'dns_pending' },
        data: { lastError: ready ? null : detail },
      });
      return { state: ready ? 'ready' : 'pending', detail };
    },

    /** dns_pending -> active, deployment_url -> the custom domain, then the monthly charge starts (prorated). */
    async activateDomain(input: { domainId: string }): Promise<{ activated: boolean; deploymentUrl?: string }> {
      const done = await db.$transaction(async (tx) => {
        const row = await tx.domain.findUnique({ where: { id: input.domainId } });
        if (!row?.siteId || (row.status !== 'dns_pending' && row.status !== 'active')) return null;
        const site = await tx.site.findFirst({ where: { id: row.siteId, accountId: row.accountId } });
        if (!site) return null;
        const activatedAt = row.activatedAt ?? new Date();
        if (row.status === 'dns_pending') {
          await tx.domain.update({ where: { id: row.id }, data: { status: 'active', activatedAt, lastError: null } });
        }
        const deploymentUrl = deploymentUrlFor(env, site.slug, row.domain);
        await tx.site.update({ where: { id: site.id }, data: { deploymentUrl, hostingTier: 'paid_custom_domain' } });
        return { row, activatedAt, deploymentUrl };
      });
      if (!done) return { activated: false };
      const { row, activatedAt, deploymentUrl } = done;
      await billing.siteActivated({
        accountId: row.accountId,
        siteId: row.siteId!,
        paidSiteCount: await paidSiteCount(db, row.accountId),
        key: `hosting-add:${row.id}:${activatedAt.getTime()}`,
      });
      return { activated: true, deploymentUrl };
    },

    /**
     * Gave up: status failed with the reason (the last DNS finding). The site returns to the free tier it is still
     * served on (its URL never changed), with the 7-day clock starting now, unless another domain of it is live.
     */
    async failDomainActivation(input: {
      domainId: string;
      reason: string;
    }): Promise<{ revertedSiteId: string | null }> {
      return db.$transaction(async (tx) => {
        const row = await tx.domain.findUnique({ where: { id: input.domainId } });
        if (!row || row.status !== 'dns_pending') return { revertedSiteId: null };
        await tx.domain.update({ where: { id: row.id }, data: { status: 'failed', lastError: input.reason } });
        if (!row.siteId) return { revertedSiteId: null };
        const live = await tx.domain.count({
          where: { siteId: row.siteId, status: { in: ['dns_pending', 'active'] } },
        });
        if (live > 0) return { revertedSiteId: null };
        const flipped = await tx.site.updateMany({
          where: { id: row.siteId, accountId: row.accountId, hostingTier: 'paid_custom_domain' },
          data: { hostingTier: 'free_subdomain', lastRefreshedAt: new Date(), pauseState: 'active' },
        });
        return { revertedSiteId: flipped.count ? row.siteId : null };
      });
    },
  };
}

export type DomainActivities = ReturnType<typeof createDomainActivities>;
