import type { Db } from '@sgs/db';
import { createSiteBuildActivities } from './site-build/phase';

export * from './site-build/phase';

export interface ActivityDeps {
  db: Db;
}

/** Every activity of the site-build task queue, built from its dependencies once per worker. */
export function createSiteBuildQueueActivities(deps: ActivityDeps) {
  return { ...createSiteBuildActivities(deps) };
}
