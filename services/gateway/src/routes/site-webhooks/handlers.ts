import { randomUUID } from 'node:crypto';
import { ApiError, errors, EVENT_TYPES, isEventType, isUuid, type EventType } from '@sgs/contracts';
import type { Db } from '@sgs/db';
import { generateSecret, samplePayload, secretPreview } from '@sgs/webhooks';
import type { GatewayDeps } from '../../deps';
import { ownedSite } from '../../http/owned-site';
import { rotateSecret } from '../../webhooks/rotate';
import { pingResponse, sendOnce } from '../../webhooks/test-ping';
import { assertDeliverableUrl } from '../../webhooks/url-check';
import { unknownEventType } from '../customer-webhook/handlers';

const notConfigured = () =>
  new ApiError(400, {
    ok: false,
    error: 'no_webhook_url_configured',
    hint: 'Configure it with POST /v1/sites/{id}/webhooks/forms first.',
  });

/** Most endpoints answer another account's site with the same 404 as a missing one (spec 5). */
const siteWithWebhook = (db: Db, id: string, accountId: string) => ownedSite(db, accountId, id, { formWebhook: true });

/** `originated_via`: the site's origin as recorded (service_public for sites built through this API). */
const originatedVia = (origin: string) => origin || 'service_public';

const NOTE_ISSUED =
  'Store this secret now: it is not shown again. Verify each delivery: X-Service-Signature must equal sha256=<hex HMAC-SHA256 ' +
  'keyed with the UTF-8 bytes of this whole secret over "<X-Service-Timestamp>.<raw body>">, and the timestamp must be within 300 s.';
const NOTE_KEPT =
  'The signing secret is unchanged. Send rotate_secret: true (or POST /v1/sites/{id}/webhook/regenerate-secret) for a new one.';

/** Spec 4.4 configure: 403 for another account's site (the one endpoint that says so), 404 for a missing one. */
export async function configure(
  deps: GatewayDeps,
  accountId: string,
  siteId: string,
  body: { webhook_url: string; rotate_secret?: boolean },
) {
  const { db, env } = deps;
  const site = isUuid(siteId)
    ? await db.site.findUnique({ where: { id: siteId }, include: { formWebhook: true } })
    : null;
  if (!site) throw errors.siteNotFound();
  if (site.accountId !== accountId) throw new ApiError(403, { error: 'Forbidden' });
  await assertDeliverableUrl(body.webhook_url, env.ALLOW_LOOPBACK_URLS, 'webhook_url');
  const issue = !site.formWebhook || body.rotate_secret === true;
  const secret = issue ? generateSecret() : site.formWebhook!.secret;
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.siteFormWebhook.upsert({
      where: { siteId },
      create: { siteId, accountId, url: body.webhook_url, secret, secretRotatedAt: now },
      update: { url: body.webhook_url, ...(issue ? { secret, secretRotatedAt: now } : {}) },
    });
    if (issue)
      await tx.webhookSecretRotation.create({
        data: { accountId, siteId, scope: 'site_form', secretPreview: secretPreview(secret), rotatedAt: now },
      });
  });
  return {
    ok: true as const,
    site_id: site.id,
    webhook_url: body.webhook_url,
    originated_via: originatedVia(site.origin),
    secret_issued: issue ? secret : null,
    secret_note: issue ? NOTE_ISSUED : NOTE_KEPT,
  };
}

/** A synthetic submission with no retries; the payload is form.submit's, marked test: true. */
export async function formsTest(deps: GatewayDeps, accountId: string, siteId: string) {
  const site = await siteWithWebhook(deps.db, siteId, accountId);
  if (!site.formWebhook) throw notConfigured();
  const payload = {
    submission_id: randomUUID(),
    site_id: site.id,
    business_name: site.businessName,
    slug: site.slug,
    deployment_url: site.deploymentUrl,
    page: 'contact.html',
    fields: { name: 'Test Submission', email: 'test@example.com', message: 'This is a synthetic test submission.' },
    submitted_at: new Date().toISOString(),
    platform_user_id: accountId,
    originated_via: originatedVia(site.origin),
    test: true,
  };
  const r = await sendOnce(deps, {
    accountId,
    siteId: site.id,
    endpoint: 'site_form',
    url: site.formWebhook.url,
    secret: site.formWebhook.secret,
    type: 'form.submit',
    payload,
    timeoutMs: deps.env.WEBHOOK_TIMEOUT_MS,
  });
  return {
    ok: r.outcome === 'delivered',
    status: r.status,
    response_body: r.responsePreview,
    event_id: r.eventId,
    ...(r.error ? { error: r.error } : {}),
  };
}

/** Per-site test ping to the form webhook URL: 10-second timeout (spec 8), no retries. */
export async function sitePing(deps: GatewayDeps, accountId: string, siteId: string, eventType: string | undefined) {
  const site = await siteWithWebhook(deps.db, siteId, accountId);
  if (eventType !== undefined && !isEventType(eventType)) throw unknownEventType(eventType, EVENT_TYPES);
  if (!site.formWebhook) throw notConfigured();
  const type: EventType = eventType ?? 'webhook.test_ping';
  const r = await sendOnce(deps, {
    accountId,
    siteId: site.id,
    endpoint: 'site_form',
    url: site.formWebhook.url,
    secret: site.formWebhook.secret,
    type,
    payload: samplePayload(type, { scope: 'site', siteId: site.id, accountId }),
    timeoutMs: deps.env.WEBHOOK_TIMEOUT_MS,
  });
  return pingResponse(r, type);
}

export async function siteRegenerate(deps: GatewayDeps, accountId: string, siteId: string) {
  const site = await siteWithWebhook(deps.db, siteId, accountId);
  if (!site.formWebhook) throw notConfigured();
  return rotateSecret(deps.db, deps.log, { accountId, siteId: site.id, scope: 'site_form' }, async (tx, secret, at) => {
    await tx.siteFormWebhook.update({ where: { siteId: site.id }, data: { secret, secretRotatedAt: at } });
  });
}
