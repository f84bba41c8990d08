// Client-rendered pages (an Angular, React or Vue build whose HTML is an empty shell): rendered in Chromium and
// read from the rendered DOM. Every request the page makes is answered by research itself through safeFetch (the
// same SSRF rules as the crawl), to the page's own origin only, within a time, byte and request budget.
import { safeFetch } from '@sgs/net';
import type { BrowserPool } from '@sgs/visual-review';
import { $$, attr, parseHtml, rawText, text } from './html';

/** Below this many characters of visible text, a page with its own code is an app shell. */
const SHELL_TEXT_CHARS = 200;
/** Mount points the common front-end frameworks render into. */
const APP_ROOT = 'app-root, #root, #app, #__next, #__nuxt, [ng-version], [data-reactroot], [ng-app]';
/** What a reader reads or follows on a page; an app shell holds almost none of it. */
const CONTENT = 'a[href], img, h1, h2, h3, h4, h5, h6, p, li, td, dt, dd, address, blockquote';
/** An inline script this long carries an app (a single-file build), not an analytics snippet. */
const INLINE_APP_CHARS = 20_000;

/**
 * Whether a page's static HTML is the shell of a client-rendered app rather than the page a reader sees: it loads
 * code (a script file, a module or an inlined bundle), and either the mount point a framework renders into is
 * empty, or the body holds almost nothing a reader reads or follows (a short page of links, headings and a phone,
 * or one with only an analytics snippet, is read as it is served).
 */
export function looksClientRendered(html: string): boolean {
  const doc = parseHtml(html);
  const code = $$('script', doc).some(
    (s) =>
      attr(s, 'src') !== undefined ||
      attr(s, 'type') === 'module' ||
      (!attr(s, 'type') && rawText(s).length >= INLINE_APP_CHARS),
  );
  if (!code) return false;
  const body = $$('body', doc)[0];
  const visible = (body ? text(body) : '').replace(/\s+/g, ' ').trim();
  if (visible.length >= SHELL_TEXT_CHARS * 4) return false;
  if ($$(APP_ROOT, doc).some((el) => text(el).trim().length < 20)) return true;
  return visible.length < SHELL_TEXT_CHARS && (body ? $$(CONTENT, body).length : 0) < 5;
}

/** How far down a rendered page is scrolled, and the time a render must have left to scroll at all. */
const SCROLL_MAX_PX = 20_000;
const SCROLL_RESERVE_MS = 2_500;

/** Run in the page: scrolls a viewport at a time to the bottom (or the limit), pausing for what each step shows. */
const SCROLL_THROUGH = `(async () => {
  const pause = () => new Promise((r) => setTimeout(r, 50));
  const height = () => Math.min(document.documentElement.scrollHeight, ${SCROLL_MAX_PX});
  for (let y = 0; y < height(); y += window.innerHeight) { window.scrollTo(0, y); await pause(); }
  window.scrollTo(0, height());
  await pause();
})()`;

export interface RenderBudget {
  /** the whole render, navigation and settling included */
  timeoutMs: number;
  /** bytes of every response the page gets, together */
  maxBytes: number;
  /** requests the page may make */
  maxRequests: number;
}
export const RENDER_BUDGET: RenderBudget = { timeoutMs: 15_000, maxBytes: 4 * 1024 * 1024, maxRequests: 80 };

export interface RenderedPage {
  /** the page's URL as asked for */
  url: string;
  /** the rendered DOM, serialised */
  html: string;
  /** requests refused: another origin, a method other than GET/HEAD, an unsafe address, or past the budget */
  refused: string[];
}

export type PageRenderer = (url: string) => Promise<RenderedPage>;

/** Response headers passed on to the page: what it needs to read the body, nothing that keeps state. */
const PASSED_HEADERS = ['content-type', 'content-language'];

export function createPageRenderer(
  pool: Pick<BrowserPool, 'withPage'>,
  o: { allowLoopback?: boolean; userAgent?: string; budget?: Partial<RenderBudget> } = {},
): PageRenderer {
  const budget = { ...RENDER_BUDGET, ...o.budget };
  return async (url) => {
    const origin = new URL(url).origin;
    const deadline = Date.now() + budget.timeoutMs;
    const refused: string[] = [];
    let bytes = 0;
    let requests = 0;
    const signal = AbortSignal.timeout(budget.timeoutMs + 5_000);
    return pool.withPage({ width: 1280, height: 900, mobile: false, sealed: true, signal }, async ({ page }) => {
      await page.routeWebSocket(/.*/, (ws) => {
        refused.push(`websocket ${ws.url()}`);
        void ws.close();
      });
      await page.route('**/*', async (route) => {
        const req = route.request();
        const refuse = (why: string) => {
          refused.push(`${req.method()} ${req.url()}: ${why}`);
          return route.abort('blockedbyclient');
        };
        let target: URL;
        try {
          target = new URL(req.url());
        } catch {
          return refuse('not a URL');
        }
        if (target.origin !== origin) return refuse('another origin');
        if (req.method() !== 'GET' && req.method() !== 'HEAD') return refuse('method');
        if (++requests > budget.maxRequests) return refuse('request budget spent');
        const left = deadline - Date.now();
        if (left <= 0 || bytes >= budget.maxBytes) return refuse('budget spent');
        try {
          const res = await safeFetch(req.url(), {
            method: req.method() as 'GET' | 'HEAD',
            timeoutMs: left,
            maxBytes: budget.maxBytes - bytes,
            maxRedirects: 5,
            allowLoopback: o.allowLoopback,
            headers: {
              accept: req.headers()['accept'] ?? '*/*',
              ...(o.userAgent ? { 'user-agent': o.userAgent } : {}),
            },
          });
          if (new URL(res.url).origin !== origin) return await refuse(`redirected to another origin (${res.url})`);
          if (res.truncated) return await refuse('byte budget spent');
          bytes += res.body.length;
          const headers: Record<string, string> = { 'cache-control': 'no-store' };
          for (const name of PASSED_HEADERS) {
            const v = res.headers[name];
            if (typeof v === 'string') headers[name] = v;
          }
          await route.fulfill({ status: res.status, headers, body: res.body });
        } catch (err) {
          await refuse((err as Error).message);
        }
      });
      await page.goto(url, { waitUntil: 'load', timeout: Math.max(1_000, deadline - Date.now()) });
      // Data the app fetches after load: wait until the network is quiet, within what is left of the budget.
      await page
        .waitForLoadState('networkidle', { timeout: Math.max(500, Math.min(5_000, deadline - Date.now())) })
        .catch(() => undefined);
      // Sections a page fills only when they come into view (reviews, lazy lists): scrolled through as a reader does,
      // then the data they asked for is awaited, within what is left of the budget.
      if (deadline - Date.now() > SCROLL_RESERVE_MS) {
        await page.evaluate(SCROLL_THROUGH).catch(() => undefined);
        await page
          .waitForLoadState('networkidle', { timeout: Math.max(300, Math.min(2_000, deadline - Date.now())) })
          .catch(() => undefined);
      }
      return { url, html: await page.content(), refused };
    });
  };
}
