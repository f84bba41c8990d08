import { randomUUID } from 'node:crypto';
import {
  ApiError,
  isDesignStyle,
  looksLikeEmail,
  buildHoldCredits,
  taskQueue,
  workflowIds,
  WORKFLOWS,
  workflowSearchAttributes,
  type CreateSiteBody,
  type SiteBuildInput,
  type SiteInput,
} from '@sgs/contracts';
import { freeSlug, holdKey, isUniqueViolation, slugify, type Prisma } from '@sgs/db';
import { holdCreditsOrRefuse, refillIfShort, refillSafely } from '@sgs/billing';
import type { GatewayDeps } from '../../deps';
import type { Caller } from '../../http/auth';
import { idempotentTransaction, type IdempotencyClaim, type Outcome } from '../../http/idempotency';
import { takeDailyQuota } from '../../http/quota';
import { identifyBusiness, provisionalName, type Identity } from './identify';
import { siteLanguages } from './language';

const SLUG_ATTEMPTS = 3;
/** The start happens inside the database transaction, so it must not hang. */
const WORKFLOW_START_DEADLINE_MS = 5_000;

/** Spec 2.1 `input`: what the caller sent to identify and research the business; only non-empty fields. */
function inputSignal(body: CreateSiteBody, receivedAt: Date): SiteInput {
  const fields: Omit<SiteInput, 'received_at'> = {
    mapsUrl: body.mapsUrl,
    placeId: body.placeId,
    businessName: body.businessName,
    location: body.businessLocation,
    facebookUrl: body.facebookUrl,
    existingSiteUrl: body.existingSiteUrl,
  };
  const kept = Object.fromEntries(Object.entries(fields).filter(([, v]) => typeof v === 'string' && v.trim() !== ''));
  return { ...kept, received_at: receivedAt.toISOString() };
}

/** The accepted body as the build reads it: unknown design styles dropped, identity resolved. */
function buildRequest(body: CreateSiteBody, identity: Identity): Prisma.InputJsonValue {
  const { designStyle, ...rest } = body;
  return JSON.parse(JSON.stringify({ ...rest, ...(isDesignStyle(designStyle) ? { designStyle } : {}), identity }));
}

/**
 * POST /v1/sites: validate, identify, then in one transaction hold what the build can cost (buildHoldCredits) (402 when the
 * available credits cannot cover it, after an auto-refill was tried) and take the daily quota (429), write the site,
 * start its siteBuild workflow and store the idempotent response. Nothing is left half-written: any failure rolls
 * everything back. The hold is settled by the build's actual charge, or released when it fails.
 */
export async function createSite(
  deps: GatewayDeps,
  caller: Caller,
  body: CreateSiteBody,
  claim: IdempotencyClaim,
): Promise<Outcome> {
  const contactEmail = body.contactEmail?.trim() || undefined;
  if (contactEmail && !looksLikeEmail(contactEmail))
    throw new ApiError(400, { error: 'contactEmail must look like name@example.com' });
  const [language, ...alternateLanguages] = siteLanguages(body);
  const identity = await identifyBusiness(body, deps.resolveMapsUrl);
  const receivedAt = new Date();
  const name = provisionalName(body, identity);
  const held = buildHoldCredits(Boolean(deps.env.OPENAI_API_KEY));
  await refillIfShort(deps.db, deps.env, caller.accountId, held, deps.log);

  for (let attempt = 1; ; attempt++) {
    try {
      let refillRound: number | null = null;
      const created = await idempotentTransaction(deps.db, claim, async (tx) => {
        const id = randomUUID();
        refillRound = await holdCreditsOrRefuse(tx, {
          accountId: caller.accountId,
          kind: 'build',
          key: holdKey('build', id),
          amount: held,
          siteId: id,
        });
        await takeDailyQuota(tx, caller.accountId, 'site_generation', deps.env.DAILY_SITE_QUOTA, 'site generation');
        const slug = await freeSlug(tx, name ? slugify(name) : `site-${id.slice(0, 8)}`);
        await tx.site.create({
          data: {
            id,
            accountId: caller.accountId,
            slug,
            businessName: name ?? 'Business (name pending research)',
            status: 'generating',
            generationPhase: 'researching',
            generationMessage: 'Queued for research',
            contactEmail: contactEmail ?? null,
            operatorEmail: caller.accountEmail,
            allowMissingEmail: body.allowMissingEmail ?? false,
            reviewMode: body.review ?? 'auto',
            designStyle: isDesignStyle(body.designStyle) ? body.designStyle : null,
            allowStockPhotos: body.allowStockPhotos ?? false,
            language: language ?? null,
            alternateLanguages,
            origin: 'service_public',
            pagesProjectName: slug,
            inputSignal: inputSignal(body, receivedAt),
            buildRequest: buildRequest(body, identity),
          },
        });
        // Started inside the transaction, after every check (only the idempotent response is stored after it): if
        // it fails nothing commits; if the commit fails the workflow finds no site and ends.
        const input: SiteBuildInput = {
          siteId: id,
          accountId: caller.accountId,
          taskQueuePrefix: deps.env.TASK_QUEUE_PREFIX,
        };
        await deps.temporal.withDeadline(Date.now() + WORKFLOW_START_DEADLINE_MS, () =>
          deps.temporal.workflow.start(WORKFLOWS.siteBuild, {
            workflowId: workflowIds.siteBuild(id),
            taskQueue: taskQueue('siteBuild', deps.env.TASK_QUEUE_PREFIX),
            args: [input],
            searchAttributes: workflowSearchAttributes({
              siteId: id,
              accountId: caller.accountId,
              slug,
              businessName: name,
              accountEmail: caller.accountEmail,
            }),
          }),
        );
        return { status: 202, body: { siteId: id, status: 'generating' as const, slug } };
      });
      if (refillRound !== null)
        await refillSafely(deps.db, deps.env, caller.accountId, deps.log, { round: refillRound });
      return created;
    } catch (err) {
      if (err instanceof ApiError) throw err;
      const slugTaken = isUniqueViolation(err);
      if (slugTaken && attempt < SLUG_ATTEMPTS) continue;
      deps.log.error({ err }, 'site creation failed');
      throw new ApiError(500, { error: 'Failed to create site record', hint: 'Safe to retry.' });
    }
  }
}
