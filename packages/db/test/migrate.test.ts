import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { listMigrations, migrate, MIGRATIONS_DIR } from '../src/migrate';
import { testEnv } from '../../../test/helpers/env';

const baseUrl = testEnv().DATABASE_URL;

async function withScratchDb(fn: (url: string) => Promise<void>) {
  const name = `scratch_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const u = new URL(baseUrl);
    u.pathname = `/${name}`;
    await fn(u.toString());
  } finally {
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  }
}

it('keeps schema.prisma and the newest migration in step (run `npm run db:generate-migration -- <name>`)', () => {
  const schema = fs.readFileSync(path.join(MIGRATIONS_DIR, '../schema.prisma'), 'utf8');
  const snapshot = fs.readFileSync(path.join(MIGRATIONS_DIR, 'schema.snapshot.prisma'), 'utf8');
  expect(snapshot).toBe(schema);
});

it('applies every migration once, records it as Prisma does, and applies nothing the second time', async () => {
  await withScratchDb(async (url) => {
    const all = listMigrations().map((m) => m.name);
    expect(await migrate(url)).toEqual(all);
    expect(await migrate(url)).toEqual([]);
    const c = new Client({ connectionString: url });
    await c.connect();
    const rows = await c.query(
      'select migration_name, checksum, finished_at from "_prisma_migrations" order by migration_name',
    );
    await c.end();
    expect(rows.rows.map((r) => r.migration_name)).toEqual(all);
    expect(rows.rows.every((r) => /^[0-9a-f]{64}$/.test(r.checksum) && r.finished_at)).toBe(true);
  });
});

it('applies each migration exactly once when several processes start together', async () => {
  await withScratchDb(async (url) => {
    const results = await Promise.all([migrate(url), migrate(url), migrate(url)]);
    expect(results.flat().sort()).toEqual(
      listMigrations()
        .map((m) => m.name)
        .sort(),
    );
  });
});

it('refuses to run when an applied migration was edited', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mig-'));
  fs.mkdirSync(path.join(dir, '001_a'));
  fs.writeFileSync(path.join(dir, '001_a', 'migration.sql'), 'create table t_a (id int);');
  await withScratchDb(async (url) => {
    expect(await migrate(url, dir)).toEqual(['001_a']);
    fs.writeFileSync(path.join(dir, '001_a', 'migration.sql'), 'create table t_a (id bigint);');
    await expect(migrate(url, dir)).rejects.toThrow(/001_a was changed after it was applied/);
  });
});

it('rolls back a failing migration and records nothing for it', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mig-'));
  fs.mkdirSync(path.join(dir, '001_bad'));
  fs.writeFileSync(
    path.join(dir, '001_bad', 'migration.sql'),
    'create table t_b (id int); select * from no_such_table;',
  );
  await withScratchDb(async (url) => {
    await expect(migrate(url, dir)).rejects.toThrow(/001_bad failed/);
    const c = new Client({ connectionString: url });
    await c.connect();
    const t = await c.query(`select to_regclass('t_b') as t`);
    const m = await c.query('select count(*)::int as n from "_prisma_migrations"');
    await c.end();
    expect(t.rows[0].t).toBeNull();
    expect(m.rows[0].n).toBe(0);
  });
});
