import type { Db } from '@sgs/db';
import type { GenerationPhase } from '@sgs/contracts';

export interface SiteBuildDeps {
  db: Db;
}

/** Database side of the siteBuild workflow: the row is what the API reads. */
export function createSiteBuildActivities({ db }: SiteBuildDeps) {
  return {
    /** Moves a generating site to `phase` with a progress message; false when the site no longer exists. */
    async recordPhase(siteId: string, phase: GenerationPhase, message: string): Promise<boolean> {
      const res = await db.site.updateMany({
        where: { id: siteId, status: 'generating' },
        data: { generationPhase: phase, generationMessage: message },
      });
      return res.count === 1;
    },
  };
}
export type SiteBuildActivities = ReturnType<typeof createSiteBuildActivities>;
