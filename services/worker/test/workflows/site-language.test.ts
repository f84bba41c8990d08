// siteLanguage (a live site rewritten in another language), branch by branch, with stubbed activities on the real
// Temporal server: the change completes within its rounds, or is abandoned (the site left as it was).
import { randomUUID } from 'node:crypto';
import { WorkflowFailedError } from '@temporalio/client';
import { workflowIds } from '@sgs/contracts';
import { siteLanguage } from '@sgs/workflows';
import { harness, recordHistory, type Harness } from './harness';

type Review = { catastrophic: unknown[]; findings: { severity: string; page: string }[] };

const stubs = (review: (attempt: number) => Review) => {
  let attempt = 0;
  return {
    recordPhase: async () => true,
    rewriteRelease: async (a: { attempt: number }) => {
      attempt = a.attempt;
      return { releaseId: `r${a.attempt}`, pages: ['index.html'], costMicroUsd: 0 };
    },
    reviewRelease: async () => review(attempt),
    deployRelease: async () => ({ deploymentUrl: 'http://site.test', releaseId: `live-${randomUUID()}` }),
    captureThumbnail: async () => undefined,
    completeLanguageChange: async () => undefined,
    abandonLanguageChange: async () => undefined,
  };
};

const start = (h: Harness) => {
  const siteId = randomUUID();
  return h.client.workflow.start(siteLanguage, {
    workflowId: workflowIds.siteLanguage(siteId),
    taskQueue: h.queue,
    args: [{ siteId, accountId: randomUUID(), changeId: randomUUID(), language: 'de', taskQueuePrefix: h.prefix }],
  });
};

it('rewrites, steers once on a finding, publishes and completes the change', async () => {
  const finding = { severity: 'warning', page: 'index.html' };
  const h = await harness(
    'language-ok',
    stubs((n) => ({ catastrophic: [], findings: n === 1 ? [finding] : [] })),
  );
  try {
    await h.run(async () => {
      await h.finish(await start(h), 'site-language-complete');
    });
    expect(h.names().filter((n) => !/recordPhase|captureThumbnail/.test(n))).toEqual([
      'rewriteRelease',
      'reviewRelease',
      'rewriteRelease',
      'reviewRelease',
      'deployRelease',
      'completeLanguageChange',
    ]);
  } finally {
    await h.close();
  }
});

it('abandons a change whose rewrite renders broken: nothing deployed, the hold released', async () => {
  const h = await harness(
    'language-broken',
    stubs(() => ({ catastrophic: [{}], findings: [] })),
  );
  try {
    await h.run(async () => {
      const handle = await start(h);
      await expect(handle.result()).rejects.toBeInstanceOf(WorkflowFailedError);
      await recordHistory(handle, 'site-language-abandoned');
    });
    expect(h.names()).not.toContain('deployRelease');
    expect(h.names()).toContain('abandonLanguageChange');
  } finally {
    await h.close();
  }
});

it('carries a change of the further languages to the rewrite and to the completed change', async () => {
  const h = await harness(
    'language-set',
    stubs(() => ({ catastrophic: [], findings: [] })),
  );
  try {
    await h.run(async () => {
      const siteId = randomUUID();
      const handle = await h.client.workflow.start(siteLanguage, {
        workflowId: workflowIds.siteLanguage(siteId),
        taskQueue: h.queue,
        args: [
          {
            siteId,
            accountId: randomUUID(),
            changeId: randomUUID(),
            language: 'en',
            alternateLanguages: ['de'],
            taskQueuePrefix: h.prefix,
          },
        ],
      });
      await h.finish(handle, 'site-language-languages');
    });
    const argsOf = (name: string) => h.calls.filter(([n]) => n === name).map(([, a]) => a[0]);
    expect(argsOf('rewriteRelease')).toEqual([expect.objectContaining({ language: 'en', alternateLanguages: ['de'] })]);
    expect(argsOf('completeLanguageChange')).toEqual([
      expect.objectContaining({ language: 'en', alternateLanguages: ['de'] }),
    ]);
  } finally {
    await h.close();
  }
});
