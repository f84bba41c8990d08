import { randomUUID } from 'node:crypto';
import type { Env } from '@sgs/config';
import { ApiError, decodeCursor, encodeCursor } from '@sgs/contracts';
import {
  lockAccountCredits,
  placeHold,
  postCreditsTx,
  unspentCreditsOf,
  type Db,
  type HoldRequest,
  type Tx,
} from '@sgs/db';
import {
  createLocalCreditPayments,
  createStripeCreditPayments,
  DEFAULT_REFILL_PACK,
  packOf,
  PaymentFailed,
  REFUND_WINDOW_DAYS,
  type CheckoutCompleted,
  type CreditPack,
  type CreditPayments,
} from './payments';

/**
 * Credit operations as plain functions over the database and the payments port, shared by the API routes, the
 * dashboard, the admin CLI and the activities. Every balance movement is a keyed ledger row (packages/db postCredits).
 */

const adapters = new WeakMap<Env, CreditPayments>();
/** Stripe when STRIPE_SECRET_KEY is set, else the local (operator-approved, no card) default. One per env. */
export function creditPaymentsFor(env: Env): CreditPayments {
  let p = adapters.get(env);
  if (!p) {
    p = env.STRIPE_SECRET_KEY
      ? createStripeCreditPayments({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE })
      : createLocalCreditPayments();
    adapters.set(env, p);
  }
  return p;
}

export type Purchase = NonNullable<Awaited<ReturnType<Db['creditPurchase']['findUnique']>>>;

const ledgerKeyOf = (purchaseId: string) => `purchase:${purchaseId}`;
const refundKeyOf = (purchaseId: string) => `refund:${ledgerKeyOf(purchaseId)}`;
const DAY_MS = 86_400_000;

/** What happens next to a purchase that is not settled, in the customer's words (no operator commands). */
const NEXT_STEP: Partial<Record<Purchase['status'], string>> = {
  awaiting_operator:
    'No card is charged here. The operator of this service confirms your payment with you, then approves the ' +
    'purchase; the credits appear in your balance as soon as it is approved.',
  pending: 'Finish the payment at checkout; the credits appear in your balance once the payment is confirmed.',
};

/** The API's view of a purchase (snake_case, spec style). */
export function purchaseView(p: Purchase, refundableCredits?: number) {
  return {
    id: p.id,
    credits: p.credits,
    amount_cents: p.amountCents,
    currency: p.currency,
    origin: p.origin,
    provider: p.provider,
    status: p.status,
    checkout_url: p.status === 'pending' ? p.checkoutUrl : null,
    failure_reason: p.failureReason,
    paid_at: p.paidAt?.toISOString() ?? null,
    refund:
      p.refundedAt || p.refundedCredits
        ? { credits: p.refundedCredits, amount_cents: p.refundedCents, provider_ref: p.refundRef }
        : null,
    refundable_until: p.paidAt ? new Date(p.paidAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS).toISOString() : null,
    ...(refundableCredits !== undefined ? { refundable_credits: refundableCredits } : {}),
    next_step: NEXT_STEP[p.status] ?? null,
    created_at: p.createdAt.toISOString(),
  };
}

/** Balance, open holds, what is spendable, auto-refill settings and its last attempt. */
export async function creditSummary(db: Db, payments: CreditPayments, accountId: string) {
  const a = await db.account.findUniqueOrThrow({ where: { id: accountId } });
  const last = await db.creditPurchase.findFirst({
    where: { accountId, origin: 'auto_refill' },
    orderBy: { createdAt: 'desc' },
  });
  return {
    balance: a.creditsBalance,
    held: a.creditsHeld,
    available: a.creditsBalance - a.creditsHeld,
    auto_refill: {
      enabled: a.autoRefill,
      threshold: a.autoRefillThreshold,
      pack: a.autoRefillPack ?? DEFAULT_REFILL_PACK,
      card_saved: Boolean(a.paymentMethodId),
      last_attempt: last
        ? {
            purchase_id: last.id,
            status: last.status,
            failure_reason: last.failureReason,
            at: last.createdAt.toISOString(),
          }
        : null,
    },
    payments_provider: payments.kind,
  };
}

