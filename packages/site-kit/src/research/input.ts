// What the writers read: research (snake_case, as research stores it) plus the business facts and the owner's
// steering. A build makes it from the one research record (writerInputOf, from-record.ts); samples and tests
// write it directly. Lenient on input shapes research produces (nulls, extra keys).
import { BUSINESS_CATEGORIES, researchChannel, researchConflict, researchLocation } from '@sgs/contracts';
import { z } from 'zod';
import { showcaseInput } from './showcase';

const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

export const researchPhoto = z.object({
  /** The photo catalog row id (what `source.sitePhotoId` names), when research has one. */
  id: z.string().nullish(),
  url: z.string().nullish(),
  /** Where the bytes are in the site's research assets (storage `readAsset`), e.g. `images/photos/a.jpg`. */
  localPath: z.string(),
  /** Spec 2.4 sources; an unknown one is kept as `other` rather than failing the build. */
  source: z.enum(['google', 'unsplash', 'facebook', 'upload', 'existing_site', 'other']).catch('other'),
  alt: optionalText,
  exclude: z.boolean().nullish(),
  tags: z.array(z.string()).nullish(),
  /** Filled by `measurePhotos` when research did not record them. */
  width: z.number().int().positive().nullish(),
  height: z.number().int().positive().nullish(),
});
export type ResearchPhoto = z.infer<typeof researchPhoto>;

export const researchPayload = z.object({
  business_description: optionalText,
  /**
   * False when research wrote the description itself (no source gave it): research writes in English, so a site in
   * another language leaves it out. Absent: the business's own words.
   */
  description_quoted: z.boolean().nullish(),
  /** The language the description is written in (the owner's, or one not the website's); else `language`'s. */
  description_language: optionalText,
  /** The story the business's website tells of it (its about page), in the website's language (`language`). */
  story: optionalText,
  services: z
    .array(z.object({ name: z.string(), description: optionalText, price: optionalText, category: optionalText }))
    .default([]),
  faqs: z.array(z.object({ question: z.string(), answer: z.string().nullish() })).default([]),
  testimonials: z
    .array(
      z.object({
        quote: z.string(),
        author: optionalText,
        source: optionalText,
        rating: z.number().nullish(),
        lang: optionalText,
      }),
    )
    .default([]),
  hours: z.record(z.string(), z.string()).nullish(),
  photos: z.array(researchPhoto).default([]),
  brand_colors: z.array(z.string()).default([]),
  competitor_positioning: z.array(z.string()).nullish(),
  content_plan: z
    .object({
      home: z
        .object({ plan: z.record(z.string(), z.unknown()).nullish() })
        .passthrough()
        .nullish(),
    })
    .passthrough()
    .nullish(),
  design_style: optionalText,
  business_category: z.enum(BUSINESS_CATEGORIES).nullish().catch(null),
  contact_email: optionalText,
  allow_stock_photos: z.boolean().nullish(),
  /** Research's facts with their sources (GET research `facts`); areas and the founding year are read from here. */
  facts: z.array(z.object({ id: z.string(), field: z.string(), value: z.string(), source: z.string() })).default([]),
  /** BCP 47 primary tag of the business's own website, when research could tell. */
  language: optionalText,
  locations: z.array(researchLocation).default([]),
  channels: z.array(researchChannel).default([]),
  conflicts: z.array(researchConflict).default([]),
});

export const researchInput = z.object({
  research: researchPayload,
  business: z.object({
    name: z.string().trim().min(1),
    phone: optionalText,
    /** One line, as the place provider formats it. */
    address: optionalText,
    /** Where the caller said the business is ("Freiburg, Germany"): its country counts where no address says. */
    location: optionalText,
    website: optionalText,
    licenses: z.array(z.string()).default([]),
    /** The place provider's type, e.g. "plumber". */
    type: optionalText,
    geo: z.object({ lat: z.number(), lng: z.number() }).nullish(),
    /** The price range a source gave, e.g. "$$"; only ever shown when present. */
    priceRange: optionalText,
    /** The trade research resolved (a taxonomy id) and the evidence it came from; else the writer resolves one. */
    trade: optionalText,
    tradeSource: optionalText,
    /** The schema.org type research settled on (`Bakery`). */
    schemaType: optionalText,
  }),
  /** Voice and tone direction from the owner. */
  ownerPrompt: optionalText,
  /** The owner's own pitch: used for the hero and meta description ahead of research's description. */
  businessDescription: optionalText,
  /** Stock (Unsplash) photos are used only when true (spec 2.3 allowStockPhotos). */
  allowStockPhotos: z.boolean().default(false),
  /** Team, class timetable and before/after pairs research read from the business's website. */
  showcase: showcaseInput,
  /** The site's language as the owner asked for it (create or research review); else research and the country decide. */
  language: optionalText,
});
export type ResearchInput = z.input<typeof researchInput>;
export type ParsedResearchInput = z.output<typeof researchInput>;
