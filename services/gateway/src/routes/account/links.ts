import { smtpUrlOf } from '@sgs/config';
import { accountLinkSecret, issueAccountLink, type AccountLinkPurpose } from '@sgs/db';
import { dispatchConfigOf, startEmailDelivery } from '@sgs/webhooks';
import type { GatewayDeps } from '../../deps';

/** What the e-mail says and where its link lands on the dashboard (which asks for a click before redeeming it). */
const LETTERS = {
  verify: {
    path: '/verify',
    subject: 'Confirm your e-mail for the Site Generation Service',
    intro: 'Confirm your e-mail address to finish signing up (and receive your signup credits):',
  },
  signin: {
    path: '/signin/complete',
    subject: 'Your sign-in link for the Site Generation Service',
    intro: 'Use this link to sign in:',
  },
  reset: {
    path: '/password-reset/complete',
    subject: 'Reset your Site Generation Service password',
    intro: 'Use this link to choose a new password (your other sessions will be signed out):',
  },
} as const;

/** Queues one e-mail to the account's owner in the mail outbox and starts its delivery (SMTP when configured). */
async function mailOwner(
  deps: GatewayDeps,
  account: { id: string; email: string },
  letter: { dedupeKey: string; subject: string; text: string },
) {
  const { db, env, log } = deps;
  const email = await db.outboundEmail.create({
    data: {
      accountId: account.id,
      dedupeKey: letter.dedupeKey,
      toAddress: account.email,
      fromAddress: env.MAIL_FROM,
      subject: letter.subject,
      text: letter.text,
    },
  });
  try {
    await startEmailDelivery(deps.temporal, dispatchConfigOf(env), email.id);
  } catch (err) {
    log.warn({ err, emailId: email.id }, 'account mail: could not start delivery now; the outbox sweep will');
  }
}

/**
 * Issues a signed, single-use, expiring link (voiding the earlier ones of its purpose) and queues the e-mail in the
 * mail outbox. Without SMTP the link is also written to the gateway's log so a self-hoster can use it.
 */
export async function sendAccountLink(
  deps: GatewayDeps,
  account: { id: string; email: string },
  purpose: AccountLinkPurpose,
  passwordHash?: string,
) {
  const { db, env, log } = deps;
  const letter = LETTERS[purpose];
  const secret = await accountLinkSecret(db, env.ACCOUNT_LINK_SECRET);
  const { id, token } = await issueAccountLink(db, secret, account.id, purpose, env.AUTH_LINK_TTL, { passwordHash });
  const link = `${env.DASHBOARD_URL}${letter.path}?token=${token}`;
  const minutes = Math.round(env.AUTH_LINK_TTL / 60_000);
  if (!smtpUrlOf(env)) {
    log.info(
      { to: account.email, purpose, link },
      'MAIL_SMTP_URL is not set: account link kept in the outbox and logged',
    );
  }
  await mailOwner(deps, account, {
    dedupeKey: `account-link:${id}`,
    subject: letter.subject,
    text: `${letter.intro}\n\n${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.\n`,
  });
}

/**
 * Runs the mail work of a sign-up, sign-in or forgot-password request after its answer has been sent: the answer
 * then takes the same time whether or not the address has an account (no enumeration by timing). A failure is
 * logged (the caller already has its 202 and may ask again).
 */
export function afterAnswer(deps: GatewayDeps, what: string, work: () => Promise<unknown>) {
  setImmediate(() => {
    work().catch((err: unknown) => deps.log.error({ err }, `${what}: the mail work after the answer failed`));
  });
}

/** Tells the owner their password was set or changed (and where to go if it was not them). */
export async function sendPasswordChanged(deps: GatewayDeps, account: { id: string; email: string }) {
  const signin = `${deps.env.DASHBOARD_URL}/signin`;
  await mailOwner(deps, account, {
    dedupeKey: `password-changed:${account.id}:${Date.now()}`,
    subject: 'Your Site Generation Service password was changed',
    text:
      'The password of your Site Generation Service account was just set or changed, and your other sessions were ' +
      `signed out.\n\nIf this was not you, ask for a sign-in link at ${signin} and set a new password.\n`,
  });
}
