// What the deterministic site operations share: their dependencies, the owned-site lookup, and the
// release key that makes a repeated request a no-op.
import type { Env } from '@sgs/config';
import { findOwnedSite, type Db } from '@sgs/db';
import type { SiteStorage } from '@sgs/storage';
import { createReleaseService } from '@sgs/releases';
import { SiteOpError } from './errors';

export interface SiteOpsDeps {
  db: Db;
  storage: SiteStorage;
  env: Env;
}

export type OwnedSite = NonNullable<Awaited<ReturnType<Db['site']['findFirst']>>>;

/** The site when the account owns it (`findOwnedSite`); otherwise not_found `site_not_found` (the operations' spelling). */
export async function ownedSite(db: Db, accountId: string, siteId: string): Promise<OwnedSite> {
  const site = await findOwnedSite(db, accountId, siteId);
  if (!site) throw new SiteOpError('not_found', { error: 'site_not_found' });
  return site;
}

/** Logo and favicon change a deployed site; before the first deploy there is nothing to change. */
export function requireDeployed(site: OwnedSite): void {
  if (!site.currentReleaseId) {
    throw new SiteOpError('not_deployed', {
      error: 'Site is not deployed yet',
      status: site.status,
      hint: 'Logo and favicon swaps apply to deployed sites; try again when the build is complete.',
    });
  }
}

/**
 * Release key of a change: what it is (a content hash) and the release it was made on. A retry after a
 * crash finds the release it already stored; a repeat once it is live is detected by `alreadyLive`; the
 * base id keeps an old change from replacing the newer releases made since (A, B, A again re-renders A on B).
 */
export const changeKey = (kind: string, contentHash: string, baseReleaseId: string) =>
  `${kind}:${contentHash}:${baseReleaseId}`;

/** True when the live release is exactly this change (same kind and content): the request is a repeat. */
export async function alreadyLive(db: Db, site: OwnedSite, kind: string, contentHash: string): Promise<boolean> {
  if (!site.currentReleaseId) return false;
  const live = await db.siteRelease.findUnique({ where: { id: site.currentReleaseId }, select: { sourceKey: true } });
  return !!live?.sourceKey.startsWith(`${kind}:${contentHash}:`);
}

export const releasesOf = (deps: SiteOpsDeps) => createReleaseService(deps);

/** A failure inside publishing becomes the operation's `<kind>_swap_failed` with `detail` (safe to retry: releases are keyed). */
export async function orSwapFailed<T>(kind: 'logo' | 'favicon', run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof SiteOpError) throw err;
    throw new SiteOpError('failed', {
      error: `${kind}_swap_failed`,
      detail: (err as Error).message,
      hint: 'Safe to retry: the operation is idempotent.',
    });
  }
}