/** Ledger rows newest first with the lists' opaque cursor (decodeCursor: an edited one is 400 `cursor is not valid`). */
export async function listLedger(db: Db, accountId: string, opts: { limit: number; cursor?: string }) {
  const after = opts.cursor ? decodeCursor(opts.cursor) : undefined;
  const rows = await db.creditLedgerEntry.findMany({
    where: {
      accountId,
      ...(after ? { OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }] } : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: opts.limit + 1,
  });
  const page = rows.slice(0, opts.limit);
  const last = page[page.length - 1];
  return {
    entries: page.map((e) => ({
      id: e.id,
      kind: e.kind,
      amount: e.amount,
      balance_after: e.balanceAfter,
      reason: e.reason,
      reference: e.key,
      site_id: e.siteId,
      created_at: e.createdAt.toISOString(),
    })),
    next_cursor: rows.length > opts.limit && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
  };
}

function requirePack(credits: number): CreditPack {
  const pack = packOf(credits);
  if (!pack)
    throw new ApiError(400, {
      error: 'pack must be one of 100, 600 or 2800 (credits)',
      hint: 'GET /v1/credits/packs lists the packs and prices.',
    });
  return pack;
}

/** Credits a paid purchase once (ledger key purchase:<id>), inside the caller's transaction. */
async function creditPurchaseTx(tx: Tx, p: Purchase, paymentIntentId: string | null, reason: string) {
  await tx.creditPurchase.update({
    where: { id: p.id },
    data: { status: 'paid', paidAt: p.paidAt ?? new Date(), paymentIntentId: paymentIntentId ?? p.paymentIntentId },
  });
  return postCreditsTx(tx, {
    accountId: p.accountId,
    kind: 'purchase',
    amount: p.credits,
    reason,
    key: ledgerKeyOf(p.id),
  });
}

/**
 * Starts a pack purchase. Stripe: a Checkout session; the credits arrive with its `checkout.session.completed`
 * webhook. Local: the purchase waits for an operator (`npm run admin -- credits approve --purchase ID`); no card.
 */
export async function startPurchase(
  db: Db,
  payments: CreditPayments,
  input: { accountId: string; credits: number; successUrl: string; cancelUrl: string },
) {
  const pack = requirePack(input.credits);
  const account = await db.account.findUniqueOrThrow({ where: { id: input.accountId } });
  const id = randomUUID();
  let purchase = await db.creditPurchase.create({
    data: {
      id,
      accountId: account.id,
      credits: pack.credits,
      amountCents: pack.priceCents,
      origin: payments.kind === 'stripe' ? 'checkout' : 'operator',
      provider: payments.kind,
      status: payments.kind === 'stripe' ? 'pending' : 'awaiting_operator',
      key: `checkout:${id}`,
    },
  });
  if (payments.kind === 'stripe') {
    try {
      const session = await payments.createCheckout({
        purchaseId: id,
        accountId: account.id,
        email: account.email,
        customerId: account.paymentCustomerId,
        pack,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
      });
      if (!session) throw new Error('Checkout returned no session');
      purchase = await db.creditPurchase.update({
        where: { id },
        data: { checkoutSessionId: session.sessionId, checkoutUrl: session.url },
      });
    } catch (err) {
      await db.creditPurchase.update({
        where: { id },
        data: { status: 'failed', failureReason: 'Could not create the Checkout session' },
      });
      throw new ApiError(502, {
        error: 'Payment provider unavailable',
        hint: 'Safe to retry.',
        internal_error: err instanceof Error ? err.message.slice(0, 160) : 'payment provider error',
      });
    }
  }
  return purchase;
}

/**
 * `checkout.session.completed`: credits the purchase once however often the event is delivered (the ledger key
 * and the purchase status), checks the amount paid, and saves the customer and card for off-session refills.
 */
export async function completeCheckout(db: Db, payments: CreditPayments, c: CheckoutCompleted) {
  const purchase = await db.creditPurchase.findFirst({
    where: { OR: [{ checkoutSessionId: c.sessionId }, ...(c.purchaseId ? [{ id: c.purchaseId }] : [])] },
  });
  if (!purchase || purchase.provider !== 'stripe') return { credited: false, reason: 'unknown purchase' };
  if (!c.paid) return { credited: false, reason: 'not paid yet' };
  if (c.amountTotal !== null && c.amountTotal !== purchase.amountCents)
    return { credited: false, reason: `amount ${c.amountTotal} does not match ${purchase.amountCents}` };
  const paymentMethodId = c.paymentIntentId
    ? await payments.paymentMethodOf(c.paymentIntentId).catch(() => null)
    : null;
  const posted = await db.$transaction(async (tx) => {
    await lockAccountCredits(tx, purchase.accountId);
    const fresh = await tx.creditPurchase.findUniqueOrThrow({ where: { id: purchase.id } });
    if (fresh.status === 'paid' || fresh.status === 'refunded') return { applied: false };
    const r = await creditPurchaseTx(tx, fresh, c.paymentIntentId, `Credit pack ${fresh.credits} (Stripe Checkout)`);
    await tx.account.update({
      where: { id: purchase.accountId },
      data: {
        ...(c.customerId ? { paymentCustomerId: c.customerId } : {}),
        ...(paymentMethodId ? { paymentMethodId } : {}),
        // A new card may fix a failed refill: the next crossing (or shortfall) may try again.
        autoRefillSeq: { increment: 1 },
      },
    });
    return r;
  });
  return { credited: posted.applied, reason: posted.applied ? 'credited' : 'already credited' };
}

