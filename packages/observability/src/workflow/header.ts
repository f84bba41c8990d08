/** The Temporal header that carries the request id from a workflow to its activities. */
export const REQUEST_ID_HEADER = 'sgs-request-id';
/** The header @temporalio/interceptors-opentelemetry reads a workflow's parent trace context from (TRACE_HEADER). */
export const TRACE_CONTEXT_HEADER = '_tracer-data';
