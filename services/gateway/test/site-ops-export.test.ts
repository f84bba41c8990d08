import fs from 'node:fs';
import path from 'node:path';
import { call, newAccount } from '../../../test/helpers/stack';
import { deployedSite, startOpsGateway, unzip } from './site-ops-helpers';

let ctx: Awaited<ReturnType<typeof startOpsGateway>>;
beforeAll(async () => {
  ctx = await startOpsGateway();
});
afterAll(() => ctx.gw.close());

const download = async (siteId: string, key: string, query = '') => {
  const res = await fetch(`${ctx.gw.url}/v1/sites/${siteId}/export${query}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    status: res.status,
    headers: res.headers,
    body,
    json: () => JSON.parse(body.toString('utf8')) as Record<string, unknown>,
  };
};

it('streams exactly the deployed files as <slug>.zip, and only the pages with include_assets=false', async () => {
  const { site, key } = await deployedSite(ctx.gw, ctx.storage);
  const dir = await ctx.storage.releaseDir(site.id, site.currentReleaseId!);
  const deployed = await ctx.storage.readRelease(site.id, site.currentReleaseId!);

  const res = await download(site.id, key);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename=${site.slug}.zip`);
  const zip = await unzip(res.body);
  expect([...zip.keys()].sort()).toEqual([...deployed.keys()].sort());
  for (const name of [
    'index.html',
    'services.html',
    'about.html',
    'contact.html',
    'favicon.ico',
    'apple-touch-icon.png',
    'favicon-16x16.png',
    'favicon-32x32.png',
    'site.webmanifest',
    'robots.txt',
    'sitemap.xml',
  ]) {
    expect(zip.has(name)).toBe(true);
  }
  expect([...zip.keys()].some((n) => n.startsWith('images/') || n.startsWith('assets/') || n.endsWith('.png'))).toBe(
    true,
  );
  for (const [name, bytes] of zip) expect(bytes.equals(fs.readFileSync(path.join(dir, name)))).toBe(true);
  // Relative URLs only: no page links to the site's own origin.
  expect(zip.get('about.html')!.toString()).not.toMatch(/href="\/(?!\/)/);

  const pagesOnly = await unzip((await download(site.id, key, '?include_assets=false')).body);
  expect([...pagesOnly.keys()].sort()).toEqual([...deployed.keys()].filter((n) => n.endsWith('.html')).sort());
  expect((await download(site.id, key, '?include_assets=maybe')).status).toBe(400);

  const rows = await ctx.gw.db.siteExport.findMany({ where: { siteId: site.id }, orderBy: { createdAt: 'asc' } });
  expect(rows.map((r) => r.includeAssets)).toEqual([true, false]);
});

it('never includes symlinks, hidden files or ..-named entries planted in the release directory', async () => {
  const { site, key } = await deployedSite(ctx.gw, ctx.storage);
  const dir = await ctx.storage.releaseDir(site.id, site.currentReleaseId!);
  const outside = fs.mkdtempSync(path.join(path.dirname(dir), 'outside-'));
  fs.writeFileSync(path.join(outside, 'secret.html'), '<p>secret</p>');
  fs.symlinkSync('/etc/passwd', path.join(dir, 'passwd.html'));
  fs.symlinkSync(outside, path.join(dir, 'linked-dir'));
  fs.mkdirSync(path.join(dir, 'images'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'images', 'real.png'), 'png');
  fs.symlinkSync(path.join(outside, 'secret.html'), path.join(dir, 'images', 'secret.html'));
  fs.writeFileSync(path.join(dir, '.revisions.json'), '{"log":[]}');
  fs.mkdirSync(path.join(dir, '.git'));
  fs.writeFileSync(path.join(dir, '.git', 'config'), '[core]');
  fs.writeFileSync(path.join(dir, '..evil.html'), '<p>evil</p>');
  fs.mkdirSync(path.join(dir, '...'));
  fs.writeFileSync(path.join(dir, '...', 'up.html'), '<p>up</p>');
  const before = await ctx.storage.readRelease(site.id, site.currentReleaseId!);

  const zip = await unzip((await download(site.id, key)).body);
  const names = [...zip.keys()];
  expect(names).toContain('images/real.png');
  for (const bad of [
    'passwd.html',
    'linked-dir/secret.html',
    'images/secret.html',
    '.revisions.json',
    '.git/config',
    '..evil.html',
    '.../up.html',
  ])
    expect(names).not.toContain(bad);
  expect(names.some((n) => n.includes('..') || n.split('/').some((s) => s.startsWith('.')))).toBe(false);
  for (const bytes of zip.values()) expect(bytes.toString('latin1')).not.toMatch(/secret|root:x:0|evil/);
  // What remains is exactly the rendered site (readRelease skips links too, but not hidden files).
  expect(names.sort()).toEqual([...before.keys()].filter((n) => !n.split('/').some((s) => s.startsWith('.'))).sort());
});

