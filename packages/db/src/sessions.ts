import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './client';

/** Session tokens (`Authorization: Bearer sgss_...` or the dashboard's cookie). E-mail links: account-links.ts. */
export const SESSION_PREFIX = 'sgss_';
const SESSION_RE = /^sgss_[A-Za-z0-9_-]{43}$/;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const newSecret = (prefix: string) => prefix + randomBytes(32).toString('base64url');

export const isSessionToken = (s: string) => SESSION_RE.test(s);

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
