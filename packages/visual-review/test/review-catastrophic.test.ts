import {
  createBrowserPool,
  reviewSite,
  ReviewTimeoutError,
  type BrowserPool,
  type Finding,
  type ReviewResult,
} from '../src';
import { cleanSite, page, removeSite, SLOW_MACHINE_MS, writeSite } from './fixtures';

let pool: BrowserPool;
const dirs: string[] = [];
beforeAll(() => {
  pool = createBrowserPool();
});
afterAll(async () => {
  await pool.close();
  dirs.forEach(removeSite);
});
const site = (files: Record<string, string | Buffer>) => {
  const dir = writeSite(files);
  dirs.push(dir);
  return dir;
};

describe('a site with broken pages', () => {
  let r: ReviewResult;
  const on = (pageName: string, rule: string): Finding[] =>
    r.catastrophic.filter((f) => f.page === pageName && f.rule === rule);
  beforeAll(async () => {
    r = await reviewSite({
      dir: site(
        cleanSite({
          'script.html': page({ after: '<script>\nconst menu = undefined;\nmenu.open();\n</script>' }),
          'nostyle.html': page({
            head: '<link rel="stylesheet" href="theme.css"><link rel="icon" href="favicon.png">',
            main: '<p>Our oven.</p><img src="oven.png" alt="The oven" width="100" height="100">',
          }),
          'empty.html': '  \n',
          'nobody.html': 'just some text, no markup at all',
          'nomain.html': page().replace('<main id="main">', '<div id="main">').replace('</main>', '</div>'),
          'deadlink.html': page({
            main: '<p>Meet <a class="team" href="team.html">the team</a> behind the bakery.</p>',
          }),
        }),
      ),
      pages: ['index.html', 'services.html', 'about.html', 'empty.html'],
      browserPool: pool,
      timeoutMs: SLOW_MACHINE_MS,
    });
  }, 180_000);

  it('fails on an uncaught script error, naming the script line', () => {
    const found = on('script.html', 'script-error');
    expect(found).toEqual([expect.objectContaining({ severity: 'error' })]);
    expect(found[0]!.description).toMatch(
      /^On script\.html, a script throws an uncaught error: "TypeError: Cannot read properties of undefined \(reading 'open'\)" \(in script\.html line \d+\)/,
    );
  });

  it("fails on a 404 for the site's own stylesheet, image and icon, without also calling the image broken", () => {
    // Chromium fetches a declared icon either through the page (a 404 response) or on its own (seen only
    // in the markup check); both name the file, and it is reported once either way.
    const missing = on('nostyle.html', 'missing-file').map((f) => f.description.match(/(?:loads \/|icon )(\S+)/)?.[1]);
    expect(missing.sort()).toEqual(['favicon.png', 'oven.png', 'theme.css']);
    expect(r.findings.filter((f) => f.page === 'nostyle.html')).toEqual([]);
  });

  it('fails on an expected page that is missing or empty', () => {
    expect(on('about.html', 'page-missing')).toEqual([
      expect.objectContaining({ description: expect.stringContaining('the page is missing from the site') }),
    ]);
    expect(on('empty.html', 'page-empty')).toHaveLength(1);
  });

  it('fails on HTML that does not parse into a page: no <body>, no <main>', () => {
    expect(on('nobody.html', 'html-structure')).toEqual([
      expect.objectContaining({ description: expect.stringContaining('no <body> element') }),
    ]);
    expect(on('nomain.html', 'html-structure')).toEqual([
      expect.objectContaining({ description: expect.stringContaining('no <main> element') }),
    ]);
  });

  it('fails on a link to a page the site does not have', () => {
    expect(on('deadlink.html', 'broken-link')).toEqual([
      expect.objectContaining({
        selector: '.team',
        description: expect.stringContaining('points to team.html, which is not a page of the site'),
      }),
    ]);
  });

  it('keeps catastrophic problems out of the regular findings, and lists every page it reviewed', () => {
    expect(
      r.findings.filter((f) =>
        ['script-error', 'missing-file', 'page-missing', 'html-structure', 'broken-link'].includes(f.rule),
      ),
    ).toEqual([]);
    expect(r.pages).toEqual([
      'index.html',
      'services.html',
      'about.html',
      'empty.html',
      'deadlink.html',
      'nobody.html',
      'nomain.html',
      'nostyle.html',
      'script.html',
    ]);
    expect(r.catastrophic.filter((f) => f.page === 'index.html' || f.page === 'services.html')).toEqual([]);
  });
});

