import express from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { changeContactEmail, parseContactBody, swapFavicon, swapLogo } from '@sgs/site-ops';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { mountRoute } from '../../http/route';
import { exportSite } from './export';
import { contactBody, contactResponse, faviconResponse, imageSourceBody, logoResponse } from './schemas';

/** Deterministic operations on a live site (spec 4.2): export, logo, favicon, contact. All free. */
export function siteOpsRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  const ops = { db: deps.db, storage: deps.storage, env: deps.env };

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/export',
    tags: ['Site operations'],
    summary: 'Download the deployed site as a ZIP (free; 10 per site per UTC day)',
    description:
      'Streams exactly the deployed files: HTML pages (relative URLs), images/, the favicon family, site.webmanifest, robots.txt and sitemap.xml. ' +
      'Query `include_assets=false` returns only the .html files. Hidden files, symlinks and anything outside the site directory are never included.',
    responses: {
      200: { description: 'Content-Disposition: attachment; filename=<slug>.zip', contentType: 'application/zip' },
      400: { description: 'include_assets must be true or false' },
      404: { description: 'Site not found' },
      409: { description: 'Site is not deployed yet (with status)' },
      422: { description: 'Site has no slug' },
      500: { description: 'Export failed (with detail)' },
    },
    handler: async (req, res) => {
      await exportSite(deps, callerOf(req), String(req.params.id), req, res);
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/logo',
    tags: ['Site operations'],
    body: imageSourceBody,
    summary: 'Swap the logo (free, deterministic, idempotent)',
    description:
      'Writes images/logo.<ext> (png, svg, jpg or webp; SVGs are sanitised) and redeploys. The favicon, brand colors and style are unchanged.',
    responses: {
      200: { description: 'Live', schema: logoResponse },
      400: {
        description:
          'source.url or source.sitePhotoId required; source.url must be http(s)://; logo_download_failed (with detail)',
      },
      403: { description: 'sitePhotoId does not belong to this site' },
      404: { description: 'sitePhotoId not found; site_not_found' },
      409: { description: 'Site is not deployed yet' },
      500: { description: 'logo_swap_failed (with detail; safe to retry)' },
    },
    handler: async (req, res, body) => {
      res.json(await swapLogo(ops, { accountId: callerOf(req).accountId, siteId: String(req.params.id), body }));
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/favicon',
    tags: ['Site operations'],
    body: imageSourceBody,
    summary: 'Swap the favicon (free, deterministic, idempotent)',
    description:
      'Cuts a 180x180 favicon from a source of any shape. Strategies in order until one passes an entropy floor of 0.5 bits: ' +
      'source-logo-wide-edge (aspect above 2:1; the left or right square, higher entropy wins), source-logo-attention, source-logo-center; ' +
      'when the source is undecodable (or every crop is blank), a logo-tagged catalog photo (catalog-logo-*); last resort initial-mark. ' +
      'Writes images/favicon-source.png and the favicon family; the choice survives revisions and resets only on a full rebuild.',
    responses: {
      200: { description: 'Live', schema: faviconResponse },
      400: {
        description:
          'source.url or source.sitePhotoId required; source.url must be http(s)://; favicon_download_failed (with detail)',
      },
      403: { description: 'sitePhotoId does not belong to this site' },
      404: { description: 'sitePhotoId not found; site_not_found' },
      409: { description: 'Site is not deployed yet' },
      500: { description: 'favicon_swap_failed (with detail; safe to retry)' },
    },
    handler: async (req, res, body) => {
      res.json(await swapFavicon(ops, { accountId: callerOf(req).accountId, siteId: String(req.params.id), body }));
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/contact',
    tags: ['Site operations'],
    body: contactBody,
    summary: 'Change the contact email (free, no AI)',
    description:
      'Always updates the stored contact email, which receives form-submission mail. With syncHtml (default true) on a shipped site whose HTML ' +
      'held the previous address, every occurrence in the HTML files is replaced and the site is redeployed.',
    responses: {
      200: {
        description: 'Updated (htmlSyncSkipped with hint when the HTML was not touched; noop when unchanged)',
        schema: contactResponse,
      },
      400: {
        description:
          'contactEmail is required (string); contactEmail cannot be empty; contactEmail must look like name@example.com; Request body must be valid JSON',
      },
      404: { description: 'site_not_found' },
      500: { description: 'db_update_failed' },
      502: { description: 'html_sync_failed (contactEmailUpdated: true; retrying the same call retries the sync)' },
    },
    handler: async (req, res, body) => {
      const siteId = String(req.params.id);
      const { accountId } = callerOf(req);
      res.json(await changeContactEmail(ops, { accountId, siteId, ...parseContactBody(body) }));
    },
  });

  return router;
}
