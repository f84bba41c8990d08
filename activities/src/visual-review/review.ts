import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import { FAILURE_TYPES } from '@sgs/contracts';
import { thumbnailAssetPath, type SiteStorage } from '@sgs/storage';
import {
  ChromiumNotFoundError,
  ReviewInputError,
  ReviewMemo,
  reviewSite,
  takeThumbnail,
  type BrowserPool,
  type ReviewResult,
} from '@sgs/visual-review';

export interface VisualReviewDeps {
  storage: SiteStorage;
  /** One Chromium per worker process, shared by every review it runs. */
  browserPool: BrowserPool;
}

export interface ReviewReleaseInput {
  siteId: string;
  releaseId: string;
  /** Pages the generator meant to produce (`index.html`, `services.html`, ...); each missing one is catastrophic. */
  pages: string[];
  /**
   * Keep screenshots with the release (default true): each page's first screen at phone width, for operators, and a
   * crop of the area of each finding that has one (the finding's `screenshot`, shown to the owner with its warning).
   */
  screenshots?: boolean;
}

export interface ReviewReleaseResult extends Omit<ReviewResult, 'screenshotDir'> {
  /**
   * Storage asset paths of the screenshots (`review/<releaseId>/<page>.mobile.png`, `review/<releaseId>/findings/<n>.png`);
   * empty when not taken. A finding's `screenshot` is one of them.
   */
  screenshots: string[];
}

/** Where a review's screenshot is kept among the site's assets. */
const reviewAssetPath = (releaseId: string, name: string) => `review/${releaseId}/${name}`;

/** Long enough apart to be cheap, short enough that a cancel (delivered on a heartbeat) lands within seconds. */
const HEARTBEAT_EVERY_MS = 5_000;

/** The visual-review task queue's activities (spec 3.1, 8): review a written release in the shared Chromium. */
export function createVisualReviewActivities({ storage, browserPool }: VisualReviewDeps) {
  // A build's steering attempts re-render its site: pages whose inputs did not change are not reviewed again
  // (when the attempt lands on this worker; elsewhere it is a full review).
  const memo = new ReviewMemo();
  /** The release's files as a local tree; a release that is not stored fails for good. */
  const releaseDir = async (siteId: string, releaseId: string) => {
    try {
      return await storage.releaseDir(siteId, releaseId);
    } catch (err) {
      throw ApplicationFailure.nonRetryable(
        `release ${releaseId} of site ${siteId} not found: ${String(err)}`,
        FAILURE_TYPES.ReleaseNotFound,
      );
    }
  };
  return {
    /**
     * Reviews every page of a release at mobile, tablet and desktop width. The site's faults come back in
     * the result (catastrophic vs regular findings); a throw means the review could not run.
     */
    async reviewRelease({
      siteId,
      releaseId,
      pages,
      screenshots = true,
    }: ReviewReleaseInput): Promise<ReviewReleaseResult> {
      const ctx = Context.current();
      const dir = await releaseDir(siteId, releaseId);
      const progress = { done: 0, total: 0 };
      ctx.heartbeat(progress);
      // Pages are bounded by their own deadline, so this beat never keeps a stuck review alive for long.
      const beat = setInterval(() => ctx.heartbeat(progress), HEARTBEAT_EVERY_MS);
      const shotDir = screenshots ? await fs.promises.mkdtemp(path.join(os.tmpdir(), 'sgs-review-shots-')) : undefined;
      try {
        const { screenshotDir: _local, ...result } = await reviewSite({
          dir,
          pages,
          browserPool,
          reuse: { memo, scope: siteId },
          signal: ctx.cancellationSignal,
          ...(shotDir ? { screenshotDir: shotDir } : {}),
          onProgress: (done, total) => {
            Object.assign(progress, { done, total });
            ctx.heartbeat(progress);
          },
        });
        const kept: string[] = [];
        if (shotDir) {
          const files = await fs.promises.readdir(shotDir, { recursive: true, withFileTypes: true });
          const names = files
            .filter((f) => f.isFile())
            .map((f) => path.relative(shotDir, path.join(f.parentPath, f.name)).split(path.sep).join('/'))
            .sort();
          for (const name of names) {
            const asset = reviewAssetPath(releaseId, name);
            await storage.writeAsset(siteId, asset, await fs.promises.readFile(path.join(shotDir, name)));
            kept.push(asset);
          }
          for (const f of [...result.findings, ...result.catastrophic])
            if (f.screenshot) f.screenshot = reviewAssetPath(releaseId, f.screenshot);
        }
        return { ...result, screenshots: kept };
      } catch (err) {
        if (err instanceof ChromiumNotFoundError)
          throw ApplicationFailure.nonRetryable(err.message, FAILURE_TYPES.ChromiumNotFound);
        if (err instanceof ReviewInputError)
          throw ApplicationFailure.nonRetryable(err.message, FAILURE_TYPES.InvalidReviewInput);
        throw err; // cancellation and browser crashes: Temporal records the cancel or retries
      } finally {
        clearInterval(beat);
        if (shotDir) await fs.promises.rm(shotDir, { recursive: true, force: true });
      }
    },

    /** Keeps a small picture of a release's home page (shown by the dashboard); a retry overwrites the same asset. */
    async captureThumbnail({ siteId, releaseId }: { siteId: string; releaseId: string }): Promise<void> {
      const dir = await releaseDir(siteId, releaseId);
      const jpeg = await takeThumbnail({ dir, browserPool, signal: Context.current().cancellationSignal });
      await storage.writeAsset(siteId, thumbnailAssetPath(releaseId), jpeg);
    },
  };
}

export type VisualReviewActivities = ReturnType<typeof createVisualReviewActivities>;
