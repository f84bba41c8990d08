// Runs Lighthouse on a list of URLs in one Chromium and prints the category scores as one JSON line.
// Lighthouse is ESM-only, so callers (jest's CommonJS tests among them) start this file as a child process
// through scripts/lib/lighthouse.ts. Plain JavaScript run by plain node: a TypeScript loader rewrites the
// functions Lighthouse sends into the page (esbuild's __name helper) and breaks them. Logs go to stderr.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const DESKTOP = {
  extends: 'lighthouse:default',
  settings: {
    formFactor: 'desktop',
    screenEmulation: { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false },
    throttling: { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1 },
  },
};

/** The transfer size of the page's LCP image (null when the largest paint is text): Lighthouse's LCP node
 * snippet carries the source the browser chose, matched against the requests it recorded. */
function lcpImageBytes(lhr) {
  const node = lhr.audits['lcp-breakdown-insight']?.details?.items?.find((i) => i?.type === 'node');
  const src = /^<img\b[^>]*\bsrc="([^"]+)"/.exec(node?.snippet ?? '')?.[1];
  const request = src && lhr.audits['network-requests']?.details?.items?.find((r) => r.url === src);
  return request ? request.transferSize : null;
}

/** @param {{ urls: string[], chromePath: string, chromeFlags: string[], formFactor: 'mobile' | 'desktop', headers?: Record<string, string> }} input */
async function main(input) {
  const chrome = await chromeLauncher.launch({ chromePath: input.chromePath, chromeFlags: input.chromeFlags });
  try {
    const results = [];
    for (const url of input.urls) {
      const run = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
          ...(input.headers ? { extraHeaders: input.headers } : {}),
        },
        input.formFactor === 'desktop' ? DESKTOP : undefined,
      );
      const lhr = run?.lhr;
      if (!lhr) throw new Error(`lighthouse returned no result for ${url}`);
      const failed = (category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => lhr.audits[ref.id])
          .filter((a) => a && a.score !== null && a.score < 1)
          .map((a) => a.id);
      // What costs performance: the insights and diagnostics with an estimated saving that Lighthouse flags
      // (render-blocking requests, LCP discovery, image delivery, font display, unused CSS...), worst first.
      const hints = (lhr.categories.performance?.auditRefs ?? [])
        .filter((ref) => ref.weight === 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.scoreDisplayMode === 'metricSavings' && a.score !== null && a.score < 0.9)
        .sort((a, b) => (a.score ?? 1) - (b.score ?? 1))
        .map((a) => a.id);
      const metric = (id) => lhr.audits[id]?.numericValue ?? null;
      results.push({
        url,
        runtimeError: lhr.runtimeError?.message,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])),
        failedAudits: Object.fromEntries(CATEGORIES.map((c) => [c, failed(c)])),
        performanceHints: hints,
        metrics: {
          fcpMs: metric('first-contentful-paint'),
          lcpMs: metric('largest-contentful-paint'),
          tbtMs: metric('total-blocking-time'),
          cls: metric('cumulative-layout-shift'),
          totalBytes: metric('total-byte-weight'),
          lcpImageBytes: lcpImageBytes(lhr),
        },
      });
    }
    process.stdout.write(`${JSON.stringify(results)}\n`);
  } finally {
    chrome.kill();
  }
}

main(JSON.parse(process.argv[2] ?? '{}')).catch((err) => {
  process.stderr.write(`${err?.stack ?? String(err)}\n`);
  process.exit(1);
});
