import {
  authenticateApiKey,
  createDb,
  issueApiKey,
  revokeApiKey,
  rotateApiKey,
  type Db,
  warmApiKeyCache,
} from '../src';
import { testEnv } from '../../../test/helpers/env';
import { eventually } from '../../../test/helpers/worker';

// Two clients, each with its own verified-key cache and its own LISTEN connection: what two gateway processes have.
let a: Db;
let b: Db;
beforeAll(async () => {
  a = createDb(testEnv().DATABASE_URL, 3);
  b = createDb(testEnv().DATABASE_URL, 3);
  await Promise.all([warmApiKeyCache(a), warmApiKeyCache(b)]);
});
afterAll(async () => {
  await a.$disconnect();
  await b.$disconnect();
});

let n = 0;
/**
 * A verified account with a key, inserted as it stands: createAccount also updates the account (its signup grant),
 * and that update's announcement, arriving after a first authentication on a busy machine, would drop the cached key
 * (as a cache may, but not what these cases test).
 */
async function keyOf() {
  const account = await a.account.create({
    data: { email: `keycache-${Date.now()}-${n++}@example.com`, emailVerifiedAt: new Date() },
  });
  return { account, issued: await issueApiKey(a, account.id) };
}

it('keeps verified keys in memory: a change made without notification is not seen by a warm cache', async () => {
  const { issued } = await keyOf();
  expect((await authenticateApiKey(a, issued.key))?.id).toBe(issued.id);
  // Change the secret behind the triggers' back (replica mode fires no triggers, so nothing is announced).
  await a.$transaction(async (tx) => {
    await tx.$executeRawUnsafe(`set local session_replication_role = replica`);
    await tx.$executeRaw`update api_keys set secret_hash = ${'0'.repeat(64)} where id = ${issued.id}`;
  });
  expect((await authenticateApiKey(a, issued.key))?.id).toBe(issued.id); // from memory
  expect(await authenticateApiKey(b, issued.key)).toBeNull(); // b never cached it: it reads the database
  expect(await authenticateApiKey(a, `${issued.key.slice(0, -1)}x`)).toBeNull(); // the secret is still checked
});

it('a revoke and a rotation in one process take effect at once in another', async () => {
  const { account, issued } = await keyOf();
  for (const db of [a, b]) expect((await authenticateApiKey(db, issued.key))?.id).toBe(issued.id);
  expect(await revokeApiKey(a, account.id, issued.id)).toBe(true);
  // The notification is asynchronous but immediate; without it the cache would answer for 30 s.
  await eventually(async () => (await authenticateApiKey(b, issued.key)) === null, 'revoke seen by b', 10_000);
  expect(await authenticateApiKey(a, issued.key)).toBeNull();

  const second = await issueApiKey(a, account.id);
  for (const db of [a, b]) expect((await authenticateApiKey(db, second.key))?.id).toBe(second.id);
  const replacement = await rotateApiKey(b, account.id, second.id);
  await eventually(async () => (await authenticateApiKey(a, second.key)) === null, 'rotation seen by a', 10_000);
  expect((await authenticateApiKey(a, replacement!.key))?.id).toBe(replacement!.id);
});
