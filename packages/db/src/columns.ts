// JSON columns read back from PostgreSQL, parsed at the boundary against their contracts: a row that does not
// fit fails here, naming the column, instead of somewhere deep in a build with a wrong type.
import {
  buildRequest,
  researchBusiness,
  researchSummary,
  revisionExchange,
  revisionToolCall,
  siteInput,
  warning,
  z,
  type BuildRequest,
  type ResearchRecord,
  type SiteInput,
} from '@sgs/contracts';
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

// The research row's JSON columns. Their item types are the contract's (spec 2.4); the check is of shape only
// (what the readers rely on), not the API's length limits: a long review research stored stays readable.
// Stored prices are text (the API accepts a number and stores it as text).
type ResearchService = ResearchRecord['services'][number];
type ResearchFaq = ResearchRecord['faqs'][number];
type ResearchTestimonial = ResearchRecord['testimonials'][number];
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const textOrAbsent = (v: unknown) => v === undefined || typeof v === 'string';
const listOf = <T>(what: string, ok: (v: Record<string, unknown>) => boolean) =>
  z.array(z.custom<T>((v) => isObject(v) && ok(v), { message: `not a ${what}` }));
const strings = z.array(z.string());

const researchColumns = {
  services: listOf<ResearchService>(
    'service (name, description?, price?)',
    (s) => typeof s.name === 'string' && textOrAbsent(s.description) && textOrAbsent(s.price),
  ),
  faqs: listOf<ResearchFaq>('faq (question, answer)', (f) => typeof f.question === 'string' && textOrAbsent(f.answer)),
  testimonials: listOf<ResearchTestimonial>(
    'testimonial (quote, author?, rating?)',
    (t) =>
      typeof t.quote === 'string' && textOrAbsent(t.author) && (t.rating === undefined || typeof t.rating === 'number'),
  ),
  hours: z.record(z.string(), z.string()),
  brandColors: strings,
  competitorPositioning: strings,
  contentPlan: z.record(z.string(), z.unknown()),
  /** The business facts research found (snake_case); team, classes and before_after are read by the writer. */
  business: researchBusiness,
  /** How research went (sources, writer, notes) and the facts it recorded with their sources. */
  summary: researchSummary,
};
type ResearchColumn = keyof typeof researchColumns;
type ResearchColumns = { [K in ResearchColumn]: z.infer<(typeof researchColumns)[K]> };

/** research.brand_colors alone (hosting reads only the first colour). */
export const readBrandColors = (row: { siteId: string; brandColors: Prisma.JsonValue }): string[] =>
  parseColumn(researchColumns.brandColors, row.brandColors, 'research.brand_colors', row.siteId);

/** form_submissions.fields: the visitor's fields as posted, name -> text ({} once erased). */
export const readFormFields = (row: { id: string; fields: Prisma.JsonValue }): Record<string, string> =>
  parseColumn(formFields, row.fields, 'form_submissions.fields', row.id);
const formFields = z.record(z.string(), z.string());

/** research's JSON columns, each parsed against its shape; a row that does not fit fails here, naming the column. */
export function readResearch(row: { siteId: string } & Record<ResearchColumn, Prisma.JsonValue>): ResearchColumns {
  const c = researchColumns;
  const at = (k: ResearchColumn) =>
    [row[k], `research.${k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`, row.siteId] as const;
  return {
    services: parseColumn(c.services, ...at('services')),
    faqs: parseColumn(c.faqs, ...at('faqs')),
    testimonials: parseColumn(c.testimonials, ...at('testimonials')),
    hours: parseColumn(c.hours, ...at('hours')),
    brandColors: parseColumn(c.brandColors, ...at('brandColors')),
    competitorPositioning: parseColumn(c.competitorPositioning, ...at('competitorPositioning')),
    contentPlan: parseColumn(c.contentPlan, ...at('contentPlan')),
    business: parseColumn(c.business, ...at('business')),
    summary: parseColumn(c.summary, ...at('summary')),
  };
}

/** revisions.exchanges: the owner's answers to the agent's questions, in order. */
export const readRevisionExchanges = (rev: { id: string; exchanges: Prisma.JsonValue }) =>
  parseColumn(revisionExchange.array(), rev.exchanges, 'revisions.exchanges', rev.id);

/** revisions.calls: a review-mode revision's tool calls (none when null). */
export const readRevisionCalls = (rev: { id: string; calls: Prisma.JsonValue | null }) =>
  rev.calls === null ? [] : parseColumn(revisionToolCall.array(), rev.calls, 'revisions.calls', rev.id);
