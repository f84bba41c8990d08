import type { MapsUrlInfo } from './maps-url';
import { httpUrlField } from './fields';
import { siteLanguageField } from './languages';
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
    mapsUrl: httpUrl('mapsUrl').optional(),
    placeId: text(300).optional(),
    businessName: text(200).optional(),
    businessLocation: text(200).optional(),
    contactEmail: z.string().trim().max(254).optional(),
    allowMissingEmail: z.boolean().optional(),
    businessDescription: text(5000).optional(),
    ownerPrompt: text(5000).optional(),
    facebookUrl: httpUrl('facebookUrl').optional(),
    existingSiteUrl: httpUrl('existingSiteUrl').optional(),
    licenses: z.array(text(300)).max(50).optional(),
    uploadedPhotos: z.array(httpUrl('uploadedPhotos[]')).max(50).optional(),
    logoUrl: httpUrl('logoUrl').optional(),
    /** Unrecognised values are dropped silently (spec 2.3). */
    designStyle: z.string().max(100).optional(),
    review: z.enum(['auto', 'manual']).optional(),
    allowStockPhotos: z.boolean().optional(),
    /** Else research's: the business's website language, else its country's, else English. */
    language: siteLanguageField('language').optional(),
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
