import { createAccount, createSession } from '@sgs/db';
import { createTestSite } from '../../../test/helpers/receiver';
import { freshEmail, startStack, type Stack } from './helpers';

// What a hostile-customer probe of the dashboard found: an edited ?cursor= answered 500, and a form's _back could
// send the browser to another site. Plain HTTP against the real gateway and dashboard (no browser needed).
jest.setTimeout(120_000);
let stack: Stack;
let cookie: string;
let accountId: string;
beforeAll(async () => {
  stack = await startStack();
  const account = await createAccount(stack.gw.db, { email: freshEmail(), verified: true, signupCredits: 520 });
  accountId = account.id;
  cookie = `sgs_session=${(await createSession(stack.gw.db, account.id, 60 * 60_000)).token}`;
});
afterAll(() => stack.close());

const get = (p: string) => fetch(stack.dashboardUrl + p, { headers: { cookie }, redirect: 'manual' });
/** A cursor the API never wrote: a valid time, an id that is not one. */
const EDITED = Buffer.from(JSON.stringify(['2020-01-01T00:00:00.000Z', 'zzz'])).toString('base64url');

it('a page whose API call is refused with a 4xx (an edited ?cursor=) shows that answer, never a 500', async () => {
  const site = await createTestSite(stack.gw.db, accountId);
  for (const p of [`/sites?cursor=${EDITED}`, `/sites/${site.id}/leads?cursor=${EDITED}`, '/sites?cursor=%00']) {
    const res = await get(p);
    const html = await res.text();
    expect([p, res.status]).toEqual([p, 400]);
    expect(html).toContain('cursor is not valid');
    expect(html).not.toContain('Something went wrong');
  }
  // Unchanged: an unknown site is still the not-found page, a good page still renders.
  expect((await get('/sites/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  expect((await get('/sites')).status).toBe(200);
});

it('a refused form post goes back only to a path on the dashboard (never "/\\host", which browsers read as //host)', async () => {
  const site = await createTestSite(stack.gw.db, accountId);
  const page = await (await get(`/sites/${site.id}`)).text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page)?.[1];
  expect(csrf).toEqual(expect.any(String));
  const post = (back: string) =>
    fetch(`${stack.dashboardUrl}/sites/${site.id}/contact`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      // An address the API refuses (400), so the dashboard sends the browser back with the error.
      body: new URLSearchParams({ _csrf: csrf!, contactEmail: 'not-an-address', _back: back }).toString(),
      redirect: 'manual',
    });
  for (const hostile of ['/\\evil.example/', '//evil.example/', 'https://evil.example/', '/\\/evil.example']) {
    const res = await post(hostile);
    expect([hostile, res.status]).toEqual([hostile, 303]);
    const to = res.headers.get('location')!;
    expect([hostile, new URL(to, 'http://dash.test').host]).toEqual([hostile, 'dash.test']);
    expect(to.startsWith('/?error=')).toBe(true);
  }
  const own = await post(`/sites/${site.id}`);
  expect(own.headers.get('location')).toMatch(new RegExp(`^/sites/${site.id}\\?error=`));
});

it('a form the parser refuses (too large, too many fields, latin1, corrupt gzip) is a 4xx page, never a 500', async () => {
  const post = (body: string | Buffer, headers: Record<string, string> = {}) =>
    fetch(`${stack.dashboardUrl}/keys`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body,
      redirect: 'manual',
    });
  const cases: [string, Promise<Response>, number][] = [
    ['300 KB', post(`name=${'a'.repeat(300_000)}`), 413],
    ['600 fields', post(Array.from({ length: 600 }, (_, i) => `f${i}=1`).join('&')), 413],
    ['latin1', post('name=x', { 'content-type': 'application/x-www-form-urlencoded; charset=latin1' }), 415],
    ['corrupt gzip', post('not gzip at all', { 'content-encoding': 'gzip' }), 400],
  ];
  for (const [what, pending, status] of cases) {
    const res = await pending;
    const html = await res.text();
    expect([what, res.status]).toEqual([what, status]);
    expect(html).toContain('The form could not be read');
  }
  // Nothing was created by any of them.
  const keys = await fetch(`${stack.gw.url}/v1/account/keys`, {
    headers: { authorization: `Bearer ${cookie.slice('sgs_session='.length)}` },
  });
  expect(((await keys.json()) as { keys: unknown[] }).keys).toEqual([]);
});
