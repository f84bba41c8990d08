import express from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ApiError, errorBody, z } from '@sgs/contracts';
import { checkoutCompletedOf, completeCheckout, creditPaymentsFor, verifyStripeEvent } from '@sgs/billing';
import type { GatewayDeps } from '../../deps';

const PATH = '/v1/webhooks/stripe';
const CREDITING_EVENTS = ['checkout.session.completed', 'checkout.session.async_payment_succeeded'];

/**
 * Stripe's webhook for credit-pack Checkout (public: authenticated by the `Stripe-Signature` header over the raw body
 * with STRIPE_WEBHOOK_SECRET). `checkout.session.completed` credits the purchase once, however often it is delivered;
 * other event types are acknowledged and ignored. Registered before the API-key routes.
 */
export function stripeWebhookRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const { db, env, log } = deps;
  const router = express.Router();
  registry.registerPath({
    method: 'post',
    path: PATH,
    summary: 'Stripe webhook (credit-pack Checkout)',
    description:
      'Verified with the Stripe-Signature header (t=<unix>,v1=<HMAC-SHA256 of "<t>.<raw body>">, 300 s tolerance, ' +
      'constant-time comparison). Handles checkout.session.completed and checkout.session.async_payment_succeeded; ' +
      'a purchase is credited once however often they are delivered.',
    tags: ['Credits'],
    request: { headers: z.object({ 'stripe-signature': z.string() }) },
    responses: {
      200: {
        description: 'Acknowledged',
        content: { 'application/json': { schema: z.object({ received: z.boolean(), result: z.string() }) } },
      },
      400: { description: 'Invalid Stripe signature', content: { 'application/json': { schema: errorBody } } },
      503: {
        description: 'Stripe webhook not configured (STRIPE_WEBHOOK_SECRET unset)',
        content: { 'application/json': { schema: errorBody } },
      },
    },
  });

  router.post(PATH, express.raw({ type: () => true, limit: '256kb' }), async (req, res, next) => {
    try {
      if (!env.STRIPE_WEBHOOK_SECRET || !env.STRIPE_SECRET_KEY)
        throw new ApiError(503, {
          error: 'Stripe webhook not configured',
          hint: 'Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.',
        });
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const event = verifyStripeEvent(raw, req.get('stripe-signature'), env.STRIPE_WEBHOOK_SECRET);
      if (!event) throw new ApiError(400, { error: 'Invalid Stripe signature' });
      // A delayed payment method (e.g. a bank debit) completes the session unpaid, then succeeds later.
      if (!CREDITING_EVENTS.includes(event.type)) return void res.json({ received: true, result: 'ignored' });
      const out = await completeCheckout(db, creditPaymentsFor(env), checkoutCompletedOf(event));
      log.info({ eventId: event.id, type: event.type, ...out }, 'stripe checkout event');
      res.json({ received: true, result: out.reason });
    } catch (err) {
      next(err);
    }
  });
  return router;
}
