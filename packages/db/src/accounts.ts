import { isUuid } from '@sgs/contracts';
import type { Db } from './client';
import { grantSignupCredits } from './credits';

/** How an account's e-mail is stored and looked up: trimmed, lower-cased. */
export const accountEmail = (email: string) => email.trim().toLowerCase();

export async function createAccount(db: Db, opts: { email: string; verified: boolean; signupCredits: number }) {
  const account = await db.account.create({
    data: { email: accountEmail(opts.email), emailVerifiedAt: opts.verified ? new Date() : null },
  });
  if (opts.verified) await grantSignupCredits(db, account.id, opts.signupCredits);
  return db.account.findUniqueOrThrow({ where: { id: account.id } });
}

/**
 * Marks the email verified and grants the signup credits (once, however often it is called). A sign-up password
 * (`passwordHash` from the verify link) is set only by the call that verifies, never over an existing owner's.
 */
export async function verifyAccount(db: Db, accountId: string, signupCredits: number, passwordHash?: string | null) {
  await db.account.updateMany({
    where: { id: accountId, emailVerifiedAt: null },
    data: { emailVerifiedAt: new Date(), ...(passwordHash ? { passwordHash } : {}) },
  });
  await grantSignupCredits(db, accountId, signupCredits);
  return db.account.findUniqueOrThrow({ where: { id: accountId } });
}

export function findAccount(db: Db, idOrEmail: string) {
  return isUuid(idOrEmail)
    ? db.account.findUnique({ where: { id: idOrEmail } })
    : db.account.findUnique({ where: { email: accountEmail(idOrEmail) } });
}
