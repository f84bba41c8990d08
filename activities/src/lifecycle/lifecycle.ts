import { WorkflowExecutionAlreadyStartedError, type Client } from '@temporalio/client';
import { Context } from '@temporalio/activity';
import type { Env } from '@sgs/config';
import { lifecycleRefreshedSignal, taskQueue, workflowIds, type SiteLifecycleInput } from '@sgs/contracts';
import type { Db } from '@sgs/db';
import { startEmailDelivery, dispatchConfigOf } from '@sgs/webhooks';

/** Starts the site's lifecycle workflow, or tells the running one the clock restarted (signalWithStart). */
export async function ensureSiteLifecycle(client: Client, env: Env, site: { id: string; accountId: string }) {
  const input: SiteLifecycleInput = {
    siteId: site.id,
    accountId: site.accountId,
    pauseAfterMs: env.FREE_TIER_PAUSE_AFTER,
    noticeBeforeMs: env.FREE_TIER_NOTICE_BEFORE,
  };
  try {
    await client.workflow.signalWithStart('siteLifecycle', {
      workflowId: workflowIds.siteLifecycle(site.id),
      taskQueue: taskQueue('siteBuild', env.TASK_QUEUE_PREFIX),
      args: [input],
      signal: lifecycleRefreshedSignal,
      signalArgs: [],
    });
  } catch (err) {
    if (!(err instanceof WorkflowExecutionAlreadyStartedError)) throw err;
  }
}

const NOTICE = {
  upcoming: (name: string, url: string) => ({
    subject: `${name}: your free website pauses in 24 hours`,
    text: `Your free website ${url} will pause in 24 hours because it has not been refreshed for a week.\n\nTo keep it online, refresh it from your dashboard or API (POST /v1/sites/<id>/refresh). Refreshing is free and takes seconds.`,
  }),
  paused: (name: string, url: string) => ({
    subject: `${name}: your free website is paused`,
    text: `Your free website ${url} is now paused: visitors see a notice instead of your pages.\n\nRefresh it from your dashboard or API (POST /v1/sites/<id>/refresh) and it is back within seconds, free of charge.`,
  }),
};

/** The free tier's clock (spec 3.2): state reads, the guarded pause, and notices. */
export function createLifecycleActivities(deps: { db: Db; env: Env }) {
  const { db, env } = deps;
  return {
    /** After a deploy: a free site's clock runs from its last_refreshed_at. */
    async startSiteLifecycle(siteId: string): Promise<void> {
      const site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
      if (site.hostingTier === 'free_subdomain') await ensureSiteLifecycle(Context.current().client, env, site);
    },

    async lifecycleState(siteId: string) {
      const s = await db.site.findUnique({
        where: { id: siteId },
        select: { hostingTier: true, pauseState: true, lastRefreshedAt: true, currentReleaseId: true },
      });
      return {
        exists: !!s,
        freeTier: s?.hostingTier === 'free_subdomain',
        deployed: !!s?.currentReleaseId,
        paused: s?.pauseState === 'paused',
        lastRefreshedAt: s?.lastRefreshedAt?.getTime() ?? null,
      };
    },

    /** Pauses only if nothing changed since the workflow read the clock: a refresh or a tier change wins. */
    async pauseSite(siteId: string, lastRefreshedAt: number): Promise<boolean> {
      const res = await db.site.updateMany({
        where: {
          id: siteId,
          hostingTier: 'free_subdomain',
          pauseState: 'active',
          lastRefreshedAt: new Date(lastRefreshedAt),
        },
        data: { pauseState: 'paused' },
      });
      return res.count === 1;
    },

    /** Mails the contact email once per clock cycle and kind; a site without one gets no mail. */
    async sendPauseNotice(
      siteId: string,
      kind: 'upcoming' | 'paused',
      cycle: number,
    ): Promise<'queued' | 'no_contact_email'> {
      const site = await db.site.findUniqueOrThrow({ where: { id: siteId } });
      if (!site.contactEmail) return 'no_contact_email';
      const { subject, text } = NOTICE[kind](site.businessName, site.deploymentUrl ?? site.slug);
      const dedupeKey = `lifecycle:${siteId}:${cycle}:${kind}`;
      const email = await db.outboundEmail.upsert({
        where: { dedupeKey },
        create: {
          accountId: site.accountId,
          siteId,
          dedupeKey,
          toAddress: site.contactEmail,
          fromAddress: env.MAIL_FROM,
          subject,
          text,
        },
        update: {},
      });
      await startEmailDelivery(Context.current().client, dispatchConfigOf(env), email.id);
      return 'queued';
    },
  };
}
export type LifecycleActivities = ReturnType<typeof createLifecycleActivities>;
