// Runs inside the Temporal workflow sandbox (bundled into the workflow code): import only @temporalio/workflow.
import {
  AsyncLocalStorage,
  defaultPayloadConverter,
  workflowInfo,
  type Headers,
  type Next,
  type StartChildWorkflowExecutionInput,
  type WorkflowInterceptorsFactory,
  type WorkflowOutboundCallsInterceptor,
} from '@temporalio/workflow';
import { REQUEST_ID_HEADER, TRACE_CONTEXT_HEADER } from './header';

/** The request a piece of this workflow's work is for, and its W3C trace context (traceparent, tracestate). */
export interface RequestOrigin {
  requestId?: string;
  trace?: Record<string, string>;
}

const origin = new AsyncLocalStorage<RequestOrigin>();

/**
 * Runs `fn` (workflow code) for another request than the one that started this workflow: work that arrived by
 * signal (a revision admitted to a running queue). Activities and child workflows started inside carry that
 * request's id and, when it was traced, its trace context. Without a request id, `fn` runs as it is.
 */
export function onBehalfOf<T>(work: RequestOrigin, fn: () => Promise<T>): Promise<T> {
  return work.requestId ? origin.run({ requestId: work.requestId, trace: work.trace }, fn) : fn();
}

/** The request this code runs for: onBehalfOf's, else the one that started this workflow (memo.requestId). */
function requestId(): string | undefined {
  const id = origin.getStore()?.requestId ?? workflowInfo().memo?.requestId;
  return typeof id === 'string' ? id : undefined;
}

/**
 * The request id header, and inside onBehalfOf with a trace context, that context in the header the OpenTelemetry
 * interceptors read (this interceptor runs after theirs, which set it to this workflow's span).
 */
function withRequest<T extends { headers: Headers }>(input: T): T {
  const id = requestId();
  if (!id) return input;
  const trace = origin.getStore()?.trace;
  return {
    ...input,
    headers: {
      ...input.headers,
      [REQUEST_ID_HEADER]: defaultPayloadConverter.toPayload(id),
      ...(trace?.traceparent ? { [TRACE_CONTEXT_HEADER]: defaultPayloadConverter.toPayload(trace) } : {}),
    },
  };
}

/** A child's memo names its request (a caller's explicit memo.requestId wins); its trace header as withRequest. */
function childOnBehalf(input: StartChildWorkflowExecutionInput): StartChildWorkflowExecutionInput {
  const id = requestId();
  if (!id) return input;
  const { headers } = withRequest(input);
  delete headers[REQUEST_ID_HEADER]; // a workflow reads its request from the memo
  return {
    ...input,
    headers,
    options: { ...input.options, memo: { requestId: id, ...input.options.memo } },
  };
}

/**
 * The request id travels on: to every activity as a header (activities run in its async context, so their logs and
 * outgoing webhook attempts carry it), to child workflows and continue-as-new runs in their memo, and into the
 * workflow's own log attributes. Adds no command, so recorded histories replay unchanged.
 * @public the worker loads this module by path (`interceptors.workflowModules`)
 */
export const interceptors: WorkflowInterceptorsFactory = () => {
  const outbound: WorkflowOutboundCallsInterceptor = {
    scheduleActivity: (input, next: Next<WorkflowOutboundCallsInterceptor, 'scheduleActivity'>) =>
      next(withRequest(input)),
    scheduleLocalActivity: (input, next: Next<WorkflowOutboundCallsInterceptor, 'scheduleLocalActivity'>) =>
      next(withRequest(input)),
    startChildWorkflowExecution: (input, next: Next<WorkflowOutboundCallsInterceptor, 'startChildWorkflowExecution'>) =>
      next(childOnBehalf(input)),
    // The next run keeps this run's memo (the request id with it) unless the caller sets its own.
    continueAsNew: (input, next: Next<WorkflowOutboundCallsInterceptor, 'continueAsNew'>) =>
      next(
        requestId() && input.options.memo === undefined
          ? { ...input, options: { ...input.options, memo: { ...workflowInfo().memo } } }
          : input,
      ),
    getLogAttributes: (input, next: Next<WorkflowOutboundCallsInterceptor, 'getLogAttributes'>) => {
      const id = requestId();
      return next(id ? { ...input, requestId: id } : input);
    },
  };
  return { outbound: [outbound] };
};
