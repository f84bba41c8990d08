// Operators find a site's workflows by name in Temporal: a build, a revision queue and a lifecycle started through the
// real gateway carry Slug, BusinessName and AccountEmail, and a visibility query lists them (no worker runs them).
import path from 'node:path';
import { workflowIds } from '@sgs/contracts';
import { createLocalSiteStorage } from '@sgs/storage';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { seedDeployedSite } from '../../../test/helpers/revisions';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, tempDataDir } from '../../../test/helpers/worker';

const dataDir = tempDataDir();
const storage = createLocalSiteStorage(path.join(dataDir, 'sites'));
const env = testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('search'), DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000' });
let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ env, storage });
}, 60_000);
afterAll(() => gw.close());

/** The ids of the workflows a visibility query lists, once the (eventually consistent) index shows `expected` of them. */
async function listed(query: string, expected: number) {
  return eventually(
    async () => {
      const ids: string[] = [];
      for await (const w of gw.temporal.workflow.list({ query })) ids.push(w.workflowId);
      return ids.length >= expected ? ids.sort() : null;
    },
    `workflows matching ${query}`,
    20_000,
  );
}

it('lists a build by BusinessName, Slug and AccountEmail', async () => {
  const businessName = `Quill & Quire ${Date.now().toString(36)}`;
  const { key, account } = await newAccount(gw.db, { email: `Owner.${Date.now()}@Example.com` });
  const created = await call<{ siteId: string; slug: string }>(gw.url, 'POST', '/v1/sites', {
    key,
    body: { businessName, businessLocation: 'Portland, OR' },
  });
  expect(created.status).toBe(202);
  const build = workflowIds.siteBuild(created.body.siteId);
  expect(await listed(`BusinessName = "${businessName}"`, 1)).toEqual([build]);
  expect(await listed(`Slug = "${created.body.slug}" AND WorkflowType = "siteBuild"`, 1)).toEqual([build]);
  expect(await listed(`AccountEmail = "${account.email.toLowerCase()}"`, 1)).toEqual([build]);
});

it('tags a revision queue and a lifecycle workflow with the site names', async () => {
  const { key, account } = await newAccount(gw.db);
  const { site } = await seedDeployedSite(gw.db, storage, env, account);
  expect(
    (
      await call(gw.url, 'POST', `/v1/sites/${site.id}/revisions`, {
        key,
        body: { prompt: 'Make the hero heading say Welcome' },
      })
    ).status,
  ).toBe(202);
  expect((await call(gw.url, 'POST', `/v1/sites/${site.id}/refresh`, { key })).status).toBe(200);
  expect(await listed(`Slug = "${site.slug}" AND BusinessName = "${site.businessName}"`, 2)).toEqual(
    [workflowIds.siteRevisions(site.id), workflowIds.siteLifecycle(site.id)].sort(),
  );
  expect(await listed(`AccountEmail = "${account.email.toLowerCase()}"`, 2)).toHaveLength(2);
});
