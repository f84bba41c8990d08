import express from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { ApiError, businessSearchBody, businessSearchResponse } from '@sgs/contracts';
import { PlacesUpstreamError } from '@sgs/places';
import type { GatewayDeps } from '../../deps';
import { callerOf } from '../../http/auth';
import { mountRoute } from '../../http/route';

export function businessesRouter(deps: GatewayDeps, registry: OpenAPIRegistry) {
  const router = express.Router();
  mountRoute(router, registry, {
    method: 'post',
    path: '/v1/businesses/search',
    tags: ['Discovery'],
    body: businessSearchBody,
    summary: 'Find a business to build a site for',
    description:
      "At most 5 results in the place provider's ranking order. With GOOGLE_PLACES_API_KEY the provider is Google Places; " +
      'without it, the local directory of businesses this account has already described (results carry `source: "local"`).',
    responses: {
      200: { description: 'Results', schema: businessSearchResponse },
      400: { description: 'Body not JSON, or query missing or empty' },
      500: { description: 'Upstream error (safe to retry)' },
    },
    handler: async (req, res, body) => {
      const query = body.query?.trim();
      if (!query)
        throw new ApiError(400, {
          error: 'query is required',
          hint: 'Send { "query": "Joe\'s Pizza", "location": "Austin, TX" }.',
        });
      try {
        const results = await deps.places.search(callerOf(req).accountId, query, body.location?.trim() || undefined, 5);
        res.json({ results: results.slice(0, 5) });
      } catch (err) {
        if (!(err instanceof PlacesUpstreamError)) throw err;
        deps.log.warn({ err }, 'place search failed upstream');
        throw new ApiError(500, {
          error: 'Business search failed upstream',
          hint: 'Safe to retry with backoff.',
          internal_error: err.message,
        });
      }
    },
  });
  return router;
}
