import { setMaxListeners } from 'node:events';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { sharedBrowserPool, type BrowserPool } from './browser';
import { DEFAULT_LIMITS, finalizeFindings, type FindingLimits, type RawFinding } from './findings';
import { abortReason } from './limiter';
import { reviewPage, type PageTask } from './page-review';
import { checkSource, listHtmlFiles, normalisePage, ReviewInputError } from './pages';
import type { ReviewMemo } from './reuse';
import { startStaticServer } from './static-server';
import { VIEWPORT_NAMES, VIEWPORTS, type PageTiming, type ReviewResult, type ViewportName } from './types';

export interface ReviewOptions {
  /** A local directory holding the site's static files (e.g. SiteStorage.releaseDir). */
  dir: string;
  /**
   * Pages the site must have, site-relative (`services.html`). Each one missing, empty or without <body> is
   * catastrophic. `index.html` is always expected: it is what the site's address serves. Every other HTML
   * file found in `dir` is reviewed too.
   */
  pages?: string[];
  /** Default: mobile, tablet and desktop. */
  viewports?: ViewportName[];
  signal?: AbortSignal;
  /** Default: the process-wide pool (one Chromium per process). */
  browserPool?: BrowserPool;
  /** Navigation budget per page and width; the whole page review gets twice this. Default 15 s. */
  timeoutMs?: number;
  /**
   * When set, screenshots are written here: each page's first screen at the first width (`services.html.mobile.png`),
   * and a crop of the area of each finding that has one (`findings/<n>.png`, named in the finding's `screenshot`).
   */
  screenshotDir?: string;
  /** Called after each page-and-width is done (activities heartbeat on it). */
  onProgress?: (done: number, total: number) => void;
  limits?: Partial<FindingLimits>;
  /**
   * Page reviews to reuse and keep, within `scope` (a site id): a page at a width whose inputs are byte-identical
   * to an earlier review's (see ReviewMemo) takes that review's findings and screenshot instead of loading again.
   */
  reuse?: { memo: ReviewMemo; scope: string };
}

/**
 * Serves `dir` on 127.0.0.1 and reviews every page at every width in the shared Chromium: one browser context per
 * width, its pages in turn in one tab (a new tab only after a crash or a stuck page), the widths side by side as the pool allows. Resolves with what it found;
 * rejects only when the review itself could not run (no browser, aborted), never for the site's faults.
 */
