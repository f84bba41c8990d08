import path from 'node:path';
import { Readable } from 'node:stream';
import type { NextFunction, Request, Response } from 'express';
import { Eta } from 'eta';
import type { Env } from '@sgs/config';
import { isUuid } from '@sgs/contracts';
import { hitRateLimit, type Db } from '@sgs/db';
import { ApiClient, ApiFailure } from './api';
import type { Assets } from './assets';
import { languageName, words } from './words';
import { clearSessionCookie, csrfTokenFor, sessionTokenOf, type CookiePolicy } from './security';

export type Body = Record<string, string | string[] | undefined>;
export type Handler = (req: Request, res: Response) => Promise<void>;
type Middleware = (req: Request, res: Response, next: NextFunction) => void;

export const str = (v: unknown) => (Array.isArray(v) ? String(v[0] ?? '') : typeof v === 'string' ? v : '');
export const list = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? [v] : []);
export const lines = (v: string) =>
  v
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
/** A dashboard path with a notice or error line for the page it leads to. */
export const back = (to: string, kind: 'notice' | 'error', text: string) =>
  `${to}${to.includes('?') ? '&' : '?'}${kind}=${encodeURIComponent(text.slice(0, 300))}`;
/** The page a form was sent from (same host only, without its old notice), where its refusal is shown. */
function refererPath(req: Request) {
  try {
    const u = new URL(req.get('referer') ?? '');
    return u.host === req.get('host') ? u.pathname : '';
  } catch {
    return '';
  }
}
/** The string fields of a posted form. */
export const field = (req: Request, name: string) => str((req.body as Body | undefined)?.[name]);

/** What every page area shares: rendering, the page wrapper, the API as the signed-in owner, and the auth limit. */
export interface Kit {
  env: Env;
  api: ApiClient;
  assets: Assets;
  policy: CookiePolicy;
  render(req: Request, res: Response, view: string, data: Record<string, unknown>, status?: number): void;
  /** A page or action; API refusals come back to the page as its error text, an expired session goes to sign-in. */
  page(fn: Handler, opts?: { signedIn?: boolean }): Middleware;
  /** The API as the signed-in owner (the session token as the bearer). */
  call<T = Record<string, unknown>>(req: Request, method: string, p: string, body?: unknown): Promise<T>;
  /** The :id path parameter, a site's UUID (anything else is "Site not found"). */
  id(req: Request): string;
  /** Per browser address, before the gateway's own per-address and per-e-mail limits. */
  limitAuth(req: Request): Promise<void>;
  /** Streams a file the API serves the owner (an export, a screenshot) to the browser, with the named headers. */
  relay(req: Request, res: Response, apiPath: string, headers: string[]): Promise<void>;
}

export function createKit(deps: { env: Env; db: Db; apiUrl: string; assets: Assets }): Kit {
  const { env, db, assets } = deps;
  const api = new ApiClient(deps.apiUrl.replace(/\/+$/, ''));
  const policy: CookiePolicy = { secure: new URL(env.DASHBOARD_URL).protocol === 'https:' };
  const eta = new Eta({
    views: path.join(__dirname, 'views'),
    cache: env.NODE_ENV === 'production',
    autoEscape: true,
  });

  function render(req: Request, res: Response, view: string, data: Record<string, unknown>, status = 200) {
    const html = eta.render(view, {
      csrf: csrfTokenFor(req, res, policy),
      signedIn: Boolean(sessionTokenOf(req)),
      notice: str(req.query.notice) || undefined,
      error: str(req.query.error) || undefined,
      path: req.path,
      assets,
      words,
      languageName,
      ...data,
    });
    res.status(status).type('html').send(html);
  }

  const page =
    (fn: Handler, opts: { signedIn?: boolean } = { signedIn: true }): Middleware =>
    (req, res, next) => {
      if (opts.signedIn && !sessionTokenOf(req)) return res.redirect(303, '/signin');
      fn(req, res).catch((err: unknown) => {
        if (err instanceof ApiFailure && err.status === 401 && opts.signedIn) {
          clearSessionCookie(res, policy);
          return res.redirect(303, back('/signin', 'error', 'Your session has ended. Sign in again.'));
        }
        if (err instanceof ApiFailure && req.method === 'POST') {
          const to = field(req, '_back') || refererPath(req) || req.path;
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

  return {
    env,
    api,
    assets,
    policy,
    render,
    page,
    call: (req, method, p, body) => api.json(method, p, { token: sessionTokenOf(req), body, clientIp: req.ip }),
    id(req) {
      const v = String(req.params.id);
      if (!isUuid(v)) throw new ApiFailure(404, { error: 'Site not found' });
      return v;
    },
    async limitAuth(req) {
      const r = await hitRateLimit(
        db,
        `dashboard-auth:${req.ip ?? 'unknown'}`,
        env.AUTH_RATE_LIMIT_PER_IP,
        env.AUTH_RATE_LIMIT_WINDOW,
      );
      if (!r.allowed) throw new ApiFailure(429, { error: 'Too many attempts from this address. Try again later.' });
    },
    async relay(req, res, apiPath, headers) {
      const r = await api.raw('GET', apiPath, { token: sessionTokenOf(req) });
      if (!r.ok || !r.body) throw new ApiFailure(r.status, (await r.json().catch(() => ({}))) as ApiFailure['body']);
      for (const h of headers) {
        const v = r.headers.get(h);
        if (v) res.set(h, v);
      }
      Readable.fromWeb(r.body as import('node:stream/web').ReadableStream).pipe(res);
    },
  };
}

/** The spec's test-ping answer (4.4, 4.5). */
interface TestPing {
  ok: boolean;
  status: number | null;
  duration_ms: number;
  response_body_preview?: string;
  error?: string;
}

/** A signed test ping (lifecycle or a site's form webhook), sent now; its outcome comes back to the page. */
export async function testPing(kit: Kit, req: Request, res: Response, apiPath: string, to: string) {
  const r = await kit.call<TestPing>(req, 'POST', apiPath, {});
  const answer = r.response_body_preview ? `: ${r.response_body_preview.slice(0, 120)}` : '';
  const text = r.ok
    ? `Test ping delivered (HTTP ${r.status ?? ''}, ${r.duration_ms} ms)${answer}`
    : `Test ping failed: ${r.error ?? `HTTP ${r.status ?? '?'}`}${answer}`;
  res.redirect(303, back(to, r.ok ? 'notice' : 'error', text));
}
