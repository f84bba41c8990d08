// Release history, diff and restore on the real stack: restores queue behind revisions, publish through the same
// lock and pointer swap, cost nothing, end with one site.revision_complete, and become the base of the next revision.
import { useRevisionStack } from '../../../test/helpers/revision-stack';
import { revisionEnded, revisionEvents } from '../../../test/helpers/revisions';
import { call, newAccount } from '../../../test/helpers/stack';
import { createReleaseService } from '@sgs/releases';

type Json = Record<string, unknown>;
type Release = { id: string; live: boolean; cause: Json; pages: string[]; size_bytes: number; preview_url: string };
const stack = useRevisionStack('releases');
const { env, storage, deployed, revise } = stack;
const releases = async (key: string, siteId: string, query = '') =>
  (
    await call<{ releases: Release[]; next_cursor: string | null }>(
      stack.gw.url,
      'GET',
      `/v1/sites/${siteId}/releases${query}`,
      {
        key,
      },
    )
  ).body;

it('lists releases newest first, diffs their visible text, and restores an earlier one in queue order, free', async () => {
  const { key, site, host, releaseId: first } = await deployed();
  const page = async (p: string) => (await stack.hosting.visit(host, p)).body;
  expect(await page('/')).toContain('(217) 555-0142');

  const changed = await revise(key, site.id, 'Change our phone number to (217) 555-0199');
  expect(await revisionEnded(stack.gw.db, changed)).toMatchObject({ status: 'complete' });
  const [second, original] = (await releases(key, site.id)).releases;
  expect(original!.id).toBe(first);
  expect(second!.cause).toEqual({ kind: 'revision', revision_id: changed, restored_release_id: null });
  expect([second!.live, original!.live]).toEqual([true, false]);
  expect(second!.size_bytes).toBeGreaterThan(1000);
  expect(second!.preview_url).toMatch(/^http:\/\/[0-9a-f]{12}--rev-[a-z0-9-]+\.sites\.test:3001\/$/);

  // What changed, as text a person reads: the phone line, not markup.
  const diff = await call<Json>(
    stack.gw.url,
    'GET',
    `/v1/sites/${site.id}/releases/${second!.id}/diff?against=${first}`,
    {
      key,
    },
  );
  expect(diff.status).toBe(200);
  const pages = diff.body.pages as { page: string; status: string; diff: string }[];
  const home = pages.find((p) => p.page === 'index.html')!;
  expect(home.status).toBe('changed');
  expect(home.diff).toMatch(/^-.*555-0142/m);
  expect(home.diff).toMatch(/^\+.*555-0199/m);
  expect(home.diff).not.toContain('<');
  expect((diff.body.files as Json).changed).toEqual(expect.arrayContaining(['index.html']));

  // A restore admitted behind a revision lands after it; a second call returns the same queued restore.
  const queuedRevision = await revise(key, site.id, 'Change our phone number to (217) 555-0123');
  const restore = await call<Json>(stack.gw.url, 'POST', `/v1/sites/${site.id}/releases/${first}/restore`, { key });
  expect(restore.status).toBe(202);
  const again = await call<Json>(stack.gw.url, 'POST', `/v1/sites/${site.id}/releases/${first}/restore`, { key });
  expect(again.body.revisionId).toBe(restore.body.revisionId);
  const restoreId = restore.body.revisionId as string;
  const done = await revisionEnded(stack.gw.db, restoreId);
  const before = await stack.gw.db.revision.findUniqueOrThrow({ where: { id: queuedRevision } });
  expect(before.status).toBe('complete');
  expect(before.finishedAt!.getTime()).toBeLessThanOrEqual(done.finishedAt!.getTime());
  expect(done).toMatchObject({ status: 'complete', creditsCharged: 0, kind: 'restore' });
  expect(await revisionEvents(stack.gw.db, restoreId)).toEqual([
    expect.objectContaining({ type: 'site.revision_complete' }),
  ]);
  expect(await stack.gw.db.creditLedgerEntry.count({ where: { key: `charge:revision:${restoreId}` } })).toBe(0);

  const home2 = await page('/');
  expect(home2).toContain('(217) 555-0142');
  expect(home2).not.toContain('555-0123');
  const [rollback] = (await releases(key, site.id)).releases;
  expect(rollback!.cause).toEqual({ kind: 'rollback', revision_id: restoreId, restored_release_id: first });
  expect(rollback!.live).toBe(true);
  const same = await call<Json>(
    stack.gw.url,
    'GET',
    `/v1/sites/${site.id}/releases/${rollback!.id}/diff?against=${first}`,
    {
      key,
    },
  );
  expect(same.body.files).toEqual({ added: [], removed: [], changed: [] });

  // Each release stays viewable at its preview URL, noindex, whichever is live.
  const preview = await stack.hosting.visit(new URL(second!.preview_url).hostname, '/');
  expect(preview.status).toBe(200);
  expect(preview.body).toContain('(217) 555-0199');
  expect(preview.headers['x-robots-tag']).toBe('noindex');
  const live = await stack.hosting.visit(host, '/');
  expect(live.body).toContain('(217) 555-0142');
  expect(live.headers['x-robots-tag']).toBeUndefined();
  const unknown = await stack.hosting.visit(`000000000000--${site.slug}.sites.test`, '/');
  expect(unknown.status).toBe(404);

  // The restored document is the base of the next revision.
  const next = await revise(key, site.id, 'Please update the contact email to hello@riverbend-plumbing.com');
  expect(await revisionEnded(stack.gw.db, next)).toMatchObject({ status: 'complete' });
  const contact = await page('/contact.html');
  expect(contact).toContain('hello@riverbend-plumbing.com');
  expect(await page('/')).toContain('(217) 555-0142');
}, 180_000);

