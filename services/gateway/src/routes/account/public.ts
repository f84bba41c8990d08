import express from 'express';
import type { Request } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  ApiError,
  emailBody,
  linkSent,
  passwordSigninBody,
  resetPasswordBody,
  sessionResponse,
  signupBody,
  tokenBody,
} from '@sgs/contracts';
import {
  createAccount,
  createSession,
  hashPassword,
  hitRateLimit,
  isUniqueViolation,
  accountLinkSecret,
  passwordMatches,
  redeemAccountLink,
  setAccountPasswordHash,
  signInWithPassword,
  verifyAccount,
  type AccountLinkPurpose,
  type Db,
} from '@sgs/db';
import type { GatewayDeps } from '../../deps';
import { mountRoute, type RouteSpec } from '../../http/route';
import { afterAnswer, sendAccountLink, sendPasswordChanged } from './links';
import { toAccountResource } from './resources';

const SENT = {
  ok: true as const,
  message: 'If that address can be used, a link is on its way. It works once; check your inbox (and spam folder).',
};
const badLink = (purpose: AccountLinkPurpose) =>
  new ApiError(400, {
    error: 'This link is invalid, expired or already used',
    hint: `Ask for a new one with POST ${purpose === 'reset' ? '/v1/account/password/forgot' : '/v1/account/signin'}.`,
  });
const badPassword = () =>
  new ApiError(401, {
    error: 'E-mail or password is incorrect',
    hint:
      'A new account signs in with a password once its e-mail is confirmed (the link we sent). Forgot it? Ask for a ' +
      'reset link (POST /v1/account/password/forgot).',
  });

const limited = { 429: { description: 'Too many requests from this address or for this e-mail; see Retry-After' } };
const linkResponses: RouteSpec<typeof emailBody>['responses'] = {
  202: { description: 'A link may be on its way', schema: linkSent },
  400: { description: 'Bad e-mail' },
  ...limited,
};
const sessionResponses = (refused: Record<number, { description: string }>) => ({
  200: { description: 'Signed in; the session token is shown once', schema: sessionResponse },
  ...refused,
  ...limited,
});
const linkRefused = { 400: { description: 'This link is invalid, expired or already used' } };

/** Sign-up and sign-in attempts per client address and per e-mail (sliding window shared by all gateway processes). */
async function limitAuth(db: Db, deps: GatewayDeps, req: Request, email?: string) {
  const { env } = deps;
  const buckets: [string, number][] = [[`auth:ip:${req.ip ?? 'unknown'}`, env.AUTH_RATE_LIMIT_PER_IP]];
  if (email) buckets.push([`auth:email:${email}`, env.AUTH_RATE_LIMIT_PER_EMAIL]);
  for (const [bucket, limit] of buckets) {
    const r = await hitRateLimit(db, bucket, limit, env.AUTH_RATE_LIMIT_WINDOW);
    if (!r.allowed) {
      const retryAfter = Math.max(1, Math.ceil(r.retryAfterMs / 1000));
      throw new ApiError(
        429,
        { error: 'Too many sign-in or sign-up attempts', hint: `Retry after ${retryAfter} seconds.` },
        { 'Retry-After': String(retryAfter) },
      );
    }
  }
}

/**
 * The unauthenticated account routes (mounted at /v1): sign-up, verification, sign-in by link or password.
 * Answers never say whether an address has an account.
 */
