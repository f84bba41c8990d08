// Operator commands for webhook deliveries and the mail outbox (`npm run admin -- webhooks ...`, `mail ...`).
import { Client, Connection } from '@temporalio/client';
import { temporalConnectionOptions, type Env } from '../../packages/config/src';
import type { Db } from '../../packages/db/src';
import { dispatchConfigOf, listDeadLetters, replayDelivery, ReplayError } from '../../packages/webhooks/src';

export const DELIVERY_HELP = `
  webhooks dead-letters [--account A] [--limit N] [--include-failed]   deliveries that ran out of retries (or got a 4xx)
  webhooks replay --delivery ID                    a new run for the same event_id, freshly signed with the current secret
  mail list [--status pending|sent|failed|not_sent] [--limit N]   the mail outbox with each mail's links (sign-up,
                                                   sign-in, reset); without MAIL_SMTP_URL nothing is sent
  mail show --email ID                             one email as it was (or would have been) sent`;

export const DELIVERY_OPTIONS = {
  delivery: { type: 'string' },
  limit: { type: 'string' },
  status: { type: 'string' },
  'include-failed': { type: 'boolean' },
} as const;

type Values = {
  account?: string;
  delivery?: string;
  limit?: string;
  status?: string;
  'include-failed'?: boolean;
  email?: string;
};

export class DeliveryUsageError extends Error {}

const limitOf = (v: string | undefined) => {
  const n = v === undefined ? 50 : Number(v);
  if (!Number.isInteger(n) || n < 1 || n > 1000)
    throw new DeliveryUsageError('--limit must be an integer from 1 to 1000');
  return n;
};

/** Runs a delivery or mail command; undefined when the command is not one of them. */
export async function runDeliveryCommand(
  db: Db,
  env: Env,
  command: string,
  values: Values,
  accountId?: string,
): Promise<unknown> {
  switch (command) {
    case 'webhooks dead-letters':
      return {
        dead_letters: await listDeadLetters(db, {
          accountId,
          limit: limitOf(values.limit),
          includeFailed: values['include-failed'],
        }),
      };
    case 'webhooks replay': {
      if (!values.delivery) throw new DeliveryUsageError('missing --delivery');
      const connection = await Connection.connect({ ...temporalConnectionOptions(env), connectTimeout: 5000 });
      try {
        const client = new Client({ connection, namespace: env.TEMPORAL_NAMESPACE });
        return { replayed: await replayDelivery(db, client, dispatchConfigOf(env), values.delivery) };
      } catch (err) {
        if (err instanceof ReplayError) throw new DeliveryUsageError(err.message);
        throw err;
      } finally {
        await connection.close();
      }
    }
    case 'mail list': {
      // The links a mail carries (verification, sign-in, password reset): what a local user without SMTP needs.
      // A sentence's closing punctuation is not part of its link.
      const linksIn = (text: string) =>
        (text.match(/https?:\/\/[^\s<>"']+/g) ?? []).map((link) => link.replace(/[.,;:!?)]+$/, ''));
      const rows = await db.outboundEmail.findMany({
        where: values.status ? { status: values.status } : {},
        orderBy: { createdAt: 'desc' },
        take: limitOf(values.limit),
      });
      return {
        emails: rows.map((m) => ({
          id: m.id,
          created_at: m.createdAt.toISOString(),
          to: m.toAddress,
          subject: m.subject,
          status: m.status,
          transport: m.transport,
          attempts: m.attempts,
          last_error: m.lastError,
          links: linksIn(m.text),
        })),
      };
    }
    case 'mail show': {
      const m = values.email ? await db.outboundEmail.findUnique({ where: { id: values.email } }) : null;
      if (!m) throw new DeliveryUsageError(values.email ? `no email ${values.email}` : 'missing --email');
      return {
        email: {
          id: m.id,
          status: m.status,
          from: m.fromAddress,
          to: m.toAddress,
          reply_to: m.replyTo,
          subject: m.subject,
          text: m.text,
          last_error: m.lastError,
          sent_at: m.sentAt,
        },
      };
    }
    default:
      return undefined;
  }
}
