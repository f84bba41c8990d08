import { randomUUID } from 'node:crypto';
import {
  holdKey,
  placeHold,
  postCredits,
  reconcileCredits,
  releaseHold,
  releaseStaleHolds,
  settleHold,
  type Db,
} from '@sgs/db';
import {
  approveOperatorPurchase,
  createLocalHostingBilling,
  creditPaymentsFor,
  holdCreditsOrRefuse,
  refillSafely,
} from '@sgs/billing';
import { startFakeStripe, stripeSignature } from '../../../packages/billing/test/fake-stripe';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

const WHSEC = 'whsec_test_credits';
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let gw: TestGateway;
let local: TestGateway;

beforeAll(async () => {
  fake = await startFakeStripe();
  gw = await startGateway({
    env: testEnv({
      TASK_QUEUE_PREFIX: uniquePrefix('credits'),
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_API_BASE: fake.url,
      STRIPE_HOSTING_PRICE_ID: 'price_hosting',
      STRIPE_WEBHOOK_SECRET: WHSEC,
      // A model is configured (never called here: no worker runs these builds), so a build holds its cap.
      OPENAI_API_KEY: 'sk-test-credits',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
    }),
  });
  local = await startGateway({ env: testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('credits-local') }) });
}, 60_000);
afterAll(async () => {
  await gw.close();
  await local.close();
  await fake.close();
});

const balanceOf = async (db: Db, accountId: string) => {
  const a = await db.account.findUniqueOrThrow({ where: { id: accountId } });
  return { balance: a.creditsBalance, held: a.creditsHeld };
};
const webhook = (body: string, signature: string) =>
  call(gw.url, 'POST', '/v1/webhooks/stripe', { body, headers: { 'stripe-signature': signature } });

/** Buys a pack through Checkout on the fake and delivers the signed completion webhook; returns the purchase id. */
async function buyThroughCheckout(key: string, pack: number) {
  const r = await call<{ id: string; status: string; checkout_url: string }>(gw.url, 'POST', '/v1/credits/purchases', {
    key,
    body: { pack },
  });
  expect(r.status).toBe(201);
  const session = [...fake.sessions.values()].find((s) => s.client_reference_id === r.body.id)!;
  const body = JSON.stringify(fake.payCheckout(session.id));
  expect((await webhook(body, stripeSignature(body, WHSEC))).status).toBe(200);
  return { purchaseId: r.body.id, body };
}

describe('packs and balance', () => {
  it('lists exactly the spec 8 packs and the balance with holds', async () => {
    const { key } = await newAccount(gw.db);
    const packs = await call(gw.url, 'GET', '/v1/credits/packs', { key });
    expect(packs.body).toEqual({
      packs: [
        { credits: 100, price_cents: 500, price_usd: '5.00' },
        { credits: 600, price_cents: 2500, price_usd: '25.00' },
        { credits: 2800, price_cents: 10000, price_usd: '100.00' },
      ],
    });
    const r = await call(gw.url, 'GET', '/v1/credits', { key });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ balance: 520, held: 0, available: 520, payments_provider: 'stripe' });
    const openapi = await call<{ paths: Record<string, unknown> }>(gw.url, 'GET', '/v1/openapi.json');
    expect(Object.keys(openapi.body.paths)).toEqual(
      expect.arrayContaining([
        '/v1/credits',
        '/v1/credits/ledger',
        '/v1/credits/purchases',
        '/v1/credits/refunds',
        '/v1/credits/auto-refill',
        '/v1/webhooks/stripe',
        '/v1/billing/subscription',
      ]),
    );
  });

  it('refuses an unknown pack with 400', async () => {
    const { key } = await newAccount(gw.db);
    const r = await call(gw.url, 'POST', '/v1/credits/purchases', { key, body: { pack: 500 } });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: expect.stringContaining('pack must be one of 100, 600 or 2800') });
  });
});

