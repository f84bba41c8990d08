// When a rendered page is ready to read: its DOM quiet for a short window, nothing it asked for still on its way,
// and the app's content in place; within a hard cap. Ends as soon as the page is ready, where waiting for the
// network to stay idle for half a second cost most of a render.
import type { BrowserPool } from '@sgs/visual-review';

/** A page of the browser pool's. */
export type Page = Parameters<Parameters<BrowserPool['withPage']>[1]>[0]['page'];

/** No change to the DOM's nodes or text for this long, with no request in flight: the page is done. */
export const QUIET_MS = 200;
/** A timer set for this long (ms) is a pause before showing something (a loader's), awaited up to PAUSE_CAP_MS. */
const PAUSE_MS = [50, 2_000];
const PAUSE_CAP_MS = 2_500;
/** A page showing this much text has its content (an app that mounted before the load event). */
const FILLED_CHARS = 200;

/**
 * Run in every document before its own scripts: notes whether a router listens for history navigations, counts changes to the DOM's nodes and text (attributes are left
 * out: animations change them every frame), those after DOMContentLoaded apart, since the parser's own insertions
 * are not the app's; and reports every element an IntersectionObserver watches as in view, as it is for a reader who
 * scrolls through, so sections that load when seen (reviews, lazy lists) load at once, without scrolling; and keeps
 * the timers set to show something after a pause (a loader's second), so the page is not read before they ran.
 */
export const SETTLE_PROBE = `(() => {
  const probe = { changes: 0, last: performance.now(), parsed: false, router: false, pauses: new Set() };
  Object.defineProperty(window, '__sgsProbe', { value: probe });
  const listen = window.addEventListener;
  window.addEventListener = function (type, ...rest) {
    if (type === 'popstate') probe.router = true;
    return listen.call(this, type, ...rest);
  };
  document.addEventListener('DOMContentLoaded', () => { probe.parsed = true; });
  const later = window.setTimeout;
  const cancel = window.clearTimeout;
  window.setTimeout = function (fn, delay, ...args) {
    const ms = Number(delay) || 0;
    if (typeof fn !== 'function' || ms < ${PAUSE_MS[0]} || ms > ${PAUSE_MS[1]}) return later.call(this, fn, delay, ...args);
    const id = later.call(this, function (...a) { probe.pauses.delete(id); return fn.apply(this, a); }, delay, ...args);
    probe.pauses.add(id);
    return id;
  };
  window.clearTimeout = function (id) { probe.pauses.delete(id); return cancel.call(this, id); };
  new MutationObserver(() => {
    probe.last = performance.now();
    if (probe.parsed) probe.changes++;
  }).observe(document, { childList: true, subtree: true, characterData: true });
  const Native = window.IntersectionObserver;
  if (!Native) return;
  window.IntersectionObserver = class extends Native {
    constructor(callback, options) { super(() => {}, options); this.seen = callback; }
    observe(target) {
      setTimeout(() => {
        const box = target.getBoundingClientRect();
        this.seen([{ target, isIntersecting: true, intersectionRatio: 1, boundingClientRect: box,
          intersectionRect: box, rootBounds: null, time: performance.now() }], this);
      }, 0);
    }
  };
})()`;

interface Probe {
  changes: number;
  differs: boolean;
  pauses: number;
  sinceLast: number;
  chars: number;
}

/** Whether the page's code listens for history navigations: a router that can show another path in place. */
export const hasRouter = (page: Page): Promise<boolean> =>
  page.evaluate<boolean>('!!window.__sgsProbe?.router').catch(() => false);

/**
 * Notes the page's text before the app is sent to another route: the route has shown when the text differs (an
 * exit animation can keep the old route's text a while after the first change).
 */
export const markText = (page: Page): Promise<void> =>
  page.evaluate('void (window.__sgsProbe && (window.__sgsProbe.before = document.body?.textContent ?? ""))').then(
    () => undefined,
    () => undefined,
  );

/** Between two documents (the page sent itself elsewhere) there is nothing to read yet: not ready. */
const BETWEEN: Probe = { changes: 0, differs: false, pauses: 0, sinceLast: 0, chars: 0 };

const read = (page: Page): Promise<Probe> =>
  page
    .evaluate<Probe>(
      `(() => {
    const p = window.__sgsProbe;
    return {
      changes: p ? p.changes : 0,
      differs: !!p && p.before !== undefined && p.before !== (document.body ? document.body.textContent : ''),
      pauses: p ? p.pauses.size : 0,
      sinceLast: p ? performance.now() - p.last : 1e9,
      chars: document.body ? document.body.innerText.length : 0,
    };
  })()`,
    )
    .catch(() => BETWEEN);

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until the page is ready to read: its text differs from the one marked (`route`: the route it was sent to
 * showed), or, freshly loaded, the app rendered or its content was there at load; its DOM has been quiet for
 * QUIET_MS, no request is in flight (`inflight`) and no pause is pending (for PAUSE_CAP_MS at most). False when nothing changed within `firstChangeMs` (the route
 * was not the app's); at `capMs` it stops waiting, ready or not. A page that left `origin` is done.
 */
export async function settle(
  page: Page,
  inflight: () => number,
  o: { origin: string; firstChangeMs: number; capMs: number; route?: boolean },
): Promise<boolean> {
  const started = Date.now();
  const fresh = !o.route;
  for (;;) {
    // a route that sends the reader to another site (a booking service's) shows nothing of this one to wait for
    if (originOf(page.url()) !== o.origin) return true;
    const p = await read(page);
    const changed = fresh ? p.changes > 0 || p.chars >= FILLED_CHARS : p.differs;
    const elapsed = Date.now() - started;
    const paused = p.pauses > 0 && elapsed < PAUSE_CAP_MS;
    if (changed && inflight() === 0 && p.sinceLast >= QUIET_MS && !paused) return true;
    if (!changed && elapsed >= o.firstChangeMs) return fresh;
    if (elapsed >= o.capMs) return changed || fresh;
    await pause(Math.min(50, Math.max(10, QUIET_MS - p.sinceLast)));
  }
}
