// A compact map of the document for an agent's context: pages, their sections and headings, by path.
import type { SiteDocument } from '../document/schema';

export interface OutlineSection {
  id: string;
  type: string;
  heading: string;
  /** Path for getAt/setText, e.g. `pages[1].sections[2]`. */
  path: string;
  items?: number;
}

export interface OutlinePage {
  slug: string;
  kind: string;
  file: string;
  navLabel: string;
  sections: OutlineSection[];
}

export function documentOutline(doc: SiteDocument): OutlinePage[] {
  return doc.pages.map((p, pi) => ({
    slug: p.slug,
    kind: p.kind,
    file: `${p.slug}.html`,
    navLabel: p.navLabel,
    sections: p.sections.map((s, si) => {
      const list = 'items' in s ? s.items : 'images' in s ? s.images : 'groups' in s ? s.groups : undefined;
      return {
        id: s.id,
        type: s.type,
        heading: s.heading,
        path: `pages[${pi}].sections[${si}]`,
        ...(list ? { items: list.length } : {}),
      };
    }),
  }));
}
