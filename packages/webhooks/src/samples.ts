import type { EventType } from '@sgs/contracts';

const SITE = '00000000-0000-4000-8000-000000000001';
const REVISION = '00000000-0000-4000-8000-000000000002';
const SUBMISSION = '00000000-0000-4000-8000-000000000003';
const USER = '00000000-0000-4000-8000-000000000004';
const usage = { cost_usd: 0.42, tokens_in: 18250, tokens_out: 9120 };

/**
 * Canonical sample payloads (spec 6.3) sent by the test pings with `event_type`, so a receiver can be
 * built against real shapes. `site_id` fields use the pinging site's id when there is one.
 */
export function samplePayload(
  type: EventType,
  ctx: { siteId?: string | null; accountId?: string; scope: 'customer' | 'site' },
): Record<string, unknown> {
  const site_id = ctx.siteId ?? SITE;
  const platform_user_id = ctx.accountId ?? USER;
  const deployment_url = 'https://sample-bakery.example.com';
  switch (type) {
    case 'site.research_ready':
      return {
        research_url: `/v1/sites/${site_id}/research`,
        business_name: 'Sample Bakery',
        business_category: 'restaurant',
        email_status: 'confirmed',
        platform_user_id,
      };
    case 'site.complete':
      return {
        site_id,
        deployment_url,
        slug: 'sample-bakery',
        business_name: 'Sample Bakery',
        platform_user_id,
        status: 'complete',
        email_status: 'confirmed',
        input: { businessName: 'Sample Bakery', location: 'Tulsa, OK', received_at: '2026-01-01T00:00:00.000Z' },
        usage,
      };
    case 'site.failed':
      return {
        site_id,
        failed_phase: 'generation',
        failed_reason: 'generation_error',
        last_error: 'Sample: the generator could not produce a valid page.',
        platform_user_id,
      };
    case 'site.revision_complete':
      return {
        site_id,
        revision_id: REVISION,
        deployment_url,
        summary: 'Sample: changed the hero headline.',
        iterations_used: 2,
        platform_user_id,
        usage,
      };
    case 'site.revision_failed':
      return {
        site_id,
        revision_id: REVISION,
        reason: 'out_of_scope',
        reason_detail: 'Sample: user accounts need a server.',
        last_error: 'Sample: user accounts need a server.',
        suggestion: 'Link to a hosted booking page instead.',
        failed_at: '2026-01-01T00:00:00.000Z',
        platform_user_id,
      };
    case 'site.revision_clarification_needed':
      return {
        site_id,
        revision_id: REVISION,
        question: 'Sample: which phone number should the header show?',
        context: 'Two numbers were found in research.',
        platform_user_id,
      };
    case 'site.revision_ready':
      return {
        site_id,
        revision_id: REVISION,
        summary: 'Sample: changed the hero headline.',
        release_id: '00000000-0000-4000-8000-000000000005',
        preview_url: 'https://sample-bakery--r-00000000.example.com/',
        diff_url: `https://api.example.com/v1/sites/${site_id}/releases/00000000-0000-4000-8000-000000000005/diff`,
        platform_user_id,
      };
    case 'form.submit':
      return {
        submission_id: SUBMISSION,
        site_id,
        business_name: 'Sample Bakery',
        slug: 'sample-bakery',
        deployment_url,
        page: 'contact.html',
        fields: { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Sample: do you bake rye bread?' },
        submitted_at: '2026-01-01T00:00:00.000Z',
        platform_user_id,
        originated_via: 'service_public',
        test: true,
      };
    case 'webhook.test_ping':
      return {
        message: 'Test ping from the Site Generation Service: accept it with 2xx and ignore it.',
        scope: ctx.scope,
      };
  }
}
