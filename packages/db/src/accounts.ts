import type { Db } from './client';
import { grantSignupCredits } from './credits';

export async function createAccount(db: Db, opts: { email: string; verified: boolean; signupCredits: number }) {
  const account = await db.account.create({
    data: { email: opts.email.trim().toLowerCase(), emailVerifiedAt: opts.verified ? new Date() : null },
  });
  if (opts.verified) await grantSignupCredits(db, account.id, opts.signupCredits);
  return db.account.findUniqueOrThrow({ where: { id: account.id } });
}

/** Marks the email verified and grants the signup credits (once, however often it is called). */
export async function verifyAccount(db: Db, accountId: string, signupCredits: number) {
  await db.account.updateMany({
    where: { id: accountId, emailVerifiedAt: null },
    data: { emailVerifiedAt: new Date() },
  });
  await grantSignupCredits(db, accountId, signupCredits);
  return db.account.findUniqueOrThrow({ where: { id: accountId } });
}

export function findAccount(db: Db, idOrEmail: string) {
  return /^[0-9a-f-]{36}$/i.test(idOrEmail)
    ? db.account.findUnique({ where: { id: idOrEmail } })
    : db.account.findUnique({ where: { email: idOrEmail.trim().toLowerCase() } });
}
