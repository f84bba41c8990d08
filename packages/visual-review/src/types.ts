/** The three widths every page is reviewed at (CSS pixels). */
export const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;
export const VIEWPORT_NAMES = Object.keys(VIEWPORTS) as ViewportName[];

export type Severity = 'error' | 'warning' | 'info';

/** One problem on one page at one width. Descriptions are written to be pasted into a revision prompt. */
export interface Finding {
  rule: string;
  severity: Severity;
  /** Site-relative file name of the page, e.g. `index.html` or `blog/post.html`. */
  page: string;
  viewport: ViewportName;
  description: string;
  /** A CSS selector of the offending element, when the problem has one. */
  selector?: string;
  /**
   * A cropped PNG of the area the finding is about, when one was taken: its file name under the review's
   * screenshotDir (`findings/3.png`); the visual-review activity turns it into a storage asset path.
   */
  screenshot?: string;
}

/** How long one page took at one width (load, checks, axe), for benchmarks and operators. */
export interface PageTiming {
  page: string;
  viewport: ViewportName;
  ms: number;
  /** Not loaded again: an earlier review of the same site had byte-identical inputs (ReviewOptions.reuse). */
  reused?: true;
}

export interface ReviewResult {
  /** Problems the generator can be steered to fix; what remains ships as warnings. */
  findings: Finding[];
  /** Problems that fail the build outright (spec 3.1): broken HTML, script errors, 404s of the site's own files. */
  catastrophic: Finding[];
  /** Every page that was reviewed (expected and discovered), site-relative. */
  pages: string[];
  /** Findings beyond the caps (per rule and page, and in total): counted here, not listed. */
  omitted: number;
  durationMs: number;
  timings: PageTiming[];
  /** Where the screenshots were written, when asked for: each page's first screen at the first width, and findings/. */
  screenshotDir?: string;
}