export async function reviewSite(options: ReviewOptions): Promise<ReviewResult> {
  const started = performance.now();
  const { signal } = options;
  signal?.throwIfAborted();
  const viewports = [...new Set(options.viewports ?? VIEWPORT_NAMES)].sort(
    (a, b) => VIEWPORT_NAMES.indexOf(a) - VIEWPORT_NAMES.indexOf(b),
  );
  if (viewports.length === 0 || viewports.some((v) => !(v in VIEWPORTS)))
    throw new ReviewInputError(`viewports must be some of ${VIEWPORT_NAMES.join(', ')}`);
  const pool = options.browserPool ?? sharedBrowserPool();
  const timeoutMs = options.timeoutMs ?? 15_000;
  const first = viewports[0]!;

  const expected = ['index.html', ...(options.pages ?? []).map(normalisePage)];
  const pages = [...new Set([...expected, ...(await listHtmlFiles(options.dir))])];
  const raw: RawFinding[] = [];
  const loadable: string[] = [];
  for (const page of pages) {
    const problems = await checkSource(options.dir, page, first);
    raw.push(...problems);
    if (problems.length === 0) loadable.push(page);
  }

  const tasks: PageTask[] = loadable.flatMap((page) =>
    viewports.map((viewport) => ({
      page,
      viewport,
      pageLevel: viewport === first,
      ...(options.screenshotDir && viewport === first
        ? { screenshotPath: path.join(options.screenshotDir, `${page.replaceAll('/', '__')}.${viewport}.png`) }
        : {}),
    })),
  );
  const timings: PageTiming[] = [];
  const findingShots = !!options.screenshotDir;
  let done = 0;
  // Page reviews unchanged since an earlier review of the site: their findings and screenshot, no browser.
  const memo = options.reuse?.memo;
  const releaseKey = memo && (await memo.releaseKey(options.reuse!.scope, options.dir, pages));
  const keys = new Map<PageTask, string>();
  if (memo && releaseKey) {
    for (const task of tasks) {
      const key = memo.keyOf(releaseKey, task, findingShots);
      const hit = key && memo.get(key);
      if (key && !hit) keys.set(task, key);
      if (!hit) continue;
      raw.push(...hit.findings.map((f) => ({ ...f })));
      if (task.screenshotPath && hit.screenshot) {
        await mkdir(path.dirname(task.screenshotPath), { recursive: true });
        await writeFile(task.screenshotPath, hit.screenshot);
      }
      timings.push({ page: task.page, viewport: task.viewport, ms: 0, reused: true });
      options.onProgress?.(++done, tasks.length);
    }
  }
  const reused = new Set(timings.map((t) => `${t.page}\0${t.viewport}`));
  const byWidth = viewports
    .map((viewport) => ({
      viewport,
      tasks: tasks.filter((t) => t.viewport === viewport && !reused.has(`${t.page}\0${t.viewport}`)),
    }))
    .filter((w) => w.tasks.length > 0);
  const server = await startStaticServer(options.dir);
  // One failing task (the browser died) stops the others instead of letting them run to no purpose.
  const stop = new AbortController();
  const taskSignal = signal ? AbortSignal.any([signal, stop.signal]) : stop.signal;
  // Every queued page listens on it while it waits for a browser slot: many listeners, none leaked.
  setMaxListeners(byWidth.length * 2 + 10, taskSignal);
  try {
    // The pool's semaphore bounds how many widths run at once; these promises just wait their turn.
    const results = await Promise.allSettled(
      byWidth.map(({ viewport, tasks: own }) =>
        pool
          .withContext(
            { ...VIEWPORTS[viewport], mobile: viewport !== 'desktop', signal: taskSignal },
            async (context) => {
              let tab: Page | undefined; // one tab per width, page after page, while it stays healthy
              for (const task of own) {
                taskSignal.throwIfAborted();
                const env = { context, tab, server, timeoutMs, signal: taskSignal, findingShots };
                const r = await reviewPage(env, task);
                tab = r.tab;
                raw.push(...r.findings);
                const key = keys.get(task);
                if (memo && key) {
                  const shot = task.screenshotPath
                    ? await readFile(task.screenshotPath).catch(() => undefined)
                    : undefined;
                  if (shot || !task.screenshotPath) memo.set(key, r.findings, server.origin, shot);
                }
                timings.push({ page: task.page, viewport: task.viewport, ms: Math.round(r.ms) });
                options.onProgress?.(++done, tasks.length);
              }
            },
          )
          .catch((err: unknown) => {
            stop.abort(err);
            throw err;
          }),
      ),
    );
    if (signal?.aborted) throw abortReason(signal);
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw stop.signal.reason ?? failure.reason;
  } finally {
    await server.close();
  }

  const { findings, catastrophic, omitted, shots } = finalizeFindings(raw, pages, {
    ...DEFAULT_LIMITS,
    ...options.limits,
  });
  if (options.screenshotDir && shots.size) {
    const dir = path.join(options.screenshotDir, 'findings');
    await mkdir(dir, { recursive: true });
    let n = 0;
    for (const f of [...catastrophic, ...findings]) {
      const shot = shots.get(f);
      if (!shot) continue;
      f.screenshot = `findings/${++n}.png`;
      await writeFile(path.join(options.screenshotDir, f.screenshot), shot);
    }
  }
  const order = (t: PageTiming) => pages.indexOf(t.page) * 10 + VIEWPORT_NAMES.indexOf(t.viewport);
  return {
    findings,
    catastrophic,
    pages,
    omitted,
    durationMs: Math.round(performance.now() - started),
    timings: timings.sort((a, b) => order(a) - order(b)),
    ...(options.screenshotDir ? { screenshotDir: options.screenshotDir } : {}),
  };
}
