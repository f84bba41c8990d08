import { randomUUID } from 'node:crypto';
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ApiError, errorBody, errors, formSubmitRequest, formSubmitResponse, isUuid } from '@sgs/contracts';
import { hitRateLimit } from '@sgs/db';
import type { GatewayDeps } from '../../deps';
import { setRoutePattern } from '../../http/request-log';
import { captureSubmission } from './capture';
import { allowedRedirect, isSiteOrigin, siteHosts } from './origins';
import { errorPage, formPageLanguage, refusalReason, thankYouPage } from './pages';
import { CONTROL_FIELDS, parseForm } from './parse';

const PATH = '/v1/webhooks/form-submit';
const THANKS = `${PATH}/thanks`;

/** Names the route in request_logs (set before the body parser, so a body it refuses is logged under the route). */
const pattern =
  (route: string): RequestHandler =>
  (_req, res, next) => {
    setRoutePattern(res, route);
    next();
  };

/** `Accept: application/json` (a fetch from the site's script) gets JSON; a browser's form post gets a redirect. */
const wantsJson = (req: Request) => /application\/json/i.test(req.get('accept') ?? '');

async function allowCors(deps: GatewayDeps, req: Request, res: Response) {
  const origin = req.get('origin');
  res.vary('Origin');
  if (origin && origin !== 'null' && (await isSiteOrigin(deps.db, deps.env, origin)))
    res.set('Access-Control-Allow-Origin', origin);
}

/** The public receiver the generated sites' forms post to (no API key). Registered before the authenticated /v1 routes. */
export function formSubmitRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const { db, env } = deps;
  const router = express.Router();
  register(registry);

  router.options(PATH, pattern(PATH), async (req, res, next) => {
    try {
      await allowCors(deps, req, res);
      res.set({
        'Access-Control-Allow-Methods': 'POST',
        'Access-Control-Allow-Headers': 'Content-Type, Accept',
        'Access-Control-Max-Age': '600',
      });
      res.status(204).end();
    } catch (err) {
      next(err);
    }
  });

  router.post(
    PATH,
    pattern(PATH),
    express.raw({ type: () => true, limit: env.FORM_MAX_BODY_BYTES }),
    async (req, res, next) => {
      try {
        await allowCors(deps, req, res);
        const form = new Map(
          await parseForm(req, { maxFields: env.FORM_MAX_FIELDS, maxFieldLength: env.FORM_MAX_FIELD_LENGTH }),
        );
        const siteId = form.get('site_id')?.trim();
        if (!siteId)
          throw new ApiError(400, {
            error: 'site_id is required',
            hint: "Send the site's id in a hidden field named site_id.",
          });
        if (!isUuid(siteId)) throw new ApiError(400, { error: 'site_id must be a UUID' });
        const site = await db.site.findUnique({
          where: { id: siteId },
          include: { domains: { where: { status: 'active' }, select: { domain: true } } },
        });
        // A deactivated site is no longer served; a paused one still keeps its leads.
        if (!site || site.deactivatedAt) throw errors.siteNotFound();
        res.locals.siteLanguage = site.language;

        const lead = [...form.entries()].filter(([k]) => !(CONTROL_FIELDS as readonly string[]).includes(k));
        const honeypot = (form.get('_hp') ?? '').trim() !== '';
        if (!honeypot && lead.length === 0) throw new ApiError(400, { error: 'No form fields were submitted' });
        // Junk is shed before the limits: a filled honeypot never counts against the site's ceiling, so bots cannot
        // use it to lock out real visitors; then per address first, then the per-site ceiling.
        const ip = req.ip ?? 'unknown';
        if (!honeypot)
          for (const [bucket, limit] of [
            [`form:site-ip:${site.id}:${ip}`, env.FORM_RATE_LIMIT_PER_IP],
            [`form:site:${site.id}`, env.FORM_RATE_LIMIT_PER_SITE],
          ] as const) {
            const r = await hitRateLimit(db, bucket, limit, env.FORM_RATE_LIMIT_WINDOW_MS);
            if (!r.allowed) {
              const retryAfter = Math.max(1, Math.ceil(r.retryAfterMs / 1000));
              throw new ApiError(
                429,
                {
                  error: 'Too many form submissions; please try again shortly',
                  hint: `Retry after ${retryAfter} seconds.`,
                },
                { 'Retry-After': String(retryAfter) },
              );
            }
          }

        const page = form.get('page')?.trim().slice(0, 300) || null;
        // A bot that filled the honeypot sees the usual success and nothing is stored.
        const submissionId = honeypot ? randomUUID() : await captureSubmission(deps, site, lead, page);

        if (wantsJson(req)) return void res.status(200).json({ ok: true, submission_id: submissionId });
        const back = allowedRedirect(form.get('_redirect'), siteHosts(site, env));
        res.redirect(303, back ?? `${THANKS}?site_id=${site.id}`);
      } catch (err) {
        next(err);
      }
    },
  );

  router.get(THANKS, pattern(THANKS), async (req, res, next) => {
    try {
      const id = String(req.query.site_id ?? '');
      const site = isUuid(id)
        ? await db.site.findUnique({
            where: { id },
            select: { businessName: true, deploymentUrl: true, language: true },
          })
        : null;
      const lang = formPageLanguage(site?.language, req.get('accept-language'));
      res
        .type('html')
        .set('Cache-Control', 'no-store')
        .send(thankYouPage(site?.businessName ?? null, site?.deploymentUrl ?? null, lang));
    } catch (err) {
      next(err);
    }
  });

  // Browsers get a readable page; JSON callers fall through to the one error middleware.
  const browserErrors: ErrorRequestHandler = (err, req, res, next) => {
    if (wantsJson(req) || res.headersSent) return next(err);
    const e =
      err instanceof ApiError
        ? err
        : err?.type === 'entity.too.large'
          ? new ApiError(413, { error: 'The message is too large' })
          : null;
    if (!e) return next(err);
    const lang = formPageLanguage(res.locals.siteLanguage as string | null | undefined, req.get('accept-language'));
    res
      .status(e.status)
      .set(e.headers)
      .type('html')
      .send(errorPage(refusalReason(e.status), lang));
  };
  router.use(PATH, browserErrors);
  return router;
}

