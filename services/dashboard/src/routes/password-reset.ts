import { Router } from 'express';
import { ApiFailure } from '../api';
import { field, str, type Kit } from '../kit';
import { setSessionCookie } from '../security';

/**
 * "Forgot password?": /password-reset asks for the address (POST /v1/account/password/forgot mails a reset link);
 * the link lands on /password-reset/complete, which takes the new password (POST /v1/account/password/reset) and
 * signs the browser in. Like the other link pages, opening the link uses nothing up: only the form post does.
 */
export function passwordResetRoutes(kit: Kit) {
  const { page, render, api, limitAuth, policy } = kit;
  const router = Router();
  const title = 'Reset your password';

  router.get(
    '/password-reset',
    page(async (req, res) => render(req, res, 'password-reset', { title }), { signedIn: false }),
  );
  router.post(
    '/password-reset',
    page(
      async (req, res) => {
        const email = field(req, 'email').trim();
        try {
          await limitAuth(req);
          const r = await api.json<{ message: string }>('POST', '/v1/account/password/forgot', {
            body: { email },
            clientIp: req.ip,
          });
          render(req, res, 'sent', { title: 'Check your e-mail', text: r.message, email });
        } catch (err) {
          if (!(err instanceof ApiFailure)) throw err;
          render(req, res, 'password-reset', { title, email, error: err.text }, err.status);
        }
      },
      { signedIn: false },
    ),
  );

  router.get(
    '/password-reset/complete',
    page(async (req, res) => render(req, res, 'password-reset-complete', { title, token: str(req.query.token) }), {
      signedIn: false,
    }),
  );
  router.post(
    '/password-reset/complete',
    page(
      async (req, res) => {
        const token = field(req, 'token');
        try {
          await limitAuth(req);
          const r = await api.json<{ session: { token: string; expires_at: string } }>(
            'POST',
            '/v1/account/password/reset',
            { body: { token, password: field(req, 'password') }, clientIp: req.ip },
          );
          setSessionCookie(res, policy, r.session.token, new Date(r.session.expires_at));
          res.redirect(
            303,
            `/sites?notice=${encodeURIComponent('Password changed. Every other session was signed out.')}`,
          );
        } catch (err) {
          if (!(err instanceof ApiFailure)) throw err;
          render(req, res, 'password-reset-complete', { title, token, error: err.text }, err.status);
        }
      },
      { signedIn: false },
    ),
  );
  return router;
}
