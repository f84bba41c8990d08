import path from 'node:path';
import { createLogger, loadEnv } from '@sgs/config';
import { createDb } from '@sgs/db';
import { createLocalSiteStorage } from '@sgs/storage';
import { createHostingApp } from './app';

const env = loadEnv();
const log = createLogger('hosting');
const db = createDb(env.DATABASE_URL, 5);
const storage = createLocalSiteStorage(path.resolve(env.DATA_DIR, 'sites'));
const server = createHostingApp({ env, db, storage }).listen(env.HOSTING_PORT, env.BIND_HOST, () =>
  log.info(
    `hosting listening on http://${env.BIND_HOST}:${env.HOSTING_PORT} (sites at http://<slug>.${env.FREE_HOST_DOMAIN}:${env.HOSTING_PORT})`,
  ),
);
const shutdown = () => server.close(() => void db.$disconnect().finally(() => process.exit(0)));
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
