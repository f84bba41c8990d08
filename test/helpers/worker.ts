import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  bundleWorkflowCode,
  NativeConnection,
  type Worker,
  type WorkflowBundleWithSourceMap,
} from '@temporalio/worker';
import type { Env } from '@sgs/config';
import type { ActivityDeps } from '@sgs/activities';
import type { TaskQueueRole } from '@sgs/contracts';
import type { Db } from '@sgs/db';
import { createBrowserPool } from '@sgs/visual-review';
import { createWorkers, workflowsPath } from '../../services/worker/src/workers';
import { activeTracing, workflowInterceptorModules, type Metrics } from '@sgs/observability';

let bundle: Promise<WorkflowBundleWithSourceMap> | undefined;
const quiet = {
  log: () => undefined,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: console.error,
};

/** The workflow bundle with the interceptors the worker adds (the tracing ones once startTracing ran), once per file. */
export const workflowBundle = () =>
  (bundle ??= bundleWorkflowCode({
    workflowsPath,
    workflowInterceptorModules: workflowInterceptorModules(Boolean(activeTracing())),
    logger: quiet,
  }));

export const tempDataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-data-'));

/** Real workers for the given roles on the env's task-queue prefix; `run()` starts polling in the background. */
export async function startWorkers(
  env: Env,
  db: Db,
  roles: TaskQueueRole[],
  deps: Partial<ActivityDeps> = {},
  opts: { metrics?: Metrics } = {},
) {
  const connection = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  // A browser of this worker set's own, closed with it (a shared one would keep jest alive).
  const browserPool =
    deps.browserPool ??
    (roles.includes('visualReview') ? createBrowserPool({ executablePath: env.CHROMIUM_PATH }) : undefined);
  const workers: Worker[] = await createWorkers({
    connection,
    namespace: env.TEMPORAL_NAMESPACE,
    prefix: env.TASK_QUEUE_PREFIX,
    roles,
    deps: { db, env, browserPool, ...deps },
    bundle: await workflowBundle(),
    ...opts,
  });
  const running = workers.map((w) => w.run());
  return {
    workers,
    async stop() {
      for (const w of workers) if (w.getState() === 'RUNNING') w.shutdown();
      await Promise.allSettled(running);
      await connection.close();
      if (!deps.browserPool) await browserPool?.close();
    },
  };
}

/** Polls `probe` until it returns a truthy value, bounded in time. */
export async function eventually<T>(
  probe: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    const v = await probe().catch((e) => ((last = e), null));
    if (v) return v;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
}