describe('Stripe Checkout purchase', () => {
  it('creates a Checkout session for the pack price and credits once, however often the webhook is replayed', async () => {
    const { key, account } = await newAccount(gw.db, { verified: false });
    const r = await call<{ id: string; checkout_url: string; status: string }>(
      gw.url,
      'POST',
      '/v1/credits/purchases',
      {
        key,
        body: { pack: 600 },
      },
    );
    expect(r.status).toBe(201);
    expect(r.body.status).toBe('pending');
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === r.body.id)!;
    expect(r.body.checkout_url).toBe(session.url);
    expect(session.amount_total).toBe(2500);
    const created = fake.calls.find(
      (c) => c.path === '/v1/checkout/sessions' && c.params.client_reference_id === r.body.id,
    )!;
    expect(created.params['payment_intent_data[setup_future_usage]']).toBe('off_session');

    const body = JSON.stringify(fake.payCheckout(session.id));
    // A wrong secret, a tampered body and a stale timestamp are refused and credit nothing.
    expect((await webhook(body, stripeSignature(body, 'whsec_wrong'))).status).toBe(400);
    expect((await webhook(body.replace('2500', '9999'), stripeSignature(body, WHSEC))).status).toBe(400);
    const stale = Math.floor(Date.now() / 1000) - 3600;
    expect((await webhook(body, stripeSignature(body, WHSEC, stale))).status).toBe(400);
    expect((await webhook(body, 'garbage')).body).toEqual({ error: 'Invalid Stripe signature' });
    expect((await balanceOf(gw.db, account.id)).balance).toBe(0);

    const results = await Promise.all([1, 2, 3].map(() => webhook(body, stripeSignature(body, WHSEC))));
    expect(results.map((x) => x.status)).toEqual([200, 200, 200]);
    expect((await webhook(body, stripeSignature(body, WHSEC))).status).toBe(200);
    expect((await balanceOf(gw.db, account.id)).balance).toBe(600);
    const ledger = await call<{ entries: { kind: string; amount: number; reference: string }[] }>(
      gw.url,
      'GET',
      '/v1/credits/ledger',
      { key },
    );
    expect(ledger.body.entries).toEqual([
      expect.objectContaining({ kind: 'purchase', amount: 600, reference: `purchase:${r.body.id}` }),
    ]);
    const saved = await gw.db.account.findUniqueOrThrow({ where: { id: account.id } });
    expect(saved.paymentCustomerId).toMatch(/^cus_/);
    expect(saved.paymentMethodId).toMatch(/^pm_/);
  });
  it('credits a delayed payment method when async_payment_succeeded arrives, not at the unpaid completion', async () => {
    const { key, account } = await newAccount(gw.db, { verified: false });
    const r = await call<{ id: string }>(gw.url, 'POST', '/v1/credits/purchases', { key, body: { pack: 100 } });
    const session = [...fake.sessions.values()].find((s) => s.client_reference_id === r.body.id)!;
    const event = fake.payCheckout(session.id);
    const unpaid = JSON.stringify({ ...event, data: { object: { ...event.data.object, payment_status: 'unpaid' } } });
    expect((await webhook(unpaid, stripeSignature(unpaid, WHSEC))).body).toEqual({
      received: true,
      result: 'not paid yet',
    });
    expect((await balanceOf(gw.db, account.id)).balance).toBe(0);
    const later = JSON.stringify({ ...event, id: `${event.id}_b`, type: 'checkout.session.async_payment_succeeded' });
    expect((await webhook(later, stripeSignature(later, WHSEC))).body).toMatchObject({ result: 'credited' });
    expect((await balanceOf(gw.db, account.id)).balance).toBe(100);
  });
});

