// Answering a revision's question, and revisions built for review before they go live (issue 30), end to end
// without a model: the gateway, the siteRevisions workflow on a real worker, releases and the hosting service.
import { useRevisionStack } from '../../../test/helpers/revision-stack';
import { revisionEnded, revisionEvents } from '../../../test/helpers/revisions';
import { call, newAccount } from '../../../test/helpers/stack';
import { eventually } from '../../../test/helpers/worker';

// Each test deploys a site, then waits up to a minute for each revision: jest's 30 s default is too short.
jest.setTimeout(180_000);

type Json = Record<string, unknown>;
const stack = useRevisionStack('rev-reply');
const { deployed, revise } = stack;
const charges = (revisionId: string) =>
  stack.gw.db.creditLedgerEntry.findMany({ where: { key: `charge:revision:${revisionId}` } });
const post = (key: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  call<Json>(stack.gw.url, 'POST', path, { key, body: body ?? {}, headers });
/** The hosting service caches its site lookup briefly: the live site changes within seconds. */
const liveShows = (host: string, path: string, text: string) =>
  eventually(
    async () => (await stack.hosting.visit(host, path)).body.includes(text),
    `${text} on ${host}${path}`,
    10_000,
  );

it('continues a revision with its question and the answer, charging nothing for the question', async () => {
  const { key, site, host } = await deployed();
  const id = await revise(key, site.id, 'Add a page about our team');
  const asked = await revisionEnded(stack.gw.db, id);
  expect(asked).toMatchObject({ status: 'clarification_needed', creditsCharged: 0 });
  expect(await charges(id)).toHaveLength(0);

  const path = `/v1/sites/${site.id}/revisions/${id}/reply`;
  expect((await post(key, path, { answer: '   ' })).body).toMatchObject({ error: 'answer is required' });
  const long = await post(key, path, { answer: 'x'.repeat(4001) });
  expect([long.status, long.body.error]).toEqual([400, 'answer is too long (at most 4000 characters)']);
  const other = await newAccount(stack.gw.db);
  expect((await post(other.key, path, { answer: 'Tom Lee' })).status).toBe(404);

  const answer = { answer: 'Dr. Ana Ruiz, DMD, and our hygienist Tom Lee' };
  const first = await post(key, path, answer, { 'idempotency-key': `reply-${id}` });
  expect([first.status, first.body]).toEqual([202, { revisionId: id, status: 'pending', queue_position: 0 }]);
  const again = await post(key, path, answer, { 'idempotency-key': `reply-${id}` });
  expect([again.status, again.body]).toEqual([202, first.body]);

  const done = await revisionEnded(stack.gw.db, id, 60_000, 1);
  expect(done.status).toBe('complete');
  await liveShows(host, '/team.html', 'Tom Lee');
  expect(await charges(id)).toHaveLength(1);
  expect((await revisionEvents(stack.gw.db, id)).map((e) => e.type)).toEqual([
    'site.revision_clarification_needed',
    'site.revision_complete',
  ]);
  const got = await call<Json>(stack.gw.url, 'GET', `/v1/sites/${site.id}/revisions/${id}`, { key });
  expect(got.body.replies).toEqual([
    { question: asked.question, answer: answer.answer, answered_at: expect.any(String) },
  ]);
  const late = await post(key, path, { answer: 'one more thing' });
  expect([late.status, late.body.error]).toEqual([409, 'revision is not waiting for a reply']);
});

it('builds a review-mode revision without publishing it; approve publishes it after a concurrent revision, discard drops it', async () => {
  const { key, site, host } = await deployed();
  const admitted = await post(key, `/v1/sites/${site.id}/revisions`, {
    prompt: 'Change the headline to "Reviewed before it went live"',
    publish: 'review',
  });
  expect(admitted.status).toBe(202);
  const id = admitted.body.revisionId as string;
  const ready = await revisionEnded(stack.gw.db, id);
  expect(ready.status).toBe('awaiting_review');
  expect(await charges(id)).toHaveLength(0);
  const got = (await call<Json>(stack.gw.url, 'GET', `/v1/sites/${site.id}/revisions/${id}`, { key })).body;
  expect(got).toMatchObject({ status: 'awaiting_review', release_id: ready.releaseId });
  const preview = new URL(got.preview_url as string);
  expect((await stack.hosting.visit(preview.host, '/')).body).toContain('Reviewed before it went live');
  expect((await stack.hosting.visit(host, '/')).body).not.toContain('Reviewed before it went live');
  const diff = await call<Json>(stack.gw.url, 'GET', new URL(got.diff_url as string).pathname, { key });
  expect(diff.status).toBe(200);
  expect((await revisionEvents(stack.gw.db, id)).map((e) => e.type)).toEqual(['site.revision_ready']);

  // The live site changes meanwhile: approval replays the change on it (both changes stay).
  const phone = await revise(key, site.id, 'Change our phone number to (217) 555-0199');
  expect((await revisionEnded(stack.gw.db, phone)).status).toBe('complete');
  const other = await newAccount(stack.gw.db);
  expect((await post(other.key, `/v1/sites/${site.id}/revisions/${id}/approve`)).status).toBe(404);
  const approved = await post(key, `/v1/sites/${site.id}/revisions/${id}/approve`);
  expect(approved.status).toBe(200);
  expect(approved.body).toMatchObject({ status: 'complete' });
  expect(approved.body.release_id).not.toBe(ready.releaseId);
  await liveShows(host, '/', 'Reviewed before it went live');
  expect((await stack.hosting.visit(host, '/')).body).toContain('(217) 555-0199');
  expect(await charges(id)).toHaveLength(1);
  const twice = await post(key, `/v1/sites/${site.id}/revisions/${id}/approve`);
  expect([twice.status, twice.body.error]).toEqual([409, 'revision is not awaiting review']);

  const dropped = await post(key, `/v1/sites/${site.id}/revisions`, {
    prompt: 'Change the tagline to "Never published"',
    publish: 'review',
  });
  const dropId = dropped.body.revisionId as string;
  expect((await revisionEnded(stack.gw.db, dropId)).status).toBe('awaiting_review');
  const discarded = await post(key, `/v1/sites/${site.id}/revisions/${dropId}/discard`);
  expect([discarded.status, discarded.body.status]).toEqual([200, 'discarded']);
  expect(await charges(dropId)).toHaveLength(0); // no model: no model work to charge
  expect((await stack.hosting.visit(host, '/')).body).not.toContain('Never published');
  const again = await post(key, `/v1/sites/${site.id}/revisions/${dropId}/discard`);
  expect([again.status, again.body.error]).toEqual([409, 'revision is not awaiting review']);
  const notReview = await post(key, `/v1/sites/${site.id}/revisions/${phone}/approve`);
  expect([notReview.status, notReview.body.error]).toEqual([409, 'revision is not awaiting review']);
});

it('publishes one release for a revision that also changes the contact email', async () => {
  const { key, site, host } = await deployed();
  const before = await stack.gw.db.siteRelease.count({ where: { siteId: site.id } });
  const id = await revise(
    key,
    site.id,
    'Please update the contact email to hello@riverbend-plumbing.com and also change the headline to "Same release"',
  );
  expect((await revisionEnded(stack.gw.db, id)).status).toBe('complete');
  expect(await stack.gw.db.siteRelease.count({ where: { siteId: site.id } })).toBe(before + 1);
  expect((await stack.gw.db.site.findUniqueOrThrow({ where: { id: site.id } })).contactEmail).toBe(
    'hello@riverbend-plumbing.com',
  );
  await liveShows(host, '/contact.html', 'hello@riverbend-plumbing.com');
});
