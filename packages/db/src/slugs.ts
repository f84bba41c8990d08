import type { Db } from './client';
import { isUniqueViolation } from './errors';
import { isReservedSlug, SLUG_MAX_LENGTH } from './sites';

/** How long the address a site left keeps redirecting to it (and stays unavailable to other sites). */
export const SLUG_REDIRECT_DAYS = 30;
const DAY_MS = 86_400_000;

/** Lowercase letters and digits in groups joined by single hyphens (`--` is kept for release previews). */
const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export type SlugProblem = 'too_long' | 'malformed' | 'reserved';

/** Why a slug cannot be a site's address, or null when it can (whether it is free is another question). */
export function slugProblem(slug: string): SlugProblem | null {
  if (slug.length > SLUG_MAX_LENGTH) return 'too_long';
  if (!SLUG_SHAPE.test(slug)) return 'malformed';
  return isReservedSlug(slug) ? 'reserved' : null;
}

export type SlugChange = { changed: boolean } | { taken: true };

/**
 * Moves a site to a new address. The old one redirects to the site for SLUG_REDIRECT_DAYS; the new one must be
 * neither another site's address (the unique index decides between concurrent changes: one winner) nor an address
 * another site left within its redirect period. The site's own earlier address can be taken back. Both addresses are
 * locked for the transaction, so a change and a redirect of one address never interleave.
 */
export async function changeSiteSlug(
  db: Db,
  site: { id: string; accountId: string },
  slug: string,
  data: (oldSlug: string) => { deploymentUrl?: string | null } = () => ({}),
): Promise<SlugChange> {
  try {
    return await db.$transaction(async (tx) => {
      // The site row first: two changes of one site serialise, and each reads the address the other left.
      await tx.$queryRaw`select id::text from sites where id = ${site.id}::uuid for update`;
      const before = await tx.site.findFirstOrThrow({ where: { id: site.id, accountId: site.accountId } });
      if (before.slug === slug) return { changed: false };
      for (const s of [before.slug, slug].sort())
        await tx.$queryRaw`select pg_advisory_xact_lock(hashtextextended(${`site-slug:${s}`}, 0))::text as locked`;
      const now = new Date();
      const left = await tx.slugRedirect.findUnique({ where: { slug } });
      if (left && left.siteId !== site.id && left.expiresAt > now) return { taken: true };
      if (left) await tx.slugRedirect.delete({ where: { slug } });
      await tx.site.update({ where: { id: site.id }, data: { slug, ...data(before.slug) } });
      const expiresAt = new Date(now.getTime() + SLUG_REDIRECT_DAYS * DAY_MS);
      await tx.slugRedirect.upsert({
        where: { slug: before.slug },
        create: { slug: before.slug, siteId: site.id, expiresAt },
        update: { siteId: site.id, expiresAt, createdAt: now },
      });
      return { changed: true };
    });
  } catch (err) {
    if (isUniqueViolation(err)) return { taken: true };
    throw err;
  }
}
