// "Forgot password?" in the dashboard, over plain HTTP (cookies and the CSRF token as a browser would send them):
// the sign-in page links to it, the reset link from the mail outbox lands on a form that sets the new password once.
import { eventually } from '../../../test/helpers/worker';
import { freshEmail, mailedLink, startStack, type Stack } from './helpers';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
}, 120_000);
afterAll(() => stack.close());

/** A browser's cookie jar and the CSRF token of the last page it rendered. */
function browser() {
  const jar = new Map<string, string>();
  let csrf = '';
  const remember = (r: Response) => {
    for (const c of r.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    jar,
    async get(url: string) {
      const r = await fetch(new URL(url, stack.dashboardUrl), { headers: { cookie: cookie() }, redirect: 'manual' });
      remember(r);
      const html = await r.text();
      csrf = /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? csrf;
      return { status: r.status, html };
    },
    async post(path: string, form: Record<string, string>) {
      const r = await fetch(new URL(path, stack.dashboardUrl), {
        method: 'POST',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...form, _csrf: csrf }).toString(),
        redirect: 'manual',
      });
      remember(r);
      return { status: r.status, html: await r.text(), location: r.headers.get('location') };
    },
  };
}

const api = (path: string, body: unknown) =>
  fetch(`${stack.gw.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

it('mails a reset link from "Forgot password?" and sets the new password once through the link page', async () => {
  const email = freshEmail();
  expect((await api('/v1/account/signup', { email, password: 'the first passphrase' })).status).toBe(202);
  const verify = await mailedLink(stack.gw, email);
  expect((await api('/v1/account/verify', { token: new URL(verify).searchParams.get('token') })).status).toBe(200);

  const b = browser();
  expect((await b.get('/signin')).html).toContain('<a href="/password-reset">Forgot password?</a>');
  const form = await b.get('/password-reset');
  expect(form.status).toBe(200);
  expect(form.html).toContain('Send me a reset link');
  const sent = await b.post('/password-reset', { email });
  expect(sent.status).toBe(200);
  expect(sent.html).toContain('Check your e-mail');

  // The gateway writes the mail after answering: wait for the reset link (the verification mail came first).
  const link = await eventually(
    async () => ((l) => l.includes('/password-reset/complete?') && l)(await mailedLink(stack.gw, email)),
    'the reset link in the mail outbox',
    60_000,
  );
  expect(link.startsWith(`${stack.dashboardUrl}/password-reset/complete?token=sgst_`)).toBe(true);
  // Opening the link uses nothing up (mail scanners follow links): it only shows the form.
  const page = await b.get(link);
  expect(page.status).toBe(200);
  const token = new URL(link).searchParams.get('token')!;
  expect(page.html).toContain(`name="token" value="${token}"`);

  const short = await b.post('/password-reset/complete', { token, password: 'short' });
  expect(short.status).toBe(400);
  expect(short.html).toContain('password must be 10 to 200 characters');
  const done = await b.post('/password-reset/complete', { token, password: 'the second passphrase' });
  expect(done.status).toBe(303);
  expect(done.location).toMatch(/^\/sites\?notice=/);
  expect(b.jar.get('sgs_session')).toMatch(/^sgss_/);
  expect((await b.get('/sites')).status).toBe(200);

  const signIn = (password: string) => api('/v1/account/signin/password', { email, password });
  expect((await signIn('the first passphrase')).status).toBe(401);
  expect((await signIn('the second passphrase')).status).toBe(200);
  const again = await b.post('/password-reset/complete', { token, password: 'a third passphrase!' });
  expect(again.status).toBe(400);
  expect(again.html).toContain('This link is invalid, expired or already used');
}, 120_000);
