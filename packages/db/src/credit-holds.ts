import { IN_FLIGHT_REVISION_STATUSES } from '@sgs/contracts';
import type { Db, Tx } from './client';
import { postCreditsTx, type CreditPost } from './credits';
import { isUniqueViolation } from './errors';

/**
 * `domain`: a custom-domain attach or registration, held for the length of its request (hold:domain:<ledger key>).
 * `language`: a built site rewritten in another language, held as a build is (hold:language:<changeId>).
 */
export type HoldKind = 'build' | 'revision' | 'domain' | 'language';

export interface HoldRequest {
  accountId: string;
  kind: HoldKind;
  /** hold:build:<siteId> or hold:revision:<revisionId> (holdKey) */
  key: string;
  amount: number;
  siteId?: string;
}

export type HoldResult =
  /** refillRound: when this hold crossed the auto-refill threshold, the refill round that crossing buys in (else null). */
  | { ok: true; holdId: string; available: number; refillRound: number | null }
  | { ok: false; available: number; autoRefill: boolean };

export const holdKey = (kind: HoldKind, id: string) => `hold:${kind}:${id}`;

interface AccountCredits {
  credits_balance: number;
  credits_held: number;
  auto_refill: boolean;
  auto_refill_threshold: number | null;
  auto_refill_seq: number;
}

/** Locks the account row for the rest of the transaction: holds, refunds and refill claims of one account serialize. */
export async function lockAccountCredits(tx: Tx, accountId: string): Promise<AccountCredits> {
  const rows = await tx.$queryRaw<AccountCredits[]>`
    select credits_balance, credits_held, auto_refill, auto_refill_threshold, auto_refill_seq
    from accounts where id = ${accountId}::uuid for update`;
  if (!rows[0]) throw new Error(`no account ${accountId}`);
  return rows[0];
}

/** Whether taking `amount` from `available` moves it from at-or-above the auto-refill threshold to below it. */
export function crossesThreshold(
  a: Pick<AccountCredits, 'auto_refill' | 'auto_refill_threshold'>,
  available: number,
  amount: number,
) {
  const t = a.auto_refill_threshold;
  return a.auto_refill && t !== null && available >= t && available - amount < t;
}

/**
 * Reserves the maximum charge of an admitted operation, inside the admission's transaction (issue 12: no overdraw).
 * The account row is locked, so concurrent admissions see each other's holds; `available` is balance less open holds.
 * A hold with the same key is returned as is (a retried admission holds once).
 */
export async function placeHold(tx: Tx, h: HoldRequest): Promise<HoldResult> {
  if (!Number.isInteger(h.amount) || h.amount <= 0) throw new Error('holds are positive integers');
  const a = await lockAccountCredits(tx, h.accountId);
  const available = a.credits_balance - a.credits_held;
  const existing = await tx.creditHold.findUnique({ where: { key: h.key } });
  if (existing) return { ok: true, holdId: existing.id, available, refillRound: null };
  if (available < h.amount) return { ok: false, available, autoRefill: a.auto_refill };
  const hold = await tx.creditHold.create({
    data: { accountId: h.accountId, kind: h.kind, key: h.key, amount: h.amount, siteId: h.siteId },
  });
  await tx.account.update({ where: { id: h.accountId }, data: { creditsHeld: { increment: h.amount } } });
  return {
    ok: true,
    holdId: hold.id,
    available: available - h.amount,
    refillRound: crossesThreshold(a, available, h.amount) ? a.auto_refill_seq : null,
  };
}

/** Closes an open hold (held -> settled | released) and lowers the account's held sum; false when it was not open. */
async function closeHold(tx: Tx, key: string, status: 'settled' | 'released', settledAmount?: number) {
  const hold = await tx.creditHold.findUnique({ where: { key } });
  if (!hold) return false;
  const closed = await tx.creditHold.updateMany({
    where: { key, status: 'held' },
    data: { status, settledAmount: settledAmount ?? null, closedAt: new Date() },
  });
  if (closed.count === 0) return false;
  await tx.account.update({ where: { id: hold.accountId }, data: { creditsHeld: { decrement: hold.amount } } });
  return true;
}

/**
 * Success: the actual charge lands in the ledger and the hold closes, in one transaction. Both are keyed, so a
 * retried activity charges once. The charge never exceeds the open hold (work is never charged more than it held).
 * Work admitted before holds existed (no hold row) is charged all the same.
 */
