import path from 'node:path';
import express, { type Router } from 'express';
import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import type { Env } from '@sgs/config';
import { EVENT_PAYLOADS, EVENT_TYPES, webhookEnvelope } from '@sgs/contracts';
import { samplePayload } from '@sgs/webhooks';
import { addExamples } from './openapi-examples';

export function createRegistry(): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'API key (sgs_...) from `npm run admin -- account create` or `key create`.',
  });
  registerWebhooks(registry);
  return registry;
}

/** OpenAPI 3.1 `webhooks`: every event a receiver gets, its envelope and payload, with the canonical sample. */
function registerWebhooks(registry: OpenAPIRegistry) {
  for (const type of EVENT_TYPES) {
    const entry = EVENT_PAYLOADS[type];
    if (!entry) continue;
    const example = {
      event_id: '00000000-0000-4000-8000-0000000000e1',
      type,
      site_id: type === 'webhook.test_ping' ? null : '00000000-0000-4000-8000-000000000001',
      occurred_at: '2026-01-01T00:00:00.000Z',
      payload: samplePayload(type, { scope: 'customer' }),
    };
    registry.registerWebhook({
      method: 'post',
      path: type,
      summary: entry.summary,
      tags: ['Events'],
      request: {
        body: {
          required: true,
          content: { 'application/json': { schema: webhookEnvelope.extend({ payload: entry.schema }), example } },
        },
      },
      responses: {
        200: {
          description:
            'Any 2xx within 10 s acknowledges; 4xx is permanent; 5xx and timeouts are retried at +30 s, +5 min, +30 min, then dead-lettered',
        },
      },
    });
  }
}

export function buildDocument(registry: OpenAPIRegistry, env: Env) {
  const document = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Site Generation Service API',
      version: '1.0.0',
      description:
        'Turns a local business into a researched, designed, visually reviewed and deployed website. ' +
        'Every non-2xx response is JSON with at least an `error` string.',
    },
    servers: [{ url: env.PUBLIC_BASE_URL }],
    security: [{ bearerAuth: [] }],
  });
  return addExamples(document as Parameters<typeof addExamples>[0]) as typeof document;
}

/** /v1/openapi.json and a browsable page at /v1/docs, served from the local swagger-ui-dist package (no CDN). */
export function docsRouter(document: () => object): Router {
  const router = express.Router();
  const uiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
  router.get('/v1/openapi.json', (_req, res) => res.json(document()));
  router.get('/v1/docs', (_req, res) => {
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Site Generation Service API</title><link rel="stylesheet" href="/v1/docs/assets/swagger-ui.css"></head>
<body><div id="ui"></div><script src="/v1/docs/assets/swagger-ui-bundle.js"></script>
<script src="/v1/docs/init.js"></script></body></html>`);
  });
  router.get('/v1/docs/init.js', (_req, res) => {
    res.type('js').send(`SwaggerUIBundle({ url: '/v1/openapi.json', dom_id: '#ui', deepLinking: true });`);
  });
  router.use('/v1/docs/assets', express.static(uiDir, { index: false, maxAge: '1h' }));
  return router;
}
