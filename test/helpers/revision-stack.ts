// The stack the revision and release tests run against: the gateway, site-build workers without a model and the
// hosting service, sharing one data directory. Started in the calling file's beforeAll, stopped in its afterAll.
import { createSiteStorage } from '@sgs/storage';
import { testEnv, uniquePrefix } from './env';
import { seedDeployedSite, startHosting } from './revisions';
import { call, newAccount, startGateway, type TestGateway } from './stack';
import { startWorkers, tempDataDir } from './worker';

export interface RevisionStack {
  env: ReturnType<typeof testEnv>;
  storage: ReturnType<typeof createSiteStorage>;
  /** set in beforeAll */
  gw: TestGateway;
  hosting: Awaited<ReturnType<typeof startHosting>>;
  /** A new account with a deployed site (seeded; no build). */
  deployed(): Promise<{ key: string; account: Awaited<ReturnType<typeof newAccount>>['account'] } & Seeded>;
  /** Admits a revision through the API (asserts 202) and returns its id. */
  revise(key: string, siteId: string, prompt: string): Promise<string>;
}
type Seeded = Awaited<ReturnType<typeof seedDeployedSite>>;

/** Registers beforeAll/afterAll for the stack; `name` prefixes the task queues. */
export function useRevisionStack(name: string): RevisionStack {
  const env = testEnv({
    TASK_QUEUE_PREFIX: uniquePrefix(name),
    DATA_DIR: tempDataDir(),
    FREE_HOST_DOMAIN: 'sites.test',
    RATE_LIMIT_PER_MINUTE: '1000',
  });
  const storage = createSiteStorage(env);
  let workers: Awaited<ReturnType<typeof startWorkers>> | undefined;
  const stack = {
    env,
    storage,
    async deployed() {
      const { key, account } = await newAccount(stack.gw.db);
      return { key, account, ...(await seedDeployedSite(stack.gw.db, storage, env, account)) };
    },
    async revise(key: string, siteId: string, prompt: string) {
      const r = await call<Record<string, unknown>>(stack.gw.url, 'POST', `/v1/sites/${siteId}/revisions`, {
        key,
        body: { prompt },
      });
      expect(r.status).toBe(202);
      return r.body.revisionId as string;
    },
  } as RevisionStack;

  beforeAll(async () => {
    stack.gw = await startGateway({ env, storage });
    workers = await startWorkers(env, stack.gw.db, ['siteBuild'], { storage, llm: null });
    stack.hosting = await startHosting(env, stack.gw.db, storage);
  }, 120_000);
  afterAll(async () => {
    await workers?.stop();
    await stack.hosting?.close();
    await stack.gw?.close();
  });
  return stack;
}
