// A menu, price list or product range as the business lists it: its headings with their items, each item's
// price as written and its own description (never one of ours). Which page carries it is the trade's art
// direction (its `sections` in the trade table), not a rule of the writer.
import type { TradeSection } from '../trades';

export const CATALOG_KINDS = ['menu', 'price-list', 'products'] as const;
export type CatalogKind = (typeof CATALOG_KINDS)[number];

/** The page a trade gives its catalog, by kind: slug, navigation label, heading and the link to it. */
export const CATALOG_PAGES: Record<CatalogKind, { slug: string; navLabel: string; heading: string; more: string }> = {
  menu: { slug: 'menu', navLabel: 'Menu', heading: 'Our menu', more: 'See the full menu' },
  'price-list': { slug: 'prices', navLabel: 'Prices', heading: 'Our prices', more: 'See all prices' },
  products: { slug: 'products', navLabel: 'Products', heading: 'Our products', more: 'See all products' },
};

export interface CatalogItem {
  name: string;
  price?: string;
  description?: string;
  category?: string;
}
export interface CatalogGroup {
  name: string;
  items: CatalogItem[];
}

/** Fewer priced items than this, and no headings, is a list of offerings rather than a price list. */
const MIN_PRICED = 3;

/** The trade's catalog kind (the first it names), undefined when its sites carry none. */
export const catalogKindOf = (sections: readonly TradeSection[]): CatalogKind | undefined =>
  sections.find((s): s is CatalogKind => (CATALOG_KINDS as readonly string[]).includes(s));

/** A list is a catalog when it has prices or the headings the source put its items under. */
export function isCatalog(items: readonly CatalogItem[]): boolean {
  const headings = new Set(items.map((i) => i.category?.toLowerCase()).filter(Boolean));
  return items.filter((i) => i.price).length >= MIN_PRICED || (headings.size >= 2 && items.length >= MIN_PRICED);
}

const key = (s: string) => s.trim().toLowerCase();

/**
 * Items under their headings in the source's order; items without one are gathered under `ungrouped`. An
 * entry named as one of the headings is the heading itself read as an item, never an item of its own.
 */
export function catalogGroups(items: readonly CatalogItem[], ungrouped: string): CatalogGroup[] {
  const headings = new Set(items.map((i) => i.category && key(i.category)).filter(Boolean));
  const groups = new Map<string, CatalogGroup>();
  for (const item of items) {
    if (headings.has(key(item.name)) && !item.price) continue;
    const name = item.category?.trim() || ungrouped;
    let g = groups.get(key(name));
    if (!g) groups.set(key(name), (g = { name, items: [] }));
    g.items.push(item);
  }
  return [...groups.values()];
}

/** The one heading the source lists all these offerings under (two or more of them), when it gave them one. */
export function sharedHeading(items: readonly CatalogItem[]): string | undefined {
  const heading = items[0]?.category?.trim();
  return items.length >= 2 && heading && items.every((i) => i.category?.trim() === heading) ? heading : undefined;
}
