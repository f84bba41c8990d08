import express, { type Request } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  ApiError,
  errors,
  IN_FLIGHT_REVISION_STATUSES,
  isDeployedSite,
  isUuid,
  releaseDiff,
  releaseList,
  restoreReleaseResponse,
  uuidString,
} from '@sgs/contracts';
import type { Db } from '@sgs/db';
import { thumbnailAssetPath } from '@sgs/storage';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { sendAnswer, withIdempotentTransaction } from '../../http/idempotency';
import { ownedSite } from '../../http/owned-site';
import { afterWhere, newestFirst, pageOf, pageResult } from '../../http/pagination';
import { mountRoute } from '../../http/route';
import { enqueueRevision, lockOwnedSite } from '../revisions/admit';
import { diffReleases } from './diff';
import { previewUrl } from './preview';

const releaseNotFound = () => new ApiError(404, { error: 'Release not found' });

/** The caller's release of the caller's site, or 404 (another account's ids look missing too). */
async function ownedRelease(db: Db, siteId: string, releaseId: unknown) {
  const id = uuidString.safeParse(releaseId);
  if (!id.success) throw releaseNotFound();
  const release = await db.siteRelease.findFirst({ where: { id: id.data, siteId } });
  if (!release) throw releaseNotFound();
  return release;
}

/** Release id of a revision's or restore's source key, e.g. `revision:<id>`, `restore:<revisionId>`. */
const revisionOf = (sourceKey: string) => {
  const [kind, id, ...rest] = sourceKey.split(':');
  return (kind === 'revision' || kind === 'restore') && !rest.length && isUuid(id) ? id : null;
};

