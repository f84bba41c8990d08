import express from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { createSiteBody, createSiteResponse, errors, site, siteList } from '@sgs/contracts';
import { toSiteResource } from '@sgs/db';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { mountRoute } from '../../http/route';
import { createSite } from './create';

const auth = { 401: { description: 'Missing, invalid or revoked API key' }, 429: { description: 'Rate limit (30/min per key)' } };

export function sitesRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  const { db } = deps;

  mountRoute(router, registry, {
    method: 'get', path: '/v1/sites', tags: ['Sites'],
    summary: 'List sites, most recently updated first',
    responses: { 200: { description: 'The account\'s sites', schema: siteList }, ...auth },
    handler: async (req, res) => {
      const { accountId } = callerOf(req);
      const rows = await db.site.findMany({ where: { accountId }, orderBy: { updatedAt: 'desc' }, include: { formWebhook: true } });
      res.json({ sites: rows.map((r) => toSiteResource(r, { single: false })) });
    },
  });

  mountRoute(router, registry, {
    method: 'post', path: '/v1/sites', tags: ['Sites'], body: createSiteBody,
    summary: 'Create a site (asynchronous build)',
    description:
      'Starts research, generation, visual review and deploy. Returns at once; follow progress by polling GET /v1/sites/{id} ' +
      'or the lifecycle webhook. Optional Idempotency-Key header (24 h, per account and route).',
    responses: {
      202: { description: 'Accepted; the build has started', schema: createSiteResponse },
      400: { description: 'Malformed body or no usable identifier' },
      402: { description: 'PAYMENT_REQUIRED: balance 0 and auto-refill off' },
      409: { description: 'Idempotency-Key reused with a different body, or still in progress' },
      ...auth,
      500: { description: 'Failed to create site record (safe to retry)' },
    },
    handler: async (req, res, body) => {
      const caller = callerOf(req);
      sendAnswer(res, await withIdempotency(db, req, 'POST /v1/sites', (claim) => createSite(deps, caller, body, claim)));
    },
  });

  mountRoute(router, registry, {
    method: 'get', path: '/v1/sites/:id', tags: ['Sites'],
    summary: 'Fetch one site',
    responses: { 200: { description: 'The site', schema: site }, 404: { description: 'Site not found (also for sites owned by others)' }, ...auth },
    handler: async (req, res) => {
      const { accountId } = callerOf(req);
      const id = String(req.params.id);
      const row = /^[0-9a-f-]{36}$/i.test(id)
        ? await db.site.findFirst({ where: { id, accountId }, include: { formWebhook: true } })
        : null;
      if (!row) throw errors.siteNotFound();
      res.json(toSiteResource(row, { single: true }));
    },
  });

  return router;
}
