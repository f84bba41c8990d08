import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../src/static-server';
import { PNG, removeSite, writeSite } from './fixtures';

let dir: string;
let outside: string;
let server: StaticServer;

/** A raw request, so paths reach the server exactly as written (fetch would normalise `..`). */
function get(rawPath: string, method = 'GET'): Promise<{ status: number; type?: string; body: string }> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = writeSite({
    'index.html': '<!DOCTYPE html><title>x</title>',
    'style.css': 'body{}',
    'app.js': 'void 0',
    'images/photo.png': PNG,
    'blog/index.html': '<p>blog</p>',
    'site.webmanifest': '{}',
    'font.woff2': 'x',
    '.env': 'SECRET=1',
  });
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'sgs-outside-'));
  fs.writeFileSync(path.join(outside, 'secret.txt'), 'secret');
  fs.symlinkSync(path.join(outside, 'secret.txt'), path.join(dir, 'link.txt'));
  server = await startStaticServer(dir);
});
afterAll(async () => {
  await server.close();
  removeSite(dir);
  removeSite(outside);
});

it('listens on 127.0.0.1 only, at an ephemeral port', () => {
  expect(server.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
});

it.each([
  ['/index.html', 'text/html; charset=utf-8'],
  ['/style.css', 'text/css; charset=utf-8'],
  ['/app.js', 'text/javascript; charset=utf-8'],
  ['/images/photo.png', 'image/png'],
  ['/site.webmanifest', 'application/manifest+json; charset=utf-8'],
  ['/font.woff2', 'font/woff2'],
])('serves %s as %s', async (p, type) => {
  const r = await get(p);
  expect(r.status).toBe(200);
  expect(r.type).toBe(type);
});

it("serves a directory's index.html, and the root", async () => {
  expect((await get('/blog/')).body).toBe('<p>blog</p>');
  expect((await get('/')).body).toContain('<title>x</title>');
});

it.each([
  '/../' + 'etc/passwd',
  '/images/../../x',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/images%2f..%2f..%2fetc%2fpasswd',
  '/.env',
  '/link.txt',
  '/%00',
  '/%E0%A4%A',
])('refuses %s', async (p) => {
  const r = await get(p);
  expect(r.status).toBe(404);
  expect(r.body).not.toContain('secret');
  expect(r.body).not.toContain('root:');
});

it('answers HEAD without a body and refuses other methods', async () => {
  const head = await get('/style.css', 'HEAD');
  expect(head).toMatchObject({ status: 200, body: '' });
  expect((await get('/style.css', 'POST')).status).toBe(405);
});

it('resolves URL paths to files the way it serves them', async () => {
  expect(await server.resolve('/blog/')).toBe(path.join(fs.realpathSync(dir), 'blog', 'index.html'));
  expect(await server.resolve('/images/photo.png?v=1')).toBe(path.join(fs.realpathSync(dir), 'images', 'photo.png'));
  expect(await server.resolve('/missing.html')).toBeUndefined();
  expect(await server.resolve('/link.txt')).toBeUndefined();
});