export function releasesRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  const { db, storage, env } = deps;

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/releases',
    tags: ['Releases'],
    summary: "List a site's releases, newest first (?limit=1..100, default 100; ?cursor=next_cursor)",
    description:
      'Every deploy is an immutable release: the build, each revision, logo/favicon/contact changes and restores. ' +
      'Each can be previewed at its preview_url, compared with diff, and made live again with restore.',
    responses: {
      200: { description: 'The releases', schema: releaseList },
      400: { description: 'limit or cursor is not valid' },
      404: { description: 'Site not found' },
    },
    handler: async (req, res) => {
      const site = await ownedSite(db, callerOf(req).accountId, String(req.params.id));
      const page = pageOf(req);
      const rows = await db.siteRelease.findMany({
        where: { siteId: site.id, ...afterWhere('createdAt', page) },
        orderBy: newestFirst('createdAt'),
        take: page.limit + 1,
        select: { id: true, createdAt: true, kind: true, sourceKey: true, pages: true },
      });
      const { items, next_cursor } = pageResult(rows, page, (r) => r.createdAt);
      const restores = await db.revision.findMany({
        where: { id: { in: items.map((r) => revisionOf(r.sourceKey)).filter((x): x is string => !!x) } },
        select: { id: true, restoreReleaseId: true },
      });
      const releases = [];
      for (const r of items) {
        const files = await storage.listRelease(site.id, r.id).catch(() => []);
        const revisionId = revisionOf(r.sourceKey);
        releases.push({
          id: r.id,
          created_at: r.createdAt.toISOString(),
          cause: {
            kind: r.kind,
            revision_id: revisionId,
            restored_release_id: restores.find((x) => x.id === revisionId)?.restoreReleaseId ?? null,
          },
          live: r.id === site.currentReleaseId,
          pages: r.pages,
          size_bytes: files.reduce((n, f) => n + f.size, 0),
          preview_url: previewUrl(env, site.slug, r.id),
        });
      }
      res.json({ releases, next_cursor });
    },
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/releases/:releaseId/diff',
    tags: ['Releases'],
    summary: 'What changed between two releases (?against=<releaseId>, default: the live release)',
    description:
      'Files added, removed and changed (by content), and for each page whose visible text differs a unified diff of ' +
      'that text (headings, copy, labels, image alt text; not markup).',
    responses: {
      200: { description: 'The difference, against -> releaseId', schema: releaseDiff },
      404: { description: 'Site not found; Release not found (either release)' },
      409: { description: 'Site is not deployed yet and no ?against was given' },
    },
    handler: async (req, res) => {
      const site = await ownedSite(db, callerOf(req).accountId, String(req.params.id));
      const release = await ownedRelease(db, site.id, req.params.releaseId);
      const againstParam = req.query.against;
      let against: string;
      if (againstParam === undefined) {
        if (!site.currentReleaseId) {
          throw new ApiError(409, { error: 'Site is not deployed yet', hint: 'Pass ?against=<releaseId>.' });
        }
        against = site.currentReleaseId;
      } else {
        against = (await ownedRelease(db, site.id, againstParam)).id;
      }
      res.json(await diffReleases(storage, site.id, release.id, against));
    },
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/releases/:releaseId/restore',
    tags: ['Releases'],
    summary: 'Make an earlier release live again (free; queued behind running revisions)',
    description:
      "Queued in the site's revision queue, so it lands in order with revisions (a revision admitted before it " +
      'publishes first; one admitted after it changes the restored site). It ends like a revision: GET ' +
      '.../revisions/{revisionId} and one site.revision_complete event, with no charge. The restored files go live ' +
      'as a new release (cause rollback) through the same publish lock and pointer swap as any deploy. A restore of ' +
      'the same release already in the queue is answered with that one. Optional Idempotency-Key header.',
    responses: {
      202: { description: 'Queued', schema: restoreReleaseResponse },
      404: { description: 'Site not found; Release not found' },
      409: { description: 'Site is not deployed yet' },
      429: { description: '{ error, queue_full: true } with 3 revisions in flight' },
    },
    handler: async (req, res) => sendAnswer(res, await queueReleaseChange(deps, req, 'restore')),
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/releases/:releaseId/publish',
    tags: ['Releases'],
    summary: 'Publish the release of a revision sent with "publish": "manual" (free; queued behind running revisions)',
    description:
      'A revision created with "publish": "manual" builds and checks its release but leaves the live site as it is; ' +
      'preview it at its preview_url, then publish it here. Queued and answered like a restore; it ends with one ' +
      'site.revision_complete (no charge) and the release itself becomes live. Publishing the release of a site ' +
      'that changed meanwhile replaces those changes: restore or revise again if that is not what you want.',
    responses: {
      202: { description: 'Queued', schema: restoreReleaseResponse },
      404: { description: 'Site not found; Release not found' },
      409: {
        description:
          'Site is not deployed yet; This release is not waiting to be published (not from a manual revision, or already live)',
      },
      429: { description: '{ error, queue_full: true } with 3 revisions in flight' },
    },
    handler: async (req, res) => sendAnswer(res, await queueReleaseChange(deps, req, 'publish')),
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/review-screenshots/:releaseId/:file',
    tags: ['Releases'],
    summary: "A cropped screenshot of a visual-review warning's area (the warning's screenshot_url)",
    description:
      'PNG of the part of the page a warning is about, taken by the visual review of that release. Served to the ' +
      "site's account only; other accounts, unknown releases and unknown files get 404.",
    responses: {
      200: { description: 'The PNG (Cache-Control: private, immutable)', contentType: 'image/png' },
      404: { description: 'Site, release or screenshot not found' },
    },
    handler: async (req, res) => {
      const site = await ownedSite(db, callerOf(req).accountId, String(req.params.id));
      const release = await ownedRelease(db, site.id, req.params.releaseId);
      const file = /^(\d{1,4})\.png$/.exec(String(req.params.file));
      const png = file ? await storage.readAsset(site.id, `review/${release.id}/findings/${file[1]}.png`) : null;
      if (!png) throw new ApiError(404, { error: 'Screenshot not found' });
      res.set({ 'Content-Type': 'image/png', 'Cache-Control': 'private, max-age=31536000, immutable' });
      res.end(png);
    },
  });

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/sites/:id/thumbnail',
    tags: ['Releases'],
    summary: "A small picture of the live site's home page (addition to the spec)",
    description:
      "JPEG (320x200) of the home page's first screen at desktop width, taken a few seconds after each build, " +
      'revision or restore goes live. A release made by an operation (logo, favicon, contact, address) shows the ' +
      "latest thumbnail before it. Served to the site's account only; other accounts get 404.",
    responses: {
      200: {
        description: 'The JPEG (Cache-Control: private, no-cache; ETag: the release it shows)',
        contentType: 'image/jpeg',
      },
      404: { description: 'Site not found; Thumbnail not found (not deployed yet, or not taken yet)' },
    },
    handler: async (req, res) => {
      const site = await ownedSite(db, callerOf(req).accountId, String(req.params.id));
      const thumbnail = await liveThumbnail(deps, site);
      if (!thumbnail)
        throw new ApiError(404, {
          error: 'Thumbnail not found',
          hint: 'A thumbnail is taken a few seconds after the site goes live.',
        });
      res.set({ 'Content-Type': 'image/jpeg', 'Cache-Control': 'private, no-cache', ETag: `"${thumbnail.releaseId}"` });
      res.end(thumbnail.jpeg);
    },
  });

  return router;
}

