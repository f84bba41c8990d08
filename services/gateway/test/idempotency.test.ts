import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { postCredits } from '@sgs/db';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

/** Each admitted build holds 500 credits until it ends (issue 12), so two builds in a row need 1,000. */
const TWO_BUILDS = { credits: 1000 };

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ env: testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('idem') }) });
});
afterAll(() => gw.close());

const NAME = { businessName: 'Idem Plumbing', businessLocation: 'Boise, ID' };
const post = (key: string, body: unknown, idem?: string) =>
  call(gw.url, 'POST', '/v1/sites', { key, body, headers: idem === undefined ? {} : { 'idempotency-key': idem } });
const sites = (accountId: string) => gw.db.site.count({ where: { accountId } });

describe('Idempotency-Key on POST /v1/sites', () => {
  it('replays the identical response for the same key and body, and creates one site', async () => {
    const { key, account } = await newAccount(gw.db);
    const first = await post(key, NAME, 'k-1');
    const again = await post(key, { businessLocation: NAME.businessLocation, businessName: NAME.businessName }, 'k-1');
    expect(first.status).toBe(202);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual(first.body);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body)); // byte for byte, key order included
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await sites(account.id)).toBe(1);
  });

  it('answers 409 for the same key with a different body', async () => {
    const { key, account } = await newAccount(gw.db);
    expect((await post(key, NAME, 'k-2')).status).toBe(202);
    const r = await post(key, { ...NAME, businessName: 'Other Name' }, 'k-2');
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ error: expect.stringContaining('different request body') });
    expect(await sites(account.id)).toBe(1);
  });

  it('executes concurrent requests with one key once, and all get the same answer', async () => {
    const { key, account } = await newAccount(gw.db);
    const results = await Promise.all(Array.from({ length: 6 }, () => post(key, NAME, 'k-3')));
    expect(results.map((r) => r.status)).toEqual(Array(6).fill(202));
    expect(new Set(results.map((r) => JSON.stringify(r.body))).size).toBe(1); // identical, key order included
    expect(await sites(account.id)).toBe(1);
  });

  it('scopes keys per account', async () => {
    const a = await newAccount(gw.db);
    const b = await newAccount(gw.db);
    const ra = await post(a.key, NAME, 'shared-key');
    const rb = await post(b.key, NAME, 'shared-key');
    expect([ra.status, rb.status]).toEqual([202, 202]);
    expect((ra.body as { siteId: string }).siteId).not.toEqual((rb.body as { siteId: string }).siteId);
  });

  it('does not cache a failure: the retry with the same key executes', async () => {
    const { key, account } = await newAccount(gw.db, { verified: false });
    expect((await post(key, NAME, 'k-4')).status).toBe(402);
    await postCredits(gw.db, {
      accountId: account.id,
      kind: 'grant',
      amount: 500,
      reason: 'test',
      key: `k-4:${account.id}`,
    });
    const retry = await post(key, NAME, 'k-4');
    expect(retry.status).toBe(202);
    expect(await sites(account.id)).toBe(1);
  });

  it('forgets a key after 24 hours', async () => {
    const { key, account } = await newAccount(gw.db, TWO_BUILDS);
    const first = await post(key, NAME, 'k-5');
    await gw.db.idempotencyRecord.updateMany({
      where: { accountId: account.id },
      data: { createdAt: new Date(Date.now() - 25 * 3600_000) },
    });
    const later = await post(key, NAME, 'k-5');
    expect(later.status).toBe(202);
    expect((later.body as { siteId: string }).siteId).not.toEqual((first.body as { siteId: string }).siteId);
  });

  it('refuses an unusable key', async () => {
    const { key } = await newAccount(gw.db);
    const r = await post(key, NAME, 'x'.repeat(256));
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ error: expect.stringContaining('Idempotency-Key') });
  });

  it('runs without a key as a plain request', async () => {
    const { key, account } = await newAccount(gw.db, TWO_BUILDS);
    await post(key, NAME);
    await post(key, NAME);
    expect(await sites(account.id)).toBe(2);
  });
});
