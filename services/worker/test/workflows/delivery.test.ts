// webhookDelivery, sendEmail and the maintenance workflows, with stubbed activities on the real Temporal server.
import { randomUUID } from 'node:crypto';
import { ApplicationFailure } from '@temporalio/common';
import { FAILURE_TYPES } from '@sgs/contracts';
import { outboxSweep, retentionCleanup, sendEmail, webhookDelivery } from '@sgs/workflows';
import { harness } from './harness';

type Outcome = 'delivered' | 'retry' | 'permanent' | 'cancelled';

async function deliver(name: string, outcomes: Outcome[], scheduleMs: number[]) {
  const h = await harness(name, {
    attemptWebhookDelivery: async () => ({ outcome: outcomes.shift() ?? 'retry', status: null, durationMs: 1 }),
    finishWebhookDelivery: async () => undefined,
  });
  try {
    const result = await h.run(async () =>
      h.finish(
        await h.client.workflow.start(webhookDelivery, {
          workflowId: `delivery:${randomUUID()}:customer`,
          taskQueue: h.queue,
          args: [{ eventId: randomUUID(), endpoint: 'customer', scheduleMs }],
        }),
        `webhook-delivery-${name}`,
      ),
    );
    return { result, calls: h.calls };
  } finally {
    await h.close();
  }
}

it('webhookDelivery: retries on the schedule, stops at a 2xx or a permanent answer, else dead-letters', async () => {
  const ok = await deliver('delivered', ['retry', 'delivered'], [0, 200, 200]);
  expect(ok.result).toEqual({ status: 'delivered', attempts: 2 });
  expect(ok.calls.map(([, a]) => (a[0] as { nextDelayMs: number | null }).nextDelayMs)).toEqual([200, 200]);

  const dead = await deliver('dead-letter', ['retry', 'retry', 'retry'], [0, 200, 200]);
  expect(dead.result).toEqual({ status: 'dead_letter', attempts: 3 });
  expect(dead.calls.at(-1)![0]).toBe('finishWebhookDelivery');
  expect(dead.calls.at(-1)![1][0]).toMatchObject({ status: 'dead_letter' });

  const permanent = await deliver('permanent', ['permanent'], [0, 200]);
  expect(permanent.result).toEqual({ status: 'failed', attempts: 1 });
  const cancelled = await deliver('cancelled', ['retry', 'cancelled'], [0, 100, 100]);
  expect(cancelled.result).toEqual({ status: 'cancelled', attempts: 1 });
}, 60_000);

it('sendEmail: sends, retries a failed SMTP attempt, and marks a permanent failure without retrying it', async () => {
  let attempts = 0;
  const h = await harness('email', {
    deliverEmail: async (emailId: string) => {
      attempts++;
      if (emailId === 'bad')
        throw ApplicationFailure.nonRetryable('550 no such user', FAILURE_TYPES.PermanentMailError);
      if (attempts === 1) throw new Error('connection refused (test)');
      return 'sent';
    },
    markEmailFailed: async () => undefined,
  });
  try {
    await h.run(async () => {
      const run = async (emailId: string, name: string) =>
        h.finish(
          await h.client.workflow.start(sendEmail, {
            workflowId: `email:${randomUUID()}`,
            taskQueue: h.queue,
            args: [{ emailId, retryInitialMs: 100, maxAttempts: 3 }],
          }),
          name,
        );
      expect(await run('good', 'send-email-sent')).toBe('sent');
      expect(attempts).toBe(2);
      expect(await run('bad', 'send-email-failed')).toBe('failed');
      expect(attempts).toBe(3);
    });
    expect(h.calls.at(-1)).toEqual(['markEmailFailed', ['bad', '550 no such user']]);
  } finally {
    await h.close();
  }
});

it('retentionCleanup and outboxSweep run their activities and return their counts', async () => {
  const h = await harness('maintenance', {
    purgeExpired: async () => ({ formSubmissions: 2, deliveryLogs: 1, requestLogs: 0 }),
    sweepOutbox: async () => ({ deliveries: 3, emails: 1 }),
    releaseStaleHolds: async () => ({ released: 2 }),
    archiveDeactivated: async () => ({ archived: 0 }),
  });
  try {
    await h.run(async () => {
      const input = { formSubmissionDays: 90, deliveryLogDays: 30, requestLogDays: 30 };
      const purged = await h.finish(
        await h.client.workflow.start(retentionCleanup, {
          workflowId: `retention-${randomUUID()}`,
          taskQueue: h.queue,
          args: [input],
        }),
        'retention-cleanup',
      );
      expect(purged).toEqual({ formSubmissions: 2, deliveryLogs: 1, requestLogs: 0, archived_sites: 0 });
      const swept = await h.finish(
        await h.client.workflow.start(outboxSweep, { workflowId: `sweep-${randomUUID()}`, taskQueue: h.queue }),
        'outbox-sweep',
      );
      expect(swept).toEqual({ deliveries: 3, emails: 1, credit_holds_released: 2 });
    });
    expect(h.calls[0]).toEqual(['purgeExpired', [{ formSubmissionDays: 90, deliveryLogDays: 30, requestLogDays: 30 }]]);
  } finally {
    await h.close();
  }
});
