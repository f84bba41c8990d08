// OpenAPI shapes of the site operations. Bodies are typed loosely here on purpose: the operations check
// them themselves so that every error reads exactly as spec 4.2 words it.
import { EMAIL_STATUSES, z } from '@sgs/contracts';

const looseString = (description: string) => z.unknown().openapi({ type: 'string', description });

export const imageSourceBody = z
  .object({
    source: z
      .object({
        url: looseString(
          'Public http(s) URL of a png, svg, jpg or webp image (at most 5 MB), fetched by the SSRF-safe downloader',
        ).optional(),
        sitePhotoId: looseString("UUID of a photo in this site's catalog").optional(),
      })
      .passthrough()
      .optional()
      .openapi({ description: 'One of url or sitePhotoId is required' }),
  })
  .passthrough()
  .openapi('ImageSourceRequest');

export const logoResponse = z
  .object({
    ok: z.literal(true),
    logoPath: z.string().openapi({ example: 'images/logo.png' }),
    deployedUrl: z.string(),
    hint: z.string(),
  })
  .openapi('LogoSwapResponse');

export const faviconResponse = z
  .object({
    ok: z.literal(true),
    faviconSourcePath: z.string().openapi({ example: 'images/favicon-source.png' }),
    favicon: z.object({
      strategy: z.string().openapi({ example: 'source-logo-wide-edge' }),
      versionHash: z.string().length(8),
      entropy: z.number(),
    }),
    deployedUrl: z.string(),
    hint: z.string(),
  })
  .openapi('FaviconSwapResponse');

export const contactBody = z
  .object({
    // optional() only so that a missing field reaches the operation, which answers with the spec's message
    contactEmail: looseString('Required; trimmed; contains @ with a . after it').optional(),
    syncHtml: z
      .unknown()
      .openapi({ type: 'boolean', default: true, description: 'Replace the old address in the live HTML and redeploy' })
      .optional(),
  })
  .passthrough()
  .openapi('ContactEmailRequest');

export const contactResponse = z
  .object({
    ok: z.literal(true),
    contactEmail: z.string(),
    emailStatus: z.enum(EMAIL_STATUSES),
    syncedHtml: z.boolean(),
    filesUpdated: z.number().int(),
    deploymentUrl: z.string().optional(),
    htmlSyncSkipped: z.enum(['opted_out', 'not_yet_shipped', 'no_prior_email_in_html']).optional(),
    hint: z.string().optional(),
    noop: z.literal(true).optional(),
  })
  .openapi('ContactEmailResponse');
