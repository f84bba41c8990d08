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
      results.push({
        url,
        runtimeError: lhr.runtimeError?.message,
        scores: Object.fromEntries(CATEGORIES.map((c) => [c, lhr.categories[c]?.score ?? null])),
        failedAudits: Object.fromEntries(CATEGORIES.map((c) => [c, failed(c)])),
        metrics: {
          lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? null,
          cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? null,
          totalBytes: lhr.audits['total-byte-weight']?.numericValue ?? null,
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
