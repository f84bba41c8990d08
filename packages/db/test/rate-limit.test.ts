import pg from 'pg';
import { createDb, hitRateLimit, type Db } from '../src';
import { testEnv } from '../../../test/helpers/env';
import { eventually } from '../../../test/helpers/worker';

// Three clients, each with its own in-process limiter: what three gateway processes have.
let a: Db;
let b: Db;
let c: Db;
beforeAll(() => {
  [a, b, c] = [1, 2, 3].map(() => createDb(testEnv().DATABASE_URL, 3)) as [Db, Db, Db];
});
afterAll(async () => {
  await Promise.all([a, b, c].map((db) => db.$disconnect()));
});

let n = 0;
const bucketName = () => `test:${Date.now()}:${n++}`;
const hitsIn = async (bucket: string) => a.rateLimitHit.count({ where: { bucket } });

it('admits exactly the limit from parallel requests at a small limit, one recorded hit per admitted request', async () => {
  const bucket = bucketName();
  const results = await Promise.all(
    Array.from({ length: 40 }, (_, i) => hitRateLimit(i % 2 ? a : b, bucket, 7, 60_000)),
  );
  expect(results.filter((r) => r.allowed)).toHaveLength(7);
  for (const r of results.filter((x) => !x.allowed)) {
    expect(r.used).toBe(7);
    expect(r.retryAfterMs).toBeGreaterThan(0);
    expect(r.retryAfterMs).toBeLessThanOrEqual(60_000);
  }
  expect(await hitsIn(bucket)).toBe(7);
});

it('leases slots to busy processes at a high limit, never admits more than the limit, and gives unspent slots back', async () => {
  const bucket = bucketName();
  const limit = 1000;
  // Two processes each send requests one after another (each waits for its answer): the pattern that leases.
  // 800 of 1000: every one fits, however the leases fall.
  const run = async (db: Db, count: number) => {
    let allowed = 0;
    for (let i = 0; i < count; i++) if ((await hitRateLimit(db, bucket, limit, 60_000)).allowed) allowed++;
    return allowed;
  };
  const [fromA, fromB] = await Promise.all([run(a, 400), run(b, 400)]);
  expect([fromA, fromB]).toEqual([400, 400]);
  // Fewer recorded hits than answers would mean a slot was admitted twice; more means leased slots are still out.
  // Once each lease has ended, exactly the admitted requests are counted.
  let recorded = 0;
  await eventually(
    async () => (recorded = await hitsIn(bucket)) === 800,
    'the unspent leased slots given back (recorded hits: see the last count)',
  ).catch((err: Error) => {
    throw new Error(`${err.message}: ${recorded}`);
  });
  // Leased: a lease's hits share one time, so far fewer distinct times than hits (one request per trip: 800). How
  // many leases it takes depends on how fast the requests come (a loaded machine: smaller leases), so the bound is
  // half of the unleased figure, not a tight one.
  const times = await a.$queryRaw<
    { n: number }[]
  >`select count(distinct at)::int as n from rate_limit_hits where bucket = ${bucket}`;
  expect(times[0]!.n).toBeLessThan(400);
  // A third process gets exactly what is left of the window, no more.
  const rest = limit - 800;
  const third = await Promise.all(Array.from({ length: rest + 20 }, () => hitRateLimit(c, bucket, limit, 60_000)));
  expect(third.filter((r) => r.allowed)).toHaveLength(rest);
  expect(await hitsIn(bucket)).toBe(limit);
}, 120_000);

it('gives back every unspent slot when two leases recorded in the same millisecond are returned at once', async () => {
  // Two processes can lease in one millisecond; their hits then share one time. Each return must remove its own
  // count of rows even while the other's DELETE holds some of those rows.
  const bucket = bucketName();
  const at = new Date(Date.now() + 1000);
  await a.$executeRaw`insert into rate_limit_hits (bucket, at) select ${bucket}, ${at} from generate_series(1, 20)`;
  const [first, second] = [new pg.Client(testEnv().DATABASE_URL), new pg.Client(testEnv().DATABASE_URL)];
  await Promise.all([first.connect(), second.connect()]);
  try {
    await first.query('begin');
    await first.query('select rate_limit_return($1, $2::timestamptz, 5)', [bucket, at]);
    const secondPid = ((await second.query('select pg_backend_pid() as pid')).rows[0] as { pid: number }).pid;
    const returned = second.query('select rate_limit_return($1, $2::timestamptz, 5)', [bucket, at]);
    // The second return is under way and waiting on the first one's transaction.
    await eventually(async () => {
      const r = await a.$queryRaw<
        { w: string | null }[]
      >`select wait_event_type as w from pg_stat_activity where pid = ${secondPid}`;
      return r[0]?.w === 'Lock';
    }, 'the second return waiting on the first');
    await first.query('commit');
    await returned;
  } finally {
    await Promise.all([first.end(), second.end()]);
  }
  expect(await hitsIn(bucket)).toBe(10);
});
