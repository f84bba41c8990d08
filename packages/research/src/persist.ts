import { createHash } from 'node:crypto';
import type { BuildRequest } from '@sgs/contracts';
import type { Prisma } from '@sgs/db';
import type { PlaceDetails } from '@sgs/places';
import type { ResearchDeps, SiteRow } from './deps';
import type { ResearchFacts } from './types';

/** Writes research, the site's name/style/email and the account's directory entry in one transaction. */
export async function persist(
  deps: ResearchDeps,
  args: {
    site: SiteRow;
    req: BuildRequest;
    place: PlaceDetails | null;
    facts: ResearchFacts;
    research: Omit<Prisma.ResearchUncheckedCreateInput, 'siteId'>;
    designStyle: string;
    cascadeEmail: string | null;
    usage: { tokensIn: number; tokensOut: number; costMicroUsd: number };
  },
) {
  const { site, place, facts, research, usage } = args;
  const siteId = site.id;
  const json = (v: unknown) => v as Prisma.InputJsonValue;
  const { db, places } = deps;
  return db.$transaction(async (tx) => {
    // Usage is added once: a retried activity finds the research already written.
    const first = !(await tx.research.findUnique({ where: { siteId }, select: { siteId: true } }));
    await tx.research.upsert({ where: { siteId }, create: { siteId, ...research }, update: research });
    const s = await tx.site.update({
      where: { id: siteId },
      data: {
        businessName: facts.name,
        designStyle: args.designStyle,
        contactEmail: site.contactEmail ?? args.cascadeEmail,
        ...(first
          ? {
              tokensIn: { increment: usage.tokensIn },
              tokensOut: { increment: usage.tokensOut },
              costMicroUsd: { increment: usage.costMicroUsd },
            }
          : {}),
      },
    });
    const placeId =
      place?.placeId ??
      `local:${createHash('sha256')
        .update(`${facts.name}|${facts.location ?? ''}`.toLowerCase())
        .digest('hex')
        .slice(0, 24)}`;
    const placeRow = {
      source: place && places.name === 'google' ? 'google' : 'local',
      name: facts.name,
      address: facts.address ?? facts.location ?? null,
      phone: facts.phone ?? null,
      website: facts.website ?? null,
      rating: facts.rating ?? null,
      userRatingCount: facts.reviewCount ?? null,
      googleMapsUri: place?.googleMapsUri ?? null,
      businessType: place?.businessType ?? facts.category,
      details: json({
        types: place?.types ?? [],
        hours: facts.hours,
        location: place?.location ?? null,
        summary: place?.summary ?? null,
      }),
    };
    await tx.place.upsert({
      where: { accountId_placeId: { accountId: site.accountId, placeId } },
      create: { accountId: site.accountId, placeId, ...placeRow },
      update: placeRow,
    });
    return s;
  });
}
