// Lighthouse on the installed Chromium, for scripts and tests (generated sites, the dashboard). Runs
// scripts/lib/lighthouse-runner.mjs in a child process (Lighthouse is ESM-only) and returns the category
// scores (0..1) per URL. Performance depends on how busy the CPU is: print it, never assert it in a test.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { CHROMIUM_ARGS, resolveChromiumPath } from '@sgs/visual-review';

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LighthouseResult {
  url: string;
  /** Set when Lighthouse could not load or audit the page (its scores are then null). */
  runtimeError?: string;
  scores: Record<LighthouseCategory, number | null>;
  /** Per category, the weighted audits that did not pass (what to fix). */
  failedAudits: Record<LighthouseCategory, string[]>;
  /** Insights and diagnostics with an estimated saving (render-blocking requests, image delivery...), worst first. */
  performanceHints: string[];
  metrics: {
    fcpMs: number | null;
    lcpMs: number | null;
    /** Total blocking time: main-thread work, what a busy CPU inflates. */
    tbtMs: number | null;
    cls: number | null;
    totalBytes: number | null;
    /** Bytes of the image that is the largest paint (null when it is text). */
    lcpImageBytes: number | null;
  };
}

export interface LighthouseOptions {
  /** Default mobile (Lighthouse's default: a mid-range phone, simulated slow 4G). */
  formFactor?: 'mobile' | 'desktop';
  chromiumPath?: string;
  /** Sent with every request (for example the dashboard's session cookie, to audit signed-in pages). */
  headers?: Record<string, string>;
  /** Upper bound for the whole batch. */
  timeoutMs?: number;
}

const RUNNER = path.join(__dirname, 'lighthouse-runner.mjs');

/** Audits each URL in turn in one Chromium (pages must be served on 127.0.0.1 by the caller). */
export function runLighthouse(urls: string[], opts: LighthouseOptions = {}): Promise<LighthouseResult[]> {
  const input = {
    urls,
    chromePath: resolveChromiumPath(opts.chromiumPath),
    chromeFlags: [...CHROMIUM_ARGS, '--headless=new'],
    formFactor: opts.formFactor ?? 'mobile',
    headers: opts.headers,
  };
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [RUNNER, JSON.stringify(input)],
      { timeout: opts.timeoutMs ?? 120_000 * Math.max(1, urls.length), maxBuffer: 16 * 1024 * 1024 },
      (err, stdout, stderr) => {
        if (err) return reject(new Error(`lighthouse failed: ${err.message}\n${stderr.slice(-2000)}`));
        try {
          resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as LighthouseResult[]);
        } catch {
          reject(new Error(`lighthouse printed no result: ${stdout.slice(-500)} ${stderr.slice(-1500)}`));
        }
      },
    );
  });
}

/** "perf 0.98 · a11y 1.00 · bp 1.00 · seo 1.00" */
export const formatScores = (s: LighthouseResult['scores']) =>
  (['performance', 'accessibility', 'best-practices', 'seo'] as const)
    .map((c) => `${c} ${s[c] === null ? 'n/a' : Math.round(s[c] * 100)}`)
    .join(' · ');
