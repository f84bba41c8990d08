import path from 'node:path';
import type { WorkflowClientInterceptor } from '@temporalio/client';
import { Context } from '@temporalio/activity';
import {
  defaultPayloadConverter,
  SdkComponent,
  type Logger as TemporalLogger,
  type LogLevel,
  type LogMetadata,
} from '@temporalio/common';
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
  // The request-id interceptor comes last (innermost): a child it starts for another request gets that request's
  // trace header in place of the one the OpenTelemetry interceptor set.
  return [
    ...(tracing ? [require.resolve('@temporalio/interceptors-opentelemetry/lib/workflow-interceptors')] : []),
    path.join(__dirname, 'workflow', 'request-id.ts'),
  ];
}

/**
 * An activity runs in the async context of the request its workflow came from; its log lines carry the id. The
 * SDK logs "Activity started" before any interceptor sees the activity's headers, so this one logs it once the id
 * is known and temporalSdkLogger drops the SDK's own copy.
 */
export function requestIdActivityInterceptor(): ActivityInterceptorsFactory {
  return (ctx) => {
    // One factory call per activity execution; the SDK logs "Activity completed" after execute, outside its context.
    let requestId: string | undefined;
    return {
      inbound: {
        execute(input, next) {
          const payload = input.headers[REQUEST_ID_HEADER];
          const id = payload ? defaultPayloadConverter.fromPayload<unknown>(payload) : undefined;
          if (typeof id === 'string') requestId = id;
          ctx.log.debug(ACTIVITY_STARTED);
          return requestId ? requestContext.run({ requestId }, () => next(input)) : next(input);
        },
      },
      outbound: {
        getLogAttributes: (input, next) => next(requestId ? { ...input, requestId } : input),
      },
    };
  };
}

const ACTIVITY_STARTED = 'Activity started';

const LEVELS = { TRACE: 'trace', DEBUG: 'debug', INFO: 'info', WARN: 'warn', ERROR: 'error' } as const;
/** The part of a pino logger the SDK's lines go to. */
export type LogSink = Record<(typeof LEVELS)[LogLevel], (attributes: object, message: string) => void>;

/**
 * The Temporal SDK's logger (for Runtime.install) writing to the process's structured log: the SDK's workflow and
 * activity lines with their attributes (workflowId, activityType, requestId...) at LOG_LEVEL, instead of the SDK's
 * default console logger. "Activity started" comes from requestIdActivityInterceptor, which knows the request id;
 * the SDK's own copy (logged before the activity's headers are read, so without it) is dropped.
 */
export function temporalSdkLogger(log: LogSink): TemporalLogger {
  const write = (level: LogLevel, message: string, meta?: LogMetadata) => {
    if (message === ACTIVITY_STARTED && meta?.sdkComponent !== SdkComponent.activity) return;
    log[LEVELS[level]](meta ?? {}, message);
  };
  return {
    log: write,
    trace: (message, meta) => write('TRACE', message, meta),
    debug: (message, meta) => write('DEBUG', message, meta),
    info: (message, meta) => write('INFO', message, meta),
    warn: (message, meta) => write('WARN', message, meta),
    error: (message, meta) => write('ERROR', message, meta),
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
