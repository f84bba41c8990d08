// Parsing entry points: every document that reaches the renderer or storage went through here.
import type { z } from 'zod';
import { alignLanguages } from './languages';
import { siteDocumentSchema, type SiteDocument } from './schema';

export interface DocumentIssue {
  /** e.g. `pages[2].sections[0].image.id` */
  path: string;
  message: string;
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const seg of path) {
    if (typeof seg === 'number') out += `[${seg}]`;
    else out += out ? `.${String(seg)}` : String(seg);
  }
  return out || '(document)';
}

export function issuesOf(error: z.ZodError): DocumentIssue[] {
  return error.issues.map((i) => ({ path: formatPath(i.path), message: i.message }));
}

/** A document that does not validate; `issues` name each bad path. */
export class SiteDocumentError extends Error {
  override name = 'SiteDocumentError';
  constructor(readonly issues: DocumentIssue[]) {
    super(
      `invalid site document: ${issues
        .slice(0, 8)
        .map((i) => `${i.path}: ${i.message}`)
        .join('; ')}${issues.length > 8 ? ` (+${issues.length - 8} more)` : ''}`,
    );
  }
}

export type ValidationResult = { ok: true; document: SiteDocument } | { ok: false; issues: DocumentIssue[] };

export function validateSiteDocument(input: unknown): ValidationResult {
  const parsed = siteDocumentSchema.safeParse(input);
  return parsed.success
    ? { ok: true, document: alignLanguages(parsed.data) }
    : { ok: false, issues: issuesOf(parsed.error) };
}

/** Parses or throws SiteDocumentError. Parsing fills defaults, so the result is always complete. */
export function parseSiteDocument(input: unknown): SiteDocument {
  const result = validateSiteDocument(input);
  if (!result.ok) throw new SiteDocumentError(result.issues);
  return result.document;
}
