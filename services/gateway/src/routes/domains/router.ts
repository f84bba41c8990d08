import express from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ApiError } from '@sgs/contracts';
import {
  attachDomainBody,
  attachDomainResponse,
  checkDomainBody,
  checkDomainResponse,
  detachDomainResponse,
  registerDomainBody,
  registerDomainResponse,
  siteDomainsResponse,
} from '@sgs/contracts/domains';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { mountRoute } from '../../http/route';
import { attachDomain } from './attach';
import { detachDomain } from './detach';
import { listSiteDomains } from './list';
import { domainPortsFromEnv, type DomainPorts } from './ports';
import { checkDomain, registerDomain } from './registrar';

const tags = ['Domains'];

/** Spec 4.3: attach, detach, check and register custom domains (docs/domains.md). */
export function domainsRouter(
  deps: GatewayDeps,
  registry: OpenAPIRegistry,
  ports: DomainPorts = domainPortsFromEnv(deps.env, deps.db),
) {
  const router = express.Router();

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/domains',
    tags,
    body: attachDomainBody,
    summary: 'Attach a custom domain (5 credits once; $10/month once active)',
    description:
      'Apex only; www. is attached too. Returns DNS instructions (A record for the apex, CNAME for www) and status dns_pending; ' +
      'a background check activates the domain when DNS points here, then the monthly charge starts (prorated). Idempotent.',
    responses: {
      200: { description: 'Attached; DNS pending', schema: attachDomainResponse },
      400: {
        description: 'domain (string) is required; Invalid domain format (with hint); Site is not deployed yet...',
      },
      402: { description: 'PAYMENT_REQUIRED' },
      404: { description: 'Site not found' },
      409: {
        description: 'Domain is already attached to another site (any account), or the site already has another domain',
      },
      502: { description: 'Upstream (hosting/CDN or workflow) failure; safe to retry' },
    },
    handler: async (req, res, body) =>
      void res.json(await attachDomain(deps, ports, callerOf(req).accountId, String(req.params.id), body.domain)),
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/domains',
    tags,
    summary: "The site's domains and their activation status (free)",
    description:
      'An addition to spec 4.3: dns_pending with the last DNS finding in last_error, active, failed (with the reason) or detached.',
    responses: {
      200: { description: 'Domain records, newest first', schema: siteDomainsResponse },
      404: { description: 'Site not found' },
    },
    handler: async (req, res) =>
      void res.json(await listSiteDomains(deps, callerOf(req).accountId, String(req.params.id))),
  });

  mountRoute(router, registry, {
    method: 'delete',
    path: '/v1/sites/:id/domains/:domain',
    tags,
    summary: 'Detach a custom domain (free)',
    description:
      'Case-insensitive; www. is un-bound too. The site returns to free_subdomain at its free URL, the 7-day refresh rule restarts, ' +
      'and the hosting subscription is synced best-effort. The ownership record is kept. Idempotent (already_free: true).',
    responses: {
      200: { description: 'Detached', schema: detachDomainResponse },
      400: { description: 'domain path parameter is required' },
      404: { description: 'Site not found; or Domain is not attached to this site' },
      422: { description: 'Site has no pages_project_name — nothing to detach' },
      500: { description: 'Un-bind done, tier flip failed (internal_error)' },
      502: { description: 'Un-bind failed, subscription unchanged (internal_error); safe to retry' },
    },
    handler: async (req, res) =>
      void res.json(
        await detachDomain(deps, ports, callerOf(req).accountId, String(req.params.id), String(req.params.domain)),
      ),
  });
  // DELETE without the domain segment: the spec's 400 rather than a generic 404.
  router.delete('/sites/:id/domains', (_req, _res, next) =>
    next(new ApiError(400, { error: 'domain path parameter is required' })),
  );

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/domains/check',
    tags,
    body: checkDomainBody,
    summary: 'Check availability and price (free)',
    description:
      'price_cents is the all-in yearly price in USD cents, only when available. Suggestions are biased by city and industry.',
    responses: {
      200: { description: 'Availability', schema: checkDomainResponse },
      400: { description: 'domain is required; Invalid domain format' },
      503: { description: 'Registrar temporarily unavailable' },
    },
    handler: async (req, res, body) => void res.json(await checkDomain(ports, body)),
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/domains/register',
    tags,
    body: registerDomainBody,
    summary: 'Register a domain for a site (50 credits plus the registrar fee)',
    description:
      'price must equal price_cents from check (at most 5000). The registrar fee is charged in credits at the pack rate (1 credit per 5 cents). ' +
      'The domain is then attached and activated as for attach; the $10/month starts when it is active.',
    responses: {
      200: { description: 'Registered', schema: registerDomainResponse },
      400: {
        description:
          'siteId, domain, and pagesProjectName are required; Valid price (in cents) is required; Domain price exceeds the $50/yr cap (5000 cents); ' +
          'Unsupported TLD: .<tld>; Domain is no longer available; Invalid domain format; Site is not deployed yet...',
      },
      402: { description: 'PAYMENT_REQUIRED' },
      404: { description: 'Site not found' },
      409: { description: 'Domain is already attached to another site' },
      503: { description: 'Registrar temporarily unavailable; safe to retry' },
    },
    handler: async (req, res, body) => void res.json(await registerDomain(deps, ports, callerOf(req).accountId, body)),
  });

  return router;
}
