import type { WorkflowClientInterceptor } from '@temporalio/client';
import { Context } from '@temporalio/activity';
import type { ActivityExecuteInput, ActivityInboundCallsInterceptor, Next } from '@temporalio/worker';
import { currentRequestId } from './context';
import type { Metrics } from './metrics';

/** Workflows started while serving a request carry its id as memo.requestId (shown in the Temporal Web UI). */
export function requestIdClientInterceptor(): WorkflowClientInterceptor {
  const withId = <T extends { options: { memo?: Record<string, unknown> } }>(input: T): T => {
    const requestId = currentRequestId();
    return requestId ? { ...input, options: { ...input.options, memo: { ...input.options.memo, requestId } } } : input;
  };
  return {
    startWithDetails: (input, next) => next(withId(input)),
    signalWithStart: (input, next) => next(withId(input)),
  };
}

/** Build phases by the activity that performs them. */
const PHASE_OF: Record<string, string> = {
  runResearch: 'research',
  generateRelease: 'generation',
  reviewRelease: 'review',
  deployRelease: 'deploy',
};

/**
 * Times every activity and derives the build metrics from the activities that mark the outcomes: completeBuild
 * (complete), markFailed (failed, with its phase), reviewRelease (review duration), attemptWebhookDelivery
 * (attempts by outcome).
 */
export function metricsActivityInterceptor(metrics: Metrics) {
  return (): { inbound: ActivityInboundCallsInterceptor } => ({
    inbound: {
      async execute(input: ActivityExecuteInput, next: Next<ActivityInboundCallsInterceptor, 'execute'>) {
        const activity = Context.current().info.activityType;
        const started = process.hrtime.bigint();
        let outcome = 'ok';
        try {
          const result: unknown = await next(input);
          if (activity === 'completeBuild') metrics.builds.inc({ outcome: 'complete', phase: '' });
          if (activity === 'markFailed') metrics.builds.inc({ outcome: 'failed', phase: String(input.args[1] ?? '') });
          if (activity === 'attemptWebhookDelivery')
            metrics.webhookAttempts.inc({ outcome: String((result as { outcome?: string })?.outcome ?? 'unknown') });
          return result;
        } catch (err) {
          outcome = 'error';
          if (activity === 'attemptWebhookDelivery') metrics.webhookAttempts.inc({ outcome: 'error' });
          throw err;
        } finally {
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          metrics.activityDuration.observe({ activity, outcome }, seconds);
          const phase = PHASE_OF[activity];
          if (phase) metrics.phaseDuration.observe({ phase, outcome }, seconds);
          if (activity === 'reviewRelease') metrics.reviewDuration.observe({ outcome }, seconds);
        }
      },
    },
  });
}
