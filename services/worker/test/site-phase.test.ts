import { randomUUID } from 'node:crypto';
import { MockActivityEnvironment } from '@temporalio/testing';
import type { GenerationPhase } from '@sgs/contracts';
import { createAccount, createDb, type Db } from '@sgs/db';
import { createSiteBuildActivities } from '../../../activities/src/site-build/phase';
import { testEnv } from '../../../test/helpers/env';

// The gateway starts a build inside the transaction that writes its site: the build's first activity can run
// before that commit is visible, and must wait for it rather than end the build (which left sites "generating").
let db: Db;
let accountId: string;
beforeAll(async () => {
  db = createDb(testEnv().DATABASE_URL, 2);
  accountId = (
    await createAccount(db, { email: `phase-${randomUUID()}@example.com`, verified: false, signupCredits: 0 })
  ).id;
});
afterAll(() => db.$disconnect());

const record = (id: string, phase: GenerationPhase) =>
  new MockActivityEnvironment().run(
    createSiteBuildActivities({ db, publicBaseUrl: 'http://127.0.0.1' }).recordPhase,
    id,
    phase,
    'progress',
  );
const site = (id: string, status = 'generating') =>
  db.site.create({
    data: {
      id,
      accountId,
      slug: `phase-${id.slice(0, 8)}`,
      businessName: 'Phase Test Bakery',
      status,
      generationPhase: 'researching',
      operatorEmail: 'operator@example.com',
      buildRequest: {},
    },
  });

describe('recordPhase', () => {
  it('waits for a site committed a moment after its build started, then moves its phase', async () => {
    const id = randomUUID();
    const moved = record(id, 'generating');
    await new Promise((r) => setTimeout(r, 1000));
    await site(id);
    expect(await moved).toBe(true);
    expect(await db.site.findUniqueOrThrow({ where: { id } })).toMatchObject({ generationPhase: 'generating' });
  });

  it('is false for a site that left generating, and for one that never committed', async () => {
    const id = randomUUID();
    await site(id, 'failed');
    expect(await record(id, 'researching')).toBe(false);
    expect(await record(randomUUID(), 'researching')).toBe(false);
  }, 40_000);
});
