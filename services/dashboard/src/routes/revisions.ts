import { Router } from 'express';
import { back, field, type Kit } from '../kit';

/** A site's revisions: ask for a change, answer the agent's question, approve or discard a change kept for review. */
export function revisionsRoutes(kit: Kit) {
  const { page, call, id } = kit;
  const router = Router();
  const rid = (v: unknown) => encodeURIComponent(String(v));
  router.post(
    '/sites/:id/revisions',
    page(async (req, res) => {
      const sid = id(req);
      const review = field(req, 'publish') === 'review';
      const r = await call<{ queue_position: number }>(req, 'POST', `/v1/sites/${sid}/revisions`, {
        prompt: field(req, 'prompt'),
        ...(review ? { publish: 'review' } : {}),
      });
      const when = r.queue_position ? `after ${r.queue_position} ahead of it` : 'now';
      const then = review ? 'It waits for your approval before it goes live.' : 'It goes live when it is done.';
      res.redirect(303, back(`/sites/${sid}`, 'notice', `Revision requested: work starts ${when}. ${then}`));
    }),
  );
  router.post(
    '/sites/:id/revisions/:revisionId/reply',
    page(async (req, res) => {
      const sid = id(req);
      await call(req, 'POST', `/v1/sites/${sid}/revisions/${rid(req.params.revisionId)}/reply`, {
        answer: field(req, 'answer'),
      });
      res.redirect(303, back(`/sites/${sid}`, 'notice', 'Answer sent: the revision carries on.'));
    }),
  );
  for (const [action, text] of [
    ['approve', 'Approved: the change is going live.'],
    ['discard', 'Discarded: the live site stays as it is.'],
  ] as const) {
    router.post(
      `/sites/:id/revisions/:revisionId/${action}`,
      page(async (req, res) => {
        const sid = id(req);
        await call(req, 'POST', `/v1/sites/${sid}/revisions/${rid(req.params.revisionId)}/${action}`, {});
        res.redirect(303, back(`/sites/${sid}`, 'notice', text));
      }),
    );
  }
  return router;
}
