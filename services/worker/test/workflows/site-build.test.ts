// siteBuild, branch by branch, with stubbed activities on the real Temporal server.
import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/common';
import { approveResearchSignal, FAILURE_TYPES, workflowIds } from '@sgs/contracts';
import { siteBuild } from '@sgs/workflows';
import { harness, searchAttributesOf, until } from './harness';

type Review = { catastrophic: unknown[]; findings: { severity: string; page: string }[] };

function stubs(over: Record<string, (...args: never[]) => unknown> = {}) {
  let approved = false;
  return {
    state: { approve: () => (approved = true) },
    activities: {
      recordPhase: async () => true,
      markFailed: async () => undefined,
      emitEvent: async () => undefined,
      failedPayload: async () => ({}),
      researchReadyPayload: async () => ({}),
      isResearchApproved: async () => approved,
      startSiteLifecycle: async () => undefined,
      runResearch: async () => ({ found: true }),
      generateRelease: async ({ attempt }: { attempt: number }) => ({
        releaseId: `r${attempt}`,
        pages: ['index.html'],
      }),
      reviewRelease: async (): Promise<Review> => ({ catastrophic: [], findings: [] }),
      deployRelease: async () => ({ deploymentUrl: 'http://site.test', releaseId: `live-${randomUUID()}` }),
      captureThumbnail: async () => undefined,
      completeBuild: async () => undefined,
      completePayload: async () => ({}),
      ...over,
    },
  };
}

const start = (h: { client: import('@temporalio/client').Client; queue: string; prefix: string }) => {
  const siteId = randomUUID();
  const accountId = randomUUID();
  return h.client.workflow.start(siteBuild, {
    workflowId: workflowIds.siteBuild(siteId),
    taskQueue: h.queue,
    args: [{ siteId, accountId, taskQueuePrefix: h.prefix }],
  });
};

it('builds: research, generate, review, deploy, complete; tagged with SiteId, AccountId and Phase', async () => {
  const h = await harness('build-ok', stubs().activities);
  try {
    await h.run(async () => {
      const handle = await start(h);
      await h.finish(handle, 'site-build-complete');
      const attrs = await searchAttributesOf(handle);
      expect(attrs).toMatchObject({ Phase: 'complete' });
      expect(attrs.SiteId).toMatch(/^[0-9a-f-]{36}$/);
      expect(attrs.AccountId).toMatch(/^[0-9a-f-]{36}$/);
      // Operators find it by query (the Web UI's filter box takes the same string).
      const found = await until(async () => {
        const ids: string[] = [];
        for await (const w of h.client.workflow.list({ query: `SiteId = "${attrs.SiteId}" AND Phase = "complete"` }))
          ids.push(w.workflowId);
        return ids.length ? ids : null;
      });
      expect(found).toEqual([handle.workflowId]);
      // The live release's thumbnail is taken on the visual-review queue, without holding the build.
      const thumbnail = (await until(async () => h.calls.find(([n]) => n === 'captureThumbnail')?.[1]))!;
      expect(thumbnail).toEqual([{ siteId: attrs.SiteId, releaseId: expect.stringMatching(/^live-/) }]);
      const { releaseId } = thumbnail[0] as { releaseId: string };
      await h.finish(h.client.workflow.getHandle(workflowIds.siteThumbnail(releaseId)), 'site-thumbnail');
    });
    expect(h.names().filter((n) => !/Payload|emitEvent|recordPhase|captureThumbnail/.test(n))).toEqual([
      'runResearch',
      'generateRelease',
      'reviewRelease',
      'deployRelease',
      'completeBuild',
      'startSiteLifecycle',
    ]);
    expect(h.calls.filter(([n]) => n === 'recordPhase').map(([, a]) => a[1])).toEqual([
      'researching',
      'generating',
      'reviewing',
      'deploying',
    ]);
    expect(h.calls.filter(([n]) => n === 'emitEvent').map(([, a]) => (a[0] as { type: string }).type)).toEqual([
      'site.research_ready',
      'site.complete',
    ]);
  } finally {
    await h.close();
  }
}, 120_000);

it('pauses in research_review until the approve signal, then builds', async () => {
  const s = stubs({ runResearch: async () => ({ found: true, pause: 'manual' }) });
  const h = await harness('build-pause', s.activities);
  try {
    await h.run(async () => {
      const handle = await start(h);
      await until(async () => (await searchAttributesOf(handle)).Phase === 'research_review');
      expect(h.names()).not.toContain('generateRelease');
      s.state.approve();
      await handle.signal(approveResearchSignal);
      await h.finish(handle, 'site-build-review-signal');
    });
    expect(h.names()).toContain('deployRelease');
  } finally {
    await h.close();
  }
}, 120_000);

it('steers generation with review findings, three times after the first review, then ships with warnings', async () => {
  const finding = { severity: 'warning', page: 'index.html' };
  const h = await harness(
    'build-steer',
    stubs({ reviewRelease: async (): Promise<Review> => ({ catastrophic: [], findings: [finding] }) }).activities,
  );
  try {
    await h.run(async () => h.finish(await start(h), 'site-build-steered'));
    const gens = h.calls.filter(([n]) => n === 'generateRelease').map(([, a]) => a[0] as { attempt: number });
    expect(gens.map((g) => g.attempt)).toEqual([1, 2, 3, 4]);
    expect(gens[1]).toMatchObject({ findings: [finding] });
    expect(h.calls.find(([n]) => n === 'completeBuild')![1][0]).toMatchObject({ warnings: [finding] });
  } finally {
    await h.close();
  }
}, 120_000);

it('fails the build on a catastrophic render, without deploying', async () => {
  const h = await harness(
    'build-broken',
    stubs({
      reviewRelease: async (): Promise<Review> => ({
        catastrophic: [{ page: 'index.html', viewport: 'mobile', description: 'blank page' }],
        findings: [],
      }),
    }).activities,
  );
  try {
    await h.run(async () => {
      const handle = await start(h);
      await h.finish(handle, 'site-build-catastrophic');
      expect((await searchAttributesOf(handle)).Phase).toBe('failed');
    });
    expect(h.calls.find(([n]) => n === 'markFailed')![1].slice(1, 3)).toEqual(['review', 'catastrophic_render']);
    expect(h.names()).not.toContain('deployRelease');
  } finally {
    await h.close();
  }
}, 120_000);

it('retries a failed activity attempt, and fails research without retrying an identity error', async () => {
  let generateAttempts = 0;
  const h = await harness(
    'build-retry',
    stubs({
      generateRelease: async () => {
        if (++generateAttempts === 1) throw new Error('disk hiccup (test)');
        return { releaseId: 'r1', pages: ['index.html'] };
      },
    }).activities,
  );
  try {
    await h.run(async () => h.finish(await start(h), 'site-build-retried'));
    expect(generateAttempts).toBe(2);
    expect(h.names()).toContain('completeBuild');
  } finally {
    await h.close();
  }

  let researchAttempts = 0;
  const r = await harness(
    'build-identity',
    stubs({
      runResearch: async () => {
        researchAttempts++;
        throw ApplicationFailure.create({ message: 'no such business', type: FAILURE_TYPES.ResearchIdentityError });
      },
    }).activities,
  );
  try {
    await r.run(async () => r.finish(await start(r), 'site-build-research-failed'));
    expect(researchAttempts).toBe(1);
    expect(r.calls.find(([n]) => n === 'markFailed')![1].slice(1, 3)).toEqual(['research', 'research_failed']);
  } finally {
    await r.close();
  }
}, 60_000);
