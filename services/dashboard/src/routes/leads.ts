import { Router } from 'express';
import { str, type Kit } from '../kit';

/** A site's leads (what its contact form received), newest first. */
export function leadsRoutes(kit: Kit) {
  const { page, render, call, id } = kit;
  const router = Router();
  router.get(
    '/sites/:id/leads',
    page(async (req, res) => {
      const sid = id(req);
      const cursor = str(req.query.cursor);
      const [site, r] = await Promise.all([
        call(req, 'GET', `/v1/sites/${sid}`),
        call<{ leads: unknown[]; next_cursor: string | null }>(
          req,
          'GET',
          `/v1/sites/${sid}/leads?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        ),
      ]);
      render(req, res, 'leads', {
        title: `Leads: ${String(site.business_name)}`,
        site,
        leads: r.leads,
        next: r.next_cursor,
      });
    }),
  );
  return router;
}
