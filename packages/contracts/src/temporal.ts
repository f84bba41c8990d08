// Temporal definitions shared by workflows, workers, the gateway and tests. Workflow-safe: no Node, no zod.
import { defineSignal } from '@temporalio/workflow';

export const TASK_QUEUES = {
  siteBuild: 'site-build',
  visualReview: 'visual-review',
  delivery: 'delivery',
} as const;
export type TaskQueueRole = keyof typeof TASK_QUEUES;

/** Task-queue name for a role, with the deployment's prefix (TASK_QUEUE_PREFIX). */
export const taskQueue = (role: TaskQueueRole, prefix = '') => `${prefix}${TASK_QUEUES[role]}`;

export const workflowIds = {
  siteBuild: (siteId: string) => `site-build:${siteId}`,
  siteRevisions: (siteId: string) => `site-revisions:${siteId}`,
  siteLifecycle: (siteId: string) => `site-lifecycle:${siteId}`,
  domainActivation: (domain: string) => `domain:${domain}`,
  webhookDelivery: (eventId: string, endpoint: string) => `delivery:${eventId}:${endpoint}`,
};

export interface SiteBuildInput {
  siteId: string;
  accountId: string;
  /** TASK_QUEUE_PREFIX of the deployment that started it, so cross-queue activities stay in that deployment. */
  taskQueuePrefix?: string;
}

/** Sent by the gateway after it has moved the site out of research_review in the database. */
export const approveResearchSignal = defineSignal('approveResearch');
