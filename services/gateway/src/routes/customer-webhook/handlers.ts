import { ApiError, AUTH_MODE, EVENT_TYPES, isEventType, SUBSCRIBABLE_EVENTS, type EventType } from '@sgs/contracts';
import type { Db } from '@sgs/db';
import { generateSecret, samplePayload, secretPreview } from '@sgs/webhooks';
import type { GatewayDeps } from '../../deps';
import { rotateSecret } from '../../webhooks/rotate';
import { pingResponse, sendOnce } from '../../webhooks/test-ping';
import { assertDeliverableUrl } from '../../webhooks/url-check';

const noCustomer = () => new ApiError(404, { error: 'no_customer_for_caller' });

/** The key authenticated, but the account behind it is gone (deleted meanwhile). */
async function requireCustomer(db: Db, accountId: string) {
  if (!(await db.account.findUnique({ where: { id: accountId }, select: { id: true } }))) throw noCustomer();
}

export const unknownEventType = (value: string, available: readonly string[], why = 'is not an event type') =>
  new ApiError(400, { error: 'unknown_event_type', detail: `"${value}" ${why}`, available_events: [...available] });

export async function getConfig(deps: GatewayDeps, accountId: string) {
  await requireCustomer(deps.db, accountId);
  const row = await deps.db.customerWebhook.findUnique({ where: { accountId } });
  return {
    url: row?.url ?? null,
    secret_preview: secretPreview(row?.secret),
    has_secret: Boolean(row?.secret),
    subscribed_events: row?.subscribedEvents ?? [],
    available_events: [...SUBSCRIBABLE_EVENTS],
    auth_mode: AUTH_MODE,
  };
}

/** PUT: the first non-null URL generates the secret (returned once); the first PUT defaults subscriptions to all. */
export async function putConfig(deps: GatewayDeps, accountId: string, url: string | null) {
  const { db, env, log } = deps;
  if (url !== null) await assertDeliverableUrl(url, env.ALLOW_LOOPBACK_URLS, 'url');
  await requireCustomer(db, accountId);
  try {
    return await db.$transaction(async (tx) => {
      const row = await tx.customerWebhook.findUnique({ where: { accountId } });
      const now = new Date();
      const generate = url !== null && !row?.secret;
      const secret = generate ? generateSecret() : (row?.secret ?? null);
      const subs = row?.subscriptionsSetAt
        ? {}
        : { subscribedEvents: [...SUBSCRIBABLE_EVENTS], subscriptionsSetAt: now };
      const rotated = generate ? { secret, secretRotatedAt: now } : {};
      await tx.customerWebhook.upsert({
        where: { accountId },
        create: { accountId, url, ...rotated, ...subs },
        update: { url, ...rotated, ...subs },
      });
      if (generate)
        await tx.webhookSecretRotation.create({
          data: { accountId, scope: 'customer', secretPreview: secretPreview(secret), rotatedAt: now },
        });
      return generate
        ? { url, secret_preview: secretPreview(secret), secret_generated_now: true, secret_plaintext: secret! }
        : { url, secret_preview: secretPreview(secret), secret_generated_now: false };
    });
  } catch (err) {
    log.error({ err, accountId }, 'customer webhook: persist failed');
    throw new ApiError(500, {
      error: 'persist_failed',
      detail: 'The database did not accept the write; nothing changed. Safe to retry.',
    });
  }
}

export async function regenerate(deps: GatewayDeps, accountId: string) {
  await requireCustomer(deps.db, accountId);
  return rotateSecret(deps.db, deps.log, { accountId, siteId: null, scope: 'customer' }, async (tx, secret, at) => {
    await tx.customerWebhook.upsert({
      where: { accountId },
      create: { accountId, secret, secretRotatedAt: at },
      update: { secret, secretRotatedAt: at },
    });
  });
}

export async function testPing(deps: GatewayDeps, accountId: string, eventType: string | undefined) {
  await requireCustomer(deps.db, accountId);
  if (eventType !== undefined && !isEventType(eventType)) throw unknownEventType(eventType, EVENT_TYPES);
  const row = await deps.db.customerWebhook.findUnique({ where: { accountId } });
  if (!row?.url) throw new ApiError(400, { ok: false, error: 'no_webhook_url_configured' });
  if (!row.secret) throw new ApiError(400, { ok: false, error: 'no_signing_secret' });
  const type: EventType = eventType ?? 'webhook.test_ping';
  const r = await sendOnce(deps, {
    accountId,
    siteId: null,
    endpoint: 'customer',
    url: row.url,
    secret: row.secret,
    type,
    payload: samplePayload(type, { scope: 'customer', accountId }),
    timeoutMs: deps.env.WEBHOOK_TEST_PING_TIMEOUT_MS,
  });
  return pingResponse(r, type);
}

/** PATCH: order kept, duplicates removed; [] disables all delivery; webhook.test_ping cannot be subscribed to. */
export async function setSubscriptions(deps: GatewayDeps, accountId: string, events: string[]) {
  for (const e of events) {
    if (!(SUBSCRIBABLE_EVENTS as readonly string[]).includes(e)) {
      throw unknownEventType(
        e,
        SUBSCRIBABLE_EVENTS,
        e === 'webhook.test_ping' ? 'is not subscribable (test pings always go through)' : 'is not an event type',
      );
    }
  }
  await requireCustomer(deps.db, accountId);
  const subscribed = [...new Set(events)];
  const now = new Date();
  await deps.db.customerWebhook.upsert({
    where: { accountId },
    create: { accountId, subscribedEvents: subscribed, subscriptionsSetAt: now },
    update: { subscribedEvents: subscribed, subscriptionsSetAt: now },
  });
  return { subscribed_events: subscribed };
}
