import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from './generated/prisma/client';

export { PrismaClient };
export type { Prisma } from './generated/prisma/client';
export type Db = PrismaClient;
/** A client or the client inside `$transaction(async (tx) => ...)`. */
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

const urls = new WeakMap<object, string>();
const pools = new WeakMap<object, pg.Pool>();

/** One client per process; the pg driver adapter needs no engine binary. Prisma runs its queries on our pool. */
export function createDb(databaseUrl: string, poolSize = 10): PrismaClient {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  // An idle connection that drops is replaced on next use; the error must not crash the process.
  pool.on('error', () => undefined);
  const db = new PrismaClient({ adapter: new PrismaPg(pool, { disposeExternalPool: true }) });
  // Prisma ends the pool on $disconnect only if it ever connected; hotQuery may have used it without the ORM.
  const disconnect = db.$disconnect.bind(db);
  db.$disconnect = async () => {
    await disconnect();
    if (!pool.ended) await pool.end();
  };
  urls.set(db, databaseUrl);
  pools.set(db, pool);
  return db;
}

/** The connection string a client was made with (for a LISTEN connection beside it); undefined for other clients. */
export const databaseUrlOf = (db: object): string | undefined => urls.get(db);

/**
 * One parameterised SQL statement ($1, $2, ...) straight on the client's pool, for the per-request hot path: the
 * ORM plans every query in WebAssembly first (1-3 ms of CPU each on a small machine), this does not. Rows come as
 * node-postgres returns them (timestamps as Date, bigint and numeric as strings). Clients not made by createDb
 * fall back to $queryRawUnsafe. A `name` (one per distinct text) prepares the statement once per pooled connection,
 * so PostgreSQL stops parsing and planning it on every call (GET /v1/sites: 1.4-1.6x the requests/s).
 */
export async function hotQuery<T>(db: Db, text: string, values: unknown[], name?: string): Promise<T[]> {
  const pool = pools.get(db);
  if (!pool) return db.$queryRawUnsafe<T[]>(text, ...values);
  // After $disconnect: fail rather than have the ORM open a new pool behind the caller's back.
  if (pool.ended) throw new Error('database client is disconnected');
  return (await pool.query(name ? { name, text, values } : { text, values })).rows as T[];
}
