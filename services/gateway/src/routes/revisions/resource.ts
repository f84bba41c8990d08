import type { Env } from '@sgs/config';
import { readRevisionExchanges, type Db } from '@sgs/db';
import type { RevisionStatus, z, revisionResource } from '@sgs/contracts';
import { reviewLinks } from '@sgs/releases';

type RevisionRow = NonNullable<Awaited<ReturnType<Db['revision']['findUnique']>>>;

/**
 * GET shape of a revision (snake_case like other resource fetches; documented in the OpenAPI `Revision` schema).
 * A revision that built a release links its preview and its diff against the live release.
 */
export function toRevisionResource(
  r: RevisionRow,
  env: Env,
  site: { id: string; slug: string },
): z.infer<typeof revisionResource> {
  const replies = readRevisionExchanges(r);
  const links = r.releaseId ? reviewLinks(env, site, r.releaseId) : { preview_url: null, diff_url: null };
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
    ...links,
    ...(replies.length ? { replies } : {}),
    queued_at: r.queuedAt.toISOString(),
    started_at: r.startedAt?.toISOString() ?? null,
    finished_at: r.finishedAt?.toISOString() ?? null,
  };
}
