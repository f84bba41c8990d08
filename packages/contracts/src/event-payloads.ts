// Spec 6.3: the `payload` of each lifecycle event, as receivers get it. Documented in the OpenAPI `webhooks`
// section; the canonical samples in @sgs/webhooks (sent by test pings) are checked against these.
import { z } from './zod';
import { researchConflict } from './research';
import { EMAIL_STATUSES, siteInput, warning } from './sites';
import type { EventType } from './events';
import { formSubmitPayload, testPingPayload } from './webhooks';

const usage = z
  .object({ cost_usd: z.number(), tokens_in: z.number().int(), tokens_out: z.number().int() })
  .openapi('EventUsage');

export const researchReadyPayload = z
  .object({
    research_url: z.string(),
    business_name: z.string(),
    business_category: z.string(),
    email_status: z.enum(EMAIL_STATUSES),
    platform_user_id: z.string(),
    conflicts: z.array(researchConflict).optional().openapi({
      description:
        'Facts the sources disagreed on (a phone of another country, two currencies, two pages giving a day other hours…): the value research kept, the ones it left out and why, for a manual review.',
    }),
  })
  .openapi('ResearchReadyPayload');

export const siteCompletePayload = z
  .object({
    site_id: z.string().uuid(),
    deployment_url: z.string().nullable(),
    slug: z.string(),
    business_name: z.string(),
    platform_user_id: z.string(),
    status: z.enum(['complete', 'complete_with_warnings']),
    email_status: z.enum(EMAIL_STATUSES),
    input: siteInput.partial().nullable(),
    usage,
    warnings: z
      .array(warning.extend({ remediation_prompt: z.string().optional() }))
      .optional()
      .openapi({ description: 'Present when the site shipped with warnings (spec 2.2).' }),
  })
  .openapi('SiteCompletePayload');

export const siteFailedPayload = z
  .object({
    site_id: z.string().uuid(),
    failed_phase: z.enum(['research', 'generation', 'review', 'deploy']).nullable(),
    failed_reason: z
      .string()
      .nullable()
      .openapi({ description: 'Coarse machine category; branch on failed_phase, not on it.' }),
    last_error: z.string().nullable(),
    platform_user_id: z.string(),
  })
  .openapi('SiteFailedPayload');

export const revisionCompletePayload = z
  .object({
    site_id: z.string().uuid(),
    revision_id: z.string().uuid(),
    deployment_url: z.string().nullable(),
    summary: z.string().nullable(),
    iterations_used: z.number().int().nullable(),
    platform_user_id: z.string(),
    usage,
    tool_breakdown: z
      .record(z.string(), z.number().int())
      .optional()
      .openapi({ description: 'Tool name -> calls made by the agent.' }),
    billing: z.object({ credits_charged: z.number().int().nullable() }).optional(),
    release_id: z.string().uuid().nullable().optional().openapi({ description: 'The release the revision made.' }),
    published: z.boolean().optional().openapi({
      description: 'false for a revision sent with publish: manual: its release waits for POST .../publish.',
    }),
    restored_release_id: z
      .string()
      .uuid()
      .nullable()
      .optional()
      .openapi({ description: 'For a restore: the earlier release it made live again.' }),
  })
  .openapi('RevisionCompletePayload');

export const revisionFailedPayload = z
  .object({
    site_id: z.string().uuid(),
    revision_id: z.string().uuid(),
    reason: z.string().openapi({
      description:
        'out_of_scope, typecheck_iteration_cap, sdk_error, queue_timeout, infrastructure, cancelled, or free-form',
    }),
    reason_detail: z.string().nullable(),
    last_error: z.string().nullable(),
    suggestion: z.string().optional(),
    failed_at: z.string(),
    platform_user_id: z.string(),
  })
  .openapi('RevisionFailedPayload');

export const revisionClarificationPayload = z
  .object({
    site_id: z.string().uuid(),
    revision_id: z.string().uuid(),
    question: z.string().nullable(),
    context: z.string(),
    platform_user_id: z.string(),
  })
  .openapi('RevisionClarificationPayload');

export const revisionReadyPayload = z
  .object({
    site_id: z.string().uuid(),
    revision_id: z.string().uuid(),
    summary: z.string().nullable(),
    release_id: z.string().uuid(),
    preview_url: z.string().openapi({ description: 'The built release, served noindex; the live site is unchanged.' }),
    diff_url: z.string().openapi({ description: 'GET it for the difference against the live release.' }),
    platform_user_id: z.string(),
  })
  .openapi('RevisionReadyPayload');

/** Each event type's payload schema and a one-line description (spec 6.2). */
export const EVENT_PAYLOADS: Partial<Record<EventType, { schema: z.ZodType; summary: string }>> = {
  'site.research_ready': {
    schema: researchReadyPayload,
    summary: 'Research is done, before generation (auto and manual modes, and on the email-missing pause)',
  },
  'site.complete': {
    schema: siteCompletePayload,
    summary: 'An initial build deployed (complete or complete_with_warnings)',
  },
  'site.failed': { schema: siteFailedPayload, summary: 'An initial build failed; no charge' },
  'site.revision_complete': { schema: revisionCompletePayload, summary: 'A revision deployed' },
  'site.revision_failed': {
    schema: revisionFailedPayload,
    summary: 'A revision failed or was ruled out of scope; no charge',
  },
  'site.revision_clarification_needed': {
    schema: revisionClarificationPayload,
    summary: 'The revision agent needs more information',
  },
  'site.revision_ready': {
    schema: revisionReadyPayload,
    summary:
      'A revision sent with "publish": "review" is built and awaits review (approve or discard it); the live site is unchanged',
  },
  'form.submit': {
    schema: formSubmitPayload,
    summary: 'A form submission on a deployed site (per-site form webhook; lifecycle webhook when subscribed)',
  },
  'webhook.test_ping': {
    schema: testPingPayload,
    summary: 'Synthetic, from the test-ping endpoints only; accept and ignore it',
  },
};
