// Services, FAQs and testimonials: the lists owners most often ask to change.
import type { Page, SiteDocument } from '../document/schema';
import {
  faqItem,
  serviceItem,
  testimonialItem,
  type FaqItem,
  type ServiceItem,
  type TestimonialItem,
} from '../document/sections';
import { catalogOf } from '../i18n';
import { iconFor } from '../icon-match';
import { DocumentOperationError, freeSectionId, pageOfKind, produce, sectionsOfType } from './common';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function parseOr<T>(
  schema: {
    safeParse(
      v: unknown,
    ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
  what: string,
): T {
  const r = schema.safeParse(value);
  if (!r.success)
    throw new DocumentOperationError(
      `invalid ${what}`,
      r.error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
    );
  return r.data;
}

/**
 * A site whose research found no offerings has no Services page: the first service an owner adds makes one, after the
 * home page, in the site's language, closed by the call to action the home page already has.
 */
function servicesPageOf(d: SiteDocument): Page {
  const existing = pageOfKind(d, 'services');
  if (existing) return existing;
  const words = catalogOf(d.lang);
  const eyebrows = words.writer.eyebrows[d.business.category];
  const label = words.doc.pages.services;
  const slugs = new Set(d.pages.map((p) => p.slug));
  let slug = 'services';
  for (let i = 2; slugs.has(slug); i++) slug = `services-${i}`;
  const home = pageOfKind(d, 'home');
  const cta = home && sectionsOfType(home, 'cta').at(-1);
  const page: Page = {
    slug,
    kind: 'services',
    navLabel: label,
    seo: {
      title: `${label} | ${d.business.name}`.slice(0, 70),
      description: words.writer.seo
        .services(d.business.name, words.writer.inPlace(d.business.address?.locality), undefined)
        .slice(0, 170),
    },
    sections: [
      {
        id: 'services-hero',
        type: 'hero',
        layout: 'page',
        eyebrow: eyebrows.services,
        heading: words.writer.servicesHeading[d.business.category],
      },
      ...(cta ? [{ ...structuredClone(cta), id: 'services-cta' }] : []),
    ],
  };
  d.pages.splice(1, 0, page);
  return page;
}

/** Adds a service to the services page's list (creating the page, or the list headed in the site's language). */
export function addService(
  doc: SiteDocument,
  item: Omit<ServiceItem, 'icon'> & { icon?: ServiceItem['icon'] },
): SiteDocument {
  const parsed = parseOr(
    serviceItem,
    { ...item, icon: item.icon ?? iconFor(`${item.name} ${item.description ?? ''}`, doc.business.category) },
    'service',
  );
  const exists = doc.pages.some((p) =>
    sectionsOfType(p, 'services').some((s) => s.items.some((i) => same(i.name, parsed.name))),
  );
  if (exists) throw new DocumentOperationError(`a service named "${parsed.name}" already exists`);
  return produce(
    doc,
    (d) => {
      const page = servicesPageOf(d);
      const list = sectionsOfType(page, 'services')[0];
      if (list) list.items.push(parsed);
      else
        page.sections.splice(1, 0, {
          id: freeSectionId(page, 'services-list'),
          type: 'services',
          heading: catalogOf(d.lang).writer.servicesHeading[d.business.category],
          items: [parsed],
        });
    },
    'add service',
  );
}

/** Removes a service by name everywhere it is listed; a list left empty is removed with it. */
export function removeService(doc: SiteDocument, name: string): SiteDocument {
  const found = doc.pages.some((p) =>
    sectionsOfType(p, 'services').some((s) => s.items.some((i) => same(i.name, name))),
  );
  if (!found) throw new DocumentOperationError(`no service named "${name}"`);
  return produce(
    doc,
    (d) => {
      for (const page of d.pages) {
        for (const s of sectionsOfType(page, 'services')) s.items = s.items.filter((i) => !same(i.name, name));
        page.sections = page.sections.filter((s) => s.type !== 'services' || s.items.length > 0);
      }
    },
    'remove service',
  );
}

export interface ServiceChange {
  name?: string;
  description?: string;
  /** Empty string or null removes the price. */
  price?: string | null;
}

/** Renames a service and/or changes its description or price, everywhere it is listed. */
export function updateService(doc: SiteDocument, name: string, change: ServiceChange): SiteDocument {
  const found = doc.pages.some((p) =>
    sectionsOfType(p, 'services').some((s) => s.items.some((i) => same(i.name, name))),
  );
  if (!found) throw new DocumentOperationError(`no service named "${name}"`);
  if (change.name !== undefined && !same(change.name, name)) {
    const taken = doc.pages.some((p) =>
      sectionsOfType(p, 'services').some((s) => s.items.some((i) => same(i.name, change.name!))),
    );
    if (taken) throw new DocumentOperationError(`a service named "${change.name}" already exists`);
  }
  return produce(
    doc,
    (d) => {
      for (const page of d.pages)
        for (const s of sectionsOfType(page, 'services'))
          for (const item of s.items) {
            if (!same(item.name, name)) continue;
            if (change.name !== undefined) item.name = change.name.trim();
            if (change.description !== undefined) item.description = change.description.trim();
            if (change.price === null || change.price === '') delete item.price;
            else if (change.price !== undefined) item.price = change.price.trim();
          }
    },
    'update service',
  );
}

/** Adds a question to the FAQ page, else the services page's FAQ, else the home page's, creating one before the CTA. */
export function addFaq(doc: SiteDocument, item: FaqItem): SiteDocument {
  const parsed = parseOr(faqItem, item, 'FAQ');
  return produce(
    doc,
    (d) => {
      const page = pageOfKind(d, 'faq') ?? pageOfKind(d, 'services') ?? pageOfKind(d, 'home')!;
      const faq = sectionsOfType(page, 'faq')[0];
      if (faq) {
        if (faq.items.some((q) => same(q.question, parsed.question)))
          throw new DocumentOperationError(`the question "${parsed.question}" is already there`);
        faq.items.push(parsed);
        return;
      }
      const before = page.sections.findIndex((s) => s.type === 'cta');
      page.sections.splice(before < 0 ? page.sections.length : before, 0, {
        id: freeSectionId(page, 'faq'),
        type: 'faq',
        eyebrow: catalogOf(d.lang).writer.eyebrows[d.business.category].faq,
        heading: catalogOf(d.lang).doc.faqHeading,
        items: [parsed],
      });
    },
    'add FAQ',
  );
}

export function removeFaq(doc: SiteDocument, question: string): SiteDocument {
  const found = doc.pages.some((p) =>
    sectionsOfType(p, 'faq').some((s) => s.items.some((q) => same(q.question, question))),
  );
  if (!found) throw new DocumentOperationError(`no question "${question}"`);
  return produce(
    doc,
    (d) => {
      for (const page of d.pages) {
        for (const s of sectionsOfType(page, 'faq')) s.items = s.items.filter((q) => !same(q.question, question));
        page.sections = page.sections.filter((s) => s.type !== 'faq' || s.items.length > 0);
      }
    },
    'remove FAQ',
  );
}

/** Adds a testimonial to the reviews page, else the home page's testimonials (creating them before the CTA). */
export function addTestimonial(doc: SiteDocument, item: TestimonialItem): SiteDocument {
  const parsed = parseOr(testimonialItem, item, 'testimonial');
  return produce(
    doc,
    (d) => {
      const page = pageOfKind(d, 'reviews') ?? pageOfKind(d, 'home')!;
      const list = sectionsOfType(page, 'testimonials')[0];
      if (list) {
        list.items.push(parsed);
        return;
      }
      const before = page.sections.findIndex((s) => s.type === 'cta');
      page.sections.splice(before < 0 ? page.sections.length : before, 0, {
        id: freeSectionId(page, 'reviews'),
        type: 'testimonials',
        eyebrow: catalogOf(d.lang).writer.eyebrows[d.business.category].reviews,
        heading: catalogOf(d.lang).doc.kindWords,
        items: [parsed],
      });
    },
    'add testimonial',
  );
}

/** Removes testimonials whose quote contains `match` (or whose author equals it). */
export function removeTestimonial(doc: SiteDocument, match: string): SiteDocument {
  const m = match.trim().toLowerCase();
  const hit = (t: TestimonialItem) =>
    t.quote.toLowerCase().includes(m) || (t.author !== undefined && same(t.author, match));
  const found = doc.pages.some((p) => sectionsOfType(p, 'testimonials').some((s) => s.items.some(hit)));
  if (!m || !found) throw new DocumentOperationError(`no testimonial matching "${match}"`);
  return produce(
    doc,
    (d) => {
      for (const page of d.pages) {
        for (const s of sectionsOfType(page, 'testimonials')) s.items = s.items.filter((t) => !hit(t));
        page.sections = page.sections.filter((s) => s.type !== 'testimonials' || s.items.length > 0);
      }
    },
    'remove testimonial',
  );
}
