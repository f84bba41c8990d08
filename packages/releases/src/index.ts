import type { Env } from '@sgs/config';
import { previewLabel } from '@sgs/contracts';
import { isUniqueViolation, type Db, type Prisma } from '@sgs/db';
import { parseSiteDocument, renderSite, type RenderOptions, type SiteDocument } from '@sgs/site-kit';
import type { SiteFiles, SiteStorage } from '@sgs/storage';

type Site = NonNullable<Awaited<ReturnType<Db['site']['findUnique']>>>;

/** The canonical URL a site is served at: an active custom domain, else its free subdomain. */
export function deploymentUrlFor(env: Env, slug: string, customDomain?: string | null): string {
  return customDomain
    ? `https://${customDomain}`
    : `${env.SITE_URL_SCHEME}://${slug}.${env.FREE_HOST_DOMAIN}${env.SITE_URL_PORT}`;
}

/** The top-level pages of a rendered site (what a release lists). */
const pagesOf = (files: SiteFiles) =>
  [...files.keys()].filter((f) => f.endsWith('.html') && !f.includes('/') && f !== '404.html').sort();

/** A release as it was built, served noindex by the hosting service, before and after it is live. */
/**
 * How a site's pages are rendered, the one definition: its public URL (canonical links, sitemap), its id and the
 * form receiver its contact form posts to. Releases and the revision typecheck render with it.
 */
export function renderOptionsFor(
  env: Env,
  site: { id: string; slug: string; deploymentUrl: string | null },
): RenderOptions {
  return {
    baseUrl: site.deploymentUrl ?? deploymentUrlFor(env, site.slug),
    siteId: site.id,
    formEndpoint: `${env.PUBLIC_BASE_URL}/v1/webhooks/form-submit`,
  };
}

export const previewUrlFor = (env: Env, slug: string, releaseId: string) =>
  `${env.SITE_URL_SCHEME}://${previewLabel(slug, releaseId)}.${env.FREE_HOST_DOMAIN}${env.SITE_URL_PORT}/`;

/** Where a built release can be seen before it is live, and its difference from the live one (GET). */
export function reviewLinks(env: Env, site: { id: string; slug: string }, releaseId: string) {
  return {
    preview_url: previewUrlFor(env, site.slug, releaseId),
    diff_url: `${env.PUBLIC_BASE_URL.replace(/\/$/, '')}/v1/sites/${site.id}/releases/${releaseId}/diff`,
  };
}

/** A restore named a release the site does not have (or whose files are gone). */
export class ReleaseNotFoundError extends Error {
  constructor(readonly releaseId: string) {
    super(`release ${releaseId} is not one of this site's stored releases`);
    this.name = 'ReleaseNotFoundError';
  }
}

export interface StoredRelease {
  releaseId: string;
  pages: string[];
  /** false when the release already existed (a retried activity) */
  created: boolean;
}

/**
 * Renders documents into immutable releases and moves a site's live pointer. Used by the build, the
 * deterministic operations (logo, favicon, contact) and revisions, so every change publishes the same way.
 */
