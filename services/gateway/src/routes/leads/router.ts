import express from 'express';
import type { Request } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ApiError, isUuid, leadList, leadResource } from '@sgs/contracts';
import { readFormFields, type Prisma } from '@sgs/db';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { ownedSite } from '../../http/owned-site';
import { afterWhere, newestFirst, pageOf, pageResult } from '../../http/pagination';
import { mountRoute } from '../../http/route';

const auth = { 401: { description: 'Missing, invalid or revoked API key' } };
const leadNotFound = () => new ApiError(404, { error: 'Lead not found' });

interface LeadRow {
  id: string;
  siteId: string;
  page: string | null;
  fields: Prisma.JsonValue;
  createdAt: Date;
  emailDeliveredAt: Date | null;
}
const toLead = (r: LeadRow) => ({
  id: r.id,
  site_id: r.siteId,
  page: r.page,
  fields: readFormFields(r),
  submitted_at: r.createdAt.toISOString(),
  email_delivered_at: r.emailDeliveredAt?.toISOString() ?? null,
});

/** Form submissions (leads) stored by the form receiver, readable and erasable by the owning account only. */
export function leadsRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  const { db } = deps;

  const siteOf = (req: Request) => ownedSite(db, callerOf(req).accountId, String(req.params.id));
  async function ownedLead(req: Request) {
    const site = await siteOf(req);
    const leadId = String(req.params.leadId);
    const row = isUuid(leadId)
      ? await db.formSubmission.findFirst({ where: { id: leadId, siteId: site.id, accountId: site.accountId } })
      : null;
    if (!row) throw leadNotFound();
    return row;
  }

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/leads',
    tags: ['Leads'],
    summary: "List a site's form submissions, newest first (?limit=1..100, default 100; ?cursor=next_cursor)",
    responses: {
      200: { description: 'One page of leads; next_cursor is null on the last page', schema: leadList },
      400: { description: 'limit or cursor is not valid' },
      404: { description: 'Site not found (also for sites owned by others)' },
      ...auth,
    },
    handler: async (req, res) => {
      const page = pageOf(req);
      const site = await siteOf(req);
      const rows = await db.formSubmission.findMany({
        where: { siteId: site.id, accountId: site.accountId, ...afterWhere('createdAt', page) },
        orderBy: newestFirst('createdAt'),
        take: page.limit + 1,
      });
      const { items, next_cursor } = pageResult(rows, page, (r) => r.createdAt);
      res.json({ leads: items.map(toLead), next_cursor });
    },
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/leads/:leadId',
    tags: ['Leads'],
    summary: 'Fetch one form submission',
    responses: {
      200: { description: 'The lead', schema: leadResource },
      404: { description: 'Site not found; Lead not found' },
      ...auth,
    },
    handler: async (req, res) => {
      res.json(toLead(await ownedLead(req)));
    },
  });

  mountRoute(router, registry, {
    method: 'delete',
    path: '/v1/sites/:id/leads/:leadId',
    tags: ['Leads'],
    summary: "Erase a form submission (an owner's erasure request)",
    description:
      'Deletes the stored submission and blanks its copies: the fields in its form.submit event (webhook deliveries not yet ' +
      'made then carry no fields) and the text of its notification e-mail in the outbox.',
    responses: { 204: { description: 'Erased' }, 404: { description: 'Site not found; Lead not found' }, ...auth },
    handler: async (req, res) => {
      const lead = await ownedLead(req);
      await db.$transaction(async (tx) => {
        if (lead.eventId) {
          const event = await tx.event.findUnique({ where: { id: lead.eventId }, select: { payload: true } });
          const payload = (event?.payload ?? {}) as Record<string, Prisma.JsonValue>;
          await tx.event.updateMany({
            where: { id: lead.eventId },
            data: { payload: { ...payload, fields: {}, erased: true } },
          });
        }
        await tx.outboundEmail.updateMany({
          where: { dedupeKey: `form-submit:${lead.id}` },
          data: { text: '[erased at the site owner’s request]', replyTo: null },
        });
        await tx.formSubmission.delete({ where: { id: lead.id } });
      });
      res.status(204).end();
    },
  });

  return router;
}
