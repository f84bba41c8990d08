import express from 'express';
import type { Request } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ApiError, emailBody, linkSent, sessionResponse, tokenBody } from '@sgs/contracts';
import { createAccount, createSession, hitRateLimit, redeemAuthToken, verifyAccount, type Db } from '@sgs/db';
import type { GatewayDeps } from '../../deps';
import { mountRoute } from '../../http/route';
import { sendAccountLink } from './links';
import { toAccountResource } from './resources';

const SENT = {
  ok: true as const,
  message: 'If that address can be used, a link is on its way. It works once; check your inbox (and spam folder).',
};
const badLink = () =>
  new ApiError(400, {
    error: 'This link is invalid, expired or already used',
    hint: 'Ask for a new one with POST /v1/account/signin.',
  });

const limited = { 429: { description: 'Too many requests from this address or for this e-mail; see Retry-After' } };

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

/** The unauthenticated account routes (mounted at /v1): sign-up, verification, sign-in. Answers never say whether an address has an account. */
export function accountPublicRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  const { db, env } = deps;
  router.use('/account', express.json({ limit: '16kb', type: ['application/json', 'application/*+json'] }));

  async function startSession(req: Request, accountId: string) {
    const session = await createSession(db, accountId, env.SESSION_TTL, req.get('user-agent'));
    const account = await db.account.findUniqueOrThrow({ where: { id: accountId } });
    return {
      account: toAccountResource(account),
      session: { token: session.token, expires_at: session.expiresAt.toISOString() },
    };
  }

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/signup',
    tags: ['Account'],
    body: emailBody,
    summary: 'Sign up with an e-mail address (sends a verification link)',
    description:
      'No API key. Creates the account (unverified) and e-mails a single-use link to the dashboard; confirming it ' +
      '(POST /v1/account/verify) grants the signup credits once and signs in. An address that already has an account ' +
      'gets a sign-in link instead; the answer is the same either way.',
    responses: {
      202: { description: 'A link may be on its way', schema: linkSent },
      400: { description: 'Bad e-mail' },
      ...limited,
    },
    handler: async (req, res, body) => {
      await limitAuth(db, deps, req, body.email);
      let account = await db.account.findUnique({ where: { email: body.email } });
      if (!account) {
        try {
          account = await createAccount(db, { email: body.email, verified: false, signupCredits: env.SIGNUP_CREDITS });
        } catch (err) {
          if ((err as { code?: string }).code !== 'P2002') throw err;
          account = await db.account.findUniqueOrThrow({ where: { email: body.email } });
        }
      }
      await sendAccountLink(deps, account, account.emailVerifiedAt ? 'signin' : 'verify');
      res.status(202).json(SENT);
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/verify',
    tags: ['Account'],
    body: tokenBody,
    summary: 'Confirm an e-mail address with the token from the verification link; signs in',
    description:
      'No API key. Grants the signup credits exactly once. The token works once and expires (AUTH_LINK_TTL).',
    responses: {
      200: { description: 'Verified and signed in; the session token is shown once', schema: sessionResponse },
      400: { description: 'This link is invalid, expired or already used' },
      ...limited,
    },
    handler: async (req, res, body) => {
      await limitAuth(db, deps, req);
      const accountId = await redeemAuthToken(db, body.token, 'verify');
      if (!accountId) throw badLink();
      await verifyAccount(db, accountId, env.SIGNUP_CREDITS);
      res.json(await startSession(req, accountId));
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/signin',
    tags: ['Account'],
    body: emailBody,
    summary: 'Ask for a sign-in link (passwordless)',
    description:
      'No API key. E-mails a single-use sign-in link (a verification link while the address is unverified). ' +
      'The answer is the same whether or not the address has an account.',
    responses: {
      202: { description: 'A link may be on its way', schema: linkSent },
      400: { description: 'Bad e-mail' },
      ...limited,
    },
    handler: async (req, res, body) => {
      await limitAuth(db, deps, req, body.email);
      const account = await db.account.findUnique({ where: { email: body.email } });
      if (account) await sendAccountLink(deps, account, account.emailVerifiedAt ? 'signin' : 'verify');
      res.status(202).json(SENT);
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/signin/complete',
    tags: ['Account'],
    body: tokenBody,
    summary: 'Redeem a sign-in link token for a session',
    description:
      'No API key. The session token authenticates like an API key (Authorization: Bearer sgss_...) on every /v1 route, ' +
      'and is the only credential that manages API keys. It expires after SESSION_TTL or on sign-out.',
    responses: {
      200: { description: 'Signed in; the session token is shown once', schema: sessionResponse },
      400: { description: 'This link is invalid, expired or already used' },
      ...limited,
    },
    handler: async (req, res, body) => {
      await limitAuth(db, deps, req);
      const accountId = await redeemAuthToken(db, body.token, 'signin');
      if (!accountId) throw badLink();
      res.json(await startSession(req, accountId));
    },
  });

  return router;
}
