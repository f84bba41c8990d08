// GET /v1/sites/:id/export (spec 4.2, 8): the live release as a streaming ZIP. Files are read one at a time
// as the archive is written, so memory stays flat however large the site.
import type { Request, Response } from 'express';
import { ZipFile } from 'yazl';
import { ApiError, safeErrorText } from '@sgs/contracts';
import { consumeDailyQuota, DAILY_RESET_DESCRIPTION, secondsUntilUtcMidnight } from '@sgs/db';
import type { GatewayDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import { ownedSite } from '../../http/owned-site';
import type { Readable } from 'node:stream';
import { exportEntries, type ExportEntry } from '@sgs/site-ops';

export const EXPORTS_PER_SITE_PER_DAY = 10;
/** Already-compressed formats are stored as they are. */
const STORED = /\.(png|jpe?g|webp|gif|ico|woff2?|zip)$/i;

/** `include_assets`: default true; `false`/`0` keeps only the HTML pages. */
export function includeAssetsOf(raw: unknown): boolean {
  if (raw === undefined || raw === '') return true;
  const v = String(raw).toLowerCase();
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  throw new ApiError(400, { error: 'include_assets must be true or false' });
}

const exportFailed = (detail: string) => new ApiError(500, { error: 'Export failed', detail, hint: 'Safe to retry.' });

/** Checks, lists, counts against the daily limit, records, then streams. */
export async function exportSite(
  deps: GatewayDeps,
  caller: Caller,
  id: string,
  req: Request,
  res: Response,
): Promise<void> {
  const { db, storage, log } = deps;
  const includeAssets = includeAssetsOf(req.query.include_assets);
  const site = await ownedSite(db, caller.accountId, id);
  if (!site.slug) throw new ApiError(422, { error: 'Site has no slug' });
  if (!site.currentReleaseId) {
    throw new ApiError(409, {
      error: 'Site is not deployed yet',
      status: site.status,
      hint: 'Export is available once the site is deployed.',
    });
  }

  let entries: ExportEntry[];
  try {
    entries = await exportEntries(storage, site.id, site.currentReleaseId, !includeAssets);
  } catch (err) {
    log.error({ err, siteId: site.id }, 'export: cannot read the release');
    throw exportFailed(`the deployed files cannot be read: ${safeErrorText(err)}`);
  }
  if (!entries.length) throw exportFailed('the deployed release has no files to export');
  const headers = {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename=${site.slug}.zip`,
    'Cache-Control': 'no-store',
  };
  // Express answers HEAD with the GET route: a HEAD checks availability without using one of the day's exports.
  if (req.method === 'HEAD') return void res.status(200).set(headers).end();

  const quota = await db.$transaction(async (tx) => {
    const q = await consumeDailyQuota(tx, caller.accountId, `export:${site.id}`, EXPORTS_PER_SITE_PER_DAY);
    if (q.allowed)
      await tx.siteExport.create({ data: { siteId: site.id, accountId: caller.accountId, includeAssets } });
    return q;
  });
  if (!quota.allowed) {
    const retryAfter = secondsUntilUtcMidnight();
    throw new ApiError(
      429,
      {
        error: `Daily export limit reached (${quota.limit} per site per UTC day)`,
        quota: { used: quota.used, limit: quota.limit, resetDescription: DAILY_RESET_DESCRIPTION },
        hint: `Try again after 00:00 UTC (in ${retryAfter} seconds).`,
      },
      { 'Retry-After': String(retryAfter) },
    );
  }

  const zip = new ZipFile();
  const releaseId = site.currentReleaseId;
  const mtime = new Date();
  let current: Readable | null = null;
  for (const e of entries) {
    zip.addReadStreamLazy(e.name, { mtime, mode: 0o100644, size: e.size, compress: !STORED.test(e.name) }, (cb) => {
      storage.openFile(site.id, releaseId, e.name).then(
        (opened) =>
          opened
            ? cb(null, (current = opened.body))
            : cb(new Error(`${e.name} is gone from the release`), undefined as unknown as NodeJS.ReadableStream),
        (err: Error) => cb(err, undefined as unknown as NodeJS.ReadableStream),
      );
    });
  }
  zip.end();
  res.status(200).set(headers);
  const output = zip.outputStream;
  zip.on('error', (err: Error) => {
    // Headers are gone by now: the client sees a cut-off archive, which a ZIP reader rejects.
    log.error({ err, siteId: site.id }, 'export: failed while streaming');
    res.destroy(err);
  });
  output.pipe(res);
  await new Promise<void>((resolve) => {
    res.once('finish', resolve);
    res.once('close', () => {
      // A client that went away: stop reading files (the open one is closed, no further one is opened).
      if (!res.writableFinished) {
        output.unpipe(res);
        current?.destroy();
        (output as unknown as { destroy?: () => void }).destroy?.();
      }
      resolve();
    });
  });
}