export function createReleaseService({ db, storage, env }: { db: Db; storage: SiteStorage; env: Env }) {
  /** The photo catalog's bytes (photos not excluded), by id and by path. */
  async function photoAssets(siteId: string): Promise<Map<string, Buffer>> {
    const assets = new Map<string, Buffer>();
    for (const p of await db.sitePhoto.findMany({ where: { siteId, excludedAt: null } })) {
      const bytes = await storage.readAsset(siteId, p.localPath);
      if (bytes) {
        assets.set(p.id, bytes);
        assets.set(p.localPath, bytes);
      }
    }
    return assets;
  }

  /**
   * Image bytes a document may use: the photo catalog by id, plus owner assets (logo, favicon source) by path.
   * `photos` are the catalog's bytes when the caller has read them already.
   */
  async function assetsFor(
    siteId: string,
    doc?: SiteDocument | null,
    photos?: Map<string, Buffer>,
  ): Promise<Map<string, Buffer>> {
    const assets = new Map(photos ?? (await photoAssets(siteId)));
    for (const src of [doc?.logo?.src, doc?.favicon.source?.src]) {
      if (src && !assets.has(src)) {
        const bytes = await storage.readAsset(siteId, src);
        if (bytes) assets.set(src, bytes);
      }
    }
    return assets;
  }

  /** The live release's document, or null before the first deploy. */
  async function currentDocument(site: Site): Promise<SiteDocument | null> {
    if (!site.currentReleaseId) return null;
    const release = await db.siteRelease.findUnique({ where: { id: site.currentReleaseId } });
    return release ? parseSiteDocument(release.document) : null;
  }

  /**
   * Renders and stores a release; idempotent per (site, sourceKey): a retry returns the release it made.
   * `photos`: the catalog's bytes when the caller has read them (the build's writer), so they are read once.
   */
  async function storeRelease(
    site: Site,
    document: SiteDocument,
    kind: string,
    sourceKey: string,
    photos?: Map<string, Buffer>,
  ): Promise<StoredRelease> {
    const done = await db.siteRelease.findUnique({ where: { siteId_sourceKey: { siteId: site.id, sourceKey } } });
    if (done) return { releaseId: done.id, pages: done.pages, created: false };
    const files = await renderSite(document, await assetsFor(site.id, document, photos), renderOptionsFor(env, site));
    const pages = pagesOf(files);
    const releaseId = await storage.writeRelease(site.id, files);
    try {
      await db.siteRelease.create({
        data: {
          id: releaseId,
          siteId: site.id,
          accountId: site.accountId,
          kind,
          sourceKey,
          document: document as unknown as Prisma.InputJsonValue,
          pages,
        },
      });
      return { releaseId, pages, created: true };
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
      const other = await db.siteRelease.findUniqueOrThrow({
        where: { siteId_sourceKey: { siteId: site.id, sourceKey } },
      });
      return { releaseId: other.id, pages: other.pages, created: false };
    }
  }

  /** Points the site at a stored release (hosting reads the pointer: the switch is atomic); first deploy starts the free clock. */
  async function movePointer(siteId: string, releaseId: string): Promise<{ deploymentUrl: string }> {
    const site = await db.site.findUniqueOrThrow({
      where: { id: siteId },
      include: { domains: { where: { status: 'active' } } },
    });
    // the files must be there before the pointer moves
    if (!(await storage.releaseExists(site.id, releaseId))) throw new Error(`release ${releaseId} is not stored`);
    const deploymentUrl = deploymentUrlFor(
      env,
      site.slug,
      site.hostingTier === 'paid_custom_domain' ? site.domains[0]?.domain : null,
    );
    await db.site.update({
      where: { id: site.id },
      data: { currentReleaseId: releaseId, deploymentUrl, lastRefreshedAt: site.lastRefreshedAt ?? new Date() },
    });
    await pruneReleases(site.id, releaseId);
    return { deploymentUrl };
  }

  /**
   * RELEASE_RETENTION > 0: keeps that many newest releases of the site (and always the live one and releases that
   * wait to be published or reviewed); older rows and files go. Rows first, so a release is never listed without its files.
   */
  async function pruneReleases(siteId: string, liveId: string) {
    const keep = env.RELEASE_RETENTION;
    if (!keep) return;
    const waiting = await db.revision.findMany({
      where: {
        siteId,
        releaseId: { not: null },
        OR: [{ publishMode: 'manual', status: 'complete' }, { status: 'awaiting_review' }],
      },
      select: { releaseId: true },
    });
    const old = await db.siteRelease.findMany({
      where: { siteId, id: { notIn: [liveId, ...waiting.map((w) => w.releaseId!)] } },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: Math.max(0, keep - 1),
      select: { id: true },
    });
    if (!old.length) return;
    await db.siteRelease.deleteMany({ where: { siteId, id: { in: old.map((r) => r.id) } } });
    for (const r of old) await storage.deleteRelease(siteId, r.id);
  }

  /**
   * Stores files made outside the renderer (a copy of an earlier release, a patched render) as a release with its
   * document; idempotent per (site, sourceKey). Call it under the publish lock.
   */
  async function storeFiles(
    site: { id: string; accountId: string },
    files: SiteFiles,
    document: unknown,
    kind: string,
    sourceKey: string,
    pages: string[],
  ): Promise<{ id: string; pages: string[] }> {
    const done = await db.siteRelease.findUnique({ where: { siteId_sourceKey: { siteId: site.id, sourceKey } } });
    if (done) return done;
    const id = await storage.writeRelease(site.id, files);
    const data = { id, siteId: site.id, accountId: site.accountId, kind, sourceKey, pages };
    return db.siteRelease.create({ data: { ...data, document: document as Prisma.InputJsonValue } });
  }

  /** Runs `work` holding the site's publish lock (a transaction-scoped advisory lock), so publishes never interleave. */
  function withPublishLock<T>(siteId: string, work: () => Promise<T>): Promise<T> {
    return db.$transaction(
      async (tx) => {
        await tx.$executeRaw`select pg_advisory_xact_lock(hashtext(${`site-publish:${siteId}`}))`;
        return work();
      },
      { timeout: 120_000, maxWait: 120_000 },
    );
  }

  /**
   * Read-modify-publish of a live site under a per-site lock, so two changes (an operation and a
   * revision) never overwrite each other: the change sees the latest document and its result goes live.
   */
  async function publishChange(
    siteId: string,
    kind: string,
    sourceKey: string,
    change: (doc: SiteDocument, site: Site) => Promise<SiteDocument> | SiteDocument,
    opts: { live?: boolean } = {},
  ): Promise<StoredRelease & { deploymentUrl: string; document: SiteDocument }> {
    return withPublishLock(siteId, async () => {
      const site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
      const current = await currentDocument(site);
      if (!current) throw new Error(`site ${siteId} has no live release to change`);
      const document = parseSiteDocument(await change(current, site));
      const stored = await storeRelease(site, document, kind, sourceKey);
      // A manual-publish revision stores its release and leaves the live site as it is.
      if (opts.live === false) return { ...stored, deploymentUrl: site.deploymentUrl ?? '', document };
      const { deploymentUrl } = await movePointer(siteId, stored.releaseId);
      return { ...stored, deploymentUrl, document };
    });
  }

  /**
   * Stores a document already rendered and checked (a revision's, rendered once by its typecheck) as a release,
   * without moving the live pointer; idempotent per (site, sourceKey).
   */
  async function storeRendered(
    siteId: string,
    files: SiteFiles,
    document: SiteDocument,
    kind: string,
    sourceKey: string,
  ): Promise<{ releaseId: string; pages: string[] }> {
    return withPublishLock(siteId, async () => {
      const site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
      const stored = await storeFiles(site, files, document, kind, sourceKey, pagesOf(files));
      return { releaseId: stored.id, pages: stored.pages };
    });
  }

  /**
   * Publishes a release built on `baseReleaseId` (a revision's), under the publish lock. While the live release is
   * still that base, the pointer moves to it as built; when the live site changed meanwhile, `replay` re-applies
   * the change on the live document (it throws when the change no longer applies) and that result is rendered,
   * stored once (`<sourceKey>:replayed`) and made live instead. A contact address the change sets is stored for form
   * mail in the same step, so a revision that also changes the contact email publishes one release. Idempotent: a
   * retry finds the release it made live.
   */
  async function publishBuilt(
    siteId: string,
    args: {
      releaseId: string;
      baseReleaseId: string | null;
      sourceKey: string;
      replay: (live: SiteDocument) => SiteDocument;
      /** A new contact address the change sets: stored for form mail as the release goes live. */
      contactEmail?: string;
    },
  ): Promise<{ releaseId: string; deploymentUrl: string; replayed: boolean }> {
    return withPublishLock(siteId, async () => {
      const site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
      const replayKey = `${args.sourceKey}:replayed`;
      const replayedBefore = await db.siteRelease.findUnique({
        where: { siteId_sourceKey: { siteId, sourceKey: replayKey } },
      });
      let releaseId = args.releaseId;
      let replayed = false;
      if (replayedBefore) [releaseId, replayed] = [replayedBefore.id, true];
      else if (site.currentReleaseId !== args.baseReleaseId && site.currentReleaseId !== args.releaseId) {
        const live = await currentDocument(site);
        if (!live) throw new Error(`site ${siteId} has no live release to change`);
        const stored = await storeRelease(site, parseSiteDocument(args.replay(live)), 'revision', replayKey);
        [releaseId, replayed] = [stored.releaseId, true];
      }
      if (args.contactEmail) await db.site.update({ where: { id: siteId }, data: { contactEmail: args.contactEmail } });
      const { deploymentUrl } = await movePointer(siteId, releaseId);
      return { releaseId, deploymentUrl, replayed };
    });
  }

  /** Makes a stored release that was never live (a manual-publish revision's) the live one, under the publish lock. */
  async function publishRelease(siteId: string, releaseId: string): Promise<StoredRelease & { deploymentUrl: string }> {
    return withPublishLock(siteId, async () => {
      const release = await db.siteRelease.findFirst({ where: { id: releaseId, siteId } });
      if (!release || !(await storage.releaseExists(siteId, release.id))) throw new ReleaseNotFoundError(releaseId);
      const { deploymentUrl } = await movePointer(siteId, release.id);
      return { releaseId: release.id, pages: release.pages, created: false, deploymentUrl };
    });
  }

  /**
   * Makes an earlier release live again, under the publish lock: its files and document become a new release
   * (kind `rollback`), so history reads in order and the next revision starts from the restored document.
   * Idempotent per sourceKey: a retry moves the pointer to the release the first attempt made.
   */
  async function restoreRelease(
    siteId: string,
    fromReleaseId: string,
    sourceKey: string,
  ): Promise<StoredRelease & { deploymentUrl: string }> {
    return withPublishLock(siteId, async () => {
      const site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
      const key = { siteId_sourceKey: { siteId, sourceKey } };
      let release: { id: string; pages: string[] } | null = await db.siteRelease.findUnique({ where: key });
      const created = !release;
      if (!release) {
        const from = await db.siteRelease.findFirst({ where: { id: fromReleaseId, siteId } });
        if (!from || !(await storage.releaseExists(siteId, from.id))) throw new ReleaseNotFoundError(fromReleaseId);
        const files = await storage.readRelease(siteId, from.id);
        release = await storeFiles(site, files, from.document, 'rollback', sourceKey, from.pages);
      }
      const { deploymentUrl } = await movePointer(siteId, release.id);
      return { releaseId: release.id, pages: release.pages, created, deploymentUrl };
    });
  }

  return {
    assetsFor,
    photoAssets,
    currentDocument,
    storeRelease,
    storeFiles,
    movePointer,
    withPublishLock,
    publishChange,
    publishBuilt,
    publishRelease,
    storeRendered,
    restoreRelease,
  };
}
export type ReleaseService = ReturnType<typeof createReleaseService>;
