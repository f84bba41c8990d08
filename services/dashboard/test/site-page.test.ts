import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { createAccount, createSession, type Db } from '@sgs/db';
import { thumbnailAssetPath } from '../../../packages/storage/src';
import { createBrowserPool, takeThumbnail } from '@sgs/visual-review';
import { call } from '../../../test/helpers/stack';
import {
  check,
  freshEmail,
  launchBrowser,
  loadedImageWidth,
  screenshot,
  signUp,
  startStack,
  type Stack,
} from './helpers';
import { seedSite } from './owner-fixture';

jest.setTimeout(240_000);

let stack: Stack;
let browser: Browser;
beforeAll(async () => {
  stack = await startStack();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const html = (body: string) => Buffer.from(`<!doctype html><title>t</title><main>${body}</main>`);

/**
 * A live site with two releases (the build, then a revision that changed the opening line), a visual-review warning
 * with its screenshot, a revision waiting for an answer and a domain waiting for DNS.
 */
async function seedWorkingSite(stack: Stack, account: { id: string; email: string }) {
  const db: Db = stack.gw.db;
  const { storage } = stack.gw.deps;
  const siteId = randomUUID();
  const slug = `page-${siteId.slice(0, 8)}`;
  await db.site.create({
    data: {
      id: siteId,
      accountId: account.id,
      slug,
      businessName: 'Harbor Dental',
      status: 'complete_with_warnings',
      generationPhase: 'complete',
      deploymentUrl: `http://${slug}.localhost:3001`,
      pagesProjectName: slug,
      hostingTier: 'paid_custom_domain',
      operatorEmail: account.email,
      contactEmail: 'desk@harbor.example',
      buildRequest: {},
    },
  });
  const first = await storage.writeRelease(siteId, new Map([['index.html', html('<h1>Gentle care</h1>')]]));
  const second = await storage.writeRelease(
    siteId,
    new Map([['index.html', html('<h1>Gentle care, late hours</h1>')]]),
  );
  const at = Date.now();
  for (const [i, [id, kind]] of [
    [first, 'build'],
    [second, 'revision'],
  ].entries())
    await db.siteRelease.create({
      data: {
        id: id!,
        siteId,
        accountId: account.id,
        kind: kind!,
        sourceKey: `${kind}:${randomUUID()}`,
        document: {},
        pages: ['index.html'],
        createdAt: new Date(at - (2 - i) * 3_600_000),
      },
    });
  await storage.writeAsset(siteId, `review/${second}/findings/1.png`, PNG);
  // The live release's thumbnail, as the visual review's Chromium takes it.
  const browserPool = createBrowserPool({ executablePath: stack.gw.deps.env.CHROMIUM_PATH });
  try {
    const dir = await storage.releaseDir(siteId, second);
    await storage.writeAsset(siteId, thumbnailAssetPath(second), await takeThumbnail({ dir, browserPool }));
  } finally {
    await browserPool.close();
  }
  await db.site.update({
    where: { id: siteId },
    data: {
      currentReleaseId: second,
      warnings: [
        {
          rule: 'contrast',
          severity: 'minor',
          page: 'index.html',
          viewport: 'mobile',
          description: 'The opening line is hard to read on the photo',
          fix_via_revision: { endpoint: `/v1/sites/${siteId}/revisions`, suggested_prompt: 'Darken the photo overlay' },
          screenshot_url: `${stack.gw.url}/v1/sites/${siteId}/review-screenshots/${second}/1.png`,
        },
      ],
    },
  });
  await db.revision.create({
    data: {
      siteId,
      accountId: account.id,
      prompt: 'Change the phone number',
      status: 'clarification_needed',
      question: 'Which of the two phone numbers should change?',
    },
  });
  await db.domain.create({
    data: {
      accountId: account.id,
      siteId,
      domain: `${slug}.com`,
      status: 'dns_pending',
      cnameTarget: 'cname.test',
    },
  });
  // Its research, with one photo staged for the build.
  await db.research.create({
    data: { siteId, accountId: account.id, businessDescription: 'Family dentistry by the harbour.', services: [] },
  });
  const localPath = `images/library/${siteId.slice(0, 16)}.png`;
  await storage.writeAsset(siteId, localPath, PNG);
  const photo = await db.sitePhoto.create({
    data: {
      siteId,
      accountId: account.id,
      url: 'https://photos.example/1.png',
      localPath,
      source: 'existing_site',
      alt: 'Waiting room',
    },
  });
  return { siteId, slug, first, second, photoId: photo.id };
}

it('creates a site from the form: the business search, the choices, and the build followed on the site page', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const offenders: string[] = [];
  const { page } = await signUp(stack, context, offenders);
  // The empty state leads to the form, with no command line to copy.
  expect(await page.locator('main').textContent()).not.toMatch(/curl|\$API|\$KEY/);
  await page.getByRole('link', { name: 'Build your first site' }).click();
  await page.getByRole('heading', { name: 'New site' }).waitFor();
  await check(page, offenders, 'new site');
  await screenshot(page, 'new-site');
  // Searching needs a name; then the candidates (none for a new account without a places key) are shown.
  await page.getByRole('button', { name: 'Search for the business' }).click();
  await page.locator('p.error', { hasText: 'Enter the business name' }).waitFor();
  await page.getByLabel('Business name').fill('Lumen Yoga');
  await page.getByLabel('City').fill('Portland, OR');
  await page.getByRole('button', { name: 'Search for the business' }).click();
  await page.getByRole('group', { name: 'Is it one of these?' }).waitFor();
  expect(await page.getByLabel('Business name').inputValue()).toBe('Lumen Yoga');
  await check(page, offenders, 'new site with search results');
  // An API refusal comes back on the form with what was typed kept.
  await page.getByLabel('Current website').fill('ftp://lumen.example');
  await page.getByLabel('Current website').evaluate((el) => el.setAttribute('type', 'text'));
  await page.getByRole('button', { name: 'Build the site' }).click();
  await page.locator('p.error', { hasText: 'existingSiteUrl' }).waitFor();
  expect(await page.getByLabel('City').inputValue()).toBe('Portland, OR');
  await page.getByLabel('Current website').fill('');
  await page.getByLabel('Design style').selectOption('Warm & Friendly');
  await page.getByLabel('Let me check the research before the site is written').check();
  await page.getByRole('button', { name: 'Build the site' }).click();
  await page.getByRole('heading', { name: 'Lumen Yoga' }).waitFor();
  await page.locator('p.notice', { hasText: 'Your site is being built' }).waitFor();
  const site = await stack.gw.db.site.findFirstOrThrow({ where: { businessName: 'Lumen Yoga' } });
  expect(new URL(page.url()).pathname).toBe(`/sites/${site.id}`);
  expect(site.buildRequest).toMatchObject({ designStyle: 'Warm & Friendly', review: 'manual' });
  // The page follows the build: its status polls while it is building, in words.
  await page.locator(`#status-${site.id}[hx-get]`).waitFor();
  expect(await page.locator(`#status-${site.id} .badge`).textContent()).toBe('Building');
  await check(page, offenders, 'site while building');
  await context.close();
});

it('runs a live site from its page: releases with changes and restore, review warnings, revisions and domains', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const offenders: string[] = [];
  const { page, account } = await signUp(stack, context, offenders);
  const { siteId, slug, first, second } = await seedWorkingSite(stack, account);
  await page.goto(`${stack.dashboardUrl}/sites/${siteId}`);
  await page.getByRole('heading', { name: 'Harbor Dental' }).waitFor();
  await check(page, offenders, 'site page');
  await screenshot(page, 'site');
  const main = page.locator('main');
  // Statuses in words, never codes.
  expect(await main.textContent()).not.toMatch(/clarification_needed|complete_with_warnings|dns_pending/);
  await main.getByText('Live, with warnings').first().waitFor();
  await page.getByRole('link', { name: slug, exact: false }).first().waitFor();

  // A thumbnail of the live home page, served through the dashboard to the owner only.
  const thumbnail = `/sites/${siteId}/thumbnail?v=${second}`;
  expect(await page.locator('img[data-thumbnail]').getAttribute('src')).toBe(thumbnail);
  expect(await loadedImageWidth(page, 'img[data-thumbnail]')).toBe(320);
  const stranger = await browser.newContext();
  const { page: strangerPage } = await signUp(stack, stranger, []);
  expect((await strangerPage.goto(`${stack.dashboardUrl}${thumbnail}`))!.status()).toBe(404);
  await stranger.close();

  // The review's warning with its screenshot (served through the dashboard) and its one-click fix.
  const shot = page.locator('.warning img');
  await shot.waitFor();
  expect(await loadedImageWidth(page, '.warning img')).toBe(1);
  await page.getByRole('button', { name: 'Request this change' }).click();
  await page.locator('p.notice', { hasText: 'Revision requested' }).waitFor();
  const fix = await stack.gw.db.revision.findFirstOrThrow({ where: { siteId, prompt: 'Darken the photo overlay' } });
  expect(fix.status).toBe('pending');

  // The revision's question is the label of its reply box.
  await page.getByLabel('Which of the two phone numbers should change?').waitFor();

  // Release history: what changed between the two, then the first restored after a confirmation.
  const rows = page.locator('tr.release');
  expect(await rows.count()).toBe(2);
  await rows
    .first()
    .getByRole('link', { name: /^Changes/ })
    .click();
  await page.getByRole('heading', { name: /^What changed/ }).waitFor();
  await page.locator('pre.diff .add', { hasText: 'Gentle care, late hours' }).waitFor();
  await check(page, offenders, 'release diff');
  await screenshot(page, 'release-diff');
  await page.goBack();
  await page
    .locator(`tr[data-release-id="${first}"]`)
    .getByRole('link', { name: /^Restore/ })
    .click();
  await page.getByRole('heading', { name: 'Restore this release?' }).waitFor();
  await check(page, offenders, 'restore confirmation');
  await page.getByRole('button', { name: 'Restore' }).click();
  await page.locator('p.notice', { hasText: 'Restore requested' }).waitFor();
  const restore = await stack.gw.db.revision.findFirst({ where: { siteId, restoreReleaseId: first } });
  expect(restore).not.toBeNull();

  // A domain waiting for DNS shows the records to set; detached (after a confirmation), another is attached.
  const pending = page.locator(`[data-domain="${slug}.com"]`);
  await pending.getByText('Waiting for DNS').waitFor();
  await pending.getByText('cname.test').waitFor();
  expect(await page.getByRole('button', { name: 'Attach domain' }).count()).toBe(0);
  await pending.getByRole('link', { name: /^Detach/ }).click();
  await page.getByRole('heading', { name: `Detach ${slug}.com?` }).waitFor();
  await check(page, offenders, 'detach confirmation');
  await page.getByRole('button', { name: 'Detach' }).click();
  await page.getByRole('heading', { name: 'Harbor Dental' }).waitFor();
  await pending.waitFor({ state: 'detached' });
  expect((await stack.gw.db.domain.findUniqueOrThrow({ where: { domain: `${slug}.com` } })).status).toBe('detached');
  await page.getByLabel('Domain', { exact: true }).fill(`${slug}-dental.com`);
  await page.getByRole('button', { name: 'Attach domain' }).click();
  await page.locator('p.notice', { hasText: `${slug}-dental.com attached` }).waitFor();
  await page.locator(`[data-domain="${slug}-dental.com"]`).getByText('Waiting for DNS').waitFor();

  // The address: a taken or reserved one is refused with the reason; a free one is the site's new address.
  const slugForm = page.locator(`form[action="/sites/${siteId}/slug"]`);
  const other = await stack.gw.db.site.findFirstOrThrow({ where: { NOT: { id: siteId } } });
  for (const [slugTried, reason] of [
    [other.slug, 'slug is taken'],
    ['www', 'slug is reserved'],
  ]) {
    await slugForm.getByLabel('Address').fill(slugTried!);
    await slugForm.getByRole('button', { name: 'Change address' }).click();
    await page.locator('p.error', { hasText: reason }).waitFor();
  }
  await slugForm.getByLabel('Address').fill(`${slug}-smiles`);
  await slugForm.getByRole('button', { name: 'Change address' }).click();
  await page.locator('p.notice', { hasText: `The address is now ${slug}-smiles` }).waitFor();
  expect((await stack.gw.db.site.findUniqueOrThrow({ where: { id: siteId } })).slug).toBe(`${slug}-smiles`);

  // Where leads go, said in words.
  expect(await page.locator('[data-leads-go]').textContent()).toMatch(/e-mailed to .*the site's contact address/);
  await check(page, offenders, 'site page after the changes');
  await context.close();
});

it('lists each site with its thumbnail, a placeholder where none is taken yet, at 1280 and 320 px', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const offenders: string[] = [];
  const { page, account } = await signUp(stack, context, offenders);
  const { siteId, second } = await seedWorkingSite(stack, account);
  // Live, but its thumbnail is not taken yet.
  const waiting = await seedSite(stack.gw.db, account);
  // Not live yet: nothing to take a picture of.
  const building = randomUUID();
  await stack.gw.db.site.create({
    data: {
      id: building,
      accountId: account.id,
      slug: `building-${building.slice(0, 8)}`,
      businessName: 'Fernwood Florist',
      status: 'generating',
      generationPhase: 'generating',
      operatorEmail: account.email,
      buildRequest: {},
    },
  });
  await page.goto(`${stack.dashboardUrl}/sites`);
  const row = (id: string) => page.locator(`li.site-row[data-site-id="${id}"]`);
  for (const [id, name] of [
    [siteId, 'Harbor Dental'],
    [waiting, 'Corner Bakery'],
    [building, 'Fernwood Florist'],
  ] as const) {
    const img = row(id).locator('img[data-thumbnail]');
    expect(await img.getAttribute('alt')).toContain(name);
    expect(await img.getAttribute('loading')).toBe('lazy');
    expect([await img.getAttribute('width'), await img.getAttribute('height')]).toEqual(['320', '200']);
  }
  // The live site's own thumbnail (the live release's, as the site page shows it), the live URL beside it.
  const shown = `li.site-row[data-site-id="${siteId}"] img[data-thumbnail]`;
  expect(await loadedImageWidth(page, shown)).toBe(320);
  const thumbnail = await page.evaluate<string>(
    `fetch(document.querySelector(${JSON.stringify(shown)}).src).then((r) => r.headers.get('etag'))`,
  );
  expect(thumbnail).toBe(`"${second}"`);
  expect(await row(siteId).locator('[data-live-url]').textContent()).toContain('.localhost:3001');
  // A live site without a thumbnail yet, and one still building, show the placeholder.
  const placeholder = async (id: string) =>
    page.evaluate<string>(
      `fetch(document.querySelector('li.site-row[data-site-id="${id}"] img[data-thumbnail]').src).then((r) => r.url)`,
    );
  expect(await loadedImageWidth(page, `li.site-row[data-site-id="${waiting}"] img`)).toBe(320);
  expect(await placeholder(waiting)).toMatch(/\/static\/thumbnail-placeholder\.\w+\.svg$/);
  expect(await placeholder(building)).toBe(await placeholder(waiting));
  expect(await row(building).locator('img').getAttribute('data-thumbnail')).toBe('none');
  await check(page, offenders, 'sites with thumbnails');
  await screenshot(page, 'sites-thumbnails');
  // At 320 px each row stacks, its thumbnail within the card.
  await page.setViewportSize({ width: 320, height: 800 });
  const fits = await page.evaluate<boolean>(`[...document.querySelectorAll('li.site-row')].every((li) => {
    const img = li.querySelector('img').getBoundingClientRect();
    const card = li.getBoundingClientRect();
    return img.width > 0 && img.left >= card.left && img.right <= card.right;
  })`);
  expect(fits).toBe(true);
  await screenshot(page, 'sites-320');
  await context.close();
});

