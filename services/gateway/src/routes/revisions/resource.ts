import type { Db } from '@sgs/db';
import type { RevisionStatus, z, revisionResource } from '@sgs/contracts';

type RevisionRow = NonNullable<Awaited<ReturnType<Db['revision']['findUnique']>>>;

/** GET shape of a revision (snake_case like other resource fetches; documented in the OpenAPI `Revision` schema). */
export function toRevisionResource(r: RevisionRow): z.infer<typeof revisionResource> {
  return {
    id: r.id,
    site_id: r.siteId,
    prompt: r.prompt,
    status: r.status as RevisionStatus,
    reason: r.reason,
    reason_detail: r.reasonDetail,
    suggestion: r.suggestion,
    summary: r.summary,
    question: r.question,
    context: r.context,
    iterations_used: r.iterationsUsed,
    usage: {
      credits_charged: r.creditsCharged,
      tokens_in: r.tokensIn,
      tokens_out: r.tokensOut,
      cost_usd: r.costMicroUsd / 1_000_000,
    },
    release_id: r.releaseId,
    queued_at: r.queuedAt.toISOString(),
    started_at: r.startedAt?.toISOString() ?? null,
    finished_at: r.finishedAt?.toISOString() ?? null,
  };
}
