import express from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ApiError, buildHoldCredits, detachDomainResponse, PRICING, uuidString, z } from '@sgs/contracts';
import {
  creditPaymentsFor,
  creditSummary,
  CREDIT_PACKS,
  hostingSubscriptionView,
  listLedger,
  purchaseView,
  refundableCredits,
  refundPurchase,
  setAutoRefill,
  startPurchase,
} from '@sgs/billing';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { ownedSite } from '../../http/owned-site';
import { mountRoute } from '../../http/route';
import { detachDomain } from '../domains/detach';
import { domainPortsFromEnv, type DomainPorts } from '../domains/ports';

const tags = ['Credits'];

const pack = z.object({ credits: z.number().int(), price_cents: z.number().int(), price_usd: z.string() });
const packs = CREDIT_PACKS.map((p) => ({
  credits: p.credits,
  price_cents: p.priceCents,
  price_usd: (p.priceCents / 100).toFixed(2),
}));

const summary = z.object({
  balance: z.number().int(),
  held: z.number().int().describe('reserved by admitted builds and revisions (their maximum charge) until they end'),
  available: z.number().int().describe('balance less held: what new work can reserve'),
  auto_refill: z.object({
    enabled: z.boolean(),
    threshold: z.number().int().nullable(),
    pack: z.number().int(),
    card_saved: z.boolean(),
    last_attempt: z
      .object({
        purchase_id: z.string(),
        status: z.string(),
        failure_reason: z.string().nullable(),
        at: z.string(),
      })
      .nullable(),
  }),
  payments_provider: z.enum(['stripe', 'local']),
  build_hold: z
    .number()
    .int()
    .optional()
    .describe(
      'what one build holds on this deployment: its exact cost without a model, the cap of its token budget with one; never charged more',
    ),
});

const purchase = z.object({
  id: z.string(),
  credits: z.number().int(),
  amount_cents: z.number().int(),
  currency: z.string(),
  origin: z.enum(['checkout', 'auto_refill', 'operator']),
  provider: z.enum(['stripe', 'local']),
  status: z.enum(['pending', 'awaiting_operator', 'paid', 'failed', 'refunded']),
  checkout_url: z.string().nullable(),
  failure_reason: z.string().nullable(),
  paid_at: z.string().nullable(),
  refund: z
    .object({ credits: z.number().int(), amount_cents: z.number().int(), provider_ref: z.string().nullable() })
    .nullable(),
  refundable_until: z.string().nullable(),
  refundable_credits: z.number().int().optional(),
  next_step: z
    .string()
    .nullable()
    .optional()
    .describe('what happens next, in words for the customer (set while the purchase waits for payment or an operator)'),
  created_at: z.string(),
});

const ledgerPage = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['grant', 'charge', 'purchase', 'refund']),
      amount: z.number().int().describe('signed: grants and purchases positive, charges and refunds negative'),
      balance_after: z.number().int(),
      reason: z.string(),
      reference: z.string().describe('the idempotency key of the movement, e.g. charge:site-build:<siteId>'),
      site_id: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  next_cursor: z.string().nullable(),
});

const purchaseBody = z
  .object({
    pack: z.number().int().describe('credits of the pack: 100, 600 or 2800'),
    success_url: z.string().url().max(2000).optional(),
    cancel_url: z.string().url().max(2000).optional(),
  })
  .strict();
const refundBody = z.object({ purchase_id: uuidString }).strict();
const autoRefillBody = z
  .object({
    enabled: z.boolean(),
    threshold: z.number().int().min(0).max(1_000_000).nullable().optional(),
    pack: z.number().int().optional().describe('credits of the pack to buy: 100, 600 (default) or 2800'),
  })
  .strict();

const ledgerQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});

