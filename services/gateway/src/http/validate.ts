import { ApiError, UUID_PATTERN, type z } from '@sgs/contracts';

/** Zod's own wording (a schema's custom message is kept as written). */
const ZOD_DEFAULT = /^(Invalid|Too (big|small)|Unrecognized)\b/;
const NUMERIC = new Set(['number', 'int', 'bigint', 'date']);
const UUID_PATTERN_TEXT = String(UUID_PATTERN);

/** The first problem of a failed parse, phrased for an API caller. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  const path = issue.path.join('.');
  const custom = !ZOD_DEFAULT.test(issue.message);
  if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}`;
  if (custom) return path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message;
  if (issue.code === 'invalid_type') {
    if (/received undefined$/.test(issue.message)) return `${path} is required`;
    const expected = issue.expected === 'int' ? 'integer' : issue.expected;
    return `${path} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
  }
  if (issue.code === 'invalid_value' && 'values' in issue)
    return `${path} must be one of: ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'too_big')
    return NUMERIC.has(issue.origin)
      ? `${path} must be at most ${String(issue.maximum)}`
      : `${path} is too long (at most ${String(issue.maximum)})`;
  if (issue.code === 'too_small')
    return NUMERIC.has(issue.origin)
      ? `${path} must be at least ${String(issue.minimum)}`
      : `${path} is too short (at least ${String(issue.minimum)})`;
  if (issue.code === 'invalid_format')
    return 'pattern' in issue && issue.pattern === UUID_PATTERN_TEXT
      ? `${path} must be a UUID`
      : `${path} is not valid`;
  return path && !issue.message.startsWith(path) ? `${path}: ${issue.message}` : issue.message;
}

/** Deepest nesting a request body may have, and most keys or items in one object or array. */
export const MAX_JSON_DEPTH = 16;
export const MAX_JSON_ENTRIES = 1000;

/** NUL, or a UTF-16 surrogate without its pair: text PostgreSQL cannot store and no business sends. */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** A 400 for text that contains NUL or a lone surrogate (`what` names the field), else nothing. */
export function assertSafeText(text: string, what: string): void {
  if (UNSAFE_TEXT.test(text))
    throw new ApiError(400, {
      error: `${what} contains a NUL character or invalid Unicode`,
      hint: 'Send well-formed UTF-8 text without control character U+0000.',
    });
}

/**
 * Walks a parsed JSON body (iteratively, so depth cannot overflow the stack): refuses nesting deeper than
 * MAX_JSON_DEPTH, objects or arrays larger than MAX_JSON_ENTRIES, and unsafe text in keys and strings.
 */
export function assertSafeJson(value: unknown): void {
  const stack: { v: unknown; depth: number; path: string }[] = [{ v: value, depth: 0, path: 'body' }];
  while (stack.length) {
    const { v, depth, path } = stack.pop()!;
    if (typeof v === 'string') assertSafeText(v, path);
    if (v === null || typeof v !== 'object') continue;
    if (depth >= MAX_JSON_DEPTH)
      throw new ApiError(400, { error: `Request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)` });
    const entries = Array.isArray(v) ? v.map((x, i) => [String(i), x] as const) : Object.entries(v);
    if (entries.length > MAX_JSON_ENTRIES)
      throw new ApiError(400, { error: `${path} has too many entries (at most ${MAX_JSON_ENTRIES})` });
    for (const [k, x] of entries) {
      const at = `${path === 'body' ? '' : `${path}.`}${k}`;
      assertSafeText(k, `A field name in ${path}`);
      stack.push({ v: x, depth: depth + 1, path: at });
    }
  }
}

/** Parses a body, or throws the 400 the caller should see. Non-object bodies are refused outright. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const value = body === undefined ? {} : body;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(400, { error: 'Request body must be a JSON object' });
  }
  assertSafeJson(value);
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ApiError(400, { error: describeIssue(parsed.error.issues[0]!) });
  return parsed.data;
}