export async function settleHold(db: Db, key: string, charge: CreditPost) {
  const run = () =>
    db.$transaction(async (tx) => {
      await lockAccountCredits(tx, charge.accountId);
      const hold = await tx.creditHold.findUnique({ where: { key } });
      const capped = hold ? { ...charge, amount: Math.max(charge.amount, -hold.amount) } : charge;
      const posted = await postCreditsTx(tx, capped);
      await closeHold(tx, key, 'settled', -capped.amount);
      return posted;
    });
  try {
    return await run();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    return run(); // a concurrent settle with the same ledger key committed first: this run finds it
  }
}

/** Failure: the hold is released and nothing is charged (spec 8: failed work is free). Idempotent. */
export async function releaseHold(db: Db, key: string) {
  return db.$transaction(async (tx) => {
    const hold = await tx.creditHold.findUnique({ where: { key } });
    if (!hold) return false;
    await lockAccountCredits(tx, hold.accountId);
    return closeHold(tx, key, 'released');
  });
}

/** Spec 3.1's `failed_phase`: the stage of a build that failed. */
export type FailedPhase = 'research' | 'generation' | 'review' | 'deploy';
const FAILED_PHASE_OF: Record<string, FailedPhase> = {
  researching: 'research',
  research_review: 'research',
  generating: 'generation',
  reviewing: 'review',
  deploying: 'deploy',
};

/**
 * Ends a build as failed (spec 3.1) in one transaction: a site still generating takes status and phase `failed`,
 * the stage and a readable error, and the credits held at admission are released (spec 8: failed work is free).
 * `failed`: this call moved the site; `released`: this call closed the hold. Idempotent.
 */
export async function failBuild(
  db: Db,
  siteId: string,
  f: { failedPhase: FailedPhase; failedReason: string; lastError: string },
) {
  const key = holdKey('build', siteId);
  return db.$transaction(async (tx) => {
    const hold = await tx.creditHold.findUnique({ where: { key }, select: { accountId: true } });
    if (hold) await lockAccountCredits(tx, hold.accountId); // the account first, as every credit movement does
    const moved = await tx.site.updateMany({
      where: { id: siteId, status: 'generating' },
      data: {
        status: 'failed',
        generationPhase: 'failed',
        generationMessage: null,
        failedPhase: f.failedPhase,
        failedReason: f.failedReason,
        lastError: f.lastError.slice(0, 2000),
      },
    });
    const released = hold ? await closeHold(tx, key, 'released') : false;
    return { failed: moved.count === 1, released };
  });
}

/**
 * A language change (PATCH /v1/sites/:id `language`, hold:language:<changeId>) that stopped before its new release
 * went live: the hold is released (nothing charged) and the site, still on its previous release, is live again as
 * it was (with warnings when its last review left some). Idempotent.
 */
export async function abandonLanguageChange(db: Db, siteId: string, key: string) {
  const released = await releaseHold(db, key);
  const site = await db.site.findUnique({ where: { id: siteId }, select: { status: true, warnings: true } });
  if (site?.status === 'generating')
    await db.site.updateMany({
      where: { id: siteId, status: 'generating', currentReleaseId: { not: null } },
      data: {
        status: Array.isArray(site.warnings) && site.warnings.length ? 'complete_with_warnings' : 'complete',
        generationPhase: 'complete',
        generationMessage: null,
      },
    });
  return released;
}

/** Accounts whose stored balance differs from the ledger's sum, or whose held sum differs from their open holds. */
export async function reconcileCredits(db: Db, accountId?: string) {
  return db.$queryRaw<{ account_id: string; balance: number; ledger_sum: number; held: number; open_holds: number }[]>`
    select a.id as account_id, a.credits_balance as balance,
           coalesce((select sum(l.amount) from credit_ledger l where l.account_id = a.id), 0)::int as ledger_sum,
           a.credits_held as held,
           coalesce((select sum(h.amount) from credit_holds h where h.account_id = a.id and h.status = 'held'), 0)::int
             as open_holds
    from accounts a
    where (${accountId ?? null}::uuid is null or a.id = ${accountId ?? null}::uuid)
      and (a.credits_balance <> coalesce((select sum(l.amount) from credit_ledger l where l.account_id = a.id), 0)
        or a.credits_held <> coalesce((select sum(h.amount) from credit_holds h
                                       where h.account_id = a.id and h.status = 'held'), 0))`;
}

/**
 * Credits of a purchase not yet spent, first in first out: charges use up the oldest grants and purchases first,
 * a purchase's own refund reduces only that purchase, and the answer never exceeds what the account can spend now
 * (balance less open holds), so a refund cannot take the balance below zero.
 */