/** Spec 8 credits: balance, ledger, packs, purchases (payments port), refunds, auto-refill; and the hosting subscription. */
export function creditsRouter(deps: GatewayDeps, registry: OpenAPIRegistry, domainPorts?: DomainPorts) {
  const { db, env } = deps;
  const payments = creditPaymentsFor(env);
  const router = express.Router();
  const summaryOf = async (accountId: string) => ({
    ...(await creditSummary(db, payments, accountId)),
    build_hold: buildHoldCredits(Boolean(env.OPENAI_API_KEY)),
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/credits',
    tags,
    summary: 'Credit balance, holds and auto-refill',
    description: `A build holds \`build_hold\` credits when admitted (${PRICING.build.base} without a model, its exact cost; ${PRICING.build.max} with one, the cap of its token budget) and revisions ${PRICING.revision.max}; the actual charge, never more than the hold, settles on success and the hold is released on failure.`,
    responses: { 200: { description: 'The balance', schema: summary } },
    handler: async (req, res) => void res.json(await summaryOf(callerOf(req).accountId)),
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/credits/packs',
    tags,
    summary: 'Credit packs and prices (spec 8)',
    responses: { 200: { description: 'The packs', schema: z.object({ packs: z.array(pack) }) } },
    handler: async (_req, res) => void res.json({ packs }),
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/credits/ledger',
    tags,
    summary: 'Credit ledger, newest first',
    description: 'Every balance movement with its reason and reference. Query: `limit` (1-200, default 50), `cursor`.',
    responses: {
      200: { description: 'One page', schema: ledgerPage },
      400: { description: 'limit out of range or cursor invalid' },
    },
    handler: async (req, res) => {
      const q = ledgerQuery.safeParse(req.query);
      if (!q.success)
        throw new ApiError(400, { error: 'limit must be an integer from 1 to 200; cursor must be a next_cursor' });
      res.json(await listLedger(db, callerOf(req).accountId, q.data));
    },
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/credits/purchases',
    tags,
    summary: 'Pack purchases, newest first (with what a refund would return now)',
    responses: { 200: { description: 'The purchases', schema: z.object({ purchases: z.array(purchase) }) } },
    handler: async (req, res) => {
      const rows = await db.creditPurchase.findMany({
        where: { accountId: callerOf(req).accountId },
        orderBy: { createdAt: 'desc' },
        take: 200,
      });
      const out = [];
      for (const p of rows) out.push(purchaseView(p, await refundableCredits(db, p)));
      res.json({ purchases: out });
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/credits/purchases',
    tags,
    body: purchaseBody,
    summary: 'Buy a credit pack',
    description:
      'With Stripe configured: a Checkout session (`checkout_url`); the credits arrive when Stripe reports the payment ' +
      '(webhook `checkout.session.completed`), once. Without a payment provider (the local default): the purchase ' +
      'waits for an operator to approve it (`npm run admin -- credits approve --purchase <id>`); no card is involved.',
    responses: {
      201: { description: 'Checkout session created (status pending)', schema: purchase },
      202: { description: 'Recorded; awaiting operator approval (local default)', schema: purchase },
      400: { description: 'pack must be one of 100, 600 or 2800 (credits)' },
      502: { description: 'Payment provider unavailable (safe to retry)' },
    },
    handler: async (req, res, body) => {
      const back = `${env.PUBLIC_BASE_URL}/v1/credits`;
      const p = await startPurchase(db, payments, {
        accountId: callerOf(req).accountId,
        credits: body.pack,
        successUrl: body.success_url ?? `${back}?checkout=success`,
        cancelUrl: body.cancel_url ?? `${back}?checkout=cancel`,
      });
      res.status(p.status === 'awaiting_operator' ? 202 : 201).json(purchaseView(p));
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/credits/refunds',
    tags,
    body: refundBody,
    summary: 'Refund the unspent credits of a purchase',
    description:
      'Within 30 days of purchase. Prorated: the unspent credits of that purchase (credits are spent oldest first; ' +
      'never more than the available balance) are taken back and price x unspent / credits is refunded through the ' +
      'payment provider (locally: recorded for the operator to pay back). One refund per purchase.',
    responses: {
      200: { description: 'Refunded', schema: purchase },
      404: { description: 'Purchase not found' },
      409: { description: 'Refund window closed; Nothing left to refund; Purchase already refunded; not paid' },
      502: { description: 'Refund failed at the payment provider (credits unchanged; safe to retry)' },
    },
    handler: async (req, res, body) => {
      const p = await refundPurchase(db, payments, callerOf(req).accountId, body.purchase_id);
      res.json(purchaseView(p));
    },
  });

  mountRoute(router, registry, {
    method: 'put',
    path: '/v1/credits/auto-refill',
    tags,
    body: autoRefillBody,
    summary: 'Auto-refill settings',
    description:
      'When a hold takes the available balance below `threshold`, the `pack` is bought off-session with the card saved ' +
      'by the last Checkout (at most once per crossing). When work cannot be covered, a refill is tried first; 402 ' +
      'comes only when it fails or auto-refill is off. A refused refill is recorded and emailed, and is not retried ' +
      'until these settings are saved again or a pack is bought.',
    responses: {
      200: { description: 'Saved', schema: summary },
      400: { description: 'pack must be one of 100, 600 or 2800 (credits)' },
    },
    handler: async (req, res, body) => {
      const { accountId } = callerOf(req);
      await setAutoRefill(db, accountId, body);
      res.json(await summaryOf(accountId));
    },
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/billing/subscription',
    tags,
    summary: 'Custom-domain hosting subscription ($10 per site per month)',
    description:
      'The paid sites billed and the period. A site leaves the subscription when its domain is detached ' +
      '(DELETE /v1/sites/{id}/domains/{domain}), prorated.',
    responses: { 200: { description: 'The subscription (null when none)', schema: z.object({}).passthrough() } },
    handler: async (req, res) => void res.json(await hostingSubscriptionView(db, callerOf(req).accountId)),
  });

  mountRoute(router, registry, {
    method: 'delete',
    path: '/v1/billing/subscription/sites/:id',
    tags,
    summary: "Cancel a site's hosting subscription",
    description:
      "Ends the site's $10/month custom-domain hosting at once: its active domain is detached exactly as " +
      'DELETE /v1/sites/{id}/domains/{domain} does (the free subdomain serves again) and the subscription quantity ' +
      'decrements with proration; the last paid site cancels at the end of the period (spec 4.3).',
    responses: {
      200: { description: 'Cancelled (the detach response)', schema: detachDomainResponse },
      404: { description: 'Site not found; or Site has no custom-domain subscription' },
      502: { description: 'Un-bind failed; nothing changed, safe to retry' },
    },
    handler: async (req, res) => {
      const { accountId } = callerOf(req);
      const siteId = String(req.params.id);
      await ownedSite(db, accountId, siteId);
      const domain = await db.domain.findFirst({
        where: { accountId, siteId, status: { in: ['active', 'dns_pending'] } },
        orderBy: { createdAt: 'desc' },
      });
      if (!domain)
        throw new ApiError(404, {
          error: 'Site has no custom-domain subscription',
          hint: 'GET /v1/billing/subscription lists the paid sites.',
        });
      res.json(await detachDomain(deps, domainPorts ?? domainPortsFromEnv(env, db), accountId, siteId, domain.domain));
    },
  });

  return router;
}
