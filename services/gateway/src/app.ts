import express from 'express';
import type { GatewayDeps } from './deps';
import { requireApiKey } from './http/auth';
import { authFailureGuard } from './http/auth-failures';
import { errorHandler, notFound } from './http/errors';
import { rateLimitPerKey } from './http/rate-limit';
import { requestLog } from './http/request-log';
import { httpObservability } from '@sgs/observability';
import { buildDocument, createRegistry, docsRouter } from './openapi';
import { healthRouter } from './routes/health';
import { sitesRouter } from './routes/sites/router';
import { customerWebhookRouter } from './routes/customer-webhook/router';
import { formSubmitRouter } from './routes/form-submit/router';
import { siteWebhooksRouter } from './routes/site-webhooks/router';
import { businessesRouter } from './routes/businesses/router';
import { domainsRouter } from './routes/domains/router';
import { siteOpsRouter } from './routes/site-ops/router';
import { revisionsRouter } from './routes/revisions/router';
import { releasesRouter } from './routes/releases/router';
import { creditsRouter } from './routes/credits/router';
import { stripeWebhookRouter } from './routes/credits/stripe-webhook';
import { accountPublicRouter } from './routes/account/public';
import { accountRouter } from './routes/account/router';
import { leadsRouter } from './routes/leads/router';
import { webhookDeliveriesRouter } from './routes/account/deliveries';

export function createApp(deps: GatewayDeps) {
  const app = express();
  app.disable('x-powered-by');
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names; otherwise req.ip is the TCP peer.
  app.set('trust proxy', deps.env.TRUST_PROXY);
  const registry = createRegistry();
  let document: object | undefined;

  // A request id (X-Request-Id in and out, carried into workflow memos), one log line and latency per request.
  app.use(httpObservability(deps.log, deps.metrics));
  app.use(healthRouter(deps));
  app.use(docsRouter(() => (document ??= buildDocument(registry, deps.env))));

  app.use('/v1', requestLog(deps.db, deps.log));
  // Public (no API key): the generated sites' form receiver, before the authenticated /v1 routes.
  app.use(formSubmitRouter(deps, registry));
  // Public too: Stripe's webhook, authenticated by its Stripe-Signature header.
  app.use(stripeWebhookRouter(deps, registry));
  // Public too: sign-up, verification and sign-in (rate-limited per address and per e-mail).
  app.use('/v1', accountPublicRouter(deps, registry));

  const api = express.Router();
  // Every API response is one account's data, and some carry secrets (webhook secrets): never cached.
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  const failures = authFailureGuard(deps.db, deps.env.AUTH_FAILURE_LIMIT, deps.env.RATE_LIMIT_WINDOW_MS);
  api.use(requireApiKey(deps.db, failures));
  const keyLimit = rateLimitPerKey(deps.db, deps.env.RATE_LIMIT_PER_MINUTE, deps.env.RATE_LIMIT_WINDOW_MS);
  const sessionLimit = rateLimitPerKey(deps.db, deps.env.SESSION_RATE_LIMIT_PER_MINUTE, deps.env.RATE_LIMIT_WINDOW_MS);
  api.use((req, res, next) => (req.caller?.sessionId ? sessionLimit : keyLimit)(req, res, next));
  api.use(express.json({ limit: '1mb', type: ['application/json', 'application/*+json'] }));
  api.use(sitesRouter(deps, registry));
  api.use(customerWebhookRouter(deps, registry));
  api.use(siteWebhooksRouter(deps, registry));
  api.use(businessesRouter(deps, registry));
  api.use(domainsRouter(deps, registry));
  api.use(siteOpsRouter(deps, registry));
  api.use(revisionsRouter(deps, registry));
  api.use(releasesRouter(deps, registry));
  api.use(creditsRouter(deps, registry));
  api.use(accountRouter(deps, registry));
  api.use(leadsRouter(deps, registry));
  api.use(webhookDeliveriesRouter(deps, registry));
  app.use('/v1', api);

  app.use(notFound);
  app.use(errorHandler(deps.log));
  return app;
}
