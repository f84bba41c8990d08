import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { startFakeStripe, stripeSignature } from '../../../packages/billing/test/fake-stripe';
import { CONTACT, HOME, startFakeWebsite } from '../../../packages/research/test/fake-website';
import { thumbnailAssetPath } from '../../../packages/storage/src';
import { uniquePrefix } from '../../../test/helpers/env';
import { call } from '../../../test/helpers/stack';
import { eventually, startWorkers, tempDataDir } from '../../../test/helpers/worker';
import { check, launchBrowser, loadedImageWidth, screenshot, signUp, startStack, type Stack } from './helpers';

jest.setTimeout(600_000);

const WHSEC = 'whsec_journey';
let stack: Stack;
let browser: Browser;
let website: Awaited<ReturnType<typeof startFakeWebsite>>;
let stripe: Awaited<ReturnType<typeof startFakeStripe>>;
let workers: Awaited<ReturnType<typeof startWorkers>>;
/** The owner's lifecycle-webhook receiver: failing until told otherwise. */
let receiverUp = false;
const receiver = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => res.writeHead(receiverUp ? 200 : 500).end(receiverUp ? 'ok' : 'down'));
});

/** A GET to the hosting service for a host name (Node's fetch drops a Host header): status and Location. */
const hostGet = (host: string, port: number, path: string) =>
  new Promise<{ status: number; location: string | undefined }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` } }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
      .on('error', reject);
  });

beforeAll(async () => {
  website = await startFakeWebsite({ '/': HOME, '/contact': CONTACT });
  stripe = await startFakeStripe();
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  stack = await startStack({
    TASK_QUEUE_PREFIX: uniquePrefix('journey'),
    DATA_DIR: tempDataDir(),
    ALLOW_LOOPBACK_URLS: 'true',
    WEBHOOK_RETRY_SCHEDULE: '0',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_API_BASE: stripe.url,
    STRIPE_HOSTING_PRICE_ID: 'price_hosting',
    STRIPE_WEBHOOK_SECRET: WHSEC,
  });
  workers = await startWorkers(stack.gw.deps.env, stack.gw.db, ['siteBuild', 'visualReview', 'delivery'], {
    llm: null,
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await workers?.stop();
  await stack?.close();
  await stripe?.close();
  await website?.close();
  await new Promise((r) => receiver.close(r));
});

it('an owner builds a site from the form, revises it (a question answered, a change approved after review), restores a release, attaches a domain, moves its address, gets a lead, replays a dead letter, buys a pack and revokes a key', async () => {
  const { gw, dashboardUrl } = stack;
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const offenders: string[] = [];
  const { page, account } = await signUp(stack, context, offenders);

  // A key, created in the dashboard.
  await page.getByRole('link', { name: 'API keys' }).click();
  await page.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.locator('#new-key').textContent())!.trim();

  // The lifecycle webhook points at a receiver that is down: deliveries dead-letter.
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page.getByLabel('URL').fill(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.locator('#secret-value').waitFor();

  // A site created from the dashboard's form: its page follows the build live, then waits for the research review.
  await page.getByRole('link', { name: 'Sites' }).click();
  await page.getByRole('link', { name: 'New site' }).click();
  await page.getByLabel('Business name').fill("Rosa's Cafe");
  await page.getByLabel('City').fill('Austin, TX');
  await page.getByLabel('Current website').fill(`${website.base}/`);
  await page.getByLabel('Let me check the research before the site is written').check();
  await page.getByRole('button', { name: 'Build the site' }).click();
  await page.getByRole('heading', { name: "Rosa's Cafe" }).waitFor();
  const siteId = new URL(page.url()).pathname.split('/')[2]!;
  expect((await gw.db.site.findUniqueOrThrow({ where: { id: siteId } })).accountId).toBe(account.id);
  const status = page.locator(`#status-${siteId}`);
  await status.getByRole('link', { name: 'Review research' }).waitFor({ timeout: 120_000 });
  await check(page, offenders, 'site while building');
  await page.getByRole('link', { name: 'Sites' }).click();
  const row = page.locator(`[data-site-id="${siteId}"]`);
  await row.getByRole('link', { name: 'Review research' }).waitFor();
  await check(page, offenders, 'sites while building');

  // Research review: edit, save the draft, then approve with a contact e-mail.
  await row.getByRole('link', { name: 'Review research' }).click();
  await page.getByRole('heading', { name: /^Review research/ }).waitFor();
  await check(page, offenders, 'research review');
  await screenshot(page, 'research-review');
  await page
    .getByLabel('Description', { exact: true })
    .fill('Breakfast tacos and strong coffee on South Congress since 1998.');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await page.locator('p.notice', { hasText: 'Draft saved.' }).waitFor();
  const draft = await gw.db.research.findUniqueOrThrow({ where: { siteId } });
  expect(JSON.stringify(draft)).toContain('Breakfast tacos and strong coffee');
  // A further language is added in review, and taken away again.
  const further = page.getByRole('group', { name: 'Further languages' });
  for (const checked of [true, false]) {
    await further.getByRole('checkbox', { name: 'Deutsch' }).setChecked(checked);
    // the notice of the previous save is still on the page: wait until this save's answer has replaced the page
    // (the POST's response comes before its redirect's page is committed, and a field filled in between is lost)
    await Promise.all([
      page.waitForEvent('framenavigated', (f) => f === page.mainFrame()),
      page.getByRole('button', { name: 'Save draft' }).click(),
    ]);
    await page.waitForLoadState();
    await page.locator('p.notice', { hasText: 'Draft saved.' }).waitFor();
    const row = await gw.db.site.findUniqueOrThrow({ where: { id: siteId } });
    expect(row.alternateLanguages).toEqual(checked ? ['de'] : []);
  }
  await page.getByLabel('Contact e-mail for leads').fill('owner@rosas.example');
  await page.getByRole('button', { name: 'Approve and generate' }).click();
  await page.locator('p.notice', { hasText: 'Research approved' }).waitFor();

  // The site page follows the build live until it is deployed.
  const built = await eventually(
    async () => {
      const s = await gw.db.site.findUniqueOrThrow({ where: { id: siteId } });
      return s.status !== 'generating' && s;
    },
    'the build to end',
    400_000,
  );
  expect({ status: built.status, error: built.lastError }).toEqual({
    status: expect.stringMatching(/^complete/),
    error: null,
  });
  // The page reloads itself when the build ends: the revision form appears without a manual reload.
  await page.getByLabel('Describe a change in plain English').waitFor({ timeout: 60_000 });
  await page.locator(`#status-${siteId} [data-status^="complete"]`).waitFor();
  await check(page, offenders, 'site');
  await screenshot(page, 'site-built');

  // A revision, submitted in the dashboard and listed with its status.
  await page.getByLabel('Describe a change in plain English').fill('Change our phone number to (512) 555-0199');
  await page.getByRole('button', { name: 'Submit revision' }).click();
  await page.locator('p.notice', { hasText: /Revision requested/ }).waitFor();
  await page.locator('li.revision').first().waitFor();
  expect(await gw.db.revision.count({ where: { siteId } })).toBe(1);
  // Its outcome settles its credit hold before the balance is read below.
  const revision = await eventually(
    async () => {
      const r = await gw.db.revision.findFirstOrThrow({ where: { siteId } });
      return !['pending', 'running'].includes(r.status) && r;
    },
    'the revision to end',
    300_000,
  );
  expect(revision.status).toBe('complete');

  // A request with a part the agent asks about: the question is the label of a reply box; "skip it" drops that part
  // and the rest is made.
  const settled = (id: string) =>
    eventually(
      async () => {
        const r = await gw.db.revision.findUniqueOrThrow({ where: { id } });
        return !['pending', 'running'].includes(r.status) && r;
      },
      'the revision to settle',
      300_000,
    );
  await page.goto(`${dashboardUrl}/sites/${siteId}`);
  await page
    .getByLabel('Describe a change in plain English')
    .fill('Change the headline to Breakfast tacos all day and add a weather forecast');
  await page.getByRole('button', { name: 'Submit revision' }).click();
  await page.locator('p.notice', { hasText: /Revision requested/ }).waitFor();
  const asking = await gw.db.revision.findFirstOrThrow({
    where: { siteId, prompt: { contains: 'weather forecast' } },
  });
  const asked = await settled(asking.id);
  expect(asked.status).toBe('clarification_needed');
  await page.goto(`${dashboardUrl}/sites/${siteId}`);
  const question = page.locator(`li.revision[data-revision-id="${asking.id}"]`);
  expect(await question.textContent()).not.toContain('clarification_needed');
  await question.getByLabel(asked.question!).fill('skip it');
  await check(page, offenders, 'site with a question');
  await question.getByRole('button', { name: 'Send answer' }).click();
  await page.locator('p.notice', { hasText: 'Answer sent' }).waitFor();
  expect((await settled(asking.id)).status).toBe('complete');

  // A change kept for review: previewed, then approved from the site page, and live.
  await page.goto(`${dashboardUrl}/sites/${siteId}`);
  await page.getByLabel('Describe a change in plain English').fill('Change our phone number to (512) 555-0177');
  await page.getByLabel('Let me preview it before it goes live').check();
  await page.getByRole('button', { name: 'Submit revision' }).click();
  await page.locator('p.notice', { hasText: 'waits for your approval' }).waitFor();
  const reviewed = await gw.db.revision.findFirstOrThrow({ where: { siteId, prompt: { contains: '555-0177' } } });
  expect((await settled(reviewed.id)).status).toBe('awaiting_review');
  await page.goto(`${dashboardUrl}/sites/${siteId}`);
  const waiting = page.locator(`li.revision[data-revision-id="${reviewed.id}"]`);
  await waiting.getByText('Ready for your review').waitFor();
  await waiting.getByRole('link', { name: /^Preview the change/ }).waitFor();
  await waiting.getByRole('button', { name: 'Approve and publish' }).click();
  await page.locator('p.notice', { hasText: 'Approved' }).waitFor();
  const approved = await gw.db.revision.findUniqueOrThrow({ where: { id: reviewed.id } });
  expect(approved.status).toBe('complete');
  expect((await gw.db.site.findUniqueOrThrow({ where: { id: siteId } })).currentReleaseId).toBe(approved.releaseId);

  // The build's release restored from the release history (after a confirmation): a new release, live.
  const buildRelease = await gw.db.siteRelease.findFirstOrThrow({ where: { siteId, kind: 'build' } });
  await page.goto(`${dashboardUrl}/sites/${siteId}`);
  await page
    .locator(`tr[data-release-id="${buildRelease.id}"]`)
    .getByRole('link', { name: /^Restore/ })
    .click();
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.locator('p.notice', { hasText: 'Restore requested' }).waitFor();
  const restored = await eventually(
    async () => {
      const s = await gw.db.site.findUniqueOrThrow({ where: { id: siteId } });
      const live = s.currentReleaseId
        ? await gw.db.siteRelease.findUnique({ where: { id: s.currentReleaseId } })
        : null;
      return live?.kind === 'rollback' && live;
    },
    'the restore to go live',
    120_000,
  );
  // The site's thumbnail follows the live release: taken in Chromium once the restore went live, shown on its page.
  await eventually(
    () => gw.deps.storage.readAsset(siteId, thumbnailAssetPath(restored.id)),
    "the restored release's thumbnail",
    120_000,
  );
  await page.goto(`${dashboardUrl}/sites/${siteId}`);
  await page.locator(`tr[data-release-id="${restored.id}"][data-live]`).waitFor();
  const thumbnail = page.locator('img[data-thumbnail]');
  expect(await thumbnail.getAttribute('src')).toBe(`/sites/${siteId}/thumbnail?v=${restored.id}`);
  expect(await loadedImageWidth(page, 'img[data-thumbnail]')).toBe(320);
  await check(page, offenders, 'site page with its thumbnail');

  // A custom domain attached from the site page, with the DNS records to set.
  const domain = `rosas-${siteId.slice(0, 8)}.com`;
  await page.getByLabel('Domain', { exact: true }).fill(domain);
  await page.getByRole('button', { name: 'Attach domain' }).click();
  await page.locator('p.notice', { hasText: `${domain} attached` }).waitFor();
  await page.locator(`[data-domain="${domain}"]`).getByRole('cell', { name: 'CNAME', exact: true }).waitFor();
  await check(page, offenders, 'site with releases and a domain');

  // A visitor sends the live site's contact form in Chromium: the hosting service serves the page, the form posts to
  // the form receiver, which sends the browser back to the site's thank-you notice; the lead appears on the leads page.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const sitePage = await visitor.newPage();
  const contactUrl = new URL('/contact.html', built.deploymentUrl!);
  expect(contactUrl.host).toBe(`${built.slug}.localhost:${stack.hostingPort}`);
  expect((await sitePage.goto(contactUrl.href))!.status()).toBe(200);
  const form = sitePage.locator(`form[action="${gw.url}/v1/webhooks/form-submit"]`).first();
  await form.getByLabel('Your name').fill('Ada');
  await form.getByLabel('Email').fill('ada@example.com');
  await form.getByLabel('How can we help?').fill('Catering for twelve on Friday?');
  await form.locator('button[type="submit"]').click();
  await sitePage.waitForURL((u) => u.host === contactUrl.host && u.searchParams.get('sent') === '1');
  await sitePage.locator('#sent').waitFor({ state: 'visible' });
  await visitor.close();
  await page.goto(`${dashboardUrl}/sites/${siteId}/leads`);
  await page.getByText('Catering for twelve on Friday?').waitFor();
  const stored = await gw.db.formSubmission.findFirstOrThrow({ where: { siteId } });
  expect(stored.fields).toMatchObject({ name: 'Ada', email: 'ada@example.com' });

  // A new address for the site: the old one answers with a permanent redirect to it.
  const newSlug = `rosas-austin-${siteId.slice(0, 8)}`;
  await page.goto(`${dashboardUrl}/sites/${siteId}`);
  const slugForm = page.locator(`form[action="/sites/${siteId}/slug"]`);
  await slugForm.getByLabel('Address').fill(newSlug);
  await slugForm.getByRole('button', { name: 'Change address' }).click();
  await page.locator('p.notice', { hasText: `The address is now ${newSlug}` }).waitFor();
  const moved = await hostGet(`${built.slug}.localhost`, stack.hostingPort, '/');
  expect({ status: moved.status, location: moved.location }).toEqual({
    status: 308,
    location: expect.stringContaining(`${newSlug}.localhost`),
  });

  // The dead letter (site.complete to the receiver that was down) is replayed once the receiver is back.
  const dead = await eventually(
    () => gw.db.webhookDelivery.findFirst({ where: { accountId: account.id, status: 'dead_letter' } }),
    'a dead letter',
    60_000,
  );
  receiverUp = true;
  await page.getByRole('link', { name: 'Webhooks' }).click();
  await page
    .locator(`tr[data-delivery-id="${dead.id}"]`)
    .getByRole('button', { name: /^Replay/ })
    .click();
  await page.locator('p.notice', { hasText: 'Replay started' }).waitFor();
  await eventually(
    async () => (await gw.db.webhookDelivery.findUniqueOrThrow({ where: { id: dead.id } })).status === 'delivered',
    'the replay delivered',
    60_000,
  );

  // A pack bought through the (fake) Stripe Checkout: the dashboard hands over to the payment page.
  await page.getByRole('link', { name: 'Credits' }).click();
  const before = Number(await page.locator('[data-balance]').getAttribute('data-balance'));
  // The build's charge names its operation and its site.
  await page.locator('tr.ledger-entry', { hasText: 'Site build' }).getByRole('link', { name: "Rosa's Cafe" }).waitFor();
  await check(page, offenders, 'credits');
  await page.getByRole('button', { name: '600 credits for $25.00' }).click();
  await page.waitForURL((u) => u.href.startsWith(stripe.url));
  const session = [...stripe.sessions.values()].at(-1)!;
  const event = JSON.stringify(stripe.payCheckout(session.id));
  const hook = await call(gw.url, 'POST', '/v1/webhooks/stripe', {
    body: event,
    headers: { 'stripe-signature': stripeSignature(event, WHSEC) },
  });
  expect(hook.status).toBe(200);
  await page.goto(`${dashboardUrl}/credits?checkout=success`);
  expect(Number(await page.locator('[data-balance]').getAttribute('data-balance'))).toBe(before + 600);

  // The key, revoked in the dashboard, is refused by the API at once.
  expect((await call(gw.url, 'GET', `/v1/sites/${siteId}`, { key })).status).toBe(200);
  await page.getByRole('link', { name: 'API keys' }).click();
  await page.getByRole('button', { name: /^Revoke/ }).click();
  await page.locator('p.notice', { hasText: 'Key revoked' }).waitFor();
  expect((await call(gw.url, 'GET', `/v1/sites/${siteId}`, { key })).status).toBe(401);
  // The only request that left the dashboard's origin was the hand-over to the payment page.
  expect(offenders.filter((u) => !u.startsWith(stripe.url))).toEqual([]);
  await context.close();
});
