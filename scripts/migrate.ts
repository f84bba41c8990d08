// Applies pending migrations to DATABASE_URL (production and docker-compose; npm start does this itself).
import { loadEnv } from '../packages/config/src';
import { migrate } from '../packages/db/src/migrate';

migrate(loadEnv().DATABASE_URL)
  .then((applied) => console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date'))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
