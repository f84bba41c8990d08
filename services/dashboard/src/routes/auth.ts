import { Router } from 'express';
import { ApiFailure } from '../api';
import { back, field, str, type Kit } from '../kit';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../security';

/** What verifying, a sign-in link and a password sign-in answer. */
interface SessionAnswer {
  session: { token: string; expires_at: string };
}

/** Sign up, verify, sign in (by link or password), sign out. */
export function authRoutes(kit: Kit) {
  const { page, render, api, limitAuth, policy, call } = kit;
  const router = Router();
  router.get('/', (req, res) => res.redirect(303, sessionTokenOf(req) ? '/sites' : '/signin'));
  for (const kind of ['signup', 'signin'] as const) {
    const title = kind === 'signup' ? 'Create your account' : 'Sign in';
    router.get(
      `/${kind}`,
      page(async (req, res) => render(req, res, 'email-form', { title, kind }), { signedIn: false }),
    );
    router.post(
      `/${kind}`,
      page(
        async (req, res) => {
          const email = field(req, 'email').trim();
          // A sign-up password is optional; the API applies it when the verification link is redeemed.
          const password = kind === 'signup' ? field(req, 'password') : '';
          try {
            await limitAuth(req);
            const a = await api.json<{ message: string }>('POST', `/v1/account/${kind}`, {
              body: { email, ...(password ? { password } : {}) },
              clientIp: req.ip,
            });
            render(req, res, 'sent', { title: 'Check your e-mail', text: a.message, email });
          } catch (err) {
            if (!(err instanceof ApiFailure)) throw err;
            render(req, res, 'email-form', { title, kind, email, error: err.text }, err.status);
          }
        },
        { signedIn: false },
      ),
    );
  }
  router.post(
    '/signin/password',
    page(
      async (req, res) => {
        const email = field(req, 'email').trim();
        try {
          await limitAuth(req);
          const a = await api.json<SessionAnswer>('POST', '/v1/account/signin/password', {
            body: { email, password: field(req, 'password') },
            clientIp: req.ip,
          });
          setSessionCookie(res, policy, a.session.token, new Date(a.session.expires_at));
          res.redirect(303, '/sites');
        } catch (err) {
          if (!(err instanceof ApiFailure)) throw err;
          render(req, res, 'email-form', { title: 'Sign in', kind: 'signin', email, error: err.text }, err.status);
        }
      },
      { signedIn: false },
    ),
  );
  const links = [
    { path: '/verify', api: '/v1/account/verify', title: 'Confirm your e-mail', button: 'Confirm and sign in' },
    { path: '/signin/complete', api: '/v1/account/signin/complete', title: 'Sign in', button: 'Sign in' },
  ];
  for (const l of links) {
    // The link only shows a button: mail scanners that follow links must not use up the single-use token.
    router.get(
      l.path,
      page(async (req, res) => render(req, res, 'confirm', { ...l, token: str(req.query.token) }), {
        signedIn: false,
      }),
    );
    router.post(
      l.path,
      page(
        async (req, res) => {
          try {
            await limitAuth(req);
            const a = await api.json<SessionAnswer>('POST', l.api, {
              body: { token: field(req, 'token') },
              clientIp: req.ip,
            });
            setSessionCookie(res, policy, a.session.token, new Date(a.session.expires_at));
            res.redirect(303, '/sites');
          } catch (err) {
            if (!(err instanceof ApiFailure)) throw err;
            render(req, res, 'message', { title: l.title, text: err.text, retry: true }, err.status);
          }
        },
        { signedIn: false },
      ),
    );
  }
  router.post(
    '/signout',
    page(async (req, res) => {
      await call(req, 'POST', '/v1/account/signout').catch(() => undefined);
      clearSessionCookie(res, policy);
      res.redirect(303, back('/signin', 'notice', 'Signed out.'));
    }),
  );
  return router;
}