it("shows a built site's research read-only, with its photos as thumbnails served to the owner only", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const offenders: string[] = [];
  const { page, account } = await signUp(stack, context, offenders);
  const { siteId, photoId } = await seedWorkingSite(stack, account);
  await page.goto(`${stack.dashboardUrl}/sites/${siteId}`);
  await page.getByRole('navigation', { name: 'Site sections' }).getByRole('link', { name: 'Research' }).click();
  await page.getByRole('heading', { name: /^Review research/ }).waitFor();
  await page.getByRole('img', { name: 'Waiting room' }).waitFor();
  expect(await loadedImageWidth(page, '.photo img')).toBe(1);
  // Built already: nothing to approve, nothing to leave out.
  expect(await page.getByRole('button', { name: 'Approve and generate' }).count()).toBe(0);
  expect(await page.getByRole('checkbox').count()).toBe(0);
  // Who wrote the description: no source holds the seeded one, so it is research's own.
  expect(await page.getByLabel('Description', { exact: true }).getAttribute('aria-describedby')).toBe('desc-source');
  expect(await page.locator('#desc-source').textContent()).toMatch(/^Research wrote this from the facts it found/);
  await check(page, offenders, 'research of a built site');
  // The API serves the photo to its owner only.
  const other = await createAccount(stack.gw.db, { email: freshEmail(), verified: true, signupCredits: 0 });
  const token = (await createSession(stack.gw.db, other.id, 60_000)).token;
  const path = `/v1/sites/${siteId}/research/photos/${photoId}`;
  expect((await call(stack.gw.url, 'GET', path, { key: token })).status).toBe(404);
  expect(
    (await call(stack.gw.url, 'GET', `/v1/sites/${siteId}/research/photos/not-an-id`, { key: token })).status,
  ).toBe(404);
  await context.close();
});

