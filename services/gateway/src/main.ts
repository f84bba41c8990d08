import { Client, Connection } from '@temporalio/client';
import { createLogger, loadEnv, temporalConnectionOptions } from '@sgs/config';
import { createDb } from '@sgs/db';
import { createMapsUrlResolver } from '@sgs/net';
import { createPlacesProvider } from '@sgs/places';
import { createSiteStorage } from '@sgs/storage';
import { createApp } from './app';

async function main() {
  const env = loadEnv();
  const log = createLogger('gateway');
  const db = createDb(env.DATABASE_URL);
  // Lazy: the gateway starts (and /healthz says so) even while Temporal is still coming up.
  const connection = Connection.lazy(temporalConnectionOptions(env));
  const temporal = new Client({ connection, namespace: env.TEMPORAL_NAMESPACE });
  const app = createApp({
    env,
    db,
    temporal,
    log,
    resolveMapsUrl: createMapsUrlResolver({ allowLoopback: env.ALLOW_LOOPBACK_URLS }),
    places: createPlacesProvider(env, db),
    storage: createSiteStorage(env),
  });
  const server = app.listen(env.GATEWAY_PORT, env.BIND_HOST, () => {
    const addr = server.address();
    const port = typeof addr === 'object' && addr ? addr.port : env.GATEWAY_PORT;
    log.info({ port }, `gateway listening on http://${env.BIND_HOST}:${port} (docs at /v1/docs)`);
  });
  const shutdown = () => {
    log.info('gateway shutting down');
    server.close(() => void Promise.all([db.$disconnect(), connection.close()]).finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
