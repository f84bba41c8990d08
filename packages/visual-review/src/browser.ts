import fs from 'node:fs';
import os from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { abortReason, createLimiter } from './limiter';

/** Flags measured to run Debian's Chromium headless as root, offline, without background traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

export class ChromiumNotFoundError extends Error {
  override name = 'ChromiumNotFoundError';
}

/** The Chromium to drive: the explicit path, then $CHROMIUM_PATH, then the usual install locations. */
export function resolveChromiumPath(explicit?: string): string {
  const wanted = explicit || process.env.CHROMIUM_PATH;
  if (wanted) {
    if (isExecutable(wanted)) return wanted;
    throw new ChromiumNotFoundError(
      `Chromium not found at ${wanted} (CHROMIUM_PATH); run scripts/bootstrap.sh or fix the path`,
    );
  }
  const found = CANDIDATES.find(isExecutable);
  if (found) return found;
  throw new ChromiumNotFoundError(
    'Chromium not found: run `npm start` / `npm test` (the bootstrap installs it) or set CHROMIUM_PATH',
  );
}

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** One CPU-bound page session per core: more would only make every page slower. */
export const defaultConcurrency = () => Math.max(1, Math.min(os.availableParallelism(), 8));

export interface PageSession {
  page: Page;
  context: BrowserContext;
}

export interface PageOptions {
  width: number;
  height: number;
  /** Phone/tablet emulation: honours <meta name=viewport> and touch, as the real devices do. */
  mobile: boolean;
  /** Device pixels per CSS pixel (default 1); below 1 the page is drawn small, as for a thumbnail. */
  scale?: number;
  signal?: AbortSignal;
  /**
   * A context of its own, closed afterwards (never reused, so no storage carries over), whose traffic that no
   * route answers goes to a dead proxy: for pages of sites nobody here wrote, answered only through `page.route`.
   */
  sealed?: boolean;
}

export interface BrowserPool {
  /** Page sessions this pool runs at once, across every review in the process. */
  readonly concurrency: number;
  /**
   * Runs `fn` with a clean context and a new page at the given size, then closes the page. Waits for a free slot;
   * if `signal` aborts, the context is closed under `fn` and the call rejects with the signal's reason.
   */
  withPage<T>(options: PageOptions, fn: (session: PageSession) => Promise<T>): Promise<T>;
  /**
   * Like withPage, but `fn` gets the context alone and opens its own pages in it: one context for many pages at one
   * width, which saves a context's creation (~300 ms) per page. Contexts stay warm between calls: when `fn`
   * settles, its pages are closed and its cookies cleared, and the next call at the same size gets it (never two
   * callers at once). Nothing else carries over that a review could see: pages, routes and listeners belong to the
   * closed pages, each review serves its site on a new port (a new origin for storage) with `no-store` responses,
   * and a context is retired after MAX_CONTEXT_USES calls, when `fn` failed or was aborted.
   */
  withContext<T>(options: PageOptions, fn: (context: BrowserContext) => Promise<T>): Promise<T>;
  /** Closes the browser; a later withPage launches a new one. */
  close(): Promise<void>;
}

export interface BrowserPoolOptions {
  executablePath?: string;
  concurrency?: number;
}

