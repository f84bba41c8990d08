import { bundleWorkflowCode, NativeConnection, type Worker } from '@temporalio/worker';
import { workflowIds } from '@sgs/contracts';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { createWorkers, workflowsPath } from '../src/workers';

let gw: TestGateway;
let connection: NativeConnection;
let worker: Worker;

beforeAll(async () => {
  const env = testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('build') });
  gw = await startGateway({ env });
  connection = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  const bundle = await bundleWorkflowCode({ workflowsPath, logger: { log: () => undefined, trace: () => undefined, debug: () => undefined, info: () => undefined, warn: () => undefined, error: console.error } });
  const workers = await createWorkers({ connection, namespace: env.TEMPORAL_NAMESPACE, prefix: env.TASK_QUEUE_PREFIX, roles: ['siteBuild'], deps: { db: gw.db }, bundle });
  worker = workers[0]!;
}, 60_000);
afterAll(async () => {
  await connection.close();
  await gw.close();
});

it('runs the site\'s siteBuild workflow on the real Temporal server, which records the researching phase', async () => {
  const { key } = await newAccount(gw.db);
  await worker.runUntil(async () => {
    const r = await call(gw.url, 'POST', '/v1/sites', { key, body: { businessName: 'Workflow Bakery', businessLocation: 'Tulsa, OK' } });
    expect(r.status).toBe(202);
    const siteId = (r.body as { siteId: string }).siteId;
    await gw.db.site.update({ where: { id: siteId }, data: { generationMessage: 'Queued for research' } });
    const handle = gw.temporal.workflow.getHandle(workflowIds.siteBuild(siteId));
    await handle.result();
    const site = await call(gw.url, 'GET', `/v1/sites/${siteId}`, { key });
    expect(site.body).toMatchObject({ status: 'generating', generation_phase: 'researching', generation_message: 'Researching the business' });
    expect((await handle.describe()).status.name).toBe('COMPLETED');
  });
});
