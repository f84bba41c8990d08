import type { Client } from '@temporalio/client';
import { workflowIds } from '@sgs/contracts';
import type { WebhookEndpoint } from '@sgs/contracts/delivery';
import type { Db } from '@sgs/db';
import { startDelivery, type DispatchConfig } from './outbox';

/** Finished without success: what an operator may replay. */
export const REPLAYABLE_STATUSES = ['dead_letter', 'failed'];

export async function listDeadLetters(
  db: Db,
  opts: { accountId?: string; limit?: number; includeFailed?: boolean } = {},
) {
  const rows = await db.webhookDelivery.findMany({
    where: {
      status: { in: opts.includeFailed ? REPLAYABLE_STATUSES : ['dead_letter'] },
      ...(opts.accountId ? { accountId: opts.accountId } : {}),
    },
    orderBy: { updatedAt: 'desc' },
    take: opts.limit ?? 50,
    include: { event: { select: { type: true, siteId: true, occurredAt: true } } },
  });
  return rows.map((d) => ({
    delivery_id: d.id,
    event_id: d.eventId,
    event_type: d.event.type,
    site_id: d.event.siteId,
    account_id: d.accountId,
    endpoint: d.endpoint,
    url: d.url,
    status: d.status,
    attempts: d.attempts,
    replays: d.replays,
    last_status_code: d.lastStatusCode,
    last_error: d.lastError,
    dead_lettered_at: d.deadLetteredAt?.toISOString() ?? null,
    workflow_id: workflowIds.webhookDelivery(d.eventId, d.endpoint),
  }));
}

export class ReplayError extends Error {}

/**
 * Replay: a new run of delivery:<event_id>:<endpoint> for the same event (same event_id and body; each
 * attempt freshly timestamped and signed with the endpoint's current secret and URL).
 */
export async function replayDelivery(db: Db, client: Client, cfg: DispatchConfig, deliveryId: string) {
  const d = await db.webhookDelivery.findUnique({ where: { id: deliveryId } });
  if (!d) throw new ReplayError(`no delivery ${deliveryId}`);
  if (!REPLAYABLE_STATUSES.includes(d.status))
    throw new ReplayError(
      `delivery ${deliveryId} is ${d.status}; only ${REPLAYABLE_STATUSES.join(' or ')} deliveries can be replayed`,
    );
  await db.webhookDelivery.update({
    where: { id: d.id },
    data: { status: 'pending', replays: { increment: 1 }, deadLetteredAt: null, nextAttemptAt: new Date() },
  });
  let started: boolean;
  try {
    started = await startDelivery(
      client,
      cfg,
      { eventId: d.eventId, endpoint: d.endpoint as WebhookEndpoint },
      { replay: true },
    );
  } catch (err) {
    await db.webhookDelivery.update({
      where: { id: d.id },
      data: { status: d.status, replays: d.replays, deadLetteredAt: d.deadLetteredAt },
    });
    throw err;
  }
  if (!started)
    throw new ReplayError(`a run of ${workflowIds.webhookDelivery(d.eventId, d.endpoint)} is still running`);
  return {
    delivery_id: d.id,
    event_id: d.eventId,
    endpoint: d.endpoint,
    workflow_id: workflowIds.webhookDelivery(d.eventId, d.endpoint),
    replays: d.replays + 1,
  };
}
