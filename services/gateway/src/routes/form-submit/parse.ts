import busboy from 'busboy';
import type { Request } from 'express';
import { ApiError } from '@sgs/contracts';
import { assertSafeText } from '../../http/validate';

export interface FormLimits {
  maxFields: number;
  maxFieldLength: number;
}

/** Hidden fields the receiver reads; everything else is the lead. */
export const CONTROL_FIELDS = ['site_id', 'page', '_redirect', '_hp'] as const;
const MAX_NAME_LENGTH = 100;
/** site_id, page and _redirect are ours, not the lead's: a URL may be longer than a lead field. */
const MAX_CONTROL_LENGTH = 2048;

const bad = (error: string, status = 400) => new ApiError(status, { error });

function scalar(name: string, v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v) && v.every((x) => ['string', 'number', 'boolean'].includes(typeof x)))
    return v.map(String).join(', ');
  throw bad(`Field "${name.slice(0, MAX_NAME_LENGTH)}" must be a string`);
}

function fromJson(raw: string): [string, string][] {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw bad('Request body must be valid JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw bad('Request body must be a JSON object');
  return Object.entries(body).map(([k, v]) => [k, scalar(k, v)]);
}

function fromMultipart(req: Request, buf: Buffer, limits: FormLimits): Promise<[string, string][]> {
  return new Promise((resolve, reject) => {
    let bb: busboy.Busboy;
    try {
      bb = busboy({
        headers: req.headers,
        limits: {
          fields: limits.maxFields + CONTROL_FIELDS.length + 1,
          fieldSize: Math.max(limits.maxFieldLength, MAX_CONTROL_LENGTH) * 4 + 1,
          files: 1,
          parts: limits.maxFields + CONTROL_FIELDS.length + 2,
        },
      });
    } catch {
      return reject(bad('Malformed multipart/form-data body'));
    }
    const out: [string, string][] = [];
    let failure: ApiError | undefined;
    bb.on('field', (name: string | undefined, value: string | undefined, info) => {
      // busboy leaves the name or value undefined when a part's charset (or RFC 5987 name*) cannot be decoded.
      if (typeof name !== 'string') return void (failure ??= bad('Malformed multipart/form-data body'));
      if (typeof value !== 'string')
        return void (failure ??= bad(`Field "${name.slice(0, MAX_NAME_LENGTH)}" has an unsupported charset`, 415));
      if (info.valueTruncated)
        failure ??= bad(
          `Field "${name.slice(0, MAX_NAME_LENGTH)}" is too long (at most ${limits.maxFieldLength} characters)`,
        );
      out.push([name, value]);
    });
    bb.on('file', (_name, stream) => {
      failure ??= bad('File uploads are not accepted');
      stream.resume();
    });
    bb.on('fieldsLimit', () => (failure ??= bad(`Too many fields (at most ${limits.maxFields})`)));
    bb.on('partsLimit', () => (failure ??= bad(`Too many fields (at most ${limits.maxFields})`)));
    bb.on('error', () => reject(bad('Malformed multipart/form-data body')));
    bb.on('close', () => (failure ? reject(failure) : resolve(out)));
    bb.end(buf);
  });
}

/** The submitted fields in the order sent; repeated names (checkbox groups) are joined with ", ". */
export async function parseForm(req: Request, limits: FormLimits): Promise<[string, string][]> {
  const buf = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const type = (req.get('content-type') ?? '').toLowerCase();
  let pairs: [string, string][];
  if (type.startsWith('application/x-www-form-urlencoded'))
    pairs = [...new URLSearchParams(buf.toString('utf8')).entries()];
  else if (type.startsWith('application/json')) pairs = fromJson(buf.toString('utf8'));
  else if (type.startsWith('multipart/form-data')) pairs = await fromMultipart(req, buf, limits);
  else
    throw bad('Content-Type must be application/x-www-form-urlencoded, multipart/form-data or application/json', 415);

  const merged = new Map<string, string>();
  for (const [name, value] of pairs) {
    if (name.length > MAX_NAME_LENGTH) throw bad(`Field names are at most ${MAX_NAME_LENGTH} characters`);
    assertSafeText(name, 'A field name');
    assertSafeText(value, `Field "${name}"`);
    merged.set(name, merged.has(name) ? `${merged.get(name)}, ${value}` : value);
  }
  const lead = [...merged.keys()].filter((k) => !(CONTROL_FIELDS as readonly string[]).includes(k));
  if (lead.length > limits.maxFields) throw bad(`Too many fields (at most ${limits.maxFields})`);
  for (const [name, value] of merged) {
    const max = (CONTROL_FIELDS as readonly string[]).includes(name) ? MAX_CONTROL_LENGTH : limits.maxFieldLength;
    if (value.length > max) throw bad(`Field "${name}" is too long (at most ${max} characters)`);
  }
  return [...merged.entries()];
}
