import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MockActivityEnvironment } from '@temporalio/testing';
import { DefaultLogger } from '@temporalio/worker';
import { ApplicationFailure, CancelledFailure } from '@temporalio/common';
import { createLocalSiteStorage, type SiteStorage } from '@sgs/storage';
import { createBrowserPool, type BrowserPool } from '@sgs/visual-review';
import {
  createVisualReviewActivities,
  type ReviewReleaseInput,
  type ReviewReleaseResult,
} from '../src/visual-review/review';
import { cleanSite, page, SLOW_MACHINE_MS } from '../../packages/visual-review/test/fixtures';

// A real Chromium and a real local storage; only the Temporal context is mocked.
let root: string;
let storage: SiteStorage;
let pool: BrowserPool;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-review-activity-'));
  storage = createLocalSiteStorage(root);
  pool = createBrowserPool();
});
afterAll(async () => {
  await pool.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const release = async (files: Record<string, string | Buffer>) => {
  const siteId = randomUUID();
  const releaseId = await storage.writeRelease(
    siteId,
    new Map(Object.entries(files).map(([k, v]) => [k, Buffer.from(v)])),
  );
  return { siteId, releaseId };
};
const heartbeatTimeoutMs = SLOW_MACHINE_MS;
// The expected failures below would otherwise each log a warning.
const mockEnv = (info: { heartbeatTimeoutMs?: number } = {}) =>
  new MockActivityEnvironment(info, { logger: new DefaultLogger('ERROR') });
const run = (env: MockActivityEnvironment, browserPool: BrowserPool, input: ReviewReleaseInput) =>
  env.run(createVisualReviewActivities({ storage, browserPool }).reviewRelease, input) as Promise<ReviewReleaseResult>;

it('reviews a release, heartbeating progress, and keeps the screenshots with it', async () => {
  const { siteId, releaseId } = await release(
    cleanSite({ 'about.html': page({ main: '<p class="faint" style="color:#c8c8c8">Since 1998.</p>' }) }),
  );
  const env = mockEnv({ heartbeatTimeoutMs });
  const beats: unknown[] = [];
  env.on('heartbeat', (d: unknown) => beats.push(structuredClone(d)));

  const r = await run(env, pool, { siteId, releaseId, pages: ['index.html', 'services.html', 'about.html'] });

  expect(r.catastrophic).toEqual([]);
  expect(r.findings).toEqual([
    expect.objectContaining({
      rule: 'color-contrast',
      page: 'about.html',
      selector: '.faint',
      screenshot: `review/${releaseId}/findings/1.png`,
    }),
  ]);
  expect(r.pages).toEqual(['index.html', 'services.html', 'about.html']);
  expect(beats[0]).toEqual({ done: 0, total: 0 });
  expect(beats.at(-1)).toEqual({ done: 9, total: 9 });
  // Each page's first screen at phone width, and the crop of the one finding.
  expect(r.screenshots).toEqual([
    `review/${releaseId}/about.html.mobile.png`,
    `review/${releaseId}/findings/1.png`,
    `review/${releaseId}/index.html.mobile.png`,
    `review/${releaseId}/services.html.mobile.png`,
  ]);
  for (const asset of r.screenshots) {
    const png = await storage.readAsset(siteId, asset);
    expect(png?.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  }
  expect(JSON.parse(JSON.stringify(r))).toEqual(r); // travels through Temporal as plain JSON
}, 180_000);

it('reviews again only the pages whose inputs changed between two reviews of a site (a steering attempt)', async () => {
  const faint = page({ title: 'About us', main: '<p class="faint" style="color:#c8c8c8">Since 1998.</p>' });
  const first = await release(cleanSite({ 'about.html': faint }));
  const activities = createVisualReviewActivities({ storage, browserPool: pool });
  const review = (releaseId: string) =>
    mockEnv({ heartbeatTimeoutMs }).run(activities.reviewRelease, {
      siteId: first.siteId,
      releaseId,
      pages: ['index.html', 'services.html', 'about.html'],
    }) as Promise<ReviewReleaseResult>;
  const reusedOf = (r: ReviewReleaseResult) =>
    r.timings
      .filter((t) => t.reused)
      .map((t) => `${t.page}@${t.viewport}`)
      .sort();
  const r1 = await review(first.releaseId);
  expect(reusedOf(r1)).toEqual([]);

  // Only the home page changes: the other two pages at all three widths come from the first review, the
  // about page's finding and its crop included.
  const secondId = await storage.writeRelease(
    first.siteId,
    new Map(
      Object.entries(cleanSite({ 'about.html': faint, 'index.html': page({ main: '<p>New bread daily.</p>' }) })).map(
        ([k, v]) => [k, Buffer.from(v)],
      ),
    ),
  );
  const r2 = await review(secondId);
  expect(reusedOf(r2)).toEqual(
    ['about.html', 'services.html'].flatMap((p) => ['desktop', 'mobile', 'tablet'].map((v) => `${p}@${v}`)),
  );
  expect(r2.findings).toEqual([
    expect.objectContaining({
      rule: 'color-contrast',
      page: 'about.html',
      screenshot: `review/${secondId}/findings/1.png`,
    }),
  ]);
  for (const asset of r2.screenshots) {
    const png = await storage.readAsset(first.siteId, asset);
    expect(png?.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  }
  expect(r2.screenshots).toContain(`review/${secondId}/services.html.mobile.png`);

  // A stylesheet every page loads changes: nothing is reused, and the new colour's problem is found everywhere.
  const thirdId = await storage.writeRelease(
    first.siteId,
    new Map(
      Object.entries(cleanSite({ 'about.html': faint, 'style.css': 'body{color:#ddd;background:#fff}' })).map(
        ([k, v]) => [k, Buffer.from(v)],
      ),
    ),
  );
  const r3 = await review(thirdId);
  expect(reusedOf(r3)).toEqual([]);
  expect(new Set(r3.findings.filter((f) => f.rule === 'color-contrast').map((f) => f.page))).toEqual(
    new Set(['index.html', 'services.html', 'about.html']),
  );
}, 300_000);

it('skips screenshots when asked, and reports catastrophic problems in the result rather than throwing', async () => {
  const { siteId, releaseId } = await release(
    cleanSite({ 'index.html': page({ after: '<script>throw new Error("boom")</script>' }) }),
  );
  const r = await run(mockEnv(), pool, {
    siteId,
    releaseId,
    pages: ['index.html', 'contact.html'],
    screenshots: false,
  });
  expect(r.catastrophic.map((f) => `${f.rule}:${f.page}`).sort()).toEqual([
    'page-missing:contact.html',
    'script-error:index.html',
  ]);
  expect(r.screenshots).toEqual([]);
  expect(await storage.readAsset(siteId, `review/${releaseId}/index.html.mobile.png`)).toBeNull();
}, 180_000);

it('stops on cancellation with a CancelledFailure', async () => {
  const { siteId, releaseId } = await release(cleanSite({ 'a.html': page(), 'b.html': page() }));
  const env = mockEnv({ heartbeatTimeoutMs });
  env.on('heartbeat', (d: { done: number }) => {
    if (d.done >= 1) env.cancel();
  });
  const started = Date.now();
  await expect(run(env, pool, { siteId, releaseId, pages: [] })).rejects.toBeInstanceOf(CancelledFailure);
  // 12 page reviews were queued; stopping after the first few takes far less than doing them all.
  expect(Date.now() - started).toBeLessThan(60_000);
}, 120_000);

it.each([
  [
    'a release that does not exist',
    async () => ({ siteId: randomUUID(), releaseId: randomUUID(), pages: [] }),
    'shared',
    'ReleaseNotFound',
  ],
  [
    'a page path outside the site',
    async () => ({ ...(await release(cleanSite())), pages: ['../secret.html'] }),
    'shared',
    'InvalidReviewInput',
  ],
  ['no Chromium', async () => ({ ...(await release(cleanSite())), pages: [] }), 'no-chromium', 'ChromiumNotFound'],
] as const)(
  'fails without retrying on %s',
  async (_name, input, browser, type) => {
    const browserPool =
      browser === 'shared' ? pool : createBrowserPool({ executablePath: path.join(root, 'no-such-chromium') });
    const err = await run(mockEnv(), browserPool, await input()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApplicationFailure);
    expect(err).toMatchObject({ type, nonRetryable: true });
  },
  60_000,
);
