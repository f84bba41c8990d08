// Temporal definitions shared by workflows, workers, the gateway and tests. Workflow-safe: no Node, no zod.
import { defineSignal } from '@temporalio/workflow';
import type { RetentionInput, SendEmailInput, WebhookDeliveryInput } from './delivery';
import type { DomainActivationInput } from './domains';

export * from './search-attributes';

export const TASK_QUEUES = {
  siteBuild: 'site-build',
  visualReview: 'visual-review',
  delivery: 'delivery',
} as const;
export type TaskQueueRole = keyof typeof TASK_QUEUES;

/** Task-queue name for a role, with the deployment's prefix (TASK_QUEUE_PREFIX). */
export const taskQueue = (role: TaskQueueRole, prefix = '') => `${prefix}${TASK_QUEUES[role]}`;
/** The prefix a role's task queue was named with (taskQueue's inverse); '' for a queue of another name. */
export const taskQueuePrefixOf = (queue: string, role: TaskQueueRole) =>
  queue.endsWith(TASK_QUEUES[role]) ? queue.slice(0, queue.length - TASK_QUEUES[role].length) : '';

export const workflowIds = {
  siteBuild: (siteId: string) => `site-build:${siteId}`,
  siteRevisions: (siteId: string) => `site-revisions:${siteId}`,
  siteLifecycle: (siteId: string) => `site-lifecycle:${siteId}`,
  siteThumbnail: (releaseId: string) => `site-thumbnail:${releaseId}`,
  /** One language change at a time per site: a second start while one runs is refused (409). */
  siteLanguage: (siteId: string) => `site-language:${siteId}`,
  domainActivation: (domain: string) => `domain:${domain}`,
  webhookDelivery: (eventId: string, endpoint: string) => `delivery:${eventId}:${endpoint}`,
};

export interface SiteBuildInput {
  siteId: string;
  accountId: string;
  /** TASK_QUEUE_PREFIX of the deployment that started it, so cross-queue activities stay in that deployment. */
  taskQueuePrefix?: string;
}

/** A release whose home page gets a thumbnail (id site-thumbnail:<releaseId>), on the visual-review queue. */
export interface SiteThumbnailInput {
  siteId: string;
  releaseId: string;
  taskQueuePrefix?: string;
}

/** A built site rewritten in another language from its stored research (PATCH /v1/sites/:id `language`). */
export interface SiteLanguageInput {
  siteId: string;
  accountId: string;
  /** The change's own id: its credit hold (hold:language:<changeId>) and its releases (language:<changeId>:<n>). */
  changeId: string;
  /** The normalised BCP 47 tag the site is rewritten in. */
  language: string;
  /**
   * The further languages the site is rewritten in (PATCH `languages`, main first there); absent, the site keeps
   * the ones it has. Stored on the site with the language once the change is live.
   */
  alternateLanguages?: string[];
  taskQueuePrefix?: string;
}

/** The patch id guarding the thumbnail child, so histories recorded before it replay unchanged. */
export const THUMBNAIL_PATCH = 'site-thumbnail-v1';

/** Sent by the gateway after it has moved the site out of research_review in the database. */
export const approveResearchSignal = defineSignal('approveResearch');

export interface SiteLifecycleInput {
  siteId: string;
  accountId: string;
  /** spec 8: 7 days after last_refreshed_at (FREE_TIER_PAUSE_AFTER) */
  pauseAfterMs: number;
  /** spec 3.2: the notice goes out 24 hours before the pause (FREE_TIER_NOTICE_BEFORE) */
  noticeBeforeMs: number;
}

/** When a free site gets its notice and its pause, from its last refresh (epoch milliseconds). */
export function pauseSchedule(lastRefreshedAt: number, pauseAfterMs: number, noticeBeforeMs: number) {
  const pauseAt = lastRefreshedAt + pauseAfterMs;
  return { noticeAt: pauseAt - Math.min(noticeBeforeMs, pauseAfterMs), pauseAt };
}

/** Sent by refresh (after the database shows the new last_refreshed_at): restarts the free tier's clock. */
export const lifecycleRefreshedSignal = defineSignal('refreshed');

/** Sent by a slug change to the site's running workflows: each re-tags itself with the new Slug search attribute. */
export const siteRenamedSignal = defineSignal<[{ slug: string }]>('siteRenamed');

