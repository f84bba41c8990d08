import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client, Connection } from '@temporalio/client';
import { bundleWorkflowCode, NativeConnection, Worker, type WorkflowBundleWithSourceMap } from '@temporalio/worker';
import { createDb, type Db } from '@sgs/db';
import { createLocalSiteStorage, type SiteStorage } from '@sgs/storage';
import { createBrowserPool, type BrowserPool } from '@sgs/visual-review';
import { cleanSite, page } from '../../../packages/visual-review/test/fixtures';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { createWorkers, roleOptions } from '../src/workers';
import { reviewReleaseOnQueue } from './workflows/review-release';

const env = testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('review') });
const quiet = {
  log: () => undefined,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: console.error,
};
let nativeConnection: NativeConnection;
let connection: Connection;
let client: Client;
let db: Db;
let root: string;
let storage: SiteStorage;
let pool: BrowserPool;
let bundle: WorkflowBundleWithSourceMap;

beforeAll(async () => {
  nativeConnection = await NativeConnection.connect({ address: env.TEMPORAL_ADDRESS });
  connection = await Connection.connect({ address: env.TEMPORAL_ADDRESS });
  client = new Client({ connection, namespace: env.TEMPORAL_NAMESPACE });
  db = createDb(env.DATABASE_URL); // required by the worker's deps; the review never queries it
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-review-worker-'));
  storage = createLocalSiteStorage(root);
  pool = createBrowserPool();
  bundle = await bundleWorkflowCode({ workflowsPath: require.resolve('./workflows/review-release'), logger: quiet });
}, 60_000);
afterAll(async () => {
  await pool.close();
  await db.$disconnect();
  await connection.close();
  await nativeConnection.close();
  fs.rmSync(root, { recursive: true, force: true });
});

it("bounds the visual-review queue's concurrent activities by the browser pool (cores)", () => {
  expect(roleOptions('visualReview', { db, env, storage, browserPool: pool })).toMatchObject({
    maxConcurrentActivityTaskExecutions: pool.concurrency,
  });
  expect(pool.concurrency).toBeGreaterThanOrEqual(1);
  expect(pool.concurrency).toBeLessThanOrEqual(os.availableParallelism());
});

it('runs reviewRelease on the visual-review task queue of a real worker, called from a workflow', async () => {
  const siteId = randomUUID();
  const files = cleanSite({
    'contact.html': page({ main: '<p>Call us.</p><img class="map" src="photo.png" width="200" height="200">' }),
  });
  const releaseId = await storage.writeRelease(
    siteId,
    new Map(Object.entries(files).map(([k, v]) => [k, Buffer.from(v)])),
  );

  const [reviewWorker] = await createWorkers({
    connection: nativeConnection,
    namespace: env.TEMPORAL_NAMESPACE,
    prefix: env.TASK_QUEUE_PREFIX,
    roles: ['visualReview'],
    deps: { db, env, storage, browserPool: pool },
  });
  const callerQueue = `${env.TASK_QUEUE_PREFIX}review-caller`;
  const caller = await Worker.create({
    connection: nativeConnection,
    namespace: env.TEMPORAL_NAMESPACE,
    taskQueue: callerQueue,
    workflowBundle: bundle,
  });
  expect(reviewWorker!.options.taskQueue).toBe(`${env.TASK_QUEUE_PREFIX}visual-review`);

  await reviewWorker!.runUntil(
    caller.runUntil(async () => {
      const workflowId = `review-test:${releaseId}`;
      const result = await client.workflow.execute(reviewReleaseOnQueue, {
        taskQueue: callerQueue,
        workflowId,
        args: [
          env.TASK_QUEUE_PREFIX,
          { siteId, releaseId, pages: ['index.html', 'services.html', 'contact.html', 'about.html'] },
        ],
      });
      expect(result.pages).toEqual(['index.html', 'services.html', 'contact.html', 'about.html']);
      expect(result.catastrophic).toEqual([expect.objectContaining({ rule: 'page-missing', page: 'about.html' })]);
      expect(result.findings).toEqual([
        expect.objectContaining({ rule: 'missing-alt', page: 'contact.html', severity: 'error' }),
      ]);
      // Each reviewed page's first screen at phone width, plus the crop of the finding's image.
      expect(result.screenshots).toEqual(
        expect.arrayContaining(['index', 'services', 'contact'].map((p) => `review/${releaseId}/${p}.html.mobile.png`)),
      );
      expect(result.screenshots).toContain(result.findings[0]!.screenshot);
      expect(await storage.readAsset(siteId, result.screenshots[0]!)).not.toBeNull();

      const history = await client.workflow.getHandle(workflowId).fetchHistory();
      const scheduled = history.events?.find(
        (e) => e.activityTaskScheduledEventAttributes,
      )?.activityTaskScheduledEventAttributes;
      expect(scheduled).toMatchObject({
        activityType: { name: 'reviewRelease' },
        taskQueue: { name: `${env.TASK_QUEUE_PREFIX}visual-review` },
      });
    }),
  );
}, 180_000);
