// Revision admission on the real gateway, database and Temporal (no worker polls this file's queue, so
// admitted revisions stay queued and positions are exact).
import path from 'node:path';
import { workflowIds } from '@sgs/contracts';
import { createLocalSiteStorage } from '@sgs/storage';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { seedDeployedSite } from '../../../test/helpers/revisions';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { tempDataDir } from '../../../test/helpers/worker';

type Json = Record<string, unknown>;
const dataDir = tempDataDir();
const storage = createLocalSiteStorage(path.join(dataDir, 'sites'));
const env = testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('rev-admit'), DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '1000' });
let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ env, storage });
}, 60_000);
afterAll(() => gw.close());

const post = (key: string, siteId: string, body: unknown, idem?: string) =>
  call<Json>(gw.url, 'POST', `/v1/sites/${siteId}/revisions`, {
    key,
    body,
    headers: idem === undefined ? {} : { 'idempotency-key': idem },
  });

async function deployed() {
  const { key, account } = await newAccount(gw.db);
  const { site } = await seedDeployedSite(gw.db, storage, env, account);
  return { key, account, site };
}

describe('POST /v1/sites/:id/revisions admission', () => {
  it('gives exact queue positions 0, 1, 2 (totals 1, 2, 3) and answers the 4th with 429 queue_full', async () => {
    const { key, site } = await deployed();
    const answers = [];
    for (let i = 1; i <= 4; i++)
      answers.push(await post(key, site.id, { prompt: `Change the phone number to (217) 555-010${i}` }));
    expect(answers.slice(0, 3).map((a) => a.status)).toEqual([202, 202, 202]);
    expect(answers.slice(0, 3).map((a) => [a.body.status, a.body.queue_position, a.body.queue_total])).toEqual([
      ['pending', 0, 1],
      ['pending', 1, 2],
      ['pending', 2, 3],
    ]);
    expect(answers[3]!.status).toBe(429);
    expect(answers[3]!.body).toMatchObject({
      error: expect.stringContaining('3 revisions in flight'),
      queue_full: true,
    });
    expect(await gw.db.revision.count({ where: { siteId: site.id } })).toBe(3);
    // One entity workflow per site holds them.
    const desc = await gw.temporal.workflow.getHandle(workflowIds.siteRevisions(site.id)).describe();
    expect(desc.type).toBe('siteRevisions');
  });

  it('admits exactly 3 of 6 concurrent requests with distinct positions (the site row lock)', async () => {
    const { key, site } = await deployed();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post(key, site.id, { prompt: `Change the phone number to (217) 555-02${i}0` }),
      ),
    );
    const ok = answers.filter((a) => a.status === 202);
    expect(ok).toHaveLength(3);
    expect(ok.map((a) => a.body.queue_position).sort()).toEqual([0, 1, 2]);
    expect(answers.filter((a) => a.status === 429 && a.body.queue_full === true)).toHaveLength(3);
  });

  it('replays the same response for the same Idempotency-Key and body, and answers 409 for a different body', async () => {
    const { key, site } = await deployed();
    const first = await post(key, site.id, { prompt: 'Change the phone number to (217) 555-0300' }, 'rev-1');
    const again = await post(key, site.id, { prompt: 'Change the phone number to (217) 555-0300' }, 'rev-1');
    expect(first.status).toBe(202);
    expect(again.status).toBe(202);
    expect(JSON.stringify(again.body)).toBe(JSON.stringify(first.body));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await post(key, site.id, { prompt: 'Change the phone number to (217) 555-0399' }, 'rev-1');
    expect(other.status).toBe(409);
    expect(other.body.error).toEqual(expect.stringContaining('different request body'));
    expect(await gw.db.revision.count({ where: { siteId: site.id } })).toBe(1);
  });

  it.each([
    ['live_chat', 'Add a live chat so visitors can talk to us'],
    ['checkout', 'Add a shopping cart and checkout page for our parts'],
    ['accounts', 'Add a members-only area with customer accounts'],
    ['realtime_data', 'Show real-time inventory of our water heaters'],
    ['server_ab_test', 'Run an A/B test of two homepage headlines'],
  ])('refuses %s requests with 422 out_of_scope and a site.revision_failed event', async (_category, prompt) => {
    const { key, account, site } = await deployed();
    const r = await post(key, site.id, { prompt });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ error: 'out_of_scope', reason: expect.any(String), suggestion: expect.any(String) });
    const revisionId = r.body.revisionId as string;
    const event = await gw.db.event.findUniqueOrThrow({ where: { dedupeKey: `revision:${revisionId}:outcome` } });
    expect(event.type).toBe('site.revision_failed');
    expect(event.payload).toMatchObject({
      site_id: site.id,
      revision_id: revisionId,
      reason: 'out_of_scope',
      reason_detail: r.body.reason,
      last_error: r.body.reason,
      suggestion: r.body.suggestion,
      platform_user_id: account.id,
      failed_at: expect.any(String),
    });
    // Refused before work starts: nothing queued, no credits charged.
    expect(await gw.db.revision.count({ where: { siteId: site.id, status: { in: ['pending', 'running'] } } })).toBe(0);
    const got = await call<Json>(gw.url, 'GET', `/v1/sites/${site.id}/revisions/${revisionId}`, { key });
    expect(got.body).toMatchObject({ status: 'failed', reason: 'out_of_scope', usage: { credits_charged: 0 } });
  });

  it.each([
    'Add a Stripe payment link button so customers can pay deposits online',
    'Embed our Tawk.to live chat widget snippet on every page',
    'Add a sign up form for our newsletter',
  ])('admits requests for the static alternatives: %s', async (prompt) => {
    const { key, site } = await deployed();
    const r = await post(key, site.id, { prompt });
    expect([r.status, r.body.status]).toEqual([202, 'pending']);
  });

  it('answers the spec errors: 400, 404, 409 not deployed, 402', async () => {
    const { key, account, site } = await deployed();
    for (const body of [{}, { prompt: '' }, { prompt: '   ' }, { prompt: 42 }]) {
      const r = await post(key, site.id, body);
      expect(r.status).toBe(400);
      expect(r.body.error).toBe('prompt is required');
    }
    expect((await post(key, site.id, 'not json')).status).toBe(400);
    const missing = await post(key, '00000000-0000-4000-8000-000000000000', { prompt: 'x' });
    expect([missing.status, missing.body.error]).toEqual([404, 'Site not found']);
    expect((await post(key, 'not-a-uuid', { prompt: 'x' })).status).toBe(404);
    const stranger = await newAccount(gw.db);
    const theirs = await post(stranger.key, site.id, { prompt: 'Change the phone number to (217) 555-0100' });
    expect([theirs.status, theirs.body.error]).toEqual([404, 'Site not found']);

    const building = await seedDeployedSite(gw.db, storage, env, account, { status: 'generating', deployed: false });
    const early = await post(key, building.site.id, { prompt: 'Change the phone number to (217) 555-0100' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ error: 'Site is not deployed yet', status: 'generating' });

    const broke = await newAccount(gw.db, { verified: false });
    const { site: brokeSite } = await seedDeployedSite(gw.db, storage, env, broke.account);
    const pay = await post(broke.key, brokeSite.id, { prompt: 'Change the phone number to (217) 555-0100' });
    expect([pay.status, pay.body.error]).toEqual([402, 'PAYMENT_REQUIRED']);
  });

  it('lists and fetches revisions scoped to the account', async () => {
    const { key, site } = await deployed();
    const a = await post(key, site.id, { prompt: 'Change the phone number to (217) 555-0500' });
    const one = await call<Json>(gw.url, 'GET', `/v1/sites/${site.id}/revisions/${a.body.revisionId as string}`, {
      key,
    });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      id: a.body.revisionId,
      site_id: site.id,
      prompt: 'Change the phone number to (217) 555-0500',
      status: 'pending',
      reason: null,
      usage: { credits_charged: null, tokens_in: 0, tokens_out: 0, cost_usd: 0 },
      started_at: null,
      finished_at: null,
    });
    const list = await call<{ revisions: Json[] }>(gw.url, 'GET', `/v1/sites/${site.id}/revisions`, { key });
    expect(list.body.revisions.map((r) => r.id)).toEqual([a.body.revisionId]);
    const stranger = await newAccount(gw.db);
    expect(
      (
        await call(gw.url, 'GET', `/v1/sites/${site.id}/revisions/${a.body.revisionId as string}`, {
          key: stranger.key,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(gw.url, 'GET', `/v1/sites/${site.id}/revisions/00000000-0000-4000-8000-000000000000`, { key })).body,
    ).toEqual({ error: 'Revision not found' });
  });
});