function register(registry: OpenAPIRegistry) {
  const error = (description: string) => ({ description, content: { 'application/json': { schema: errorBody } } });
  registry.registerPath({
    method: 'post',
    path: PATH,
    tags: ['Form receiver'],
    security: [],
    summary: 'Public form receiver for generated sites (no API key)',
    description:
      "The generated sites' contact forms post here. The submission is stored first (always), then delivered as a `form.submit` " +
      "event to the site's form webhook (and the lifecycle webhook when subscribed) and by email to the site's contact email when set; a site with neither has each lead emailed to its account's address. " +
      "`Accept: application/json` answers 200 JSON; otherwise 303 to `_redirect` (only on the site's own origin) or a hosted thank-you page. " +
      "Rate-limited per IP and site and per site; CORS is allowed for the sites' own origins.",
    request: {
      body: {
        required: true,
        content: {
          'application/x-www-form-urlencoded': { schema: formSubmitRequest },
          'multipart/form-data': { schema: formSubmitRequest },
          'application/json': { schema: formSubmitRequest },
        },
      },
    },
    responses: {
      200: {
        description: 'Stored (with Accept: application/json)',
        content: { 'application/json': { schema: formSubmitResponse } },
      },
      303: { description: 'Stored; the browser goes to `_redirect` or the thank-you page' },
      400: error(
        'site_id is required; site_id must be a UUID; a field is too long; too many fields; no fields; file uploads are not accepted',
      ),
      404: error('Site not found'),
      413: error('Body larger than FORM_MAX_BODY_BYTES'),
      415: error('Unsupported Content-Type'),
      429: error('Too many submissions from this IP to this site, or to this site (Retry-After)'),
    },
  });
}
