import { Context } from '@temporalio/activity';
import { loadEnv, type Env } from '@sgs/config';
import type { AttemptResult, DeliveryFinalStatus, WebhookEndpoint } from '@sgs/contracts/delivery';
import type { Db } from '@sgs/db';
import { deliveryUpdateFor, envelopeOf, logAttempt, sendSigned } from '@sgs/webhooks';

export interface WebhookDeliveryDeps {
  db: Db;
  env?: Env;
}

/** The endpoint's URL and secret as they are now: a rotation or URL change applies to the next attempt. */
async function currentEndpoint(db: Db, endpoint: WebhookEndpoint, accountId: string, siteId: string | null) {
  if (endpoint === 'customer') {
    const c = await db.customerWebhook.findUnique({ where: { accountId } });
    return c?.url && c.secret ? { url: c.url, secret: c.secret } : null;
  }
  const f = siteId ? await db.siteFormWebhook.findFirst({ where: { siteId, accountId } }) : null;
  return f?.url && f.secret ? { url: f.url, secret: f.secret } : null;
}

export function createWebhookDeliveryActivities(deps: WebhookDeliveryDeps) {
  const env = deps.env ?? loadEnv();
  const { db } = deps;
  return {
    /**
     * One attempt: sign afresh, POST once (10 s, no redirects, SSRF-checked at connect), log it. Throws
     * only when our side fails (database), so Temporal retries the attempt, e.g. after a worker crash.
     */
    async attemptWebhookDelivery(input: {
      eventId: string;
      endpoint: WebhookEndpoint;
      nextDelayMs: number | null;
    }): Promise<AttemptResult> {
      const d = await db.webhookDelivery.findUnique({
        where: { eventId_endpoint: { eventId: input.eventId, endpoint: input.endpoint } },
        include: { event: true },
      });
      if (!d) return { outcome: 'cancelled', status: null, durationMs: 0, error: 'delivery record not found' };
      // A retry of an attempt whose success was recorded before the worker died: do not post again.
      if (d.status === 'delivered') return { outcome: 'delivered', status: d.lastStatusCode, durationMs: 0 };
      const target = await currentEndpoint(db, input.endpoint, d.accountId, d.event.siteId);
      if (!target) {
        const error = 'webhook URL was removed before delivery';
        await db.webhookDelivery.update({
          where: { id: d.id },
          data: { status: 'cancelled', lastError: error, nextAttemptAt: null },
        });
        return { outcome: 'cancelled', status: null, durationMs: 0, error };
      }
      const { attempts } = await db.webhookDelivery.update({
        where: { id: d.id },
        data: { attempts: { increment: 1 }, url: target.url },
        select: { attempts: true },
      });
      // Heartbeats let Temporal notice a dead worker within seconds and run the attempt again elsewhere.
      const ctx = Context.current();
      const beat = setInterval(() => ctx.heartbeat(), 1000);
      const r = await sendSigned({
        url: target.url,
        secret: target.secret,
        envelope: envelopeOf(d.event),
        timeoutMs: env.WEBHOOK_TIMEOUT_MS,
        allowLoopback: env.ALLOW_LOOPBACK_URLS,
      }).finally(() => clearInterval(beat));
      await logAttempt(db, d.id, attempts, target.url, r);
      const next = input.nextDelayMs === null ? null : new Date(Date.now() + input.nextDelayMs);
      await db.webhookDelivery.update({ where: { id: d.id }, data: deliveryUpdateFor(r, next) });
      return { outcome: r.outcome, status: r.status, durationMs: r.durationMs, ...(r.error ? { error: r.error } : {}) };
    },

    /** The schedule ran out: dead-letter (an operator can replay it). */
    async finishWebhookDelivery(input: {
      eventId: string;
      endpoint: WebhookEndpoint;
      status: DeliveryFinalStatus;
    }): Promise<void> {
      await db.webhookDelivery.updateMany({
        where: { eventId: input.eventId, endpoint: input.endpoint, status: 'pending' },
        data: {
          status: input.status,
          nextAttemptAt: null,
          ...(input.status === 'dead_letter' ? { deadLetteredAt: new Date() } : {}),
        },
      });
    },
  };
}
export type WebhookDeliveryActivities = ReturnType<typeof createWebhookDeliveryActivities>;
