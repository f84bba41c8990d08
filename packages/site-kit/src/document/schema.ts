// SiteDocument: the whole site as data. Writers produce it, operations and the revision agent change it,
// the renderer turns it into files. Everything it refers to must resolve (see references.ts).
import { DESIGN_STYLES, LANGUAGE_TAG, MAX_SITE_LANGUAGES, primaryLanguage } from '@sgs/contracts';
import { z } from 'zod';
import { FONT_STACK_IDS } from '../theme/fonts';
import { BUSINESS_CATEGORIES, SCHEMA_ORG_TYPES } from './business-types';
import { constraintsSchema } from './constraints';
import { catalogImage, hexColor, imageRef, slug, text, WEEKDAYS } from './primitives';
import { section } from './sections';
import { SOCIAL_NETWORKS, socialLink } from './social';
import { checkReferences, REQUIRED_PAGE_KINDS } from './references';

export const emailAddress = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/, 'must look like name@example.com');

export const addressSchema = z.object({
  /** The address as one line, exactly as researched. */
  formatted: text(300),
  street: text(200).optional(),
  locality: text(100).optional(),
  region: text(100).optional(),
  postalCode: text(20).optional(),
  country: text(100).optional(),
});

export const businessSchema = z.object({
  name: text(120),
  category: z.enum(BUSINESS_CATEGORIES),
  /** The place provider's type in plain words, e.g. "plumber"; used for copy and schema.org. */
  type: text(80).optional(),
  /** The trade the site was built as (a taxonomy id); documents written before it resolve it from their words. */
  trade: text(60).optional(),
  schemaType: z.enum(SCHEMA_ORG_TYPES),
  tagline: text(120).optional(),
  description: text(1500),
  phone: text(40).optional(),
  /**
   * The business's country (ISO 3166 alpha-2) its phone is dialled in: the phone is shown in that country's national
   * format and linked in E.164. Documents written before it read the country from the address.
   */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  email: emailAddress.optional(),
  website: z.string().url().max(500).optional(),
  address: addressSchema.optional(),
  geo: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).optional(),
  /** In week order; a day that is missing is unknown, not closed. */
  hours: z
    .array(z.object({ day: z.enum(WEEKDAYS), text: text(80) }))
    .max(7)
    .default([]),
  licenses: z.array(text(200)).max(50).default([]),
  serviceArea: text(300).optional(),
  /** Only from research (e.g. "$$"); never invented. */
  priceRange: text(20).optional(),
  /** Social profiles (one per network), from research or the owner; shown in the footer and as JSON-LD sameAs. */
  social: z
    .array(socialLink)
    .max(SOCIAL_NETWORKS.length)
    .default([])
    .refine((l) => new Set(l.map((x) => x.network)).size === l.length, 'one link per network'),
});
export type Business = z.infer<typeof businessSchema>;

export const themeSchema = z.object({
  style: z.enum(DESIGN_STYLES),
  /** Brand colours as given; the renderer derives accessible shades from them. */
  colors: z.object({ primary: hexColor, secondary: hexColor, accent: hexColor }),
  /** Overrides of the style's font stacks. */
  fonts: z.object({ heading: z.enum(FONT_STACK_IDS).optional(), body: z.enum(FONT_STACK_IDS).optional() }).default({}),
  /** Overrides of the style's spacing and corner radius. */
  spacing: z.enum(['compact', 'regular', 'airy']).optional(),
  radius: z.enum(['none', 'small', 'medium', 'large', 'pill']).optional(),
});
export type Theme = z.infer<typeof themeSchema>;

export const PAGE_KINDS = [
  'home',
  'services',
  'about',
  'contact',
  'menu',
  'faq',
  'reviews',
  'gallery',
  'locations',
  'reservations',
  'team',
  'custom',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
export { REQUIRED_PAGE_KINDS };

export const pageSchema = z.object({
  /** The file name without `.html`; the home page is always `index`. */
  slug,
  kind: z.enum(PAGE_KINDS),
  navLabel: text(30),
  seo: z.object({ title: text(70), description: text(170) }),
  sections: z.array(section).min(1).max(20),
});
export type Page = z.infer<typeof pageSchema>;
export type PageInput = z.input<typeof pageSchema>;

export const faviconSchema = z.object({
  /** The picture the favicon family is cut from; null means the initial mark on the accent colour. */
  source: imageRef.nullable().default(null),
  /** True once an owner chose a favicon (POST /favicon): re-renders and revisions keep it. */
  override: z.boolean().default(false),
  strategy: z.string().max(60).optional(),
  versionHash: z.string().max(40).optional(),
});

/** One language's whole site: its pages, facts and look. */
export const languageDocumentObject = z.object({
  version: z.literal(1).default(1),
  lang: z
    .string()
    .regex(/^[a-z]{2}(-(?:[A-Z]{2}|\d{3}))?$/)
    .default('en'),
  business: businessSchema,
  theme: themeSchema,
  logo: imageRef.nullable().default(null),
  favicon: faviconSchema.default({ source: null, override: false }),
  /** The photo catalog; sections refer to entries by id. */
  images: z.array(catalogImage).max(200).default([]),
  pages: z.array(pageSchema).min(REQUIRED_PAGE_KINDS.length).max(12),
  constraints: constraintsSchema.default(constraintsSchema.parse({})),
  meta: z.object({ writer: z.enum(['deterministic', 'llm']), model: z.string().max(100).optional() }).optional(),
  /**
   * The owner's own words on these pages that are in another language than the pages (quoted from the business's
   * sources, or written in a revision), each with its language: the element that holds one is marked with `lang`.
   */
  ownerText: z
    .array(z.object({ text: z.string().min(1).max(1500), lang: z.string().regex(LANGUAGE_TAG) }))
    .max(500)
    .optional(),
});

export const siteDocumentObject = languageDocumentObject.extend({
  /**
   * The site in its further languages (create `languages`), each a whole document written natively from the same
   * research and rendered under /<language>/; operations apply to every one. Absent on a one-language site.
   */
  alternates: z
    .array(languageDocumentObject.superRefine(checkReferences))
    .max(MAX_SITE_LANGUAGES - 1)
    .optional(),
});

/** Each language once: its pages are served under the primary tag (`/en/`), so two of one language would collide. */
function checkLanguages(doc: z.infer<typeof siteDocumentObject>, ctx: z.RefinementCtx): void {
  const seen = new Set([primaryLanguage(doc.lang)]);
  doc.alternates?.forEach((alt, i) => {
    const lang = primaryLanguage(alt.lang);
    if (seen.has(lang)) ctx.addIssue({ code: 'custom', path: ['alternates', i, 'lang'], message: 'a language twice' });
    seen.add(lang);
  });
}

export const siteDocumentSchema = siteDocumentObject.superRefine(checkReferences).superRefine(checkLanguages);

/** One language's document: the site's own (main) or one of its alternates. */
export type LanguageDocument = z.infer<typeof languageDocumentObject>;
// Spelled out rather than inferred from the extended schema: the inferred type of the whole is too deep for tsc.
export type SiteDocument = LanguageDocument & { alternates?: LanguageDocument[] };
/** What writers and callers may pass in: defaults filled on parse. */
export type SiteDocumentInput = z.input<typeof languageDocumentObject> & {
  alternates?: z.input<typeof languageDocumentObject>[];
};

export const pageFile = (page: Pick<Page, 'slug'>) => `${page.slug}.html`;
