import path from 'node:path';
import type { WorkflowClientInterceptor } from '@temporalio/client';
import { Context } from '@temporalio/activity';
import { defaultPayloadConverter } from '@temporalio/common';
import type {
  ActivityExecuteInput,
  ActivityInboundCallsInterceptor,
  ActivityInterceptorsFactory,
  Next,
  WorkerOptions,
} from '@temporalio/worker';
import { currentRequestId, requestContext } from './context';
import type { Metrics } from './metrics';
import { activeTracing } from './tracing';
import { REQUEST_ID_HEADER } from './workflow/header';

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

/**
 * The interceptors of every Temporal client (the gateway's, and the one activities use to start workflows): the
 * request id into the memo, and with tracing on, the trace context into the workflow's headers.
 */
export function temporalClientInterceptors(): WorkflowClientInterceptor[] {
  const tracing = activeTracing();
  return [
    requestIdClientInterceptor(),
    ...(tracing ? [new tracing.temporal.OpenTelemetryWorkflowClientInterceptor()] : []),
  ];
}

/** Workflow interceptor modules bundled into the workflow code (the OpenTelemetry ones only with tracing on). */
export function workflowInterceptorModules(tracing: boolean): string[] {
  return [
    path.join(__dirname, 'workflow', 'request-id.ts'),
    ...(tracing ? [require.resolve('@temporalio/interceptors-opentelemetry/lib/workflow-interceptors')] : []),
  ];
}

/** An activity runs in the async context of the request its workflow came from; its log lines carry the id. */
export function requestIdActivityInterceptor(): ActivityInterceptorsFactory {
  return () => {
    // One factory call per activity execution; the SDK logs "Activity completed" after execute, outside its context.
    let requestId: string | undefined;
    return {
      inbound: {
        execute(input, next) {
          const payload = input.headers[REQUEST_ID_HEADER];
          const id = payload ? defaultPayloadConverter.fromPayload<unknown>(payload) : undefined;
          if (typeof id !== 'string') return next(input);
          requestId = id;
          return requestContext.run({ requestId: id }, () => next(input));
        },
      },
      outbound: {
        getLogAttributes: (input, next) => next(requestId ? { ...input, requestId } : input),
      },
    };
  };
}

/**
 * Everything a worker adds for observability: the request id and (with tracing on) OpenTelemetry spans for
 * workflows and activities, plus the metrics interceptor when given a registry. Spread into Worker.create.
 */
export function workerObservability(
  metrics: Metrics | undefined,
  /** false when the worker runs a prebuilt bundle (built with workflowInterceptorModules). */
  bundlesWorkflows = true,
): Pick<WorkerOptions, 'interceptors' | 'sinks'> {
  const tracing = activeTracing();
  const otel = tracing?.temporal;
  const activity: ActivityInterceptorsFactory[] = [
    ...(metrics ? [metricsActivityInterceptor(metrics)] : []),
    requestIdActivityInterceptor(),
    ...(otel
      ? [
          (ctx: Context) => ({
            inbound: new otel.OpenTelemetryActivityInboundInterceptor(ctx),
            outbound: new otel.OpenTelemetryActivityOutboundInterceptor(ctx),
          }),
        ]
      : []),
  ];
  const sinks: WorkerOptions['sinks'] =
    tracing && otel ? { exporter: otel.makeWorkflowExporter(tracing.processor, tracing.resource) } : undefined;
  return {
    interceptors: {
      activity,
      ...(bundlesWorkflows ? { workflowModules: workflowInterceptorModules(Boolean(tracing)) } : {}),
      client: { workflow: temporalClientInterceptors() },
    },
    ...(sinks ? { sinks } : {}),
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
