import type { Env } from '@sgs/config';
import { buildCredits } from '@sgs/contracts';
import { abandonLanguageChange, holdKey, settleHold, type Db, type Prisma } from '@sgs/db';
import type { Finding } from '@sgs/visual-review';
import { warningsOf } from './generate';

/** The ends of a language change (workflows/src/site-language.ts): its new release live and charged, or abandoned. */
export function createLanguageChangeActivities({ db, env }: { db: Db; env: Env }) {
  return {
    /**
     * The rewritten release is live: charged on its actual usage as a build is (capped at the change's hold, keyed
     * charge:site-language:<changeId>), and the site takes the language (and further languages), its review's warnings and a live status.
     */
    async completeLanguageChange(args: {
      siteId: string;
      changeId: string;
      language: string;
      /** The further languages, when the change set them (absent: the site keeps its own). */
      alternateLanguages?: string[];
      warnings: Finding[];
      costMicroUsd: number;
    }): Promise<{ creditsCharged: number }> {
      const site = await db.site.findUniqueOrThrow({ where: { id: args.siteId } });
      const { entry } = await settleHold(db, holdKey('language', args.changeId), {
        accountId: site.accountId,
        kind: 'charge',
        amount: -buildCredits(args.costMicroUsd),
        reason: `Site language ${args.language} ${site.slug}`,
        key: `charge:site-language:${args.changeId}`,
        siteId: site.id,
      });
      await db.site.updateMany({
        where: { id: site.id, status: 'generating' },
        data: {
          language: args.language,
          ...(args.alternateLanguages ? { alternateLanguages: args.alternateLanguages } : {}),
          status: args.warnings.length ? 'complete_with_warnings' : 'complete',
          generationPhase: 'complete',
          generationMessage: null,
          warnings: args.warnings.length
            ? (warningsOf(site.id, args.warnings, env.PUBLIC_BASE_URL) as unknown as Prisma.InputJsonValue)
            : [],
        },
      });
      return { creditsCharged: -entry.amount };
    },

    /** The change stopped before its release went live: nothing charged, the site live again as it was. */
    async abandonLanguageChange(args: { siteId: string; changeId: string }): Promise<void> {
      await abandonLanguageChange(db, args.siteId, holdKey('language', args.changeId));
    },
  };
}
export type LanguageChangeActivities = ReturnType<typeof createLanguageChangeActivities>;
