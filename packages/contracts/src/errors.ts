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
  revisionNotFound: () => new ApiError(404, { error: 'Revision not found' }),
  paymentRequired: () =>
    new ApiError(402, {
      error: 'PAYMENT_REQUIRED',
      hint: 'The credit balance is 0 and auto-refill is off. Buy a credit pack or turn on auto-refill.',
    }),
  invalidJson: () => new ApiError(400, { error: 'Request body must be valid JSON' }),
};

/**
 * What `internal_error` may carry (spec part 7): a short, safe summary. Database errors become their code; the
 * rest is the first line of the message with file paths and anything after a stack marker removed, at most 160
 * characters. Stack traces and raw messages go only to logs.
 */
export function safeErrorText(err: unknown): string {
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
  };
  const name = typeof e.name === 'string' ? e.name : '';
  if (name.startsWith('Prisma') || /^P\d{4}$/.test(String(e.code)) || /^[0-9]{2}[0-9A-Z]{3}$/.test(String(e.code)))
    return `database error${typeof e.code === 'string' ? ` (${e.code})` : ''}`;
  const message = typeof e.message === 'string' ? e.message : typeof err === 'string' ? err : 'unexpected error';
  if (/`prisma\.\w+\.\w+\(\)`|PrismaClient/.test(message)) return 'database error';
  const line = message.trim().split(/\r?\n|\s+at\s+\S+\s+\(/)[0] ?? '';
  const safe = line
    .replace(/(?:file:\/\/)?(?:\/[\w.@+-]+){2,}(?::\d+){0,2}/g, '<path>')
    .replace(/[A-Za-z]:\\[^\s]+/g, '<path>')
    .trim();
  return (safe || 'unexpected error').slice(0, 160);
}

/** What a request body parser (body-parser / raw-body, http-errors with a `type`) refused, as the client's fault. */
export type BodyRefusal = 'unparsable' | 'too_large' | 'unsupported_encoding' | 'unreadable';

/**
 * Classifies a body parser's error: JSON that does not parse, a body or form over its limits (bytes or fields), a
 * charset or Content-Encoding it does not read, or a corrupt or mis-sized stream (raw-body and zlib answer 4xx with
 * no known type). Undefined for anything else: the server's fault. The API and the dashboard word it each their way.
 */
export function bodyRefusal(err: unknown): { status: 400 | 413 | 415; refusal: BodyRefusal } | undefined {
  const e = (err ?? {}) as { type?: unknown; status?: unknown };
  switch (e.type) {
    case 'entity.parse.failed':
      return { status: 400, refusal: 'unparsable' };
    case 'entity.too.large':
    case 'parameters.too.many':
      return { status: 413, refusal: 'too_large' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, refusal: 'unsupported_encoding' };
  }
  if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return { status: 400, refusal: 'unreadable' };
  return undefined;
}
