import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { loadEnv, type Env } from '@sgs/config';
import { FAILURE_TYPES } from '@sgs/contracts';
import type { Db } from '@sgs/db';
import { createMailer, PermanentMailError, type Mailer } from './mailer';

export interface EmailDeps {
  db: Db;
  env?: Env;
  /** Defaults to SMTP from MAIL_SMTP_URL; null keeps mail in the outbox unsent. */
  mailer?: Mailer | null;
}

export type EmailOutcome = 'sent' | 'not_sent' | 'already_sent' | 'missing';

export function createEmailActivities(deps: EmailDeps) {
  const env = deps.env ?? loadEnv();
  const mailer = deps.mailer === undefined ? createMailer(env) : deps.mailer;
  const { db } = deps;
  return {
    /** Sends one outbox email. Transient SMTP failures throw (Temporal retries with backoff); a 5xx refusal is final. */
    async deliverEmail(emailId: string): Promise<EmailOutcome> {
      const m = await db.outboundEmail.findUnique({ where: { id: emailId } });
      if (!m) return 'missing';
      if (m.status === 'sent') return 'already_sent';
      if (!mailer) {
        await db.outboundEmail.update({
          where: { id: m.id },
          data: {
            status: 'not_sent',
            transport: 'outbox',
            lastError: 'MAIL_SMTP_URL is not set: kept in the mail outbox, not sent (npm run admin -- mail list)',
          },
        });
        return 'not_sent';
      }
      await db.outboundEmail.update({
        where: { id: m.id },
        data: { attempts: { increment: 1 }, transport: mailer.transport },
      });
      // Heartbeats let Temporal notice a worker that died mid-send and send again within seconds.
      const ctx = Context.current();
      const beat = setInterval(() => ctx.heartbeat(), 1000);
      try {
        const { messageId } = await mailer.send({
          from: m.fromAddress,
          to: m.toAddress,
          replyTo: m.replyTo,
          subject: m.subject,
          text: m.text,
        });
        const sentAt = new Date();
        // One transaction: whoever sees the email marked sent also sees the lead marked delivered.
        const submission = /^form-submit:(.+)$/.exec(m.dedupeKey)?.[1];
        await db.$transaction([
          db.outboundEmail.update({
            where: { id: m.id },
            data: { status: 'sent', sentAt, messageId, lastError: null, nextAttemptAt: null },
          }),
          ...(submission
            ? [db.formSubmission.updateMany({ where: { id: submission }, data: { emailDeliveredAt: sentAt } })]
            : []),
        ]);
        return 'sent';
      } catch (err) {
        const message = (err as Error).message.slice(0, 1000);
        await db.outboundEmail.update({ where: { id: m.id }, data: { lastError: message } });
        if (err instanceof PermanentMailError)
          throw ApplicationFailure.nonRetryable(message, FAILURE_TYPES.PermanentMailError);
        throw err;
      } finally {
        clearInterval(beat);
      }
    },

    /** Retries ran out or the server refused for good. */
    async markEmailFailed(emailId: string, error: string): Promise<void> {
      await db.outboundEmail.updateMany({
        where: { id: emailId, status: 'pending' },
        data: { status: 'failed', lastError: error.slice(0, 1000), nextAttemptAt: null },
      });
    },
  };
}
export type EmailActivities = ReturnType<typeof createEmailActivities>;
