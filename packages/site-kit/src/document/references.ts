// Cross-field rules zod's shapes cannot say: every page, section, image and contact detail that something
// refers to exists. Issues carry the exact path so the revision agent can fix what it broke.
import type { z } from 'zod';
import type { languageDocumentObject, PageKind } from './schema';
import type { ImageRef, Link } from './primitives';

type Doc = z.infer<typeof languageDocumentObject>;
type Path = (string | number)[];

/** Every site has exactly one page of each of these kinds; a Services page only when it has offerings to show. */
export const REQUIRED_PAGE_KINDS = ['home', 'about', 'contact'] as const satisfies readonly PageKind[];
const UNIQUE_KINDS = new Set(['home', 'services', 'about', 'contact', 'menu', 'faq', 'reviews', 'gallery']);

const isLink = (v: unknown): v is Link =>
  typeof v === 'object' && v !== null && 'label' in v && 'target' in v && typeof (v as Link).target === 'object';
const isImageRef = (v: unknown): v is ImageRef =>
  typeof v === 'object' && v !== null && 'src' in v && 'alt' in v && 'width' in v && 'height' in v;

/** Visits every link and image reference inside a value, with its path. */
export function walkRefs(
  value: unknown,
  path: Path,
  visit: { link?: (l: Link, p: Path) => void; image?: (i: ImageRef, p: Path) => void },
): void {
  if (Array.isArray(value)) {
    value.forEach((v, i) => walkRefs(v, [...path, i], visit));
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (isLink(value)) visit.link?.(value, path);
  if (isImageRef(value)) visit.image?.(value, path);
  for (const [k, v] of Object.entries(value)) if (typeof v === 'object' && v !== null) walkRefs(v, [...path, k], visit);
}

export function checkReferences(doc: Doc, ctx: z.RefinementCtx): void {
  const issue = (path: Path, message: string) => ctx.addIssue({ code: 'custom', path, message });

  const slugs = new Map<string, number>();
  doc.pages.forEach((page, i) => {
    if (slugs.has(page.slug)) issue(['pages', i, 'slug'], `duplicate page slug "${page.slug}"`);
    slugs.set(page.slug, i);
    if (page.kind === 'home' && page.slug !== 'index')
      issue(['pages', i, 'slug'], 'the home page must have slug "index"');
    if (page.kind !== 'home' && page.slug === 'index')
      issue(['pages', i, 'slug'], 'only the home page may use slug "index"');
  });
  for (const kind of REQUIRED_PAGE_KINDS) {
    if (!doc.pages.some((p) => p.kind === kind)) issue(['pages'], `a "${kind}" page is required`);
  }
  const kindsSeen = new Set<string>();
  doc.pages.forEach((page, i) => {
    if (UNIQUE_KINDS.has(page.kind) && kindsSeen.has(page.kind))
      issue(['pages', i, 'kind'], `more than one "${page.kind}" page`);
    kindsSeen.add(page.kind);
  });

  const catalog = new Map<string, ImageRef>();
  const srcs = new Set<string>();
  doc.images.forEach((img, i) => {
    if (catalog.has(img.id)) issue(['images', i, 'id'], `duplicate image id "${img.id}"`);
    if (srcs.has(img.src)) issue(['images', i, 'src'], `duplicate image src "${img.src}"`);
    catalog.set(img.id, img);
    srcs.add(img.src);
  });

  const sectionIds = (slug: string) => new Set(doc.pages[slugs.get(slug) ?? -1]?.sections.map((s) => s.id) ?? []);
  const checkLink = (l: Link, p: Path) => {
    const t = l.target;
    const at = [...p, 'target'];
    if (t.kind === 'page') {
      if (!slugs.has(t.page)) issue([...at, 'page'], `links to missing page "${t.page}"`);
      else if (t.section && !sectionIds(t.page).has(t.section))
        issue([...at, 'section'], `links to missing section "${t.section}" on page "${t.page}"`);
    }
    if (t.kind === 'tel' && !doc.business.phone) issue(at, 'a phone link needs business.phone');
    if (t.kind === 'email' && !doc.business.email) issue(at, 'an email link needs business.email');
    if (t.kind === 'map' && !doc.business.address) issue(at, 'a map link needs business.address');
  };
  const checkImage = (img: ImageRef, p: Path) => {
    if (!img.id) return;
    const entry = catalog.get(img.id);
    if (!entry) issue([...p, 'id'], `image "${img.id}" is not in the images catalog`);
    else if (entry.src !== img.src)
      issue([...p, 'src'], `image "${img.id}" is ${entry.src} in the catalog, not ${img.src}`);
  };

  doc.pages.forEach((page, pi) => {
    const ids = new Set<string>();
    page.sections.forEach((s, si) => {
      const at: Path = ['pages', pi, 'sections', si];
      if (ids.has(s.id)) issue([...at, 'id'], `duplicate section id "${s.id}" on page "${page.slug}"`);
      ids.add(s.id);
      if (s.type === 'hours' && doc.business.hours.length === 0) issue(at, 'an hours section needs business.hours');
      if (s.type === 'location' && !doc.business.address) issue(at, 'a location section needs business.address');
      if (s.type === 'hero' && si !== 0) issue(at, 'a hero must be the first section of its page');
      walkRefs(s, at, { link: checkLink, image: checkImage });
    });
    if (page.kind === 'contact' && !page.sections.some((s) => s.type === 'contact-form')) {
      issue(['pages', pi, 'sections'], 'the contact page needs a contact-form section');
    }
  });
  doc.business.hours.forEach((h, i) => {
    if (doc.business.hours.findIndex((x) => x.day === h.day) !== i)
      issue(['business', 'hours', i, 'day'], `${h.day} is listed twice`);
  });
  if (doc.logo) checkImage(doc.logo, ['logo']);
  if (doc.favicon.source) checkImage(doc.favicon.source, ['favicon', 'source']);
  doc.images.forEach((img, i) => {
    if (/\.svg$/i.test(img.src) && !(img.tags ?? []).includes('logo'))
      issue(['images', i, 'src'], 'only logo-tagged images may be SVG');
  });
}