it('names in words the details research could not find for a legal notice, on the site page and the research', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const offenders: string[] = [];
  const { page, account } = await signUp(stack, context, offenders);
  const { siteId } = await seedWorkingSite(stack, account);
  // A German-language site of a business in Germany whose sources gave no phone number.
  await stack.gw.db.site.update({ where: { id: siteId }, data: { language: 'de-DE' } });
  await stack.gw.db.research.update({
    where: { siteId },
    data: { business: { address: 'Friedrichstraße 12, 10117 Berlin' } },
  });
  for (const path of [`/sites/${siteId}`, `/sites/${siteId}/research`]) {
    await page.goto(`${stack.dashboardUrl}${path}`);
    const section = page.getByRole('region', { name: 'Details the site still needs' });
    await section.getByText('legal notice (Impressum)').waitFor();
    expect(await section.locator('.warn').textContent()).toBe('Missing: a phone number.');
    expect(await page.locator('main').textContent()).not.toMatch(/legal_notice_incomplete/);
    await check(page, offenders, `research warning on ${path}`);
  }
  // Once research has every detail, the warning is gone.
  await stack.gw.db.research.update({
    where: { siteId },
    data: { business: { address: 'Friedrichstraße 12, 10117 Berlin', phone: '+49 30 1234567' } },
  });
  await page.goto(`${stack.dashboardUrl}/sites/${siteId}`);
  await page.getByRole('heading', { name: 'Harbor Dental' }).waitFor();
  expect(await page.getByRole('region', { name: 'Details the site still needs' }).count()).toBe(0);
  await context.close();
});

