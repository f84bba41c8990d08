// Release restores and publishes as revisions of kind `restore` / `publish`: queued in the site's revision queue,
// published through the release service's lock and pointer swap, free, ending with one site.revision_complete.
import { ApplicationFailure } from '@temporalio/activity';
import type { Env } from '@sgs/config';
import { FAILURE_TYPES, IN_FLIGHT_REVISION_STATUSES, type EventType } from '@sgs/contracts';
import type { Db } from '@sgs/db';
import type { SiteStorage } from '@sgs/storage';
import { createReleaseService, ReleaseNotFoundError } from '@sgs/releases';

export function createReleaseActivities({ db, storage, env }: { db: Db; storage: SiteStorage; env: Env }) {
  const releases = createReleaseService({ db, storage, env });
  return {
    /** The release a revision of kind `restore` or `publish` makes live; null for a prompt revision. */
    async restoreTarget(revisionId: string): Promise<string | null> {
      const row = await db.revision.findUnique({
        where: { id: revisionId },
        select: { kind: true, restoreReleaseId: true },
      });
      return row && row.kind !== 'prompt' ? row.restoreReleaseId : null;
    },

    /** Publishes the restore and records the revision complete (no charge); returns its event. Idempotent. */
    async runRestore(revisionId: string): Promise<{ type: EventType; payload: Record<string, unknown> }> {
      const row = await db.revision.findUniqueOrThrow({ where: { id: revisionId } });
      if (row.status !== 'complete') {
        const target = row.restoreReleaseId ?? '';
        let restored;
        try {
          restored =
            row.kind === 'publish'
              ? await releases.publishRelease(row.siteId, target)
              : await releases.restoreRelease(row.siteId, target, `restore:${row.id}`);
        } catch (err) {
          if (err instanceof ReleaseNotFoundError)
            throw ApplicationFailure.nonRetryable(err.message, FAILURE_TYPES.ReleaseNotFound);
          throw err;
        }
        await db.revision.updateMany({
          where: { id: row.id, status: { in: IN_FLIGHT_REVISION_STATUSES } },
          data: {
            status: 'complete',
            summary:
              row.kind === 'publish'
                ? `Published release ${target}.`
                : `Restored release ${target} (live as release ${restored.releaseId}).`,
            releaseId: restored.releaseId,
            iterationsUsed: 0,
            creditsCharged: 0,
            finishedAt: new Date(),
          },
        });
      }
      const done = await db.revision.findUniqueOrThrow({ where: { id: revisionId }, include: { site: true } });
      return {
        type: 'site.revision_complete',
        payload: {
          site_id: done.siteId,
          revision_id: done.id,
          deployment_url: done.site.deploymentUrl,
          summary: done.summary,
          iterations_used: 0,
          platform_user_id: done.accountId,
          usage: { cost_usd: 0, tokens_in: 0, tokens_out: 0 },
          tool_breakdown: { [done.kind === 'publish' ? 'publish_release' : 'restore_release']: 1 },
          billing: { credits_charged: 0 },
          release_id: done.releaseId,
          published: true,
          ...(done.kind === 'restore' ? { restored_release_id: done.restoreReleaseId } : {}),
        },
      };
    },
  };
}
export type ReleaseActivities = ReturnType<typeof createReleaseActivities>;
