// A revision sent with "publish": "review" ends awaiting_review with its release built and the live site unchanged.
// POST .../approve publishes that release under the site's publish lock (the change replayed on the live document
// when the site changed meanwhile, or 409 when it no longer applies) and charges it; POST .../discard drops it and
// charges only the model work already done (docs/credits.md).
import { ApiError, errors, isUuid, revisionCompletePayloadOf, revisionCredits, usageCredits } from '@sgs/contracts';
import { holdKey, readRevisionCalls, releaseHold, settleHold } from '@sgs/db';
import { createReleaseService } from '@sgs/releases';
import { DocumentOperationError, replay, requestLanguage } from '@sgs/revision-agent';
import { recordEventTx } from '@sgs/webhooks';
import type { GatewayDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import { ownedSite } from '../../http/owned-site';
import { dispatchSoon } from './admit';

const notAwaitingReview = (status: string) =>
  new ApiError(409, {
    error: 'revision is not awaiting review',
    status,
    hint: 'Only a revision sent with "publish": "review" that ended awaiting_review can be approved or discarded.',
  });

async function revisionAwaitingReview(deps: GatewayDeps, caller: Caller, siteId: string, revisionId: string) {
  const site = await ownedSite(deps.db, caller.accountId, siteId);
  const rev = isUuid(revisionId)
    ? await deps.db.revision.findFirst({ where: { id: revisionId, siteId: site.id, accountId: caller.accountId } })
    : null;
  if (!rev) throw errors.revisionNotFound();
  if (rev.status !== 'awaiting_review' || !rev.releaseId) throw notAwaitingReview(rev.status);
  return { site, rev, releaseId: rev.releaseId };
}

/** Publishes the revision's release; the revision ends complete with one site.revision_complete and its charge. */
export async function approveRevision(deps: GatewayDeps, caller: Caller, siteId: string, revisionId: string) {
  const { db } = deps;
  const { rev, releaseId } = await revisionAwaitingReview(deps, caller, siteId, revisionId);
  const calls = readRevisionCalls(rev);
  const contactEmail = calls.filter((c) => c.name === 'set_contact_email').at(-1)?.args.email;
  let published;
  try {
    published = await createReleaseService(deps).publishBuilt(rev.siteId, {
      releaseId,
      baseReleaseId: rev.baseReleaseId,
      sourceKey: `revision:${rev.id}`,
      replay: (doc) => replay(doc, calls, requestLanguage(rev.prompt)),
      ...(typeof contactEmail === 'string' ? { contactEmail } : {}),
    });
  } catch (err) {
    if (!(err instanceof DocumentOperationError)) throw err;
    throw new ApiError(409, {
      error: 'The live site changed since this revision was built, and its change no longer applies',
      reason: err.message,
      hint: 'Discard it, then send the request again: it will be made on the site as it is now.',
    });
  }
  const credits = revisionCredits(rev.costMicroUsd);
  let eventId: string | undefined;
  await db.$transaction(async (tx) => {
    const moved = await tx.revision.updateMany({
      where: { id: rev.id, status: 'awaiting_review' },
      data: { status: 'complete', releaseId: published.releaseId, creditsCharged: credits, finishedAt: new Date() },
    });
    if (!moved.count) return; // a concurrent approval of the same revision finished first
    const done = await tx.revision.findUniqueOrThrow({ where: { id: rev.id }, include: { site: true } });
    ({ eventId } = await recordEventTx(tx, {
      accountId: done.accountId,
      siteId: done.siteId,
      type: 'site.revision_complete',
      dedupeKey: `revision:${done.id}:approved`,
      payload: revisionCompletePayloadOf(done, published.deploymentUrl, {}),
    }));
  });
  if (eventId) {
    await settleHold(db, holdKey('revision', rev.id), {
      accountId: rev.accountId,
      kind: 'charge',
      amount: -credits,
      reason: `Revision ${rev.id}`,
      key: `charge:revision:${rev.id}`,
      siteId: rev.siteId,
    });
    await dispatchSoon(deps, eventId);
  }
  return db.revision.findUniqueOrThrow({ where: { id: rev.id } });
}

/** Drops the revision's release (the live site never showed it); only model work already done is charged. */
export async function discardRevision(deps: GatewayDeps, caller: Caller, siteId: string, revisionId: string) {
  const { db } = deps;
  const { rev } = await revisionAwaitingReview(deps, caller, siteId, revisionId);
  const credits = usageCredits(rev.costMicroUsd);
  const moved = await db.revision.updateMany({
    where: { id: rev.id, status: 'awaiting_review' },
    data: { status: 'discarded', creditsCharged: credits, finishedAt: new Date() },
  });
  if (!moved.count) {
    const now = await db.revision.findUniqueOrThrow({ where: { id: rev.id } });
    if (now.status !== 'discarded') throw notAwaitingReview(now.status);
    return now;
  }
  if (credits > 0)
    await settleHold(db, holdKey('revision', rev.id), {
      accountId: rev.accountId,
      kind: 'charge',
      amount: -credits,
      reason: `Revision ${rev.id} (discarded: model work only)`,
      key: `charge:revision:${rev.id}`,
      siteId: rev.siteId,
    });
  else await releaseHold(db, holdKey('revision', rev.id));
  return db.revision.findUniqueOrThrow({ where: { id: rev.id } });
}
