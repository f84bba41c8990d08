import { createServer, type AddressInfo } from 'node:net';
import express from 'express';
import { Client, Connection } from '@temporalio/client';
import { createDb, hotQuery } from '@sgs/db';
import { unreachableDependency } from '../src/http/unavailable';
import { errorHandler } from '../src/http/errors';

/** A port nothing listens on: bound, then closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (err) {
    return err;
  }
  throw new Error('expected a failure');
}

const silent = { warn: () => undefined, error: () => undefined } as never;

describe('a request that fails only because PostgreSQL or Temporal is unreachable', () => {
  let db: ReturnType<typeof createDb>;
  beforeAll(async () => {
    db = createDb(`postgresql://postgres@127.0.0.1:${await closedPort()}/sgs`, 1);
  });
  afterAll(() => db.$disconnect());

  it('is told apart from other failures, whichever client raised it', async () => {
    expect(unreachableDependency(await failure(() => db.site.findFirst()))).toBe('database');
    expect(unreachableDependency(await failure(() => db.$queryRawUnsafe('select 1')))).toBe('database');
    expect(unreachableDependency(await failure(() => hotQuery(db, 'select 1', [])))).toBe('database');

    const temporal = new Client({ connection: Connection.lazy({ address: `127.0.0.1:${await closedPort()}` }) });
    const started = await failure(() => temporal.workflow.start('siteBuild', { taskQueue: 'none', workflowId: 'w' }));
    expect(unreachableDependency(started)).toBe('workflow engine');
    await temporal.connection.close();

    expect(unreachableDependency(new Error('boom'))).toBeUndefined();
    expect(unreachableDependency(Object.assign(new Error('Unique constraint failed'), { code: 'P2002' }))).toBe(
      undefined,
    );
  }, 60_000);

  it('answers 503 with Retry-After and a safe body, not a 500', async () => {
    const app = express();
    app.get('/sites', async (_req, res) => void res.json(await db.site.findMany()));
    app.use(errorHandler(silent));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sites`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('5');
      const body = (await res.json()) as { error: string; hint: string };
      expect(body.error).toBe('Service temporarily unavailable');
      expect(body.hint).toMatch(/database is unreachable/);
      expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|node_modules|P1001/);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 60_000);
});
