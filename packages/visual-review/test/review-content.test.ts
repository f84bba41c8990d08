import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrowserPool, reviewSite, type BrowserPool, type Finding, type ReviewResult } from '../src';
import { cleanSite, page, removeSite, SLOW_MACHINE_MS, writeSite } from './fixtures';

let pool: BrowserPool;
let dir: string;
let r: ReviewResult;
// Stands in for a CDN or font host: another origin, on loopback, that must never be reached.
let thirdParty: http.Server;
let thirdPartyHits = 0;

beforeAll(async () => {
  pool = createBrowserPool();
  thirdParty = http.createServer((_req, res) => {
    thirdPartyHits++;
    res.end('body{}');
  });
  await new Promise<void>((ok) => thirdParty.listen(0, '127.0.0.1', ok));
  const other = `http://127.0.0.1:${(thirdParty.address() as AddressInfo).port}`;
  dir = writeSite(
    cleanSite({
      'contrast.html': page({ main: '<p class="faint" style="color:#bbbbbb">Order by Friday for weekend cakes.</p>' }),
      'noalt.html': page({ main: '<p>Our shop.</p><img class="shopfront" src="photo.png" width="200" height="200">' }),
      // Served with status 200 as image/png, but not a PNG: only the decoded image tells.
      'broken.html': page({
        main: '<p>Our cakes.</p><img class="cake" src="cake.png" alt="A birthday cake" width="200" height="200">',
      }),
      'cake.png': 'this is not a png',
      'console.html': page({ after: '<script>console.error("Booking widget failed to start")</script>' }),
      'thirdparty.html': page({
        head: `<link rel="stylesheet" href="${other}/css?family=Roboto">`,
        main: `<p>Visit us.</p><img src="${other}/map.png" alt="Map to the bakery" width="200" height="200">`,
      }),
    }),
  );
  // Two widths are enough here: these checks do not depend on the width, and that is what is asserted.
  r = await reviewSite({ dir, browserPool: pool, viewports: ['mobile', 'desktop'], timeoutMs: SLOW_MACHINE_MS });
}, 180_000);
afterAll(async () => {
  await pool.close();
  await new Promise((ok) => thirdParty.close(ok));
  removeSite(dir);
});
const on = (pageName: string, rule: string): Finding[] =>
  r.findings.filter((f) => f.page === pageName && f.rule === rule);

it('reports low-contrast text once (not once per width), with the measured ratio', () => {
  const found = on('contrast.html', 'color-contrast');
  expect(found).toEqual([expect.objectContaining({ severity: 'error', viewport: 'mobile', selector: '.faint' })]);
  expect(found[0]!.description).toMatch(
    /^On contrast\.html, the text of `\.faint` has a contrast ratio of 1\.\d+:1 \(#bbbbbb on #ffffff\), below the 4\.5:1 it needs; darken the text/,
  );
});

it('reports an image without alt text', () => {
  const found = on('noalt.html', 'missing-alt');
  expect(found).toEqual([expect.objectContaining({ severity: 'error', selector: 'img' })]);
  expect(found[0]!.description).toContain('class="shopfront"');
  expect(found[0]!.description).toContain('has no text alternative');
});

it('reports an image that does not decode, as a regular finding', () => {
  expect(on('broken.html', 'broken-image')).toEqual([
    expect.objectContaining({
      severity: 'error',
      selector: '.cake',
      description: expect.stringContaining('cake.png) does not display'),
    }),
  ]);
});

it('reports a console error as a warning', () => {
  expect(on('console.html', 'console-error')).toEqual([
    expect.objectContaining({
      severity: 'warning',
      description: expect.stringContaining('"Booking widget failed to start"'),
    }),
  ]);
});

it('blocks requests to other servers and reports each one', () => {
  const found = on('thirdparty.html', 'third-party-request');
  expect(found.map((f) => f.description.match(/requests (\S+)/)?.[1]?.replace(/:\d+/, ':PORT'))).toEqual([
    'http://127.0.0.1:PORT/css?family=Roboto',
    'http://127.0.0.1:PORT/map.png',
  ]);
  expect(found.every((f) => f.severity === 'error' && f.description.includes('it was blocked'))).toBe(true);
  expect(thirdPartyHits).toBe(0);
});

it('finds nothing catastrophic and nothing on the clean pages', () => {
  expect(r.catastrophic).toEqual([]);
  expect(r.findings.filter((f) => ['index.html', 'services.html'].includes(f.page))).toEqual([]);
});
