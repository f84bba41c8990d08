import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { accountEmail } from './accounts';
import type { Db } from './client';

/**
 * Argon2id (the package's default algorithm) at OWASP's baseline: 19 MiB, 2 passes, 1 lane. Hashes are PHC strings
 * carrying their own settings, so raising these later still verifies the older hashes.
 */
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

let decoy: Promise<string> | undefined;

/**
 * Whether `password` matches the stored hash. Without a stored hash (no such account, or no password set) a decoy
 * hash is verified instead, so the answer costs the same work whether or not the account exists.
 */
export async function passwordMatches(stored: string | null | undefined, password: string): Promise<boolean> {
  const target = stored ?? (await (decoy ??= hashPassword(randomBytes(32).toString('base64url'))));
  const ok = await verify(target, password).catch(() => false);
  return ok && !!stored;
}

/** The account id for a verified account's e-mail and password; null for every other case, after the same work. */
export async function signInWithPassword(db: Db, email: string, password: string): Promise<string | null> {
  const account = await db.account.findUnique({
    where: { email: accountEmail(email) },
    select: { id: true, passwordHash: true, emailVerifiedAt: true },
  });
  const ok = await passwordMatches(account?.passwordHash, password);
  return ok && account?.emailVerifiedAt ? account.id : null;
}

/**
 * Stores a new password hash for the account and ends its other sessions (all of them without `keepSessionId`):
 * whoever held one must sign in again.
 */
export async function setAccountPasswordHash(db: Db, accountId: string, passwordHash: string, keepSessionId?: string) {
  await db.$transaction([
    db.account.update({ where: { id: accountId }, data: { passwordHash } }),
    db.accountSession.updateMany({
      where: { accountId, revokedAt: null, ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
      data: { revokedAt: new Date() },
    }),
  ]);
}
