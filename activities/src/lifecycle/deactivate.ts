import type { Db } from '@sgs/db';

/** Spec 8: a deactivated site is kept this long, then archived. */
export const ARCHIVE_AFTER_DAYS = 90;
const DAY_MS = 86_400_000;

/**
 * Deactivates sites (an operator's command or an account closure): hosting and the form receiver stop answering
 * for them at once, the free-tier clock stops, and the rows stay for ARCHIVE_AFTER_DAYS before the maintenance
 * run archives them. Already-deactivated sites keep their first date. Returns how many changed.
 */
export async function deactivateSites(db: Db, scope: { siteId: string } | { accountId: string }): Promise<number> {
  const where = 'siteId' in scope ? { id: scope.siteId } : { accountId: scope.accountId };
  const r = await db.site.updateMany({ where: { ...where, deactivatedAt: null }, data: { deactivatedAt: new Date() } });
  return r.count;
}

/**
 * The archive step: sites deactivated more than ARCHIVE_AFTER_DAYS ago get archived_at (bounded per run; the rest
 * go on the next). Archived sites are never served again; their rows stay as the account's record.
 */
export async function archiveDeactivatedSites(db: Db, now = Date.now(), limit = 500): Promise<number> {
  const due = await db.site.findMany({
    where: { archivedAt: null, deactivatedAt: { lt: new Date(now - ARCHIVE_AFTER_DAYS * DAY_MS) } },
    select: { id: true },
    take: limit,
  });
  if (!due.length) return 0;
  const r = await db.site.updateMany({
    where: { id: { in: due.map((s) => s.id) }, archivedAt: null },
    data: { archivedAt: new Date(now) },
  });
  return r.count;
}
