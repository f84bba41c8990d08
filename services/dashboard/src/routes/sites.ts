import { Router, type Request } from 'express';
import { SLUG_MAX_LENGTH } from '@sgs/db';
import { MAX_SITE_LANGUAGES } from '@sgs/contracts';
import { ApiFailure } from '../api';
import { back, field, str, testPing, type Kit } from '../kit';
import { sessionTokenOf } from '../security';
import { LANGUAGE_CHOICES, languageName } from '../words';

/** A visual-review warning as GET /v1/sites/:id has it (spec 2.2). */
interface Warning {
  screenshot_url?: string;
}

/** The dashboard's own address of a warning's screenshot (the API serves it to the owner only; see releases). */
function screenshotPath(siteId: string, w: Warning) {
  const m = /\/review-screenshots\/([0-9a-f-]{36})\/(\d{1,4}\.png)$/.exec(w.screenshot_url ?? '');
  return m ? `/sites/${siteId}/review-screenshots/${m[1]}/${m[2]}` : null;
}

/** The version of the live site's thumbnail (the release it shows), or null while none is taken. */
async function thumbnailVersion(kit: Kit, req: Request, siteId: string): Promise<string | null> {
  const r = await kit.api.raw('GET', `/v1/sites/${siteId}/thumbnail`, { token: sessionTokenOf(req) }).catch(() => null);
  await r?.body?.cancel();
  return r?.ok ? (r.headers.get('etag') ?? '').replace(/[^\w-]/g, '') || 'live' : null;
}

/** The sites list and a site's page with its own actions: status, refresh, export, contact, form webhook, address (slug). */
export function sitesRoutes(kit: Kit) {
  const { page, render, call, id, env } = kit;
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
      // The site itself must load; every other part shows as empty rather than failing the page.
      const part = <T>(p: string, empty: T) => call<T>(req, 'GET', p).catch(() => empty);
      const [site, domains, revisions, releases, deliveries, leads, thumbnail, research, credits] = await Promise.all([
        call(req, 'GET', `/v1/sites/${sid}`),
        part<{ domains?: { status: string }[] }>(`/v1/sites/${sid}/domains`, { domains: [] }),
        call<{ revisions: unknown[] }>(req, 'GET', `/v1/sites/${sid}/revisions?limit=20`),
        part<{ releases: unknown[] }>(`/v1/sites/${sid}/releases?limit=10`, { releases: [] }),
        part<{ deliveries: { site_id: string | null; endpoint: string }[] }>('/v1/webhook-deliveries?limit=100', {
          deliveries: [],
        }),
        // How many leads are new and where they go, without marking any seen.
        part<{ new_count?: number; delivery?: unknown }>(`/v1/sites/${sid}/leads?limit=1&mark_seen=false`, {}),
        thumbnailVersion(kit, req, sid),
        // What research could not find (a legal notice's details), once research is readable.
        part<{ warnings?: unknown[] }>(`/v1/sites/${sid}/research`, {}),
        // What a change of language holds (as a build), stated beside its form.
        part<{ build_hold?: number; credits_balance?: number }>('/v1/credits', {}),
      ]);
      render(req, res, 'site', {
        title: String(site.business_name),
        site,
        warnings: ((site.warnings as Warning[] | undefined) ?? []).map((w) => ({ ...w, shot: screenshotPath(sid, w) })),
        domains: (domains.domains ?? []).filter((d) => d.status !== 'detached'),
        revisions: revisions.revisions,
        releases: releases.releases,
        formDeliveries: deliveries.deliveries
          .filter((d) => d.site_id === sid && d.endpoint === 'site_form')
          .slice(0, 10),
        hostingIp: env.DOMAIN_HOSTING_IPV4,
        slugMax: SLUG_MAX_LENGTH,
        newLeads: leads.new_count ?? 0,
        leadDelivery: leads.delivery ?? null,
        thumbnail,
        researchWarnings: research.warnings ?? [],
        languages: LANGUAGE_CHOICES,
        maxLanguages: MAX_SITE_LANGUAGES,
        languageCost: credits.build_hold ?? null,
      });
    }),
  );
  router.get(
    '/sites/:id/thumbnail',
    page(async (req, res) => {
      try {
        await kit.relay(req, res, `/v1/sites/${id(req)}/thumbnail`, ['content-type', 'cache-control', 'etag']);
      } catch (err) {
        // The sites list asks with ?or=placeholder: a live site whose thumbnail is not taken yet shows the placeholder.
        if (!(err instanceof ApiFailure && err.status === 404 && str(req.query.or) === 'placeholder')) throw err;
        res.redirect(302, kit.assets.urls['thumbnail-placeholder.svg']);
      }
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
      await kit.relay(req, res, `/v1/sites/${id(req)}/export`, [
        'content-type',
        'content-disposition',
        'content-length',
      ]);
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
  router.post(
    '/sites/:id/slug',
    page(async (req, res) => {
      const sid = id(req);
      const site = await call(req, 'PATCH', `/v1/sites/${sid}`, { slug: field(req, 'slug').trim().toLowerCase() });
      const text = `The address is now ${String(site.slug)}. The old address redirects to it for 30 days.`;
      res.redirect(303, back(`/sites/${sid}`, 'notice', text));
    }),
  );
  router.post(
    '/sites/:id/language',
    page(async (req, res) => {
      const sid = id(req);
      const language = field(req, 'language');
      const site = await call(req, 'PATCH', `/v1/sites/${sid}`, { language });
      const text =
        site.status === 'generating'
          ? `Rewriting the site in ${languageName(language)}: it stays live as it is until the new version is ready.`
          : `The site is already in ${languageName(language)}.`;
      res.redirect(303, back(`/sites/${sid}`, 'notice', text));
    }),
  );
  router.post(
    '/sites/:id/languages',
    page(async (req, res) => {
      const sid = id(req);
      const checked = (req.body as Record<string, unknown> | undefined)?.further;
      const languages = [field(req, 'language'), ...(Array.isArray(checked) ? checked : checked ? [checked] : [])].map(
        String,
      );
      const site = await call(req, 'PATCH', `/v1/sites/${sid}`, { languages });
      const names = languages.map(languageName).join(', ');
      const text =
        site.status === 'generating'
          ? `Rewriting the site in ${names}: it stays live as it is until the new version is ready.`
          : `The site is already in ${names}.`;
      res.redirect(303, back(`/sites/${sid}`, 'notice', text));
    }),
  );
  return router;
}
