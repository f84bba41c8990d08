import express from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  customerWebhookConfig,
  putCustomerWebhookBody,
  putCustomerWebhookResponse,
  regenerateSecretResponse,
  subscriptionsBody,
  subscriptionsResponse,
  testPingBody,
  testPingResponse,
} from '@sgs/contracts';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { mountRoute } from '../../http/route';
import { getConfig, putConfig, regenerate, setSubscriptions, testPing } from './handlers';

const common = {
  404: { description: 'no_customer_for_caller' },
};
const tags = ['Customer webhook'];

/** Spec 4.5: the account's lifecycle webhook (all free). */
export function customerWebhookRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();

  mountRoute(router, registry, {
    method: 'get',
    path: '/v1/customer/webhook',
    tags,
    summary: 'Lifecycle webhook configuration',
    responses: { 200: { description: 'The configuration (2.7)', schema: customerWebhookConfig }, ...common },
    handler: async (req, res) => void res.json(await getConfig(deps, callerOf(req).accountId)),
  });

  mountRoute(router, registry, {
    method: 'put',
    path: '/v1/customer/webhook',
    tags,
    body: putCustomerWebhookBody,
    summary: 'Set or clear the lifecycle webhook URL',
    description:
      'The first non-null URL generates the signing secret and returns it once (`secret_plaintext`). `null` disables delivery ' +
      'and keeps subscriptions and secret. After the first PUT, subscriptions default to every subscribable event type.',
    responses: {
      200: { description: 'Saved', schema: putCustomerWebhookResponse },
      400: { description: 'url must be http(s):// or null; or url must be publicly reachable' },
      ...common,
      500: { description: 'persist_failed (with detail)' },
    },
    handler: async (req, res, body) => void res.json(await putConfig(deps, callerOf(req).accountId, body.url)),
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/customer/webhook/regenerate-secret',
    tags,
    summary: 'Rotate the signing secret',
    description: 'The old secret is invalid at once; queued retries are signed with the new one.',
    responses: {
      200: { description: 'The new secret (shown once)', schema: regenerateSecretResponse },
      ...common,
      500: { description: 'audit_insert_failed or persist_failed' },
    },
    handler: async (req, res) => void res.json(await regenerate(deps, callerOf(req).accountId)),
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/customer/webhook/test-ping',
    tags,
    body: testPingBody,
    summary: 'Send a signed test event now',
    description:
      'Synchronous, not queued, 5-second timeout, no retries; a fresh event_id and occurred_at, site_id null. With `event_type` ' +
      'the canonical sample payload of that type is sent; otherwise a webhook.test_ping envelope.',
    responses: {
      200: {
        description: 'What the receiver answered (ok false with status null and error when it did not)',
        schema: testPingResponse,
      },
      400: {
        description:
          'no_webhook_url_configured, no_signing_secret (both with ok: false), or unknown_event_type with available_events',
      },
      ...common,
    },
    handler: async (req, res, body) => void res.json(await testPing(deps, callerOf(req).accountId, body.event_type)),
  });

  mountRoute(router, registry, {
    method: 'patch',
    path: '/v1/customer/webhook/subscriptions',
    tags,
    body: subscriptionsBody,
    summary: 'Choose the delivered event types',
    description:
      'Order kept, duplicates removed; [] disables all delivery. Unsubscribed events are still recorded, not delivered.',
    responses: {
      200: { description: 'The subscriptions now', schema: subscriptionsResponse },
      400: { description: 'events must be an array of strings; unknown_event_type with available_events' },
      ...common,
    },
    handler: async (req, res, body) =>
      void res.json(await setSubscriptions(deps, callerOf(req).accountId, body.events)),
  });

  return router;
}
