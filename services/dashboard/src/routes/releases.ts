import { Router } from 'express';
import { back, str, type Kit } from '../kit';

/** A release's changes against another, its restore (after a confirmation page), and the review's screenshots. */
export function releasesRoutes(kit: Kit) {
  const { page, render, call, id } = kit;
  const router = Router();
  const enc = (v: unknown) => encodeURIComponent(String(v));
  router.get(
    '/sites/:id/releases/:releaseId/diff',
    page(async (req, res) => {
      const sid = id(req);
      const against = str(req.query.against);
      const [site, diff] = await Promise.all([
        call(req, 'GET', `/v1/sites/${sid}`),
        call(
          req,
          'GET',
          `/v1/sites/${sid}/releases/${enc(req.params.releaseId)}/diff${against ? `?against=${enc(against)}` : ''}`,
        ),
      ]);
      render(req, res, 'release-diff', { title: `What changed: ${String(site.business_name)}`, site, diff });
    }),
  );
  router.get(
    '/sites/:id/releases/:releaseId/restore',
    page(async (req, res) => {
      const sid = id(req);
      const site = await call(req, 'GET', `/v1/sites/${sid}`);
      render(req, res, 'confirm-action', {
        title: 'Restore this release?',
        text:
          `${String(site.business_name)} goes back to the release of ${str(req.query.when) || 'that date'}. ` +
          'The restore is a new release, so the current one stays in the history and can be restored in turn.',
        action: `/sites/${sid}/releases/${enc(req.params.releaseId)}/restore`,
        button: 'Restore',
        cancel: `/sites/${sid}`,
      });
    }),
  );
  router.post(
    '/sites/:id/releases/:releaseId/restore',
    page(async (req, res) => {
      const sid = id(req);
      await call(req, 'POST', `/v1/sites/${sid}/releases/${enc(req.params.releaseId)}/restore`, {});
      res.redirect(303, back(`/sites/${sid}`, 'notice', 'Restore requested: the release goes live in a moment.'));
    }),
  );
  router.get(
    '/sites/:id/review-screenshots/:releaseId/:file',
    page(async (req, res) => {
      const p = `/v1/sites/${id(req)}/review-screenshots/${enc(req.params.releaseId)}/${enc(req.params.file)}`;
      await kit.relay(req, res, p, ['content-type', 'cache-control']);
    }),
  );
  return router;
}