describe('refunds', () => {
  it('refunds the unspent credits of a purchase, prorated, once, and never below zero', async () => {
    const { key, account } = await newAccount(gw.db, { verified: false });
    const { purchaseId } = await buyThroughCheckout(key, 600);
    await postCredits(gw.db, {
      accountId: account.id,
      kind: 'charge',
      amount: -150,
      reason: 'test spend',
      key: randomUUID(),
    });

    const other = await newAccount(gw.db);
    expect(
      (await call(gw.url, 'POST', '/v1/credits/refunds', { key: other.key, body: { purchase_id: purchaseId } })).status,
    ).toBe(404);

    const r = await call<{ refund: { credits: number; amount_cents: number; provider_ref: string } }>(
      gw.url,
      'POST',
      '/v1/credits/refunds',
      { key, body: { purchase_id: purchaseId } },
    );
    expect(r.status).toBe(200);
    expect(r.body.refund).toEqual({ credits: 450, amount_cents: 1875, provider_ref: expect.stringMatching(/^re_/) });
    const refundCall = fake.calls.filter((c) => c.path === '/v1/refunds').pop()!;
    expect(refundCall.params.amount).toBe('1875');
    expect(await balanceOf(gw.db, account.id)).toEqual({ balance: 0, held: 0 });
    const again = await call(gw.url, 'POST', '/v1/credits/refunds', { key, body: { purchase_id: purchaseId } });
    expect(again.status).toBe(409);
  });

  it('spends the oldest credits first: a purchase after the signup grant is refundable in full; holds are not', async () => {
    const { key, account } = await newAccount(gw.db); // 520 signup credits
    const { purchaseId } = await buyThroughCheckout(key, 100);
    await postCredits(gw.db, {
      accountId: account.id,
      kind: 'charge',
      amount: -300,
      reason: 'test spend',
      key: randomUUID(),
    });
    await gw.db.$transaction((tx) =>
      placeHold(tx, { accountId: account.id, kind: 'build', key: holdKey('build', randomUUID()), amount: 270 }),
    );
    // 620 - 300 = 320, 270 held: 50 available, so only 50 of the 100 come back.
    const r = await call<{ refund: { credits: number; amount_cents: number } }>(gw.url, 'POST', '/v1/credits/refunds', {
      key,
      body: { purchase_id: purchaseId },
    });
    expect(r.body.refund).toMatchObject({ credits: 50, amount_cents: 250 });
    expect(await balanceOf(gw.db, account.id)).toEqual({ balance: 270, held: 270 });
  });

  it('closes the window 30 days after the purchase', async () => {
    const { key } = await newAccount(gw.db, { verified: false });
    const { purchaseId } = await buyThroughCheckout(key, 100);
    await gw.db.creditPurchase.update({
      where: { id: purchaseId },
      data: { paidAt: new Date(Date.now() - 31 * 86_400_000) },
    });
    const r = await call(gw.url, 'POST', '/v1/credits/refunds', { key, body: { purchase_id: purchaseId } });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ error: 'Refund window closed' });
  });
});

