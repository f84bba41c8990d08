// PATCH /v1/sites/:id { slug } on the real gateway, database and hosting service: refusals, the one winner of a race,
// the old address redirecting for its period and then freed.
import path from 'node:path';
import { createLocalSiteStorage } from '@sgs/storage';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { seedDeployedSite, startHosting } from '../../../test/helpers/revisions';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { tempDataDir } from '../../../test/helpers/worker';

type Json = Record<string, unknown>;
const dataDir = tempDataDir();
const storage = createLocalSiteStorage(path.join(dataDir, 'sites'));
const env = testEnv({
  TASK_QUEUE_PREFIX: uniquePrefix('slug'),
  DATA_DIR: dataDir,
  FREE_HOST_DOMAIN: 'sites.test',
  RATE_LIMIT_PER_MINUTE: '1000',
});
let gw: TestGateway;
let hosting: Awaited<ReturnType<typeof startHosting>>;
beforeAll(async () => {
  gw = await startGateway({ env, storage });
  hosting = await startHosting(env, gw.db, storage);
}, 60_000);
afterAll(async () => {
  await hosting.close();
  await gw.close();
});

let n = 0;
const fresh = (label: string) => `${label}-${Date.now().toString(36)}-${process.pid}-${n++}`;
const patch = (key: string, siteId: string, body: unknown) =>
  call<Json>(gw.url, 'PATCH', `/v1/sites/${siteId}`, { key, body });

async function ownerWithSite(opts: { deployed?: boolean } = {}) {
  const { key, account } = await newAccount(gw.db);
  const { site } = await seedDeployedSite(gw.db, storage, env, account, { deployed: opts.deployed ?? true });
  return { key, account, site };
}

it('moves a live site: the new address serves it with its own links, the old one redirects, then is freed', async () => {
  const { key, site } = await ownerWithSite();
  const oldSlug = site.slug;
  const newSlug = fresh('moved');
  const releasesBefore = await gw.db.siteRelease.count({ where: { siteId: site.id } });

  const r = await patch(key, site.id, { slug: newSlug });
  expect(r.status).toBe(200);
  expect(r.body).toMatchObject({ id: site.id, slug: newSlug, deployment_url: `http://${newSlug}.sites.test:3001` });
  const got = await call<Json>(gw.url, 'GET', `/v1/sites/${site.id}`, { key });
  expect(r.body).toEqual({ ...got.body, updated_at: r.body.updated_at });

  const home = await hosting.visit(`${newSlug}.sites.test`, '/');
  expect(home.status).toBe(200);
  expect(home.body).toContain(`http://${newSlug}.sites.test:3001/`);
  expect(home.body).not.toContain(`${oldSlug}.sites.test`);
  expect(await gw.db.siteRelease.count({ where: { siteId: site.id } })).toBe(releasesBefore + 1);

  const old = await hosting.visit(`${oldSlug}.sites.test:3001`, '/contact.html?from=card');
  expect(old.status).toBe(308);
  expect(old.headers.location).toBe(`//${newSlug}.sites.test:3001/contact.html?from=card`);

  // Same slug again: nothing changes, no release.
  const again = await patch(key, site.id, { slug: newSlug });
  expect(again.status).toBe(200);
  expect(await gw.db.siteRelease.count({ where: { siteId: site.id } })).toBe(releasesBefore + 1);

  // Another account cannot take the old address while it redirects...
  const other = await ownerWithSite({ deployed: false });
  const refused = await patch(other.key, other.site.id, { slug: oldSlug });
  expect(refused.status).toBe(409);
  expect(refused.body).toMatchObject({ error: 'slug is taken', hint: expect.any(String) });

  // ...and can once the redirect period is over; the address then serves the new owner.
  await gw.db.slugRedirect.update({ where: { slug: oldSlug }, data: { expiresAt: new Date(Date.now() - 1000) } });
  expect((await hosting.visit(`${oldSlug}.sites.test`, '/')).status).toBe(404);
  const taken = await patch(other.key, other.site.id, { slug: oldSlug });
  expect(taken.status).toBe(200);
  expect((await hosting.visit(`${oldSlug}.sites.test`, '/')).status).toBe(503); // the new owner's site is not built yet
  // The first site's own address is not redirected to anyone else.
  expect((await hosting.visit(`${newSlug}.sites.test`, '/')).status).toBe(200);
}, 60_000);

it('lets a site take back its own earlier address', async () => {
  const { key, site } = await ownerWithSite({ deployed: false });
  const first = site.slug;
  expect((await patch(key, site.id, { slug: fresh('second') })).status).toBe(200);
  const back = await patch(key, site.id, { slug: first });
  expect(back.status).toBe(200);
  expect(back.body.slug).toBe(first);
});

it('refuses reserved, malformed and too long slugs with the reason, and other accounts get 404', async () => {
  const { key, site } = await ownerWithSite({ deployed: false });
  const refusal = async (body: unknown) => {
    const r = await patch(key, site.id, body);
    return [r.status, r.body.error];
  };
  expect(await refusal({ slug: 'www' })).toEqual([400, 'slug is reserved']);
  expect(await refusal({ slug: 'admin' })).toEqual([400, 'slug is reserved']);
  expect(await refusal({ slug: 'Rosa Cafe' })).toEqual([400, 'slug is malformed']);
  expect(await refusal({ slug: '-rosa' })).toEqual([400, 'slug is malformed']);
  expect(await refusal({ slug: 'rosa--cafe' })).toEqual([400, 'slug is malformed']);
  expect(await refusal({ slug: '' })).toEqual([400, 'slug is malformed']);
  expect(await refusal({ slug: 'a'.repeat(49) })).toEqual([400, 'slug is too long']);
  const hinted = await patch(key, site.id, { slug: 'Rosa Café' });
  expect(hinted.body.hint).toContain('"rosa-cafe"');
  expect((await patch(key, site.id, {})).status).toBe(400);
  expect((await patch(key, site.id, { slug: 'fine-slug', extra: true })).status).toBe(400);
  expect((await patch(key, site.id, { slug: 42 })).status).toBe(400);
  expect((await gw.db.site.findUniqueOrThrow({ where: { id: site.id } })).slug).toBe(site.slug);

  const stranger = await newAccount(gw.db);
  const r = await patch(stranger.key, site.id, { slug: fresh('theft') });
  expect(r.status).toBe(404);
  expect(r.body).toMatchObject({ error: 'Site not found' });
  expect((await patch(key, 'not-a-uuid', { slug: fresh('x') })).status).toBe(404);
});

it('leaves exactly one winner when several sites ask for one slug at once', async () => {
  const contenders = await Promise.all([1, 2, 3, 4].map(() => ownerWithSite({ deployed: false })));
  const wanted = fresh('contested');
  const results = await Promise.all(contenders.map((c) => patch(c.key, c.site.id, { slug: wanted })));
  expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
  expect(await gw.db.site.count({ where: { slug: wanted } })).toBe(1);
  for (const r of results.filter((x) => x.status === 409)) expect(r.body.error).toBe('slug is taken');
});
