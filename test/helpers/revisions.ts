// Revision tests: a deployed site seeded with a real document and release (no build pipeline), the hosting
// service to look at what visitors see, and readers for revision rows and events.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Env } from '@sgs/config';
import { createReleaseService } from '@sgs/activities';
import type { Db } from '@sgs/db';
import {
  measurePhotos,
  parseSiteDocument,
  type ResearchInput,
  SAMPLE_BUSINESSES,
  samplePhoto,
  setFavicon,
  writeDocumentDeterministic,
} from '@sgs/site-kit';
import type { SiteStorage } from '@sgs/storage';
import { createHostingApp } from '../../services/hosting/src/app';
import { eventually } from './worker';

let n = 0;
/** A site in status `complete` whose live release is the deterministic writer's plumber site (photos only when asked). */
export async function seedDeployedSite(
  db: Db,
  storage: SiteStorage,
  env: Env,
  account: { id: string; email: string },
  over: {
    status?: string;
    deployed?: boolean;
    ownerFavicon?: boolean;
    photos?: boolean;
    languages?: string[];
    /** the business to write the site from (the plumber sample by default) */
    input?: ResearchInput;
  } = {},
) {
  const slug = `rev-${Date.now().toString(36)}-${process.pid}-${n++}`;
  const base = over.input ?? SAMPLE_BUSINESSES.plumber;
  const input = {
    ...base,
    research: {
      ...base.research,
      photos: over.photos ? base.research.photos : [],
      contact_email: 'office@riverbend.example',
    },
  };
  const site = await db.site.create({
    data: {
      accountId: account.id,
      slug,
      businessName: input.business.name,
      operatorEmail: account.email,
      buildRequest: {},
      status: over.status ?? 'complete',
      generationPhase: over.status && over.status !== 'complete' ? 'generating' : 'complete',
      contactEmail: 'office@riverbend.example',
      pagesProjectName: slug,
      ...(over.languages
        ? { language: over.languages[0], alternateLanguages: over.languages.slice(1) }
        : { language: input.research.language ?? null }),
    },
  });
  if (over.deployed === false) return { site, slug, host: `${slug}.${env.FREE_HOST_DOMAIN}` };
  const releases = createReleaseService({ db, storage, env });
  let doc = writeDocumentDeterministic(input);
  if (over.photos) {
    // The research photos as a build leaves them: files in the site's assets and a row each.
    // Small stand-in photos: the document is what revisions change, and small files keep rendering quick.
    const bytes = new Map<string, Buffer>();
    for (const p of input.research.photos ?? []) bytes.set(p.localPath, await samplePhoto(p.localPath, 480, 320));
    doc = writeDocumentDeterministic(await measurePhotos(input, bytes));
    for (const p of input.research.photos ?? []) {
      await storage.writeAsset(site.id, p.localPath, bytes.get(p.localPath)!);
      await db.sitePhoto.create({
        data: { siteId: site.id, accountId: account.id, url: p.url ?? '', localPath: p.localPath, source: p.source },
      });
    }
  }
  if (over.languages) {
    // Each language written natively from the same research, as a build with `languages` does.
    const [main, ...others] = over.languages.map((language) => writeDocumentDeterministic({ ...input, language }));
    doc = parseSiteDocument({ ...main, alternates: others });
  }
  if (over.ownerFavicon) {
    // An owner's favicon (as POST /favicon leaves it): an override the renderer must keep using.
    await storage.writeAsset(site.id, 'images/favicon-source.jpg', await samplePhoto('owner-favicon', 180, 180));
    doc = setFavicon(doc, {
      source: { src: 'images/favicon-source.jpg', alt: 'Favicon', width: 180, height: 180 },
      strategy: 'source-logo-center',
      versionHash: 'abcd1234',
    });
  }
  const stored = await releases.storeRelease(site, doc, 'build', 'seed');
  await releases.movePointer(site.id, stored.releaseId);
  return { site, slug, host: `${slug}.${env.FREE_HOST_DOMAIN}`, releaseId: stored.releaseId, doc };
}

/** The hosting service on 127.0.0.1; `visit(host, path)` fetches a page as a visitor of that host. */
export async function startHosting(env: Env, db: Db, storage: SiteStorage) {
  const server = createHostingApp({ env, db, storage }).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const port = (server.address() as AddressInfo).port;
  const visit = (
    host: string,
    path = '/',
  ): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> =>
    new Promise((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
        })
        .on('error', reject);
    });
  return { visit, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const TERMINAL = ['complete', 'failed', 'clarification_needed', 'awaiting_review'];
/** Waits until a revision has ended (row and event) and returns its row; `round` n: after the owner's n-th reply. */
export async function revisionEnded(db: Db, revisionId: string, timeoutMs = 60_000, round = 0) {
  return eventually(
    async () => {
      const r = await db.revision.findUnique({ where: { id: revisionId } });
      // Ended means recorded and announced: the outcome event follows the row.
      const announced =
        r &&
        TERMINAL.includes(r.status) &&
        (await db.event.count({
          where: { dedupeKey: `revision:${revisionId}:outcome${round ? `:${round}` : ''}` },
        })) > 0;
      return announced ? r : null;
    },
    `revision ${revisionId} to end`,
    timeoutMs,
  );
}

/** The events recorded for a revision (its outcome events). */
export async function revisionEvents(db: Db, revisionId: string) {
  const rows = await db.event.findMany({
    where: { dedupeKey: { startsWith: `revision:${revisionId}:` } },
    orderBy: { occurredAt: 'asc' },
  });
  return rows.map((e) => ({ type: e.type, payload: e.payload as Record<string, unknown> }));
}