/** Releases an operation made without a thumbnail of its own fall back to the newest earlier one with one. */
const THUMBNAIL_LOOKBACK = 10;

/** The thumbnail of the site's live release, or of the newest release before it that has one. */
async function liveThumbnail(
  { db, storage }: GatewayDeps,
  site: { id: string; currentReleaseId: string | null },
): Promise<{ releaseId: string; jpeg: Buffer } | null> {
  if (!site.currentReleaseId) return null;
  const live = await db.siteRelease.findFirst({ where: { id: site.currentReleaseId, siteId: site.id } });
  if (!live) return null;
  const candidates = await db.siteRelease.findMany({
    where: { siteId: site.id, createdAt: { lte: live.createdAt } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: THUMBNAIL_LOOKBACK,
    select: { id: true },
  });
  for (const releaseId of [live.id, ...candidates.map((c) => c.id).filter((id) => id !== live.id)]) {
    const jpeg = await storage.readAsset(site.id, thumbnailAssetPath(releaseId));
    if (jpeg) return { releaseId, jpeg };
  }
  return null;
}

/**
 * Queues a restore or a publish of one of the caller's releases in the site's revision queue (so it lands in order
 * with revisions), or answers with the same change already queued; Idempotency-Key replays the first answer.
 */
function queueReleaseChange(deps: GatewayDeps, req: Request, kind: 'restore' | 'publish') {
  const { db } = deps;
  const { accountId } = callerOf(req);
  const siteId = String(req.params.id);
  return withIdempotentTransaction(db, req, `POST /v1/sites/:id/releases/:releaseId/${kind}`, async (tx) => {
    const site = await lockOwnedSite(tx, accountId, siteId);
    if (!site) throw errors.siteNotFound();
    const release = await ownedRelease(db, site.id, req.params.releaseId);
    if (!isDeployedSite(site)) {
      throw new ApiError(409, { error: 'Site is not deployed yet', status: site.status });
    }
    const inFlight = { siteId, status: { in: IN_FLIGHT_REVISION_STATUSES } };
    const queued = await tx.revision.findFirst({
      where: { ...inFlight, kind, restoreReleaseId: release.id },
      orderBy: { queuedAt: 'asc' },
    });
    if (kind === 'publish' && !queued) {
      const waiting = await tx.revision.findFirst({
        where: { siteId, releaseId: release.id, publishMode: 'manual', status: 'complete' },
      });
      if (!waiting || site.currentReleaseId === release.id) {
        throw new ApiError(409, {
          error: 'This release is not waiting to be published',
          hint: 'Only the release of a revision sent with "publish": "manual" waits for publish, until it is live. Use .../restore to make an earlier release live again.',
        });
      }
    }
    const outcome = queued
      ? {
          revisionId: queued.id,
          inFlight: await tx.revision.count({ where: { ...inFlight, queuedAt: { lt: queued.queuedAt } } }),
        }
      : await enqueueRevision(tx, deps, siteId, accountId, {
          prompt: `${kind === 'publish' ? 'Publish' : 'Restore'} release ${release.id}`,
          kind,
          restoreReleaseId: release.id,
        });
    const body = {
      revisionId: outcome.revisionId,
      status: 'pending' as const,
      queue_position: outcome.inFlight,
      release_id: release.id,
    };
    return { status: 202, body };
  });
}
