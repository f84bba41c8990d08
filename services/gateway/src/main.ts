import { Client, Connection } from '@temporalio/client';
import { createLogger, loadEnv, temporalConnectionOptions } from '@sgs/config';
import { createDb } from '@sgs/db';
import { createMapsUrlResolver } from '@sgs/net';
import { createPlacesProvider } from '@sgs/places';
import { createSiteStorage } from '@sgs/storage';
import {
  createMetrics,
  registerDatabaseGauges,
  startInternalServer,
  startTracing,
  temporalClientInterceptors,
} from '@sgs/observability';
import { createApp } from './app';
import { answerClientErrorsAsJson } from './http/client-errors';
import { flushRequestLogs } from './http/request-log';

async function main() {
  const env = loadEnv();
  const log = createLogger('gateway');
  const tracing = await startTracing('gateway', env.OTEL_EXPORTER_OTLP_ENDPOINT); // before the Temporal client exists
  const db = createDb(env.DATABASE_URL);
  // Lazy: the gateway starts (and /healthz says so) even while Temporal is still coming up.
  const connection = Connection.lazy(temporalConnectionOptions(env));
  const temporal = new Client({
    connection,
    namespace: env.TEMPORAL_NAMESPACE,
    interceptors: { workflow: temporalClientInterceptors() },
  });
  const metrics = createMetrics('gateway');
  registerDatabaseGauges(metrics, db);
  const app = createApp({
    env,
    db,
    temporal,
    log,
    resolveMapsUrl: createMapsUrlResolver({ allowLoopback: env.ALLOW_LOOPBACK_URLS }),
    places: createPlacesProvider(env, db),
    storage: createSiteStorage(env),
    metrics,
  });
  const server = app.listen(env.GATEWAY_PORT, env.BIND_HOST, () => {
    const addr = server.address();
    const port = typeof addr === 'object' && addr ? addr.port : env.GATEWAY_PORT;
    log.info({ port }, `gateway listening on http://${env.BIND_HOST}:${port} (docs at /v1/docs)`);
  });
  answerClientErrorsAsJson(server);
  const internal = env.METRICS_PORT
    ? await startInternalServer({
        port: env.METRICS_PORT,
        host: env.METRICS_HOST,
        registry: metrics.registry,
        checks: {
          postgres: () => db.$queryRaw`select 1`,
          temporal: () => connection.workflowService.getSystemInfo({}),
        },
      })
    : undefined;
  if (internal) log.info(`metrics and health on http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`);
  const shutdown = () => {
    log.info('gateway shutting down');
    internal?.close();
    server.close(
      () =>
        void flushRequestLogs(db)
          .then(() => Promise.all([db.$disconnect(), connection.close(), tracing?.shutdown()]))
          .finally(() => process.exit(0)),
    );
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
