import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, ConsoleMessage, Page, Request, Response, Route } from 'playwright-core';
import type { RawFinding } from './findings';
import { runAxe, runProbe, type AxeViolation, type ProbeResult } from './probe';
import { RULES, type RuleId } from './rules';
import type { StaticServer } from './static-server';
import { VIEWPORTS, type ViewportName } from './types';

/** axe rules about text alternatives; all reported as `missing-alt`, once per page (they do not depend on width). */
const ALT_RULES = ['image-alt', 'input-image-alt', 'role-img-alt', 'area-alt', 'svg-img-alt', 'object-alt'];
const MIN_TAP_TARGET = 44;

export interface PageTask {
  /** Site-relative file name, e.g. `index.html`. */
  page: string;
  viewport: ViewportName;
  /** This task also runs the width-independent checks (structure, links, alt text) for its page. */
  pageLevel: boolean;
  /** A PNG of what the screen shows first (viewport only) is written here. */
  screenshotPath?: string;
}

export interface PageReviewEnv {
  /** The context of this task's width, shared by the pages reviewed at that width. */
  context: BrowserContext;
  /**
   * A tab of that context left by the previous page at this width (opening one costs 50-500 ms): the page is
   * loaded into it. Without one, a new tab is opened.
   */
  tab?: Page;
  server: StaticServer;
  /** Attach a cropped screenshot of its area to each finding that has one (see cropFindings). */
  findingShots?: boolean;
  /** Budget for one page at one width: navigation, then everything else. */
  timeoutMs: number;
  signal?: AbortSignal;
}

const clip = (s: string, n = 160) => {
  const flat = s.replace(/\s+/g, ' ').trim();
  return flat.length > n ? `${flat.slice(0, n - 1)}…` : flat;
};
const lcFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
/** Problem, then the rule's usual fix: descriptions double as revision prompts. */
const say = (rule: RuleId, problem: string) => `${problem}; ${lcFirst(RULES[rule].advice)}`;

/**
 * Reviews one page at one width in a tab of the width's context (env.tab, else a new one); returns what it found,
 * how long it took, and the tab when the next page may use it (not after a crash or a page that ran out of time:
 * those tabs are closed).
 */
