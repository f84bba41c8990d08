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
 * PATCH /v1/sites/:id `{ language }` on a built site: rewrites it in the new language from its stored research, as
 * a new release (workflow siteLanguage, id site-language:<siteId>). Admitted in one transaction, as a build is: the
 * site row locked, no build, revision or other language change running on it (409), the build's hold taken (402,
 * after an auto-refill was tried), the site marked building and the workflow started last. The same language
 * changes nothing (200).
 */
export async function changeLanguage(
  deps: GatewayDeps,
  caller: Caller,
  siteId: string,
  language: string,
): Promise<200 | 202> {
  const { db, env } = deps;
  const owned = await ownedSite(db, caller.accountId, siteId);
  if (owned.language === language) return 200;
  if (owned.alternateLanguages.some((l) => primaryLanguage(l) === primaryLanguage(language)))
    throw new ApiError(400, {
      error: `language ${language} is already one of the site's other languages`,
      hint: 'Choose a language the site does not carry yet.',
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
