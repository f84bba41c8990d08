import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserContext } from 'playwright-core';
import { createBrowserPool, type BrowserPool } from '../src';
import { MAX_CONTEXT_USES } from '../src/browser';

// Contexts stay warm between calls (issue 22: work done once per worker), and a warm context carries nothing a
// later review could see.
let pool: BrowserPool;
let server: http.Server;
let origin: string;
beforeAll(async () => {
  pool = createBrowserPool({ concurrency: 2 });
  // Sets a cookie for 127.0.0.1 (cookies ignore ports: every review's server would see it) and echoes the ones it got.
  server = http.createServer((req, res) => {
    res.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Set-Cookie': 'seen=yes; Path=/',
      'Cache-Control': 'no-store',
    });
    res.end(`<!doctype html><title>t</title><p id="cookies">${req.headers.cookie ?? 'none'}</p>`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await pool.close();
  server.close();
});

const mobile = { width: 390, height: 844, mobile: true };
const desktop = { width: 1280, height: 800, mobile: false };

/** Opens the page in a new tab of `context` and returns the cookies the server received. */
async function visit(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  await page.goto(origin);
  return page.locator('#cookies').innerText();
}

it('gives the next call at the same size the same context, with its pages closed and its cookies cleared', async () => {
  let first: BrowserContext | undefined;
  const cookies = await pool.withContext(mobile, async (context) => {
    first = context;
    await visit(context);
    return visit(context); // the cookie set by the first visit comes back within the call
  });
  expect(cookies).toBe('seen=yes');
  const next = await pool.withContext(mobile, async (context) => ({
    same: context === first,
    pages: context.pages().length,
    cookies: await context.cookies(),
    received: await visit(context),
  }));
  expect(next).toEqual({ same: true, pages: 0, cookies: [], received: 'none' });
  // Another size is another context.
  expect(await pool.withContext(desktop, async (context) => context === first)).toBe(false);
}, 60_000);

it('never hands one context to two calls at once', async () => {
  const seen: BrowserContext[] = [];
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const a = pool.withContext(mobile, async (context) => {
    seen.push(context);
    await held;
  });
  const b = pool.withContext(mobile, async (context) => {
    seen.push(context);
    release();
  });
  await Promise.all([a, b]);
  expect(seen).toHaveLength(2);
  expect(seen[0]).not.toBe(seen[1]);
}, 60_000);

it('closes a context whose call failed, and replaces one after MAX_CONTEXT_USES calls', async () => {
  let failed: BrowserContext | undefined;
  await expect(
    pool.withContext(mobile, async (context) => {
      failed = context;
      throw new Error('the page broke');
    }),
  ).rejects.toThrow('the page broke');
  expect(await pool.withContext(mobile, async (context) => context === failed)).toBe(false);
  // A context whose call failed is closed: opening a page in it is refused.
  await expect(failed!.newPage()).rejects.toThrow();

  const contexts = new Set<BrowserContext>();
  for (let i = 0; i < MAX_CONTEXT_USES + 1; i++) await pool.withContext(desktop, async (c) => void contexts.add(c));
  expect(contexts.size).toBeGreaterThanOrEqual(2);
}, 120_000);
