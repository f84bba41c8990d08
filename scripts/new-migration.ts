// Writes prisma/migrations/<timestamp>_<name>/migration.sql: the SQL from the schema as of the newest
// migration (prisma/migrations/schema.snapshot.prisma) to prisma/schema.prisma, by `prisma migrate diff`
// between datamodels (the JS engine refuses --from-url), then moves the snapshot forward.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../packages/db/src/migrate';
import { DATA_DIR, ROOT } from './lib/paths';
import { startLocalPostgres } from './lib/postgres';

async function main() {
  const name = (process.argv[2] ?? '').replace(/[^a-z0-9_]/gi, '_').toLowerCase();
  if (!name) throw new Error('usage: npm run db:generate-migration -- <name>');
  const pg = await startLocalPostgres({
    root: ROOT,
    dataDir: DATA_DIR,
    port: Number(process.env.LOCAL_POSTGRES_PORT ?? 55432),
    database: 'sgs_migration_scratch',
    fresh: true,
  });
  try {
    const snapshot = path.join(MIGRATIONS_DIR, 'schema.snapshot.prisma');
    const from = fs.existsSync(snapshot) ? ['--from-schema-datamodel', snapshot] : ['--from-empty'];
    const sql = execFileSync(
      'pnpm',
      ['exec', 'prisma', 'migrate', 'diff', ...from, '--to-schema-datamodel', 'prisma/schema.prisma', '--script'],
      {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: pg.url },
        encoding: 'utf8',
      },
    );
    if (/^-- This is an empty migration\.\s*$/m.test(sql) && sql.trim().split('\n').length <= 1) {
      console.log('schema.prisma matches the migrations: nothing to write');
      return;
    }
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const dir = path.join(MIGRATIONS_DIR, `${stamp}_${name}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'migration.sql'), sql);
    fs.copyFileSync(path.join(ROOT, 'prisma/schema.prisma'), snapshot);
    console.log(`wrote ${path.relative(ROOT, dir)}/migration.sql`);
  } finally {
    await pg.stop();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