it("changes a live site's language from its page, with what it reserves stated", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const offenders: string[] = [];
  const { page, account } = await signUp(stack, context, offenders);
  const { siteId } = await seedWorkingSite(stack, account);
  await stack.gw.db.site.update({ where: { id: siteId }, data: { language: 'en' } });
  await page.goto(`${stack.dashboardUrl}/sites/${siteId}`);
  const section = page.getByRole('region', { name: 'Language' });
  await section.getByText('The site is written in English').waitFor();
  const credits = await call<{ build_hold: number }>(stack.gw.url, 'GET', '/v1/credits', {
    key: (await createSession(stack.gw.db, account.id, 60_000)).token,
  });
  expect(await section.locator('[data-language-cost]').textContent()).toBe(String(credits.body.build_hold));
  await check(page, offenders, 'site language form');
  await section.getByLabel('Rewrite the site in').selectOption('de');
  await section.getByRole('button', { name: 'Change language' }).click();
  await page.locator('p.notice', { hasText: 'Rewriting the site in Deutsch' }).waitFor();
  const held = await stack.gw.db.creditHold.findFirstOrThrow({ where: { siteId, kind: 'language' } });
  expect(held.amount).toBe(credits.body.build_hold);
  await context.close();
});

it("adds a second language to a live site from its page's language control", async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const offenders: string[] = [];
  const { page, account } = await signUp(stack, context, offenders);
  const { siteId } = await seedWorkingSite(stack, account);
  await stack.gw.db.site.update({ where: { id: siteId }, data: { language: 'en' } });
  await page.goto(`${stack.dashboardUrl}/sites/${siteId}`);
  const group = page.getByRole('group', { name: 'Further languages' });
  // Every other language is offered, none checked yet; the main one is not among them.
  expect(await group.getByRole('checkbox').count()).toBe(7);
  expect(await group.getByRole('checkbox', { checked: true }).count()).toBe(0);
  expect(await group.getByRole('checkbox', { name: 'English' }).count()).toBe(0);
  await check(page, offenders, 'further languages form');
  await group.getByRole('checkbox', { name: 'Deutsch' }).check();
  await page.getByRole('button', { name: 'Change further languages' }).click();
  await page.locator('p.notice', { hasText: 'Rewriting the site in English, Deutsch' }).waitFor();
  const held = await stack.gw.db.creditHold.findFirstOrThrow({ where: { siteId, kind: 'language' } });
  expect(held.amount).toBeGreaterThan(0);
  await context.close();
});

