// The generated client against the real stack: create -> waitForSite -> revision -> releases -> diff -> restore.
import { createClient, idempotencyKey, type SgsClient } from '@sgs/client';
import { createSiteStorage } from '@sgs/storage';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { revisionEnded } from '../../../test/helpers/revisions';
import { newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { startWorkers, tempDataDir } from '../../../test/helpers/worker';

const env = testEnv({
  TASK_QUEUE_PREFIX: uniquePrefix('client'),
  DATA_DIR: tempDataDir(),
  FREE_HOST_DOMAIN: 'sites.test',
  RATE_LIMIT_PER_MINUTE: '1000',
});
const storage = createSiteStorage(env);
let gw: TestGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let api: SgsClient;

beforeAll(async () => {
  gw = await startGateway({ env, storage });
  workers = await startWorkers(env, gw.db, ['siteBuild', 'visualReview'], { storage, llm: null });
  const { key } = await newAccount(gw.db, { credits: 2000 });
  api = createClient({ baseUrl: gw.url, apiKey: key });
}, 120_000);
afterAll(async () => {
  await workers.stop();
  await gw.close();
});

it('creates a site, waits for it, revises it, lists and diffs its releases and restores the first', async () => {
  const created = await api.POST('/v1/sites', {
    body: {
      businessName: 'Cedar Lane Bakery',
      businessLocation: 'Athens, GA',
      businessDescription: 'Sourdough breads and custom cakes baked fresh every morning.',
      contactEmail: 'hello@cedarlane.example',
    },
    headers: { 'Idempotency-Key': idempotencyKey() },
  });
  expect(created.response.status).toBe(202);
  const siteId = created.data!.siteId;

  const site = await api.waitForSite(siteId, { intervalMs: 500, signal: AbortSignal.timeout(240_000) });
  expect(site.status).toMatch(/^complete/);

  const revision = await api.POST('/v1/sites/{id}/revisions', {
    params: { path: { id: siteId } },
    body: { prompt: 'Change our phone number to (706) 555-0188' },
  });
  expect(revision.response.status).toBe(202);
  const revisionId = revision.data!.revisionId;
  await revisionEnded(gw.db, revisionId, 120_000);
  const { data: rev } = await api.GET('/v1/sites/{id}/revisions/{revisionId}', {
    params: { path: { id: siteId, revisionId } },
  });
  expect(rev?.status).toBe('complete');

  const { data: history } = await api.GET('/v1/sites/{id}/releases', { params: { path: { id: siteId } } });
  const [latest, build] = history!.releases;
  expect(latest!.cause.kind).toBe('revision');
  expect(build!.cause.kind).toBe('build');

  const diff = await api.GET('/v1/sites/{id}/releases/{releaseId}/diff', {
    params: { path: { id: siteId, releaseId: latest!.id }, query: { against: build!.id } as never },
  });
  expect(diff.data!.pages.some((p) => p.diff.includes('555-0188'))).toBe(true);

  const restore = await api.POST('/v1/sites/{id}/releases/{releaseId}/restore', {
    params: { path: { id: siteId, releaseId: build!.id } },
  });
  expect(restore.response.status).toBe(202);
  await revisionEnded(gw.db, restore.data!.revisionId, 120_000);
  const { data: after } = await api.GET('/v1/sites/{id}/releases', { params: { path: { id: siteId } } });
  expect(after!.releases[0]).toMatchObject({ live: true, cause: { kind: 'rollback', restored_release_id: build!.id } });

  // Errors arrive typed as the spec's error shape.
  const missing = await api.GET('/v1/sites/{id}', { params: { path: { id: '00000000-0000-4000-8000-000000000000' } } });
  expect(missing.response.status).toBe(404);
  expect(missing.error?.error).toBe('Site not found');
}, 400_000);
