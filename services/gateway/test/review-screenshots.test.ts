import crypto from 'node:crypto';
import path from 'node:path';
import { createLocalSiteStorage } from '@sgs/storage';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { tempDataDir } from '../../../test/helpers/worker';
import { deployedSite } from '../../worker/test/domains-helpers';

// Issue 21: a visual-review warning's cropped screenshot is served to the site's account only.
jest.setTimeout(120_000);
let gw: TestGateway;
const storage = createLocalSiteStorage(path.join(tempDataDir(), 'sites'));
beforeAll(async () => {
  gw = await startGateway({
    env: testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('review-shots'), RATE_LIMIT_PER_MINUTE: '100000' }),
    storage,
  });
});
afterAll(() => gw.close());

it("serves a warning's crop to the owner as a PNG and 404 to anyone else or for anything unknown", async () => {
  const owner = await newAccount(gw.db);
  const other = await newAccount(gw.db);
  const site = await deployedSite(gw.db, storage, owner.account.id);
  const releaseId = crypto.randomUUID();
  await gw.db.siteRelease.create({
    data: {
      id: releaseId,
      siteId: site.id,
      accountId: owner.account.id,
      kind: 'build',
      sourceKey: 'build',
      document: {},
      pages: [],
    },
  });
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  await storage.writeAsset(site.id, `review/${releaseId}/findings/1.png`, png);
  const url = `/v1/sites/${site.id}/review-screenshots/${releaseId}/1.png`;

  const res = await fetch(gw.url + url, { headers: { authorization: `Bearer ${owner.key}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/png');
  expect(Buffer.from(await res.arrayBuffer())).toEqual(png);

  const notFound = (path: string, key: string) => call(gw.url, 'GET', path, { key }).then((r) => [r.status, r.body]);
  expect(await notFound(url, other.key)).toEqual([404, { error: 'Site not found' }]);
  expect(await notFound(url.replace('1.png', '2.png'), owner.key)).toEqual([404, { error: 'Screenshot not found' }]);
  expect(await notFound(url.replace('1.png', '..%2F..%2Findex.html'), owner.key)).toEqual([
    404,
    { error: 'Screenshot not found' },
  ]);
  expect(await notFound(url.replace(releaseId, crypto.randomUUID()), owner.key)).toEqual([
    404,
    { error: 'Release not found' },
  ]);
  expect((await call(gw.url, 'GET', url)).status).toBe(401);
});
