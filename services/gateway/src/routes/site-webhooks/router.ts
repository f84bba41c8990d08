import express from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import {
  configureFormWebhookBody,
  configureFormWebhookResponse,
  formsTestResponse,
  regenerateSecretResponse,
  testPingBody,
  testPingResponse,
} from '@sgs/contracts';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { mountRoute } from '../../http/route';
import { configure, formsTest, sitePing, siteRegenerate } from './handlers';

const notFound = { 404: { description: 'Site not found (also for sites owned by others)' } };
const notConfigured = { 400: { description: 'no_webhook_url_configured (ok: false)' } };
const tags = ['Form webhook'];

/** Spec 4.4: the per-site form webhook (all free). */
export function siteWebhooksRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  const site = (req: express.Request) => String(req.params.id);

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/webhooks/forms',
    tags,
    body: configureFormWebhookBody,
    summary: "Set the site's form webhook URL",
    description:
      'First configure (or rotate_secret: true) returns the signing secret once in `secret_issued`; later calls return null there. ' +
      "Until a URL is set, submissions go by plain email to the site's contact email. Deliveries are `form.submit` envelopes.",
    responses: {
      200: { description: 'Saved', schema: configureFormWebhookResponse },
      400: { description: 'webhook_url is required and must be http(s)://; or webhook_url must be publicly reachable' },
      403: { description: 'Forbidden: the site belongs to another account' },
      404: { description: 'Site not found' },
    },
    handler: async (req, res, body) => void res.json(await configure(deps, callerOf(req).accountId, site(req), body)),
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/webhooks/forms/test',
    tags,
    summary: 'Send a synthetic form submission now',
    description: 'One signed form.submit envelope (payload with test: true), 10-second timeout, no retries.',
    responses: {
      200: { description: 'What the receiver answered', schema: formsTestResponse },
      ...notConfigured,
      ...notFound,
    },
    handler: async (req, res) => void res.json(await formsTest(deps, callerOf(req).accountId, site(req))),
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/webhook/test-ping',
    tags,
    body: testPingBody,
    summary: 'Send a signed test event to the form webhook',
    description:
      "Omit event_type for a webhook.test_ping envelope; with it, that type's canonical sample payload. 10-second timeout, no retries.",
    responses: {
      200: { description: 'What the receiver answered', schema: testPingResponse },
      400: { description: 'no_webhook_url_configured (ok: false) or unknown_event_type with available_events' },
      ...notFound,
    },
    handler: async (req, res, body) =>
      void res.json(await sitePing(deps, callerOf(req).accountId, site(req), body.event_type)),
  });

  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/sites/:id/webhook/regenerate-secret',
    tags,
    summary: "Rotate the site's form-webhook secret",
    description: 'The old secret is invalid at once; queued retries are re-signed with the new one.',
    responses: {
      200: { description: 'The new secret (shown once)', schema: regenerateSecretResponse },
      ...notConfigured,
      ...notFound,
    },
    handler: async (req, res) => void res.json(await siteRegenerate(deps, callerOf(req).accountId, site(req))),
  });

  return router;
}
