import { smtpUrlOf } from '@sgs/activities';
import { issueAuthToken, type AuthTokenKind } from '@sgs/db';
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
} as const;

/**
 * Issues a single-use, expiring link token (voiding the earlier ones of its kind) and queues the e-mail in the mail outbox (sent over SMTP when configured).
 * Without SMTP the link is also written to the gateway's log so a self-hoster can use it.
 */
export async function sendAccountLink(
  deps: GatewayDeps,
  account: { id: string; email: string },
  kind: AuthTokenKind,
  passwordHash?: string,
) {
  const { db, env, log } = deps;
  const letter = LETTERS[kind];
  const { id, token } = await issueAuthToken(db, account.id, kind, env.AUTH_LINK_TTL, { passwordHash });
  const link = `${env.DASHBOARD_URL.replace(/\/+$/, '')}${letter.path}?token=${token}`;
  const minutes = Math.round(env.AUTH_LINK_TTL / 60_000);
  const email = await db.outboundEmail.create({
    data: {
      accountId: account.id,
      dedupeKey: `account-link:${id}`,
      toAddress: account.email,
      fromAddress: env.MAIL_FROM,
      subject: letter.subject,
      text: `${letter.intro}\n\n${link}\n\nThe link works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.\n`,
    },
  });
  if (!smtpUrlOf(env)) {
    log.info({ to: account.email, kind, link }, 'MAIL_SMTP_URL is not set: account link kept in the outbox and logged');
  }
  try {
    await startEmailDelivery(deps.temporal, dispatchConfigOf(env), email.id);
  } catch (err) {
    log.warn({ err, emailId: email.id }, 'account link: could not start delivery now; the outbox sweep will');
  }
}
