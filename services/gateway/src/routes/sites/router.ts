import express from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  approveResearchBody,
  createSiteBody,
  createSiteResponse,
  researchDraftBody,
  researchPayload,
  site,
  siteList,
  z,
} from '@sgs/contracts';
import { listSitesPage, toSiteResource } from '@sgs/db';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { sendAnswer, withIdempotency } from '../../http/idempotency';
import { ownedSite } from '../../http/owned-site';
import { mountRoute } from '../../http/route';
import { pageOf, pageResult } from '../../http/pagination';
import { createSite } from './create';
import { approveResearch, getResearch, researchPhotoFile, saveResearchDraft } from './research';
import { refreshSite } from './refresh';
import { mountSlugRoute } from './slug';

export function sitesRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  const { db } = deps;

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites',
    tags: ['Sites'],
    summary: 'List sites, most recently updated first (?limit=1..100, default 100; ?cursor=next_cursor)',
    description:
      'Cursor-paginated: next_cursor is null on the last page, otherwise pass it as ?cursor= for the next one. A site ' +
      'updated while you page moves to the front, so it may be missed or seen twice in one pass.',
    responses: {
      200: { description: "The account's sites", schema: siteList },
      400: { description: 'limit or cursor is not valid' },
    },
    handler: async (req, res) => {
      const { accountId } = callerOf(req);
      const page = pageOf(req);
      const rows = await listSitesPage(db, accountId, page.after, page.limit + 1);
      const { items, next_cursor } = pageResult(rows, page, (r) => r.updatedAt);
      res.json({ sites: items.map((r) => toSiteResource(r, { single: false })), next_cursor });
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites',
    tags: ['Sites'],
    body: createSiteBody,
    summary: 'Create a site (asynchronous build)',
    description:
      'Starts research, generation, visual review and deploy. Returns at once; follow progress by polling GET /v1/sites/{id} ' +
      'or the lifecycle webhook. Optional Idempotency-Key header (24 h, per account and route).',
    responses: {
      202: { description: 'Accepted; the build has started', schema: createSiteResponse },
      400: { description: 'Malformed body or no usable identifier' },
      402: { description: 'PAYMENT_REQUIRED: balance 0 and auto-refill off' },
      409: { description: 'Idempotency-Key reused with a different body, or still in progress' },
      500: { description: 'Failed to create site record (safe to retry)' },
    },
    handler: async (req, res, body) => {
      const caller = callerOf(req);
      sendAnswer(
        res,
        await withIdempotency(db, req, 'POST /v1/sites', (claim) => createSite(deps, caller, body, claim)),
      );
    },
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id',
    tags: ['Sites'],
    summary: 'Fetch one site',
    responses: {
      200: { description: 'The site', schema: site },
      404: { description: 'Site not found (also for sites owned by others)' },
    },
    handler: async (req, res) => {
      const { accountId } = callerOf(req);
      const row = await ownedSite(db, accountId, String(req.params.id), { formWebhook: true });
      res.json(toSiteResource(row, { single: true }));
    },
  });

  mountSlugRoute(router, registry, deps);

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/research',
    tags: ['Research'],
    summary: 'Read the research behind a site (from research_review on)',
    responses: {
      200: { description: 'Research (spec 2.4)', schema: researchPayload },
      404: { description: 'Site not found, or Research not yet complete' },
      409: { description: 'Research not ready for review (still researching)' },
    },
    handler: async (req, res) => {
      res.json(await getResearch(deps, callerOf(req), String(req.params.id)));
    },
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/research/photos/:photoId',
    tags: ['Research'],
    summary: "A research photo's image, as staged for the build (the photo's id from GET .../research)",
    description:
      'So an owner reviewing research sees each photo, not only its description. Served to the owning account only; ' +
      'a photo left out at review is removed from staging and answers 404.',
    responses: {
      200: { description: 'The image (Cache-Control: private, immutable)', contentType: 'image/*' },
      404: { description: 'Site not found; Photo not found' },
    },
    handler: async (req, res) => {
      const photo = await researchPhotoFile(deps, callerOf(req), String(req.params.id), req.params.photoId);
      res.set({ 'Content-Type': photo.type, 'Cache-Control': 'private, max-age=31536000, immutable' });
      res.end(photo.body);
    },
  });

  mountRoute(router, registry, {
    method: 'patch',
    path: '/v1/sites/:id/research-draft',
    tags: ['Research'],
    body: researchDraftBody,
    summary: 'Save research edits without advancing',
    description:
      '`excludeImages` and `uploadedPhotos` are accepted only on approve-research. `{}` is valid and bumps updated_at.',
    responses: {
      200: { description: 'Saved', schema: z.object({ success: z.literal(true), saved_at: z.string() }) },
      400: { description: 'Site is not in research review phase; No research data found; invalid body' },
      404: { description: 'Site not found' },
    },
    handler: async (req, res, body) => {
      res.json(await saveResearchDraft(deps, callerOf(req), String(req.params.id), body));
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/approve-research',
    tags: ['Research'],
    body: approveResearchBody,
    summary: 'Approve research (with optional edits) and start generation',
    responses: {
      200: { description: 'Approved', schema: z.object({ success: z.literal(true), phase: z.literal('generating') }) },
      400: {
        description:
          'Site is not in research review phase (also on repeat calls); No research data found; invalid body',
      },
      404: { description: 'Site not found' },
    },
    handler: async (req, res, body) => {
      res.json(await approveResearch(deps, callerOf(req), String(req.params.id), body));
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/refresh',
    tags: ['Sites'],
    summary: 'Refresh a free site: un-pause it and restart its 7-day clock (free, idempotent)',
    description:
      'Free sites pause 7 days after their last refresh (a notice goes to the contact email 24 hours before). ' +
      'Refresh brings a paused site back within seconds. Paid (custom-domain) sites never pause; refresh is a no-op for them.',
    responses: {
      200: {
        description: 'Refreshed',
        schema: z
          .object({
            ok: z.literal(true),
            site_id: z.string(),
            hosting_tier: z.string(),
            pause_state: z.literal('active'),
            was_paused: z.boolean(),
            last_refreshed_at: z.string().nullable(),
            next_pause_at: z.string().nullable(),
          })
          .openapi('RefreshResponse'),
      },
      404: { description: 'Site not found' },
      409: { description: 'Site is not deployed yet (with status)' },
    },
    handler: async (req, res) => {
      res.json(await refreshSite(deps, callerOf(req), String(req.params.id)));
    },
  });

  return router;
}
