import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { signatureValid, startReceiver } from '../../../test/helpers/receiver';
import { call } from '../../../test/helpers/stack';
import {
  check,
  freshEmail,
  guardThirdParty,
  launchBrowser,
  mailedLink,
  screenshot,
  signUp,
  startStack,
  type Stack,
} from './helpers';
import { seedSite } from './owner-fixture';

jest.setTimeout(180_000);

let stack: Stack;
let browser: Browser;
beforeAll(async () => {
  // The form webhook's receiver runs on 127.0.0.1.
  stack = await startStack({ ALLOW_LOOPBACK_URLS: 'true' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

describe('dashboard', () => {
  it('signs up by link, manages keys (shown once, revoked keys refused by the API), shows sites, leads, webhooks and credits', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const offenders: string[] = [];
    const { page, account } = await signUp(stack, context, offenders);
    expect(account.creditsBalance).toBe(520);
    // The session cookie is httpOnly and SameSite.
    const cookie = (await context.cookies()).find((c) => c.name === 'sgs_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // API keys: create, the plaintext once, then only the prefix.
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('heading', { name: 'API keys' }).waitFor();
    await page.getByLabel('Name').fill('journey');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.locator('#new-key').textContent())!.trim();
    expect(key).toMatch(/^sgs_[0-9a-f]{12}_/);
    await check(page, offenders, 'keys');
    await screenshot(page, 'api-keys');
    expect((await call(stack.gw.url, 'GET', '/v1/sites', { key })).status).toBe(200);
    await page.goto(`${stack.dashboardUrl}/keys`);
    expect(await page.content()).not.toContain(key.slice(-20));

    // Sites (a site row in the account) with the leads-not-delivered notice, and its leads.
    const siteId = await seedSite(stack.gw.db, account);
    await page.getByRole('link', { name: 'Sites' }).click();
    await page.getByRole('link', { name: 'Corner Bakery', exact: true }).waitFor();
    await page.getByText('Leads are captured but not delivered').first().waitFor();
    await check(page, offenders, 'sites');
    await screenshot(page, 'sites');
    await page.getByRole('link', { name: 'Corner Bakery', exact: true }).click();
    await page.getByRole('heading', { name: 'Corner Bakery' }).waitFor();
    await check(page, offenders, 'site');
    await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Leads' }).click();
    await page.getByText('Two dozen rolls, please').waitFor();
    await check(page, offenders, 'leads');
    await screenshot(page, 'leads');

    // The site's form webhook: saved (its secret shown once), then a test ping from the site page shows the answer.
    const hook = await startReceiver({ replies: [{ status: 200, body: 'pong' }] });
    try {
      await page.goto(`${stack.dashboardUrl}/sites/${siteId}`);
      await page.getByLabel('Form webhook URL').fill(hook.url);
      await page.getByRole('button', { name: 'Save webhook' }).click();
      const secret = (await page.locator('#secret-value').textContent())!.trim();
      await page.getByRole('link', { name: 'Back' }).click();
      await page.getByRole('button', { name: 'Send test ping' }).click();
      await page.locator('p.notice', { hasText: 'Test ping delivered (HTTP 200' }).waitFor();
      expect(await page.locator('p.notice').textContent()).toContain('pong');
      await check(page, offenders, 'site with a form webhook');
      const [ping] = await hook.waitFor(1);
      expect(ping!.body).toMatchObject({ type: 'webhook.test_ping', site_id: siteId });
      expect(signatureValid(ping!, secret)).toBe(true);
      // A receiver that refuses: the failure and its answer show on the page.
      hook.replies = [{ status: 503, body: 'down for maintenance' }];
      await page.getByRole('button', { name: 'Send test ping' }).click();
      await page.locator('p.error', { hasText: 'Test ping failed' }).waitFor();
      expect(await page.locator('p.error').textContent()).toContain('down for maintenance');
      expect(hook.requests).toHaveLength(2);
    } finally {
      await hook.close();
    }

    // Webhooks: a dead letter in the log, replayed from the page.
    const event = await stack.gw.db.event.create({
      data: { accountId: account.id, siteId, type: 'site.complete', payload: {}, dedupeKey: `dash-test:${siteId}` },
    });
    const delivery = await stack.gw.db.webhookDelivery.create({
      data: {
        eventId: event.id,
        accountId: account.id,
        endpoint: 'customer',
        url: 'http://127.0.0.1:9/hook',
        status: 'dead_letter',
        attempts: 4,
        lastStatusCode: 500,
        deadLetteredAt: new Date(),
      },
    });
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Delivery log' }).waitFor();
    await check(page, offenders, 'webhooks');
    await screenshot(page, 'webhooks');
    await page.getByRole('button', { name: 'Replay site.complete' }).click();
    await page.getByText('Replay started').waitFor();
    const replayed = await stack.gw.db.webhookDelivery.findUniqueOrThrow({ where: { id: delivery.id } });
    expect(replayed.replays).toBe(1);

    // Credits: balance and ledger from the same account data.
    await page.getByRole('link', { name: 'Credits' }).click();
    await page.getByRole('heading', { name: 'Ledger' }).waitFor();
    expect(await page.locator('[data-balance]').getAttribute('data-balance')).toBe('520');
    // Ledger rows name their operation, in words.
    await page.locator('tr.ledger-entry', { hasText: 'Sign-up grant' }).waitFor();
    // Without a payment provider a pack waits for the operator, and the page says so and what comes next.
    await page.getByRole('button', { name: '600 credits for $25.00' }).click();
    await page.locator('p.notice', { hasText: 'waits for the operator' }).waitFor();
    const waiting = page.locator('tr.purchase[data-status="awaiting_operator"]');
    await waiting.getByText('Waiting for approval').waitFor();
    await waiting.getByText('the credits appear here once they do').waitFor();
    expect(await page.locator('main').textContent()).not.toMatch(/awaiting_operator|npm run|MAIL_SMTP_URL/);
    await check(page, offenders, 'credits');
    await screenshot(page, 'credits');

    // Revoke from the dashboard: the API refuses the key at once.
    await page.getByRole('link', { name: 'API keys' }).click();
    await page.getByRole('button', { name: /^Revoke/ }).click();
    await page.getByText('Key revoked').waitFor();
    expect((await call(stack.gw.url, 'GET', '/v1/sites', { key })).status).toBe(401);

    // Sign out ends the session server-side too.
    const token = (await context.cookies()).find((c) => c.name === 'sgs_session')!.value;
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect((await call(stack.gw.url, 'GET', '/v1/account', { key: token })).status).toBe(401);
    await context.close();
  });

  it('signs up with a password, signs in with it beside the link form (a wrong one refused) and changes it', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const offenders: string[] = [];
    const page = await context.newPage();
    guardThirdParty(page, stack.dashboardUrl, offenders);
    const email = freshEmail();
    await page.goto(`${stack.dashboardUrl}/signup`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel(/^Password/).fill('correct horse battery');
    await page.getByRole('button', { name: 'Send me a verification link' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    await page.goto(await mailedLink(stack.gw, email));
    await page.getByRole('button', { name: 'Confirm and sign in' }).click();
    await page.getByRole('heading', { name: 'Sites' }).waitFor();
    await page.getByRole('link', { name: 'Account' }).click();
    await page.locator('[data-password-set="yes"]').waitFor();
    await check(page, offenders, 'account');
    await page.getByRole('button', { name: 'Sign out' }).click();

    // The sign-in page: password form and link form side by side.
    await page.getByRole('heading', { name: 'With a link by e-mail' }).waitFor();
    await check(page, offenders, 'sign-in');
    await screenshot(page, 'sign-in');
    const withPassword = async (password: string) => {
      const form = page.locator('form[action="/signin/password"]');
      await form.getByLabel('E-mail address').fill(email);
      await form.getByLabel('Password').fill(password);
      await form.getByRole('button', { name: 'Sign in with password' }).click();
    };
    await withPassword('not the password');
    await page.locator('p.error', { hasText: 'E-mail or password is incorrect' }).waitFor();
    expect((await context.cookies()).some((c) => c.name === 'sgs_session')).toBe(false);
    await check(page, offenders, 'sign-in refused');
    await withPassword('correct horse battery');
    await page.getByRole('heading', { name: 'Sites' }).waitFor();

    // A new password on the account page; the next sign-in uses it.
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByLabel(/^New password/).fill('a brand new passphrase');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.locator('p.notice', { hasText: 'Password saved' }).waitFor();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await withPassword('a brand new passphrase');
    await page.getByRole('heading', { name: 'Sites' }).waitFor();
    expect(offenders).toEqual([]);
    await context.close();
  });

  it('sends pages compressed with their stylesheet inline (allowed by its hash) and scripts under hashed names', async () => {
    const res = await fetch(`${stack.dashboardUrl}/signin`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).not.toContain('unsafe-inline');
    const html = await res.text();
    expect(html).not.toContain('rel="stylesheet"');
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts).toEqual([expect.stringMatching(/^\/static\/htmx\.[0-9a-f]{12}\.js$/), expect.any(String)]);
    for (const src of scripts) {
      const asset = await fetch(`${stack.dashboardUrl}${src}`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await fetch(`${stack.dashboardUrl}/static/htmx.000000000000.js`)).status).toBe(404);

    // Chromium applies the inline stylesheet under that CSP (a refused one would show in the console).
    const context = await browser.newContext();
    const offenders: string[] = [];
    const page = await context.newPage();
    guardThirdParty(page, stack.dashboardUrl, offenders);
    await page.goto(`${stack.dashboardUrl}/signin`);
    expect(await page.evaluate('getComputedStyle(document.body).backgroundColor')).toBe('rgb(246, 247, 249)');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(offenders).toEqual([]);
    await context.close();
  });

  it("refuses a form post without the browser's CSRF token, and never shows another account's site", async () => {
    const context = await browser.newContext();
    const offenders: string[] = [];
    const { page } = await signUp(stack, context, offenders);
    const token = (await context.cookies()).find((c) => c.name === 'sgs_session')!.value;
    // A cross-site form post carries the cookie but cannot know the token.
    const forged = await fetch(`${stack.dashboardUrl}/keys`, {
      method: 'POST',
      headers: { cookie: `sgs_session=${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=evil&tag=prod',
    });
    expect(forged.status).toBe(403);
    const wrong = await fetch(`${stack.dashboardUrl}/keys`, {
      method: 'POST',
      headers: { cookie: `sgs_session=${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=evil&tag=prod&_csrf=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    });
    expect(wrong.status).toBe(403);
    const keys = await call<{ keys: unknown[] }>(stack.gw.url, 'GET', '/v1/account/keys', { key: token });
    expect(keys.body.keys).toEqual([]);

    // Another account's site: 404 page, no data.
    const other = await stack.gw.db.account.create({ data: { email: freshEmail() } });
    const siteId = randomUUID();
    await stack.gw.db.site.create({
      data: {
        id: siteId,
        accountId: other.id,
        slug: `other-${siteId}`,
        businessName: 'Secret Garage',
        operatorEmail: other.email,
        buildRequest: {},
      },
    });
    const res = await page.goto(`${stack.dashboardUrl}/sites/${siteId}`);
    expect(res!.status()).toBe(404);
    expect(await page.content()).not.toContain('Secret Garage');
    // Signed out: pages send you to sign in.
    const anon = await browser.newContext();
    const p2 = await anon.newPage();
    await p2.goto(`${stack.dashboardUrl}/keys`);
    expect(new URL(p2.url()).pathname).toBe('/signin');
    await anon.close();
    await context.close();
  });
});
