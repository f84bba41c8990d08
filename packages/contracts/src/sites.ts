import type { MapsUrlInfo } from './maps-url';
import { httpUrlField } from './fields';
import { siteLanguageField, siteLanguagesField } from './languages';
import { z } from './zod';

export const DESIGN_STYLES = [
  'Bold & Modern',
  'Clean Minimal',
  'Warm & Friendly',
  'Corporate Professional',
  'Dark & Sleek',
  'Rustic & Natural',
  'Vibrant & Energetic',
  'Elegant & Refined',
] as const;
export type DesignStyle = (typeof DESIGN_STYLES)[number];
export const isDesignStyle = (v: unknown): v is DesignStyle => DESIGN_STYLES.includes(v as DesignStyle);

export const SITE_STATUSES = ['generating', 'complete', 'complete_with_warnings', 'failed'] as const;
/** Statuses of a site that has shipped (it has a live release to revise, export, release or put on a domain). */
export const DEPLOYED_SITE_STATUSES = ['complete', 'complete_with_warnings'] as const satisfies readonly SiteStatus[];
/** A site that has shipped: a deployed status and a live release. */
export const isDeployedSite = (site: { status: string; currentReleaseId: string | null }): boolean =>
  (DEPLOYED_SITE_STATUSES as readonly string[]).includes(site.status) && !!site.currentReleaseId;
export const GENERATION_PHASES = [
  'researching',
  'research_review',
  'generating',
  'reviewing',
  'deploying',
  'complete',
  'failed',
] as const;
export type SiteStatus = (typeof SITE_STATUSES)[number];
export type GenerationPhase = (typeof GENERATION_PHASES)[number];
export const EMAIL_STATUSES = ['missing', 'placeholder', 'confirmed'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];
export const HOSTING_TIERS = ['free_subdomain', 'paid_custom_domain'] as const;

const httpUrl = (field: string) => httpUrlField(`${field} must be an http(s):// URL`);
const text = (max: number) => z.string().max(max);

