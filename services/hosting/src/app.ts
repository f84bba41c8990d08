import express from 'express';
import type { Env } from '@sgs/config';
import type { Db } from '@sgs/db';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<meta name="robots" content="noindex"><title>${title}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:15vh auto;padding:0 1rem;color:#222}</style>` +
  `</head><body><h1>${title}</h1><p>${body}</p></body></html>`;

/** The slug a Host header names on the free domain, or undefined. */
export function slugFromHost(host: string | undefined, freeDomain: string): string | undefined {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  const suffix = `.${freeDomain.toLowerCase()}`;
  if (!name.endsWith(suffix)) return undefined;
  const slug = name.slice(0, -suffix.length);
  return /^[a-z0-9-]{1,63}$/.test(slug) ? slug : undefined;
}

/** Serves sites by Host header. Deployed files arrive with the deploy stage; until then it says what it knows. */
export function createHostingApp(deps: { env: Env; db: Db }) {
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => res.json({ status: 'ok' }));
  app.use(async (req, res, next) => {
    try {
      const slug = slugFromHost(req.get('host'), deps.env.FREE_HOST_DOMAIN);
      const site = slug ? await deps.db.site.findUnique({ where: { slug }, select: { businessName: true, status: true } }) : null;
      if (!site) return res.status(404).type('html').send(page('No site here', 'There is no website at this address.'));
      res.status(503).set('Retry-After', '60').type('html').send(page(escapeHtml(site.businessName), 'This website is being built. Please check back in a few minutes.'));
    } catch (err) {
      next(err);
    }
  });
  return app;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
