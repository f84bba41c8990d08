import {
  ActivityFailure,
  ApplicationFailure,
  CancellationScope,
  isCancellation,
  patched,
  proxyActivities,
} from '@temporalio/workflow';
import { FAILURE_TYPES, type RevisionInput } from '@sgs/contracts/temporal';
import type {
  EventActivities,
  ReleaseActivities,
  RevisionActivities,
  RevisionAgentOutcome,
  RevisionTerminal,
} from '@sgs/activities';
import { tagWorkflow } from './search-attributes';
import { thumbnailLater } from './site-thumbnail';

// Quick database work: short timeout, retried until the database answers.
const quick = proxyActivities<Pick<RevisionActivities, 'startRevision' | 'finishRevision'> & EventActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});
// The agent: model calls and renders; heartbeats, so a killed worker's attempt is retried elsewhere within 20 s.
const agent = proxyActivities<Pick<RevisionActivities, 'runRevisionAgent'>>({
  startToCloseTimeout: '15 minutes',
  heartbeatTimeout: '20 seconds',
  retry: {
    initialInterval: '2 seconds',
    maximumAttempts: 3,
    nonRetryableErrorTypes: [FAILURE_TYPES.SdkError, FAILURE_TYPES.SiteNotDeployed],
  },
});
// Rendering and publishing a release under the site's lock.
const publish = proxyActivities<Pick<RevisionActivities, 'publishRevision'>>({
  startToCloseTimeout: '5 minutes',
  retry: {
    initialInterval: '2 seconds',
    maximumAttempts: 5,
    nonRetryableErrorTypes: [FAILURE_TYPES.RevisionConflict, FAILURE_TYPES.OperationRejected],
  },
});

// A restore: copy an earlier release and move the pointer, under the site's publish lock.
const restores = proxyActivities<ReleaseActivities>({
  startToCloseTimeout: '5 minutes',
  retry: { initialInterval: '2 seconds', maximumAttempts: 5, nonRetryableErrorTypes: [FAILURE_TYPES.ReleaseNotFound] },
});

/** Spec 6.3 reasons from a typed activity failure: never from message text. */
function failureOf(err: unknown): RevisionTerminal {
  const cause = err instanceof ActivityFailure ? err.cause : err;
  const type = cause instanceof ApplicationFailure ? cause.type : undefined;
  const detail = cause instanceof Error ? cause.message : String(cause);
  if (type === FAILURE_TYPES.SdkError) return { kind: 'failed', reason: 'sdk_error', detail };
  if (type === FAILURE_TYPES.RevisionConflict) return { kind: 'failed', reason: 'conflict', detail };
  if (type === FAILURE_TYPES.OperationRejected) return { kind: 'failed', reason: 'operation_rejected', detail };
  if (type === FAILURE_TYPES.SiteNotDeployed) return { kind: 'failed', reason: 'site_not_deployed', detail };
  if (type === FAILURE_TYPES.ReleaseNotFound) return { kind: 'failed', reason: 'release_not_found', detail };
  return {
    kind: 'failed',
    reason: 'infrastructure',
    detail: `A transient failure stopped the revision (safe to retry): ${detail}`,
  };
}

/** Records how a revision ended and emits its one event (dedupe key per revision, whatever the type). */
export async function concludeRevision(input: RevisionInput, end: RevisionTerminal): Promise<void> {
  const event = await quick.finishRevision(input.revisionId, end);
  if (event) {
    await quick.emitEvent({
      accountId: input.accountId,
      siteId: input.siteId,
      type: event.type,
      payload: event.payload,
      // Each round after an owner's reply ends with its own event.
      dedupeKey: `revision:${input.revisionId}:outcome${event.round ? `:${event.round}` : ''}`,
    });
  }
}

function terminalOf(result: Exclude<RevisionAgentOutcome, { kind: 'changed' }>): RevisionTerminal {
  const common = { iterations: result.iterations, usage: result.usage };
  if (result.kind === 'clarification')
    return { kind: 'clarification', question: result.question, context: result.context, ...common };
  if (result.kind === 'out_of_scope')
    return { kind: 'failed', reason: 'out_of_scope', detail: result.reason, suggestion: result.suggestion, ...common };
  return { kind: 'failed', reason: result.reason, detail: result.detail, ...common };
}

/** A queued restore: the earlier release goes live as a new release; one site.revision_complete, no charge. */
async function restore(input: RevisionInput): Promise<void> {
  let event;
  try {
    event = await restores.runRestore(input.revisionId);
  } catch (err) {
    if (isCancellation(err)) throw err;
    await concludeRevision(input, failureOf(err));
    return;
  }
  await quick.emitEvent({
    accountId: input.accountId,
    siteId: input.siteId,
    type: event.type,
    payload: event.payload,
    dedupeKey: `revision:${input.revisionId}:outcome`,
  });
  if (typeof event.payload.release_id === 'string') await thumbnailLater(input.siteId, event.payload.release_id);
}

/** One revision (id revision:<revisionId>), run by its site's siteRevisions workflow: agent, publish, outcome. */
export async function revision(input: RevisionInput): Promise<void> {
  tagWorkflow({ SiteId: input.siteId, AccountId: input.accountId });
  try {
    if (!(await quick.startRevision(input.revisionId))) return;
    if (patched('release-restore') && (await restores.restoreTarget(input.revisionId))) {
      await restore(input);
      return;
    }
    let result: RevisionAgentOutcome;
    try {
      result = await agent.runRevisionAgent(input.revisionId);
    } catch (err) {
      if (isCancellation(err)) throw err;
      await concludeRevision(input, failureOf(err));
      return;
    }
    if (result.kind !== 'changed') {
      await concludeRevision(input, terminalOf(result));
      return;
    }
    let published;
    try {
      published = await publish.publishRevision({
        revisionId: input.revisionId,
        calls: result.calls,
        ...(result.built ? { built: result.built } : {}),
      });
    } catch (err) {
      if (isCancellation(err)) throw err;
      await concludeRevision(input, { ...failureOf(err), iterations: result.iterations, usage: result.usage });
      return;
    }
    // A review-mode revision waits for approve or discard with its release built; others are live now.
    await concludeRevision(input, {
      kind: published.awaitingReview ? 'ready' : 'complete',
      summary: result.summary,
      iterations: result.iterations,
      usage: result.usage,
      toolBreakdown: result.toolBreakdown,
      releaseId: published.releaseId,
    });
    // Also a release waiting for review: approved as built, it goes live with its thumbnail ready.
    await thumbnailLater(input.siteId, published.releaseId);
  } catch (err) {
    if (!isCancellation(err)) throw err;
    await CancellationScope.nonCancellable(() =>
      concludeRevision(input, {
        kind: 'failed',
        reason: 'cancelled',
        detail: 'An operator cancelled the revision in flight.',
      }),
    );
  }
}
