// The model's translations of the owner's words, kept in research's summary for GET research `translations`.
import { researchSummary, type ResearchTranslation } from '@sgs/contracts';
import type { Db, Prisma } from '@sgs/db';

const sameText = (a: ResearchTranslation, b: ResearchTranslation) => a.source === b.source && a.language === b.language;

/**
 * Records `translations` on the site's research: a build's write replaces the list (`replace`, so a site written
 * without a model claims none); a revision adds its own, a newer translation of the same text replacing the older.
 */
export async function recordTranslations(
  db: Db,
  siteId: string,
  translations: ResearchTranslation[],
  mode: 'replace' | 'add',
): Promise<void> {
  const row = await db.research.findUnique({ where: { siteId }, select: { summary: true } });
  if (!row) return;
  const { translations: before, ...summary } = researchSummary.parse(row.summary ?? {});
  if (!translations.length && (mode === 'add' || !before)) return;
  const kept = mode === 'add' ? (before ?? []).filter((b) => !translations.some((t) => sameText(b, t))) : [];
  const all = [...kept, ...translations];
  const next = all.length ? { ...summary, translations: all } : summary;
  await db.research.update({ where: { siteId }, data: { summary: next as Prisma.InputJsonValue } });
}
