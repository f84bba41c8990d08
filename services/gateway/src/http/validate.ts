import { ApiError, type z } from '@sgs/contracts';

/** The first problem of a failed parse, phrased for an API caller. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.join('.');
  if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}`;
  if (issue.code === 'invalid_type') {
    if (/received undefined$/.test(issue.message)) return `${path} is required`;
    return `${path} must be ${issue.expected === 'array' ? 'an array' : `a ${issue.expected}`}`;
  }
  if (issue.code === 'invalid_value' && 'values' in issue)
    return `${path} must be one of: ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'too_big') return `${path} is too long (at most ${String(issue.maximum)})`;
  return path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message;
}

/** Parses a body, or throws the 400 the caller should see. Non-object bodies are refused outright. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const value = body === undefined ? {} : body;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(400, { error: 'Request body must be a JSON object' });
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(400, { error: describeIssue(parsed.error.issues[0]!) });
  return parsed.data;
}
