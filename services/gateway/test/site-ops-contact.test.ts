import { changeContactEmail } from '@sgs/site-ops';
import { call, newAccount } from '../../../test/helpers/stack';
import { deployedSite, liveRelease, startOpsGateway } from './site-ops-helpers';

type Json = Record<string, unknown>;
let ctx: Awaited<ReturnType<typeof startOpsGateway>>;
beforeAll(async () => {
  ctx = await startOpsGateway({ FORM_RATE_LIMIT_PER_IP: '1000', FORM_RATE_LIMIT_PER_SITE: '1000' });
});
afterAll(() => ctx.gw.close());

const OLD = 'owner@riverbend.example';
const contact = (siteId: string, key: string, body: unknown) =>
  call<Json>(ctx.gw.url, 'POST', `/v1/sites/${siteId}/contact`, { key, body });
const htmlOf = (files: Map<string, Buffer>) => [...files].filter(([n]) => n.endsWith('.html'));

/** A visitor's form post; returns the address the owner email was queued to. */
let submissions = 0;
/** Where a new form submission's mail goes (each one distinct: a repeat within minutes is suppressed as a duplicate). */
async function formMailGoesTo(siteId: string): Promise<string> {
  const res = await fetch(`${ctx.gw.url}/v1/webhooks/form-submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      site_id: siteId,
      name: 'Ada',
      email: 'ada@example.com',
      message: `Leaky tap (${++submissions})`,
    }).toString(),
  });
  expect(res.status).toBe(200);
  const { submission_id } = (await res.json()) as { submission_id: string };
  return (await ctx.gw.db.outboundEmail.findUniqueOrThrow({ where: { dedupeKey: `form-submit:${submission_id}` } }))
    .toAddress;
}

it('replaces the old address in every HTML file (mailto, text, JSON-LD), redeploys, and form mail follows', async () => {
  const { site, key } = await deployedSite(ctx.gw, ctx.storage);
  expect(await formMailGoesTo(site.id)).toBe(OLD);
  const before = await liveRelease(ctx.gw, ctx.storage, site.id);
  const holding = htmlOf(before.files)
    .filter(([, b]) => b.toString().includes(OLD))
    .map(([n]) => n);
  expect(holding.length).toBeGreaterThanOrEqual(4); // every page shows it (footer), plus the contact section
  expect(before.files.get('index.html')!.toString()).toContain(`mailto:${OLD}`);

  const res = await contact(site.id, key, { contactEmail: '  Help@Riverbend-Plumbing.example ' });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({
    ok: true,
    contactEmail: 'Help@Riverbend-Plumbing.example',
    emailStatus: 'confirmed',
    syncedHtml: true,
    filesUpdated: holding.length,
    deploymentUrl: site.deploymentUrl,
  });
  const after = await liveRelease(ctx.gw, ctx.storage, site.id);
  expect(after.row.kind).toBe('contact');
  for (const [name, bytes] of htmlOf(after.files)) {
    expect({ name, old: bytes.toString().toLowerCase().includes(OLD) }).toEqual({ name, old: false });
  }
  for (const name of holding) expect(after.files.get(name)!.toString()).toContain('Help@Riverbend-Plumbing.example');
  const home = after.files.get('index.html')!.toString();
  expect(home).toContain('mailto:Help@Riverbend-Plumbing.example');
  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(home)?.[1] ?? '';
  expect(jsonLd).toContain('"email":"Help@Riverbend-Plumbing.example"');
  expect(after.document.business.email).toBe('Help@Riverbend-Plumbing.example');

  expect(await formMailGoesTo(site.id)).toBe('Help@Riverbend-Plumbing.example');

  // Same address again, domain in another case: a no-op.
  const again = await contact(site.id, key, { contactEmail: 'Help@riverbend-plumbing.EXAMPLE' });
  expect(again.body).toEqual({
    ok: true,
    contactEmail: 'Help@Riverbend-Plumbing.example',
    emailStatus: 'confirmed',
    noop: true,
    syncedHtml: false,
    filesUpdated: 0,
  });
  expect(await ctx.gw.db.siteRelease.count({ where: { siteId: site.id } })).toBe(2);
});

it('skips the HTML with opted_out, not_yet_shipped and no_prior_email_in_html (each with a hint) but always updates the stored email', async () => {
  const { site, key, account } = await deployedSite(ctx.gw, ctx.storage);
  const opted = await contact(site.id, key, { contactEmail: 'new@riverbend.example', syncHtml: false });
  expect(opted.body).toEqual({
    ok: true,
    contactEmail: 'new@riverbend.example',
    emailStatus: 'confirmed',
    syncedHtml: false,
    filesUpdated: 0,
    htmlSyncSkipped: 'opted_out',
    hint: expect.any(String),
  });
  expect((await liveRelease(ctx.gw, ctx.storage, site.id)).files.get('index.html')!.toString()).toContain(OLD);
  expect(await formMailGoesTo(site.id)).toBe('new@riverbend.example');
  // The same address with syncHtml brings the pages in line (the stored email already matches).
  const synced = await contact(site.id, key, { contactEmail: 'new@riverbend.example' });
  expect(synced.body).toMatchObject({ syncedHtml: true, filesUpdated: expect.any(Number) });
  expect(synced.body.noop).toBeUndefined();
  expect((await liveRelease(ctx.gw, ctx.storage, site.id)).files.get('index.html')!.toString()).not.toContain(OLD);

  const building = await deployedSite(ctx.gw, ctx.storage, { deployed: false });
  const early = await contact(building.site.id, building.key, { contactEmail: building.account.email });
  expect(early.body).toEqual({
    ok: true,
    contactEmail: building.account.email,
    emailStatus: 'placeholder',
    syncedHtml: false,
    filesUpdated: 0,
    htmlSyncSkipped: 'not_yet_shipped',
    hint: expect.any(String),
  });
  expect((await ctx.gw.db.site.findUniqueOrThrow({ where: { id: building.site.id } })).contactEmail).toBe(
    building.account.email,
  );

  const silent = await deployedSite(ctx.gw, ctx.storage, { contactEmail: null, account: { account, key, keyId: '' } });
  const first = await contact(silent.site.id, key, { contactEmail: 'first@riverbend.example' });
  expect(first.body).toEqual({
    ok: true,
    contactEmail: 'first@riverbend.example',
    emailStatus: 'confirmed',
    syncedHtml: false,
    filesUpdated: 0,
    htmlSyncSkipped: 'no_prior_email_in_html',
    hint: expect.any(String),
  });
  expect(await formMailGoesTo(silent.site.id)).toBe('first@riverbend.example');
});

it("validates the body with the spec's messages and hides other accounts' sites", async () => {
  const { site, key } = await deployedSite(ctx.gw, ctx.storage);
  const cases: [unknown, string][] = [
    [{}, 'contactEmail is required (string)'],
    [{ contactEmail: 42 }, 'contactEmail is required (string)'],
    [{ contactEmail: '   ' }, 'contactEmail cannot be empty'],
    [{ contactEmail: 'owner' }, 'contactEmail must look like name@example.com'],
    [{ contactEmail: 'owner@localhost' }, 'contactEmail must look like name@example.com'],
    [{ contactEmail: 'a"b@example.com' }, 'contactEmail must look like name@example.com'],
    ['{"contactEmail": ', 'Request body must be valid JSON'],
  ];
  for (const [body, error] of cases)
    expect(await contact(site.id, key, body)).toMatchObject({ status: 400, body: { error } });
  const stranger = await newAccount(ctx.gw.db);
  expect(await contact(site.id, stranger.key, { contactEmail: 'x@y.example' })).toMatchObject({
    status: 404,
    body: { error: 'site_not_found' },
  });
  expect(await contact('00000000-0000-4000-8000-000000000000', key, { contactEmail: 'x@y.example' })).toMatchObject({
    status: 404,
    body: { error: 'site_not_found' },
  });
  expect((await ctx.gw.db.site.findUniqueOrThrow({ where: { id: site.id } })).contactEmail).toBe(OLD);
});

it('answers 502 html_sync_failed when the redeploy fails, keeps the routing change, and a retry retries the sync', async () => {
  const { site, key } = await deployedSite(ctx.gw, ctx.storage);
  ctx.fail.writeRelease = true;
  let failed;
  try {
    failed = await contact(site.id, key, { contactEmail: 'after@riverbend.example' });
  } finally {
    ctx.fail.writeRelease = false;
  }
  expect(failed.status).toBe(502);
  expect(failed.body).toEqual({
    error: 'html_sync_failed',
    detail: expect.stringContaining('disk full'),
    contactEmailUpdated: true,
    hint: expect.any(String),
  });
  expect(await formMailGoesTo(site.id)).toBe('after@riverbend.example');
  expect((await liveRelease(ctx.gw, ctx.storage, site.id)).files.get('index.html')!.toString()).toContain(OLD);

  const retry = await contact(site.id, key, { contactEmail: 'after@riverbend.example' });
  expect(retry.body).toMatchObject({ ok: true, syncedHtml: true, contactEmail: 'after@riverbend.example' });
  expect(retry.body.filesUpdated).toBeGreaterThanOrEqual(4);
  const html = htmlOf((await liveRelease(ctx.gw, ctx.storage, site.id)).files)
    .map(([, b]) => b.toString())
    .join('\n');
  expect(html).not.toContain(OLD);
  expect(html).toContain('after@riverbend.example');
});

it('answers 500 db_update_failed when the stored email cannot be written (and changes nothing)', async () => {
  const { site } = await deployedSite(ctx.gw, ctx.storage);
  const real = ctx.gw.db;
  const failingSite = new Proxy(real.site, {
    get: (target, prop) =>
      prop === 'update' ? () => Promise.reject(new Error('database unavailable (test)')) : Reflect.get(target, prop),
  });
  const db = new Proxy(real, { get: (target, prop) => (prop === 'site' ? failingSite : Reflect.get(target, prop)) });
  await expect(
    changeContactEmail(
      { db, storage: ctx.storage, env: ctx.env },
      { accountId: site.accountId, siteId: site.id, contactEmail: 'new@riverbend.example', syncHtml: true },
    ),
  ).rejects.toMatchObject({ failure: 'failed', body: { error: 'db_update_failed' } });
  expect((await real.site.findUniqueOrThrow({ where: { id: site.id } })).contactEmail).toBe(OLD);
});

it("validates in the operation itself (the revision agent calls it with a model's arguments)", async () => {
  const { site } = await deployedSite(ctx.gw, ctx.storage);
  await expect(
    changeContactEmail(
      { db: ctx.gw.db, storage: ctx.storage, env: ctx.env },
      { accountId: site.accountId, siteId: site.id, contactEmail: 'not an email', syncHtml: true },
    ),
  ).rejects.toMatchObject({ failure: 'invalid', body: { error: 'contactEmail must look like name@example.com' } });
  expect((await ctx.gw.db.site.findUniqueOrThrow({ where: { id: site.id } })).contactEmail).toBe(OLD);
  const ok = await changeContactEmail(
    { db: ctx.gw.db, storage: ctx.storage, env: ctx.env },
    { accountId: site.accountId, siteId: site.id, contactEmail: 'agent@riverbend.example', syncHtml: true },
  );
  expect(ok).toMatchObject({ ok: true, contactEmail: 'agent@riverbend.example', syncedHtml: true });
});
