// Request and response schemas of the domain endpoints (spec 4.3) and the domainActivation workflow's input.
// Bodies are parsed loosely and checked in the handlers, so each missing or wrong field gets the spec's exact string.
import { z } from './zod';

const loose = (type: 'string' | 'integer', description: string) =>
  z.unknown().optional().openapi({ type, description });

export const attachDomainBody = z
  .object({
    domain: loose(
      'string',
      'Apex domain only: no scheme, no www., no trailing slash. www. is attached too. A Unicode name (café.com) is answered and stored in its ASCII form (xn--caf-dma.com).',
    ),
  })
  .openapi('AttachDomainRequest');

const dnsRecord = z.object({ type: z.string(), name: z.string(), value: z.string() });
export const attachDomainResponse = z
  .object({
    success: z.literal(true),
    domain: z.string(),
    cname_target: z.string(),
    instructions: z.object({ apex: dnsRecord, www: dnsRecord, note: z.string() }),
    status: z.enum(['dns_pending', 'active']).openapi({
      description: 'dns_pending until DNS points at the target (active on a repeat call after activation).',
    }),
  })
  .openapi('AttachDomainResponse');

export const subscriptionSync = z.object({
  action: z.enum(['decremented', 'cancel_at_period_end_set', 'no_active_subscription', 'noop']),
  subscription_id: z.string().nullable(),
  paid_site_count: z.number().int(),
  error: z
    .string()
    .optional()
    .openapi({ description: 'Billing was unreachable; the detach still happened (best-effort sync).' }),
});

export const detachDomainResponse = z
  .object({
    success: z.literal(true),
    site_id: z.string(),
    domain: z.string(),
    hosting_tier: z.literal('free_subdomain'),
    already_free: z.boolean(),
    fallback_url: z.string(),
    subscription_sync: subscriptionSync,
    message: z.string(),
  })
  .openapi('DetachDomainResponse');

export const checkDomainBody = z
  .object({
    domain: loose('string', 'Domain including its TLD, e.g. joespizza.com'),
    city: loose('string', 'Biases suggestions'),
    industry: loose('string', 'Biases suggestions'),
  })
  .openapi('CheckDomainRequest');

const availability = z.object({ domain: z.string(), available: z.boolean(), price_cents: z.number().int().optional() });
export const checkDomainResponse = availability
  .extend({
    suggestions: z.array(availability),
    registrar: z.string().openapi({ description: '`sandbox` for the local default registrar (nothing is bought).' }),
    note: z.string().optional(),
  })
  .openapi('CheckDomainResponse');

export const registerDomainBody = z
  .object({
    siteId: loose('string', 'Site UUID'),
    domain: loose('string', 'Domain to register'),
    pagesProjectName: loose('string', "The site's slug"),
    price: loose('integer', 'USD cents: exactly price_cents from /v1/domains/check; at most 5000'),
  })
  .openapi('RegisterDomainRequest');

export const registerDomainResponse = z
  .object({
    success: z.literal(true),
    domain: z.string(),
    zoneId: z.string(),
    status: z.literal('active'),
    registeredAt: z.string(),
    message: z.string(),
  })
  .openapi('RegisterDomainResponse');

/** Spec 8: register refuses prices above USD 50 per year. */
export const DOMAIN_PRICE_CAP_CENTS = 5000;

/** Input of the domainActivation workflow (id domain:<domain>). */
export interface DomainActivationInput {
  domainId: string;
  domain: string;
  /** Waits between checks (DOMAIN_DNS_POLL_SCHEDULE); the last repeats. */
  pollScheduleMs: number[];
  /** Give up after this long (DOMAIN_ACTIVATION_TIMEOUT). */
  timeoutMs: number;
  /** Epoch ms of the first run; set when the workflow continues as new. */
  startedAt?: number;
}

/** GET /v1/sites/:id/domains (an addition to spec 4.3): where activation stands, and why it failed. */
export const siteDomainsResponse = z
  .object({
    domains: z.array(
      z.object({
        domain: z.string(),
        status: z.enum(['dns_pending', 'active', 'failed', 'detached']),
        cname_target: z.string(),
        registered: z.boolean(),
        last_error: z
          .string()
          .nullable()
          .openapi({ description: 'While dns_pending: the last DNS finding. When failed: why activation gave up.' }),
        activated_at: z.string().nullable(),
        detached_at: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  })
  .openapi('SiteDomainsResponse');