it('always expects index.html', async () => {
  const files = cleanSite();
  delete files['index.html'];
  const r = await reviewSite({
    dir: site(files),
    viewports: ['desktop'],
    browserPool: pool,
    timeoutMs: SLOW_MACHINE_MS,
  });
  expect(r.catastrophic).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ rule: 'page-missing', page: 'index.html', viewport: 'desktop' }),
    ]),
  );
});

it('fails a page whose script never lets it finish loading', async () => {
  const r = await reviewSite({
    // The only page: a short budget must not catch a healthy page on a busy machine.
    dir: site({
      'index.html': '<!DOCTYPE html><html><body><main><p>Loading</p></main><script>for (;;) {}</script></body></html>',
    }),
    viewports: ['desktop'],
    timeoutMs: 1500,
    browserPool: pool,
  });
  expect(r.catastrophic).toEqual([expect.objectContaining({ rule: 'page-load-failed', page: 'index.html' })]);
  expect(r.durationMs).toBeLessThan(10_000);
}, 20_000);

it('does not blame the site when the review is only slow: a page that still responds fails the review, to be retried', async () => {
  // 1 ms: no page can load that fast, but this one answers at once when asked, so it is not stuck.
  const review = reviewSite({ dir: site(cleanSite()), viewports: ['desktop'], timeoutMs: 1, browserPool: pool });
  await expect(review).rejects.toBeInstanceOf(ReviewTimeoutError);
  await expect(review).rejects.toThrow(/did not finish within 0 s although the page still responds/);
}, 60_000);

it("stops when aborted, rejecting with the signal's reason, and the pool keeps working", async () => {
  const dir = site(cleanSite({ 'a.html': page(), 'b.html': page(), 'c.html': page() }));
  const controller = new AbortController();
  const reason = new Error('cancelled by the workflow');
  const progress: number[] = [];
  const review = reviewSite({
    dir,
    browserPool: pool,
    signal: controller.signal,
    timeoutMs: SLOW_MACHINE_MS,
    onProgress: (done) => {
      progress.push(done);
      controller.abort(reason);
    },
  });
  await expect(review).rejects.toBe(reason);
  // 15 page reviews were queued; at most those already running when it stopped may have finished.
  expect(progress.length).toBeLessThanOrEqual(pool.concurrency);
  const again = await reviewSite({ dir, viewports: ['mobile'], browserPool: pool, timeoutMs: SLOW_MACHINE_MS });
  expect(again.catastrophic).toEqual([]);
}, 120_000);

it('fails the review when the browser dies under it (so Temporal retries), and the next review launches a new one', async () => {
  const dir = site(cleanSite({ 'a.html': page(), 'b.html': page() }));
  const browser = await pool.withPage({ width: 390, height: 844, mobile: true }, async ({ context }) =>
    context.browser(),
  );
  let killed = false;
  const review = reviewSite({
    dir,
    browserPool: pool,
    timeoutMs: SLOW_MACHINE_MS,
    onProgress: () => {
      if (!killed) void browser?.close();
      killed = true;
    },
  });
  await expect(review).rejects.toBeInstanceOf(Error); // whatever the browser said as it went
  // The review may fail on the first refused call, before the closing browser has finished disconnecting.
  if (browser?.isConnected()) await new Promise((r) => browser.once('disconnected', r));
  expect(browser?.isConnected()).toBe(false);
  const again = await reviewSite({ dir, viewports: ['desktop'], browserPool: pool, timeoutMs: SLOW_MACHINE_MS });
  expect(again).toMatchObject({ findings: [], catastrophic: [] });
}, 120_000);
