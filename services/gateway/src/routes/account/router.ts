import express from 'express';
import type { Request } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  accountResource,
  apiKeyList,
  ApiError,
  createKeyBody,
  issuedKeyResource,
  setPasswordBody,
} from '@sgs/contracts';
import { hashPassword, issueApiKey, revokeApiKey, revokeSession, rotateApiKey, setAccountPasswordHash } from '@sgs/db';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { mountRoute } from '../../http/route';
import { sendPasswordChanged } from './links';
import { toAccountResource, toKeyResource } from './resources';

const auth = { 401: { description: 'Missing, invalid or expired credentials' } };
const sessionOnly = {
  ...auth,
  403: { description: 'Needs a signed-in session (an API key cannot manage keys)' },
};

/** The signed-in owner: key management takes a session token, never an API key. */
function sessionOf(req: Request) {
  const caller = callerOf(req);
  if (!caller.sessionId) {
    throw new ApiError(403, {
      error: 'This needs a signed-in session, not an API key',
      hint: 'Sign in (POST /v1/account/signin/password, or a link: POST /v1/account/signin, then /v1/account/signin/complete) and send the session token as the bearer.',
    });
  }
  return { ...caller, sessionId: caller.sessionId };
}

const keyNotFound = () => new ApiError(404, { error: 'API key not found' });

/** The account and its keys, for a signed-in owner (GET /v1/account also answers an API key). */
export function accountRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  const { db } = deps;

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/account',
    tags: ['Account'],
    summary: 'The calling account: e-mail, verification, credit balance, auto-refill',
    responses: { 200: { description: 'The account', schema: accountResource }, ...auth },
    handler: async (req, res) => {
      const account = await db.account.findUniqueOrThrow({ where: { id: callerOf(req).accountId } });
      res.json(toAccountResource(account));
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/signout',
    tags: ['Account'],
    summary: 'Sign out: the session token stops working at once',
    responses: { 204: { description: 'Signed out' }, ...sessionOnly },
    handler: async (req, res) => {
      await revokeSession(db, sessionOf(req).sessionId);
      res.status(204).end();
    },
  });

  mountRoute(router, registry, {
    method: 'put',
    path: '/v1/account/password',
    tags: ['Account'],
    body: setPasswordBody,
    summary: 'Set or change the password for password sign-in (signed-in session only)',
    description:
      'Sets the password used by POST /v1/account/signin/password; every other session of the account ends and the ' +
      'owner is e-mailed a notice. A forgotten password is replaced with a reset link ' +
      '(POST /v1/account/password/forgot, then POST /v1/account/password/reset).',
    responses: {
      204: { description: 'Set; other sessions signed out' },
      400: { description: 'password must be 10 to 200 characters' },
      ...sessionOnly,
    },
    handler: async (req, res, body) => {
      const caller = sessionOf(req);
      await setAccountPasswordHash(db, caller.accountId, await hashPassword(body.password), caller.sessionId);
      await sendPasswordChanged(deps, { id: caller.accountId, email: caller.accountEmail });
      res.status(204).end();
    },
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/account/keys',
    tags: ['Account'],
    summary: "List the account's API keys (prefix, tag, name, created, last used, revoked), newest first",
    responses: { 200: { description: 'The keys', schema: apiKeyList }, ...sessionOnly },
    handler: async (req, res) => {
      const { accountId } = sessionOf(req);
      const rows = await db.apiKey.findMany({ where: { accountId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
      res.json({ keys: rows.map(toKeyResource) });
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/keys',
    tags: ['Account'],
    body: createKeyBody,
    summary: 'Create an API key (tag prod or staging, optional name); the plaintext is in this answer only',
    responses: {
      201: { description: 'Created', schema: issuedKeyResource },
      400: { description: 'Bad body' },
      ...sessionOnly,
    },
    handler: async (req, res, body) => {
      const { accountId } = sessionOf(req);
      const issued = await issueApiKey(db, accountId, body.tag ?? 'prod', body.name || undefined);
      const row = await db.apiKey.findUniqueOrThrow({ where: { id: issued.id } });
      res.status(201).json({ ...toKeyResource(row), key: issued.key });
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/account/keys/:keyId/rotate',
    tags: ['Account'],
    summary: 'Rotate a key: a replacement (same tag and name) is issued and the old key stops working at once',
    responses: {
      201: { description: 'The replacement; plaintext shown once', schema: issuedKeyResource },
      404: { description: 'API key not found (also for revoked keys and other accounts’ keys)' },
      ...sessionOnly,
    },
    handler: async (req, res) => {
      const { accountId } = sessionOf(req);
      const issued = await rotateApiKey(db, accountId, String(req.params.keyId));
      if (!issued) throw keyNotFound();
      const row = await db.apiKey.findUniqueOrThrow({ where: { id: issued.id } });
      res.status(201).json({ ...toKeyResource(row), key: issued.key });
    },
  });

  mountRoute(router, registry, {
    method: 'delete',
    path: '/v1/account/keys/:keyId',
    tags: ['Account'],
    summary: 'Revoke a key at once',
    responses: {
      204: { description: 'Revoked' },
      404: { description: 'API key not found (also for revoked keys and other accounts’ keys)' },
      ...sessionOnly,
    },
    handler: async (req, res) => {
      const { accountId } = sessionOf(req);
      if (!(await revokeApiKey(db, accountId, String(req.params.keyId)))) throw keyNotFound();
      res.status(204).end();
    },
  });

  return router;
}
