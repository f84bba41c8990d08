import { Router, type Request, type Response } from 'express';
import { back, field, testPing, type Kit } from '../kit';

/** The account's lifecycle webhook: its address, secret, test ping and deliveries. */
export function webhooksRoutes(kit: Kit) {
  const { page, render, call } = kit;
  const router = Router();
  async function webhooksPage(req: Request, res: Response, secret?: string) {
    const [config, deliveries] = await Promise.all([
      call(req, 'GET', '/v1/customer/webhook'),
      call<{ deliveries: unknown[] }>(req, 'GET', '/v1/webhook-deliveries?limit=50'),
    ]);
    render(req, res, 'webhooks', { title: 'Webhooks', config, deliveries: deliveries.deliveries, secret });
  }
  router.get(
    '/webhooks',
    page(async (req, res) => webhooksPage(req, res)),
  );
  router.post(
    '/webhooks',
    page(async (req, res) => {
      const url = field(req, 'url').trim();
      const r = await call<{ secret_plaintext?: string }>(req, 'PUT', '/v1/customer/webhook', { url: url || null });
      await webhooksPage(req, res, r.secret_plaintext);
    }),
  );
  router.post(
    '/webhooks/secret',
    page(async (req, res) => {
      const r = await call<{ secret?: string }>(req, 'POST', '/v1/customer/webhook/regenerate-secret');
      await webhooksPage(req, res, r.secret);
    }),
  );
  router.post(
    '/webhooks/test',
    page(async (req, res) => testPing(kit, req, res, '/v1/customer/webhook/test-ping', '/webhooks')),
  );
  router.post(
    '/webhooks/deliveries/:deliveryId/replay',
    page(async (req, res) => {
      await call(req, 'POST', `/v1/webhook-deliveries/${encodeURIComponent(String(req.params.deliveryId))}/replay`);
      res.redirect(303, back('/webhooks', 'notice', 'Replay started: a new delivery run for the same event.'));
    }),
  );
  return router;
}