it('pages, and answers 404 for unknown, malformed and other accounts’ ids', async () => {
  const { key, site, releaseId } = await deployed();
  const other = await newAccount(stack.gw.db);
  const paged = await releases(key, site.id, '?limit=1');
  expect(paged.releases).toHaveLength(1);
  expect(paged.next_cursor).toBeNull();
  for (const path of [`/v1/sites/${site.id}/releases`, `/v1/sites/${site.id}/releases/${releaseId}/diff`]) {
    expect((await call(stack.gw.url, 'GET', path, { key: other.key })).status).toBe(404);
  }
  expect(
    (await call(stack.gw.url, 'POST', `/v1/sites/${site.id}/releases/${releaseId}/restore`, { key: other.key })).status,
  ).toBe(404);
  for (const bad of ['nope', '00000000-0000-4000-8000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff']) {
    const r = await call<Json>(stack.gw.url, 'GET', `/v1/sites/${site.id}/releases/${bad}/diff`, { key });
    expect(r.status).toBe(404);
    expect(r.body.error).toBe('Release not found');
    const q = await call<Json>(stack.gw.url, 'GET', `/v1/sites/${site.id}/releases/${releaseId}/diff?against=${bad}`, {
      key,
    });
    expect(q.status).toBe(404);
  }
  expect((await call(stack.gw.url, 'GET', `/v1/sites/${site.id}/releases?cursor=%%%`, { key })).status).toBe(400);
});

it('builds a "publish": "manual" revision without going live, then publishes it in queue order', async () => {
  const { key, site, host, releaseId: first } = await deployed();
  const page = async (p: string) => (await stack.hosting.visit(host, p)).body;
  const r = await call<Json>(stack.gw.url, 'POST', `/v1/sites/${site.id}/revisions`, {
    key,
    body: { prompt: 'Change our phone number to (217) 555-0177', publish: 'manual' },
  });
  expect(r.status).toBe(202);
  const manual = await revisionEnded(stack.gw.db, r.body.revisionId as string);
  expect(manual).toMatchObject({ status: 'complete', publishMode: 'manual' });
  expect(await page('/')).toContain('(217) 555-0142');
  const [event] = await revisionEvents(stack.gw.db, manual.id);
  expect(event!.payload).toMatchObject({ published: false, release_id: manual.releaseId });
  const [waiting] = (await releases(key, site.id)).releases;
  expect(waiting).toMatchObject({ id: manual.releaseId, live: false });

  const notManual = await call<Json>(stack.gw.url, 'POST', `/v1/sites/${site.id}/releases/${first}/publish`, { key });
  expect(notManual.status).toBe(409);
  expect(notManual.body.error).toBe('This release is not waiting to be published');

  const publish = await call<Json>(stack.gw.url, 'POST', `/v1/sites/${site.id}/releases/${manual.releaseId}/publish`, {
    key,
  });
  expect(publish.status).toBe(202);
  const done = await revisionEnded(stack.gw.db, publish.body.revisionId as string);
  expect(done).toMatchObject({ status: 'complete', kind: 'publish', creditsCharged: 0, releaseId: manual.releaseId });
  expect(await page('/')).toContain('(217) 555-0177');
  expect((await releases(key, site.id)).releases.find((x) => x.id === manual.releaseId)!.live).toBe(true);
  const again = await call<Json>(stack.gw.url, 'POST', `/v1/sites/${site.id}/releases/${manual.releaseId}/publish`, {
    key,
  });
  expect(again.status).toBe(409);
  const bad = await call<Json>(stack.gw.url, 'POST', `/v1/sites/${site.id}/revisions`, {
    key,
    body: { prompt: 'Change the headline', publish: 'later' },
  });
  expect(bad.status).toBe(400);
}, 180_000);

it('keeps RELEASE_RETENTION releases per site (always the live one), removing older rows and files', async () => {
  const { site, releaseId: first } = await deployed();
  const releases = createReleaseService({ db: stack.gw.db, storage, env: { ...env, RELEASE_RETENTION: 2 } });
  const made: string[] = [first!];
  for (let i = 0; i < 3; i++) {
    made.push((await releases.publishChange(site.id, 'revision', `retention:${i}`, (doc) => doc)).releaseId);
  }
  const rows = await stack.gw.db.siteRelease.findMany({ where: { siteId: site.id }, orderBy: { createdAt: 'desc' } });
  expect(rows.map((r) => r.id)).toEqual([made[3], made[2]]);
  expect((await stack.gw.db.site.findUniqueOrThrow({ where: { id: site.id } })).currentReleaseId).toBe(made[3]);
  expect(await storage.releaseExists(site.id, made[0]!)).toBe(false);
  expect(await storage.releaseExists(site.id, made[1]!)).toBe(false);
  expect(await storage.releaseExists(site.id, made[2]!)).toBe(true);
});
