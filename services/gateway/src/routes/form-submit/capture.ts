import { randomUUID } from 'node:crypto';
import { looksLikeEmail } from '@sgs/contracts';
import type { Prisma } from '@sgs/db';
import { dispatchConfigOf, dispatchEvent, recordEventTx, startEmailDelivery } from '@sgs/webhooks';
import type { GatewayDeps } from '../../deps';

type Site = Prisma.SiteGetPayload<{
  select: {
    id: true;
    accountId: true;
    slug: true;
    businessName: true;
    deploymentUrl: true;
    contactEmail: true;
    origin: true;
  };
}>;

/** Starting delivery runs must not hold the visitor's request; the outbox sweep starts whatever this misses. */
const DISPATCH_DEADLINE_MS = 3_000;

const oneLine = (s: string) => s.replace(/[\r\n]+/g, ' ').slice(0, 200);

function emailText(site: Site, fields: Record<string, string>, page: string | null, at: Date) {
  const lines = Object.entries(fields).map(([k, v]) => `${k}: ${v}`);
  return [
    `New form submission on ${site.businessName}${site.deploymentUrl ? ` (${site.deploymentUrl})` : ''}`,
    `Page: ${page ?? 'unknown'}`,
    `Submitted: ${at.toISOString()}`,
    '',
    ...lines,
    '',
    '-- ',
    "Sent by the Site Generation Service because this address is the site's contact email.",
  ].join('\n');
}

/**
 * Spec 6.4, three independent channels: the submission is stored first (always), together with its
 * form.submit event (-> form webhook, and the lifecycle webhook when subscribed) and, when the site has a
 * contact email, an outbox email. Then the durable sends are started; if that fails the lead is still kept
 * and the outbox sweep starts them later.
 */
export async function captureSubmission(
  deps: GatewayDeps,
  site: Site,
  lead: [string, string][],
  page: string | null,
): Promise<string> {
  const { db, env, log } = deps;
  const submissionId = randomUUID();
  const at = new Date();
  const fields = Object.fromEntries(lead);
  const payload = {
    submission_id: submissionId,
    site_id: site.id,
    business_name: site.businessName,
    slug: site.slug,
    deployment_url: site.deploymentUrl,
    page,
    fields,
    submitted_at: at.toISOString(),
    platform_user_id: site.accountId,
    originated_via: site.origin || 'service_public',
  };
  const replyTo = lead.find(([k, v]) => /e-?mail/i.test(k) && looksLikeEmail(v))?.[1] ?? null;
  const { eventId, emailId } = await db.$transaction(async (tx) => {
    await tx.formSubmission.create({
      data: { id: submissionId, siteId: site.id, accountId: site.accountId, fields, page, createdAt: at },
    });
    const { eventId } = await recordEventTx(
      tx,
      {
        accountId: site.accountId,
        siteId: site.id,
        type: 'form.submit',
        payload,
        dedupeKey: `form-submit:${submissionId}`,
      },
      { occurredAt: at },
    );
    await tx.formSubmission.update({ where: { id: submissionId }, data: { eventId } });
    const email = site.contactEmail
      ? await tx.outboundEmail.create({
          data: {
            accountId: site.accountId,
            siteId: site.id,
            dedupeKey: `form-submit:${submissionId}`,
            toAddress: site.contactEmail,
            fromAddress: env.MAIL_FROM,
            replyTo,
            subject: oneLine(`New form submission: ${site.businessName}`),
            text: emailText(site, fields, page, at),
          },
        })
      : null;
    return { eventId, emailId: email?.id ?? null };
  });

  const cfg = dispatchConfigOf(env);
  const dispatch = Promise.all([
    dispatchEvent(db, deps.temporal, cfg, eventId),
    emailId ? startEmailDelivery(deps.temporal, cfg, emailId) : Promise.resolve(false),
  ]);
  const deadline = new Promise<'late'>((r) => setTimeout(() => r('late'), DISPATCH_DEADLINE_MS).unref());
  try {
    if ((await Promise.race([dispatch, deadline])) === 'late')
      log.warn({ submissionId }, 'form submit: delivery start is slow; the outbox sweep will make sure');
  } catch (err) {
    log.warn({ err, submissionId }, 'form submit: could not start delivery now; the outbox sweep will');
  }
  dispatch.catch(() => undefined);
  return submissionId;
}
