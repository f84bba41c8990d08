import { createLogger, loadEnv } from '@sgs/config';
import { createDb } from '@sgs/db';
import { createDashboard } from './app';

function main() {
  const env = loadEnv();
  const log = createLogger('dashboard');
  const db = createDb(env.DATABASE_URL, 3);
  const apiUrl = env.DASHBOARD_API_URL || `http://127.0.0.1:${env.GATEWAY_PORT}`;
  const app = createDashboard({ env, db, log, apiUrl });
  const server = app.listen(env.DASHBOARD_PORT, env.BIND_HOST, () => {
    log.info({ port: env.DASHBOARD_PORT, apiUrl }, `dashboard listening on ${env.DASHBOARD_URL}`);
  });
  const shutdown = () => {
    server.close(() => void db.$disconnect().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
}

main();
