import { ScheduleAlreadyRunning, ScheduleOverlapPolicy, type Client, type ScheduleOptions } from '@temporalio/client';
import { taskQueue, WORKFLOWS } from '@sgs/contracts';
import { deliveryWorkflowIds, type RetentionInput } from '@sgs/contracts/delivery';

export interface ScheduleEnv {
  TASK_QUEUE_PREFIX: string;
  RETENTION_FORM_SUBMISSION_DAYS: number;
  RETENTION_DELIVERY_LOG_DAYS: number;
  RETENTION_REQUEST_LOG_DAYS: number;
  RETENTION_INTERVAL: number;
  OUTBOX_SWEEP_INTERVAL: number;
}

export const retentionInputOf = (env: ScheduleEnv): RetentionInput => ({
  formSubmissionDays: env.RETENTION_FORM_SUBMISSION_DAYS,
  deliveryLogDays: env.RETENTION_DELIVERY_LOG_DAYS,
  requestLogDays: env.RETENTION_REQUEST_LOG_DAYS,
});

/** Creates the delivery queue's Temporal Schedules, or brings an existing one up to the current settings. */
export async function ensureDeliverySchedules(client: Client, env: ScheduleEnv): Promise<string[]> {
  const queue = taskQueue('delivery', env.TASK_QUEUE_PREFIX);
  const schedules: ScheduleOptions[] = [
    {
      scheduleId: deliveryWorkflowIds.retentionSchedule(env.TASK_QUEUE_PREFIX),
      spec: { intervals: [{ every: env.RETENTION_INTERVAL }] },
      action: {
        type: 'startWorkflow',
        workflowType: WORKFLOWS.retentionCleanup,
        taskQueue: queue,
        args: [retentionInputOf(env)],
      },
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '1 day' },
    },
    {
      scheduleId: deliveryWorkflowIds.outboxSweepSchedule(env.TASK_QUEUE_PREFIX),
      spec: { intervals: [{ every: env.OUTBOX_SWEEP_INTERVAL }] },
      action: { type: 'startWorkflow', workflowType: WORKFLOWS.outboxSweep, taskQueue: queue, args: [] },
      policies: { overlap: ScheduleOverlapPolicy.SKIP, catchupWindow: '10 minutes' },
    },
  ];
  for (const s of schedules) {
    try {
      await client.schedule.create(s);
    } catch (err) {
      if (!(err instanceof ScheduleAlreadyRunning)) throw err;
      await client.schedule
        .getHandle(s.scheduleId)
        .update((prev) => ({ ...prev, spec: s.spec, action: s.action, policies: s.policies }));
    }
  }
  return schedules.map((s) => s.scheduleId);
}
