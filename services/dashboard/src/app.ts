import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { Env, Logger } from '@sgs/config';
import { bodyRefusal, type BodyRefusal } from '@sgs/contracts';
import type { Db } from '@sgs/db';
import { loadAssets } from './assets';
import { createKit } from './kit';
import { accountRoutes } from './routes/account';
import { authRoutes } from './routes/auth';
import { createRoutes } from './routes/create';
import { creditsRoutes } from './routes/credits';
import { domainsRoutes } from './routes/domains';
import { leadsRoutes } from './routes/leads';
import { passwordResetRoutes } from './routes/password-reset';
import { releasesRoutes } from './routes/releases';
import { researchRoutes } from './routes/research';
import { revisionsRoutes } from './routes/revisions';
import { sitesRoutes } from './routes/sites';
import { webhooksRoutes } from './routes/webhooks';
import { requireCsrf, securityHeaders } from './security';

export interface DashboardDeps {
  env: Env;
  db: Db;
  log: Logger;
  /** The gateway the dashboard calls (the public API). */
  apiUrl: string;
}

/** A form the parser refused (bodyRefusal), as the dashboard words it to the person who sent it. */
const FORM_REFUSALS: Record<BodyRefusal, string> = {
  too_large: 'The form is too large or has too many fields.',
  unsupported_encoding: 'Send the form as UTF-8 text, without an unusual encoding.',
  unparsable: 'The form could not be read.',
  unreadable: 'The form could not be read.',
};

/** The dashboard: server-rendered pages (Eta) with htmx, calling the public API with the owner's session. */
export function createDashboard(deps: DashboardDeps) {
  const { env, db, log } = deps;
  const assets = loadAssets();
  const kit = createKit({ env, db, apiUrl: deps.apiUrl, assets });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(compression());
  app.use(securityHeaders(assets.styleSource));
  assets.mount(app);
  app.get('/healthz', (_req, res) => void res.json({ ok: true }));
  app.use(express.urlencoded({ extended: false, limit: '256kb', parameterLimit: 500 }));
  app.use(requireCsrf());

  for (const routes of [
    authRoutes,
    passwordResetRoutes,
    accountRoutes,
    createRoutes, // before sitesRoutes: /sites/new is not a site id
    sitesRoutes,
    revisionsRoutes,
    releasesRoutes,
    domainsRoutes,
    researchRoutes,
    leadsRoutes,
    webhooksRoutes,
    creditsRoutes,
  ])
    app.use(routes(kit));

  app.use((req, res) => kit.render(req, res, 'message', { title: 'Not found', text: 'There is no such page.' }, 404));
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return res.end();
    const refused = bodyRefusal(err);
    if (refused)
      return kit.render(
        req,
        res,
        'message',
        { title: 'The form could not be read', text: FORM_REFUSALS[refused.refusal] },
        refused.status,
      );
    log.error({ err, path: req.path }, 'dashboard error');
    kit.render(req, res, 'message', { title: 'Something went wrong', text: 'Please retry in a moment.' }, 500);
  });
  return app;
}
