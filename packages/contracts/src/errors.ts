/** Optional fields of an error body (spec part 7), plus anything endpoint-specific. */
export interface ErrorBody {
  error: string;
  hint?: string;
  reason?: string;
  suggestion?: string;
  quota?: { used: number; limit: number; resetDescription: string };
  queue_full?: boolean;
  internal_error?: string;
  [extra: string]: unknown;
}

/** A failure with the HTTP status and body the caller sees. Thrown anywhere; mapped by the error middleware. */
export class ApiError extends Error {
  readonly body: ErrorBody;
  constructor(
    readonly status: number,
    body: ErrorBody | string,
    readonly headers: Record<string, string> = {},
  ) {
    const b = typeof body === 'string' ? { error: body } : body;
    super(b.error);
    this.body = b;
  }
}

export const errors = {
  invalidKey: () => new ApiError(401, { error: 'Invalid or revoked API key' }),
  missingKey: () =>
    new ApiError(401, { error: 'Missing API key', hint: 'Send the header Authorization: Bearer <API_KEY>.' }),
  siteNotFound: () => new ApiError(404, { error: 'Site not found' }),
  paymentRequired: () =>
    new ApiError(402, {
      error: 'PAYMENT_REQUIRED',
      hint: 'The credit balance is 0 and auto-refill is off. Buy a credit pack or turn on auto-refill.',
    }),
  invalidJson: () => new ApiError(400, { error: 'Request body must be valid JSON' }),
};
