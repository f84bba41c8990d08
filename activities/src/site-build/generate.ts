import type { Env } from '@sgs/config';
import {
  buildCredits,
  buildModelBudgetMicroUsd,
  emailStatus,
  isUuid,
  PRICING,
  primaryLanguage,
  researchSummary,
  type ResearchTranslation,
} from '@sgs/contracts';
import { holdKey, readBuildRequest, readInputSignal, readWarnings, settleHold, type Db, type Prisma } from '@sgs/db';
import {
  applySteering,
  eachLanguage,
  createDeterministicWriter,
  createWriter,
  parseSiteDocument,
  writerInputOf,
  type ResearchInput,
} from '@sgs/site-kit';
import type { SiteStorage } from '@sgs/storage';
import { suggestedPrompt, type Finding } from '@sgs/visual-review';
import { readResearchRecord, researchPhotos } from '@sgs/research';
import { createReleaseService } from '@sgs/releases';
import { applyContactEmail } from '@sgs/site-ops';

export { deploymentUrlFor } from '@sgs/releases';

export interface GenerationDeps {
  db: Db;
  storage: SiteStorage;
  env: Env;
}

export interface GeneratedRelease {
  releaseId: string;
  pages: string[];
  /** what steering changed for this attempt */
  steering: string[];
}

/** The gateway URL of a review crop kept as `review/<releaseId>/findings/<n>.png` (owner only, see the releases routes). */
const screenshotUrl = (publicBaseUrl: string, siteId: string, asset: string | undefined) => {
  const [top, releaseId, findings, file, ...rest] = asset?.split('/') ?? [];
  const ok = top === 'review' && isUuid(releaseId) && findings === 'findings' && /^\d+\.png$/.test(file ?? '');
  return ok && !rest.length ? `${publicBaseUrl}/v1/sites/${siteId}/review-screenshots/${releaseId}/${file}` : undefined;
};

/** Spec 2.2 warning objects for GET (fix_via_revision) from review findings, with the crop of each one's area. */
export const warningsOf = (siteId: string, findings: Finding[], publicBaseUrl: string) =>
  findings.map((f) => {
    const shot = screenshotUrl(publicBaseUrl, siteId, f.screenshot);
    return {
      rule: f.rule,
      severity: f.severity,
      page: f.page,
      viewport: f.viewport,
      description: f.description,
      fix_via_revision: { endpoint: `/v1/sites/${siteId}/revisions`, suggested_prompt: suggestedPrompt(f) },
      ...(shot ? { screenshot_url: shot } : {}),
    };
  });

type Usage = { tokensIn: number; tokensOut: number; costMicroUsd: number };
const addUsage = (a: Usage, b: Usage): Usage => ({
  tokensIn: a.tokensIn + b.tokensIn,
  tokensOut: a.tokensOut + b.tokensOut,
  costMicroUsd: a.costMicroUsd + b.costMicroUsd,
});

