// Grades one corpus case from the revision's outcome and the document before and after.
import type { SiteDocument } from '@sgs/site-kit';
import type { Case } from './corpus';

export type Grade = 'applied' | 'clarified' | 'refused' | 'wrong' | 'failed' | 'missed';

/** Leaf paths whose values differ between two JSON values ("business.hours[0].text"). */
export function changedPaths(a: unknown, b: unknown, path = ''): string[] {
  if (JSON.stringify(a) === JSON.stringify(b)) return [];
  const isObj = (v: unknown) => v !== null && typeof v === 'object';
  if (!isObj(a) || !isObj(b) || Array.isArray(a) !== Array.isArray(b)) return [path || '.'];
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return [path];
    return a.flatMap((x, i) => changedPaths(x, b[i], `${path}[${i}]`));
  }
  const keys = new Set([...Object.keys(a as object), ...Object.keys(b as object)]);
  return [...keys].flatMap((k) =>
    changedPaths((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], path ? `${path}.${k}` : k),
  );
}

/**
 * applied: the expected change and nothing outside its scope; clarified: a question (right when the case
 * expects one); refused: ruled out of scope (right when the case expects it); wrong: a change that is not the
 * expected one, or any change where a question or a refusal was expected; missed: the case expected a change or a
 * refusal and got a question, or a change and got a refusal; failed: the revision failed.
 */
export function grade(
  c: Case,
  outcome: 'complete' | 'clarification_needed' | 'failed' | 'out_of_scope',
  before: SiteDocument,
  after: SiteDocument | null,
): { grade: Grade; problems: string[] } {
  if (outcome === 'failed') return { grade: 'failed', problems: ['revision failed'] };
  if (outcome === 'out_of_scope')
    return c.expect === 'out_of_scope'
      ? { grade: 'refused', problems: [] }
      : { grade: 'missed', problems: ['ruled out of scope'] };
  if (outcome === 'clarification_needed')
    return { grade: c.expect === 'clarify' ? 'clarified' : 'missed', problems: [] };
  if (c.expect !== 'apply' || !after)
    return {
      grade: 'wrong',
      problems: [`changed the site where ${c.expect === 'clarify' ? 'a question' : 'a refusal'} was expected`],
    };
  const strip = (d: SiteDocument) => ({ ...d, meta: undefined });
  const outside = changedPaths(strip(before), strip(after)).filter(
    (p) =>
      !(c.changes ?? []).some((prefix) => p === prefix || p.startsWith(`${prefix}.`) || p.startsWith(`${prefix}[`)),
  );
  const problems = [
    ...(c.check?.(after, before) ?? []).filter((x): x is string => typeof x === 'string'),
    ...outside.map((p) => `unexpected change at ${p}`),
  ];
  return { grade: problems.length ? 'wrong' : 'applied', problems };
}
