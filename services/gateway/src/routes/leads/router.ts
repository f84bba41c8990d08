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
  seenAt: Date | null;
}
const toLead = (r: LeadRow) => ({
  id: r.id,
  site_id: r.siteId,
  page: r.page,
  fields: readFormFields(r),
  submitted_at: r.createdAt.toISOString(),
  email_delivered_at: r.emailDeliveredAt?.toISOString() ?? null,
  new: r.seenAt === null,
});

/** `?mark_seen=false` reads without marking (a count on an overview); by default what is answered is seen. */
function markSeenOf(req: Request): boolean {
  const v = req.query.mark_seen;
  if (v === undefined || v === 'true') return true;
  if (v === 'false') return false;
  throw new ApiError(400, { error: 'mark_seen must be true or false' });
}

/** Form submissions (leads) stored by the form receiver, readable and erasable by the owning account only. */
export function leadsRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  const { db } = deps;

  const siteOf = (req: Request) => ownedSite(db, callerOf(req).accountId, String(req.params.id));
  /** Where the site's leads go now (capture.ts decides the same way). */
  async function deliveryOf(site: { id: string; accountId: string; contactEmail: string | null }) {
    const webhook = await db.siteFormWebhook.findUnique({ where: { siteId: site.id }, select: { siteId: true } });
    const account =
      site.contactEmail || webhook ? null : await db.account.findUnique({ where: { id: site.accountId } });
    return { contact_email: site.contactEmail, form_webhook: webhook !== null, account_email: account?.email ?? null };
  }
  async function markSeen(ids: string[]) {
    if (ids.length)
      await db.formSubmission.updateMany({ where: { id: { in: ids }, seenAt: null }, data: { seenAt: new Date() } });
  }

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
    description:
      'Each lead says whether it is `new` (not listed or opened before); the leads answered are then marked seen, unless ' +
      '`?mark_seen=false`. `new_count` counts the unseen leads of the site and `delivery` says where its leads go.',
    responses: {
      200: { description: 'One page of leads; next_cursor is null on the last page', schema: leadList },
      400: { description: 'limit, cursor or mark_seen is not valid' },
      404: { description: 'Site not found (also for sites owned by others)' },
      ...auth,
    },
    handler: async (req, res) => {
      const page = pageOf(req);
      const mark = markSeenOf(req);
      const site = await siteOf(req);
      const owned = { siteId: site.id, accountId: site.accountId };
      const [rows, newCount, delivery] = await Promise.all([
        db.formSubmission.findMany({
          where: { ...owned, ...afterWhere('createdAt', page) },
          orderBy: newestFirst('createdAt'),
          take: page.limit + 1,
        }),
        db.formSubmission.count({ where: { ...owned, seenAt: null } }),
        deliveryOf(site),
      ]);
      const { items, next_cursor } = pageResult(rows, page, (r) => r.createdAt);
      if (mark) await markSeen(items.map((r) => r.id));
      res.json({ leads: items.map(toLead), next_cursor, new_count: newCount, delivery });
    },
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/leads/:leadId',
    tags: ['Leads'],
    summary: 'Fetch one form submission (marks it seen unless ?mark_seen=false)',
    responses: {
      200: { description: 'The lead', schema: leadResource },
      400: { description: 'mark_seen is not valid' },
      404: { description: 'Site not found; Lead not found' },
      ...auth,
    },
    handler: async (req, res) => {
      const mark = markSeenOf(req);
      const lead = await ownedLead(req);
      if (mark) await markSeen([lead.id]);
      res.json(toLead(lead));
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
