import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import { ApiError, PRICING, taskQueue, workflowIds, WORKFLOWS } from '@sgs/contracts';
import type { DomainActivationInput } from '@sgs/contracts/domains';
import { isUniqueViolation, type Db } from '@sgs/db';
import { cnameTargetOf } from '@sgs/domains';
import type { GatewayDeps } from '../../deps';
import { ownedSite } from '../../http/owned-site';
import { apexOrThrow, claimedElsewhere, errorText, holdDomainCharge, isDeployed, notDeployed } from './common';
import type { DomainPorts } from './ports';

const LIVE = ['dns_pending', 'active'];

/** 409s for a domain live on another site (any account) or registered by another account, or a site with another live domain. */
export async function assertClaimable(db: Db, accountId: string, siteId: string, domain: string) {
  const existing = await db.domain.findUnique({ where: { domain } });
  if (existing && existing.accountId !== accountId && (existing.registered || LIVE.includes(existing.status)))
    throw claimedElsewhere();
  if (existing && existing.accountId === accountId && existing.siteId !== siteId && LIVE.includes(existing.status))
    throw claimedElsewhere();
  const other = await db.domain.findFirst({
    where: { siteId, accountId, status: { in: LIVE }, domain: { not: domain } },
  });
  if (other) {
    throw new ApiError(409, {
      error: `Site already has a custom domain (${other.domain})`,
      hint: `Detach ${other.domain} first: DELETE /v1/sites/${siteId}/domains/${other.domain}`,
    });
  }
  return existing;
}

export interface AttachOptions {
  /** Ledger key and amount of the attach charge; register passes none (its own charge covers it). */
  charge?: { key: string; credits: number } | null;
  registration?: { zoneId: string; priceCents: number; registeredAt: Date };
}

/**
 * Binds apex and www to the site, moves it to the paid tier, charges once (ledger key), and starts the
 * domainActivation workflow. Idempotent: a repeat finds the same row, charge and (running or finished) workflow.
 */
export async function attachDomain(
  deps: GatewayDeps,
  ports: DomainPorts,
  accountId: string,
  siteId: string,
  rawDomain: unknown,
  opts: AttachOptions = {},
) {
  if (typeof rawDomain !== 'string' || !rawDomain.trim())
    throw new ApiError(400, { error: 'domain (string) is required' });
  const domain = apexOrThrow(rawDomain);
  const site = await ownedSite(deps.db, accountId, siteId);
  if (!isDeployed(site)) throw notDeployed();

  const existing = await assertClaimable(deps.db, accountId, site.id, domain);

  const charge =
    opts.charge === undefined
      ? { key: `domain-attach:${site.id}:${domain}`, credits: PRICING.domainAttach }
      : opts.charge;
  // Held before the hosting provider is called; settled once the domain is saved, released when that fails.
  const hold = charge
    ? await holdDomainCharge(deps, {
        accountId,
        siteId: site.id,
        key: charge.key,
        credits: charge.credits,
        reason: `Custom domain ${domain}`,
      })
    : null;

  try {
    await ports.hostnames.bind(domain);
  } catch (err) {
    await hold?.release();
    throw new ApiError(502, {
      error: 'Could not bind the domain at the hosting provider',
      internal_error: errorText(err),
      hint: 'Safe to retry.',
    });
  }

  const cnameTarget = cnameTargetOf(deps.env);
  const keepActive = existing?.siteId === site.id && existing.status === 'active';
  const status = keepActive ? 'active' : 'dns_pending';
  const reg = opts.registration;
  const row = await deps.db
    .$transaction(async (tx) => {
      const data = {
        accountId,
        siteId: site.id,
        status,
        cnameTarget,
        detachedAt: null,
        lastError: null,
        ...(reg
          ? { registered: true, zoneId: reg.zoneId, priceCents: reg.priceCents, registeredAt: reg.registeredAt }
          : {}),
      };
      // Create, or update only the row version the claim checks above saw: a concurrent claim by someone else
      // makes the create hit the unique index or the update match nothing, and this attach answers 409.
      if (!existing) await tx.domain.create({ data: { domain, ...data } });
      else {
        const updated = await tx.domain.updateMany({
          where: { id: existing.id, accountId: existing.accountId, updatedAt: existing.updatedAt },
          data: keepActive ? { cnameTarget } : { ...data, activatedAt: null },
        });
        if (updated.count !== 1) throw claimedElsewhere();
      }
      await tx.site.update({ where: { id: site.id }, data: { hostingTier: 'paid_custom_domain' } });
      return tx.domain.findUniqueOrThrow({ where: { domain } });
    })
    .catch(async (err: unknown) => {
      const conflict = isUniqueViolation(err) || (err instanceof ApiError && err.status === 409);
      // Lost a race: fine when the winner was the same attach (a parallel duplicate request), else 409.
      const now = conflict ? await deps.db.domain.findUnique({ where: { domain } }) : null;
      if (now && now.accountId === accountId && now.siteId === site.id && LIVE.includes(now.status)) return now;
      await hold?.release();
      throw conflict ? claimedElsewhere() : err;
    });
  await hold?.settle();

  if (status === 'dns_pending') {
    const input: DomainActivationInput = {
      domainId: row.id,
      domain,
      pollScheduleMs: deps.env.DOMAIN_DNS_POLL_SCHEDULE,
      timeoutMs: deps.env.DOMAIN_ACTIVATION_TIMEOUT,
    };
    try {
      await deps.temporal.workflow.start(WORKFLOWS.domainActivation, {
        workflowId: workflowIds.domainActivation(domain),
        taskQueue: taskQueue('siteBuild', deps.env.TASK_QUEUE_PREFIX),
        args: [input],
      });
    } catch (err) {
      // Already running for this domain: that run picks the row up (it re-reads it on every check).
      if (!(err instanceof WorkflowExecutionAlreadyStartedError)) {
        throw new ApiError(502, {
          error: 'Could not start DNS verification',
          internal_error: errorText(err),
          hint: 'Safe to retry; the domain is saved and not charged twice.',
        });
      }
    }
  }

  return {
    success: true as const,
    domain,
    cname_target: cnameTarget,
    instructions: {
      apex: { type: 'A', name: '@', value: deps.env.DOMAIN_HOSTING_IPV4 },
      www: { type: 'CNAME', name: 'www', value: cnameTarget },
      note:
        `Most DNS hosts do not allow a CNAME on the apex: add an A record for ${domain} to ${deps.env.DOMAIN_HOSTING_IPV4} ` +
        `(or a CNAME/ALIAS to ${cnameTarget} where your DNS host flattens it) and a CNAME for www.${domain} to ${cnameTarget}. ` +
        'The domain becomes active once both resolve; the monthly hosting charge starts then, not before.',
    },
    status: status as 'dns_pending' | 'active',
  };
}
