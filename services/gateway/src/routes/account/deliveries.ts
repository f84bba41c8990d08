import express from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ApiError, isUuid, z } from '@sgs/contracts';
import { dispatchConfigOf, replayDelivery, ReplayError, REPLAYABLE_STATUSES } from '@sgs/webhooks';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { afterWhere, newestFirst, pageOf, pageResult } from '../../http/pagination';
import { mountRoute } from '../../http/route';

const STATUSES = ['pending', 'delivered', 'failed', 'dead_letter', 'cancelled'] as const;

const attempt = z.object({
  attempt_no: z.number().int(),
  url: z.string(),
  status_code: z.number().int().nullable(),
  outcome: z.string(),
  duration_ms: z.number().int(),
  response_preview: z.string().nullable(),
  error: z.string().nullable(),
  at: z.string(),
});
const delivery = z
  .object({
    id: z.string(),
    event_id: z.string(),
    event_type: z.string(),
    site_id: z.string().nullable(),
    endpoint: z.string().openapi({ description: 'customer (lifecycle webhook) or site_form (a form webhook)' }),
    url: z.string(),
    status: z.enum(STATUSES),
    attempts: z.number().int(),
    replays: z.number().int(),
    last_status_code: z.number().int().nullable(),
    last_error: z.string().nullable(),
    dead_lettered_at: z.string().nullable(),
    created_at: z.string(),
    attempt_log: z.array(attempt),
  })
  .openapi('WebhookDelivery');
const deliveryList = z
  .object({ deliveries: z.array(delivery), next_cursor: z.string().nullable() })
  .openapi('WebhookDeliveryList');

const notFound = () => new ApiError(404, { error: 'Delivery not found' });

/** The account's webhook delivery log (lifecycle and form webhooks) and replay of dead letters, for owners and the dashboard. */
export function webhookDeliveriesRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  const { db } = deps;

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/webhook-deliveries',
    tags: ['Webhooks'],
    summary:
      'The delivery log, newest first: status, attempts with status code and response preview (?status, ?limit, ?cursor)',
    responses: {
      200: { description: 'One page of deliveries', schema: deliveryList },
      400: { description: 'status, limit or cursor is not valid' },
      401: { description: 'Missing, invalid or revoked credentials' },
    },
    handler: async (req, res) => {
      const { accountId } = callerOf(req);
      const page = pageOf(req);
      const status = req.query.status === undefined ? undefined : String(req.query.status);
      if (status !== undefined && !(STATUSES as readonly string[]).includes(status))
        throw new ApiError(400, { error: `status must be one of: ${STATUSES.join(', ')}` });
      const rows = await db.webhookDelivery.findMany({
        where: { accountId, ...(status ? { status } : {}), ...afterWhere('createdAt', page) },
        orderBy: newestFirst('createdAt'),
        take: page.limit + 1,
        include: {
          event: { select: { type: true, siteId: true } },
          attemptsLog: { orderBy: { attemptNo: 'asc' }, take: 20 },
        },
      });
      const { items, next_cursor } = pageResult(rows, page, (r) => r.createdAt);
      res.json({
        deliveries: items.map((d) => ({
          id: d.id,
          event_id: d.eventId,
          event_type: d.event.type,
          site_id: d.event.siteId,
          endpoint: d.endpoint,
          url: d.url,
          status: d.status,
          attempts: d.attempts,
          replays: d.replays,
          last_status_code: d.lastStatusCode,
          last_error: d.lastError,
          dead_lettered_at: d.deadLetteredAt?.toISOString() ?? null,
          created_at: d.createdAt.toISOString(),
          attempt_log: d.attemptsLog.map((a) => ({
            attempt_no: a.attemptNo,
            url: a.url,
            status_code: a.statusCode,
            outcome: a.outcome,
            duration_ms: a.durationMs,
            response_preview: a.responsePreview,
            error: a.error,
            at: a.createdAt.toISOString(),
          })),
        })),
        next_cursor,
      });
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/webhook-deliveries/:deliveryId/replay',
    tags: ['Webhooks'],
    summary:
      'Replay a dead-lettered (or failed) delivery: the same event, freshly signed with the current secret and URL',
    responses: {
      202: {
        description: 'A new delivery run started',
        schema: z.object({ delivery_id: z.string(), event_id: z.string(), endpoint: z.string(), replays: z.number() }),
      },
      401: { description: 'Missing, invalid or revoked credentials' },
      404: { description: 'Delivery not found (also for other accounts’ deliveries)' },
      409: {
        description: `Only ${REPLAYABLE_STATUSES.join(' or ')} deliveries can be replayed; or a run is still going`,
      },
    },
    handler: async (req, res) => {
      const { accountId } = callerOf(req);
      const id = String(req.params.deliveryId);
      const owned = isUuid(id) ? await db.webhookDelivery.findFirst({ where: { id, accountId } }) : null;
      if (!owned) throw notFound();
      try {
        const r = await replayDelivery(db, deps.temporal, dispatchConfigOf(deps.env), id);
        res
          .status(202)
          .json({ delivery_id: r.delivery_id, event_id: r.event_id, endpoint: r.endpoint, replays: r.replays });
      } catch (err) {
        if (err instanceof ReplayError) throw new ApiError(409, { error: err.message });
        throw err;
      }
    },
  });

  return router;
}
