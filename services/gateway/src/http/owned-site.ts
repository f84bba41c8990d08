import { errors } from '@sgs/contracts';
import { findOwnedSite, type Db, type Prisma, type Tx } from '@sgs/db';

/** The caller's site (with `include`) by `findOwnedSite`, or the spec's 404 `Site not found`. */
export async function ownedSite<I extends Prisma.SiteInclude = Record<never, never>>(
  db: Db | Tx,
  accountId: string,
  siteId: string,
  include?: I,
): Promise<Prisma.SiteGetPayload<{ include: I }>> {
  const site = await findOwnedSite(db, accountId, siteId, include);
  if (!site) throw errors.siteNotFound();
  return site;
}