describe('operator switch and daily quota', () => {
  it('answers 503 while revisions are disabled', async () => {
    const off = await startGateway({
      env: testEnv({ TASK_QUEUE_PREFIX: env.TASK_QUEUE_PREFIX, DATA_DIR: dataDir, REVISIONS_ENABLED: 'false' }),
      storage,
    });
    try {
      const { key, site } = await deployed();
      const r = await call<Json>(off.url, 'POST', `/v1/sites/${site.id}/revisions`, {
        key,
        body: { prompt: 'Change the phone number to (217) 555-0100' },
      });
      expect(r.status).toBe(503);
      expect(r.body.error).toBe('Revisions are temporarily disabled. Please try again shortly.');
    } finally {
      await off.close();
    }
  });

  it('answers 429 with quota once the daily revision quota is used', async () => {
    const small = await startGateway({
      env: testEnv({ TASK_QUEUE_PREFIX: env.TASK_QUEUE_PREFIX, DATA_DIR: dataDir, DAILY_REVISION_QUOTA: '1' }),
      storage,
    });
    try {
      const { key, site } = await deployed();
      const send = () =>
        call<Json>(small.url, 'POST', `/v1/sites/${site.id}/revisions`, {
          key,
          body: { prompt: 'Change the phone number to (217) 555-0100' },
        });
      expect((await send()).status).toBe(202);
      const r = await send();
      expect(r.status).toBe(429);
      expect(r.body).toMatchObject({
        error: 'Daily revision limit reached (1/1 today)',
        quota: { used: 1, limit: 1, resetDescription: expect.any(String) },
      });
      expect(r.body.queue_full).toBeUndefined();
    } finally {
      await small.close();
    }
  });
});