describe('holds (issue 12: no overdraw)', () => {
  it('without a model a build holds exactly its cost (200): the signup grant admits two builds, not a third', async () => {
    const { key, account } = await newAccount(local.db);
    const body = { businessName: "Joe's Pizza", businessLocation: 'Austin, TX' };
    expect((await call(local.url, 'GET', '/v1/credits', { key })).body).toMatchObject({
      available: 520,
      build_hold: 200,
    });
    const [a, b] = await Promise.all([1, 2].map(() => call(local.url, 'POST', '/v1/sites', { key, body })));
    expect([a!.status, b!.status]).toEqual([202, 202]);
    expect(await balanceOf(local.db, account.id)).toEqual({ balance: 520, held: 400 });
    const third = await call(local.url, 'POST', '/v1/sites', { key, body });
    expect(third.status).toBe(402);
    expect(third.body).toMatchObject({ error: 'PAYMENT_REQUIRED', required: 200, available: 120 });
  });

  it('never charges more than the hold, however much the work cost', async () => {
    const { key, account } = await newAccount(gw.db, { credits: 600 });
    const body = { businessName: "Joe's Pizza", businessLocation: 'Austin, TX' };
    expect((await call(gw.url, 'GET', '/v1/credits', { key })).body).toMatchObject({ build_hold: 500 });
    const site = await call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', { key, body });
    expect(site.status).toBe(202);
    const { siteId } = site.body;
    const { entry } = await settleHold(gw.db, holdKey('build', siteId), {
      accountId: account.id,
      kind: 'charge',
      amount: -700,
      reason: 'Site build',
      key: `charge:site-build:${siteId}`,
      siteId,
    });
    expect(entry.amount).toBe(-500);
    expect(await gw.db.creditHold.findUnique({ where: { key: holdKey('build', siteId) } })).toMatchObject({
      amount: 500,
      settledAmount: 500,
      status: 'settled',
    });
    expect(await balanceOf(gw.db, account.id)).toEqual({ balance: 100, held: 0 });
    expect(await reconcileCredits(gw.db, account.id)).toEqual([]);
  });

  it('answers 402 when the build hold (500 with a model) cannot be covered, and writes nothing', async () => {
    const { key, account } = await newAccount(gw.db, { credits: 499 });
    const r = await call(gw.url, 'POST', '/v1/sites', {
      key,
      body: { businessName: "Joe's Pizza", businessLocation: 'Austin, TX' },
    });
    expect(r.status).toBe(402);
    expect(r.body).toMatchObject({ error: 'PAYMENT_REQUIRED', required: 500, available: 499 });
    expect(await gw.db.site.count({ where: { accountId: account.id } })).toBe(0);
    expect(await balanceOf(gw.db, account.id)).toEqual({ balance: 499, held: 0 });
  });

  it('holds 500 at admission; a second build waits for credits; settle charges actual usage, release frees it', async () => {
    const { key, account } = await newAccount(gw.db, { credits: 900 });
    const body = { businessName: "Joe's Pizza", businessLocation: 'Austin, TX' };
    const first = await call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', { key, body });
    expect(first.status).toBe(202);
    expect(await balanceOf(gw.db, account.id)).toEqual({ balance: 900, held: 500 });
    expect((await call(gw.url, 'POST', '/v1/sites', { key, body })).status).toBe(402);

    const siteId = first.body.siteId;
    const charge = {
      accountId: account.id,
      kind: 'charge' as const,
      amount: -230,
      reason: 'Site build',
      key: `charge:site-build:${siteId}`,
      siteId,
    };
    await Promise.all([1, 2].map(() => settleHold(gw.db, holdKey('build', siteId), charge)));
    expect(await balanceOf(gw.db, account.id)).toEqual({ balance: 670, held: 0 });
    expect(await releaseHold(gw.db, holdKey('build', siteId))).toBe(false); // settled stays settled

    const second = await call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', { key, body });
    expect(second.status).toBe(202);
    expect(await releaseHold(gw.db, holdKey('build', second.body.siteId))).toBe(true);
    expect(await releaseHold(gw.db, holdKey('build', second.body.siteId))).toBe(false);
    expect(await balanceOf(gw.db, account.id)).toEqual({ balance: 670, held: 0 });
    expect(await reconcileCredits(gw.db, account.id)).toEqual([]);
  });

  it('admits concurrent builds only as far as the credits cover their holds', async () => {
    const { key, account } = await newAccount(gw.db, { credits: 1200 });
    const body = { businessName: "Joe's Pizza", businessLocation: 'Austin, TX' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => call(gw.url, 'POST', '/v1/sites', { key, body })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([202, 202, 402, 402, 402]);
    expect(await balanceOf(gw.db, account.id)).toEqual({ balance: 1200, held: 1000 });
  });
});

describe('auto-refill', () => {
  async function cardOnFile(opts: { threshold: number; pack: number }) {
    const { key, account } = await newAccount(gw.db, { verified: false });
    await buyThroughCheckout(key, 600);
    const r = await call(gw.url, 'PUT', '/v1/credits/auto-refill', {
      key,
      body: { enabled: true, threshold: opts.threshold, pack: opts.pack },
    });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      auto_refill: { enabled: true, threshold: opts.threshold, pack: opts.pack, card_saved: true },
    });
    return { key, account };
  }
  const offSessionCalls = (customer: string | null) =>
    fake.calls.filter((c) => c.path === '/v1/payment_intents' && c.method === 'POST' && c.params.customer === customer);

  it('buys the pack exactly once when concurrent debits cross the threshold', async () => {
    // A pack large enough that the balance never crosses again once it is paid, whenever the payment lands among
    // the other admissions (a 100 pack would: 250 + 100 - 50 -> below 300 again, a second, rightful purchase).
    const { account } = await cardOnFile({ threshold: 300, pack: 600 });
    const customer = (await gw.db.account.findUniqueOrThrow({ where: { id: account.id } })).paymentCustomerId;
    // Ten concurrent admissions holding 50 each: 600 -> 100; exactly one of them takes it below 300.
    const rounds = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const round = await gw.db.$transaction((tx) =>
          holdCreditsOrRefuse(tx, {
            accountId: account.id,
            kind: 'revision',
            key: holdKey('revision', randomUUID()),
            amount: 50,
          }),
        );
        // The crossing admission refills after its commit; asking three times at once still buys once (one round).
        if (round !== null)
          await Promise.all([1, 2, 3].map(() => refillSafely(gw.db, gw.deps.env, account.id, undefined, { round })));
        return round;
      }),
    );
    const crossings = rounds.filter((r) => r !== null);
    expect(crossings).toHaveLength(1);
    // Asked again for that crossing once its pack is paid: still one purchase.
    expect(await refillSafely(gw.db, gw.deps.env, account.id, undefined, { round: crossings[0]! })).toBe('not_needed');
    expect(offSessionCalls(customer)).toHaveLength(1);
    expect(offSessionCalls(customer)[0]!.params).toMatchObject({
      amount: '2500',
      off_session: 'true',
      confirm: 'true',
    });
    expect(await balanceOf(gw.db, account.id)).toEqual({ balance: 1200, held: 500 });
    const purchases = await gw.db.creditPurchase.findMany({ where: { accountId: account.id, origin: 'auto_refill' } });
    expect(purchases).toEqual([expect.objectContaining({ status: 'paid', credits: 600 })]);
    expect(await reconcileCredits(gw.db, account.id)).toEqual([]);
  });

  it('refills before answering 402 when a build cannot be covered', async () => {
    const { key, account } = await cardOnFile({ threshold: 100, pack: 2800 });
    await postCredits(gw.db, {
      accountId: account.id,
      kind: 'charge',
      amount: -550,
      reason: 'test spend',
      key: randomUUID(),
    });
    const r = await call(gw.url, 'POST', '/v1/sites', {
      key,
      body: { businessName: "Joe's Pizza", businessLocation: 'Austin, TX' },
    });
    expect(r.status).toBe(202);
    expect(await balanceOf(gw.db, account.id)).toEqual({ balance: 2850, held: 500 });
  });

  it('records a declined refill, emails the account, does not retry, and answers 402', async () => {
    const { key, account } = await cardOnFile({ threshold: 100, pack: 600 });
    const customer = (await gw.db.account.findUniqueOrThrow({ where: { id: account.id } })).paymentCustomerId!;
    fake.declined.add(customer);
    await postCredits(gw.db, {
      accountId: account.id,
      kind: 'charge',
      amount: -550,
      reason: 'test spend',
      key: randomUUID(),
    });
    const body = { businessName: "Joe's Pizza", businessLocation: 'Austin, TX' };
    const r = await call(gw.url, 'POST', '/v1/sites', { key, body });
    expect(r.status).toBe(402);
    expect((await call(gw.url, 'POST', '/v1/sites', { key, body })).status).toBe(402);
    expect(offSessionCalls(customer)).toHaveLength(1); // not retried against the declined card
    const summary = await call(gw.url, 'GET', '/v1/credits', { key });
    expect(summary.body).toMatchObject({
      auto_refill: { last_attempt: { status: 'failed', failure_reason: expect.stringContaining('card_declined') } },
    });
    const mail = await gw.db.outboundEmail.findMany({ where: { accountId: account.id } });
    expect(mail).toEqual([expect.objectContaining({ subject: 'Auto-refill could not buy credits' })]);
  });
});

