import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLocalSiteStorage, isSafeRelativePath } from '../src';

const SITE = '11111111-1111-4111-8111-111111111111';

it('writes immutable releases and reads them back', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'sites-'));
  const storage = createLocalSiteStorage(root);
  const a = await storage.writeRelease(
    SITE,
    new Map([
      ['index.html', Buffer.from('<p>a</p>')],
      ['images/x.png', Buffer.from([1, 2])],
    ]),
  );
  const b = await storage.writeRelease(SITE, new Map([['index.html', Buffer.from('<p>b</p>')]]));
  expect(a).not.toEqual(b);
  expect((await storage.readRelease(SITE, a)).get('index.html')!.toString()).toBe('<p>a</p>');
  expect([...(await storage.readRelease(SITE, a)).keys()].sort()).toEqual(['images/x.png', 'index.html']);
  expect((await storage.readRelease(SITE, b)).get('index.html')!.toString()).toBe('<p>b</p>');
  expect(fs.readdirSync(path.join(root, SITE, 'releases')).some((d) => d.endsWith('.partial'))).toBe(false);
});

it('refuses unsafe paths and ids', async () => {
  const storage = createLocalSiteStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'sites-')));
  await expect(storage.writeRelease(SITE, new Map([['../escape.html', Buffer.from('x')]]))).rejects.toThrow(
    /unsafe path/,
  );
  await expect(storage.writeRelease('../../etc', new Map())).rejects.toThrow(/invalid site id/);
  for (const p of ['/abs', 'a/../b', '.hidden', 'a/.git/config', 'a\\b', '']) expect(isSafeRelativePath(p)).toBe(false);
  for (const p of ['index.html', 'images/logo.png', 'favicon-32x32.png']) expect(isSafeRelativePath(p)).toBe(true);
});

it('keeps research assets apart from releases', async () => {
  const storage = createLocalSiteStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'sites-')));
  await storage.writeAsset(SITE, 'images/photos/a.jpg', Buffer.from('jpeg'));
  expect((await storage.readAsset(SITE, 'images/photos/a.jpg'))!.toString()).toBe('jpeg');
  await storage.deleteAsset(SITE, 'images/photos/a.jpg');
  expect(await storage.readAsset(SITE, 'images/photos/a.jpg')).toBeNull();
  await expect(storage.writeAsset(SITE, '../x', Buffer.from(''))).rejects.toThrow(/unsafe asset path/);
});
