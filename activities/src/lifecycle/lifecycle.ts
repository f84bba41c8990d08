import { Context } from '@temporalio/activity';
import type { Env } from '@sgs/config';
import { sameEmail } from '@sgs/contracts';
import { ensureSiteLifecycle } from '@sgs/site-ops';
import type { Db } from '@sgs/db';
import { startEmailDelivery, dispatchConfigOf } from '@sgs/webhooks';

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
        select: {
          hostingTier: true,
          pauseState: true,
          lastRefreshedAt: true,
          currentReleaseId: true,
          deactivatedAt: true,
        },
      });
      return {
        // A deactivated site has no free-tier clock any more: the lifecycle ends as if the site were gone.
        exists: !!s && !s.deactivatedAt,
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

    /**
     * Mails the notice once per clock cycle and kind to the site's contact email and (an addition to spec 3.2) to
     * the API customer's account email, so the customer hears of it too; one mail when both are the same address.
     * `no_contact_email` when the site has none (the customer's copy is still sent).
     */
    async sendPauseNotice(
      siteId: string,
      kind: 'upcoming' | 'paused',
      cycle: number,
    ): Promise<'queued' | 'no_contact_email'> {
      const site = await db.site.findUniqueOrThrow({ where: { id: siteId }, include: { account: true } });
      const { subject, text } = NOTICE[kind](site.businessName, site.deploymentUrl ?? site.slug);
      const customerText = `${text}\n\n(You receive this as the API account that created the site ${site.id}.)`;
      const recipients: [string, string, string][] = [];
      if (site.contactEmail) recipients.push([`lifecycle:${siteId}:${cycle}:${kind}`, site.contactEmail, text]);
      if (!site.contactEmail || !sameEmail(site.contactEmail, site.account.email))
        recipients.push([`lifecycle:${siteId}:${cycle}:${kind}:account`, site.account.email, customerText]);
      for (const [dedupeKey, toAddress, body] of recipients) {
        const email = await db.outboundEmail.upsert({
          where: { dedupeKey },
          create: {
            accountId: site.accountId,
            siteId,
            dedupeKey,
            toAddress,
            fromAddress: env.MAIL_FROM,
            subject,
            text: body,
          },
          update: {},
        });
        await startEmailDelivery(Context.current().client, dispatchConfigOf(env), email.id);
      }
      return site.contactEmail ? 'queued' : 'no_contact_email';
    },
  };
}
export type LifecycleActivities = ReturnType<typeof createLifecycleActivities>;
