import { ensureSiteLifecycle } from '@sgs/site-ops';
import { ApiError, pauseSchedule } from '@sgs/contracts';
import type { GatewayDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import { ownedSite } from '../../http/owned-site';

/**
 * POST /v1/sites/:id/refresh (spec 3.2, 4.2): free and idempotent. A free site is active again at once
 * (the hosting service sees the database within seconds) and its 7-day clock restarts; paid sites never pause.
 */
export async function refreshSite(deps: GatewayDeps, caller: Caller, id: string) {
  const site = await ownedSite(deps.db, caller.accountId, id);
  if (!site.currentReleaseId) {
    throw new ApiError(409, {
      error: 'Site is not deployed yet',
      status: site.status,
      hint: 'Refresh applies to deployed sites; the free-tier clock starts at the first deploy.',
    });
  }
  if (site.hostingTier !== 'free_subdomain') {
    return {
      ok: true,
      site_id: site.id,
      hosting_tier: site.hostingTier,
      pause_state: 'active',
      was_paused: false,
      last_refreshed_at: site.lastRefreshedAt?.toISOString() ?? null,
      next_pause_at: null,
    };
  }
  const now = new Date();
  await deps.db.site.update({ where: { id: site.id }, data: { pauseState: 'active', lastRefreshedAt: now } });
  try {
    await deps.temporal.withDeadline(Date.now() + 5000, () => ensureSiteLifecycle(deps.temporal, deps.env, site));
  } catch (err) {
    // The site is already active; the lifecycle's pause is conditional on the clock it read, so it cannot pause this refresh.
    deps.log.warn({ err, siteId: site.id }, 'lifecycle signal not delivered');
  }
  const { pauseAt } = pauseSchedule(now.getTime(), deps.env.FREE_TIER_PAUSE_AFTER, deps.env.FREE_TIER_NOTICE_BEFORE);
  return {
    ok: true,
    site_id: site.id,
    hosting_tier: site.hostingTier,
    pause_state: 'active',
    was_paused: site.pauseState === 'paused',
    last_refreshed_at: now.toISOString(),
    next_pause_at: new Date(pauseAt).toISOString(),
  };
}