/** Local default: an operator approves a purchase (paid outside the service); credited once, labelled as such. */
export async function approveOperatorPurchase(
  db: Db,
  input: { purchaseId?: string; accountId?: string; credits?: number },
) {
  return db.$transaction(async (tx) => {
    let p: Purchase | null;
    if (input.purchaseId) {
      p = await tx.creditPurchase.findUnique({ where: { id: input.purchaseId } });
      if (!p) throw new Error(`no purchase ${input.purchaseId}`);
      if (p.status === 'paid') return { purchase: p, applied: false };
      if (p.status !== 'awaiting_operator') throw new Error(`purchase ${p.id} is ${p.status}, not awaiting_operator`);
      await lockAccountCredits(tx, p.accountId);
    } else {
      const pack = requirePack(input.credits ?? 0);
      await lockAccountCredits(tx, input.accountId!);
      const id = randomUUID();
      p = await tx.creditPurchase.create({
        data: {
          id,
          accountId: input.accountId!,
          credits: pack.credits,
          amountCents: pack.priceCents,
          origin: 'operator',
          provider: 'local',
          status: 'awaiting_operator',
          key: `operator:${id}`,
        },
      });
    }
    const r = await creditPurchaseTx(tx, p, null, `Credit pack ${p.credits} (operator-approved, no card)`);
    return { purchase: await tx.creditPurchase.findUniqueOrThrow({ where: { id: p.id } }), applied: r.applied };
  });
}

/** Unspent credits of a paid purchase that a refund would return now (0 outside the window). */
export async function refundableCredits(db: Db | Tx, p: Purchase, now = new Date()) {
  if (p.status !== 'paid' || !p.paidAt || p.refundedCredits > 0) return 0;
  if (now.getTime() - p.paidAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS) return 0;
  return unspentCreditsOf(db, p.accountId, ledgerKeyOf(p.id));
}

/**
 * Refunds a purchase within 30 days, prorated by its unspent credits (first in, first out; never more than the
 * spendable balance, so never below zero): a `refund` ledger row first, then the provider's refund of
 * price x unspent / credits; if the provider refuses, the credits come back (a second `refund` row, positive).
 */
export async function refundPurchase(db: Db, payments: CreditPayments, accountId: string, purchaseId: string) {
  const reserved = await db.$transaction(async (tx) => {
    await lockAccountCredits(tx, accountId);
    const p = await tx.creditPurchase.findFirst({ where: { id: purchaseId, accountId } });
    if (!p) throw new ApiError(404, { error: 'Purchase not found' });
    if (p.status === 'refunded' || p.refundedCredits > 0)
      throw new ApiError(409, { error: 'Purchase already refunded' });
    if (p.status !== 'paid' || !p.paidAt) throw new ApiError(409, { error: `Purchase is ${p.status}, not paid` });
    if (Date.now() - p.paidAt.getTime() > REFUND_WINDOW_DAYS * DAY_MS)
      throw new ApiError(409, {
        error: 'Refund window closed',
        hint: `Unspent credits are refundable within ${REFUND_WINDOW_DAYS} days of purchase.`,
      });
    const credits = await refundableCredits(tx, p);
    if (credits <= 0)
      throw new ApiError(409, {
        error: 'Nothing left to refund',
        hint: 'The credits of this purchase are spent or reserved by running work.',
      });
    const cents = Math.floor((p.amountCents * credits) / p.credits);
    await postCreditsTx(tx, {
      accountId,
      kind: 'refund',
      amount: -credits,
      reason: `Refund of ${credits} unspent credits of pack ${p.credits} (${(cents / 100).toFixed(2)} USD)`,
      key: refundKeyOf(p.id),
    });
    return tx.creditPurchase.update({
      where: { id: p.id },
      data: { status: 'refunded', refundedCredits: credits, refundedCents: cents },
    });
  });
  try {
    const { providerRef } = await payments.refund({
      key: refundKeyOf(reserved.id),
      paymentIntentId: reserved.paymentIntentId,
      amountCents: reserved.refundedCents,
    });
    return db.creditPurchase.update({
      where: { id: reserved.id },
      data: { refundRef: providerRef, refundedAt: new Date() },
    });
  } catch (err) {
    await db.$transaction(async (tx) => {
      await lockAccountCredits(tx, accountId);
      await postCreditsTx(tx, {
        accountId,
        kind: 'refund',
        amount: reserved.refundedCredits,
        reason: 'Refund refused by the payment provider: credits restored',
        key: `${refundKeyOf(reserved.id)}:reversed`,
      });
      await tx.creditPurchase.update({
        where: { id: reserved.id },
        data: { status: 'paid', refundedCredits: 0, refundedCents: 0 },
      });
    });
    throw new ApiError(502, {
      error: 'Refund failed at the payment provider',
      hint: 'Nothing was refunded and your credits are unchanged. Safe to retry.',
      internal_error: err instanceof Error ? err.message.slice(0, 160) : 'payment provider error',
    });
  }
}

