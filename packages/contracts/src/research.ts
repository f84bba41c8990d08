import { HEX_COLOR_PATTERN, httpUrlField, jsonAtMost, LANGUAGE_TAG } from './fields';
import { siteLanguageField, siteLanguagesField } from './languages';
import { hoursByDay, hoursKeyDays } from './weekdays';
import { z } from './zod';

const hex = z.string().trim().regex(HEX_COLOR_PATTERN, { message: 'must be a hex colour like #1a2b3c' });
const httpUrl = httpUrlField('must be an http(s):// URL');

/** Spec 2.4 business categories (one definition: the writers, research and the API read it from here). */
export const BUSINESS_CATEGORIES = ['service', 'restaurant', 'retail', 'professional', 'default'] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

/** One researched fact and where it came from (an addition to spec 2.4). */
export const researchFact = z
  .object({
    id: z.string(),
    field: z.string(),
    value: z.string(),
    /** `website:<url>`, `places`, `caller_input` or `owner_edit` */
    source: z.string(),
  })
  .openapi('ResearchFact');
export type ResearchFact = z.infer<typeof researchFact>;

export const researchService = z.object({
  name: z.string().max(200),
  description: z.string().max(2000).optional(),
  price: z.union([z.string().max(100), z.number()]).optional(),
  /** The heading the item sits under on the source (a menu section, a price-list group), as written. */
  category: z.string().max(200).optional(),
});

/** One of the business's locations (a branch); the first is the main one. */
export const researchLocation = z
  .object({
    name: z.string().max(200).optional(),
    address: z.string().max(500).optional(),
    phone: z.string().max(50).optional(),
    email: z.string().max(254).optional(),
    hours: z.record(z.string(), z.string().max(200)).optional(),
  })
  .openapi('ResearchLocation');
export type ResearchLocation = z.infer<typeof researchLocation>;

/** A way to reach or book the business other than the form: WhatsApp, online booking or ordering, reservations. */
export const CHANNEL_KINDS = [
  'whatsapp',
  'booking',
  'ordering',
  'reservations',
  'phone',
  'email',
  'messenger',
] as const;
export const researchChannel = z
  .object({
    kind: z.enum(CHANNEL_KINDS),
    /** https:// link, or tel:/mailto: for phone and email channels */
    url: z.string().max(2000),
    label: z.string().max(200).optional(),
    /** the source made it its main call to action */
    primary: z.boolean().optional(),
    source: z.string().max(2000).optional(),
  })
  .openapi('ResearchChannel');
export type ResearchChannel = z.infer<typeof researchChannel>;

/** Two sources disagreed on a fact; research kept `chosen` and says why. */
export const researchConflict = z
  .object({
    field: z.string(),
    chosen: z.string(),
    rejected: z.array(z.string()),
    reason: z.string(),
  })
  .openapi('ResearchConflict');
export type ResearchConflict = z.infer<typeof researchConflict>;
export const researchTestimonial = z.object({
  quote: z.string().max(2000),
  author: z.string().max(200).optional(),
  rating: z.number().min(0).max(5).optional(),
  source: z.string().max(100).optional(),
  lang: z.string().regex(LANGUAGE_TAG, { message: 'must be a language tag such as de or pt-BR' }).optional().openapi({
    example: 'es',
    description: 'The language the quote is written in (BCP 47), when it is not the site’s.',
  }),
});
export const researchFaq = z.object({ question: z.string().max(500), answer: z.string().max(3000).default('') });

/** Fields PATCH research-draft and approve-research share (spec 4.2). */
const draftFields = {
  services: z.array(researchService).max(50).optional(),
  testimonials: z.array(researchTestimonial).max(50).optional(),
  faqs: z.array(researchFaq).max(50).optional(),
  hours: z
    .record(z.string(), z.string().max(200))
    .refine((h) => Object.keys(h).length <= 14, { message: 'hours has at most 14 entries (one per day)' })
    .superRefine((h, ctx) => {
      const key = Object.keys(h).find((k) => !hoursKeyDays(k));
      if (key !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: `${JSON.stringify(key.slice(0, 40))} is not a day (use Monday, Mon, Mon-Fri, Sat & Sun, weekdays, weekends or daily)`,
        });
    })
    // Stored and answered by full day name, as research's hours are ({ "Mon-Fri": … } becomes Monday…Friday).
    .transform((h) => Object.fromEntries(hoursByDay(h).map(({ day, text }) => [day, text])))
    .optional()
    .openapi({
      example: { 'Mon-Fri': '7:00 AM – 3:00 PM', Saturday: '8:00 AM – 2:00 PM', Sunday: 'Closed' },
      description:
        'Opening hours by day: keys name one day or several ("Monday", "Mon", "Mon-Fri", "Sat & Sun", "weekdays", "daily"), stored by full day name; a one-day key overrides a range that includes it. Values as written ("9:00 AM – 5:00 PM", "Closed").',
    }),
  brandColors: z
    .strictObject({
      primary: hex.optional(),
      secondary: hex.optional(),
      accent: hex.optional(),
      personality: z.string().max(500).optional(),
    })
    .optional(),
  existingSiteUrl: httpUrl.optional(),
  ownerPrompt: z.string().max(5000).optional(),
  businessDescription: z.string().max(5000).optional(),
  designStyle: z.string().max(100).optional(),
  allowStockPhotos: z.boolean().optional(),
  language: siteLanguageField('language').optional(),
  languages: siteLanguagesField('languages')
    .optional()
    .openapi({
      description:
        "The site's languages as on create, main first (with `language` too, it must be that): the build writes each " +
        'further one natively and serves it under /<language>/. Replaces the further languages the site had.',
    }),
  contentPlan: z
    .record(z.string(), z.unknown())
    .refine(jsonAtMost(64 * 1024), { message: 'contentPlan is too large (at most 64 KB as JSON)' })
    .optional(),
};