/** One admitted revision, as the per-site queue holds it (plain JSON: it crosses continue-as-new). */
export interface QueuedRevision {
  revisionId: string;
  /** epoch milliseconds when the gateway admitted it (its place in the queue; queue_timeout counts from here) */
  queuedAt: number;
  /** epoch milliseconds of the owner's reply that sent it back to the queue (queue_timeout counts from here then) */
  repliedAt?: number;
  /** the admitting request's X-Request-Id: the revision's run carries it (not that of the queue's first request) */
  requestId?: string;
  /** the admitting request's W3C trace context (traceparent, tracestate) when tracing is on */
  trace?: Record<string, string>;
}

export interface SiteRevisionsInput {
  siteId: string;
  accountId: string;
  taskQueuePrefix?: string;
  /** a revision waiting longer than this before it starts ends as queue_timeout (REVISION_QUEUE_TIMEOUT) */
  queueTimeoutMs: number;
  /** carried across continue-as-new */
  queue?: QueuedRevision[];
  /** revisions one run handles before continue-as-new (default 50; tests use fewer) */
  revisionsPerRun?: number;
}

export interface RevisionInput {
  revisionId: string;
  siteId: string;
  accountId: string;
}

/** Sent by the gateway (signalWithStart) after admitting a revision in its transaction. */
export const enqueueRevisionSignal = defineSignal<[QueuedRevision]>('enqueueRevision');

export const revisionWorkflowId = (revisionId: string) => `revision:${revisionId}`;

/**
 * Every workflow type the workers register, with its arguments. @sgs/workflows is checked against it
 * (workflows/src/contract.ts), and everything outside it starts workflows through WORKFLOWS, so a renamed
 * workflow or a changed input fails the typecheck instead of a start at run time.
 */
export interface WorkflowArgs {
  siteBuild: [SiteBuildInput];
  siteLifecycle: [SiteLifecycleInput];
  siteThumbnail: [SiteThumbnailInput];
  siteLanguage: [SiteLanguageInput];
  siteRevisions: [SiteRevisionsInput];
  revision: [RevisionInput];
  domainActivation: [DomainActivationInput];
  webhookDelivery: [WebhookDeliveryInput];
  sendEmail: [SendEmailInput];
  retentionCleanup: [RetentionInput];
  outboxSweep: [];
}
export type WorkflowType = keyof WorkflowArgs;
export type WorkflowOf<T extends WorkflowType> = (...args: WorkflowArgs[T]) => Promise<unknown>;

/** A stand-in carrying a workflow type's name and signature: the Temporal client starts the type it names. */
function workflowRef<T extends WorkflowType>(name: T): WorkflowOf<T> {
  const ref = () => Promise.reject(new Error(`${name} runs on a worker; start it with a Temporal client`));
  return Object.defineProperty(ref, 'name', { value: name }) as WorkflowOf<T>;
}

/** Typed workflow starts outside @sgs/workflows: `client.workflow.start(WORKFLOWS.siteBuild, { args: [input], ... })`. */
export const WORKFLOWS: { readonly [T in WorkflowType]: WorkflowOf<T> } = {
  siteBuild: workflowRef('siteBuild'),
  siteLifecycle: workflowRef('siteLifecycle'),
  siteThumbnail: workflowRef('siteThumbnail'),
  siteLanguage: workflowRef('siteLanguage'),
  siteRevisions: workflowRef('siteRevisions'),
  revision: workflowRef('revision'),
  domainActivation: workflowRef('domainActivation'),
  webhookDelivery: workflowRef('webhookDelivery'),
  sendEmail: workflowRef('sendEmail'),
  retentionCleanup: workflowRef('retentionCleanup'),
  outboxSweep: workflowRef('outboxSweep'),
};

/**
 * Failure types (ApplicationFailure `type`) activities throw and workflows branch on or refuse to retry
 * (`nonRetryableErrorTypes`): one spelling each.
 */
export const FAILURE_TYPES = {
  ResearchIdentityError: 'ResearchIdentityError',
  ReleaseNotFound: 'ReleaseNotFound',
  ChromiumNotFound: 'ChromiumNotFound',
  InvalidReviewInput: 'InvalidReviewInput',
  PermanentMailError: 'PermanentMailError',
  SdkError: 'SdkError',
  SiteNotDeployed: 'SiteNotDeployed',
  RevisionConflict: 'RevisionConflict',
  OperationRejected: 'OperationRejected',
} as const;
export type FailureType = keyof typeof FAILURE_TYPES;
