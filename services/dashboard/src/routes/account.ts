import { Router, type Request, type Response } from 'express';
import { back, field, type Kit } from '../kit';

/** The account (its password) and its API keys. */
export function accountRoutes(kit: Kit) {
  const { page, render, call } = kit;
  const router = Router();
  router.get(
    '/account',
    page(async (req, res) =>
      render(req, res, 'account', { title: 'Account', account: await call(req, 'GET', '/v1/account') }),
    ),
  );
  router.post(
    '/account/password',
    page(async (req, res) => {
      await call(req, 'PUT', '/v1/account/password', { password: field(req, 'password') });
      res.redirect(303, back('/account', 'notice', 'Password saved. Other signed-in browsers were signed out.'));
    }),
  );

  async function keysPage(req: Request, res: Response, issued?: unknown) {
    const { keys } = await call<{ keys: unknown[] }>(req, 'GET', '/v1/account/keys');
    render(req, res, 'keys', { title: 'API keys', keys, issued });
  }
  router.get('/keys', page(keysPage));
  router.post(
    '/keys',
    page(async (req, res) => {
      const name = field(req, 'name').trim();
      const issued = await call(req, 'POST', '/v1/account/keys', {
        tag: field(req, 'tag') || 'prod',
        ...(name ? { name } : {}),
      });
      await keysPage(req, res, issued);
    }),
  );
  router.post(
    '/keys/:keyId/rotate',
    page(async (req, res) => {
      const issued = await call(req, 'POST', `/v1/account/keys/${encodeURIComponent(String(req.params.keyId))}/rotate`);
      await keysPage(req, res, issued);
    }),
  );
  router.post(
    '/keys/:keyId/revoke',
    page(async (req, res) => {
      await call(req, 'DELETE', `/v1/account/keys/${encodeURIComponent(String(req.params.keyId))}`);
      res.redirect(303, back('/keys', 'notice', 'Key revoked. It stopped working at once.'));
    }),
  );
  return router;
}
