import { emailStatus, type GenerationPhase } from '@sgs/contracts';
import { failBuild, type Db, type FailedPhase } from '@sgs/db';
import { readResearchRecord } from '@sgs/research';
import { untilCommitted } from '../committed';

export interface SiteBuildDeps {
  db: Db;
  /** gateway base URL, for links in event payloads */
  publicBaseUrl: string;
}

export type { FailedPhase };

/** Database side of the siteBuild workflow: the row is what the API reads. */
export function createSiteBuildActivities({ db, publicBaseUrl }: SiteBuildDeps) {
  return {
    /**
     * Moves a generating site to `phase` with a progress message; false when the site left generating or does not
     * exist. The create call starts the build inside the transaction that writes the site: a site not visible yet
     * is waited for (untilCommitted), not taken for gone.
     */
    async recordPhase(siteId: string, phase: GenerationPhase, message: string): Promise<boolean> {
      const move = async () =>
        (
          await db.site.updateMany({
            where: { id: siteId, status: 'generating' },
            data: { generationPhase: phase, generationMessage: message },
          })
        ).count === 1;
      if (await move()) return true;
      // Only when nothing moved: is the site there at all yet?
      return (await untilCommitted(async () => (await db.site.count({ where: { id: siteId } })) > 0)) && move();
    },

    /** True once approve-research has moved the site on (or it left the build); the gateway moves the phase first. */
    async isResearchApproved(siteId: string): Promise<boolean> {
      const site = await db.site.findUnique({ where: { id: siteId }, select: { status: true, generationPhase: true } });
      return !site || site.status !== 'generating' || site.generationPhase !== 'research_review';
    },

    /**
     * Ends the build as failed (spec 3.1): status and phase `failed`, the stage and a readable error; nothing is
     * charged and the credits held at admission are released (one transaction).
     */
    async markFailed(siteId: string, failedPhase: FailedPhase, failedReason: string, lastError: string): Promise<void> {
      await failBuild(db, siteId, { failedPhase, failedReason, lastError });
    },

    /** Spec 6.3 site.research_ready payload, from live data. */
    async researchReadyPayload(siteId: string) {
      const site = await db.site.findUniqueOrThrow({ where: { id: siteId }, include: { research: true } });
      const conflicts = site.research ? (readResearchRecord(site.research).business.conflicts ?? []) : [];
      return {
        research_url: `${publicBaseUrl}/v1/sites/${siteId}/research`,
        business_name: site.businessName,
        business_category: site.research?.businessCategory ?? 'default',
        email_status: emailStatus(site.contactEmail, site.operatorEmail),
        platform_user_id: site.accountId,
        ...(conflicts.length ? { conflicts } : {}),
      };
    },

    /** Spec 6.3 site.failed payload. */
    async failedPayload(siteId: string) {
      const site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
      return {
        site_id: site.id,
        failed_phase: site.failedPhase,
        failed_reason: site.failedReason,
        last_error: site.lastError,
        platform_user_id: site.accountId,
      };
    },
  };
}
export type SiteBuildActivities = ReturnType<typeof createSiteBuildActivities>;
