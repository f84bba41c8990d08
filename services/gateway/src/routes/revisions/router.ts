import express from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  createRevisionBody,
  createRevisionResponse,
  errors,
  replyRevisionBody,
  replyRevisionResponse,
  revisionList,
  revisionResource,
} from '@sgs/contracts';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { sendAnswer, withIdempotency, withIdempotentTransaction } from '../../http/idempotency';
import { ownedSite } from '../../http/owned-site';
import { mountRoute } from '../../http/route';
import { afterWhere, newestFirst, pageOf, pageResult } from '../../http/pagination';
import { admitRevision, validPrompt } from './admit';
import { replyToRevision } from './reply';
import { toRevisionResource } from './resource';
import { approveRevision, discardRevision } from './review';

export function revisionsRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  const { db } = deps;

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/revisions',
    tags: ['Revisions'],
    body: createRevisionBody,
    summary: 'Request a change in plain English (asynchronous; about 20 to 100 credits on actual usage)',
    description:
      'Only deployed sites (status complete or complete_with_warnings) take revisions. Each site runs its revisions one at a time in FIFO ' +
      'order (1 running + 2 waiting); different sites run in parallel. queue_position 0 means work starts at once. The outcome arrives as ' +
      'exactly one of site.revision_complete, site.revision_failed or site.revision_clarification_needed, and on GET .../revisions/{revisionId}. ' +
      'Requests needing server-side execution (live chat, checkout sessions, accounts or gated areas, real-time inventory or personalisation, ' +
      'server-side A/B tests) are refused with 422 out_of_scope and a suggestion. Optional Idempotency-Key header (24 h, per account and route).',
    responses: {
      202: { description: 'Accepted and queued', schema: createRevisionResponse },
      400: { description: 'prompt is required' },
      402: { description: 'PAYMENT_REQUIRED: balance 0 and auto-refill off' },
      404: { description: 'Site not found (also for sites owned by others)' },
      409: { description: 'Site is not deployed yet (with `status`); or Idempotency-Key reused with a different body' },
      422: {
        description:
          '{ error: "out_of_scope", reason, suggestion, revisionId }; a site.revision_failed event is also fired',
      },
      429: {
        description:
          'Daily revision limit reached (with `quota`); or { error, queue_full: true } with 3 revisions in flight; or rate limit',
      },
      503: { description: 'Revisions are temporarily disabled. Please try again shortly.' },
    },
    handler: async (req, res, body) => {
      const caller = callerOf(req);
      const siteId = String(req.params.id);
      const prompt = validPrompt(body);
      sendAnswer(
        res,
        await withIdempotency(db, req, 'POST /v1/sites/:id/revisions', (claim) =>
          admitRevision(deps, caller, siteId, prompt, claim, body.publish),
        ),
      );
    },
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/revisions',
    tags: ['Revisions'],
    summary: "List a site's revisions, newest first (?limit=1..100, default 100; ?cursor=next_cursor)",
    responses: {
      200: { description: 'The revisions', schema: revisionList },
      400: { description: 'limit or cursor is not valid' },
      404: { description: 'Site not found' },
    },
    handler: async (req, res) => {
      const { accountId } = callerOf(req);
      const siteId = String(req.params.id);
      const site = await ownedSite(db, accountId, siteId);
      const page = pageOf(req);
      const rows = await db.revision.findMany({
        where: { siteId, accountId, ...afterWhere('queuedAt', page) },
        orderBy: newestFirst('queuedAt'),
        take: page.limit + 1,
      });
      const { items, next_cursor } = pageResult(rows, page, (r) => r.queuedAt);
      res.json({ revisions: items.map((r) => toRevisionResource(r, deps.env, site)), next_cursor });
    },
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/revisions/:revisionId',
    tags: ['Revisions'],
    summary:
      'Fetch one revision: status pending, running, complete, failed, clarification_needed, awaiting_review or discarded, with its outcome',
    responses: {
      200: { description: 'The revision', schema: revisionResource },
      404: { description: 'Site not found; Revision not found' },
    },
    handler: async (req, res) => {
      const { accountId } = callerOf(req);
      const siteId = String(req.params.id);
      const revisionId = String(req.params.revisionId);
      const site = await ownedSite(db, accountId, siteId);
      const row = await db.revision.findFirst({ where: { id: revisionId, siteId, accountId } });
      if (!row) throw errors.revisionNotFound();
      res.json(toRevisionResource(row, deps.env, site));
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/revisions/:revisionId/reply',
    tags: ['Revisions'],
    body: replyRevisionBody,
    summary: "Answer a revision's question: the same revision continues with the question and the answer in context",
    description:
      'For a revision in clarification_needed. It goes back to pending and keeps its place in the site queue (ahead of ' +
      'revisions admitted after it): no new admission, no daily quota, no new hold; a question is never charged. It ' +
      'ends like any revision, with one new outcome event (site.revision_complete, site.revision_failed, or another ' +
      'site.revision_clarification_needed). GET .../revisions/{revisionId} lists the earlier questions and answers ' +
      'under replies. Optional Idempotency-Key header (24 h).',
    responses: {
      202: { description: 'Continued and queued', schema: replyRevisionResponse },
      400: { description: 'answer is required; answer is too long (at most 4000 characters)' },
      404: { description: 'Site not found; Revision not found (also for those of other accounts)' },
      409: {
        description:
          'revision is not waiting for a reply (with `status`); or Idempotency-Key reused with a different body',
      },
    },
    handler: async (req, res, body) => {
      const caller = callerOf(req);
      const ids = { siteId: String(req.params.id), revisionId: String(req.params.revisionId) };
      sendAnswer(
        res,
        await withIdempotentTransaction(db, req, 'POST /v1/sites/:id/revisions/:revisionId/reply', (tx) =>
          replyToRevision(tx, deps, caller, ids, body),
        ),
      );
    },
  });

  const reviewResponses = {
    200: { description: 'The revision', schema: revisionResource },
    404: { description: 'Site not found; Revision not found (also for those of other accounts)' },
  };

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/revisions/:revisionId/approve',
    tags: ['Revisions'],
    summary: 'Publish a revision awaiting review: its release goes live (status complete; charged now)',
    description:
      'For a revision sent with "publish": "review" that ended awaiting_review. Its release goes live under the ' +
      "site's publish lock, and the revision ends complete with one site.revision_complete event; it is charged now, " +
      'like an immediate revision. If the live site changed since the release was built, the change is replayed on ' +
      'the live site as it is now (release_id then names the new release), or refused with 409 and a reason when it ' +
      'no longer applies.',
    responses: {
      ...reviewResponses,
      409: {
        description:
          'revision is not awaiting review (with `status`); or the live site changed and the change no longer applies (with `reason`)',
      },
    },
    handler: async (req, res) => {
      const site = await ownedSite(db, callerOf(req).accountId, String(req.params.id));
      const row = await approveRevision(deps, callerOf(req), site.id, String(req.params.revisionId));
      res.json(toRevisionResource(row, deps.env, site));
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/revisions/:revisionId/discard',
    tags: ['Revisions'],
    summary: 'Drop a revision awaiting review (status discarded; the live site never showed it)',
    description:
      'For a revision that ended awaiting_review. It ends discarded and its release is never made live. Only model ' +
      'work already done is charged (one credit per US$0.001 of model cost; nothing without a model key).',
    responses: { ...reviewResponses, 409: { description: 'revision is not awaiting review (with `status`)' } },
    handler: async (req, res) => {
      const site = await ownedSite(db, callerOf(req).accountId, String(req.params.id));
      const row = await discardRevision(deps, callerOf(req), site.id, String(req.params.revisionId));
      res.json(toRevisionResource(row, deps.env, site));
    },
  });

  return router;
}
