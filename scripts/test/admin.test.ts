import { createDb, type Db } from '@sgs/db';
import { testEnv } from '../../test/helpers/env';
import { call, startGateway, type TestGateway } from '../../test/helpers/stack';
import { runAdmin } from '../../test/helpers/admin';

const admin = (...args: string[]) => runAdmin(args);
/** Each case starts the CLI up to ten times (a TypeScript process each): seconds apiece on a loaded machine. */
const CLI_TEST_MS = 180_000;

let gw: TestGateway;
let db: Db;
beforeAll(async () => {
  gw = await startGateway();
  db = createDb(testEnv().DATABASE_URL, 2);
});
afterAll(async () => {
  await db.$disconnect();
  await gw.close();
});

it(
  'creates a verified account with 520 credits and a working key, then rotates, revokes, grants and toggles auto-refill',
  async () => {
    const email = `admin-${Date.now()}@example.com`;
    const created = await admin('account', 'create', '--email', email, '--verified', '--json');
    expect(created.code).toBe(0);
    const out = JSON.parse(created.out);
    expect(out.account).toMatchObject({ email, verified: true, credits_balance: 520, auto_refill: false });
    expect(out.api_key.key).toMatch(/^sgs_[0-9a-f]{12}_/);
    expect((await call(gw.url, 'GET', '/v1/sites', { key: out.api_key.key })).status).toBe(200);

    const rotated = JSON.parse((await admin('key', 'rotate', '--key', out.api_key.id)).out);
    expect((await call(gw.url, 'GET', '/v1/sites', { key: out.api_key.key })).status).toBe(401);
    expect((await call(gw.url, 'GET', '/v1/sites', { key: rotated.api_key.key })).status).toBe(200);

    expect((await admin('key', 'revoke', '--key', rotated.api_key.id)).code).toBe(0);
    expect((await call(gw.url, 'GET', '/v1/sites', { key: rotated.api_key.key })).status).toBe(401);

    const granted = JSON.parse((await admin('credits', 'grant', '--account', email, '--amount', '100')).out);
    expect(granted.ledger_entry).toMatchObject({ amount: 100, balance_after: 620 });
    const refill = JSON.parse(
      (await admin('account', 'auto-refill', '--account', email, '--on', '--threshold', '50')).out,
    );
    expect(refill.account).toMatchObject({ auto_refill: true, auto_refill_threshold: 50 });
  },
  CLI_TEST_MS,
);

it(
  'grants the signup credits once, at verification',
  async () => {
    const email = `later-${Date.now()}@example.com`;
    const created = JSON.parse((await admin('account', 'create', '--email', email)).out);
    expect(created.account).toMatchObject({ verified: false, credits_balance: 0 });
    await admin('account', 'verify', '--account', email);
    const again = JSON.parse((await admin('account', 'verify', '--account', email)).out);
    expect(again.account).toMatchObject({ verified: true, credits_balance: 520 });
    expect(await db.creditLedgerEntry.count({ where: { accountId: created.account.id } })).toBe(1);
  },
  CLI_TEST_MS,
);

it(
  'explains usage errors with exit code 2',
  async () => {
    const r = await admin('account', 'create');
    expect(r.code).toBe(2);
    expect(r.err).toContain('missing --email');
    const dup = await admin('frobnicate');
    expect(dup.code).toBe(2);
    expect(dup.err).toContain('unknown command');
  },
  CLI_TEST_MS,
);
