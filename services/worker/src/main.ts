import { NativeConnection, Runtime } from '@temporalio/worker';
import { createMetrics, startInternalServer, startTracing, temporalSdkLogger } from '@sgs/observability';
import { TASK_QUEUES, type TaskQueueRole } from '@sgs/contracts';
import { createLogger, loadEnv, temporalConnectionOptions } from '@sgs/config';
import { createDb } from '@sgs/db';
import { Client } from '@temporalio/client';
import { ensureDeliverySchedules } from '@sgs/webhooks';
import { createSiteStorage } from '@sgs/storage';
import { createBrowserPool } from '@sgs/visual-review';
import { createWorkers } from './workers';

const ROLE_BY_NAME: Record<string, TaskQueueRole> = Object.fromEntries(
  Object.entries(TASK_QUEUES).map(([role, name]) => [name, role as TaskQueueRole]),
);

async function main() {
  const env = loadEnv();
  const log = createLogger('worker');
  const roles = env.WORKER_ROLES.split(',')
    .map((r) => r.trim())
    .filter(Boolean)
    .map((name) => {
      const role = ROLE_BY_NAME[name];
      if (!role)
        throw new Error(`WORKER_ROLES: unknown role "${name}" (known: ${Object.keys(ROLE_BY_NAME).join(', ')})`);
      return role;
    });
  // Before any connection exists: the SDK's log lines (workflow and activity, with the request id) into this
  // process's structured log, and the SDK's own worker metrics (slots, pollers, task latencies) when asked for.
  Runtime.install({
    logger: temporalSdkLogger(log),
    ...(env.TEMPORAL_SDK_METRICS_PORT
      ? {
          telemetryOptions: {
            metrics: { prometheus: { bindAddress: `${env.METRICS_HOST}:${env.TEMPORAL_SDK_METRICS_PORT}` } },
          },
        }
      : {}),
  });
  // Before the workers exist: they take the tracing interceptors and the workflow span sink from it.
  const tracing = await startTracing('worker', env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const db = createDb(env.DATABASE_URL);
  const metrics = createMetrics('worker');
  const connection = await NativeConnection.connect(temporalConnectionOptions(env));
  const storage = createSiteStorage(env);
  // Launched on the first review, then shared by every review this process runs.
  const browserPool = createBrowserPool({ executablePath: env.CHROMIUM_PATH });
  const workers = await createWorkers({
    connection,
    namespace: env.TEMPORAL_NAMESPACE,
    prefix: env.TASK_QUEUE_PREFIX,
    roles,
    deps: { db, env, storage, browserPool },
    metrics,
  });
  const internal = env.METRICS_PORT
    ? await startInternalServer({
        port: env.METRICS_PORT,
        host: env.METRICS_HOST,
        registry: metrics.registry,
        checks: {
          postgres: () => db.$queryRaw`select 1`,
          temporal: () => connection.workflowService.getSystemInfo({}),
          storage: () =>
            storage.releaseExists('00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000000'),
        },
      })
    : undefined;
  // The delivery role owns the retention and outbox-sweep Schedules (created, or updated to the current env).
  if (roles.includes('delivery')) {
    const ids = await ensureDeliverySchedules(new Client({ connection, namespace: env.TEMPORAL_NAMESPACE }), env);
    log.info({ schedules: ids }, 'delivery schedules ensured');
  }
  log.info({ queues: workers.map((w) => w.options.taskQueue) }, 'worker polling');
  // Ctrl-C reaches the worker twice (the terminal's SIGINT and the supervisor's SIGTERM): stop once.
  const stop = () => workers.forEach((w) => w.getState() === 'RUNNING' && w.shutdown());
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  await Promise.all(workers.map((w) => w.run()));
  await browserPool.close(); // after run(): in-flight reviews have finished or been cancelled
  await connection.close();
  internal?.close();
  await tracing?.shutdown(); // exports what is still buffered
  await db.$disconnect();
  log.info('worker stopped');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
