// Pages and sections: add, remove, reorder, update. Required pages (home, services, about, contact) stay;
// links into a removed page are dropped or pointed at the contact page.
import { REQUIRED_PAGE_KINDS, type Page, type PageInput, type SiteDocument } from '../document/schema';
import { section as sectionSchema, type SectionInput } from '../document/sections';
import { DocumentOperationError, findPage, findSectionIndex, produce } from './common';

const clampIndex = (i: number | undefined, length: number) =>
  i === undefined ? length : Math.max(0, Math.min(length, Math.trunc(i)));

export function addSection(doc: SiteDocument, pageSlug: string, section: SectionInput, index?: number): SiteDocument {
  findPage(doc, pageSlug);
  const parsed = sectionSchema.safeParse(section);
  if (!parsed.success)
    throw new DocumentOperationError(
      'invalid section',
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  return produce(
    doc,
    (d) => {
      const page = findPage(d, pageSlug);
      // Nothing goes before a page's hero.
      const min = page.sections[0]?.type === 'hero' && parsed.data.type !== 'hero' ? 1 : 0;
      page.sections.splice(Math.max(min, clampIndex(index, page.sections.length)), 0, parsed.data);
    },
    `add section to ${pageSlug}`,
  );
}

export function removeSection(doc: SiteDocument, pageSlug: string, sectionId: string): SiteDocument {
  findSectionIndex(findPage(doc, pageSlug), sectionId);
  return produce(
    doc,
    (d) => {
      const page = findPage(d, pageSlug);
      page.sections.splice(findSectionIndex(page, sectionId), 1);
      dropLinksTo(d, pageSlug, sectionId);
    },
    `remove section ${sectionId}`,
  );
}

export function moveSection(doc: SiteDocument, pageSlug: string, sectionId: string, toIndex: number): SiteDocument {
  return produce(
    doc,
    (d) => {
      const page = findPage(d, pageSlug);
      const [s] = page.sections.splice(findSectionIndex(page, sectionId), 1);
      const min = page.sections[0]?.type === 'hero' && s!.type !== 'hero' ? 1 : 0;
      page.sections.splice(Math.max(min, clampIndex(toIndex, page.sections.length)), 0, s!);
    },
    `move section ${sectionId}`,
  );
}

/** Shallow-merges fields into a section; its type cannot change (remove and add instead). */
export function updateSection(
  doc: SiteDocument,
  pageSlug: string,
  sectionId: string,
  patch: Record<string, unknown>,
): SiteDocument {
  if ('type' in patch) throw new DocumentOperationError('a section type cannot change; remove it and add a new one');
  return produce(
    doc,
    (d) => {
      const page = findPage(d, pageSlug);
      const i = findSectionIndex(page, sectionId);
      const merged = { ...page.sections[i], ...patch } as Record<string, unknown>;
      for (const [k, v] of Object.entries(merged)) if (v === undefined || v === null) delete merged[k];
      page.sections[i] = merged as unknown as Page['sections'][number];
    },
    `update section ${sectionId}`,
  );
}

export function addPage(doc: SiteDocument, page: PageInput, index?: number): SiteDocument {
  if (doc.pages.some((p) => p.slug === page.slug))
    throw new DocumentOperationError(`a page "${page.slug}" already exists`);
  return produce(
    doc,
    (d) => {
      // The contact page stays last in the navigation unless a position is given.
      const contact = d.pages.findIndex((p) => p.kind === 'contact');
      const at =
        index === undefined
          ? contact >= 0
            ? contact
            : d.pages.length
          : Math.max(1, clampIndex(index, d.pages.length));
      d.pages.splice(at, 0, page as Page);
    },
    `add page ${page.slug}`,
  );
}

export function removePage(doc: SiteDocument, slug: string): SiteDocument {
  const page = findPage(doc, slug);
  if ((REQUIRED_PAGE_KINDS as readonly string[]).includes(page.kind))
    throw new DocumentOperationError(`the ${page.kind} page is required and cannot be removed`);
  return produce(
    doc,
    (d) => {
      d.pages = d.pages.filter((p) => p.slug !== slug);
      dropLinksTo(d, slug);
    },
    `remove page ${slug}`,
  );
}

/**
 * Renames a page in the navigation; its title and a page-header hero that repeated the old name follow.
 * The slug (its address) stays, so links keep working.
 */
export function renamePage(doc: SiteDocument, slug: string, label: string): SiteDocument {
  const page = findPage(doc, slug);
  const old = page.navLabel;
  return produce(
    doc,
    (d) => {
      const p = findPage(d, slug);
      p.navLabel = label.trim();
      if (p.kind !== 'home') {
        const hero = p.sections[0];
        if (hero?.type === 'hero' && hero.heading.trim().toLowerCase() === old.trim().toLowerCase())
          hero.heading = label.trim();
        p.seo.title = p.seo.title.split(old).join(label.trim()).slice(0, 70);
      }
    },
    `rename page ${slug}`,
  );
}

export function movePage(doc: SiteDocument, slug: string, toIndex: number): SiteDocument {
  return produce(
    doc,
    (d) => {
      const i = d.pages.findIndex((p) => p.slug === slug);
      if (i < 0) throw new DocumentOperationError(`no page "${slug}"`);
      const [p] = d.pages.splice(i, 1);
      // Home stays first in the navigation.
      const min = p!.kind === 'home' ? 0 : 1;
      d.pages.splice(p!.kind === 'home' ? 0 : Math.max(min, clampIndex(toIndex, d.pages.length)), 0, p!);
    },
    `move page ${slug}`,
  );
}

/** Optional links into a removed page/section disappear; a CTA's required link goes to the contact page. */
function dropLinksTo(d: SiteDocument, slug: string, sectionId?: string) {
  const contact = d.pages.find((p) => p.kind === 'contact')?.slug ?? 'index';
  const hits = (l: unknown) => {
    const t = (l as { target?: { kind: string; page?: string; section?: string } } | undefined)?.target;
    return t?.kind === 'page' && t.page === slug && (sectionId === undefined || t.section === sectionId);
  };
  for (const page of d.pages) {
    for (const s of page.sections) {
      const rec = s as Record<string, unknown>;
      for (const key of ['primaryCta', 'secondaryCta', 'link', 'secondary']) if (hits(rec[key])) delete rec[key];
      if (s.type === 'cta' && hits(s.primary))
        s.primary = { label: 'Get in touch', target: { kind: 'page', page: contact } };
    }
  }
}