/** One Chromium, launched on first use and reused; relaunched if it crashes. */
export function createBrowserPool(options: BrowserPoolOptions = {}): BrowserPool {
  const limiter = createLimiter(options.concurrency ?? defaultConcurrency());
  let browser: Promise<Browser> | undefined;
  /** Clean contexts with no pages, by size, waiting for the next call; at most one per slot per size. */
  const warm = new Map<string, BrowserContext[]>();
  const uses = new WeakMap<BrowserContext, number>();

  /** A warm context of `b` at this size, if one is waiting (those of a browser since replaced are dropped). */
  const takeWarm = (shape: string, b: Browser): BrowserContext | undefined => {
    const list = warm.get(shape);
    while (list?.length) {
      const context = list.pop()!;
      if (context.browser() === b && b.isConnected()) return context;
    }
    return undefined;
  };

  /** Cleans a context whose call succeeded and keeps it warm; false when it should be closed instead. */
  const park = async (context: BrowserContext, shape: string): Promise<boolean> => {
    const used = (uses.get(context) ?? 0) + 1;
    const list = warm.get(shape) ?? [];
    if (used >= MAX_CONTEXT_USES || list.length >= limiter.max || !context.browser()?.isConnected()) return false;
    const cleaned = await within(
      Promise.all([...context.pages().map((p) => p.close()), context.clearCookies()]).then(
        () => true,
        () => false,
      ),
      CLOSE_TIMEOUT_MS,
    );
    if (!cleaned) return false;
    uses.set(context, used);
    list.push(context);
    warm.set(shape, list);
    return true;
  };

  const getBrowser = () => {
    if (browser) return browser;
    // Forget this browser when it dies, unless a newer one has replaced it meanwhile.
    const forget = () => {
      if (browser === launching) browser = undefined;
    };
    const launching: Promise<Browser> = launch(options.executablePath).then(
      (b) => {
        b.once('disconnected', forget);
        return b;
      },
      (err: unknown) => {
        forget();
        throw err;
      },
    );
    browser = launching;
    return launching;
  };

  const pool: BrowserPool = {
    concurrency: limiter.max,
    withPage: (opts, fn) => pool.withContext(opts, async (context) => fn({ page: await context.newPage(), context })),
    async withContext(opts, fn) {
      const release = await limiter.acquire(opts.signal);
      const shape = `${opts.width}x${opts.height}@${opts.scale ?? 1}${opts.mobile ? ':mobile' : ''}`;
      let context: BrowserContext | undefined;
      let onAbort: (() => void) | undefined;
      let settled = false;
      try {
        const b = await getBrowser();
        opts.signal?.throwIfAborted();
        if (!opts.sealed) context = takeWarm(shape, b);
        context ??= await b.newContext({
          ...(opts.sealed ? { proxy: { server: DEAD_PROXY } } : {}),
          viewport: { width: opts.width, height: opts.height },
          deviceScaleFactor: opts.scale ?? 1,
          isMobile: opts.mobile,
          hasTouch: opts.mobile,
          serviceWorkers: 'block',
          reducedMotion: 'reduce',
          // Our own evaluate/axe calls must work whatever Content-Security-Policy the site sets.
          bypassCSP: true,
        });
        opts.signal?.throwIfAborted();
        const work = fn(context);
        if (!opts.signal) {
          const value = await work;
          settled = true;
          return value;
        }
        // On abort, stop waiting at once: a wedged page may never answer, even to its context closing.
        const signal = opts.signal;
        work.catch(() => undefined);
        const aborted = new Promise<never>((_, reject) => {
          onAbort = () => reject(abortReason(signal));
          signal.addEventListener('abort', onAbort, { once: true });
        });
        signal.throwIfAborted();
        const value = await Promise.race([work, aborted]);
        settled = !signal.aborted;
        return value;
      } finally {
        if (onAbort) opts.signal?.removeEventListener('abort', onAbort);
        if (context && settled && !opts.sealed && (await park(context, shape))) context = undefined;
        if (context && !(await closeWithin(context, CLOSE_TIMEOUT_MS))) {
          // The browser no longer answers: drop it so the next page gets a fresh one.
          const stuck = browser;
          browser = undefined;
          void stuck?.then((b) => b.close()).catch(() => undefined);
        }
        release();
      }
    },
    async close() {
      const current = browser;
      browser = undefined;
      warm.clear(); // closed with their browser
      if (current)
        await current.then(
          (b) => b.close(),
          () => undefined,
        );
    },
  };
  return pool;
}

async function launch(executablePath?: string): Promise<Browser> {
  const path = resolveChromiumPath(executablePath);
  // Loaded on first launch so that importing this package (e.g. for its types and prompts) stays cheap.
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: path,
    headless: true,
    args: CHROMIUM_ARGS,
    // The worker decides when to close the browser (after its activities drained), not Playwright.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

/** Discard port on loopback: a sealed context's unrouted traffic (preconnects, prefetches) dies there. */
const DEAD_PROXY = 'http://127.0.0.1:9';

/** Closing a context takes milliseconds; this long means the browser is wedged. */
const CLOSE_TIMEOUT_MS = 10_000;
/** Calls one context serves before it is closed and replaced (bounds what a long-lived context accumulates). */
export const MAX_CONTEXT_USES = 50;

/** What `done` resolves to, or false when it takes longer than `ms`. */
async function within(done: Promise<boolean>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([done, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

/** True when the context closed (or was already gone) within `ms`. */
const closeWithin = (context: BrowserContext, ms: number) =>
  within(
    context.close().then(
      () => true,
      () => true,
    ),
    ms,
  );

let shared: BrowserPool | undefined;

/** The process-wide pool: one Chromium per process, whoever asks first decides its options. */
export function sharedBrowserPool(options?: BrowserPoolOptions): BrowserPool {
  shared ??= createBrowserPool(options);
  return shared;
}
