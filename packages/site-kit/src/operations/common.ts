// Shared plumbing for document operations: copy, change, validate. An operation never returns an invalid
// document; it throws DocumentOperationError naming what went wrong instead.
import { escapeRegExp } from '@sgs/contracts';
import type { LanguageDocument, Page, SiteDocument } from '../document/schema';
import { eachLanguage } from '../document/languages';
import type { Section } from '../document/sections';
import { validateSiteDocument, type DocumentIssue } from '../document/validate';

export class DocumentOperationError extends Error {
  override name = 'DocumentOperationError';
  constructor(
    message: string,
    readonly issues: DocumentIssue[] = [],
  ) {
    super(issues.length ? `${message}: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}` : message);
  }
}

function validated(draft: SiteDocument, what: string): SiteDocument {
  const result = validateSiteDocument(draft);
  if (!result.ok) throw new DocumentOperationError(`${what} would make the document invalid`, result.issues);
  return result.document;
}

/** Runs `change` on a deep copy and returns the validated result. */
export function produce(doc: SiteDocument, change: (draft: SiteDocument) => void, what: string): SiteDocument {
  const draft = structuredClone(doc);
  change(draft);
  return validated(draft, what);
}

/**
 * `produce` for a change of facts (a phone, hours, an address): made to the main document and to each of the site's
 * other languages, so every language's pages show it.
 */
export function produceInEveryLanguage(
  doc: SiteDocument,
  change: (draft: LanguageDocument) => void,
  what: string,
): SiteDocument {
  const draft = eachLanguage(structuredClone(doc), (d) => {
    change(d);
    return d;
  });
  return validated(draft, what);
}

export function findPage(doc: SiteDocument, slug: string): Page {
  const page = doc.pages.find((p) => p.slug === slug);
  if (!page) throw new DocumentOperationError(`no page "${slug}" (pages: ${doc.pages.map((p) => p.slug).join(', ')})`);
  return page;
}

export function findSectionIndex(page: Page, sectionId: string): number {
  const i = page.sections.findIndex((s) => s.id === sectionId);
  if (i < 0)
    throw new DocumentOperationError(
      `no section "${sectionId}" on page "${page.slug}" (sections: ${page.sections.map((s) => s.id).join(', ')})`,
    );
  return i;
}

export function pageOfKind(doc: SiteDocument, kind: Page['kind']): Page | undefined {
  return doc.pages.find((p) => p.kind === kind);
}

export function sectionsOfType<T extends Section['type']>(page: Page, type: T): Extract<Section, { type: T }>[] {
  return page.sections.filter((s): s is Extract<Section, { type: T }> => s.type === type);
}

/** Replaces `from` with `to` in every string of a value (case-insensitive), returning how many were replaced. */
export function replaceInStrings(value: unknown, from: string, to: string): number {
  if (!from) return 0;
  const re = new RegExp(escapeRegExp(from), 'gi');
  let count = 0;
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') {
      return v.replace(re, () => {
        count++;
        return to;
      });
    }
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) v[i] = visit(v[i]);
      return v;
    }
    if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) (v as Record<string, unknown>)[k] = visit(child);
      return v;
    }
    return v;
  };
  visit(value);
  return count;
}

/** A section id not yet used on the page, based on `base`. */
export function freeSectionId(page: Page, base: string): string {
  const ids = new Set(page.sections.map((s) => s.id));
  if (!ids.has(base)) return base;
  for (let i = 2; ; i++) if (!ids.has(`${base}-${i}`)) return `${base}-${i}`;
}