describe('local default (no payment provider)', () => {
  it('records the purchase for an operator to approve; approval credits once, labelled; auto-refill cannot pay', async () => {
    const { key, account } = await newAccount(local.db, { verified: false });
    const r = await call<{ id: string; status: string; provider: string }>(local.url, 'POST', '/v1/credits/purchases', {
      key,
      body: { pack: 100 },
    });
    expect(r.status).toBe(202);
    expect(r.body).toMatchObject({
      status: 'awaiting_operator',
      provider: 'local',
      next_step: expect.stringContaining('operator'),
    });
    expect(r.body).not.toHaveProperty('next_step', expect.stringContaining('npm run'));
    expect((await balanceOf(local.db, account.id)).balance).toBe(0);
    await approveOperatorPurchase(local.db, { purchaseId: r.body.id });
    await approveOperatorPurchase(local.db, { purchaseId: r.body.id });
    const entries = await local.db.creditLedgerEntry.findMany({ where: { accountId: account.id } });
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'purchase',
        amount: 100,
        reason: expect.stringContaining('operator-approved, no card'),
      }),
    ]);
    expect(creditPaymentsFor(local.deps.env).kind).toBe('local');
    await local.db.account.update({ where: { id: account.id }, data: { autoRefill: true, autoRefillThreshold: 50 } });
    const site = await call(local.url, 'POST', '/v1/sites', {
      key,
      body: { businessName: "Joe's Pizza", businessLocation: 'Austin, TX' },
    });
    expect(site.status).toBe(402);
    const refill = await local.db.creditPurchase.findFirst({ where: { accountId: account.id, origin: 'auto_refill' } });
    expect(refill).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('No payment provider') });
  });
});

