import type { NextFunction, Request, Response, Router } from 'express';
import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { ApiError, errorBody, errors, uuidString, z } from '@sgs/contracts';
import { setRoutePattern } from './request-log';
import { parseBody } from './validate';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RouteSpec<B extends z.ZodType> {
  method: Method;
  /** Express-style path, e.g. /v1/sites/:id */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  body?: B;
  /** No API key (public routes): the shared 401/429 responses are not documented for it. */
  public?: boolean;
  /** status -> description and schema; error statuses get the shared Error schema when no schema is given. */
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;
  handler: (req: Request, res: Response, body: z.infer<B>) => Promise<void>;
}

/**
 * Every path parameter the API has, validated here once before any handler runs: a site or revision id that is
 * not a UUID is the spec's 404 (ids are opaque; another account's id looks missing too), never a database error.
 */
type ParamRule = { schema: z.ZodString; invalid: () => ApiError };
/** Any other parameter: a short, non-empty opaque string without NUL, which PostgreSQL refuses (the handler decides whether it exists). */
const OPAQUE_PARAM: ParamRule = {
  schema: z
    .string()
    .min(1)
    .max(200)
    .refine((v) => !v.includes('\u0000')),
  invalid: () => new ApiError(404, { error: 'Not found' }),
};
const ruleOf = (param: string) => PATH_PARAMS[param] ?? OPAQUE_PARAM;
const PATH_PARAMS: Record<string, ParamRule> = {
  id: { schema: uuidString, invalid: errors.siteNotFound },
  revisionId: { schema: uuidString, invalid: errors.revisionNotFound },
  leadId: { schema: uuidString, invalid: () => new ApiError(404, { error: 'Lead not found' }) },
  domain: {
    schema: z.string().max(253),
    invalid: () => new ApiError(400, { error: 'Invalid domain format', hint: 'At most 253 characters.' }),
  },
};

/** The responses every authenticated route can give, documented once (requireApiKey and rateLimitPerKey answer them). */
const AUTH_RESPONSES: RouteSpec<z.ZodType>['responses'] = {
  401: { description: 'Missing, invalid or revoked API key' },
  429: { description: 'Rate limit (per API key; Retry-After), or too many failed authentications from this address' },
};

/**
 * Mounts a route (on a router that app.ts mounts at /v1) and registers its OpenAPI path from the same schema it validates with,
 * so the document cannot drift from what the gateway accepts. Routes not marked public get the shared 401/429 docs.
 */
export function mountRoute<B extends z.ZodType>(router: Router, registry: OpenAPIRegistry, spec: RouteSpec<B>) {
  const params = [...spec.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const authenticated = !spec.public;
  const responses: Record<string, ResponseConfig> = {};
  const all = { ...spec.responses };
  if (authenticated)
    for (const [status, r] of Object.entries(AUTH_RESPONSES)) {
      const own = all[Number(status)];
      all[Number(status)] = own ? { ...own, description: `${own.description}; ${r.description}` } : r;
    }
  for (const [status, r] of Object.entries(all)) {
    const schema = r.schema ?? (Number(status) >= 400 ? errorBody : undefined);
    responses[status] = {
      description: r.description,
      ...(schema ? { content: { [r.contentType ?? 'application/json']: { schema } } } : {}),
    };
  }
  registry.registerPath({
    method: spec.method,
    path: spec.path.replace(/:(\w+)/g, '{$1}'),
    summary: spec.summary,
    description: spec.description,
    tags: spec.tags,
    request: {
      ...(params.length ? { params: z.object(Object.fromEntries(params.map((p) => [p, ruleOf(p).schema]))) } : {}),
      ...(spec.body ? { body: { content: { 'application/json': { schema: spec.body } }, required: true } } : {}),
    },
    responses,
  });
  router[spec.method](spec.path.replace(/^\/v1(?=\/)/, ''), async (req: Request, res: Response, next: NextFunction) => {
    try {
      setRoutePattern(res, spec.path);
      for (const p of params) {
        const rule = ruleOf(p);
        if (!rule.schema.safeParse(req.params[p]).success) throw rule.invalid();
      }
      const body = spec.body ? parseBody(spec.body, req.body) : (undefined as z.infer<B>);
      await spec.handler(req, res, body);
    } catch (err) {
      next(err);
    }
  });
}
