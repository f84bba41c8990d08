import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { taskQueue, workflowIds, WORKFLOWS, type EmitEventInput } from '@sgs/contracts';
import type { WebhookDeliveryInput, WebhookEndpoint } from '@sgs/contracts/delivery';
import type { Db, Tx } from '@sgs/db';

/** What starting delivery runs needs: the deployment's task-queue prefix and the retry schedule (env). */
export interface DispatchConfig {
  prefix: string;
  scheduleMs: number[];
  mailRetryInitialMs: number;
  mailMaxAttempts: number;
}
export const dispatchConfigOf = (env: {
  TASK_QUEUE_PREFIX: string;
  WEBHOOK_RETRY_SCHEDULE: number[];
  MAIL_RETRY_INITIAL_MS: number;
  MAIL_MAX_ATTEMPTS: number;
}): DispatchConfig => ({
  prefix: env.TASK_QUEUE_PREFIX,
  scheduleMs: env.WEBHOOK_RETRY_SCHEDULE,
  mailRetryInitialMs: env.MAIL_RETRY_INITIAL_MS,
  mailMaxAttempts: env.MAIL_MAX_ATTEMPTS,
});

/** The endpoints an event goes to now: the lifecycle URL when set and subscribed (test pings bypass), the site's form URL for form.submit. */
async function planTargets(tx: Tx, e: { accountId: string; siteId: string | null; type: string }) {
  const targets: { endpoint: WebhookEndpoint; url: string }[] = [];
  const customer = await tx.customerWebhook.findUnique({ where: { accountId: e.accountId } });
  if (customer?.url && (e.type === 'webhook.test_ping' || customer.subscribedEvents.includes(e.type))) {
    targets.push({ endpoint: 'customer', url: customer.url });
  }
  if (e.type === 'form.submit' && e.siteId) {
    const form = await tx.siteFormWebhook.findUnique({ where: { siteId: e.siteId } });
    if (form?.url) targets.push({ endpoint: 'site_form', url: form.url });
  }
  return targets;
}

/**
 * Writes the event to the outbox once per dedupe key and, the first time only, its delivery rows (one
 * per endpoint that should receive it). Unsubscribed events are recorded with no delivery. Run it inside
 * the caller's transaction so the event lands with whatever caused it.
 */
export async function recordEventTx(
  tx: Tx,
  input: EmitEventInput,
  opts: { occurredAt?: Date; planDeliveries?: boolean } = {},
): Promise<{ eventId: string; created: boolean }> {
  const existing = await tx.event.findUnique({ where: { dedupeKey: input.dedupeKey }, select: { id: true } });
  if (existing) return { eventId: existing.id, created: false };
  const inserted = await tx.event.createManyAndReturn({
    data: [
      {
        accountId: input.accountId,
        siteId: input.siteId,
        type: input.type,
        dedupeKey: input.dedupeKey,
        payload: input.payload as object,
        ...(opts.occurredAt ? { occurredAt: opts.occurredAt } : {}),
      },
    ],
    skipDuplicates: true,
    select: { id: true },
  });
  // A concurrent writer won the unique key: its event is the one.
  if (!inserted[0])
    return {
      eventId: (await tx.event.findUniqueOrThrow({ where: { dedupeKey: input.dedupeKey } })).id,
      created: false,
    };
  const eventId = inserted[0].id;
  if (opts.planDeliveries !== false) {
    const targets = await planTargets(tx, input);
    await tx.webhookDelivery.createMany({
      data: targets.map((t) => ({ eventId, accountId: input.accountId, endpoint: t.endpoint, url: t.url })),
      skipDuplicates: true,
    });
  }
  return { eventId, created: true };
}

export const recordEvent = (db: Db, input: EmitEventInput) => db.$transaction((tx) => recordEventTx(tx, input));

/** Starts one delivery run; "already started" (running or finished) is a normal outcome and returns false. */
export async function startDelivery(
  client: Client,
  cfg: DispatchConfig,
  target: { eventId: string; endpoint: WebhookEndpoint },
  opts: { replay?: boolean } = {},
): Promise<boolean> {
  const input: WebhookDeliveryInput = {
    eventId: target.eventId,
    endpoint: target.endpoint,
    scheduleMs: cfg.scheduleMs,
    ...(opts.replay ? { replay: true } : {}),
  };
  try {
    await client.workflow.start(WORKFLOWS.webhookDelivery, {
      taskQueue: taskQueue('delivery', cfg.prefix),
      workflowId: workflowIds.webhookDelivery(target.eventId, target.endpoint),
      args: [input],
      // A retried emit must never deliver twice; a replay deliberately starts a new run of a closed one.
      workflowIdReusePolicy: opts.replay ? 'ALLOW_DUPLICATE' : 'REJECT_DUPLICATE',
    });
    return true;
  } catch (err) {
    if (err instanceof WorkflowExecutionAlreadyStartedError) return false;
    throw err;
  }
}

/** Starts a run for every delivery of the event that has not finished. Safe to call again (the emit retry, the outbox sweep). */
export async function dispatchEvent(db: Db, client: Client, cfg: DispatchConfig, eventId: string): Promise<number> {
  const pending = await db.webhookDelivery.findMany({
    where: { eventId, status: 'pending' },
    select: { endpoint: true },
  });
  let started = 0;
  for (const d of pending)
    if (await startDelivery(client, cfg, { eventId, endpoint: d.endpoint as WebhookEndpoint })) started++;
  return started;
}

/** Record, then dispatch: what emitEvent and the gateway call. A retry returns the same event id and delivers nothing twice. */
export async function emitAndDispatch(
  db: Db,
  client: Client,
  cfg: DispatchConfig,
  input: EmitEventInput,
): Promise<{ eventId: string }> {
  const { eventId } = await recordEvent(db, input);
  await dispatchEvent(db, client, cfg, eventId);
  return { eventId };
}
