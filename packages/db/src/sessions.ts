import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './client';

/** Session tokens (`Authorization: Bearer sgss_...` or the dashboard's cookie) and e-mail link tokens (`sgst_...`). */
export const SESSION_PREFIX = 'sgss_';
export const LINK_TOKEN_PREFIX = 'sgst_';
const SESSION_RE = /^sgss_[A-Za-z0-9_-]{43}$/;
const LINK_RE = /^sgst_[A-Za-z0-9_-]{43}$/;
export type AuthTokenKind = 'verify' | 'signin';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newSecret = (prefix: string) => prefix + randomBytes(32).toString('base64url');

export const isSessionToken = (s: string) => SESSION_RE.test(s);

/** A single-use, expiring link token; only its hash is stored. Returns the plaintext (goes into the e-mail only). */
export async function issueAuthToken(db: Db, accountId: string, kind: AuthTokenKind, ttlMs: number) {
  const token = newSecret(LINK_TOKEN_PREFIX);
  const row = await db.accountAuthToken.create({
    data: { accountId, kind, tokenHash: sha256(token), expiresAt: new Date(Date.now() + ttlMs) },
  });
  return { id: row.id, token, expiresAt: row.expiresAt };
}

/**
 * Consumes a link token of the given kind: the account id when it was unused and unexpired (and is now used), else null.
 * One conditional update, so two concurrent redemptions cannot both succeed.
 */
export async function redeemAuthToken(db: Db, token: string, kind: AuthTokenKind): Promise<string | null> {
  if (!LINK_RE.test(token)) return null;
  const tokenHash = sha256(token);
  const now = new Date();
  const used = await db.accountAuthToken.updateMany({
    where: { tokenHash, kind, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (used.count !== 1) return null;
  const row = await db.accountAuthToken.findUnique({ where: { tokenHash }, select: { accountId: true } });
  return row?.accountId ?? null;
}

export async function createSession(db: Db, accountId: string, ttlMs: number, userAgent?: string) {
  const token = newSecret(SESSION_PREFIX);
  const row = await db.accountSession.create({
    data: {
      accountId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + ttlMs),
      userAgent: userAgent?.slice(0, 300),
    },
  });
  return { id: row.id, token, expiresAt: row.expiresAt };
}

/** The live session (with its account) for a plaintext token; null for malformed, unknown, expired or signed-out ones. */
export async function authenticateSession(db: Db, token: string) {
  if (!SESSION_RE.test(token)) return null;
  const row = await db.accountSession.findUnique({ where: { tokenHash: sha256(token) }, include: { account: true } });
  if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db.accountSession.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
}
