import { createHash, randomUUID } from 'node:crypto';
import { looksLikeEmail } from '@sgs/contracts';
import type { Prisma, Tx } from '@sgs/db';
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

/** Upper bound on the recent submissions compared (the per-site rate limit keeps a real window far below it). */
const DUPLICATE_SCAN = 500;

/**
 * What two submissions are compared on for duplicate suppression: field names and values with Unicode compatibility
 * forms folded, surrounding and repeated whitespace collapsed and case ignored; field order does not matter.
 */
export function leadFingerprint(fields: Record<string, unknown>): string {
  const norm = (v: unknown) => String(v).normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
  const pairs = Object.entries(fields).map(([k, v]) => `${norm(k)}\u0000${norm(v)}`);
  return pairs.sort().join('\u0001');
}

/** Why the lead reached this address: the site's contact email, or the account's when the site has no channel. */
type Recipient = 'contact_email' | 'account_email';

function emailText(site: Site, fields: Record<string, string>, page: string | null, at: Date, to: Recipient) {
  const lines = Object.entries(fields).map(([k, v]) => `${k}: ${v}`);
  return [
    `New form submission on ${site.businessName}${site.deploymentUrl ? ` (${site.deploymentUrl})` : ''}`,
    `Page: ${page ?? 'unknown'}`,
    `Submitted: ${at.toISOString()}`,
    '',
    ...lines,
    '',
    '-- ',
    to === 'contact_email'
      ? "Sent by the Site Generation Service because this address is the site's contact email."
      : `Sent by the Site Generation Service to your account's address because ${site.businessName} has no contact ` +
        'email and no form webhook. Set either one for the site and its leads go there instead.',
  ].join('\n');
}

/** Where a lead is mailed: the contact email; else, when no form webhook takes it either, the account's email. */
async function leadRecipient(tx: Tx, site: Site): Promise<{ address: string; kind: Recipient } | null> {
  if (site.contactEmail) return { address: site.contactEmail, kind: 'contact_email' };
  if (await tx.siteFormWebhook.findUnique({ where: { siteId: site.id }, select: { siteId: true } })) return null;
  const account = await tx.account.findUniqueOrThrow({ where: { id: site.accountId }, select: { email: true } });
  return { address: account.email, kind: 'account_email' };
}

/**
 * Spec 6.4, three independent channels: the submission is stored first (always), together with its
 * form.submit event (-> form webhook, and the lifecycle webhook when subscribed) and, when the site has a
 * contact email, an outbox email. No lead waits unseen: a site with neither a contact email nor a form webhook
 * has each lead mailed to its account's address instead. Then the durable sends are started; if that fails the
 * lead is still kept and the outbox sweep starts them later.
 *
 * Duplicate suppression: the same fields (leadFingerprint) posted to the same site within FORM_DUPLICATE_WINDOW_MS of a
 * stored submission (a double click, a resent form, a bot replaying one post) store and queue nothing; the answer is the
 * first submission's id. Concurrent duplicates are serialised on a transaction-scoped advisory lock of (site, fields).
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
  const fingerprint = leadFingerprint(fields);
  type Stored = { duplicateOf: string } | { eventId: string; emailId: string | null };
  const stored = await db.$transaction(async (tx): Promise<Stored> => {
    if (env.FORM_DUPLICATE_WINDOW_MS > 0) {
      const lockKey = `form-duplicate:${site.id}:${createHash('sha256').update(fingerprint).digest('hex')}`;
      await tx.$queryRaw`select pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))::text as locked`;
      const recent = await tx.formSubmission.findMany({
        where: { siteId: site.id, createdAt: { gte: new Date(at.getTime() - env.FORM_DUPLICATE_WINDOW_MS) } },
        select: { id: true, fields: true },
        orderBy: { createdAt: 'desc' },
        take: DUPLICATE_SCAN,
      });
      const original = recent.find(
        (r) =>
          r.fields !== null &&
          typeof r.fields === 'object' &&
          !Array.isArray(r.fields) &&
          leadFingerprint(r.fields) === fingerprint,
      );
      if (original) return { duplicateOf: original.id };
    }
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
    const to = await leadRecipient(tx, site);
    const email = to
      ? await tx.outboundEmail.create({
          data: {
            accountId: site.accountId,
            siteId: site.id,
            dedupeKey: `form-submit:${submissionId}`,
            toAddress: to.address,
            fromAddress: env.MAIL_FROM,
            replyTo,
            subject: oneLine(`New form submission: ${site.businessName}`),
            text: emailText(site, fields, page, at, to.kind),
          },
        })
      : null;
    return { eventId, emailId: email?.id ?? null };
  });
  if ('duplicateOf' in stored) {
    log.info({ siteId: site.id, duplicateOf: stored.duplicateOf }, 'form submit: duplicate suppressed');
    return stored.duplicateOf;
  }
  const { eventId, emailId } = stored;

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
