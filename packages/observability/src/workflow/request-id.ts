// Runs inside the Temporal workflow sandbox (bundled into the workflow code): import only @temporalio/workflow.
import {
  defaultPayloadConverter,
  workflowInfo,
  type ActivityInput,
  type LocalActivityInput,
  type Next,
  type WorkflowInterceptorsFactory,
  type WorkflowOutboundCallsInterceptor,
} from '@temporalio/workflow';
import { REQUEST_ID_HEADER } from './header';

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
    startChildWorkflowExecution: (
      input,
      next: Next<WorkflowOutboundCallsInterceptor, 'startChildWorkflowExecution'>,
    ) => {
      const id = requestId();
      return next(
        id && input.options.memo?.requestId === undefined
          ? { ...input, options: { ...input.options, memo: { ...input.options.memo, requestId: id } } }
          : input,
      );
    },
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
