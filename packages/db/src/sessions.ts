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

/**
 * E-mail links (verification, sign-in) carry a random 256-bit token; PostgreSQL keeps only its SHA-256, its kind,
 * expiry and use. This is the one definition of a link and it gives what a signed link (HMAC payload + jti) would:
 * - unforgeable: 2^256 guesses, and the gateway's auth rate limits cap the tries; nothing is derived from a secret,
 *   so there is no server key whose leak would let anyone mint links (a leaked table holds only hashes);
 * - constant-time: the token is never compared to a secret in process memory; PostgreSQL looks up its SHA-256, and
 *   timing of that lookup tells an attacker nothing about the hash of a token they have not got;
 * - expiring (expires_at, AUTH_LINK_TTL) and single use: redemption is one conditional UPDATE (used_at), the record
 *   a jti would have needed anyway;
 * - only the newest link of a kind works: issuing one voids the account's earlier unused links of that kind.
 * `passwordHash` (a sign-up with a password) is applied when the verify link is redeemed, so only a click from the
 * mailbox that received the link sets it.
 */
export async function issueAuthToken(
  db: Db,
  accountId: string,
  kind: AuthTokenKind,
  ttlMs: number,
  opts: { passwordHash?: string } = {},
) {
  const token = newSecret(LINK_TOKEN_PREFIX);
  const now = new Date();
  const [, row] = await db.$transaction([
    db.accountAuthToken.updateMany({
      where: { accountId, kind, usedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: now },
    }),
    db.accountAuthToken.create({
      data: {
        accountId,
        kind,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + ttlMs),
        passwordHash: opts.passwordHash,
      },
    }),
  ]);
  return { id: row.id, token, expiresAt: row.expiresAt };
}

/**
 * Consumes a link token of the given kind: its account (and the password hash a sign-up left on it) when it was
 * unused and unexpired (and is now used), else null. One conditional update, so two concurrent redemptions cannot
 * both succeed.
 */
export async function redeemAuthToken(
  db: Db,
  token: string,
  kind: AuthTokenKind,
): Promise<{ accountId: string; passwordHash: string | null } | null> {
  if (!LINK_RE.test(token)) return null;
  const tokenHash = sha256(token);
  const now = new Date();
  const used = await db.accountAuthToken.updateMany({
    where: { tokenHash, kind, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (used.count !== 1) return null;
  return db.accountAuthToken.findUnique({ where: { tokenHash }, select: { accountId: true, passwordHash: true } });
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
