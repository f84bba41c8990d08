import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Env } from '@sgs/config';
import { createLogger } from '@sgs/config';
import { resolveChromiumPath, CHROMIUM_ARGS } from '@sgs/visual-review';
import { startGateway, type TestGateway } from '../../../test/helpers/stack';
import { testEnv } from '../../../test/helpers/env';
import { createHostingApp } from '../../hosting/src/app';
import { createDashboard } from '../src/app';

export interface Stack {
  gw: TestGateway;
  dashboardUrl: string;
  /** The hosting service: sites are at http://<slug>.localhost:<hostingPort> (Chromium maps *.localhost to 127.0.0.1). */
  hostingPort: number;
  close(): Promise<void>;
}

/**
 * The real gateway, the dashboard (calling it over HTTP) and the hosting service, each on 127.0.0.1; links in
 * e-mails point at the dashboard, the sites' contact forms post to this gateway's form receiver.
 */
export async function startStack(overrides: Partial<Record<keyof Env, string>> = {}): Promise<Stack> {
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const dashboardUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // One owner clicking through every page (and htmx polling) is more than 30 API calls a minute on a fast run.
  const env = testEnv({
    DASHBOARD_URL: dashboardUrl,
    AUTH_RATE_LIMIT_PER_IP: '10000',
    RATE_LIMIT_PER_MINUTE: '1000',
    ...overrides,
  });
  const gw = await startGateway({ env });
  // Addresses known only once the servers listen: the forms of the sites built from here on post to this gateway,
  // and their deployment URLs carry the hosting port.
  env.PUBLIC_BASE_URL = gw.url;
  const hosting = createHostingApp({ env, db: gw.db, storage: gw.deps.storage });
  await new Promise<void>((r) => hosting.listen(0, '127.0.0.1', r));
  const hostingPort = (hosting.address() as AddressInfo).port;
  env.SITE_URL_PORT = `:${hostingPort}`;
  handler = createDashboard({ env, db: gw.db, log: createLogger('dashboard-test', 'warn'), apiUrl: gw.url });
  return {
    gw,
    dashboardUrl,
    hostingPort,
    async close() {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      hosting.closeAllConnections();
      await new Promise((r) => hosting.close(r));
      await gw.close();
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: resolveChromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'],
  });
}

/**
 * Fails the test on any request that leaves the dashboard's origin (no CDN, no third parties) and on anything the
 * page's CSP refused (the inlined stylesheet must match its hash).
 */
export function guardThirdParty(page: Page, origin: string, offenders: string[]) {
  page.on('request', (r) => {
    const u = r.url();
    if (!u.startsWith(origin) && !u.startsWith('data:')) offenders.push(u);
  });
  // A string: it runs in the page, where `document` exists (this file is typed for Node).
  void page.addInitScript(
    `document.addEventListener('securitypolicyviolation', (e) =>
      console.error('csp-violation ' + e.effectiveDirective + ' ' + e.sourceFile + ':' + e.lineNumber + ' ' + e.sample));`,
  );
  page.on('console', (m) => {
    if (m.type() === 'error' && m.text().startsWith('csp-violation')) offenders.push(m.text());
  });
}

let axeSource: string | undefined;
/** axe-core (local copy) on the current page: the serious and critical violations, as "rule: target" lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await page.evaluate(`${axeSource}\n;0`);
  const result = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] })`)) as {
    violations: { id: string; impact: string | null; nodes: { target: unknown[] }[] }[];
  };
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

/**
 * The natural width of the first image matching `selector` once it has loaded (0 if it failed). Polled with string
 * evaluations: a waitForFunction predicate is run through eval, which the dashboard's CSP refuses.
 */
export async function loadedImageWidth(page: Page, selector: string): Promise<number> {
  const img = `document.querySelector(${JSON.stringify(selector)})`;
  for (let i = 0; i < 100 && !(await page.evaluate<boolean>(`!!${img} && ${img}.complete`)); i++)
    await new Promise((r) => setTimeout(r, 100));
  return page.evaluate<number>(`${img}.naturalWidth`);
}

/** Nothing wider than the viewport (responsive to 320 px). */
export async function overflowsHorizontally(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth > window.innerWidth + 1');
}

/** The README's screenshots are rewritten only on request (UPDATE_SCREENSHOTS=1); other runs write to a temp dir. */
export const SCREENSHOT_DIR =
  process.env.UPDATE_SCREENSHOTS === '1'
    ? path.resolve(__dirname, '../../../docs/screenshots')
    : path.join(os.tmpdir(), 'sgs-dashboard-screenshots');
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true });
}

/**
 * The newest single-use link mailed to an address, read from the mail outbox (no SMTP in tests). The gateway writes
 * the mail after answering (no enumeration by timing), so this waits for it.
 */
export async function mailedLink(gw: TestGateway, email: string): Promise<string> {
  for (let i = 0; i < 600; i++) {
    const mail = await gw.db.outboundEmail.findFirst({ where: { toAddress: email }, orderBy: { createdAt: 'desc' } });
    const m = mail && /(https?:\/\/\S+\?token=sgst_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43})/.exec(mail.text);
    if (m) return m[1]!;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no link mailed to ${email}`);
}

let seq = 0;
export const freshEmail = () => `dash-${Date.now()}-${process.pid}-${seq++}@example.com`;

/**
 * Every page the tests open: no third-party request or CSP violation, no serious/critical axe finding at its own
 * width nor at 320 px, and nothing wider than 320 px.
 */
export async function check(page: Page, offenders: string[], label: string) {
  expect({ label, violations: await axeViolations(page) }).toEqual({ label, violations: [] });
  expect(offenders).toEqual([]);
  const width = page.viewportSize()!.width;
  await page.setViewportSize({ width: 320, height: 800 });
  expect({ label, overflows: await overflowsHorizontally(page) }).toEqual({ label, overflows: false });
  expect({ label, at320: await axeViolations(page) }).toEqual({ label, at320: [] });
  await page.setViewportSize({ width, height: 900 });
}

export async function signUp(stack: Stack, context: BrowserContext, offenders: string[]) {
  const page = await context.newPage();
  guardThirdParty(page, stack.dashboardUrl, offenders);
  const email = freshEmail();
  await page.goto(`${stack.dashboardUrl}/signup`);
  await check(page, offenders, 'sign-up');
  await screenshot(page, 'sign-up');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a verification link' }).click();
  await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
  await check(page, offenders, 'link sent');
  const link = await mailedLink(stack.gw, email);
  expect(link.startsWith(`${stack.dashboardUrl}/verify?token=`)).toBe(true);
  await page.goto(link);
  await check(page, offenders, 'verify');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await page.getByRole('heading', { name: 'Sites' }).waitFor();
  const account = await stack.gw.db.account.findUniqueOrThrow({ where: { email } });
  return { page, email, account };
}
