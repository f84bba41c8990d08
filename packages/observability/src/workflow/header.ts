/** The Temporal header that carries the request id from a workflow to its activities. */
export const REQUEST_ID_HEADER = 'sgs-request-id';
