import { Router } from 'express';
import { back, field, str, type Kit } from '../kit';

/** The balance, ledger, packs and purchases, refunds and auto-refill. */
export function creditsRoutes(kit: Kit) {
  const { page, render, call, env } = kit;
  const router = Router();
  router.get(
    '/credits',
    page(async (req, res) => {
      const [summary, ledger, packs, purchases, sites] = await Promise.all([
        call(req, 'GET', '/v1/credits'),
        call<{ entries: unknown[] }>(req, 'GET', '/v1/credits/ledger?limit=50'),
        call<{ packs: unknown[] }>(req, 'GET', '/v1/credits/packs'),
        call<{ purchases: unknown[] }>(req, 'GET', '/v1/credits/purchases'),
        // The ledger names each row's site (the newest 100 sites; an older one shows no name).
        call<{ sites: { id: string; business_name: string }[] }>(req, 'GET', '/v1/sites?limit=100'),
      ]);
      render(req, res, 'credits', {
        title: 'Credits',
        summary,
        ledger: ledger.entries,
        packs: packs.packs,
        purchases: purchases.purchases,
        checkout: str(req.query.checkout),
        siteNames: Object.fromEntries(sites.sites.map((x) => [x.id, x.business_name])),
      });
    }),
  );
  router.post(
    '/credits/purchase',
    page(async (req, res) => {
      const r = await call<{ checkout_url: string | null; status: string }>(req, 'POST', '/v1/credits/purchases', {
        pack: Number(field(req, 'pack')),
        success_url: `${env.DASHBOARD_URL}/credits?checkout=success`,
        cancel_url: `${env.DASHBOARD_URL}/credits?checkout=cancel`,
      });
      if (r.checkout_url && /^https?:\/\//.test(r.checkout_url)) {
        // Leaving the dashboard for the payment page: htmx navigates there; without htmx a link does (a redirect
        // after a form post would be refused by the form-action 'self' policy).
        if (req.get('hx-request')) {
          res.set('HX-Redirect', r.checkout_url).status(200).end();
          return;
        }
        render(req, res, 'checkout', { title: 'Continue to payment', url: r.checkout_url });
        return;
      }
      res.redirect(
        303,
        back(
          '/credits',
          'notice',
          r.status === 'awaiting_operator'
            ? 'Purchase recorded. It waits for the operator of this service to approve it; the credits appear here then.'
            : 'Purchase recorded.',
        ),
      );
    }),
  );
  router.post(
    '/credits/refund',
    page(async (req, res) => {
      await call(req, 'POST', '/v1/credits/refunds', { purchase_id: field(req, 'purchase_id') });
      res.redirect(303, back('/credits', 'notice', 'Refunded the unspent credits of that purchase.'));
    }),
  );
  router.post(
    '/credits/auto-refill',
    page(async (req, res) => {
      const threshold = field(req, 'threshold').trim();
      await call(req, 'PUT', '/v1/credits/auto-refill', {
        enabled: field(req, 'enabled') === 'on',
        threshold: threshold ? Number(threshold) : null,
        ...(field(req, 'pack') ? { pack: Number(field(req, 'pack')) } : {}),
      });
      res.redirect(303, back('/credits', 'notice', 'Auto-refill saved.'));
    }),
  );
  return router;
}
