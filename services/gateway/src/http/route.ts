import type { NextFunction, Request, Response, Router } from 'express';
import type { OpenAPIRegistry, ResponseConfig } from '@asteasolutions/zod-to-openapi';
import { errorBody, z } from '@sgs/contracts';
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
  /** status -> description and schema; error statuses get the shared Error schema when no schema is given. */
  responses: Record<number, { description: string; schema?: z.ZodType; contentType?: string }>;
  handler: (req: Request, res: Response, body: z.infer<B>) => Promise<void>;
}

/**
 * Mounts a route (on a router that app.ts mounts at /v1) and registers its OpenAPI path from the same schema it validates with,
 * so the document cannot drift from what the gateway accepts.
 */
export function mountRoute<B extends z.ZodType>(router: Router, registry: OpenAPIRegistry, spec: RouteSpec<B>) {
  const params = [...spec.path.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const responses: Record<string, ResponseConfig> = {};
  for (const [status, r] of Object.entries(spec.responses)) {
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
      ...(params.length ? { params: z.object(Object.fromEntries(params.map((p) => [p, z.string()]))) } : {}),
      ...(spec.body ? { body: { content: { 'application/json': { schema: spec.body } }, required: true } } : {}),
    },
    responses,
  });
  router[spec.method](spec.path.replace(/^\/v1(?=\/)/, ''), async (req: Request, res: Response, next: NextFunction) => {
    try {
      const body = spec.body ? parseBody(spec.body, req.body) : (undefined as z.infer<B>);
      await spec.handler(req, res, body);
    } catch (err) {
      next(err);
    }
  });
}
