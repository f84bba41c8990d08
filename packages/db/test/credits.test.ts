import { createAccount, createDb, postCredits, type Db } from '../src';
import { testEnv } from '../../../test/helpers/env';

let db: Db;
beforeAll(() => {
  db = createDb(testEnv().DATABASE_URL, 10);
});
afterAll(() => db.$disconnect());

it('applies a keyed entry once, even when the same key is posted in parallel', async () => {
  const account = await createAccount(db, {
    email: `credits-${Date.now()}@example.com`,
    verified: true,
    signupCredits: 520,
  });
  const results = await Promise.all(
    Array.from({ length: 8 }, () =>
      postCredits(db, {
        accountId: account.id,
        kind: 'charge',
        amount: -200,
        reason: 'build',
        key: `charge:test:${account.id}`,
      }),
    ),
  );
  expect(results.filter((r) => r.applied)).toHaveLength(1);
  expect(new Set(results.map((r) => r.entry.id)).size).toBe(1);
  const after = await db.account.findUniqueOrThrow({ where: { id: account.id } });
  expect(after.creditsBalance).toBe(320);
  const sum = await db.creditLedgerEntry.aggregate({ where: { accountId: account.id }, _sum: { amount: true } });
  expect(sum._sum.amount).toBe(after.creditsBalance); // the balance is the ledger's sum
});

it('keeps credits integral', async () => {
  const account = await createAccount(db, {
    email: `credits-int-${Date.now()}@example.com`,
    verified: false,
    signupCredits: 520,
  });
  await expect(
    postCredits(db, { accountId: account.id, kind: 'grant', amount: 1.5, reason: 'x', key: `x:${account.id}` }),
  ).rejects.toThrow(/integers/);
});
