// The live site's thumbnail: taken by the visual-review activity in real Chromium from a release, kept with the
// release in storage, and served by GET /v1/sites/:id/thumbnail to the site's account only.
import path from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { createReleaseService, createVisualReviewActivities } from '@sgs/activities';
import { setColors } from '@sgs/site-kit';
import { createLocalSiteStorage } from '@sgs/storage';
import { createBrowserPool } from '@sgs/visual-review';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { seedDeployedSite } from '../../../test/helpers/revisions';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { tempDataDir } from '../../../test/helpers/worker';

jest.setTimeout(120_000);
const storage = createLocalSiteStorage(path.join(tempDataDir(), 'sites'));
const env = testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('thumbnail'), RATE_LIMIT_PER_MINUTE: '100000' });
const browserPool = createBrowserPool({ executablePath: env.CHROMIUM_PATH });
let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway({ env, storage });
});
afterAll(async () => {
  await browserPool.close();
  await gw.close();
});

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  for (let i = 2; i + 9 < jpeg.length;) {
    const marker = jpeg[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) return { height: jpeg.readUInt16BE(i + 5), width: jpeg.readUInt16BE(i + 7) };
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  throw new Error('not a JPEG');
}

const get = (url: string, key: string) => fetch(gw.url + url, { headers: { authorization: `Bearer ${key}` } });

it("takes the home page's thumbnail and serves the live one to the owner only, 404 to anyone else", async () => {
  const owner = await newAccount(gw.db);
  const other = await newAccount(gw.db);
  const { site, releaseId } = await seedDeployedSite(gw.db, storage, env, owner.account);
  const url = `/v1/sites/${site.id}/thumbnail`;
  expect((await call(gw.url, 'GET', url, { key: owner.key })).body).toMatchObject({ error: 'Thumbnail not found' });

  const { captureThumbnail } = createVisualReviewActivities({ storage, browserPool });
  await new MockActivityEnvironment().run(captureThumbnail, { siteId: site.id, releaseId: releaseId! });
  const res = await get(url, owner.key);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/jpeg');
  expect(res.headers.get('etag')).toBe(`"${releaseId}"`);
  const jpeg = Buffer.from(await res.arrayBuffer());
  expect(jpegSize(jpeg)).toEqual({ width: 320, height: 200 });
  expect(jpeg.length).toBeLessThan(60_000);

  // A release an operation made (no thumbnail of its own) shows the one before it; the next taken one replaces it.
  const releases = createReleaseService({ db: gw.db, storage, env });
  const changed = await releases.publishChange(site.id, 'logo', `colours:${Date.now()}`, (doc) =>
    setColors(doc, { primary: '#b00020', secondary: '#1b5e20', accent: '#0d47a1' }),
  );
  expect((await get(url, owner.key)).headers.get('etag')).toBe(`"${releaseId}"`);
  await new MockActivityEnvironment().run(captureThumbnail, { siteId: site.id, releaseId: changed.releaseId });
  const next = await get(url, owner.key);
  expect(next.headers.get('etag')).toBe(`"${changed.releaseId}"`);
  expect(Buffer.from(await next.arrayBuffer()).equals(jpeg)).toBe(false);

  expect((await call(gw.url, 'GET', url, { key: other.key })).body).toEqual({ error: 'Site not found' });
  expect((await call(gw.url, 'GET', url)).status).toBe(401);
  const unbuilt = await seedDeployedSite(gw.db, storage, env, owner.account, { deployed: false });
  const none = await call(gw.url, 'GET', `/v1/sites/${unbuilt.site.id}/thumbnail`, { key: owner.key });
  expect([none.status, none.body.error]).toEqual([404, 'Thumbnail not found']);
});
