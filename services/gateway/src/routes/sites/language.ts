import { randomUUID } from 'node:crypto';
import { WorkflowExecutionAlreadyStartedError } from '@temporalio/client';
import {
  ApiError,
  buildHoldCredits,
  IN_FLIGHT_REVISION_STATUSES,
  isDeployedSite,
  primaryLanguage,
  taskQueue,
  workflowIds,
  WORKFLOWS,
  workflowSearchAttributes,
  type SiteLanguageInput,
} from '@sgs/contracts';
import { holdCreditsOrRefuse, refillIfShort, refillSafely } from '@sgs/billing';
import { holdKey } from '@sgs/db';
import type { GatewayDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import { ownedSite } from '../../http/owned-site';
import { lockOwnedSite } from '../revisions/admit';

/** The start happens inside the database transaction, so it must not hang. */
const WORKFLOW_START_DEADLINE_MS = 5_000;

const busy = (error: string, status: string, hint: string) => new ApiError(409, { error, status, hint });

/**
 * The site's languages a create or change body asks for, main first: `languages`, which must start with `language`
 * when both are given; else `language` alone; else none.
 */
export function siteLanguages(body: { language?: string; languages?: string[] }): string[] {
  if (!body.languages) return body.language ? [body.language] : [];
  if (body.language && body.language !== body.languages[0])
    throw new ApiError(400, {
      error: `languages must start with language (${body.language}): the first of languages is the site's main language`,
      hint: 'Send languages alone, or put language first in it.',
    });
  return body.languages;
}

/**
 * PATCH /v1/sites/:id `{ language }` or `{ languages }` on a built site: rewrites it in the new language(s) from its
 * stored research, as a new release (workflow siteLanguage, id site-language:<siteId>); `languages` adds or removes
 * the further languages' trees too. Admitted in one transaction, as a build is: the site row locked, no build,
 * revision or other language change running on it (409), the build's hold taken (402, after an auto-refill was
 * tried), the site marked building and the workflow started last. The languages the site has change nothing (200).
 */
export async function changeLanguage(
  deps: GatewayDeps,
  caller: Caller,
  siteId: string,
  body: { language?: string; languages?: string[] },
): Promise<200 | 202> {
  const { db, env } = deps;
  const [language, ...alternates] = siteLanguages(body);
  const owned = await ownedSite(db, caller.accountId, siteId);
  if (!language) return 200;
  const keeps = !body.languages || alternates.join() === owned.alternateLanguages.join();
  if (owned.language === language && keeps) return 200;
  if (!body.languages && owned.alternateLanguages.some((l) => primaryLanguage(l) === primaryLanguage(language)))
    throw new ApiError(400, {
      error: `language ${language} is already one of the site's other languages`,
      hint: 'Choose a language the site does not carry yet, or send languages to reorder them.',
    });
  const held = buildHoldCredits(Boolean(env.OPENAI_API_KEY));
  await refillIfShort(db, env, caller.accountId, held, deps.log);
  const changeId = randomUUID();
  let refillRound: number | null = null;
  await db.$transaction(async (tx) => {
    const site = (await lockOwnedSite(tx, caller.accountId, siteId))!;
    if (site.status === 'generating')
      throw busy('A build is running on this site', site.status, 'Change the language once the site is live again.');
    if (!isDeployedSite(site))
      throw busy('Site is not deployed yet', site.status, 'A site is rewritten once it has been built and deployed.');
    const revisions = await tx.revision.count({
      where: { siteId, status: { in: IN_FLIGHT_REVISION_STATUSES } },
    });
    if (revisions)
      throw busy('A revision is running on this site', site.status, 'Change the language once it has finished.');
    refillRound = await holdCreditsOrRefuse(tx, {
      accountId: caller.accountId,
      kind: 'language',
      key: holdKey('language', changeId),
      amount: held,
      siteId,
    });
    await tx.site.update({
      where: { id: siteId },
      data: {
        status: 'generating',
        generationPhase: 'generating',
        generationMessage: 'Rewriting the site in its new language',
      },
    });
    const input: SiteLanguageInput = {
      siteId,
      accountId: caller.accountId,
      changeId,
      language,
      ...(body.languages ? { alternateLanguages: alternates } : {}),
      taskQueuePrefix: env.TASK_QUEUE_PREFIX,
    };
    try {
      await deps.temporal.withDeadline(Date.now() + WORKFLOW_START_DEADLINE_MS, () =>
        deps.temporal.workflow.start(WORKFLOWS.siteLanguage, {
          workflowId: workflowIds.siteLanguage(siteId),
          taskQueue: taskQueue('siteBuild', env.TASK_QUEUE_PREFIX),
          args: [input],
          searchAttributes: workflowSearchAttributes({
            siteId,
            accountId: caller.accountId,
            slug: site.slug,
            businessName: site.businessName,
            accountEmail: caller.accountEmail,
          }),
        }),
      );
    } catch (err) {
      if (err instanceof WorkflowExecutionAlreadyStartedError)
        throw busy('A build is running on this site', site.status, 'Change the language once the site is live again.');
      throw err;
    }
  });
  if (refillRound !== null) await refillSafely(db, env, caller.accountId, deps.log, { round: refillRound });
  return 202;
}
