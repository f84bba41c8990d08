// What a reader sees on a client-rendered source site: the bench's precision looks a generated site's facts up in
// the source's files, and an app's facts are in its script's data ("price": 8.5), not written as its pages show them
// ("8,50 €"). This renders the app's pages in Chromium, on their own, independently of research's renderer.
import { createBrowserPool } from '../../packages/visual-review/src';

/** The visible text of the page at `start` and of the same-origin pages it links to (at most `maxPages`). */
export async function renderedText(start: string, maxPages = 15): Promise<string> {
  const pool = createBrowserPool({ concurrency: 1 });
  try {
    return await pool.withPage({ width: 1280, height: 900, mobile: false }, async ({ page }) => {
      const origin = new URL(start).origin;
      const queue = [start];
      const seen = new Set<string>();
      const out: string[] = [];
      while (queue.length && seen.size < maxPages) {
        const url = queue.shift()!;
        if (seen.has(url)) continue;
        seen.add(url);
        try {
          await page.goto(url, { waitUntil: 'networkidle', timeout: 15_000 });
          out.push(await page.innerText('body'));
          for (const href of await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? ''))) {
            const u = new URL(href, page.url());
            // an app's hash route is a page; any other fragment is a place on one
            if (!u.hash.startsWith('#/')) u.hash = '';
            if (u.origin === origin && !seen.has(u.toString())) queue.push(u.toString());
          }
        } catch {
          // a route that does not settle in time adds nothing
        }
      }
      return out.join('\n');
    });
  } finally {
    await pool.close();
  }
}
