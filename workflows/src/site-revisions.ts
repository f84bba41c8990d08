import {
  allHandlersFinished,
  condition,
  continueAsNew,
  executeChild,
  patched,
  proxyActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';
import {
  enqueueRevisionSignal,
  revisionWorkflowId,
  type QueuedRevision,
  type SiteRevisionsInput,
} from '@sgs/contracts/temporal';
import type { RevisionActivities } from '@sgs/activities';
import { concludeRevision, revision } from './revision';
import { followSlugChanges, tagWorkflow } from './search-attributes';
import { onBehalfOf } from '@sgs/observability/src/workflow/request-id';

const quick = proxyActivities<Pick<RevisionActivities, 'queuedRevisions'>>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', maximumInterval: '30 seconds' },
});

/** An idle entity workflow closes after this; the next admission's signalWithStart starts a fresh run. */
const IDLE_CLOSE = '10 minutes';
/** Revisions per run before continue-as-new (besides Temporal's own suggestion), so history stays small. */
const REVISIONS_PER_RUN = 50;

/**
 * One site's revision queue (id site-revisions:<siteId>): admitted revisions arrive by signal and run one at
 * a time in FIFO order, each as a child `revision` workflow. A revision that waited longer than the queue
 * timeout ends as queue_timeout without running.
 */
export async function siteRevisions(input: SiteRevisionsInput): Promise<void> {
  const queue: QueuedRevision[] = [...(input.queue ?? [])];
  let running: string | undefined;
  setHandler(enqueueRevisionSignal, (r) => {
    if (r.revisionId === running || queue.some((q) => q.revisionId === r.revisionId)) return;
    // A revision continued by the owner's reply keeps its place: ahead of those admitted after it.
    const after = r.repliedAt && patched('reply-keeps-place') ? queue.findIndex((q) => q.queuedAt > r.queuedAt) : -1;
    if (after >= 0) queue.splice(after, 0, r);
    else queue.push(r);
  });
  const { siteId, accountId } = input;
  tagWorkflow({ SiteId: siteId, AccountId: accountId });
  followSlugChanges();
  if (!input.queue) {
    // A fresh run (not a continuation) also takes the rows already admitted: nothing admitted is ever stranded.
    const admitted = await quick.queuedRevisions(siteId);
    // A signalled entry wins over its row: it knows the request that admitted it.
    const merged = [
      ...admitted.map((a) => queue.find((q) => q.revisionId === a.revisionId) ?? a),
      ...queue.filter((q) => !admitted.some((a) => a.revisionId === q.revisionId)),
    ].sort((a, b) => a.queuedAt - b.queuedAt);
    queue.splice(0, queue.length, ...merged);
  }

  for (let handled = 0; ;) {
    if (!queue.length) {
      if (!(await condition(() => queue.length > 0, IDLE_CLOSE))) {
        await condition(allHandlersFinished);
        if (!queue.length) return;
      }
    }
    if (handled >= (input.revisionsPerRun ?? REVISIONS_PER_RUN) || workflowInfo().continueAsNewSuggested) {
      await condition(allHandlersFinished);
      await continueAsNew<typeof siteRevisions>({ ...input, queue: [...queue] });
    }
    const next = queue.shift()!;
    handled++;
    const child = { revisionId: next.revisionId, siteId, accountId };
    // For the request that admitted this revision (it may not be the one that started this queue): its activities
    // and child run carry that request's id and trace.
    await onBehalfOf(next, async () => {
      if (Date.now() - (next.repliedAt ?? next.queuedAt) > input.queueTimeoutMs) {
        await concludeRevision(child, {
          kind: 'failed',
          reason: 'queue_timeout',
          detail: `The revision waited more than ${input.queueTimeoutMs < 1000 ? `${input.queueTimeoutMs} ms` : `${Math.round(input.queueTimeoutMs / 1000)} s`} in the site's queue (safe to retry).`,
        });
        return;
      }
      running = next.revisionId;
      try {
        await executeChild(revision, {
          workflowId: revisionWorkflowId(next.revisionId),
          args: [child],
          taskQueue: workflowInfo().taskQueue,
        });
      } catch (err) {
        // The child ended without recording an outcome (terminated, or a bug): the revision still gets exactly one.
        await concludeRevision(child, {
          kind: 'failed',
          reason: 'infrastructure',
          detail: `The revision stopped unexpectedly (safe to retry): ${(err as Error).message}`,
        });
      } finally {
        running = undefined;
      }
    });
  }
}
