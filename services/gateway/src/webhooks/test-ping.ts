import { randomUUID } from 'node:crypto';
import type { Env } from '@sgs/config';
import type { EventType } from '@sgs/contracts';
import type { WebhookEndpoint } from '@sgs/contracts/delivery';
import type { Db } from '@sgs/db';
import { deliveryUpdateFor, envelopeOf, logAttempt, recordEventTx, sendSigned, type SendResult } from '@sgs/webhooks';

/**
 * A synchronous, unqueued send (test pings, the form-webhook test): a fresh event with its own event_id
 * and occurred_at, one attempt, no retries; recorded in the outbox and the delivery log like any other.
 */
export async function sendOnce(
  deps: { db: Db; env: Env },
  o: {
    accountId: string;
    siteId: string | null;
    endpoint: WebhookEndpoint;
    url: string;
    secret: string;
    type: EventType;
    payload: Record<string, unknown>;
    timeoutMs: number;
  },
): Promise<SendResult & { eventId: string }> {
  const { db, env } = deps;
  const { event, deliveryId } = await db.$transaction(async (tx) => {
    const dedupeKey = `test:${o.endpoint}:${randomUUID()}`;
    const { eventId } = await recordEventTx(
      tx,
      { accountId: o.accountId, siteId: o.siteId, type: o.type, payload: o.payload, dedupeKey },
      { planDeliveries: false },
    );
    const d = await tx.webhookDelivery.create({
      data: { eventId, accountId: o.accountId, endpoint: o.endpoint, url: o.url, attempts: 1 },
    });
    return { event: await tx.event.findUniqueOrThrow({ where: { id: eventId } }), deliveryId: d.id };
  });
  const r = await sendSigned({
    url: o.url,
    secret: o.secret,
    envelope: envelopeOf(event),
    timeoutMs: o.timeoutMs,
    allowLoopback: env.ALLOW_LOOPBACK_URLS,
  });
  await logAttempt(db, deliveryId, 1, o.url, r);
  // No retries: a send that would be retried ends here as failed.
  await db.webhookDelivery.update({
    where: { id: deliveryId },
    data: { ...deliveryUpdateFor(r, null), ...(r.outcome === 'retry' ? { status: 'failed' } : {}) },
  });
  return { ...r, eventId: event.id };
}

/** The spec's test-ping response (4.4, 4.5). */
export const pingResponse = (r: SendResult, eventType: string) => ({
  ok: r.outcome === 'delivered',
  status: r.status,
  response_body_preview: r.responsePreview,
  duration_ms: r.durationMs,
  event_type: eventType,
  ...(r.error ? { error: r.error } : {}),
});
