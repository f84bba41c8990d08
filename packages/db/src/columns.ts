// JSON columns read back from PostgreSQL, parsed at the boundary against their contracts: a row that does not
// fit fails here, naming the column, instead of somewhere deep in a build with a wrong type.
import { buildRequest, siteInput, warning, z, type BuildRequest, type SiteInput } from '@sgs/contracts';
import type { Prisma } from './generated/prisma/client';

/** A stored JSON value that does not match its schema (a bug or a hand-edited row, never a caller's input). */
export class ColumnShapeError extends Error {
  override name = 'ColumnShapeError';
}

function parseColumn<T>(schema: z.ZodType<T>, value: unknown, column: string, id: string): T {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const issues = r.error.issues.map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`).join('; ');
  throw new ColumnShapeError(`${column} of ${id} does not match its schema: ${issues}`);
}

const warnings = warning.array();
export type SiteWarning = z.infer<typeof warning>;

/** sites.build_request: what the build was asked for. */
export const readBuildRequest = (site: { id: string; buildRequest: Prisma.JsonValue }): BuildRequest =>
  parseColumn(buildRequest, site.buildRequest, 'sites.build_request', site.id);

/** sites.warnings: the review findings a complete_with_warnings site shipped with (none when null). */
export const readWarnings = (site: { id: string; warnings: Prisma.JsonValue | null }): SiteWarning[] =>
  site.warnings === null ? [] : parseColumn(warnings, site.warnings, 'sites.warnings', site.id);

/** sites.input_signal: the identifiers the caller sent, echoed as `input` (null for sites made before it). */
export const readInputSignal = (site: { id: string; inputSignal: Prisma.JsonValue | null }): SiteInput | null =>
  site.inputSignal === null ? null : parseColumn(siteInput, site.inputSignal, 'sites.input_signal', site.id);
