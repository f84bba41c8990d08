import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import type { Env } from '@sgs/config';
import { taskQueue, type TaskQueueRole } from '@sgs/contracts';
import {
  createDeliveryQueueActivities,
  createSiteBuildQueueActivities,
  createVisualReviewQueueActivities,
  type ActivityDeps,
} from '@sgs/activities';
import { defaultConcurrency } from '@sgs/visual-review';
import { workerObservability, type Metrics } from '@sgs/observability';
import { ensureSearchAttributes } from './search-attributes';

export const workflowsPath = require.resolve('@sgs/workflows');

/** What each role's worker registers; roles without work yet are not polled. */
export function roleOptions(role: TaskQueueRole, deps: ActivityDeps): Partial<WorkerOptions> | undefined {
  switch (role) {
    case 'siteBuild':
      return { workflowsPath, activities: createSiteBuildQueueActivities(deps) };
    case 'delivery':
      return { workflowsPath, activities: createDeliveryQueueActivities(deps) };
    case 'visualReview':
      // Activities only (workflows call it across queues). One review at a time per core: each review already
      // spreads its pages over the shared browser, whose own limit keeps the total page sessions at `cores`.
      return {
        activities: createVisualReviewQueueActivities(deps),
        maxConcurrentActivityTaskExecutions: deps.browserPool?.concurrency ?? defaultConcurrency(),
      };
    default:
      return undefined;
  }
}

/** The operator's tuning knobs for a role (0 leaves the role's or the SDK's default). */
export function tuningOptions(role: TaskQueueRole, env: Env | undefined): Partial<WorkerOptions> {
  if (!env) return {};
  const activities = {
    siteBuild: env.SITE_BUILD_MAX_CONCURRENT_ACTIVITIES,
    visualReview: env.VISUAL_REVIEW_MAX_CONCURRENT_ACTIVITIES,
    delivery: env.DELIVERY_MAX_CONCURRENT_ACTIVITIES,
  }[role];
  return {
    ...(activities ? { maxConcurrentActivityTaskExecutions: activities } : {}),
    ...(env.WORKER_MAX_CONCURRENT_WORKFLOW_TASKS
      ? { maxConcurrentWorkflowTaskExecutions: env.WORKER_MAX_CONCURRENT_WORKFLOW_TASKS }
      : {}),
    ...(env.WORKER_MAX_CACHED_WORKFLOWS ? { maxCachedWorkflows: env.WORKER_MAX_CACHED_WORKFLOWS } : {}),
  };
}

export async function createWorkers(opts: {
  connection: NativeConnection;
  namespace: string;
  prefix: string;
  roles: TaskQueueRole[];
  deps: ActivityDeps;
  bundle?: WorkerOptions['workflowBundle'];
  /** Activity metrics (builds by outcome, phase and review durations, webhook attempts) into this registry. */
  metrics?: Metrics;
}): Promise<Worker[]> {
  const workers: Worker[] = [];
  const problem = await ensureSearchAttributes(opts.connection, opts.namespace);
  if (problem) console.warn(`[worker] ${problem}; register SiteId, AccountId and Phase (Keyword) yourself`);
  for (const role of opts.roles) {
    const options = roleOptions(role, opts.deps);
    if (!options) continue;
    const { workflowsPath: path, ...rest } = options;
    workers.push(
      await Worker.create({
        connection: opts.connection,
        namespace: opts.namespace,
        taskQueue: taskQueue(role, opts.prefix),
        ...(opts.bundle && path ? { workflowBundle: opts.bundle } : path ? { workflowsPath: path } : {}),
        ...rest,
        ...tuningOptions(role, opts.deps.env),
        // Request ids, metrics, and traces when OTEL_EXPORTER_OTLP_ENDPOINT set them up (startTracing).
        ...workerObservability(opts.metrics, !opts.bundle),
      }),
    );
  }
  return workers;
}
