// The queue-depth gauge read from PostgreSQL at scrape time: in-flight revisions counted by status, finished ones not.
import { createDb, type Db } from '@sgs/db';
import { testEnv } from '../../../test/helpers/env';
import { createTestSite } from '../../../test/helpers/receiver';
import { newAccount } from '../../../test/helpers/stack';
import { createMetrics, registerDatabaseGauges } from '../src';

let db: Db;
beforeAll(() => {
  db = createDb(testEnv().DATABASE_URL, 2);
});
afterAll(() => db.$disconnect());

const depth = (text: string, queue: string) => {
  const line = text.split('\n').find((l) => l.startsWith('sgs_queue_depth{') && l.includes(`queue="${queue}"`));
  return line === undefined ? undefined : Number(line.split(' ').pop());
};

it('counts pending and running revisions and leaves finished ones out', async () => {
  const { account } = await newAccount(db);
  const site = await createTestSite(db, account.id);
  for (const status of ['pending', 'running', 'running', 'complete', 'failed', 'clarification_needed'])
    await db.revision.create({ data: { siteId: site.id, accountId: account.id, prompt: 'a change', status } });
  const metrics = createMetrics('gauge-test');
  registerDatabaseGauges(metrics, db);
  const text = await metrics.registry.metrics();
  expect(depth(text, 'revisions_pending')).toBeGreaterThanOrEqual(1);
  expect(depth(text, 'revisions_running')).toBeGreaterThanOrEqual(2);
  for (const finished of ['complete', 'failed', 'clarification_needed'])
    expect(depth(text, `revisions_${finished}`)).toBeUndefined();
});
