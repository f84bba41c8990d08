import { Router } from 'express';
import { back, field, lines, list, str, type Body, type Kit } from '../kit';
import { LANGUAGE_CHOICES } from '../words';

/** The edits the review form carries, in the API's draft shape. */
function draftOf(b: Body) {
  const draft: Record<string, unknown> = { businessDescription: str(b.businessDescription) };
  if (str(b.language)) draft.language = str(b.language);
  // The further languages, sent only when changed: with the main one first (chosen here, else the site's or research's).
  const further = list(b.further);
  const main = str(b.language) || str(b.mainLanguage);
  if (main && further.join(',') !== str(b.hadFurther)) draft.languages = [main, ...further];
  const services = lines(str(b.services)).map((l) => {
    const [name, ...rest] = l.split(/\s+[—-]\s+/);
    return rest.length ? { name: name!.slice(0, 200), description: rest.join(' - ') } : { name: l.slice(0, 200) };
  });
  if (services.length) draft.services = services;
  return draft;
}

/** Research review: what research found, edited as a draft, then approved to start generation. */
export function researchRoutes(kit: Kit) {
  const { page, render, call, id } = kit;
  const router = Router();
  router.get(
    '/sites/:id/research',
    page(async (req, res) => {
      const sid = id(req);
      const [site, research] = await Promise.all([
        call(req, 'GET', `/v1/sites/${sid}`),
        call(req, 'GET', `/v1/sites/${sid}/research`),
      ]);
      render(req, res, 'research', {
        title: `Review research: ${String(site.business_name)}`,
        site,
        research,
        languages: LANGUAGE_CHOICES,
      });
    }),
  );
  router.get(
    '/sites/:id/research/photos/:photoId',
    page(async (req, res) => {
      const p = `/v1/sites/${id(req)}/research/photos/${encodeURIComponent(String(req.params.photoId))}`;
      await kit.relay(req, res, p, ['content-type', 'cache-control']);
    }),
  );
  router.post(
    '/sites/:id/research',
    page(async (req, res) => {
      const sid = id(req);
      const b = req.body as Body;
      if (field(req, 'action') === 'approve') {
        const contactEmail = field(req, 'contactEmail').trim();
        await call(req, 'POST', `/v1/sites/${sid}/approve-research`, {
          ...draftOf(b),
          ...(contactEmail ? { contactEmail } : {}),
          excludeImages: list(b.exclude),
        });
        res.redirect(303, back(`/sites/${sid}`, 'notice', 'Research approved: generation has started.'));
        return;
      }
      await call(req, 'PATCH', `/v1/sites/${sid}/research-draft`, draftOf(b));
      res.redirect(303, back(`/sites/${sid}/research`, 'notice', 'Draft saved.'));
    }),
  );
  return router;
}
