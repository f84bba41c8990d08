// A site built through the real pipeline (research, generation, visual review, deploy; no keys) from a real
// restaurant website whose about page names its chefs: the team reaches the deployed team page with each
// chef's own photo, and the research record says where it came from.
import path from 'node:path';
import { createLocalSiteStorage } from '@sgs/storage';
import { startStaticServer, type StaticServer } from '@sgs/visual-review';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { SHARED_SITES, itWithSharedSites, sharedSite } from '../../../test/helpers/shared-sites';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { eventually, startWorkers, tempDataDir } from '../../../test/helpers/worker';

type Json = Record<string, unknown>;
let website: StaticServer;
let gw: TestGateway;
let workers: Awaited<ReturnType<typeof startWorkers>>;
let storage: ReturnType<typeof createLocalSiteStorage>;

beforeAll(async () => {
  if (!SHARED_SITES) return;
  website = await startStaticServer(sharedSite('gourmet-haven'));
  const dataDir = tempDataDir();
  const env = testEnv({ TASK_QUEUE_PREFIX: uniquePrefix('showcase'), ALLOW_LOOPBACK_URLS: 'true', DATA_DIR: dataDir });
  gw = await startGateway({ env });
  storage = createLocalSiteStorage(path.join(dataDir, 'sites'));
  workers = await startWorkers(env, gw.db, ['siteBuild', 'visualReview'], { llm: null, storage });
}, 120_000);
afterAll(async () => {
  if (!SHARED_SITES) return;
  await workers.stop();
  await gw.close();
  await website.close();
});

itWithSharedSites(
  'shows the team the business website names, with their own photos, on its own team page',
  async () => {
    const { key } = await newAccount(gw.db);
    const created = await call<{ siteId: string }>(gw.url, 'POST', '/v1/sites', {
      key,
      body: { businessName: 'Gourmet Haven', businessLocation: 'Springfield', existingSiteUrl: `${website.origin}/` },
    });
    expect(created.status).toBe(202);
    const { siteId } = created.body;
    const done = await eventually(
      async () => {
        const s = await call<Json>(gw.url, 'GET', `/v1/sites/${siteId}`, { key });
        return ['complete', 'complete_with_warnings', 'failed'].includes(s.body.status as string) ? s.body : null;
      },
      'build to finish',
      900_000,
    );
    if (done.status === 'failed')
      throw new Error(`build failed in ${String(done.generation_phase)}: ${String(done.last_error)}`);

    // What research recorded (GET research shows it as summary.business).
    const research = await gw.db.research.findUniqueOrThrow({ where: { siteId } });
    const team = (research.business as { team: Json[] }).team;
    expect(team.map((m) => [m.name, m.role])).toEqual([
      ['John Smith', 'Executive Chef'],
      ['Sarah Johnson', 'Sous Chef'],
      ['Michael Chen', 'Pastry Chef'],
    ]);
    // Their pictures are in the catalog tagged as the team's (the API does not show tags).
    const teamPhotos = await gw.db.sitePhoto.findMany({ where: { siteId, tags: { has: 'team' } } });
    expect(teamPhotos.map((p) => new URL(p.url).pathname).sort()).toEqual([
      '/images/chef1.jpg',
      '/images/chef2.jpg',
      '/images/chef3.jpg',
    ]);

    const site = await gw.db.site.findUniqueOrThrow({ where: { id: siteId } });
    const files = await storage.readRelease(siteId, site.currentReleaseId!);
    // Three people with roles have a Team page of their own (one would stay on About).
    const teamPage = files.get('team.html')!.toString();
    for (const who of ['John Smith, Executive Chef', 'Sarah Johnson, Sous Chef', 'Michael Chen, Pastry Chef'])
      expect(teamPage).toContain(`alt="${who}"`);
    expect(teamPage).toContain('<h3>Sarah Johnson</h3>');
    // The chefs' photos are theirs alone: never the home page's hero.
    const home = files.get('index.html')!.toString();
    expect(home).not.toMatch(/alt="(John Smith|Sarah Johnson|Michael Chen)/);
    // Nothing invented: no timetable or before/after on a restaurant site that has none.
    expect(files.get('services.html')!.toString()).not.toMatch(/section--(timetable|before-after)/);
  },
  1_200_000,
);