export function createGenerationActivities({ db, storage, env }: GenerationDeps) {
  const releases = createReleaseService({ db, storage, env });
  const writer = createWriter(env);
  const builtInWriter = createDeterministicWriter();
  /** The model writes only while the work's token budget (its hold above the base) has room; then the built-in writer. */
  async function writerWithinBudget(key: string, spentMicroUsd: number) {
    if (writer.kind !== 'llm') return writer;
    const hold = await db.creditHold.findUnique({ where: { key } });
    return buildModelBudgetMicroUsd(hold?.amount ?? PRICING.build.max, spentMicroUsd) > 0 ? writer : builtInWriter;
  }
  /**
   * The model's translations of the owner's words, kept in research's summary for GET research `translations`: each
   * write replaces the last one's, and a site written without a model claims none.
   */
  async function recordTranslations(siteId: string, translations: ResearchTranslation[]) {
    const row = await db.research.findUnique({ where: { siteId }, select: { summary: true } });
    if (!row) return;
    const { translations: before, ...summary } = researchSummary.parse(row.summary ?? {});
    if (!translations.length && !before) return;
    const next = translations.length ? { ...summary, translations } : summary;
    await db.research.update({ where: { siteId }, data: { summary: next as Prisma.InputJsonValue } });
  }

  /** What the writer reads: the research record, the site's choices and the photo catalog, with the photos' bytes. */
  async function writerInput(
    siteId: string,
    language?: string,
  ): Promise<{ input: ResearchInput; assets: Map<string, Buffer> }> {
    const found = await db.site.findUnique({ where: { id: siteId }, include: { research: true } });
    if (!found?.research) throw new Error(`site ${siteId} has no research`);
    const site = language ? { ...found, language } : found;
    // Read once: the writer measures the photos with these bytes and the release renders from them.
    const assets = await releases.photoAssets(siteId);
    const photos = (await researchPhotos(db, siteId, { includeExcluded: false })).filter((p) => assets.has(p.id));
    const input = writerInputOf(
      readResearchRecord(found.research),
      { ...site, businessDescription: readBuildRequest(site).businessDescription },
      photos,
    );
    return { input, assets };
  }

  /**
   * One attempt of a build or a language change: attempt 1 writes the site document from research, later attempts
   * steer the previous one with the review's findings; the rendered release is stored under keyOf(attempt).
   */
  async function makeRelease(args: {
    siteId: string;
    attempt: number;
    findings: Finding[];
    kind: 'build' | 'language';
    keyOf: (attempt: number) => string;
    rewrite?: { language: string; hold: string; alternateLanguages?: string[] };
  }): Promise<GeneratedRelease & { costMicroUsd: number }> {
    const sourceKey = args.keyOf(args.attempt);
    const done = await db.siteRelease.findUnique({ where: { siteId_sourceKey: { siteId: args.siteId, sourceKey } } });
    if (done) return { releaseId: done.id, pages: done.pages, steering: [], costMicroUsd: 0 };
    const site = await db.site.findUniqueOrThrow({ where: { id: args.siteId } });
    let document;
    let steering: string[] = [];
    let usage = { tokensIn: 0, tokensOut: 0, costMicroUsd: 0 };
    let assets: Map<string, Buffer> | undefined;
    const previous =
      args.attempt > 1
        ? await db.siteRelease.findUnique({
            where: { siteId_sourceKey: { siteId: site.id, sourceKey: args.keyOf(args.attempt - 1) } },
          })
        : null;
    if (previous) {
      // Later attempts keep the written copy and narrow the layout choices the review complained about.
      // Every language gets the same layout choices, so the languages look alike.
      document = eachLanguage(parseSiteDocument(previous.document), (doc, i) => {
        const steered = applySteering(doc, args.findings, args.attempt);
        if (i === 0) steering = steered.actions;
        return steered.document;
      });
    } else {
      const read = await writerInput(args.siteId, args.rewrite?.language);
      assets = read.assets;
      const chosen = () =>
        args.rewrite
          ? writerWithinBudget(args.rewrite.hold, 0)
          : writerWithinBudget(holdKey('build', site.id), site.costMicroUsd);
      const written = await (await chosen()).write(read.input, { assets });
      usage = written.usage;
      const translations = [...(written.translations ?? [])];
      // Each further language is written natively from the same research, never translated from the first.
      const alternates = [];
      for (const language of args.rewrite?.alternateLanguages ?? site.alternateLanguages) {
        if (primaryLanguage(language) === primaryLanguage(written.document.lang)) continue;
        const other = await (await chosen()).write({ ...read.input, language }, { assets });
        alternates.push(other.document);
        translations.push(...(other.translations ?? []));
        usage = addUsage(usage, other.usage);
      }
      document = alternates.length ? { ...written.document, alternates } : written.document;
      await recordTranslations(site.id, translations);
      // The language the writer chose is the site's from now on (GET shows it; re-writes keep it). A language
      // change sets it only once its release is live (completeLanguageChange).
      if (!site.language && !args.rewrite)
        await db.site.update({ where: { id: site.id }, data: { language: document.lang } });
    }
    const stored = await releases.storeRelease(site, document, args.kind, sourceKey, assets);
    // Counted with the release it paid for: a retried activity finds the release and never counts twice.
    if (stored.created && usage.tokensIn + usage.tokensOut > 0) {
      await db.site.update({
        where: { id: site.id },
        data: {
          tokensIn: { increment: usage.tokensIn },
          tokensOut: { increment: usage.tokensOut },
          costMicroUsd: { increment: usage.costMicroUsd },
        },
      });
    }
    return {
      releaseId: stored.releaseId,
      pages: stored.pages,
      steering,
      costMicroUsd: stored.created ? usage.costMicroUsd : 0,
    };
  }

  return {
    /**
     * Writes (attempt 1) or steers (later attempts) the site document, renders it and stores an immutable
     * release. Idempotent per attempt: a retried activity returns the release it already made.
     */
    async generateRelease(args: { siteId: string; attempt: number; findings: Finding[] }): Promise<GeneratedRelease> {
      const made = await makeRelease({ ...args, kind: 'build', keyOf: (n) => `build:${n}` });
      return { releaseId: made.releaseId, pages: made.pages, steering: made.steering };
    },

    /**
     * A built site rewritten in another language from its stored research (PATCH /v1/sites/:id `language`): the
     * build's writer and steering, its releases keyed by the change (language:<changeId>:<attempt>) and its model
     * budget by the change's own hold. `costMicroUsd`: what this attempt's writing cost (0 when steered or retried).
     */
    async rewriteRelease(args: {
      siteId: string;
      changeId: string;
      language: string;
      /** The further languages the change writes (PATCH `languages`); absent, the site's own. */
      alternateLanguages?: string[];
      attempt: number;
      findings: Finding[];
    }): Promise<GeneratedRelease & { costMicroUsd: number }> {
      return makeRelease({
        ...args,
        kind: 'language',
        keyOf: (n) => `language:${args.changeId}:${n}`,
        rewrite: {
          language: args.language,
          hold: holdKey('language', args.changeId),
          ...(args.alternateLanguages ? { alternateLanguages: args.alternateLanguages } : {}),
        },
      });
    },

    /**
     * Points the site at the release (atomic: hosting reads the pointer). A contact email changed while the
     * build was reviewing or deploying (POST /contact answers `not_yet_shipped`) ships with it: the release
     * is re-rendered with the stored address first.
     */
    async deployRelease(args: {
      siteId: string;
      releaseId: string;
    }): Promise<{ deploymentUrl: string; releaseId: string }> {
      const site = await db.site.findUniqueOrThrow({ where: { id: args.siteId } });
      const release = await db.siteRelease.findUniqueOrThrow({ where: { id: args.releaseId } });
      const document = parseSiteDocument(release.document);
      let releaseId = args.releaseId;
      if (site.contactEmail && document.business.email?.toLowerCase() !== site.contactEmail.toLowerCase()) {
        const updated = applyContactEmail(document, site.contactEmail, document.business.email);
        releaseId = (
          await releases.storeRelease(
            site,
            updated,
            'build',
            `${release.sourceKey}:contact:${site.contactEmail.toLowerCase()}`,
          )
        ).releaseId;
      }
      return { ...(await releases.movePointer(args.siteId, releaseId)), releaseId };
    },

    /**
     * Ends a successful build: status complete or complete_with_warnings, warnings stored, and credits
     * charged once on actual usage, settling the hold taken at admission (both keyed: a retry is harmless).
     */
    async completeBuild(args: { siteId: string; warnings: Finding[] }): Promise<{ creditsCharged: number }> {
      const site = await db.site.findUniqueOrThrow({ where: { id: args.siteId } });
      // Settled first: the charge is capped at what the build held, and the site records what was charged.
      const { entry } = await settleHold(db, holdKey('build', site.id), {
        accountId: site.accountId,
        kind: 'charge',
        amount: -buildCredits(site.costMicroUsd),
        reason: `Site build ${site.slug}`,
        key: `charge:site-build:${site.id}`,
        siteId: site.id,
      });
      const credits = -entry.amount;
      await db.site.updateMany({
        where: { id: site.id, status: 'generating' },
        data: {
          status: args.warnings.length ? 'complete_with_warnings' : 'complete',
          generationPhase: 'complete',
          generationMessage: null,
          warnings: args.warnings.length
            ? (warningsOf(site.id, args.warnings, env.PUBLIC_BASE_URL) as unknown as Prisma.InputJsonValue)
            : undefined,
          creditsCharged: credits,
        },
      });
      return { creditsCharged: credits };
    },

    /** Spec 6.3 site.complete payload; warnings carry remediation_prompt. */
    async completePayload(siteId: string) {
      const site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
      const warnings = readWarnings(site);
      return {
        site_id: site.id,
        deployment_url: site.deploymentUrl,
        slug: site.slug,
        business_name: site.businessName,
        platform_user_id: site.accountId,
        status: site.status,
        email_status: emailStatus(site.contactEmail, site.operatorEmail),
        input: readInputSignal(site),
        usage: { cost_usd: site.costMicroUsd / 1_000_000, tokens_in: site.tokensIn, tokens_out: site.tokensOut },
        ...(warnings.length
          ? {
              warnings: warnings.map(({ fix_via_revision, ...w }) => ({
                ...w,
                remediation_prompt: fix_via_revision?.suggested_prompt,
              })),
            }
          : {}),
      };
    },
  };
}
export type GenerationActivities = ReturnType<typeof createGenerationActivities>;
