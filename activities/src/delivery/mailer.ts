import nodemailer from 'nodemailer';
import { smtpUrlOf, type Env } from '@sgs/config';

export interface MailMessage {
  from: string;
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
}

/** The mail port. The real adapter speaks SMTP; without one, mail stays readable in the outbox table. */
export interface Mailer {
  readonly transport: 'smtp';
  send(msg: MailMessage): Promise<{ messageId: string }>;
  close(): void;
}

/** A refusal by the SMTP server (5xx) that retrying will not change. */
export class PermanentMailError extends Error {
  override name = 'PermanentMailError';
}

/** nodemailer over SMTP (pooled), or null when no SMTP URL is configured (the honest local default: outbox only). */
export function createMailer(env: Pick<Env, 'MAIL_SMTP_URL' | 'SMTP_URL'>): Mailer | null {
  const url = smtpUrlOf(env);
  if (!url) return null;
  // A pooled transport keeps one SMTP session warm; bounded timeouts so a stuck server fails the attempt
  // (and Temporal retries it) instead of hanging. nodemailer reads these options from the URL's query.
  const pooled = new URL(url);
  for (const [k, v] of Object.entries({
    pool: 'true',
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '30000',
  })) {
    if (!pooled.searchParams.has(k)) pooled.searchParams.set(k, v);
  }
  const transporter = nodemailer.createTransport(pooled.toString());
  return {
    transport: 'smtp',
    async send(msg) {
      try {
        const info = await transporter.sendMail({
          from: msg.from,
          to: msg.to,
          replyTo: msg.replyTo ?? undefined,
          subject: msg.subject,
          text: msg.text,
        });
        return { messageId: info.messageId };
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500) throw new PermanentMailError(`SMTP ${code}: ${(err as Error).message}`);
        throw err;
      }
    },
    close: () => transporter.close(),
  };
}
