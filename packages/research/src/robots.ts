// robots.txt, read for research's own user agent.
import { safeFetch } from '@sgs/net';
import robotsParser from 'robots-parser';

/** How robots.txt is fetched: as the crawl fetches its pages. */
export interface RobotsFetch {
  userAgent: string;
  timeoutMs?: number;
  allowLoopback?: boolean;
}

/**
 * robots.txt of the site's origin, read for research's own user agent (RFC 9309): a group for another agent, an empty
 * `Disallow:`, lines it cannot parse and a page served in its place (a soft 404's HTML) restrict nothing; a 4xx or no
 * answer at all means no rules. A 5xx means the site cannot say now: `serverError` (see crawlSite).
 */
export async function robotsOf(start: URL, o: RobotsFetch): Promise<Robots> {
  const url = new URL('/robots.txt', start).toString();
  const none: Robots = { isAllowed: () => true, getSitemaps: () => [] };
  let res: Awaited<ReturnType<typeof safeFetch>>;
  try {
    res = await safeFetch(url, {
      timeoutMs: o.timeoutMs ?? 10_000,
      maxBytes: 128 * 1024,
      allowLoopback: o.allowLoopback,
      headers: { 'user-agent': o.userAgent },
    });
  } catch {
    // (no answer: the home page's own request says whether the site is there)
    return none;
  }
  if (res.status >= 500) return { ...none, serverError: res.status };
  const body = res.body.toString('utf8');
  if (res.status !== 200 || /^\s*</.test(body)) return none;
  const rules = robotsParser(url, body);
  return { isAllowed: (u) => rules.isAllowed(u, o.userAgent), getSitemaps: () => rules.getSitemaps() };
}

export type Robots = {
  isAllowed(url: string): boolean | undefined;
  getSitemaps(): string[];
  /** robots.txt answered with this server error: the site's rules are unknown */
  serverError?: number;
};
