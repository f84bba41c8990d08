// Runs inside the Temporal workflow sandbox (bundled into the workflow code): import only @temporalio/workflow.
import {
  defaultPayloadConverter,
  workflowInfo,
  type ActivityInput,
  type LocalActivityInput,
  type Next,
  type StartChildWorkflowExecutionInput,
  type WorkflowInterceptorsFactory,
  type WorkflowOutboundCallsInterceptor,
} from '@temporalio/workflow';
import { REQUEST_ID_HEADER, TRACE_CONTEXT_HEADER } from './header';

/** The request that started this workflow (memo.requestId, set by the client that started it). */
function requestId(): string | undefined {
  const id = workflowInfo().memo?.requestId;
  return typeof id === 'string' ? id : undefined;
}

function withHeader<T extends ActivityInput | LocalActivityInput>(input: T): T {
  const id = requestId();
  return id
    ? { ...input, headers: { ...input.headers, [REQUEST_ID_HEADER]: defaultPayloadConverter.toPayload(id) } }
    : input;
}

/**
 * A child runs for the request its memo names (work that arrived by signal from another request: memo.requestId,
 * and memo.traceparent/tracestate when that request was traced), else for this workflow's request. The trace
 * context moves from the memo into the header the OpenTelemetry interceptors read, so the child's spans join that
 * request's trace (this interceptor runs after theirs, which set the header to this workflow's span).
 */
function onBehalfOf(input: StartChildWorkflowExecutionInput): StartChildWorkflowExecutionInput {
  const own = requestId();
  if (!input.options.memo && !own) return input;
  const { traceparent, tracestate, ...memo } = input.options.memo ?? {};
  if (memo.requestId === undefined && own) memo.requestId = own;
  const carrier =
    typeof traceparent === 'string'
      ? { traceparent, ...(typeof tracestate === 'string' ? { tracestate } : {}) }
      : undefined;
  return {
    ...input,
    headers: carrier
      ? { ...input.headers, [TRACE_CONTEXT_HEADER]: defaultPayloadConverter.toPayload(carrier) }
      : input.headers,
    options: { ...input.options, memo },
  };
}

/**
 * The request id travels on: to every activity as a header (activities run in its async context, so their logs and
 * outgoing webhook attempts carry it), to child workflows and continue-as-new runs in their memo, and into the
 * workflow's own log attributes. Adds no command, so recorded histories replay unchanged.
 */
export const interceptors: WorkflowInterceptorsFactory = () => {
  const outbound: WorkflowOutboundCallsInterceptor = {
    scheduleActivity: (input, next: Next<WorkflowOutboundCallsInterceptor, 'scheduleActivity'>) =>
      next(withHeader(input)),
    scheduleLocalActivity: (input, next: Next<WorkflowOutboundCallsInterceptor, 'scheduleLocalActivity'>) =>
      next(withHeader(input)),
    startChildWorkflowExecution: (input, next: Next<WorkflowOutboundCallsInterceptor, 'startChildWorkflowExecution'>) =>
      next(onBehalfOf(input)),
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