describe('ledger', () => {
  it('pages newest first with a cursor, is append-only, and reconciles with the balance', async () => {
    const { key, account } = await newAccount(gw.db);
    for (let i = 1; i <= 4; i++)
      await postCredits(gw.db, {
        accountId: account.id,
        kind: 'charge',
        amount: -i,
        reason: `spend ${i}`,
        key: randomUUID(),
      });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { entries: { reason: string }[]; next_cursor: string | null } } = await call(
        gw.url,
        'GET',
        `/v1/credits/ledger?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        { key },
      );
      seen.push(...page.body.entries.map((e) => e.reason));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(['spend 4', 'spend 3', 'spend 2', 'spend 1', 'Signup grant (email verified)']);
    expect((await call(gw.url, 'GET', '/v1/credits/ledger?cursor=nope', { key })).status).toBe(400);
    expect((await call(gw.url, 'GET', '/v1/credits/ledger?limit=0', { key })).status).toBe(400);
    await expect(
      gw.db.creditLedgerEntry.updateMany({ where: { accountId: account.id }, data: { amount: 1_000_000 } }),
    ).rejects.toThrow();
    expect(await reconcileCredits(gw.db, account.id)).toEqual([]);
    await gw.db.$executeRaw`update accounts set credits_balance = credits_balance + 1 where id = ${account.id}::uuid`;
    expect(await reconcileCredits(gw.db, account.id)).toEqual([
      expect.objectContaining({ account_id: account.id, balance: 511, ledger_sum: 510 }),
    ]);
  });
});

describe('stale holds', () => {
  it('releases the hold of a build whose site stopped generating without settling, and nothing else', async () => {
    const { key, account } = await newAccount(gw.db, { credits: 1500 });
    const body = { businessName: "Joe's Pizza", businessLocation: 'Austin, TX' };
    const ended = await call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', { key, body });
    const running = await call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', { key, body });
    await gw.db.site.update({ where: { id: ended.body.siteId }, data: { status: 'failed' } });
    await gw.db.creditHold.updateMany({
      where: { accountId: account.id },
      data: { createdAt: new Date(Date.now() - 2 * 3_600_000) },
    });
    await releaseStaleHolds(gw.db);
    const holds = await gw.db.creditHold.findMany({ where: { accountId: account.id }, orderBy: { key: 'asc' } });
    expect(Object.fromEntries(holds.map((h) => [h.siteId, h.status]))).toEqual({
      [ended.body.siteId]: 'released',
      [running.body.siteId]: 'held',
    });
    expect(await balanceOf(gw.db, account.id)).toEqual({ balance: 1500, held: 500 });
  });
});

describe('site subscriptions', () => {
  it('lists the paid sites and cancels one site with proration; other accounts get 404', async () => {
    const { key, account } = await newAccount(local.db);
    const billing = createLocalHostingBilling(local.db, 1000);
    const paid: string[] = [];
    for (let i = 0; i < 2; i++) {
      const slug = `sub-${randomUUID().slice(0, 8)}`;
      const site = await local.db.site.create({
        data: {
          accountId: account.id,
          slug,
          businessName: 'Sub Test',
          operatorEmail: account.email,
          buildRequest: {},
          status: 'complete',
          hostingTier: 'paid_custom_domain',
          pagesProjectName: slug,
        },
      });
      await local.db.domain.create({
        data: {
          accountId: account.id,
          siteId: site.id,
          domain: `${slug}-test-shop.com`,
          status: 'active',
          cnameTarget: 'x',
          activatedAt: new Date(),
        },
      });
      await billing.siteActivated({
        accountId: account.id,
        siteId: site.id,
        paidSiteCount: i + 1,
        key: `t:${site.id}`,
      });
      paid.push(site.id);
    }
    const before = await call<{ subscription: { quantity: number }; paid_sites: unknown[] }>(
      local.url,
      'GET',
      '/v1/billing/subscription',
      { key },
    );
    expect(before.body.subscription.quantity).toBe(2);
    expect(before.body.paid_sites).toHaveLength(2);

    const stranger = await newAccount(local.db);
    const path = `/v1/billing/subscription/sites/${paid[0]}`;
    expect((await call(local.url, 'DELETE', path, { key: stranger.key })).status).toBe(404);

    const r = await call(local.url, 'DELETE', path, { key });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      hosting_tier: 'free_subdomain',
      subscription_sync: { action: 'decremented', paid_site_count: 1 },
    });
    const after = await call<{
      subscription: { quantity: number };
      billing_lines: { kind: string; amount_cents: number }[];
    }>(local.url, 'GET', '/v1/billing/subscription', { key });
    expect(after.body.subscription.quantity).toBe(1);
    const removed = after.body.billing_lines.find((l) => l.kind === 'prorated_remove')!;
    expect(removed.amount_cents).toBeLessThan(0);
    expect(removed.amount_cents).toBeGreaterThanOrEqual(-1000);
    const again = await call(local.url, 'DELETE', path, { key });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ error: 'Site has no custom-domain subscription' });
  });
});
