// A site built in two languages through the real pipeline (gateway, Temporal, research, writer, renderer, review,
// hosting), then kept in step: a contact-email change, a phone and hours revision, and the owner's own words (a new
// service, a headline) show in both languages, and the export carries both trees.
import path from 'node:path';
import { createLocalSiteStorage } from '@sgs/storage';
import { CONTACT, HOME, png, startFakeWebsite } from '../../../packages/research/test/fake-website';
import { unzip } from '../../gateway/test/site-ops-helpers';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { revisionEnded, startHosting } from '../../../test/helpers/revisions';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers, tempDataDir } from '../../../test/helpers/worker';

type Json = Record<string, unknown>;
let website: Awaited<ReturnType<typeof startFakeWebsite>>;
let gw: TestGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let hosting: Awaited<ReturnType<typeof startHosting>>;

beforeAll(async () => {
  const photo = await png(1200, 800, [40, 110, 160]);
  website = await startFakeWebsite({ '/': HOME, '/contact': CONTACT, '/images/hero.png': ['image/png', photo] });
  const dataDir = tempDataDir();
  const env = testEnv({
    TASK_QUEUE_PREFIX: uniquePrefix('bilingual'),
    ALLOW_LOOPBACK_URLS: 'true',
    DATA_DIR: dataDir,
    FREE_HOST_DOMAIN: 'sites.test',
    RATE_LIMIT_PER_MINUTE: '1000',
  });
  const storage = createLocalSiteStorage(path.join(dataDir, 'sites'));
  gw = await startGateway({ env, storage });
  workers = await startWorkers(env, gw.db, ['siteBuild', 'visualReview'], { llm: null, storage });
  hosting = await startHosting(env, gw.db, storage);
}, 60_000);
afterAll(async () => {
  await workers.stop();
  await hosting.close();
  await gw.close();
  await website.close();
});

/** The hosting service caches its site lookup briefly: a new release shows within seconds. */
async function visible(check: () => Promise<void>) {
  await eventually(
    () =>
      check().then(
        () => true,
        () => false,
      ),
    'the change on the deployed site',
    15_000,
  ).catch(() => undefined);
  await check();
}

it('builds the second language under /en/ and keeps both in step through contact, revisions and export', async () => {
  const { key } = await newAccount(gw.db);
  const created = await call<{ siteId: string; slug: string }>(gw.url, 'POST', '/v1/sites', {
    key,
    body: {
      businessName: "Rosa's Cafe",
      businessLocation: 'Austin, TX',
      existingSiteUrl: `${website.base}/`,
      languages: ['de', 'en'],
    },
  });
  expect(created.status).toBe(202);
  const { siteId, slug } = created.body;
  const done = await eventually(
    async () => {
      const s = await call<Json>(gw.url, 'GET', `/v1/sites/${siteId}`, { key });
      return ['complete', 'complete_with_warnings', 'failed'].includes(s.body.status as string) ? s.body : null;
    },
    'build to finish',
    150_000,
  );
  if (done.status === 'failed') throw new Error(`build failed in ${done.generation_phase}: ${String(done.last_error)}`);
  expect(done).toMatchObject({ language: 'de', languages: ['de', 'en'] });

  const host = `${slug}.sites.test`;
  const page = async (p: string) => {
    const r = await hosting.visit(host, p);
    expect(r.status).toBe(200);
    return r.body;
  };
  const home = await page('/');
  expect(home).toMatch(/<html lang="de/);
  const enHome = await page('/en/');
  expect(enHome).toMatch(/<html lang="en"/);
  expect(enHome).toContain('hreflang="x-default"');
  expect(enHome).toMatch(/<nav class="lang-switch" aria-label="Language">.*Deutsch/);
  expect(home).toMatch(/<nav class="lang-switch" aria-label="Sprache">.*English/);
  for (const p of ['services', 'about', 'contact']) await page(`/en/${p}.html`);
  expect(await page('/sitemap.xml')).toMatch(/<loc>[^<]*\/en\/contact\.html<\/loc>/);

  // A contact-email change shows on both languages' pages.
  const contact = await call<Json>(gw.url, 'POST', `/v1/sites/${siteId}/contact`, {
    key,
    body: { contactEmail: 'hallo@rosas-cafe.example' },
  });
  expect(contact.status).toBe(200);
  await visible(async () => {
    for (const p of ['/contact.html', '/en/contact.html']) expect(await page(p)).toContain('hallo@rosas-cafe.example');
  });

  // A phone and hours revision shows on both languages' pages.
  for (const prompt of ['Change the phone number to (512) 555-0199', 'Change our hours: Monday 7am-3pm']) {
    const r = await call<Json>(gw.url, 'POST', `/v1/sites/${siteId}/revisions`, { key, body: { prompt } });
    expect(r.status).toBe(202);
    expect((await revisionEnded(gw.db, r.body.revisionId as string)).status).toBe('complete');
  }
  await visible(async () => {
    for (const p of ['/contact.html', '/en/contact.html']) {
      const html = await page(p);
      expect(html).toContain('555-0199');
      expect(html).toMatch(/7:00|07:00/);
    }
  });

  // The owner's own words reach every language: a new service with its price shows in both trees, and on the
  // English pages the German name and headline sit in elements marked lang="de".
  for (const prompt of [
    'Füge die Leistung „Kaffeeverkostung“ für 12 € hinzu',
    'Ändere die Überschrift zu „Frisch geröstet seit 1998“',
  ]) {
    const r = await call<Json>(gw.url, 'POST', `/v1/sites/${siteId}/revisions`, { key, body: { prompt } });
    expect(r.status).toBe(202);
    expect((await revisionEnded(gw.db, r.body.revisionId as string)).status).toBe('complete');
  }
  const marked = (html: string, text: string) =>
    [...html.matchAll(/<([a-z0-9]+)([^>]*)>([^<]*)<\/\1>/g)].filter((m) => m[3] === text).map((m) => m[2]!);
  await visible(async () => {
    for (const p of ['/services.html', '/en/services.html']) {
      const html = await page(p);
      expect(marked(html, 'Kaffeeverkostung').length).toBeGreaterThan(0);
      expect(html).toMatch(/12[,.]?0?0?\s?€|€\s?12/);
    }
    for (const attrs of marked(await page('/en/services.html'), 'Kaffeeverkostung'))
      expect(attrs).toContain('lang="de"');
    for (const attrs of marked(await page('/services.html'), 'Kaffeeverkostung'))
      expect(attrs).not.toContain('lang=');
    const headline = marked(await page('/en/'), 'Frisch geröstet seit 1998');
    expect(headline.length).toBeGreaterThan(0);
    for (const attrs of headline) expect(attrs).toContain('lang="de"');
  });

  // The export carries both trees.
  const res = await fetch(`${gw.url}/v1/sites/${siteId}/export`, { headers: { authorization: `Bearer ${key}` } });
  expect(res.status).toBe(200);
  const zip = await unzip(Buffer.from(await res.arrayBuffer()));
  for (const f of ['index.html', 'contact.html', 'en/index.html', 'en/contact.html', 'sitemap.xml'])
    expect(zip.has(f)).toBe(true);
  expect(zip.get('en/contact.html')!.toString()).toContain('hallo@rosas-cafe.example');
}, 240_000);
