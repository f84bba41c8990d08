// siteLifecycle (timers and the refreshed signal) and domainActivation (polling backoff, timeout), stubbed.
import { randomUUID } from 'node:crypto';
import { lifecycleRefreshedSignal, workflowIds } from '@sgs/contracts';
import { domainActivation, siteLifecycle } from '@sgs/workflows';
import { harness, searchAttributesOf, until } from './harness';

it('siteLifecycle: a refresh before the notice restarts the clock; then notice, pause, and a refresh wakes it', async () => {
  const states: { exists: boolean; lastRefreshedAt: number | null }[] = [];
  const h = await harness('lifecycle', {
    lifecycleState: async () => {
      const n = states.length;
      const s =
        n < 2
          ? { exists: true, freeTier: true, deployed: true, paused: false, lastRefreshedAt: Date.now() }
          : { exists: false, freeTier: false, deployed: false, paused: false, lastRefreshedAt: null };
      states.push(s);
      return s;
    },
    sendPauseNotice: async () => undefined,
    pauseSite: async () => true,
  });
  try {
    await h.run(async () => {
      const siteId = randomUUID();
      const handle = await h.client.workflow.start(siteLifecycle, {
        workflowId: workflowIds.siteLifecycle(siteId),
        taskQueue: h.queue,
        args: [{ siteId, accountId: randomUUID(), pauseAfterMs: 4_000, noticeBeforeMs: 2_000 }],
      });
      await until(async () => states.length === 1);
      await handle.signal(lifecycleRefreshedSignal); // well before the notice (2 s in)
      await until(async () => h.names().includes('sendPauseNotice'));
      expect(states.length).toBe(2);
      await until(async () => h.calls.filter(([n]) => n === 'sendPauseNotice').length === 2);
      await handle.signal(lifecycleRefreshedSignal); // wakes the paused site; the third read ends the workflow
      await h.finish(handle, 'site-lifecycle');
      expect(await searchAttributesOf(handle)).toMatchObject({ SiteId: siteId });
    });
    expect(h.names()).toEqual([
      'lifecycleState',
      'lifecycleState',
      'sendPauseNotice',
      'pauseSite',
      'sendPauseNotice',
      'lifecycleState',
    ]);
    expect(h.calls.filter(([n]) => n === 'sendPauseNotice').map(([, a]) => a[1])).toEqual(['upcoming', 'paused']);
  } finally {
    await h.close();
  }
}, 60_000);

it('domainActivation: polls with the schedule until ready and activates; gives up at the timeout', async () => {
  let checks = 0;
  const h = await harness('domains', {
    checkDomainActivation: async ({ domainId }: { domainId: string }) =>
      domainId === 'never' || ++checks < 3
        ? { state: 'pending', detail: 'no A record' }
        : { state: 'ready', detail: '' },
    activateDomain: async () => ({ activated: true }),
    failDomainActivation: async () => ({ revertedSiteId: 'site-1' }),
    startSiteLifecycle: async () => undefined,
  });
  try {
    await h.run(async () => {
      const run = async (domainId: string, timeoutMs: number, name: string) =>
        h.finish(
          await h.client.workflow.start(domainActivation, {
            workflowId: workflowIds.domainActivation(`${randomUUID()}.example`),
            taskQueue: h.queue,
            args: [{ domainId, domain: 'x.example', pollScheduleMs: [100, 200], timeoutMs }],
          }),
          name,
        );
      expect(await run('d1', 60_000, 'domain-activation-active')).toEqual({ status: 'active', checks: 3 });
      expect(await run('never', 700, 'domain-activation-timeout')).toMatchObject({ status: 'failed' });
    });
    expect(h.names().slice(-2)).toEqual(['failDomainActivation', 'startSiteLifecycle']);
    expect(h.calls.find(([n]) => n === 'failDomainActivation')![1][0]).toMatchObject({
      domainId: 'never',
      reason: expect.stringMatching(/^DNS not pointed at the hosting target within 1s: no A record/),
    });
  } finally {
    await h.close();
  }
}, 60_000);
