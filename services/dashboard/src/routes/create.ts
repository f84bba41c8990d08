import { Router, type Request, type Response } from 'express';
import { DESIGN_STYLES } from '@sgs/contracts';
import { ApiFailure } from '../api';
import { back, field, type Kit } from '../kit';
import { LANGUAGE_CHOICES } from '../words';

/** The form's text fields, in the order of POST /v1/sites's body (spec 2.3); `language` is the site's BCP 47 tag. */
const FIELDS = [
  'mapsUrl',
  'placeId',
  'businessName',
  'businessLocation',
  'existingSiteUrl',
  'contactEmail',
  'businessDescription',
  'ownerPrompt',
  'designStyle',
  'language',
] as const;
type Form = Partial<Record<(typeof FIELDS)[number] | 'candidate' | 'review', string>>;

interface Candidate {
  placeId: string;
  name: string;
  address: string | null;
  rating: number | null;
  userRatingCount: number | null;
  website: string | null;
}

function formOf(req: Request): Form {
  const form: Form = {};
  for (const k of [...FIELDS, 'candidate', 'review'] as const) form[k] = field(req, k).trim();
  return form;
}

/** POST /v1/sites's body: only what was filled in; a chosen search candidate is the place ID. */
function createBody(form: Form) {
  const body: Record<string, unknown> = {};
  for (const k of FIELDS) if (form[k]) body[k] = form[k];
  if (form.candidate) body.placeId = form.candidate;
  if (form.review === 'manual') body.review = 'manual';
  return body;
}

/** "New site": identify the business (maps link, place ID, or name and city with a search), describe it, build it. */
export function createRoutes(kit: Kit) {
  const { page, render, call } = kit;
  const router = Router();
  const show = (req: Request, res: Response, form: Form, extra: Record<string, unknown> = {}, status = 200) =>
    render(
      req,
      res,
      'new-site',
      { title: 'New site', form, styles: DESIGN_STYLES, languages: LANGUAGE_CHOICES, candidates: null, ...extra },
      status,
    );

  router.get(
    '/sites/new',
    page(async (req, res) => show(req, res, {})),
  );
  router.post(
    '/sites/new',
    page(async (req, res) => {
      const form = formOf(req);
      try {
        if (field(req, 'action') === 'search') {
          if (!form.businessName) {
            show(req, res, form, { error: 'Enter the business name (and its city) to search for it.' }, 400);
            return;
          }
          const r = await call<{ results: Candidate[] }>(req, 'POST', '/v1/businesses/search', {
            query: form.businessName,
            ...(form.businessLocation ? { location: form.businessLocation } : {}),
          });
          show(req, res, form, { candidates: r.results });
          return;
        }
        const created = await call<{ siteId: string }>(req, 'POST', '/v1/sites', createBody(form));
        res.redirect(
          303,
          back(`/sites/${created.siteId}`, 'notice', 'Your site is being built. This page follows it as it goes.'),
        );
      } catch (err) {
        if (!(err instanceof ApiFailure) || err.status === 401) throw err;
        show(req, res, form, { error: err.text }, err.status);
      }
    }),
  );
  return router;
}
