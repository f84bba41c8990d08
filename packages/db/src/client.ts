import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from './generated/prisma/client';

export { PrismaClient };
export type { Prisma } from './generated/prisma/client';
export type Db = PrismaClient;
/** A client or the client inside `$transaction(async (tx) => ...)`. */
export type Tx = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;

const urls = new WeakMap<object, string>();

/** One client per process; the pg driver adapter needs no engine binary. */
export function createDb(databaseUrl: string, poolSize = 10): PrismaClient {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: databaseUrl, max: poolSize }) });
  urls.set(db, databaseUrl);
  return db;
}

/** The connection string a client was made with (for a LISTEN connection beside it); undefined for other clients. */
export const databaseUrlOf = (db: object): string | undefined => urls.get(db);
