import type { Db, Tx } from './client';
import { isUniqueViolation } from './errors';

export type LedgerKind = 'grant' | 'charge' | 'purchase' | 'refund';
export interface CreditPost {
  accountId: string;
  kind: LedgerKind;
  amount: number;
  reason: string;
  key: string;
  siteId?: string;
}

/**
 * Adds a signed amount to the balance and writes its ledger row in one transaction. `key` makes the
 * entry idempotent: a second call with the same key changes nothing and returns the first entry.
 */
export async function postCredits(db: Db, e: CreditPost) {
  try {
    return await db.$transaction((tx) => postCreditsTx(tx, e));
  } catch (err) {
    // A concurrent call with the same key won the race: its entry is the answer (the loser's transaction rolled back).
    if (!isUniqueViolation(err)) throw err;
    return { entry: await db.creditLedgerEntry.findUniqueOrThrow({ where: { key: e.key } }), applied: false };
  }
}

/** postCredits inside the caller's transaction (the caller handles a concurrent same-key P2002). */
export async function postCreditsTx(tx: Tx, e: CreditPost) {
  if (!Number.isInteger(e.amount)) throw new Error('credit amounts are integers');
  const existing = await tx.creditLedgerEntry.findUnique({ where: { key: e.key } });
  if (existing) return { entry: existing, applied: false };
  const account = await tx.account.update({
    where: { id: e.accountId },
    data: { creditsBalance: { increment: e.amount } },
  });
  const entry = await tx.creditLedgerEntry.create({
    data: {
      accountId: e.accountId,
      kind: e.kind,
      amount: e.amount,
      reason: e.reason,
      key: e.key,
      siteId: e.siteId,
      balanceAfter: account.creditsBalance,
    },
  });
  return { entry, applied: true };
}

/** Spec 5: 520 credits (SIGNUP_CREDITS) once the account email is verified; at most once per account. */
export async function grantSignupCredits(db: Db, accountId: string, amount: number) {
  return postCredits(db, {
    accountId,
    kind: 'grant',
    amount,
    reason: 'Signup grant (email verified)',
    key: `signup-grant:${accountId}`,
  });
}

/** 402 condition of spec part 7 for flat charges: nothing available (balance less open holds) and auto-refill off. */
export async function hasSpendableCredits(tx: Tx, accountId: string): Promise<boolean> {
  const a = await tx.account.findUniqueOrThrow({
    where: { id: accountId },
    select: { creditsBalance: true, creditsHeld: true, autoRefill: true },
  });
  return a.creditsBalance - a.creditsHeld > 0 || a.autoRefill;
}