/** Auto-refill settings; saving them lets a refill that failed be tried again at the next need. */
export async function setAutoRefill(
  db: Db,
  accountId: string,
  s: { enabled: boolean; threshold?: number | null; pack?: number },
) {
  if (s.pack !== undefined) requirePack(s.pack);
  await db.account.update({
    where: { id: accountId },
    data: {
      autoRefill: s.enabled,
      ...(s.threshold !== undefined ? { autoRefillThreshold: s.threshold } : {}),
      ...(s.pack !== undefined ? { autoRefillPack: s.pack } : {}),
      autoRefillSeq: { increment: 1 },
    },
  });
}

export type RefillOutcome = 'off' | 'not_needed' | 'paid' | 'failed' | 'already_tried';

const REFILL_WAIT_MS = 20_000;

/**
 * Buys the account's refill pack off-session, at most once per refill round: the purchase key is
 * auto-refill:<account>:<seq>, so concurrent callers share one purchase (and one provider call, whose Idempotency-Key
 * is the same key). A paid refill credits the pack and opens the next round; a refused one is recorded, the account
 * is emailed, and the round stays closed (no retry against a declined card) until the settings change or a pack is
 * bought through Checkout. With `round` (the round a threshold crossing fell in: placeHold's refillRound), a round
 * that has already moved on is not bought again: one crossing buys once, even when that pack leaves the balance
 * below the threshold.
 */