export async function unspentCreditsOf(tx: Tx, accountId: string, purchaseKey: string): Promise<number> {
  const a = await tx.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { creditsBalance: true, creditsHeld: true },
  });
  const rows = await tx.creditLedgerEntry.findMany({
    where: { accountId },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    select: { kind: true, amount: true, key: true },
  });
  const refundOf = (key: string) => rows.filter((r) => r.kind === 'refund' && r.key.startsWith(`refund:${key}`));
  let consumed = rows.filter((r) => r.amount < 0 && r.kind !== 'refund').reduce((n, r) => n - r.amount, 0);
  for (const lot of rows.filter((r) => r.amount > 0 && r.kind !== 'refund')) {
    const capacity = Math.max(0, lot.amount + refundOf(lot.key).reduce((n, r) => n + r.amount, 0));
    const used = Math.min(capacity, consumed);
    consumed -= used;
    if (lot.key === purchaseKey) return Math.max(0, Math.min(capacity - used, a.creditsBalance - a.creditsHeld));
  }
  return 0;
}

/** An open hold past the sweep's age whose database rows do not show its work as ended (see releaseStaleHolds). */
export interface OpenHold {
  key: string;
  kind: HoldKind;
  siteId: string | null;
  /** The revision of a revision hold, and whether that revision has started (a pending one waits in its site's queue). */
  revisionId: string | null;
  revisionStarted: boolean;
}

/**
 * Safety net for work that ended without reaching its settle or release: releases holds older than `minAgeMs` whose
 * build site is no longer generating or whose revision is no longer in flight, and, when `workEnded` is given (the
 * maintenance sweep asks Temporal), the older holds whose rows still look in flight but whose workflow has ended: a
 * terminated or timed-out run never reaches its settle or release. Such a build's site, still `generating`, is
 * failed with its hold released (failBuild), and `onBuildFailed` is told (the sweep sends site.failed). A settle that
 * lands afterwards still charges once (its ledger key) and finds the hold closed. Run by the outbox-sweep Schedule
 * and by `credits reconcile`.
 */
export async function releaseStaleHolds(
  db: Db,
  opts: {
    minAgeMs?: number;
    /** How the hold's workflow ended (e.g. TERMINATED, TIMED_OUT, NOT_FOUND), or false while it still runs. */
    workEnded?: (hold: OpenHold) => Promise<string | false>;
    onBuildFailed?: (siteId: string) => Promise<void>;
  } = {},
) {
  const minAgeMs = opts.minAgeMs ?? 3_600_000;
  const open = await db.$queryRaw<(OpenHold & { ended: boolean; sitePhase: string | null })[]>`
    select h.key, h.kind, h.site_id as "siteId", r.id::text as "revisionId",
           coalesce(r.status <> 'pending', false) as "revisionStarted",
           case when h.kind in ('build', 'language') then not exists (
                  select 1 from sites s where s.id = h.site_id and s.status = 'generating')
                else r.id is null or not (r.status = any(${IN_FLIGHT_REVISION_STATUSES}::text[])) end as ended,
           (select s.generation_phase from sites s where s.id = h.site_id) as "sitePhase"
    from credit_holds h
    left join revisions r
      on r.id = case when h.key ~ '^hold:revision:[0-9a-f-]{36}$' then substr(h.key, 15)::uuid end
    where h.status = 'held' and h.created_at < now() - make_interval(secs => ${minAgeMs / 1000})
    order by h.created_at`;
  let released = 0;
  for (const { ended, sitePhase, ...hold } of open) {
    if (ended) {
      if (await releaseHold(db, hold.key)) released++;
      continue;
    }
    const how = await opts.workEnded?.(hold);
    if (!how) continue;
    if (hold.kind === 'language' && hold.siteId) {
      // The site is still live on its previous release: it goes back to live, nothing charged.
      if (await abandonLanguageChange(db, hold.siteId, hold.key)) released++;
      continue;
    }
    if (hold.kind !== 'build' || !hold.siteId) {
      if (await releaseHold(db, hold.key)) released++;
      continue;
    }
    const r = await failBuild(db, hold.siteId, {
      failedPhase: FAILED_PHASE_OF[sitePhase ?? ''] ?? 'generation',
      failedReason: 'build_interrupted',
      lastError: `The build stopped before it finished (its workflow ended: ${how}). Nothing was charged; create the site again to retry.`,
    });
    if (r.released) released++;
    if (r.failed) await opts.onBuildFailed?.(hold.siteId);
  }
  return released;
}
