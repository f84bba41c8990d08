import { ApiError } from '@sgs/contracts';
import { isUniqueViolation, postCredits, type Db } from '@sgs/db';
import { INVALID_DOMAIN, parseApexDomain } from '@sgs/domains';

/** A valid apex domain, or 400 `Invalid domain format` with a hint naming what is wrong. */
export function apexOrThrow(input: string): string {
  const r = parseApexDomain(input);
  if (!r.ok) throw new ApiError(400, { error: INVALID_DOMAIN, hint: r.hint });
  return r.domain;
}

export const isDeployed = (site: { status: string; currentReleaseId: string | null }) =>
  (site.status === 'complete' || site.status === 'complete_with_warnings') && !!site.currentReleaseId;

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

/**
 * postCredits, where a parallel call with the same key (its unique index) counts as already charged: postCredits
 * reads-then-inserts, so two concurrent identical requests would otherwise turn the loser into a 500.
 */
export async function chargeOnce(db: Db, entry: Parameters<typeof postCredits>[1]) {
  try {
    await postCredits(db, entry);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
  }
}
