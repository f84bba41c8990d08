import { Readable } from 'node:stream';
import { Router } from 'express';
import { ApiFailure } from '../api';
import { back, field, str, testPing, type Kit } from '../kit';
import { sessionTokenOf } from '../security';

/** The sites list and a site's page with its actions: status, refresh, export, revisions, contact, form webhook. */
export function sitesRoutes(kit: Kit) {
  const { page, render, call, id, api, env } = kit;
  const router = Router();
  router.get(
    '/sites',
    page(async (req, res) => {
      const cursor = str(req.query.cursor);
      const q = `?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const r = await call<{ sites: Record<string, unknown>[]; next_cursor: string | null }>(
        req,
        'GET',
        `/v1/sites${q}`,
      );
      render(req, res, 'sites', { title: 'Sites', sites: r.sites, next: r.next_cursor });
    }),
  );
  router.get(
    '/sites/:id/status',
    page(async (req, res) => {
      const site = await call(req, 'GET', `/v1/sites/${id(req)}`);
      const compact = str(req.query.compact) === '1';
      // The build just stopped (deployed, failed or waiting for review): the full site page reloads itself once,
      // so its actions (revisions, refresh, export, review) appear without a manual reload.
      const live = site.status === 'generating' && site.generation_phase !== 'research_review';
      if (!compact && !live && req.get('hx-request')) res.set('HX-Refresh', 'true');
      render(req, res, 'partials/status', { site, compact });
    }),
  );
  router.get(
    '/sites/:id',
    page(async (req, res) => {
      const sid = id(req);
      const [site, domains, revisions] = await Promise.all([
        call(req, 'GET', `/v1/sites/${sid}`),
        call<{ domains?: unknown[] }>(req, 'GET', `/v1/sites/${sid}/domains`).catch(() => ({ domains: [] })),
        call<{ revisions: unknown[] }>(req, 'GET', `/v1/sites/${sid}/revisions?limit=20`),
      ]);
      render(req, res, 'site', {
        title: String(site.business_name),
        site,
        domains: domains.domains ?? [],
        revisions: revisions.revisions,
        hostingIp: env.DOMAIN_HOSTING_IPV4,
      });
    }),
  );
  router.post(
    '/sites/:id/refresh',
    page(async (req, res) => {
      const sid = id(req);
      await call(req, 'POST', `/v1/sites/${sid}/refresh`);
      res.redirect(303, back(`/sites/${sid}`, 'notice', 'Refreshed: the site is live and its 7-day clock restarted.'));
    }),
  );
  router.get(
    '/sites/:id/export',
    page(async (req, res) => {
      const r = await api.raw('GET', `/v1/sites/${id(req)}/export`, { token: sessionTokenOf(req) });
      if (!r.ok || !r.body) {
        const body = (await r.json().catch(() => ({}))) as ApiFailure['body'];
        throw new ApiFailure(r.status, body);
      }
      for (const h of ['content-type', 'content-disposition', 'content-length']) {
        const v = r.headers.get(h);
        if (v) res.set(h, v);
      }
      Readable.fromWeb(r.body as import('node:stream/web').ReadableStream).pipe(res);
    }),
  );
  router.post(
    '/sites/:id/revisions',
    page(async (req, res) => {
      const sid = id(req);
      const r = await call<{ queue_position: number }>(req, 'POST', `/v1/sites/${sid}/revisions`, {
        prompt: field(req, 'prompt'),
      });
      res.redirect(303, back(`/sites/${sid}`, 'notice', `Revision queued (position ${r.queue_position}).`));
    }),
  );
  router.post(
    '/sites/:id/contact',
    page(async (req, res) => {
      const sid = id(req);
      await call(req, 'POST', `/v1/sites/${sid}/contact`, { contactEmail: field(req, 'contactEmail') });
      res.redirect(303, back(`/sites/${sid}`, 'notice', 'Contact e-mail saved.'));
    }),
  );
  router.post(
    '/sites/:id/form-webhook',
    page(async (req, res) => {
      const sid = id(req);
      const r = await call<{ secret_issued: string | null }>(req, 'POST', `/v1/sites/${sid}/webhooks/forms`, {
        webhook_url: field(req, 'url').trim(),
        rotate_secret: field(req, 'rotate') === 'on',
      });
      const site = await call(req, 'GET', `/v1/sites/${sid}`);
      render(req, res, 'secret', {
        title: 'Form webhook saved',
        secret: r.secret_issued,
        backTo: `/sites/${sid}`,
        site,
      });
    }),
  );
  router.post(
    '/sites/:id/form-webhook/test',
    page(async (req, res) => {
      const sid = id(req);
      await testPing(kit, req, res, `/v1/sites/${sid}/webhook/test-ping`, `/sites/${sid}`);
    }),
  );
  return router;
}