export async function autoRefill(
  db: Db,
  payments: CreditPayments,
  env: Env,
  accountId: string,
  need = 0,
  round?: number,
): Promise<RefillOutcome> {
  const claim = await db.$transaction(async (tx) => {
    await lockAccountCredits(tx, accountId);
    const a = await tx.account.findUniqueOrThrow({ where: { id: accountId } });
    if (!a.autoRefill) return { kind: 'off' as const };
    if (round !== undefined && round !== a.autoRefillSeq) return { kind: 'not_needed' as const };
    const available = a.creditsBalance - a.creditsHeld;
    if (available >= (a.autoRefillThreshold ?? 0) && available >= need) return { kind: 'not_needed' as const };
    const key = `auto-refill:${a.id}:${a.autoRefillSeq}`;
    const existing = await tx.creditPurchase.findUnique({ where: { key } });
    if (existing) return { kind: 'existing' as const, purchase: existing };
    const pack = packOf(a.autoRefillPack ?? DEFAULT_REFILL_PACK) ?? packOf(DEFAULT_REFILL_PACK)!;
    const purchase = await tx.creditPurchase.create({
      data: {
        accountId: a.id,
        credits: pack.credits,
        amountCents: pack.priceCents,
        origin: 'auto_refill',
        provider: payments.kind,
        status: 'pending',
        key,
      },
    });
    return { kind: 'claimed' as const, purchase, pack, account: a };
  });
  if (claim.kind === 'off' || claim.kind === 'not_needed') return claim.kind;
  if (claim.kind === 'existing') {
    // Another caller holds this round: wait for its outcome (it finishes within the provider timeout).
    const deadline = Date.now() + REFILL_WAIT_MS;
    let p = claim.purchase;
    while (p.status === 'pending' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      p = await db.creditPurchase.findUniqueOrThrow({ where: { id: p.id } });
    }
    return p.status === 'paid' ? 'paid' : 'already_tried';
  }
  const { purchase, pack, account } = claim;
  try {
    const { paymentIntentId } = await payments.chargeOffSession({
      key: purchase.key,
      purchaseId: purchase.id,
      accountId,
      customerId: account.paymentCustomerId,
      paymentMethodId: account.paymentMethodId,
      pack,
    });
    await db.$transaction(async (tx) => {
      await lockAccountCredits(tx, accountId);
      await creditPurchaseTx(tx, purchase, paymentIntentId, `Auto-refill: credit pack ${pack.credits}`);
      await tx.account.update({ where: { id: accountId }, data: { autoRefillSeq: { increment: 1 } } });
    });
    return 'paid';
  } catch (err) {
    const reason =
      err instanceof PaymentFailed
        ? err.message
        : `Payment provider error: ${err instanceof Error ? err.message : err}`;
    await db.$transaction(async (tx) => {
      await tx.creditPurchase.update({
        where: { id: purchase.id },
        data: { status: 'failed', failureReason: reason.slice(0, 500) },
      });
      await tx.outboundEmail.upsert({
        where: { dedupeKey: `auto-refill-failed:${purchase.id}` },
        update: {},
        create: {
          accountId,
          dedupeKey: `auto-refill-failed:${purchase.id}`,
          toAddress: account.email,
          fromAddress: env.MAIL_FROM,
          subject: 'Auto-refill could not buy credits',
          text:
            `Auto-refill tried to buy ${pack.credits} credits (${(pack.priceCents / 100).toFixed(2)} USD) and could not:\n` +
            `${reason}\n\nUntil you buy a pack or save your auto-refill settings again, auto-refill will not retry, ` +
            'and new builds and revisions are refused with 402 once the balance cannot cover them.\n',
        },
      });
    });
    return 'failed';
  }
}

/**
 * Before admitting work that holds `amount` credits: when the spendable balance cannot cover it and auto-refill is
 * on, refill first (the 402 then comes only when the refill failed or is off). Never throws for a refill failure.
 */
export async function refillIfShort(db: Db, env: Env, accountId: string, amount: number, log?: LogLike) {
  const a = await db.account.findUnique({
    where: { id: accountId },
    select: { creditsBalance: true, creditsHeld: true, autoRefill: true },
  });
  if (!a || !a.autoRefill || a.creditsBalance - a.creditsHeld >= amount) return;
  await refillSafely(db, env, accountId, log, { need: amount });
}

/**
 * After a hold crossed the threshold (or, with `need`, when work cannot be covered): refill when the available
 * balance is below the threshold or `need`, logging (not throwing) a provider failure.
 */
export async function refillSafely(
  db: Db,
  env: Env,
  accountId: string,
  log?: LogLike,
  opts: { need?: number; round?: number } = {},
) {
  try {
    return await autoRefill(db, creditPaymentsFor(env), env, accountId, opts.need ?? 0, opts.round);
  } catch (err) {
    log?.warn({ err, accountId }, 'auto-refill failed');
    return 'failed' as const;
  }
}

interface LogLike {
  warn(obj: object, msg: string): void;
}

/** Spec 7's 402, saying what the operation reserves and what is available. */
export function paymentRequired(amount: number, available: number) {
  return new ApiError(402, {
    error: 'PAYMENT_REQUIRED',
    hint:
      `This operation reserves ${amount} credits until it ends (it is never charged more); ` +
      `${Math.max(0, available)} available. Buy a pack (POST /v1/credits/purchases) or turn on auto-refill (PUT /v1/credits/auto-refill).`,
    required: amount,
    available,
  });
}

/** The early 402 check of an admission (locks the account row for the rest of the transaction). */
export async function requireCoverable(tx: Tx, accountId: string, amount: number) {
  const a = await lockAccountCredits(tx, accountId);
  const available = a.credits_balance - a.credits_held;
  if (available < amount) throw paymentRequired(amount, available);
}

/**
 * Inside an admission's transaction: holds the operation's maximum charge or refuses with 402. Returns the refill
 * round when the hold took the available balance below the auto-refill threshold (then call
 * refillSafely(..., { round }) after the commit), else null.
 */
export async function holdCreditsOrRefuse(tx: Tx, req: HoldRequest): Promise<number | null> {
  const held = await placeHold(tx, req);
  if (!held.ok) throw paymentRequired(req.amount, held.available);
  return held.refillRound;
}
