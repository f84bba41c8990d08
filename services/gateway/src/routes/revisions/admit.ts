import { randomUUID } from 'node:crypto';
import {
  ApiError,
  detectOutOfScope,
  enqueueRevisionSignal,
  errors,
  IN_FLIGHT_REVISION_STATUSES,
  isDeployedSite,
  isUuid,
  MAX_PROMPT_LENGTH,
  PRICING,
  REVISION_QUEUE_LIMIT,
  taskQueue,
  workflowIds,
  WORKFLOWS,
  type OutOfScope,
  type SiteRevisionsInput,
  workflowSearchAttributes,
} from '@sgs/contracts';
import { holdKey, type Tx } from '@sgs/db';
import { requestOrigin } from '@sgs/observability';
import { holdCreditsOrRefuse, refillIfShort, refillSafely, requireCoverable } from '@sgs/billing';
import { dispatchConfigOf, dispatchEvent, recordEventTx } from '@sgs/webhooks';
import type { GatewayDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import { idempotentTransaction, type IdempotencyClaim, type Outcome } from '../../http/idempotency';
import { takeDailyQuota } from '../../http/quota';

/** The start happens inside the database transaction, so it must not hang. */
const WORKFLOW_START_DEADLINE_MS = 5_000;

/** Spec 7: `prompt is required` when missing or empty; a prompt must be text of bounded length. */
export function validPrompt(body: { prompt?: unknown }): string {
  const prompt = typeof body.prompt === 'string' ? body.prompt.trim() : '';
  if (!prompt)
    throw new ApiError(400, {
      error: 'prompt is required',
      hint: 'Send { "prompt": "<the change in plain English>" }.',
    });
  if (prompt.length > MAX_PROMPT_LENGTH)
    throw new ApiError(400, { error: `prompt is too long (at most ${MAX_PROMPT_LENGTH} characters)` });
  return prompt;
}

/**
 * POST /v1/sites/:id/revisions. One transaction, with the site row locked: checks (404, 409 not deployed,
 * 402, 422 out of scope, daily quota 429, queue 429), the revision row, the idempotent response, and the
 * signalWithStart to the site's siteRevisions workflow. The in-flight count under the lock makes
 * queue_position and the queue_full 429 exact.
 */
export async function admitRevision(
  deps: GatewayDeps,
  caller: Caller,
  siteId: string,
  prompt: string,
  claim: IdempotencyClaim,
  publish: 'immediate' | 'auto' | 'review' | 'manual' = 'immediate',
): Promise<Outcome> {
  // Stored as auto | review | manual ("immediate" is the API's name for auto).
  const publishMode = publish === 'immediate' ? 'auto' : publish;
  if (!deps.env.REVISIONS_ENABLED) {
    throw new ApiError(
      503,
      { error: 'Revisions are temporarily disabled. Please try again shortly.', hint: 'Retry in a few minutes.' },
      { 'Retry-After': '60' },
    );
  }
  let refusedEvent: string | undefined;
  let refillRound: number | null = null;
  await refillIfShort(deps.db, deps.env, caller.accountId, PRICING.revision.max, deps.log);
  let outcome: Outcome;
  try {
    outcome = await idempotentTransaction(deps.db, claim, async (tx) => {
      const site = await lockOwnedSite(tx, caller.accountId, siteId);
      if (!site) throw errors.siteNotFound();
      if (!isDeployedSite(site)) {
        throw new ApiError(409, {
          error: 'Site is not deployed yet',
          status: site.status,
          hint: 'Revisions change a deployed site; wait for site.complete (or GET /v1/sites/{id} status complete).',
        });
      }
      await requireCoverable(tx, caller.accountId, PRICING.revision.max);

      const refusal = detectOutOfScope(prompt);
      if (refusal) {
        const { id, body } = await recordRefusal(tx, caller.accountId, siteId, prompt, refusal);
        refusedEvent = id;
        return { status: 422, body };
      }

      await takeDailyQuota(tx, caller.accountId, 'revision', deps.env.DAILY_REVISION_QUOTA, 'revision');
      const { revisionId, inFlight } = await enqueueRevision(tx, deps, siteId, caller.accountId, {
        prompt,
        publishMode,
      });
      refillRound = await holdCreditsOrRefuse(tx, {
        accountId: caller.accountId,
        kind: 'revision',
        key: holdKey('revision', revisionId),
        amount: PRICING.revision.max,
        siteId,
      });
      return {
        status: 202,
        body: { revisionId, status: 'pending' as const, queue_position: inFlight, queue_total: inFlight + 1 },
      };
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    deps.log.error({ err, siteId }, 'revision admission failed');
    throw new ApiError(500, {
      error: 'Failed to queue the revision',
      hint: 'Safe to retry (with the same Idempotency-Key).',
    });
  }
  if (refusedEvent) await dispatchSoon(deps, refusedEvent);
  if (refillRound !== null) await refillSafely(deps.db, deps.env, caller.accountId, deps.log, { round: refillRound });
  return outcome;
}

/**
 * Queues a revision row (a prompt, or a release restore) behind the site's in-flight ones and signals the site's
 * siteRevisions workflow, inside the caller's transaction with the site row locked (so the count is exact).
 * 429 queue_full with 3 in flight.
 */
export async function enqueueRevision(
  tx: Tx,
  deps: GatewayDeps,
  siteId: string,
  accountId: string,
  data: { prompt: string; kind?: 'prompt' | 'restore' | 'publish'; restoreReleaseId?: string; publishMode?: string },
): Promise<{ revisionId: string; inFlight: number }> {
  const inFlight = await tx.revision.count({
    where: { siteId, accountId, status: { in: IN_FLIGHT_REVISION_STATUSES } },
  });
  if (inFlight >= REVISION_QUEUE_LIMIT) {
    throw new ApiError(429, {
      error: `This site already has ${REVISION_QUEUE_LIMIT} revisions in flight (1 running + 2 waiting)`,
      hint: 'Wait for a revision event (site.revision_complete, site.revision_failed or site.revision_clarification_needed), then send again.',
      queue_full: true,
    });
  }
  const revisionId = randomUUID();
  const queuedAt = new Date();
  await tx.revision.create({ data: { id: revisionId, siteId, accountId, status: 'pending', queuedAt, ...data } });
  // Signalled last, inside the transaction: if it fails nothing commits; if the commit fails the
  // workflow finds no pending row for the id and skips it.
  const site = await tx.site.findUniqueOrThrow({ where: { id: siteId } });
  await signalSiteQueue(deps, site, accountId, { revisionId, queuedAt: queuedAt.getTime() });
  return { revisionId, inFlight };
}

/**
 * Sends a revision to its site's siteRevisions workflow (starting it when idle, tagged with the site's names), with
 * the request's own id and trace. Called inside the caller's transaction, so a failed signal commits nothing.
 */
export async function signalSiteQueue(
  deps: GatewayDeps,
  site: { id: string; slug: string; businessName: string; operatorEmail: string | null },
  accountId: string,
  entry: { revisionId: string; queuedAt: number; repliedAt?: number },
) {
  const siteId = site.id;
  const input: SiteRevisionsInput = {
    siteId,
    accountId,
    taskQueuePrefix: deps.env.TASK_QUEUE_PREFIX,
    queueTimeoutMs: deps.env.REVISION_QUEUE_TIMEOUT,
  };
  await deps.temporal.withDeadline(Date.now() + WORKFLOW_START_DEADLINE_MS, () =>
    deps.temporal.workflow.signalWithStart(WORKFLOWS.siteRevisions, {
      workflowId: workflowIds.siteRevisions(siteId),
      taskQueue: taskQueue('siteBuild', deps.env.TASK_QUEUE_PREFIX),
      args: [input],
      searchAttributes: workflowSearchAttributes({
        siteId,
        accountId,
        slug: site.slug,
        businessName: site.businessName,
        accountEmail: site.operatorEmail,
      }),
      signal: enqueueRevisionSignal,
      // The request's own id and trace go with the signal: a running queue's memo names the request that started it.
      signalArgs: [{ ...entry, ...requestOrigin() }],
    }),
  );
}

/** Locks the caller's site row for the rest of the transaction, so admissions to one site are serialized. */
export async function lockOwnedSite(tx: Tx, accountId: string, siteId: string) {
  if (!isUuid(siteId)) return null;
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`select id from sites where id = ${siteId}::uuid and account_id = ${accountId}::uuid for update`;
  return rows.length ? tx.site.findUniqueOrThrow({ where: { id: siteId } }) : null;
}

/** An out-of-scope request: a failed revision row and its site.revision_failed event, in the admission transaction. */
async function recordRefusal(tx: Tx, accountId: string, siteId: string, prompt: string, refusal: OutOfScope) {
  const id = randomUUID();
  const now = new Date();
  await tx.revision.create({
    data: {
      id,
      siteId,
      accountId,
      prompt,
      status: 'failed',
      reason: 'out_of_scope',
      reasonDetail: refusal.reason,
      suggestion: refusal.suggestion,
      iterationsUsed: 0,
      creditsCharged: 0,
      queuedAt: now,
      finishedAt: now,
    },
  });
  const { eventId } = await recordEventTx(tx, {
    accountId,
    siteId,
    type: 'site.revision_failed',
    dedupeKey: `revision:${id}:outcome`,
    payload: {
      site_id: siteId,
      revision_id: id,
      reason: 'out_of_scope',
      reason_detail: refusal.reason,
      last_error: refusal.reason,
      suggestion: refusal.suggestion,
      failed_at: now.toISOString(),
      platform_user_id: accountId,
    },
  });
  return {
    id: eventId,
    body: { error: 'out_of_scope', reason: refusal.reason, suggestion: refusal.suggestion, revisionId: id },
  };
}

/** Starts the event's deliveries now; if that fails the outbox sweep starts them later. */
export async function dispatchSoon(deps: GatewayDeps, eventId: string) {
  try {
    await dispatchEvent(deps.db, deps.temporal, dispatchConfigOf(deps.env), eventId);
  } catch (err) {
    deps.log.warn({ err, eventId }, 'revision refusal: could not start delivery now; the outbox sweep will');
  }
}
