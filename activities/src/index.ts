import type { Env } from '@sgs/config';
import type { Db } from '@sgs/db';
import { createSiteBuildActivities } from './site-build/phase';
import { createEventActivities } from './events/emit';
import { createWebhookDeliveryActivities } from './delivery/attempt';
import { createEmailActivities } from './delivery/email';
import { createMaintenanceActivities } from './delivery/maintenance';
import type { Mailer } from './delivery/mailer';

export * from './site-build/phase';
export * from './events/emit';
export * from './delivery/attempt';
export * from './delivery/email';
export * from './delivery/mailer';
export * from './delivery/maintenance';

export interface ActivityDeps {
  db: Db;
  /** Parsed environment; defaults to process.env (tests pass their own). */
  env?: Env;
  /** Mail port for the delivery queue; defaults to SMTP from MAIL_SMTP_URL, null keeps mail in the outbox. */
  mailer?: Mailer | null;
}

/** Every activity of the site-build task queue, built from its dependencies once per worker. */
export function createSiteBuildQueueActivities(deps: ActivityDeps) {
  return { ...createSiteBuildActivities(deps), ...createEventActivities(deps) };
}

/** Every activity of the delivery task queue: webhook attempts, email, retention and the outbox sweep. */
export function createDeliveryQueueActivities(deps: ActivityDeps) {
  return {
    ...createWebhookDeliveryActivities(deps),
    ...createEmailActivities(deps),
    ...createMaintenanceActivities(deps),
  };
}
