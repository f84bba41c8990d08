import { proxyActivities, sleep } from '@temporalio/workflow';
import { retrySleeps, type WebhookDeliveryInput, type WebhookDeliveryResult } from '@sgs/contracts/delivery';
import type { WebhookDeliveryActivities } from '@sgs/activities';

// One attempt is bounded by the 10 s receiver timeout; anything longer is our side failing, retried by Temporal
// (a worker killed mid-attempt loses nothing: the attempt runs again).
const act = proxyActivities<WebhookDeliveryActivities>({
  startToCloseTimeout: '1 minute',
  heartbeatTimeout: '5 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '30 seconds' },
});

/**
 * Delivers one event to one endpoint (id delivery:<eventId>:<endpoint>): an attempt after each delay of
 * the schedule (spec: 0, +30 s, +5 min, +30 min), then dead-letter. 2xx done, 4xx permanent, 5xx and
 * network errors go on to the next attempt. Each attempt signs afresh with the secret current then.
 */
export async function webhookDelivery(input: WebhookDeliveryInput): Promise<WebhookDeliveryResult> {
  const sleeps = retrySleeps(input.scheduleMs);
  for (let i = 0; i < sleeps.length; i++) {
    if (sleeps[i]! > 0) await sleep(sleeps[i]!);
    const r = await act.attemptWebhookDelivery({
      eventId: input.eventId,
      endpoint: input.endpoint,
      nextDelayMs: sleeps[i + 1] ?? null,
    });
    if (r.outcome === 'delivered') return { status: 'delivered', attempts: i + 1 };
    if (r.outcome === 'permanent') return { status: 'failed', attempts: i + 1 };
    if (r.outcome === 'cancelled') return { status: 'cancelled', attempts: i };
  }
  await act.finishWebhookDelivery({ eventId: input.eventId, endpoint: input.endpoint, status: 'dead_letter' });
  return { status: 'dead_letter', attempts: sleeps.length };
}
