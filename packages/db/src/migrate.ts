import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../../prisma/migrations');

// Prisma's own bookkeeping table, so the Prisma CLI agrees with what was applied wherever its engines exist.
const BOOKKEEPING = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
  "id" VARCHAR(36) PRIMARY KEY NOT NULL,
  "checksum" VARCHAR(64) NOT NULL,
  "finished_at" TIMESTAMPTZ,
  "migration_name" VARCHAR(255) NOT NULL,
  "logs" TEXT,
  "rolled_back_at" TIMESTAMPTZ,
  "started_at" TIMESTAMPTZ NOT NULL DEFAULT now(),
  "applied_steps_count" INTEGER NOT NULL DEFAULT 0
)`;

export function listMigrations(dir = MIGRATIONS_DIR): { name: string; sql: string; checksum: string }[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.existsSync(path.join(dir, d.name, 'migration.sql')))
    .map((d) => d.name)
    .sort()
    .map((name) => {
      const sql = fs.readFileSync(path.join(dir, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

/**
 * Applies pending migrations in order, each in its own transaction, under an advisory lock so that
 * several processes starting at once apply each migration exactly once. Returns the names applied.
 */
export async function migrate(databaseUrl: string, dir = MIGRATIONS_DIR): Promise<string[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query(`select pg_advisory_lock(hashtext('sgs:migrations'))`);
    await client.query(BOOKKEEPING);
    const done = new Map<string, string>();
    const rows = await client.query<{ migration_name: string; checksum: string }>(
      `select migration_name, checksum from "_prisma_migrations" where finished_at is not null and rolled_back_at is null`,
    );
    for (const r of rows.rows) done.set(r.migration_name, r.checksum);
    for (const m of listMigrations(dir)) {
      const seen = done.get(m.name);
      if (seen !== undefined) {
        if (seen !== m.checksum)
          throw new Error(`Migration ${m.name} was changed after it was applied; add a new migration instead.`);
        continue;
      }
      await client.query('begin');
      try {
        await client.query(m.sql);
        await client.query(
          `insert into "_prisma_migrations" (id, checksum, finished_at, migration_name, applied_steps_count) values ($1, $2, now(), $3, 1)`,
          [randomUUID(), m.checksum, m.name],
        );
        await client.query('commit');
        applied.push(m.name);
      } catch (err) {
        await client.query('rollback');
        throw new Error(`Migration ${m.name} failed: ${(err as Error).message}`, { cause: err });
      }
    }
  } finally {
    await client.query(`select pg_advisory_unlock(hashtext('sgs:migrations'))`).catch(() => undefined);
    await client.end();
  }
  return applied;
}