const onlyOnApprove = (field: string) =>
  z
    .unknown()
    .refine((v) => v === undefined, {
      message: `${field} is not accepted on research-draft; send it with approve-research`,
    })
    .optional();

export const researchDraftBody = z
  .strictObject({
    ...draftFields,
    excludeImages: onlyOnApprove('excludeImages'),
    uploadedPhotos: onlyOnApprove('uploadedPhotos'),
  })
  .openapi('ResearchDraftRequest');
export type ResearchDraftBody = z.infer<typeof researchDraftBody>;

export const approveResearchBody = z
  .strictObject({
    ...draftFields,
    excludeImages: z.array(z.string().max(2000)).max(200).optional(),
    uploadedPhotos: z.array(httpUrl).max(20).optional(),
    contactEmail: z.string().trim().max(254).optional(),
  })
  .openapi('ApproveResearchRequest');
export type ApproveResearchBody = z.infer<typeof approveResearchBody>;

/** Something the owner should settle in research review: the site would ship without a detail the law expects. */
export const researchWarning = z
  .object({
    code: z.enum(['legal_notice_incomplete']),
    fields: z.array(z.string()),
    message: z.string(),
  })
  .openapi('ResearchWarning', {
    description:
      '`legal_notice_incomplete`: a German-language site of a business in DE, AT or CH carries an Impressum, and ' +
      'research found none of the named required details (name, address, phone, email); they are never invented.',
  });

/** The owner's own text as a model translated it for one of the site's languages (create `languages`). */
export const researchTranslation = z
  .object({
    /** The owner's words as the business's sources (or the owner) wrote them. */
    source: z.string(),
    /** The language it was translated into (BCP 47). */
    language: z.string(),
    /** The translation the site's pages in that language show. */
    text: z.string(),
    machine_translated: z.literal(true),
  })
  .openapi('ResearchTranslation', {
    description:
      "A text of the owner's that a site page in another language shows translated by the configured model, not as " +
      "written. Without a model nothing is translated: the owner's words are shown as written, marked with their language.",
  });
export type ResearchTranslation = z.infer<typeof researchTranslation>;

/**
 * Who wrote the research's business description: found on a page of the business's `website`, the create call's
 * `caller_input`, rewritten by the owner in research review (`owner_edit`), or written by `research` itself from the
 * facts when no source gave one (in English; a site in another language leaves it out).
 */
export const DESCRIPTION_SOURCES = ['website', 'caller_input', 'owner_edit', 'research'] as const;
export type DescriptionSource = (typeof DESCRIPTION_SOURCES)[number];

