import { randomUUID } from 'node:crypto';
import { ApiError } from '@sgs/contracts';
import { holdKey, releaseHold, settleHold } from '@sgs/db';
import { INVALID_DOMAIN, parseApexDomain } from '@sgs/domains';
import { holdCreditsOrRefuse, refillIfShort, refillSafely } from '@sgs/billing';
import type { GatewayDeps } from '../../deps';

/** A valid apex domain, or 400 `Invalid domain format` with a hint naming what is wrong. */
export function apexOrThrow(input: string): string {
  const r = parseApexDomain(input);
  if (!r.ok) throw new ApiError(400, { error: INVALID_DOMAIN, hint: r.hint });
  return r.domain;
}

export { isDeployedSite as isDeployed } from '@sgs/contracts';

export const notDeployed = () =>
  new ApiError(400, {
    error: 'Site is not deployed yet. Wait for the build to finish (status complete) before adding a domain.',
    hint: 'Poll GET /v1/sites/:id until status is complete or complete_with_warnings.',
  });

export const claimedElsewhere = () =>
  new ApiError(409, {
    error: 'Domain is already attached to another site',
    hint: 'Detach it from that site first (DELETE /v1/sites/:id/domains/:domain); a domain held by another account cannot be claimed.',
  });

export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export interface DomainCharge {
  accountId: string;
  siteId: string;
  /** The ledger key of the charge (one charge per key, however often the request is repeated). */
  key: string;
  credits: number;
  reason: string;
}

/**
 * Holds a domain charge before any outside work starts (issue 12: no overdraw): auto-refill tops up first when the
 * account is short, then the credits are held or the request ends in 402. `settle()` charges (keyed, once) and closes
 * the hold; `release()` frees it when the work failed. A charge already in the ledger holds nothing (a repeat).
 */
export async function holdDomainCharge(deps: GatewayDeps, c: DomainCharge) {
  const { db, env, log } = deps;
  const done = { settle: async () => undefined, release: async () => undefined };
  if (await db.creditLedgerEntry.findUnique({ where: { key: c.key } })) return done;
  await refillIfShort(db, env, c.accountId, c.credits, log);
  // One hold per attempt: a hold key is never reused, so a retry after a released hold is held again.
  const key = holdKey('domain', `${c.key}:${randomUUID()}`);
  const refillRound = await db.$transaction((tx) =>
    holdCreditsOrRefuse(tx, { accountId: c.accountId, kind: 'domain', key, amount: c.credits, siteId: c.siteId }),
  );
  return {
    async settle() {
      await settleHold(db, key, {
        accountId: c.accountId,
        kind: 'charge',
        amount: -c.credits,
        key: c.key,
        siteId: c.siteId,
        reason: c.reason,
      });
      if (refillRound !== null) await refillSafely(db, env, c.accountId, log, { round: refillRound });
    },
    async release() {
      await releaseHold(db, key);
    },
  };
}
