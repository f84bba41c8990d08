import path from 'node:path';
import { Readable } from 'node:stream';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import { Eta } from 'eta';
import type { Env, Logger } from '@sgs/config';
import { bodyRefusal, type BodyRefusal } from '@sgs/contracts';
import { hitRateLimit, type Db } from '@sgs/db';
import { ApiClient, ApiFailure } from './api';
import { passwordResetRoutes } from './password-reset';
import { loadAssets } from './assets';
import {
  clearSessionCookie,
  csrfTokenFor,
  requireCsrf,
  securityHeaders,
  sessionTokenOf,
  setSessionCookie,
  type CookiePolicy,
} from './security';

export interface DashboardDeps {
  env: Env;
  db: Db;
  log: Logger;
  /** The gateway the dashboard calls (the public API). */
  apiUrl: string;
}

type Body = Record<string, string | string[] | undefined>;
type Handler = (req: Request, res: Response) => Promise<void>;
/** What verifying, a sign-in link and a password sign-in answer. */
interface SessionAnswer {
  session: { token: string; expires_at: string };
}
/** The spec's test-ping answer (4.4, 4.5). */
interface TestPing {
  ok: boolean;
  status: number | null;
  duration_ms: number;
  response_body_preview?: string;
  error?: string;
}

const uuid = /^[0-9a-f-]{36}$/i;
const str = (v: unknown) => (Array.isArray(v) ? String(v[0] ?? '') : typeof v === 'string' ? v : '');
const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? [v] : []);
const lines = (v: string) =>
  v
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
const back = (to: string, kind: 'notice' | 'error', text: string) =>
  `${to}${to.includes('?') ? '&' : '?'}${kind}=${encodeURIComponent(text.slice(0, 300))}`;

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
  const api = new ApiClient(deps.apiUrl.replace(/\/+$/, ''));
  const policy: CookiePolicy = { secure: new URL(env.DASHBOARD_URL).protocol === 'https:' };
  const eta = new Eta({ views: path.join(__dirname, 'views'), cache: env.NODE_ENV === 'production', autoEscape: true });
  const assets = loadAssets();
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(compression());
  app.use(securityHeaders(assets.styleSource));
  assets.mount(app);
  app.get('/healthz', (_req, res) => void res.json({ ok: true }));
  app.use(express.urlencoded({ extended: false, limit: '256kb', parameterLimit: 500 }));
  app.use(requireCsrf());

  function render(req: Request, res: Response, view: string, data: Record<string, unknown>, status = 200) {
    const html = eta.render(view, {
      csrf: csrfTokenFor(req, res, policy),
      signedIn: Boolean(sessionTokenOf(req)),
      notice: str(req.query.notice) || undefined,
      error: str(req.query.error) || undefined,
      path: req.path,
      assets,
      ...data,
    });
    res.status(status).type('html').send(html);
  }

  /** A page or action; API refusals come back to the page as its error text, an expired session goes to sign-in. */
  const page =
    (fn: Handler, opts: { signedIn?: boolean } = { signedIn: true }) =>
    (req: Request, res: Response, next: NextFunction) => {
      if (opts.signedIn && !sessionTokenOf(req)) return res.redirect(303, '/signin');
      fn(req, res).catch((err: unknown) => {
        if (err instanceof ApiFailure && err.status === 401 && opts.signedIn) {
          clearSessionCookie(res, policy);
          return res.redirect(303, back('/signin', 'error', 'Your session has ended. Sign in again.'));
        }
        if (err instanceof ApiFailure && req.method === 'POST') {
          const to = str((req.body as Body | undefined)?._back) || req.path;
          // Only a path on this dashboard: browsers read "/\host" like "//host", another site.
          return res.redirect(303, back(/^\/(?![/\\])/.test(to) ? to : '/', 'error', err.text));
        }
        // A refused page (a stale or edited ?cursor=, a missing site, a limit): the API's own answer, never a 500.
        if (err instanceof ApiFailure && err.status >= 400 && err.status < 500) {
          const title = err.status === 404 ? 'Not found' : 'This page could not be shown';
          return render(req, res, 'message', { title, text: err.text }, err.status);
        }
        next(err);
      });
    };
  const call = <T = Record<string, unknown>>(req: Request, method: string, p: string, body?: unknown) =>
    api.json<T>(method, p, { token: sessionTokenOf(req), body, clientIp: req.ip });
  const id = (req: Request) => {
    const v = String(req.params.id);
    if (!uuid.test(v)) throw new ApiFailure(404, { error: 'Site not found' });
    return v;
  };

  /** Per browser address, before the gateway's own per-address and per-e-mail limits. */
  async function limitAuth(req: Request) {
    const r = await hitRateLimit(
      db,
      `dashboard-auth:${req.ip ?? 'unknown'}`,
      env.AUTH_RATE_LIMIT_PER_IP,
      env.AUTH_RATE_LIMIT_WINDOW,
    );
    if (!r.allowed) throw new ApiFailure(429, { error: 'Too many attempts from this address. Try again later.' });
  }

  // ---- Sign up, verify, sign in, sign out -------------------------------------------------------------------
  app.get('/', (req, res) => res.redirect(303, sessionTokenOf(req) ? '/sites' : '/signin'));
  for (const kind of ['signup', 'signin'] as const) {
    const title = kind === 'signup' ? 'Create your account' : 'Sign in';
    app.get(
      `/${kind}`,
      page(async (req, res) => render(req, res, 'email-form', { title, kind }), { signedIn: false }),
    );
    app.post(
      `/${kind}`,
      page(
        async (req, res) => {
          const email = str((req.body as Body).email).trim();
          // A sign-up password is optional; the API applies it when the verification link is redeemed.
          const password = kind === 'signup' ? str((req.body as Body).password) : '';
          try {
            await limitAuth(req);
            const r = await api.json<{ message: string }>('POST', `/v1/account/${kind}`, {
              body: { email, ...(password ? { password } : {}) },
              clientIp: req.ip,
            });
            render(req, res, 'sent', { title: 'Check your e-mail', text: r.message, email });
          } catch (err) {
            if (!(err instanceof ApiFailure)) throw err;
            render(req, res, 'email-form', { title, kind, email, error: err.text }, err.status);
          }
        },
        { signedIn: false },
      ),
    );
  }
  app.post(
    '/signin/password',
    page(
      async (req, res) => {
        const b = req.body as Body;
        const email = str(b.email).trim();
        try {
          await limitAuth(req);
          const r = await api.json<SessionAnswer>('POST', '/v1/account/signin/password', {
            body: { email, password: str(b.password) },
            clientIp: req.ip,
          });
          setSessionCookie(res, policy, r.session.token, new Date(r.session.expires_at));
          res.redirect(303, '/sites');
        } catch (err) {
          if (!(err instanceof ApiFailure)) throw err;
          render(req, res, 'email-form', { title: 'Sign in', kind: 'signin', email, error: err.text }, err.status);
        }
      },
      { signedIn: false },
    ),
  );
  const links = [
    { path: '/verify', api: '/v1/account/verify', title: 'Confirm your e-mail', button: 'Confirm and sign in' },
    { path: '/signin/complete', api: '/v1/account/signin/complete', title: 'Sign in', button: 'Sign in' },
  ];
  for (const l of links) {
    // The link only shows a button: mail scanners that follow links must not use up the single-use token.
    app.get(
      l.path,
      page(async (req, res) => render(req, res, 'confirm', { ...l, token: str(req.query.token) }), {
        signedIn: false,
      }),
    );
    app.post(
      l.path,
      page(
        async (req, res) => {
          try {
            await limitAuth(req);
            const r = await api.json<SessionAnswer>('POST', l.api, {
              body: { token: str((req.body as Body).token) },
              clientIp: req.ip,
            });
            setSessionCookie(res, policy, r.session.token, new Date(r.session.expires_at));
            res.redirect(303, '/sites');
          } catch (err) {
            if (!(err instanceof ApiFailure)) throw err;
            render(req, res, 'message', { title: l.title, text: err.text, retry: true }, err.status);
          }
        },
        { signedIn: false },
      ),
    );
  }
  passwordResetRoutes(app, { page, render, api, limitAuth, policy, str });
  app.post(
    '/signout',
    page(async (req, res) => {
      await call(req, 'POST', '/v1/account/signout').catch(() => undefined);
      clearSessionCookie(res, policy);
      res.redirect(303, back('/signin', 'notice', 'Signed out.'));
    }),
  );

  // ---- Account (password) --------------------------------------------------------------------------------------
  app.get(
    '/account',
    page(async (req, res) =>
      render(req, res, 'account', { title: 'Account', account: await call(req, 'GET', '/v1/account') }),
    ),
  );
  app.post(
    '/account/password',
    page(async (req, res) => {
      await call(req, 'PUT', '/v1/account/password', { password: str((req.body as Body).password) });
      res.redirect(303, back('/account', 'notice', 'Password saved. Other signed-in browsers were signed out.'));
    }),
  );

  // ---- API keys -------------------------------------------------------------------------------------------------
  async function keysPage(req: Request, res: Response, issued?: unknown) {
    const { keys } = await call<{ keys: unknown[] }>(req, 'GET', '/v1/account/keys');
    render(req, res, 'keys', { title: 'API keys', keys, issued });
  }
  app.get('/keys', page(keysPage));
  app.post(
    '/keys',
    page(async (req, res) => {
      const b = req.body as Body;
      const name = str(b.name).trim();
      const issued = await call(req, 'POST', '/v1/account/keys', {
        tag: str(b.tag) || 'prod',
        ...(name ? { name } : {}),
      });
      await keysPage(req, res, issued);
    }),
  );
  app.post(
    '/keys/:keyId/rotate',
    page(async (req, res) => {
      const issued = await call(req, 'POST', `/v1/account/keys/${encodeURIComponent(String(req.params.keyId))}/rotate`);
      await keysPage(req, res, issued);
    }),
  );
  app.post(
    '/keys/:keyId/revoke',
    page(async (req, res) => {
      await call(req, 'DELETE', `/v1/account/keys/${encodeURIComponent(String(req.params.keyId))}`);
      res.redirect(303, back('/keys', 'notice', 'Key revoked. It stopped working at once.'));
    }),
  );

  // ---- Sites ----------------------------------------------------------------------------------------------------
  app.get(
    '/sites',
    page(async (req, res) => {
      const cursor = str(req.query.cursor);
      const q = `?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const r = await call<{ sites: Record<string, unknown>[]; next_cursor: string | null }>(
        req,
        'GET',
        `/v1/sites${q}`,
      );
      render(req, res, 'sites', { title: 'Sites', sites: r.sites, next: r.next_cursor });
    }),
  );
  app.get(
    '/sites/:id/status',
    page(async (req, res) => {
      const site = await call(req, 'GET', `/v1/sites/${id(req)}`);
      const compact = str(req.query.compact) === '1';
      // The build just stopped (deployed, failed or waiting for review): the full site page reloads itself once,
      // so its actions (revisions, refresh, export, review) appear without a manual reload.
      const live = site.status === 'generating' && site.generation_phase !== 'research_review';
      if (!compact && !live && req.get('hx-request')) res.set('HX-Refresh', 'true');
      render(req, res, 'partials/status', { site, compact });
    }),
  );
  app.get(
    '/sites/:id',
    page(async (req, res) => {
      const sid = id(req);
      const [site, domains, revisions] = await Promise.all([
        call(req, 'GET', `/v1/sites/${sid}`),
        call<{ domains?: unknown[] }>(req, 'GET', `/v1/sites/${sid}/domains`).catch(() => ({ domains: [] })),
        call<{ revisions: unknown[] }>(req, 'GET', `/v1/sites/${sid}/revisions?limit=20`),
      ]);
      render(req, res, 'site', {
        title: String(site.business_name),
        site,
        domains: domains.domains ?? [],
        revisions: revisions.revisions,
        hostingIp: env.DOMAIN_HOSTING_IPV4,
      });
    }),
  );
  app.post(
    '/sites/:id/refresh',
    page(async (req, res) => {
      const sid = id(req);
      await call(req, 'POST', `/v1/sites/${sid}/refresh`);
      res.redirect(303, back(`/sites/${sid}`, 'notice', 'Refreshed: the site is live and its 7-day clock restarted.'));
    }),
  );
  app.get(
    '/sites/:id/export',
    page(async (req, res) => {
      const r = await api.raw('GET', `/v1/sites/${id(req)}/export`, { token: sessionTokenOf(req) });
      if (!r.ok || !r.body) {
        const body = (await r.json().catch(() => ({}))) as ApiFailure['body'];
        throw new ApiFailure(r.status, body);
      }
      for (const h of ['content-type', 'content-disposition', 'content-length']) {
        const v = r.headers.get(h);
        if (v) res.set(h, v);
      }
      Readable.fromWeb(r.body as import('node:stream/web').ReadableStream).pipe(res);
    }),
  );
  app.post(
    '/sites/:id/revisions',
    page(async (req, res) => {
      const sid = id(req);
      const r = await call<{ queue_position: number }>(req, 'POST', `/v1/sites/${sid}/revisions`, {
        prompt: str((req.body as Body).prompt),
      });
      res.redirect(303, back(`/sites/${sid}`, 'notice', `Revision queued (position ${r.queue_position}).`));
    }),
  );
  app.post(
    '/sites/:id/contact',
    page(async (req, res) => {
      const sid = id(req);
      await call(req, 'POST', `/v1/sites/${sid}/contact`, { contactEmail: str((req.body as Body).contactEmail) });
      res.redirect(303, back(`/sites/${sid}`, 'notice', 'Contact e-mail saved.'));
    }),
  );
  app.post(
    '/sites/:id/form-webhook',
    page(async (req, res) => {
      const sid = id(req);
      const b = req.body as Body;
      const r = await call<{ secret_issued: string | null }>(req, 'POST', `/v1/sites/${sid}/webhooks/forms`, {
        webhook_url: str(b.url).trim(),
        rotate_secret: str(b.rotate) === 'on',
      });
      const site = await call(req, 'GET', `/v1/sites/${sid}`);
      render(req, res, 'secret', {
        title: 'Form webhook saved',
        secret: r.secret_issued,
        backTo: `/sites/${sid}`,
        site,
      });
    }),
  );

  app.post(
    '/sites/:id/form-webhook/test',
    page(async (req, res) => {
      const sid = id(req);
      await testPing(req, res, `/v1/sites/${sid}/webhook/test-ping`, `/sites/${sid}`);
    }),
  );

  /** A signed test ping (lifecycle or a site's form webhook), sent now; its outcome comes back to the page. */
  async function testPing(req: Request, res: Response, apiPath: string, to: string) {
    const r = await call<TestPing>(req, 'POST', apiPath, {});
    const answer = r.response_body_preview ? `: ${r.response_body_preview.slice(0, 120)}` : '';
    const text = r.ok
      ? `Test ping delivered (HTTP ${r.status ?? ''}, ${r.duration_ms} ms)${answer}`
      : `Test ping failed: ${r.error ?? `HTTP ${r.status ?? '?'}`}${answer}`;
    res.redirect(303, back(to, r.ok ? 'notice' : 'error', text));
  }

  // ---- Research review ------------------------------------------------------------------------------------------
  app.get(
    '/sites/:id/research',
    page(async (req, res) => {
      const sid = id(req);
      const [site, research] = await Promise.all([
        call(req, 'GET', `/v1/sites/${sid}`),
        call(req, 'GET', `/v1/sites/${sid}/research`),
      ]);
      render(req, res, 'research', { title: `Review research: ${String(site.business_name)}`, site, research });
    }),
  );
  /** The edits the review form carries, in the API's draft shape. */
  function draftOf(b: Body) {
    const draft: Record<string, unknown> = { businessDescription: str(b.businessDescription) };
    const services = lines(str(b.services)).map((l) => {
      const [name, ...rest] = l.split(/\s+[—-]\s+/);
      return rest.length ? { name: name!.slice(0, 200), description: rest.join(' - ') } : { name: l.slice(0, 200) };
    });
    if (services.length) draft.services = services;
    return draft;
  }
  app.post(
    '/sites/:id/research',
    page(async (req, res) => {
      const sid = id(req);
      const b = req.body as Body;
      if (str(b.action) === 'approve') {
        const contactEmail = str(b.contactEmail).trim();
        await call(req, 'POST', `/v1/sites/${sid}/approve-research`, {
          ...draftOf(b),
          ...(contactEmail ? { contactEmail } : {}),
          excludeImages: list(b.exclude),
        });
        res.redirect(303, back(`/sites/${sid}`, 'notice', 'Research approved: generation has started.'));
        return;
      }
      await call(req, 'PATCH', `/v1/sites/${sid}/research-draft`, draftOf(b));
      res.redirect(303, back(`/sites/${sid}/research`, 'notice', 'Draft saved.'));
    }),
  );

  // ---- Leads ----------------------------------------------------------------------------------------------------
  app.get(
    '/sites/:id/leads',
    page(async (req, res) => {
      const sid = id(req);
      const cursor = str(req.query.cursor);
      const [site, r] = await Promise.all([
        call(req, 'GET', `/v1/sites/${sid}`),
        call<{ leads: unknown[]; next_cursor: string | null }>(
          req,
          'GET',
          `/v1/sites/${sid}/leads?limit=50${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        ),
      ]);
      render(req, res, 'leads', {
        title: `Leads: ${String(site.business_name)}`,
        site,
        leads: r.leads,
        next: r.next_cursor,
      });
    }),
  );

  // ---- Webhooks -------------------------------------------------------------------------------------------------
  async function webhooksPage(req: Request, res: Response, secret?: string) {
    const [config, deliveries] = await Promise.all([
      call(req, 'GET', '/v1/customer/webhook'),
      call<{ deliveries: unknown[] }>(req, 'GET', '/v1/webhook-deliveries?limit=50'),
    ]);
    render(req, res, 'webhooks', { title: 'Webhooks', config, deliveries: deliveries.deliveries, secret });
  }
  app.get(
    '/webhooks',
    page(async (req, res) => webhooksPage(req, res)),
  );
  app.post(
    '/webhooks',
    page(async (req, res) => {
      const url = str((req.body as Body).url).trim();
      const r = await call<{ secret_plaintext?: string }>(req, 'PUT', '/v1/customer/webhook', { url: url || null });
      await webhooksPage(req, res, r.secret_plaintext);
    }),
  );
  app.post(
    '/webhooks/secret',
    page(async (req, res) => {
      const r = await call<{ secret?: string }>(req, 'POST', '/v1/customer/webhook/regenerate-secret');
      await webhooksPage(req, res, r.secret);
    }),
  );
  app.post(
    '/webhooks/test',
    page(async (req, res) => testPing(req, res, '/v1/customer/webhook/test-ping', '/webhooks')),
  );
  app.post(
    '/webhooks/deliveries/:deliveryId/replay',
    page(async (req, res) => {
      await call(req, 'POST', `/v1/webhook-deliveries/${encodeURIComponent(String(req.params.deliveryId))}/replay`);
      res.redirect(303, back('/webhooks', 'notice', 'Replay started: a new delivery run for the same event.'));
    }),
  );

  // ---- Credits --------------------------------------------------------------------------------------------------
  app.get(
    '/credits',
    page(async (req, res) => {
      const [summary, ledger, packs, purchases] = await Promise.all([
        call(req, 'GET', '/v1/credits'),
        call<{ entries: unknown[] }>(req, 'GET', '/v1/credits/ledger?limit=50'),
        call<{ packs: unknown[] }>(req, 'GET', '/v1/credits/packs'),
        call<{ purchases: unknown[] }>(req, 'GET', '/v1/credits/purchases'),
      ]);
      render(req, res, 'credits', {
        title: 'Credits',
        summary,
        ledger: ledger.entries,
        packs: packs.packs,
        purchases: purchases.purchases,
        checkout: str(req.query.checkout),
      });
    }),
  );
  app.post(
    '/credits/purchase',
    page(async (req, res) => {
      const r = await call<{ checkout_url: string | null; status: string }>(req, 'POST', '/v1/credits/purchases', {
        pack: Number(str((req.body as Body).pack)),
        success_url: `${env.DASHBOARD_URL.replace(/\/+$/, '')}/credits?checkout=success`,
        cancel_url: `${env.DASHBOARD_URL.replace(/\/+$/, '')}/credits?checkout=cancel`,
      });
      if (r.checkout_url && /^https?:\/\//.test(r.checkout_url)) {
        // Leaving the dashboard for the payment page: htmx navigates there; without htmx a link does (a redirect
        // after a form post would be refused by the form-action 'self' policy).
        if (req.get('hx-request')) {
          res.set('HX-Redirect', r.checkout_url).status(200).end();
          return;
        }
        render(req, res, 'checkout', { title: 'Continue to payment', url: r.checkout_url });
        return;
      }
      res.redirect(
        303,
        back('/credits', 'notice', `Purchase recorded (${r.status}): an operator approves local purchases.`),
      );
    }),
  );
  app.post(
    '/credits/refund',
    page(async (req, res) => {
      await call(req, 'POST', '/v1/credits/refunds', { purchase_id: str((req.body as Body).purchase_id) });
      res.redirect(303, back('/credits', 'notice', 'Refunded the unspent credits of that purchase.'));
    }),
  );
  app.post(
    '/credits/auto-refill',
    page(async (req, res) => {
      const b = req.body as Body;
      const threshold = str(b.threshold).trim();
      await call(req, 'PUT', '/v1/credits/auto-refill', {
        enabled: str(b.enabled) === 'on',
        threshold: threshold ? Number(threshold) : null,
        ...(str(b.pack) ? { pack: Number(str(b.pack)) } : {}),
      });
      res.redirect(303, back('/credits', 'notice', 'Auto-refill saved.'));
    }),
  );

  app.use((req, res) => render(req, res, 'message', { title: 'Not found', text: 'There is no such page.' }, 404));
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    if (res.headersSent) return res.end();
    const refused = bodyRefusal(err);
    if (refused)
      return render(
        req,
        res,
        'message',
        { title: 'The form could not be read', text: FORM_REFUSALS[refused.refusal] },
        refused.status,
      );
    log.error({ err, path: req.path }, 'dashboard error');
    render(req, res, 'message', { title: 'Something went wrong', text: 'Please retry in a moment.' }, 500);
  });
  return app;
}