/** POST /v1/sites body (spec 2.3). Closed: unknown fields are refused so typos do not pass silently. */
export const createSiteBody = z
  .strictObject({
    mapsUrl: httpUrl('mapsUrl')
      .optional()
      .describe(
        'Google Maps link to the business: a long place URL, a short share link, a `?cid=` URL or a `place_id:` ' +
          'URL (`share.google` links are refused). One identifier is required: placeId, mapsUrl, or ' +
          'businessName with businessLocation; placeId wins over mapsUrl, which wins over the name.',
      ),
    placeId: text(300).optional().describe('Google Places place ID, typically from POST /v1/businesses/search.'),
    businessName: text(200)
      .optional()
      .describe(
        "The business's name. With businessLocation it identifies the business when neither placeId nor mapsUrl " +
          'is given; with either of them it is used for branding and copy.',
      ),
    businessLocation: text(200)
      .optional()
      .describe('City plus state or region (e.g. "Austin, TX"); with businessName.'),
    contactEmail: z
      .string()
      .trim()
      .max(254)
      .optional()
      .describe(
        'Where form submissions go and what the site shows. Omitted: found by research (the business website, ' +
          'then the listing); when none is found the build pauses for it unless allowMissingEmail is true.',
      ),
    allowMissingEmail: z
      .boolean()
      .optional()
      .describe('Default false. True: build without a contact email instead of pausing for one.'),
    businessDescription: text(5000).optional().describe('Free text about the business, used by research and copy.'),
    ownerPrompt: text(5000).optional().describe("The owner's direction for voice and tone of the copy."),
    facebookUrl: httpUrl('facebookUrl').optional().describe("The business's Facebook page: a research signal."),
    existingSiteUrl: httpUrl('existingSiteUrl')
      .optional()
      .describe(
        "The business's current website: content, photos, colours and email are extracted from it (best effort: " +
          'a site that cannot be read does not fail the build).',
      ),
    licenses: z
      .array(text(300))
      .max(50)
      .optional()
      .describe('Licences and certifications shown as trust signals (e.g. "Licensed & insured, TX #12345").'),
    uploadedPhotos: z
      .array(httpUrl('uploadedPhotos[]'))
      .max(50)
      .optional()
      .describe("URLs of the owner's own photos, preferred over place and stock photos."),
    logoUrl: httpUrl('logoUrl').optional().describe('URL of the logo, used for branding and the colour palette.'),
    /** Unrecognised values are dropped silently (spec 2.3). */
    designStyle: z
      .string()
      .max(100)
      .optional()
      .describe(
        `One of (case-sensitive) ${DESIGN_STYLES.map((s) => `\`${s}\``).join(', ')}. Omitted: chosen for the ` +
          'business; an unrecognised value is dropped silently.',
      ),
    review: z
      .enum(['auto', 'manual'])
      .optional()
      .describe(
        'Default `auto`: the build runs straight through. `manual`: it pauses at `research_review` until the ' +
          'research is approved (POST /v1/sites/{id}/approve-research).',
      ),
    allowStockPhotos: z
      .boolean()
      .optional()
      .describe(
        'Default false. True: stock photos fill sections no uploaded or place photo covers; false: those ' +
          'sections show icons over the brand colours.',
      ),
    language: siteLanguageField('language')
      .optional()
      .describe(
        'The language the site is written in (BCP 47, one of the supported languages). Omitted: the language of ' +
          "the business's website, else its country's, else English.",
      ),
    languages: siteLanguagesField('languages')
      .optional()
      .describe(
        'The languages the site is built in, the main one first (at most 4, each once). With `language` too, the ' +
          'first must be it. Each further language gets its own pages under /<language>/ (e.g. /en/), written ' +
          'natively from the same research, with hreflang alternates, a language switch and both in the sitemap.',
      ),
  })
  .openapi('CreateSiteRequest');
export type CreateSiteBody = z.infer<typeof createSiteBody>;

/** What the build researches, after identifier priority (spec 2.3): placeId, then mapsUrl, then name + location. */
export const businessIdentity = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('placeId'), placeId: z.string() }),
  z.object({
    kind: z.literal('mapsUrl'),
    mapsUrl: z.string(),
    resolved: z.object({
      placeId: z.string().optional(),
      cid: z.string().optional(),
      name: z.string().optional(),
      lat: z.number().optional(),
      lng: z.number().optional(),
    }) satisfies z.ZodType<MapsUrlInfo>,
  }),
  z.object({ kind: z.literal('name'), businessName: z.string(), businessLocation: z.string() }),
]);
export type BusinessIdentity = z.infer<typeof businessIdentity>;

/**
 * sites.build_request: the accepted POST /v1/sites body (an unknown design style dropped) and the resolved
 * identity. Read back through @sgs/db's column readers; fields a later version no longer knows are ignored.
 */
export const buildRequest = z.object({ ...createSiteBody.shape, identity: businessIdentity });
export type BuildRequest = z.infer<typeof buildRequest>;

export const createSiteResponse = z
  .object({ siteId: z.string().uuid(), status: z.literal('generating'), slug: z.string() })
  .openapi('CreateSiteResponse');

export const siteInput = z
  .object({
    mapsUrl: z.string().optional(),
    placeId: z.string().optional(),
    businessName: z.string().optional(),
    location: z.string().optional(),
    facebookUrl: z.string().optional(),
    existingSiteUrl: z.string().optional(),
    received_at: z.string(),
  })
  .openapi('SiteInput');
export type SiteInput = z.infer<typeof siteInput>;

export const warning = z
  .object({
    rule: z.string(),
    severity: z.string(),
    page: z.string(),
    viewport: z.string(),
    description: z.string(),
    fix_via_revision: z.object({ endpoint: z.string(), suggested_prompt: z.string() }).optional(),
    screenshot_url: z
      .string()
      .url()
      .optional()
      .openapi({
        description:
          'A cropped PNG of the area the warning is about (addition to the spec), served to the owning account only ' +
          '(GET /v1/sites/{id}/review-screenshots/{releaseId}/{file}, with the API key).',
      }),
  })
  .openapi('Warning');

export const site = z
  .object({
    id: z.string().uuid(),
    slug: z.string(),
    business_name: z.string(),
    status: z.enum(SITE_STATUSES),
    generation_phase: z.enum(GENERATION_PHASES).optional(),
    generation_message: z.string().optional(),
    deployment_url: z.string().optional(),
    hosting_tier: z.enum(HOSTING_TIERS),
    last_refreshed_at: z.string().optional(),
    pause_state: z.enum(['active', 'paused']).optional(),
    form_webhook_url: z.string().nullable(),
    leads_undelivered: z.boolean().optional().openapi({
      description: 'True when form submissions are stored but go nowhere: no contact e-mail and no form webhook.',
    }),
    email_status: z.enum(EMAIL_STATUSES).optional().openapi({ description: 'On single-site fetch only.' }),
    language: z
      .string()
      .optional()
      .openapi({
        example: 'de',
        description:
          'The language the site is written in (BCP 47): the one asked for on create or in research review, else the ' +
          'one the build chose (the business website’s, else its country’s, else en). Absent until known.',
      }),
    languages: z
      .array(z.string())
      .optional()
      .openapi({
        example: ['de', 'en'],
        description:
          'The languages the site is built in, the main one (`language`) first, for a site asked for in more than ' +
          'one (create `languages`); each further one is served under /<language>/. Absent for a one-language site.',
      }),
    warnings: z.array(warning).optional(),
    last_error: z.string().optional(),
    usage: z.object({
      credits_charged: z.number().nullable(),
      tokens_in: z.number(),
      tokens_out: z.number(),
      cost_usd: z.number(),
    }),
    input: siteInput.nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .openapi('Site');
export type SiteResource = z.infer<typeof site>;

export const siteList = z
  .object({
    sites: z.array(site.omit({ email_status: true })),
    next_cursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass as ?cursor= for the next page; null on the last.' }),
  })
  .openapi('SiteList');

export const errorBody = z
  .object({
    error: z.string(),
    hint: z.string().optional(),
    reason: z.string().optional(),
    suggestion: z.string().optional(),
    quota: z.object({ used: z.number(), limit: z.number(), resetDescription: z.string() }).optional(),
    queue_full: z.boolean().optional(),
    internal_error: z.string().optional(),
  })
  .passthrough()
  .openapi('Error');
