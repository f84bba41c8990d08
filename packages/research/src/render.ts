// Client-rendered pages (an Angular, React or Vue build whose HTML is an empty shell): rendered in Chromium and
// read from the rendered DOM. Every request the page makes is answered by research itself through safeFetch (the
// same SSRF rules as the crawl), to the page's own origin only, within a time, byte and request budget. A site's
// pages are rendered in one context of their own, closed (its storage with it) when research is done with the site;
// a route of the app already loaded is reached in the app (its hash or history route), not by loading it again.
import { safeFetch } from '@sgs/net';
import type { BrowserPool } from '@sgs/visual-review';
import { hashRoute } from './reading-order';
import { clickedRoutes, withRouteLinks } from './render-clicks';
import { withPanels } from './render-panels';
import { hasRouter, markText, SETTLE_PROBE, settle, type Page } from './render-settle';

type Route = Parameters<Parameters<Page['route']>[1]>[0];

export interface RenderBudget {
  /** one page's render, navigation and settling included */
  timeoutMs: number;
  /** bytes of every response one page gets, together */
  maxBytes: number;
  /** requests one page may make */
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

/** One site's pages, rendered in turn in one context; `close` ends it and drops everything the pages stored. */
export interface RenderSession {
  render(url: string): Promise<RenderedPage>;
  close(): Promise<void>;
}

/** Opens a render session for one site (its origin is the first page's). */
export interface PageRenderer {
  session(): RenderSession;
}

/** Renders one page in a session of its own. */
export async function renderPage(renderer: PageRenderer, url: string): Promise<RenderedPage> {
  const session = renderer.session();
  try {
    return await session.render(url);
  } finally {
    await session.close();
  }
}

/** Response headers passed on to the page: what it needs to read the body, nothing that keeps state. */
const PASSED_HEADERS = ['content-type', 'content-language'];
/** What reading never needs: pictures, sound and video, fonts. Refused unasked, not counted as refusals. */
const UNREAD = new Set(['image', 'media', 'font', 'texttrack', 'beacon', 'ping', 'csp_report']);

/** A route that sent the page to another site: nothing of this one to read there. */
class LeftSiteError extends Error {
  constructor(url: string) {
    super(`the page went to another site (${url})`);
  }
}

/** However busy a page stays (a ticker, a typewriter), it is read this long after it loaded or changed route. */
const SETTLE_CAP_MS = 5_000;

interface Budget {
  origin: string;
  deadline: number;
  bytes: number;
  requests: number;
  refused: string[];
}

interface Live {
  page: Page;
  release(): void;
  held: Promise<unknown>;
}

interface Cached {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export function createPageRenderer(
  pool: Pick<BrowserPool, 'withPage'>,
  o: { allowLoopback?: boolean; userAgent?: string; budget?: Partial<RenderBudget> } = {},
): PageRenderer {
  const limits = { ...RENDER_BUDGET, ...o.budget };

  return {
    session() {
      let live: Promise<Live> | undefined;
      let budget: Budget = { origin: '', deadline: 0, bytes: 0, requests: 0, refused: [] };
      let inflight = 0;
      // the first page an app shows is where its clickable navigation is tried (render-clicks.ts), once a site
      let explored = false;
      // the site's scripts and data, fetched once for all its pages (a session is one site's, then dropped)
      const cache = new Map<string, Cached>();

      const answer = async (route: Route) => {
        const req = route.request();
        const b = budget;
        if (UNREAD.has(req.resourceType())) return route.abort('blockedbyclient');
        const refuse = (why: string) => {
          b.refused.push(`${req.method()} ${req.url()}: ${why}`);
          return route.abort('blockedbyclient');
        };
        let target: URL;
        try {
          target = new URL(req.url());
        } catch {
          return refuse('not a URL');
        }
        if (target.origin !== b.origin) return refuse('another origin');
        if (req.method() !== 'GET' && req.method() !== 'HEAD') return refuse('method');
        // a stylesheet only places text: an empty one loads at once and reading loses nothing
        if (req.resourceType() === 'stylesheet')
          return route.fulfill({ status: 200, headers: { 'content-type': 'text/css' }, body: '' });
        const known = req.resourceType() !== 'document' ? cache.get(req.url()) : undefined;
        if (known) return route.fulfill(known);
        if (++b.requests > limits.maxRequests) return refuse('request budget spent');
        const left = b.deadline - Date.now();
        if (left <= 0 || b.bytes >= limits.maxBytes) return refuse('budget spent');
        inflight++;
        try {
          const res = await safeFetch(req.url(), {
            method: req.method() as 'GET' | 'HEAD',
            timeoutMs: left,
            maxBytes: limits.maxBytes - b.bytes,
            maxRedirects: 5,
            allowLoopback: o.allowLoopback,
            headers: {
              accept: req.headers()['accept'] ?? '*/*',
              ...(o.userAgent ? { 'user-agent': o.userAgent } : {}),
            },
          });
          if (new URL(res.url).origin !== b.origin) return await refuse(`redirected to another origin (${res.url})`);
          if (res.truncated) return await refuse('byte budget spent');
          b.bytes += res.body.length;
          const headers: Record<string, string> = { 'cache-control': 'no-store' };
          for (const name of PASSED_HEADERS) {
            const v = res.headers[name];
            if (typeof v === 'string') headers[name] = v;
          }
          const reply = { status: res.status, headers, body: res.body };
          if (req.method() === 'GET' && res.status === 200 && req.resourceType() !== 'document')
            cache.set(req.url(), reply);
          await route.fulfill(reply);
        } catch (err) {
          await refuse((err as Error).message);
        } finally {
          inflight--;
        }
      };

      /** A page in a sealed context of this session's own, held until the session closes. */
      let stop = new AbortController();
      const open = () =>
        new Promise<Live>((resolve, reject) => {
          let release!: () => void;
          const closed = new Promise<void>((r) => (release = r));
          stop = new AbortController();
          const shape = { width: 1280, height: 900, mobile: false, sealed: true, signal: stop.signal };
          const held = pool.withPage(shape, async ({ page }) => {
            await page.addInitScript(SETTLE_PROBE);
            await page.routeWebSocket(/.*/, (ws) => {
              budget.refused.push(`websocket ${ws.url()}`);
              void ws.close();
            });
            await page.route('**/*', answer);
            resolve({ page, release, held });
            await closed;
          });
          held.catch(reject);
        });

      /** Ends the page's context; `abandon` when it may no longer answer (the pool then stops waiting for it). */
      const drop = async (abandon = false) => {
        const was = live;
        live = undefined;
        if (abandon) stop.abort(new Error('render abandoned'));
        const l = await was?.catch(() => undefined);
        l?.release();
        await l?.held.catch(() => undefined);
      };

      /** Shows `url` in the page: a route of the app already loaded is reached in the app, anything else is loaded. */
      const show = async (page: Page, url: URL, timeoutMs: number) => {
        const current = new URL(page.url());
        const loaded = current.origin === url.origin;
        const samePath = loaded && current.pathname === url.pathname && current.search === url.search;
        const inApp = samePath && url.hash !== current.hash && hashRoute(url);
        if (inApp || (loaded && !samePath && (await hasRouter(page)))) {
          await markText(page);
          // the app's router hears a history navigation as the back button's (React Router, Vue Router, Angular);
          // a route that sends the page elsewhere ends the evaluation with its document
          await page
            .evaluate(
              inApp
                ? `location.hash = ${JSON.stringify(url.hash)}`
                : `history.pushState(null, '', ${JSON.stringify(url.toString())});
                 dispatchEvent(new PopStateEvent('popstate', { state: null }))`,
            )
            .catch(() => undefined);
          if (
            await settle(page, () => inflight, {
              origin: url.origin,
              route: true,
              firstChangeMs: 1_000,
              capMs: SETTLE_CAP_MS,
            })
          )
            return;
        }
        await page.goto(url.toString(), { waitUntil: 'load', timeout: Math.max(1_000, timeoutMs) });
        await settle(page, () => inflight, {
          origin: url.origin,
          firstChangeMs: 3_000,
          capMs: Math.min(SETTLE_CAP_MS, Math.max(500, budget.deadline - Date.now())),
        });
      };

      return {
        async render(url) {
          const target = new URL(url);
          budget = {
            origin: target.origin,
            deadline: Date.now() + limits.timeoutMs,
            bytes: 0,
            requests: 0,
            refused: [],
          };
          const b = budget;
          const work = (async () => {
            const { page } = await (live ??= open());
            await show(page, target, limits.timeoutMs);
            if (!page.url().startsWith(`${target.origin}/`)) throw new LeftSiteError(page.url());
            // with the panels the app mounts only when chosen (a menu's categories)
            const html = await withPanels(page, b.deadline);
            if (explored || !(await hasRouter(page))) return html;
            explored = true;
            return withRouteLinks(html, await clickedRoutes(page, target.origin, b.deadline));
          })();
          let timer: NodeJS.Timeout | undefined;
          const timedOut = new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`render timed out after ${limits.timeoutMs} ms`)),
              limits.timeoutMs,
            );
          });
          try {
            return { url, html: await Promise.race([work, timedOut]), refused: b.refused };
          } catch (err) {
            // a page that did not finish in time may never answer again: the next render starts afresh
            if (!(err instanceof LeftSiteError)) await drop(true);
            throw err;
          } finally {
            clearTimeout(timer);
          }
        },
        close: () => drop(),
      };
    },
  };
}
