// POST /v1/sites/:id/revisions/:revisionId/reply: the owner answers the agent's question, and the same revision
// continues with the question and the answer in context. No new admission: no quota, no queue limit, no new hold;
// it keeps its place in the site's queue (ahead of revisions admitted after it).
import { ApiError, errors, IN_FLIGHT_REVISION_STATUSES, isUuid, MAX_ANSWER_LENGTH } from '@sgs/contracts';
import { readRevisionExchanges, type Prisma, type Tx } from '@sgs/db';
import type { GatewayDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import type { Outcome } from '../../http/idempotency';
import { lockOwnedSite, signalSiteQueue } from './admit';

/** `answer is required` when missing or empty; at most MAX_ANSWER_LENGTH characters. */
function validAnswer(body: { answer?: unknown }): string {
  const answer = typeof body.answer === 'string' ? body.answer.trim() : '';
  if (!answer)
    throw new ApiError(400, {
      error: 'answer is required',
      hint: 'Send { "answer": "<your answer to the revision\'s question>" }.',
    });
  if (answer.length > MAX_ANSWER_LENGTH)
    throw new ApiError(400, { error: `answer is too long (at most ${MAX_ANSWER_LENGTH} characters)` });
  return answer;
}

/** In the caller's idempotent transaction, with the site row locked (so queue positions are exact). */
export async function replyToRevision(
  tx: Tx,
  deps: GatewayDeps,
  caller: Caller,
  ids: { siteId: string; revisionId: string },
  body: { answer?: unknown },
): Promise<Outcome> {
  const site = await lockOwnedSite(tx, caller.accountId, ids.siteId);
  if (!site) throw errors.siteNotFound();
  const rev = isUuid(ids.revisionId)
    ? await tx.revision.findFirst({ where: { id: ids.revisionId, siteId: site.id, accountId: caller.accountId } })
    : null;
  if (!rev) throw errors.revisionNotFound();
  // Checked after the ownership (another account's revision is a 404 whatever the body).
  const answer = validAnswer(body);
  if (rev.status !== 'clarification_needed')
    throw new ApiError(409, {
      error: 'revision is not waiting for a reply',
      status: rev.status,
      hint: 'Only a revision in clarification_needed takes a reply; send a new revision for another change.',
    });
  const now = new Date();
  const replies = [
    ...readRevisionExchanges(rev),
    { question: rev.question ?? '', answer, answered_at: now.toISOString() },
  ];
  await tx.revision.update({
    where: { id: rev.id },
    data: {
      status: 'pending',
      exchanges: replies as unknown as Prisma.InputJsonValue,
      question: null,
      context: null,
      startedAt: null,
      finishedAt: null,
    },
  });
  const queuePosition = await tx.revision.count({
    where: { siteId: site.id, status: { in: IN_FLIGHT_REVISION_STATUSES }, queuedAt: { lt: rev.queuedAt } },
  });
  await signalSiteQueue(deps, site, caller.accountId, {
    revisionId: rev.id,
    queuedAt: rev.queuedAt.getTime(),
    repliedAt: now.getTime(),
  });
  return { status: 202, body: { revisionId: rev.id, status: 'pending' as const, queue_position: queuePosition } };
}
