import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { runPrefixed, waitFor, type Managed } from './proc';

/** A PostgreSQL server this project starts and owns (used when DATABASE_URL is not set). */
export interface LocalPostgres {
  url: string;
  managed?: Managed; // undefined when an already-running server of ours was reused
  stop(): Promise<void>;
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, its processes run as the `postgres` user (signals still reach them). */
function runAs(): { uid?: number; gid?: number; env?: NodeJS.ProcessEnv } {
  if (!isRoot) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid, env: { ...process.env, HOME: '/var/lib/postgresql' } };
}

function canPostgresReach(dir: string): boolean {
  if (!isRoot) return true;
  try {
    execFileSync('runuser', ['-u', 'postgres', '--', 'test', '-x', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Where the cluster lives: <dataDir>/postgres, or under /var/tmp when the postgres user cannot reach the checkout. */
function clusterHome(root: string, dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  if (canPostgresReach(dataDir)) return dataDir;
  try {
    fs.chmodSync(root, fs.statSync(root).mode | 0o001);
  } catch {
    /* not ours to change */
  }
  if (canPostgresReach(dataDir)) return dataDir;
  const home = path.join(
    '/var/tmp/site-generation-service',
    createHash('sha256').update(dataDir).digest('hex').slice(0, 12),
  );
  fs.mkdirSync(home, { recursive: true });
  return home;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startLocalPostgres(opts: {
  root: string;
  dataDir: string;
  port: number;
  database: string;
  fresh?: boolean;
}): Promise<LocalPostgres> {
  const pgBin = process.env.PG_BIN;
  if (!pgBin) throw new Error('PG_BIN is not set (scripts/bootstrap.sh finds it)');
  const home = clusterHome(opts.root, opts.dataDir);
  const cluster = path.join(home, 'postgres');
  const pwFile = path.join(opts.dataDir, 'postgres.password');

  if (!fs.existsSync(path.join(cluster, 'PG_VERSION'))) {
    fs.mkdirSync(cluster, { recursive: true });
    const password = randomBytes(18).toString('base64url');
    const tmpPw = path.join(home, `.pw-${process.pid}`);
    fs.writeFileSync(tmpPw, password, { mode: 0o600 });
    if (isRoot) execFileSync('chown', ['-R', 'postgres:postgres', cluster, tmpPw]);
    try {
      execFileSync(
        path.join(pgBin, 'initdb'),
        ['-D', cluster, '-U', 'sgs', '--pwfile', tmpPw, '--auth', 'scram-sha-256', '-E', 'UTF8', '--locale', 'C.UTF-8'],
        {
          stdio: ['ignore', 'ignore', 'inherit'],
          cwd: home,
          ...runAs(),
        },
      );
    } finally {
      fs.rmSync(tmpPw, { force: true });
    }
    fs.writeFileSync(pwFile, password, { mode: 0o600 });
  }
  const password = fs.readFileSync(pwFile, 'utf8').trim();
  const base = `postgresql://sgs:${encodeURIComponent(password)}@127.0.0.1:${opts.port}`;

  let managed: Managed | undefined;
  if (!(await canConnect(`${base}/postgres`))) {
    managed = runPrefixed(
      'postgres',
      path.join(pgBin, 'postgres'),
      [
        '-D',
        cluster,
        '-p',
        String(opts.port),
        '-h',
        '127.0.0.1',
        '-k',
        '',
        '-c',
        'max_connections=200',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'log_min_messages=warning',
        '-c',
        'log_min_error_statement=panic',
      ],
      { out: process.stderr, cwd: home, ...runAs() },
    );
    await waitFor('postgres', () => canConnect(`${base}/postgres`), { timeoutMs: 30_000, managed });
  }

  const admin = new Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    if (opts.fresh) await admin.query(`drop database if exists "${opts.database}" with (force)`);
    const exists = await admin.query('select 1 from pg_database where datname = $1', [opts.database]);
    if (exists.rowCount === 0) await admin.query(`create database "${opts.database}"`);
  } finally {
    await admin.end();
  }
  return { url: `${base}/${opts.database}`, managed, stop: async () => managed?.stop('SIGINT', 15_000) };
}
