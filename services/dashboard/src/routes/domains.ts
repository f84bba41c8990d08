import { Router } from 'express';
import { back, field, type Kit } from '../kit';

/** A site's custom domains: attach (the DNS records to set then show on the site page) and detach. */
export function domainsRoutes(kit: Kit) {
  const { page, render, call, id } = kit;
  const router = Router();
  router.post(
    '/sites/:id/domains',
    page(async (req, res) => {
      const sid = id(req);
      const domain = field(req, 'domain').trim().toLowerCase();
      await call(req, 'POST', `/v1/sites/${sid}/domains`, { domain });
      const text = `${domain} attached. Set the DNS records shown under Custom domains; it goes live once they resolve.`;
      res.redirect(303, back(`/sites/${sid}`, 'notice', text));
    }),
  );
  router.get(
    '/sites/:id/domains/:domain/detach',
    page(async (req, res) => {
      const sid = id(req);
      const domain = String(req.params.domain);
      render(req, res, 'confirm-action', {
        title: `Detach ${domain}?`,
        text: `Visitors of ${domain} no longer reach the site, which stays live at its free address. You can attach the domain again later.`,
        action: `/sites/${sid}/domains/${encodeURIComponent(domain)}/detach`,
        button: 'Detach',
        cancel: `/sites/${sid}`,
      });
    }),
  );
  router.post(
    '/sites/:id/domains/:domain/detach',
    page(async (req, res) => {
      const sid = id(req);
      const r = await call<{ message?: string }>(
        req,
        'DELETE',
        `/v1/sites/${sid}/domains/${encodeURIComponent(String(req.params.domain))}`,
      );
      res.redirect(303, back(`/sites/${sid}`, 'notice', r.message ?? 'Domain detached.'));
    }),
  );
  return router;
}