export const researchPayload = z
  .object({
    business_description: z.string(),
    business_description_source: z
      .enum(DESCRIPTION_SOURCES)
      .optional()
      .openapi({
        description:
          "Who wrote `business_description`: `website` (a page of the business's website), `caller_input` (the " +
          "create call's businessDescription), `owner_edit` (rewritten in research review: the site uses it as " +
          "written, marked with its language where that is not the page's) or `research` (research wrote it from " +
          'the facts, in English: a site in another language writes its own sentence instead). Absent when empty.',
      }),
    business_description_language: z.string().optional().openapi({
      description:
        'The language an `owner_edit` description is written in (BCP 47 primary tag), when it could be told.',
    }),
    services: z.array(researchService),
    faqs: z.array(researchFaq),
    testimonials: z.array(researchTestimonial),
    hours: z.record(z.string(), z.string()),
    photos: z.array(
      z.object({
        id: z.string(),
        url: z.string(),
        localPath: z.string(),
        source: z.enum(['google', 'unsplash', 'facebook', 'upload', 'existing_site']),
        alt: z.string().optional(),
        exclude: z.boolean().optional(),
      }),
    ),
    brand_colors: z.array(z.string()),
    competitor_positioning: z.array(z.string()),
    content_plan: z.record(z.string(), z.unknown()),
    existing_site_url: z.string().nullable(),
    design_style: z.string().nullable(),
    business_category: z.enum(BUSINESS_CATEGORIES).nullable(),
    contact_email: z.string().nullable(),
    email_status: z.enum(['confirmed', 'placeholder', 'missing']),
    status: z.enum(['generating', 'complete', 'failed']),
    generation_phase: z.string(),
    summary: z.record(z.string(), z.unknown()),
    extracted_content: z.unknown().optional(),
    extraction_confidence: z.number().optional(),
    /** Every fact research holds, with its source; `owner_edit` for values changed in review. */
    facts: z.array(researchFact).optional(),
    /** The language of the business's own website (BCP 47 primary tag), when research could tell. */
    language: z.string().nullable().optional(),
    locations: z.array(researchLocation).optional(),
    channels: z.array(researchChannel).optional(),
    conflicts: z.array(researchConflict).optional(),
    warnings: z.array(researchWarning).optional(),
    /** The owner's texts the site shows machine-translated in its other languages (only with a model configured). */
    translations: z
      .array(researchTranslation)
      .optional()
      .openapi({
        description:
          "The owner's texts (quoted from the business's sources) that the site's pages in another language show " +
          'translated by the configured model; absent when nothing was translated (always without a model).',
      }),
  })
  .openapi('Research');

/**
 * The business research found, as research stores it (research.business, snake_case). Rows written by older
 * code lack the later keys (trade, schema_type, language, locations, ...): every one is optional, and extra
 * keys (team, classes, before_after, social, ...) are kept.
 */
export const researchBusiness = z.looseObject({
  name: z.string().nullish(),
  phone: z.string().nullish(),
  address: z.string().nullish(),
  location: z.string().nullish(),
  website: z.string().nullish(),
  licenses: z.array(z.string()).optional(),
  areas: z.array(z.string()).optional(),
  /** Place provider types, primary first (`bakery`, `point_of_interest`). */
  types: z.array(z.string()).optional(),
  geo: z.object({ lat: z.number(), lng: z.number() }).nullish(),
  /** As a source gave it ("$$", "€€", "$10-20"): the website's JSON-LD priceRange, else Places' price range or level. */
  price_range: z.string().nullish(),
  /** The trade research resolved (a site-kit taxonomy id) and the evidence it came from. */
  trade: z.string().nullish(),
  trade_source: z.string().nullish(),
  /** The schema.org type research settled on for the business (`Bakery`, `Dentist`, `LocalBusiness`). */
  schema_type: z.string().nullish(),
  /** the language the business's website is written in, its branches, channels and the conflicts research resolved */
  language: z.string().nullish(),
  locations: z.array(researchLocation).optional(),
  channels: z.array(researchChannel).optional(),
  conflicts: z.array(researchConflict).optional(),
});
export type ResearchBusiness = z.infer<typeof researchBusiness>;

/** Keys of the stored business record that are research's own working, not part of the GET research view. */
export const RESEARCH_BUSINESS_INTERNAL_KEYS = ['trade', 'trade_source', 'schema_type'] as const;

/** research.summary as stored: how research went (sources, writer, notes) and the facts with their sources. */
export const researchSummary = z.looseObject({
  notes: z.array(z.string()).optional(),
  facts: z.array(researchFact).optional(),
  /** Written by the build (a model's translations of the owner's words), shown as GET research `translations`. */
  translations: z.array(researchTranslation).optional(),
  /** `owner_edit` once the owner rewrote the description in review (other sources are read from the text). */
  description_source: z.literal('owner_edit').optional().catch(undefined),
  /** The language the owner's description is written in (BCP 47 primary tag), when it could be told. */
  description_language: z.string().optional().catch(undefined),
});

/**
 * The one research record: what research stores for a site, read back by one reader (@sgs/research
 * readResearchRecord) for the GET research view and the writer alike. Stored prices are text.
 */
export interface ResearchRecord {
  businessDescription: string;
  services: (z.input<typeof researchService> & { price?: string })[];
  faqs: z.input<typeof researchFaq>[];
  testimonials: z.input<typeof researchTestimonial>[];
  hours: Record<string, string>;
  brandColors: string[];
  competitorPositioning: string[];
  contentPlan: Record<string, unknown>;
  existingSiteUrl: string | null;
  businessCategory: BusinessCategory | null;
  ownerPrompt: string | null;
  /** Always carries the resolved trade and schema.org type (resolved at read time for rows older than them). */
  business: ResearchBusiness & { trade: string; trade_source: string; schema_type: string };
  summary: z.infer<typeof researchSummary>;
  extractedContent: unknown;
  extractionConfidence: number | null;
}