export async function reviewPage(
  env: PageReviewEnv,
  task: PageTask,
): Promise<{ findings: RawFinding[]; ms: number; tab?: Page }> {
  const { width, height } = VIEWPORTS[task.viewport];
  const origin = env.server.origin;
  const found: RawFinding[] = [];
  const add = (rule: RuleId, description: string, extra: { selector?: string; key?: string } = {}) =>
    found.push({ rule, page: task.page, viewport: task.viewport, description, ...extra });
  const at = `On ${task.page} at ${task.viewport} width (${width}px)`;
  const on = `On ${task.page}`;
  const ownPath = (url: string) =>
    url.startsWith(`${origin}/`) ? safeDecode(url.slice(origin.length).split(/[?#]/, 1)[0] ?? '/') : undefined;

  let ms = 0;
  let crashed = false; // the page's renderer died (out of memory, say): the site's fault, not the review's
  let tab: Page | undefined;
  let keep = false; // the tab is fit for the next page
  let settled = false; // events after the checks (the tab closing, the next page) are not this page's doing
  const detach: (() => unknown)[] = [];
  try {
    const page = (tab = env.tab ?? (await env.context.newPage()));
    await (async () => {
      const started = performance.now();
      const failed = new Set<string>(); // own URLs that answered 4xx/5xx, already reported
      page.setDefaultTimeout(env.timeoutMs);
      /** Listens for this page's review only. */
      const on$ = <A extends unknown[]>(event: string, fn: (...args: A) => void) => {
        const emitter = page as unknown as {
          on(e: string, f: (...a: A) => void): void;
          off(e: string, f: (...a: A) => void): void;
        };
        emitter.on(event, fn);
        detach.push(() => emitter.off(event, fn));
      };
      on$('crash', () => {
        crashed = true;
      });

      const router = (route: Route) => {
        const url = route.request().url();
        if (ownPath(url) !== undefined) return route.continue().catch(() => undefined);
        const other = safeOrigin(url);
        add(
          'third-party-request',
          say(
            'third-party-request',
            `${on}, the page requests ${clip(url, 120)} from another server (${other}); it was blocked`,
          ),
          { key: url.slice(0, 300) },
        );
        return route.abort('blockedbyclient').catch(() => undefined);
      };
      await page.route('**/*', router);
      detach.push(() => page.unroute('**/*', router).catch(() => undefined));
      on$('response', (res: Response) => {
        const file = ownPath(res.url());
        const status = res.status();
        if (file === undefined || status < 400 || settled) return;
        failed.add(res.url());
        if (status === 404)
          add(
            'missing-file',
            say('missing-file', `${on}, the page loads ${file} but the site has no such file (404)`),
            { key: file },
          );
        else
          add('failed-request', say('failed-request', `${on}, the request for ${file} failed with HTTP ${status}`), {
            key: file,
          });
      });
      on$('requestfailed', (req: Request) => {
        const file = ownPath(req.url());
        const error = req.failure()?.errorText ?? 'failed';
        // ERR_ABORTED is the page (or the context closing) cancelling its own request, not a failure.
        if (file === undefined || settled || error.includes('ERR_ABORTED')) return;
        add('failed-request', say('failed-request', `${on}, the request for ${file} failed (${error})`), {
          key: file,
        });
      });
      on$('console', (msg: ConsoleMessage) => {
        if (msg.type() !== 'error' || settled) return;
        const text = msg.text();
        // The response and request listeners report failed loads with their URL; the console copy adds nothing.
        if (/^Failed to load resource\b/.test(text)) return;
        add('console-error', say('console-error', `${on}, the browser console shows an error: "${clip(text)}"`), {
          key: text,
        });
      });
      on$('pageerror', (err: Error) => {
        if (settled) return;
        const where = scriptLocation(err.stack ?? '', origin);
        add(
          'script-error',
          say(
            'script-error',
            `${on}, a script throws an uncaught error: "${clip(`${err.name}: ${err.message}`)}"${where ? ` (${where})` : ''}`,
          ),
          { key: err.message },
        );
      });

      const steps = async (): Promise<'loaded' | 'load-timeout'> => {
        try {
          await page.goto(`${origin}/${task.page.split('/').map(encodeURIComponent).join('/')}`, {
            waitUntil: 'load',
            timeout: env.timeoutMs,
          });
        } catch (err) {
          if (err instanceof Error && err.name === 'TimeoutError' && !env.signal?.aborted && !crashed)
            return 'load-timeout';
          throw err;
        }
        const probe = await runProbe(page, {
          pageLevel: task.pageLevel,
          tapTargets: task.viewport === 'mobile',
          minTarget: MIN_TAP_TARGET,
          maxElements: 4000,
          maxTextNodes: 2000,
          maxPerCheck: 10,
          waitMs: Math.min(3000, env.timeoutMs),
        });
        // An image whose file is missing is already a failed request; saying it does not display adds nothing.
        probe.brokenImages = probe.brokenImages.filter((img) => !failed.has(img.url));
        reportLayout(probe, width, { at, on, add });
        if (probe.page) await reportStructure(probe.page, env.server, { on, add });
        // axe once per page, at the first width: contrast and text alternatives are reported once per page anyway
        // (width-independent rules), and axe is the slowest check.
        if (task.pageLevel) reportAxe(await runAxe(page, ['color-contrast', ...ALT_RULES], 50), { on, add });
        if (env.findingShots) await cropFindings(page, found, { width, height });
        if (task.screenshotPath) await screenshot(page, task.screenshotPath);
        return 'loaded';
      };

      const outcome = await within(steps(), env.timeoutMs * 2);
      if (outcome !== 'loaded') {
        settled = true;
        // Out of time: a page whose main thread no longer answers is stuck (a script in an endless loop);
        // one that still answers was only slow, which is the machine's problem: retry rather than fail the site.
        if (await responsive(page)) {
          throw new ReviewTimeoutError(
            `${task.page} at ${task.viewport} width did not finish within ${Math.round((env.timeoutMs * (outcome === 'load-timeout' ? 1 : 2)) / 1000)} s although the page still responds (an overloaded machine?)`,
          );
        }
        add(
          'page-load-failed',
          say(
            'page-load-failed',
            `${on}, the page stopped responding while loading at ${task.viewport} width (a script may be stuck in a loop)`,
          ),
        );
        return;
      }
      settled = true;
      keep = !crashed;
      ms = performance.now() - started;
    })();
  } catch (err) {
    if (env.signal?.aborted || !crashed) throw err;
    add(
      'page-load-failed',
      say('page-load-failed', `${on}, the page crashed the browser tab at ${task.viewport} width`),
    );
  } finally {
    settled = true;
    // A kept tab leaves this page for a blank one before the next page's listeners arrive, so nothing this page
    // still does (a late request, an unload) is put down to the next one.
    if (tab && keep)
      keep =
        (await within(
          tab.goto('about:blank').then(
            () => true,
            () => false,
          ),
          CLOSE_TAB_MS,
        )) === true;
    // Only a kept tab needs its listeners off (a stuck page may never answer the unroute).
    if (keep) keep = (await within(Promise.all(detach.map(async (off) => off())), CLOSE_TAB_MS)) !== TIMED_OUT;
    // A tab stuck in a script may not close at once; the context's own close (bounded) ends it at the latest.
    if (tab && !keep) await within(tab.close({ runBeforeUnload: false }), CLOSE_TAB_MS);
  }
  return { findings: found, ms, ...(keep ? { tab } : {}) };
}

const CLOSE_TAB_MS = 5_000;
/** Cropped screenshots per page and width at most (findings beyond are capped later anyway). */
const MAX_SHOTS = 8;
/** Context around the element in a crop, CSS pixels. */
const SHOT_MARGIN = 24;
/** Findings without an element whose area is the screen itself: they get what the screen shows first. */
const SCREEN_RULES = new Set<RuleId>(['horizontal-overflow', 'viewport-meta', 'page-empty']);

/**
 * Gives findings a PNG of the area they are about: the element (scrolled into view, with a margin, cut to the
 * screen) when they name one, the first screen for page-wide layout findings. Best effort: a selector that no
 * longer matches or an element without a box simply gets no picture.
 */
async function cropFindings(page: Page, found: RawFinding[], screen: { width: number; height: number }) {
  let taken = 0;
  let first: Buffer | undefined;
  const opts = { timeout: 5_000, animations: 'disabled' as const, caret: 'hide' as const };
  for (const f of found) {
    if (taken >= MAX_SHOTS) break;
    try {
      if (f.selector) {
        const el = page.locator(f.selector).first();
        await el.scrollIntoViewIfNeeded({ timeout: 5_000 });
        const box = await el.boundingBox({ timeout: 3_000 });
        if (!box) continue;
        const x = Math.max(0, Math.floor(box.x - SHOT_MARGIN));
        const y = Math.max(0, Math.floor(box.y - SHOT_MARGIN));
        const w = Math.min(screen.width, Math.ceil(box.x + box.width + SHOT_MARGIN)) - x;
        const h = Math.min(screen.height, Math.ceil(box.y + box.height + SHOT_MARGIN)) - y;
        if (w < 4 || h < 4) continue;
        f.shot = await page.screenshot({ ...opts, clip: { x, y, width: w, height: h } });
        taken++;
      } else if (SCREEN_RULES.has(f.rule)) {
        if (!first) {
          await page.evaluate('window.scrollTo(0, 0)');
          first = await page.screenshot(opts);
          taken++;
        }
        f.shot = first;
      }
    } catch {
      /* no picture for this one */
    }
  }
}

/** The review of a page ran out of time while the page itself still answered: retry, do not blame the site. */
export class ReviewTimeoutError extends Error {
  override name = 'ReviewTimeoutError';
}

const TIMED_OUT = Symbol('timed out');

/** `work`'s result, or TIMED_OUT after `ms` (the work goes on until its context closes; its failure is ignored). */
async function within<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  work.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<typeof TIMED_OUT>((resolve) => (timer = setTimeout(() => resolve(TIMED_OUT), ms))),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the page's main thread runs a trivial script within a few seconds. An evaluate that fails (the
 * document is being replaced mid-navigation) is asked again; only silence means stuck.
 */
async function responsive(page: Page, ms = 5_000): Promise<boolean> {
  const until = performance.now() + ms;
  for (let attempt = 0; attempt < 50 && performance.now() < until; attempt++) {
    const answer = await within(
      page.evaluate('1').then(
        () => true,
        () => false,
      ),
      until - performance.now(),
    );
    if (answer === true) return true;
    if (answer === TIMED_OUT) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

interface Reporter {
  at?: string;
  on: string;
  add: (rule: RuleId, description: string, extra?: { selector?: string; key?: string }) => void;
}

function reportLayout(p: ProbeResult, deviceWidth: number, { at, on, add }: Reporter & { at: string }) {
  if (p.layoutWidth > deviceWidth + 1) {
    add(
      'viewport-meta',
      say(
        'viewport-meta',
        `${on}, phones lay the page out ${p.layoutWidth}px wide and shrink it to fit, so text is tiny (no usable <meta name="viewport">)`,
      ),
    );
  }
  for (const o of p.overflow) {
    const what = o.inText
      ? `the text of \`${o.selector}\` ("${clip(o.text, 60)}") runs ${o.px}px past the right edge of the screen`
      : o.width > p.layoutWidth
        ? `the element \`${o.selector}\` is ${o.width - p.layoutWidth}px wider than the screen`
        : `the element \`${o.selector}\` extends ${o.px}px past the right edge of the screen`;
    add('horizontal-overflow', say('horizontal-overflow', `${at}, ${what}, so the page scrolls sideways`), {
      selector: o.selector,
    });
  }
  if (p.scrollsSideways && p.overflow.length === 0) {
    add(
      'horizontal-overflow',
      say(
        'horizontal-overflow',
        `${at}, the page is ${p.scrollWidth - p.layoutWidth}px wider than the screen, so it scrolls sideways`,
      ),
    );
  }
  for (const o of p.outside) {
    const edge =
      o.side === 'top'
        ? `starts ${o.px}px above the top of the page`
        : `extends ${o.px}px past the ${o.side} edge of the screen`;
    const what = o.text ? ` ("${clip(o.text, 60)}")` : '';
    const subject = o.inText ? `the text of \`${o.selector}\`` : `the element \`${o.selector}\``;
    add(
      'content-outside-viewport',
      say('content-outside-viewport', `${at}, ${subject}${what} ${edge} and is cut off`),
      { selector: o.selector },
    );
  }
  for (const o of p.overlaps) {
    add(
      'overlapping-text',
      say(
        'overlapping-text',
        `${at}, the text of \`${o.selector}\` ("${clip(o.text, 50)}") is drawn over the text of \`${o.otherSelector}\` ("${clip(o.otherText, 50)}")`,
      ),
      { selector: o.selector, key: o.otherSelector },
    );
  }
  for (const img of p.brokenImages) {
    const problem =
      img.src || img.url
        ? `the image \`${img.selector}\` (${clip(img.src || 'srcset', 100)}) does not display: the file is not a valid image`
        : `the image \`${img.selector}\` has no src`;
    add('broken-image', say('broken-image', `${on}, ${problem}`), { selector: img.selector });
  }
  for (const t of p.smallTargets) {
    const label = t.label ? ` ("${clip(t.label, 40)}")` : '';
    add(
      'tap-target-size',
      say(
        'tap-target-size',
        `${at}, the ${t.kind} \`${t.selector}\`${label} is only ${t.width}x${t.height}px, smaller than the 44x44px a finger needs`,
      ),
      { selector: t.selector },
    );
  }
}

async function reportStructure(info: NonNullable<ProbeResult['page']>, server: StaticServer, { on, add }: Reporter) {
  if (!info.hasContent) add('page-empty', say('page-empty', `${on}, the page shows no text or images`));
  if (!info.hasMain) add('html-structure', say('html-structure', `${on}, the page has no <main> element`));
  if (info.quirks)
    add('quirks-mode', say('quirks-mode', `${on}, the page has no <!DOCTYPE html> and renders in quirks mode`));
  for (const link of info.links) {
    if (!(await server.resolve(link.path))) {
      add(
        'broken-link',
        say(
          'broken-link',
          `${on}, the link \`${link.selector}\` points to ${link.href}, which is not a page of the site`,
        ),
        { selector: link.selector, key: link.path },
      );
    }
  }
  for (const res of info.resources) {
    if (!(await server.resolve(res.path))) {
      const what = res.rel.includes('manifest') ? 'web app manifest' : 'icon';
      add('missing-file', say('missing-file', `${on}, the page's ${what} ${res.href} is missing from the site (404)`), {
        key: res.path,
      });
    }
  }
}

function reportAxe(violations: AxeViolation[], { on, add }: Reporter) {
  for (const v of violations) {
    for (const node of v.nodes) {
      if (v.id === 'color-contrast') {
        const d = node.data ?? {};
        const detail =
          typeof d.contrastRatio === 'number'
            ? `has a contrast ratio of ${d.contrastRatio}:1 (${String(d.fgColor)} on ${String(d.bgColor)}), below the ${String(d.expectedContrastRatio).replace(/:1$/, '')}:1 it needs`
            : 'does not contrast enough with its background';
        add('color-contrast', say('color-contrast', `${on}, the text of \`${node.target}\` ${detail}`), {
          selector: node.target,
        });
      } else {
        add(
          'missing-alt',
          say('missing-alt', `${on}, the image \`${node.target}\` has no text alternative (${clip(node.html, 100)})`),
          { selector: node.target },
        );
      }
    }
  }
}

async function screenshot(page: Page, file: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await page.evaluate('window.scrollTo(0, 0)');
  await page.screenshot({ path: file });
}

function safeDecode(s: string): string {
  try {
    return decodeURI(s);
  } catch {
    return s;
  }
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url.slice(0, 60);
  }
}

/** `main.js:12` from the first stack frame in the site's own files, so the fix can find the script. */
function scriptLocation(stack: string, origin: string): string | undefined {
  const escaped = origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const m = new RegExp(`${escaped}/([^\\s):]+):(\\d+)`).exec(stack);
  return m ? `in ${safeDecode(m[1]!)} line ${m[2]}` : undefined;
}