export function accountPublicRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  const { db, env } = deps;
  // Computes the decoy hash now, so the first sign-in for an unknown address costs what every other one does.
  void passwordMatches(null, '').catch(() => false);
  router.use('/account', express.json({ limit: '16kb', type: ['application/json', 'application/*+json'] }));

  async function startSession(req: Request, accountId: string) {
    const session = await createSession(db, accountId, env.SESSION_TTL, req.get('user-agent'));
    const account = await db.account.findUniqueOrThrow({ where: { id: accountId } });
    return {
      account: toAccountResource(account),
      session: { token: session.token, expires_at: session.expiresAt.toISOString() },
    };
  }

  /**
   * The link an address gets now: `verified` (a sign-in or reset link) once verified, else a verification link
   * (carrying a sign-up password).
   */
  async function mailLink(
    account: { id: string; email: string; emailVerifiedAt: Date | null },
    verified: 'signin' | 'reset',
    passwordHash?: string,
  ) {
    if (account.emailVerifiedAt) await sendAccountLink(deps, account, verified);
    else await sendAccountLink(deps, account, 'verify', passwordHash);
  }

  /** Answers 202 at once, then mails the address its link if it has an account (no enumeration, by answer or time). */
  const requestLink =
    (what: string, verified: 'signin' | 'reset') =>
    async (req: Request, res: express.Response, body: { email: string }) => {
      await limitAuth(db, deps, req, body.email);
      res.status(202).json(SENT);
      afterAnswer(deps, what, async () => {
        const account = await db.account.findUnique({ where: { email: body.email } });
        if (account) await mailLink(account, verified);
      });
    };

  /** Consumes a link of one purpose (signature, purpose, expiry, single use); a 400 for anything else. */
  async function redeem(token: string, purpose: AccountLinkPurpose) {
    const link = await redeemAccountLink(db, await accountLinkSecret(db, env.ACCOUNT_LINK_SECRET), token, purpose);
    if (!link) throw badLink(purpose);
    return link;
  }

  /** Redeems a verify or sign-in link for a session; a verification link verifies first (signup credits once). */
  const redeemForSession =
    (purpose: 'verify' | 'signin') => async (req: Request, res: express.Response, body: { token: string }) => {
      await limitAuth(db, deps, req);
      const link = await redeem(body.token, purpose);
      if (purpose === 'verify') await verifyAccount(db, link.accountId, env.SIGNUP_CREDITS, link.passwordHash);
      res.json(await startSession(req, link.accountId));
    };

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/signup',
    public: true,
    tags: ['Account'],
    body: signupBody,
    summary: 'Sign up with an e-mail address, optionally a password (sends a verification link)',
    description:
      'No API key. Creates the account (unverified) and e-mails a single-use link to the dashboard; confirming it ' +
      '(POST /v1/account/verify) grants the signup credits once, sets the password given here (if any) and signs in. ' +
      'An address that already has a verified account gets a sign-in link instead and its password is left as it ' +
      'is; the answer is the same either way.',
    responses: { ...linkResponses, 400: { description: 'Bad e-mail; password must be 10 to 200 characters' } },
    handler: async (req, res, body) => {
      await limitAuth(db, deps, req, body.email);
      const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
      res.status(202).json(SENT);
      afterAnswer(deps, 'sign-up', async () => {
        let account = await db.account.findUnique({ where: { email: body.email } });
        if (!account) {
          try {
            account = await createAccount(db, {
              email: body.email,
              verified: false,
              signupCredits: env.SIGNUP_CREDITS,
            });
          } catch (err) {
            if (!isUniqueViolation(err)) throw err;
            account = await db.account.findUniqueOrThrow({ where: { email: body.email } });
          }
        }
        await mailLink(account, 'signin', passwordHash);
      });
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/verify',
    public: true,
    tags: ['Account'],
    body: tokenBody,
    summary: 'Confirm an e-mail address with the token from the verification link; signs in',
    description:
      'No API key. Grants the signup credits exactly once. The token works once and expires (AUTH_LINK_TTL); only ' +
      'the newest link mailed to an address works.',
    responses: sessionResponses(linkRefused),
    handler: redeemForSession('verify'),
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/signin',
    public: true,
    tags: ['Account'],
    body: emailBody,
    summary: 'Ask for a sign-in link (passwordless)',
    description:
      'No API key. E-mails a single-use sign-in link (a verification link while the address is unverified). ' +
      'The answer is the same whether or not the address has an account.',
    responses: linkResponses,
    handler: requestLink('sign-in link', 'signin'),
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/signin/complete',
    public: true,
    tags: ['Account'],
    body: tokenBody,
    summary: 'Redeem a sign-in link token for a session',
    description:
      'No API key. The session token authenticates like an API key (Authorization: Bearer sgss_...) on every /v1 route, ' +
      'and is the only credential that manages API keys. It expires after SESSION_TTL or on sign-out.',
    responses: sessionResponses(linkRefused),
    handler: redeemForSession('signin'),
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/signin/password',
    public: true,
    tags: ['Account'],
    body: passwordSigninBody,
    summary: 'Sign in with e-mail and password',
    description:
      'No API key. For a verified account with a password (set at sign-up or with PUT /v1/account/password). A wrong ' +
      'password, an unknown address, an unverified one and one without a password all get the same 401 after the ' +
      'same work (an Argon2id verification). Rate-limited with sign-up and sign-in links, per e-mail and per address.',
    responses: sessionResponses({
      400: { description: 'Bad e-mail or password field' },
      401: { description: 'E-mail or password is incorrect' },
    }),
    handler: async (req, res, body) => {
      await limitAuth(db, deps, req, body.email);
      const accountId = await signInWithPassword(db, body.email, body.password);
      if (!accountId) throw badPassword();
      res.json(await startSession(req, accountId));
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/password/forgot',
    public: true,
    tags: ['Account'],
    body: emailBody,
    summary: 'Forgot password: ask for a password-reset link',
    description:
      'No API key. E-mails a single-use link to the dashboard (/password-reset/complete) whose token, with a new ' +
      'password, goes to POST /v1/account/password/reset (a verification link while the address is unverified). ' +
      'The answer is the same, after the same work, whether or not the address has an account. Rate-limited with ' +
      'sign-up and sign-in, per e-mail and per address.',
    responses: linkResponses,
    handler: requestLink('password reset link', 'reset'),
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/password/reset',
    public: true,
    tags: ['Account'],
    body: resetPasswordBody,
    summary: 'Set a new password with the token of a password-reset link; signs in',
    description:
      'No API key. The token works once, for a password reset only, and expires (AUTH_LINK_TTL); only the newest ' +
      'reset link mailed works. Every session of the account ends; the answer carries a new one, and the owner is ' +
      'told by e-mail that the password changed.',
    responses: sessionResponses({
      400: { description: 'This link is invalid, expired or already used; or password must be 10 to 200 characters' },
    }),
    handler: async (req, res, body) => {
      await limitAuth(db, deps, req);
      const passwordHash = await hashPassword(body.password);
      const link = await redeem(body.token, 'reset');
      await setAccountPasswordHash(db, link.accountId, passwordHash);
      const answer = await startSession(req, link.accountId);
      await sendPasswordChanged(deps, { id: link.accountId, email: answer.account.email });
      res.json(answer);
    },
  });

  return router;
}