it('allows 10 exports per site per UTC day, then 429 with quota and Retry-After', async () => {
  const { site, key } = await deployedSite(ctx.gw, ctx.storage);
  for (let i = 0; i < 10; i++) expect((await download(site.id, key, '?include_assets=false')).status).toBe(200);
  const over = await download(site.id, key);
  expect(over.status).toBe(429);
  const retryAfter = Number(over.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(86_400);
  expect(over.json()).toMatchObject({
    error: expect.stringContaining('export'),
    quota: { used: 10, limit: 10, resetDescription: 'Resets daily at 00:00 UTC' },
  });
  expect(await ctx.gw.db.siteExport.count({ where: { siteId: site.id } })).toBe(10);
  const head = await fetch(`${ctx.gw.url}/v1/sites/${site.id}/export`, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${key}` },
  });
  expect(head.status).toBe(200); // HEAD uses no export
  expect(await ctx.gw.db.siteExport.count({ where: { siteId: site.id } })).toBe(10);
  // The limit is per site: another site of the same account still exports.
  const other = await deployedSite(ctx.gw, ctx.storage, { account: await newAccountFor(site.accountId, key) });
  expect((await download(other.site.id, key, '?include_assets=false')).status).toBe(200);
});

/** The same account again (deployedSite takes an account). */
async function newAccountFor(accountId: string, key: string) {
  const account = await ctx.gw.db.account.findUniqueOrThrow({ where: { id: accountId } });
  return { account, key, keyId: '' };
}

it('answers 404 for other accounts, 409 with status before deploy, 422 without a slug, 500 Export failed with detail', async () => {
  const { site } = await deployedSite(ctx.gw, ctx.storage);
  const stranger = await newAccount(ctx.gw.db);
  expect((await call(ctx.gw.url, 'GET', `/v1/sites/${site.id}/export`, { key: stranger.key })).body).toEqual({
    error: 'Site not found',
  });
  const missing = await call(ctx.gw.url, 'GET', '/v1/sites/00000000-0000-4000-8000-000000000000/export', {
    key: stranger.key,
  });
  expect(missing.status).toBe(404);

  const building = await deployedSite(ctx.gw, ctx.storage, { deployed: false });
  const notYet = await call(ctx.gw.url, 'GET', `/v1/sites/${building.site.id}/export`, { key: building.key });
  expect(notYet.status).toBe(409);
  expect(notYet.body).toMatchObject({ error: expect.any(String), status: 'generating' });

  const unnamed = await deployedSite(ctx.gw, ctx.storage);
  await ctx.gw.db.site.update({ where: { id: unnamed.site.id }, data: { slug: '' } });
  try {
    const noSlug = await call(ctx.gw.url, 'GET', `/v1/sites/${unnamed.site.id}/export`, { key: unnamed.key });
    expect({ status: noSlug.status, error: noSlug.body.error }).toEqual({ status: 422, error: 'Site has no slug' });
  } finally {
    await ctx.gw.db.site.update({ where: { id: unnamed.site.id }, data: { slug: unnamed.site.slug } });
  }

  const broken = await deployedSite(ctx.gw, ctx.storage);
  fs.rmSync(await ctx.storage.releaseDir(broken.site.id, broken.site.currentReleaseId!), { recursive: true });
  const failed = await call(ctx.gw.url, 'GET', `/v1/sites/${broken.site.id}/export`, { key: broken.key });
  expect(failed.status).toBe(500);
  expect(failed.body).toMatchObject({ error: 'Export failed', detail: expect.any(String) });
  expect(String(failed.body.detail)).not.toMatch(/\/tmp\/|sgs-data/); // no file paths leak
  // A failed export does not count against the day's ten.
  expect(await ctx.gw.db.siteExport.count({ where: { siteId: broken.site.id } })).toBe(0);
});

it('streams a large site without holding it in memory', async () => {
  const { site, key } = await deployedSite(ctx.gw, ctx.storage);
  const dir = await ctx.storage.releaseDir(site.id, site.currentReleaseId!);
  const chunk = Buffer.alloc(1024 * 1024);
  fs.mkdirSync(path.join(dir, 'images'), { recursive: true });
  for (let i = 0; i < 8; i++) {
    const fd = fs.openSync(path.join(dir, 'images', `big-${i}.jpg`), 'w');
    for (let j = 0; j < 16; j++) fs.writeSync(fd, chunk.fill(i * 16 + j)); // 16 MB each, 128 MB in all
    fs.closeSync(fd);
  }
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const res = await fetch(`${ctx.gw.url}/v1/sites/${site.id}/export`, { headers: { authorization: `Bearer ${key}` } });
  let size = 0;
  for await (const part of res.body as unknown as AsyncIterable<Uint8Array>) size += part.length; // read and dropped
  clearInterval(timer);
  expect(res.status).toBe(200);
  expect(size).toBeGreaterThan(128 * 1024 * 1024); // stored, not compressed (.jpg)
  expect(peak - before).toBeLessThan(96 * 1024 * 1024);
  for (let i = 0; i < 8; i++) fs.rmSync(path.join(dir, 'images', `big-${i}.jpg`));
}, 60_000);
