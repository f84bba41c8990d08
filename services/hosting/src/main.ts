import { createLogger, loadEnv } from '@sgs/config';
import { createDb } from '@sgs/db';
import { createSiteStorage } from '@sgs/storage';
import { activeTracing, serveProcessMetrics, startTracing } from '@sgs/observability';
import { createHostingApp, createHostingInternalApp } from './app';

const env = loadEnv();
const log = createLogger('hosting');
const db = createDb(env.DATABASE_URL, 5);
const storage = createSiteStorage(env); // the local directory, or the bucket STORAGE_URL names
const onError = (err: Error) => log.error({ err }, 'hosting error');
// Traces (a span per request) when OTEL_EXPORTER_OTLP_ENDPOINT is set; requests before it is installed go untraced.
startTracing('hosting', env.OTEL_EXPORTER_OTLP_ENDPOINT).catch((err: unknown) => onError(err as Error));
// GET /metrics, /livez, /readyz on METRICS_PORT (off when 0), like the gateway and workers.
const observability = serveProcessMetrics({
  service: 'hosting',
  port: env.METRICS_PORT,
  host: env.METRICS_HOST,
  log,
  checks: {
    postgres: () => db.$queryRaw`select 1`,
    storage: () =>
      storage.releaseExists('00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-000000000000'),
  },
});
const server = createHostingApp({ env, db, storage, onError }).listen(env.HOSTING_PORT, env.BIND_HOST, () =>
  log.info(
    `hosting listening on http://${env.BIND_HOST}:${env.HOSTING_PORT} (sites at http://<slug>.${env.FREE_HOST_DOMAIN}:${env.HOSTING_PORT})`,
  ),
);
const internal = createHostingInternalApp({ db, onError }).listen(
  env.HOSTING_INTERNAL_PORT,
  env.HOSTING_INTERNAL_HOST,
  () =>
    log.info(
      `hosting internal listener (TLS ask) on http://${env.HOSTING_INTERNAL_HOST}:${env.HOSTING_INTERNAL_PORT}/internal/tls/ask`,
    ),
);
const shutdown = () => {
  internal.close();
  observability.close();
  // Exports the spans still buffered before exiting.
  server.close(
    () => void Promise.allSettled([db.$disconnect(), activeTracing()?.shutdown()]).finally(() => process.exit(0)),
  );
  server.closeAllConnections();
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
