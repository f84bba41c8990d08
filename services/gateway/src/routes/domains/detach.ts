import { deploymentUrlFor } from '@sgs/releases';
import { ensureSiteLifecycle } from '@sgs/site-ops';
import { ApiError } from '@sgs/contracts';
import { paidSiteCount, type SubscriptionSync } from '@sgs/billing';
import type { GatewayDeps } from '../../deps';
import { ownedSite } from '../../http/owned-site';
import { apexOrThrow, errorText } from './common';
import type { DomainPorts } from './ports';

/**
 * Spec 4.3 DELETE: un-binds apex and www, flips the site back to the free tier (its subdomain serves again and the
 * 7-day rule restarts from now), keeps the ownership row (status detached), then syncs billing best-effort.
 * Idempotent: an already-free site re-runs the un-bind (of a domain it held) and the billing sync and says already_free.
 */
export async function detachDomain(
  deps: GatewayDeps,
  ports: DomainPorts,
  accountId: string,
  siteId: string,
  rawDomain: string,
) {
  const trimmed = rawDomain.trim();
  if (!trimmed) throw new ApiError(400, { error: 'domain path parameter is required' });
  const domain = apexOrThrow(trimmed.replace(/^www\./i, ''));
  const site = await ownedSite(deps.db, accountId, siteId);
  if (!site.pagesProjectName) throw new ApiError(422, { error: 'Site has no pages_project_name — nothing to detach' });

  const row = await deps.db.domain.findFirst({ where: { domain, accountId, siteId: site.id } });
  const alreadyFree = site.hostingTier !== 'paid_custom_domain';
  if (!row && !alreadyFree) {
    throw new ApiError(404, {
      error: 'Domain is not attached to this site',
      hint: "GET /v1/sites/:id shows the site's deployment_url; detach the domain it uses.",
    });
  }

  try {
    // Only a name this site holds (or held) is un-bound: never one the caller merely typed, which may be another tenant's.
    if (row) await ports.hostnames.unbind(domain);
  } catch (err) {
    throw new ApiError(502, {
      error: 'Could not un-bind the domain from the hosting provider',
      internal_error: errorText(err),
      hint: 'Nothing changed; safe to retry.',
    });
  }

  const fallbackUrl = deploymentUrlFor(deps.env, site.slug, null);
  try {
    await deps.db.$transaction(async (tx) => {
      // The hosting service serves only `active` rows, so this is the un-bind on the built-in hosting.
      if (row && row.status !== 'detached')
        await tx.domain.update({
          where: { id: row.id },
          data: { status: 'detached', detachedAt: new Date(), lastError: null },
        });
      if (!alreadyFree) {
        await tx.site.update({
          where: { id: site.id },
          data: {
            hostingTier: 'free_subdomain',
            deploymentUrl: fallbackUrl,
            lastRefreshedAt: new Date(),
            pauseState: 'active',
          },
        });
      }
    });
  } catch (err) {
    deps.log.error({ err, siteId: site.id, domain }, 'domain detach: tier flip failed');
    throw new ApiError(500, {
      error: 'Domain un-bound but the site could not be moved to the free tier',
      internal_error: errorText(err),
      hint: 'Safe to retry.',
    });
  }

  if (!alreadyFree) {
    // Free again: the 7-day clock restarts from now (spec 3.3). Best-effort: logged on failure; a refresh starts it too.
    await deps.temporal
      .withDeadline(Date.now() + 5000, () => ensureSiteLifecycle(deps.temporal, deps.env, site))
      .catch((err: unknown) =>
        deps.log.warn({ err, siteId: site.id }, 'domain detach: could not restart the free-tier clock'),
      );
  }

  const count = await paidSiteCount(deps.db, accountId);
  let sync: SubscriptionSync & { error?: string };
  try {
    sync = await ports.billing.siteDeactivated({
      accountId,
      siteId: site.id,
      paidSiteCount: count,
      key: `hosting-remove:${row?.id ?? site.id}:${row?.activatedAt?.getTime() ?? 'never'}`,
    });
  } catch (err) {
    // Best-effort (spec 4.3): a billing outage does not block the detach; the next sync corrects the quantity.
    deps.log.warn({ err, accountId }, 'domain detach: billing sync failed');
    sync = {
      action: 'noop',
      subscription_id: null,
      paid_site_count: count,
      error: `billing sync failed: ${errorText(err)}`,
    };
  }

  return {
    success: true as const,
    site_id: site.id,
    domain,
    hosting_tier: 'free_subdomain' as const,
    already_free: alreadyFree,
    fallback_url: fallbackUrl,
    subscription_sync: sync,
    message: alreadyFree
      ? `${site.slug} was already on the free tier; un-bind and billing sync re-run.`
      : `${domain} detached; the site is served at ${fallbackUrl} again and the free tier's 7-day refresh rule applies from now.`,
  };
}
