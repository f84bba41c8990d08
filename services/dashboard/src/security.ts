import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { RequestHandler, Request, Response } from 'express';
import { parse, serialize } from 'cookie';

export const SESSION_COOKIE = 'sgs_session';
/** Before sign-in, a random value that anchors the CSRF token of the sign-up and sign-in forms. */
const PRE_COOKIE = 'sgs_pre';

export interface CookiePolicy {
  secure: boolean;
}

export const cookiesOf = (req: Request) => parse(req.get('cookie') ?? '');
export const sessionTokenOf = (req: Request) => cookiesOf(req)[SESSION_COOKIE];

export function setSessionCookie(res: Response, policy: CookiePolicy, token: string, expires: Date) {
  res.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, token, { httpOnly: true, secure: policy.secure, sameSite: 'lax', path: '/', expires }),
  );
}
export function clearSessionCookie(res: Response, policy: CookiePolicy) {
  res.append(
    'Set-Cookie',
    serialize(SESSION_COOKIE, '', { httpOnly: true, secure: policy.secure, sameSite: 'lax', path: '/', maxAge: 0 }),
  );
}

const derive = (secret: string) => createHmac('sha256', secret).update('sgs-dashboard-csrf').digest('base64url');

/**
 * The CSRF token for this browser: derived from its session cookie (or, before sign-in, its pre-session cookie),
 * which a cross-site page can neither read nor choose. Sets the pre-session cookie when there is none.
 */
export function csrfTokenFor(req: Request, res: Response, policy: CookiePolicy): string {
  const c = cookiesOf(req);
  const session = c[SESSION_COOKIE];
  if (session) return derive(session);
  let pre = c[PRE_COOKIE];
  if (!pre || !/^[A-Za-z0-9_-]{43}$/.test(pre)) {
    pre = randomBytes(32).toString('base64url');
    res.append(
      'Set-Cookie',
      serialize(PRE_COOKIE, pre, { httpOnly: true, secure: policy.secure, sameSite: 'lax', path: '/' }),
    );
    // The form rendered in this response must carry the token of the cookie it sets.
    (req.headers as Record<string, string>).cookie = `${req.get('cookie') ?? ''}; ${PRE_COOKIE}=${pre}`;
  }
  return derive(pre);
}

/** Every state-changing request carries `_csrf` (form field) or `X-CSRF-Token` matching this browser's token. */
export function requireCsrf(): RequestHandler {
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const c = cookiesOf(req);
    const anchor = c[SESSION_COOKIE] ?? c[PRE_COOKIE];
    const sent = String((req.body as Record<string, unknown> | undefined)?._csrf ?? req.get('x-csrf-token') ?? '');
    const expected = anchor ? derive(anchor) : '';
    const ok =
      expected.length > 0 &&
      sent.length === expected.length &&
      timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
    if (ok) return next();
    res
      .status(403)
      .type('text/plain')
      .send('This form has expired or did not come from the dashboard (CSRF check failed). Go back, reload and retry.');
  };
}

/**
 * No third-party anything: scripts, styles, images and form targets from this origin only; no inline script, and
 * no inline style but the page's own stylesheet (`styleSource`, its hash).
 */
export const securityHeaders =
  (styleSource: string): RequestHandler =>
  (_req, res, next) => {
    res.set({
      'Content-Security-Policy':
        `default-src 'self'; script-src 'self'; style-src 'self' ${styleSource}; img-src 'self' data:; ` +
        "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'same-origin',
      'Cache-Control': 'no-store',
    });
    next();
  };
