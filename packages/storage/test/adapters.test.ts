// The same contract against both adapters: the local directory and a real S3-compatible server (versitygw).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { startLocalS3, type LocalS3 } from '../../../scripts/lib/s3';
import { createLocalSiteStorage, createSiteStorage, type SiteStorage } from '../src';

const SITE = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';
let s3: LocalS3;

beforeAll(async () => {
  s3 = await startLocalS3();
}, 60_000);
afterAll(() => s3?.stop());

const adapters: [string, () => SiteStorage][] = [
  ['local', () => createLocalSiteStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'sites-')))],
  [
    's3',
    () => {
      const env = s3.env(`t${Math.random().toString(36).slice(2, 8)}`);
      return createSiteStorage({
        STORAGE_URL: env.STORAGE_URL!,
        DATA_DIR: '/nonexistent',
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: s3.region,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
        S3_FORCE_PATH_STYLE: true,
      });
    },
  ],
];

describe.each(adapters)('%s adapter', (kind, make) => {
  it('writes immutable releases, lists, reads, streams and copies them', async () => {
    const storage = make();
    expect(storage.kind).toBe(kind);
    const a = await storage.writeRelease(
      SITE,
      new Map([
        ['index.html', Buffer.from('<p>a</p>')],
        ['images/x.png', Buffer.from([1, 2, 3])],
      ]),
    );
    const b = await storage.writeRelease(SITE, new Map([['index.html', Buffer.from('<p>b</p>')]]));
    expect(a).not.toEqual(b);
    expect(await storage.releaseExists(SITE, a)).toBe(true);
    expect(await storage.releaseExists(SITE, '44444444-4444-4444-8444-444444444444')).toBe(false);
    expect(await storage.listRelease(SITE, a)).toEqual([
      { path: 'images/x.png', size: 3 },
      { path: 'index.html', size: 8 },
    ]);
    expect((await storage.readFile(SITE, a, 'index.html'))!.toString()).toBe('<p>a</p>');
    expect((await storage.readFile(SITE, b, 'index.html'))!.toString()).toBe('<p>b</p>');
    expect(await storage.readFile(SITE, b, 'images/x.png')).toBeNull();
    expect(await storage.readFile(SITE, a, '../b/index.html')).toBeNull();
    expect(await storage.readFile(OTHER, a, 'index.html')).toBeNull();

    const opened = await storage.openFile(SITE, a, 'index.html');
    expect(opened).toMatchObject({ size: 8, etag: expect.stringMatching(/^".+"$/) });
    expect(await text(opened!.body)).toBe('<p>a</p>');
    expect(await storage.openFile(SITE, a, 'missing.html')).toBeNull();

    const all = await storage.readRelease(SITE, a);
    expect([...all.keys()]).toEqual(['images/x.png', 'index.html']);
    const dir = await storage.releaseDir(SITE, a);
    expect(fs.readFileSync(path.join(dir, 'images/x.png'))).toEqual(Buffer.from([1, 2, 3]));
    expect(await storage.releaseDir(SITE, a)).toBe(dir);
    await expect(storage.listRelease(SITE, '55555555-5555-4555-8555-555555555555')).rejects.toThrow();
    await expect(storage.releaseDir(SITE, '55555555-5555-4555-8555-555555555555')).rejects.toThrow();
  });

  it('refuses unsafe paths and ids', async () => {
    const storage = make();
    await expect(storage.writeRelease(SITE, new Map([['../escape.html', Buffer.from('x')]]))).rejects.toThrow(
      /unsafe path/,
    );
    await expect(storage.writeRelease('../../etc', new Map())).rejects.toThrow(/invalid site id/);
    await expect(storage.writeAsset(SITE, '../x', Buffer.from(''))).rejects.toThrow(/unsafe asset path/);
  });

  it('keeps research assets apart from releases and deletes a whole site', async () => {
    const storage = make();
    await storage.writeAsset(SITE, 'images/photos/a.jpg', Buffer.from('jpeg'));
    await storage.writeAsset(OTHER, 'images/photos/a.jpg', Buffer.from('other'));
    expect((await storage.readAsset(SITE, 'images/photos/a.jpg'))!.toString()).toBe('jpeg');
    await storage.deleteAsset(SITE, 'images/photos/a.jpg');
    expect(await storage.readAsset(SITE, 'images/photos/a.jpg')).toBeNull();

    await storage.writeAsset(SITE, 'review/x.png', Buffer.from('png'));
    const r = await storage.writeRelease(SITE, new Map([['index.html', Buffer.from('x')]]));
    await storage.deleteSite(SITE);
    expect(await storage.readAsset(SITE, 'review/x.png')).toBeNull();
    expect(await storage.releaseExists(SITE, r)).toBe(false);
    expect((await storage.readAsset(OTHER, 'images/photos/a.jpg'))!.toString()).toBe('other');
  });
});

it('local: links planted in a release are never read', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sites-'));
  const storage = createLocalSiteStorage(root);
  const r = await storage.writeRelease(SITE, new Map([['index.html', Buffer.from('x')]]));
  const dir = await storage.releaseDir(SITE, r);
  const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'outside-'));
  fs.writeFileSync(path.join(outside, 'secret.html'), 'secret');
  fs.symlinkSync(path.join(outside, 'secret.html'), path.join(dir, 'link.html'));
  fs.symlinkSync(outside, path.join(dir, 'linked'));
  expect(await storage.readFile(SITE, r, 'link.html')).toBeNull();
  expect(await storage.readFile(SITE, r, 'linked/secret.html')).toBeNull();
  expect(await storage.openFile(SITE, r, 'linked/secret.html')).toBeNull();
  expect((await storage.listRelease(SITE, r)).map((f) => f.path)).toEqual(['index.html']);
});

it('createSiteStorage picks the adapter STORAGE_URL names', () => {
  const base = { DATA_DIR: '/tmp/x', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true };
  expect(createSiteStorage({ ...base, STORAGE_URL: '' }).kind).toBe('local');
  expect(createSiteStorage({ ...base, STORAGE_URL: 'file:///tmp/y' }).kind).toBe('local');
  expect(createSiteStorage({ ...base, STORAGE_URL: 's3://bucket/prefix' }).kind).toBe('s3');
  expect(() => createSiteStorage({ ...base, STORAGE_URL: 'ftp://x' })).toThrow(/STORAGE_URL/);
});
