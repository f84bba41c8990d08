import type { Express, NextFunction, Request, Response } from 'express';
import { ApiFailure, type ApiClient } from './api';
import { setSessionCookie, type CookiePolicy } from './security';

/** What app.ts lends these pages: its page wrapper, renderer, API client, per-browser limit and cookie policy. */
export interface PasswordResetTools {
  page: (
    fn: (req: Request, res: Response) => Promise<void>,
    opts: { signedIn?: boolean },
  ) => (req: Request, res: Response, next: NextFunction) => void;
  render: (req: Request, res: Response, view: string, data: Record<string, unknown>, status?: number) => void;
  api: ApiClient;
  limitAuth: (req: Request) => Promise<void>;
  policy: CookiePolicy;
  str: (v: unknown) => string;
}

/**
 * "Forgot password?": /password-reset asks for the address (POST /v1/account/password/forgot mails a reset link);
 * the link lands on /password-reset/complete, which takes the new password (POST /v1/account/password/reset) and
 * signs the browser in. Like the other link pages, opening the link uses nothing up: only the form post does.
 */
export function passwordResetRoutes(app: Express, t: PasswordResetTools) {
  const { page, render, api, limitAuth, policy, str } = t;
  const field = (req: Request, name: string) => str((req.body as Record<string, unknown>)[name]);
  const title = 'Reset your password';

  app.get(
    '/password-reset',
    page(async (req, res) => render(req, res, 'password-reset', { title }), { signedIn: false }),
  );
  app.post(
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

  app.get(
    '/password-reset/complete',
    page(async (req, res) => render(req, res, 'password-reset-complete', { title, token: str(req.query.token) }), {
      signedIn: false,
    }),
  );
  app.post(
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
}