it('stacks tables into labelled cards below 640 px without breaking words', async () => {
  const context = await browser.newContext({ viewport: { width: 320, height: 800 } });
  const offenders: string[] = [];
  const { page, account } = await signUp(stack, context, offenders);
  const { siteId } = await seedWorkingSite(stack, account);
  await page.goto(`${stack.dashboardUrl}/sites/${siteId}`);
  expect(await page.evaluate("getComputedStyle(document.querySelector('tr.release td')).display")).toBe('block');
  expect(await page.evaluate("getComputedStyle(document.querySelector('tr.release td'), '::before').content")).toBe(
    '"Published"',
  );
  // Every word of every table cell fits on one line (none is split inside).
  const split = await page.evaluate(`(() => {
    const bad = [];
    for (const td of document.querySelectorAll('td')) {
      const range = document.createRange();
      const walker = document.createTreeWalker(td, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        for (const m of (n.textContent || '').matchAll(/[A-Za-z]{2,20}/g)) {
          range.setStart(n, m.index);
          range.setEnd(n, m.index + m[0].length);
          if (range.getClientRects().length > 1) bad.push(m[0]);
        }
      }
    }
    return bad;
  })()`);
  expect(split).toEqual([]);
  await screenshot(page, 'site-320');
  await context.close();
});
