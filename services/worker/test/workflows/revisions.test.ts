// siteRevisions (FIFO queue by signal, queue timeout, continue-as-new) and its child `revision`, stubbed.
import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/common';
import { enqueueRevisionSignal, FAILURE_TYPES, revisionWorkflowId, workflowIds } from '@sgs/contracts';
import { siteRevisions } from '@sgs/workflows';
import { harness, recordHistory, until } from './harness';

it('runs queued revisions one at a time, times out a stale one, and continues as new after revisionsPerRun', async () => {
  const fresh = randomUUID();
  const stale = randomUUID();
  const rejected = randomUUID();
  const restoring = randomUUID();
  const [publishedRelease, restoredRelease] = [randomUUID(), randomUUID()];
  const h = await harness('revisions', {
    queuedRevisions: async () => [],
    startRevision: async () => true,
    restoreTarget: async (revisionId: string) => (revisionId === restoring ? { releaseId: randomUUID() } : null),
    runRestore: async () => ({ type: 'site.revision_complete', payload: { release_id: restoredRelease } }),
    runRevisionAgent: async (revisionId: string) => {
      if (revisionId === rejected) throw ApplicationFailure.nonRetryable('not deployed', FAILURE_TYPES.SiteNotDeployed);
      return { kind: 'changed', calls: [], summary: 'Changed the headline', iterations: 1, usage: {} };
    },
    publishRevision: async () => ({ releaseId: publishedRelease }),
    finishRevision: async (_id: string, end: { kind: string }) => ({ type: `revision.${end.kind}`, payload: {} }),
    emitEvent: async () => undefined,
    captureThumbnail: async () => undefined,
  });
  try {
    await h.run(async () => {
      const siteId = randomUUID();
      const args = { siteId, accountId: randomUUID(), taskQueuePrefix: h.prefix, queueTimeoutMs: 60_000 };
      const first = await h.client.workflow.signalWithStart(siteRevisions, {
        workflowId: workflowIds.siteRevisions(siteId),
        taskQueue: h.queue,
        args: [{ ...args, revisionsPerRun: 2 }],
        signal: enqueueRevisionSignal,
        signalArgs: [{ revisionId: stale, queuedAt: Date.now() - 3_600_000 }],
      });
      for (const revisionId of [fresh, rejected, restoring])
        await first.signal(enqueueRevisionSignal, { revisionId, queuedAt: Date.now() });
      await until(async () => h.calls.filter(([n]) => n === 'emitEvent').length === 4);
      // The published and the restored release each get their thumbnail taken, after the revision ended (and
      // before the test ends the queue: a revision still starting its thumbnail would end with it).
      const thumbnails = () =>
        h.calls.filter(([n]) => n === 'captureThumbnail').map(([, a]) => (a[0] as { releaseId: string }).releaseId);
      await until(async () => thumbnails().length === 2);
      expect(thumbnails().sort()).toEqual([publishedRelease, restoredRelease].sort());
      const run1 = h.client.workflow.getHandle(first.workflowId, first.signaledRunId);
      expect((await run1.describe()).status.name).toBe('CONTINUED_AS_NEW');
      await recordHistory(run1, 'site-revisions-continued');
      await recordHistory(h.client.workflow.getHandle(revisionWorkflowId(fresh)), 'revision-complete');
      await recordHistory(h.client.workflow.getHandle(revisionWorkflowId(rejected)), 'revision-rejected');
      await recordHistory(h.client.workflow.getHandle(revisionWorkflowId(restoring)), 'revision-restore');
      await h.client.workflow.getHandle(first.workflowId).terminate('test done'); // else it idles 10 minutes
    });
    const ends = h.calls.filter(([n]) => n === 'finishRevision').map(([, a]) => [a[0], a[1]]);
    expect(ends).toEqual([
      [stale, expect.objectContaining({ kind: 'failed', reason: 'queue_timeout' })],
      [fresh, expect.objectContaining({ kind: 'complete', summary: 'Changed the headline' })],
      [rejected, expect.objectContaining({ kind: 'failed', reason: 'site_not_deployed' })],
    ]);
    expect(h.names().filter((n) => n === 'runRevisionAgent')).toHaveLength(2); // the stale one never ran
    expect(h.calls.filter(([n]) => n === 'runRestore').map(([, a]) => a[0])).toEqual([restoring]);
    expect(h.calls.filter(([n]) => n === 'emitEvent').map(([, a]) => (a[0] as { type: string }).type)).toEqual([
      'revision.failed',
      'revision.complete',
      'revision.failed',
      'site.revision_complete',
    ]);
  } finally {
    await h.close();
  }
}, 60_000);

it('runs a revision continued by the owner’s reply ahead of those admitted after it (it keeps its place)', async () => {
  const [running, replied, later, latest] = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const h = await harness('revisions-reply', {
    queuedRevisions: async () => [],
    startRevision: async () => true,
    restoreTarget: async () => null,
    runRevisionAgent: async (revisionId: string) => {
      if (revisionId === running) await held;
      return { kind: 'changed', calls: [], summary: 'Changed', iterations: 1, usage: {} };
    },
    publishRevision: async () => ({ releaseId: randomUUID() }),
    finishRevision: async (_id: string, end: { kind: string }) => ({ type: `revision.${end.kind}`, payload: {} }),
    emitEvent: async () => undefined,
    captureThumbnail: async () => undefined,
  });
  try {
    await h.run(async () => {
      const siteId = randomUUID();
      const args = { siteId, accountId: randomUUID(), taskQueuePrefix: h.prefix, queueTimeoutMs: 60_000 };
      const t0 = Date.now() - 30_000;
      const queue = await h.client.workflow.signalWithStart(siteRevisions, {
        workflowId: workflowIds.siteRevisions(siteId),
        taskQueue: h.queue,
        args: [args],
        signal: enqueueRevisionSignal,
        signalArgs: [{ revisionId: running, queuedAt: t0 }],
      });
      await until(async () => h.names().includes('runRevisionAgent'));
      await queue.signal(enqueueRevisionSignal, { revisionId: later, queuedAt: t0 + 2_000 });
      await queue.signal(enqueueRevisionSignal, { revisionId: latest, queuedAt: t0 + 3_000 });
      // Admitted before `later`, asked a question, and answered now.
      await queue.signal(enqueueRevisionSignal, { revisionId: replied, queuedAt: t0 + 1_000, repliedAt: Date.now() });
      release();
      await until(async () => h.calls.filter(([n]) => n === 'emitEvent').length === 4);
      await queue.terminate('test done');
    });
    expect(h.calls.filter(([n]) => n === 'runRevisionAgent').map(([, a]) => a[0])).toEqual([
      running,
      replied,
      later,
      latest,
    ]);
  } finally {
    await h.close();
  }
}, 60_000);
