import path from 'node:path';
import { migrate } from '../../packages/db/src/migrate';
import { DATA_DIR, ROOT } from './paths';
import { startLocalPostgres } from './postgres';
import { startLocalTemporal } from './temporal';

export interface Infra {
  databaseUrl: string;
  temporalAddress: string;
  temporalUi?: string;
  stop(): Promise<void>;
}

const envPort = (name: string, def: number) => Number(process.env[name] ?? def);

/**
 * PostgreSQL (DATABASE_URL, else our own server under .data/) with migrations applied, and Temporal
 * (TEMPORAL_ADDRESS, else the CLI dev server). `test` uses separate ports, a fresh database and an
 * in-memory Temporal, so tests never touch the data of a running `npm start`.
 */
export async function startInfra(mode: 'start' | 'test' | 'admin'): Promise<Infra> {
  const test = mode === 'test';
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch((e) => console.error(e));
  };
  try {
    let databaseUrl = test ? process.env.TEST_DATABASE_URL : process.env.DATABASE_URL;
    if (!databaseUrl) {
      const port = test ? envPort('TEST_POSTGRES_PORT', 55433) : envPort('LOCAL_POSTGRES_PORT', 55432);
      const pg = await startLocalPostgres({
        root: ROOT,
        dataDir: test ? path.join(DATA_DIR, `test-${port}`) : DATA_DIR,
        port,
        database: test ? 'sgs_test' : 'sgs',
        fresh: test,
      });
      stops.push(pg.stop);
      databaseUrl = pg.url;
    }
    const applied = await migrate(databaseUrl);
    if (applied.length && !test) console.error(`[migrate] applied ${applied.join(', ')}`);
    if (mode === 'admin') return { databaseUrl, temporalAddress: '', stop };

    let temporalAddress = test ? process.env.TEST_TEMPORAL_ADDRESS : process.env.TEMPORAL_ADDRESS;
    let temporalUi: string | undefined;
    if (!temporalAddress) {
      const t = test
        ? await startLocalTemporal({ port: envPort('TEST_TEMPORAL_PORT', 7234) })
        : await startLocalTemporal({
            port: envPort('TEMPORAL_PORT', 7233),
            uiPort: envPort('TEMPORAL_UI_PORT', 8233),
            dbFile: path.join(DATA_DIR, 'temporal', 'temporal.db'),
          });
      stops.push(t.stop);
      temporalAddress = t.address;
      temporalUi = t.uiUrl;
    }
    return { databaseUrl, temporalAddress, temporalUi, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
