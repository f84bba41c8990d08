import type { AttemptOutcome } from '@sgs/contracts/delivery';
import type { Db } from '@sgs/db';
import type { SendResult } from './send';

/** One row of the delivery log (kept 30 days): status, duration, 500-character preview, error. */
export async function logAttempt(
  db: Db,
  deliveryId: string,
  attemptNo: number,
  url: string,
  r: { outcome: AttemptOutcome; status: number | null; durationMs: number; responsePreview?: string; error?: string },
) {
  await db.webhookDeliveryAttempt.create({
    data: {
      deliveryId,
      attemptNo,
      url,
      outcome: r.outcome,
      statusCode: r.status,
      durationMs: r.durationMs,
      responsePreview: r.responsePreview ?? null,
      error: r.error?.slice(0, 1000) ?? null,
    },
  });
}

/** Delivery row after an attempt: delivered and failed are final; retry stays pending until the workflow says dead_letter. */
export function deliveryUpdateFor(r: SendResult, nextAttemptAt: Date | null) {
  const base = { lastStatusCode: r.status, lastError: r.error ?? null };
  if (r.outcome === 'delivered') return { ...base, status: 'delivered', deliveredAt: new Date(), nextAttemptAt: null };
  if (r.outcome === 'permanent') return { ...base, status: 'failed', nextAttemptAt: null };
  return { ...base, status: 'pending', nextAttemptAt };
}
