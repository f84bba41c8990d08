import { errors, isUuid } from '@sgs/contracts';
import type { Db, Prisma, Tx } from '@sgs/db';

/**
 * "Site owned by caller", the one definition: the caller's site (with `include`), or the spec's 404 `Site not
 * found`, which another account's site also gets so ids cannot be probed.
 */
export async function ownedSite<I extends Prisma.SiteInclude = Record<never, never>>(
  db: Db | Tx,
  accountId: string,
  siteId: string,
  include?: I,
): Promise<Prisma.SiteGetPayload<{ include: I }>> {
  const site = isUuid(siteId) ? await db.site.findFirst({ where: { id: siteId, accountId }, include }) : null;
  if (!site) throw errors.siteNotFound();
  return site as Prisma.SiteGetPayload<{ include: I }>;
}
