import { NativeConnection, Worker, type WorkerOptions } from '@temporalio/worker';
import { taskQueue, type TaskQueueRole } from '@sgs/contracts';
import {
  createDeliveryQueueActivities,
  createSiteBuildQueueActivities,
  createVisualReviewQueueActivities,
  type ActivityDeps,
} from '@sgs/activities';
import { defaultConcurrency } from '@sgs/visual-review';

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

export async function createWorkers(opts: {
  connection: NativeConnection;
  namespace: string;
  prefix: string;
  roles: TaskQueueRole[];
  deps: ActivityDeps;
  bundle?: WorkerOptions['workflowBundle'];
}): Promise<Worker[]> {
  const workers: Worker[] = [];
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
      }),
    );
  }
  return workers;
}
