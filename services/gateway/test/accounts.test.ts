import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { accountLinkSecret, issueAccountLink } from '@sgs/db';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { testEnv } from '../../../test/helpers/env';
import { eventually } from '../../../test/helpers/worker';

let gw: TestGateway;
beforeAll(async () => {
  // Per-address limit high here (every request comes from 127.0.0.1); its own test below uses forwarded addresses.
  gw = await startGateway({ env: testEnv({ AUTH_RATE_LIMIT_PER_IP: '10000' }) });
});
afterAll(() => gw.close());

let seq = 0;
const freshEmail = () => `owner-${Date.now()}-${process.pid}-${seq++}@example.com`;

const LINK = /(https?:\/\/\S+)\?token=(sgst_[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43})/;
const seenLinks = new Set<string>();

/**
 * The newest link mailed to an address that this file has not read yet, read from the mail outbox as an operator
 * without SMTP would. The gateway answers before it writes the mail (no enumeration by timing), so this waits for it.
 */
function linkFor(email: string) {
  return eventually(async () => {
    const mail = await gw.db.outboundEmail.findFirst({ where: { toAddress: email }, orderBy: { createdAt: 'desc' } });
    const m = mail && LINK.exec(mail.text);
    if (!m || seenLinks.has(m[2]!)) return null;
    seenLinks.add(m[2]!);
    return { url: m[1]!, token: m[2]! };
  }, `a new link mailed to ${email}`);
}

async function signUpAndVerify(email = freshEmail()) {
  expect((await call(gw.url, 'POST', '/v1/account/signup', { body: { email } })).status).toBe(202);
  const { token } = await linkFor(email);
  const r = await call<{ account: { id: string; credits_balance: number }; session: { token: string } }>(
    gw.url,
    'POST',
    '/v1/account/verify',
    { body: { token } },
  );
  expect(r.status).toBe(200);
  return { email, accountId: r.body.account.id, session: r.body.session.token, verified: r.body };
}

describe('sign-up and verification', () => {
  it('mails a single-use verification link; verifying grants the signup credits once and signs in', async () => {
    const email = freshEmail();
    const r = await call(gw.url, 'POST', '/v1/account/signup', { body: { email: email.toUpperCase() } });
    expect(r.status).toBe(202);
    expect(r.body).toEqual({ ok: true, message: expect.any(String) });
    const link = await linkFor(email);
    expect(link.url).toBe(`${gw.deps.env.DASHBOARD_URL.replace(/\/+$/, '')}/verify`);
    const before = await gw.db.account.findUniqueOrThrow({ where: { email } });
    expect(before.emailVerifiedAt).toBeNull();
    expect(before.creditsBalance).toBe(0);

    const v = await call<{ account: Record<string, unknown>; session: { token: string; expires_at: string } }>(
      gw.url,
      'POST',
      '/v1/account/verify',
      { body: { token: link.token } },
    );
    expect(v.status).toBe(200);
    expect(v.body.account).toMatchObject({ email, email_verified: true, credits_balance: 520 });
    expect(v.body.session.token).toMatch(/^sgss_/);
    expect(new Date(v.body.session.expires_at).getTime()).toBeGreaterThan(Date.now());

    // The link works once.
    const again = await call(gw.url, 'POST', '/v1/account/verify', { body: { token: link.token } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'This link is invalid, expired or already used' });

    // A second verification link (signing up again) does not grant again.
    await call(gw.url, 'POST', '/v1/account/signup', { body: { email } });
    const account = await gw.db.account.findUniqueOrThrow({ where: { email } });
    expect(account.creditsBalance).toBe(520);
    expect(await gw.db.creditLedgerEntry.count({ where: { accountId: account.id, kind: 'grant' } })).toBe(1);

    // The session is a credential for the API.
    const me = await call(gw.url, 'GET', '/v1/account', { key: v.body.session.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email, credits_balance: 520 });
    expect((await call(gw.url, 'GET', '/v1/sites', { key: v.body.session.token })).body).toEqual({
      sites: [],
      next_cursor: null,
    });
  });

  it('grants once when a link is redeemed twice at once; only the newest link mailed works', async () => {
    const email = freshEmail();
    await call(gw.url, 'POST', '/v1/account/signup', { body: { email } });
    const first = await linkFor(email);
    await call(gw.url, 'POST', '/v1/account/signin', { body: { email } }); // unverified: another verify link
    const second = await linkFor(email);
    expect(second.token).not.toBe(first.token);
    const stale = await call(gw.url, 'POST', '/v1/account/verify', { body: { token: first.token } });
    expect(stale.status).toBe(400);
    const rs = await Promise.all(
      [second.token, second.token].map((token) => call(gw.url, 'POST', '/v1/account/verify', { body: { token } })),
    );
    expect(rs.map((r) => r.status).sort()).toEqual([200, 400]);
    const account = await gw.db.account.findUniqueOrThrow({ where: { email } });
    expect(account.creditsBalance).toBe(520);
    expect(await gw.db.creditLedgerEntry.count({ where: { accountId: account.id, kind: 'grant' } })).toBe(1);
  });

  it('refuses an expired link, a forged one and a sign-in token used as a verification token', async () => {
    const email = freshEmail();
    await call(gw.url, 'POST', '/v1/account/signup', { body: { email } });
    const { token } = await linkFor(email);
    await gw.db.accountAuthToken.updateMany({
      where: { account: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    for (const t of [token, `sgst_${'A'.repeat(43)}`, 'nonsense']) {
      const r = await call(gw.url, 'POST', '/v1/account/verify', { body: { token: t } });
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ error: 'This link is invalid, expired or already used' });
    }
    const { email: verifiedEmail } = await signUpAndVerify();
    await call(gw.url, 'POST', '/v1/account/signin', { body: { email: verifiedEmail } });
    const signin = await linkFor(verifiedEmail);
    expect((await call(gw.url, 'POST', '/v1/account/verify', { body: { token: signin.token } })).status).toBe(400);
  });

  it('refuses a link whose signature or payload was tampered with, one past its signed expiry, and one used twice', async () => {
    const { accountId } = await signUpAndVerify();
    const secret = await accountLinkSecret(gw.db, gw.deps.env.ACCOUNT_LINK_SECRET);
    const complete = (token: string) => call(gw.url, 'POST', '/v1/account/signin/complete', { body: { token } });
    const refusedLink = { error: 'This link is invalid, expired or already used', hint: expect.any(String) };

    // Tampered: one signature character changed; the payload re-signed by another key; another purpose claimed.
    const { token } = await issueAccountLink(gw.db, secret, accountId, 'signin', 3_600_000);
    const [payload, sig] = token.slice('sgst_'.length).split('.') as [string, string];
    const flipped = `sgst_${payload}.${sig[0] === 'A' ? 'B' : 'A'}${sig.slice(1)}`;
    const otherKey = createHmac('sha256', randomBytes(32)).update(payload).digest('base64url');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const asReset = `sgst_${Buffer.from(JSON.stringify({ ...claims, p: 'reset' })).toString('base64url')}.${sig}`;
    for (const t of [flipped, `sgst_${payload}.${otherKey}`, asReset]) {
      const r = await complete(t);
      expect(r.status).toBe(400);
      expect(r.body).toEqual(refusedLink);
    }
    // A reset link is refused for sign-in and verification, and a sign-in link for a password reset.
    const reset = await issueAccountLink(gw.db, secret, accountId, 'reset', 3_600_000);
    expect((await complete(reset.token)).status).toBe(400);
    expect((await call(gw.url, 'POST', '/v1/account/verify', { body: { token: reset.token } })).status).toBe(400);
    const asPassword = await call(gw.url, 'POST', '/v1/account/password/reset', {
      body: { token, password: 'a new password 123' },
    });
    expect(asPassword.status).toBe(400);
    expect(asPassword.body).toEqual({ ...refusedLink, hint: expect.stringContaining('/v1/account/password/forgot') });
    // None of those attempts used the genuine link up: it works once, then never again.
    expect((await complete(token)).status).toBe(200);
    expect((await complete(token)).status).toBe(400);

    // Past the expiry it was signed with, even if its row said otherwise.
    const expired = await issueAccountLink(gw.db, secret, accountId, 'signin', -1000);
    await gw.db.accountAuthToken.update({
      where: { id: expired.id },
      data: { expiresAt: new Date(Date.now() + 3_600_000) },
    });
    expect((await complete(expired.token)).status).toBe(400);
    expect((await gw.db.accountAuthToken.findUniqueOrThrow({ where: { id: expired.id } })).usedAt).toBeNull();
  });

  it('signs with ACCOUNT_LINK_SECRET when set, else with one key generated once in PostgreSQL for every gateway', async () => {
    const { email } = await signUpAndVerify();
    const kept = await gw.db.serviceSecret.findUniqueOrThrow({ where: { name: 'account_link' } });
    expect(kept.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const env = { AUTH_RATE_LIMIT_PER_IP: '10000' };
    const configured = await startGateway({
      env: testEnv({ ...env, ACCOUNT_LINK_SECRET: randomBytes(32).toString('hex') }),
    });
    const another = await startGateway({ env: testEnv(env) });
    try {
      const complete = (url: string, token: string) =>
        call(url, 'POST', '/v1/account/signin/complete', { body: { token } });
      await call(gw.url, 'POST', '/v1/account/signin', { body: { email } });
      const generated = await linkFor(email);
      expect((await complete(configured.url, generated.token)).status).toBe(400);
      expect((await complete(another.url, generated.token)).status).toBe(200); // the same key, read from PostgreSQL
      await call(configured.url, 'POST', '/v1/account/signin', { body: { email } });
      const signed = await linkFor(email);
      expect((await complete(gw.url, signed.token)).status).toBe(400);
      expect((await complete(configured.url, signed.token)).status).toBe(200);
      expect(await gw.db.serviceSecret.count()).toBe(1);
    } finally {
      await configured.close();
      await another.close();
    }
  });

  it('answers sign-up, sign-in and forgot-password the same for known and unknown addresses', async () => {
    const { email: known } = await signUpAndVerify();
    const unknown = freshEmail();
    for (const path of ['/v1/account/signin', '/v1/account/password/forgot']) {
      // The unknown address first: once the known one's mail is written, the unknown one's work has run before it.
      const b = await call(gw.url, 'POST', path, { body: { email: unknown } });
      const a = await call(gw.url, 'POST', path, { body: { email: known } });
      expect([a.status, b.status]).toEqual([202, 202]);
      expect(a.body).toEqual(b.body);
      expect(a.body).toEqual({ ok: true, message: expect.any(String) });
      await linkFor(known);
    }
    expect(await gw.db.outboundEmail.count({ where: { toAddress: unknown } })).toBe(0);
    expect(await gw.db.account.count({ where: { email: unknown } })).toBe(0);
    const c = await call(gw.url, 'POST', '/v1/account/signup', { body: { email: known } });
    expect(c.status).toBe(202);
    expect(c.body).toEqual({ ok: true, message: expect.any(String) });
    // The existing owner is mailed a sign-in link, not a second account.
    expect((await linkFor(known)).url).toMatch(/\/signin\/complete$/);
  });

  it('refuses a malformed e-mail with 400 and an unknown field', async () => {
    for (const body of [{ email: 'nope' }, {}, { email: freshEmail(), extra: 1 }, { email: 42 }]) {
      const r = await call(gw.url, 'POST', '/v1/account/signup', { body });
      expect(r.status).toBe(400);
      expect(typeof (r.body as { error: unknown }).error).toBe('string');
    }
  });
});

describe('sessions', () => {
  it('signs in by magic link, and the session stops working when it expires or on sign-out', async () => {
    const { email } = await signUpAndVerify();
    expect((await call(gw.url, 'POST', '/v1/account/signin', { body: { email } })).status).toBe(202);
    const link = await linkFor(email);
    expect(link.url).toMatch(/\/signin\/complete$/);
    const s = await call<{ session: { token: string } }>(gw.url, 'POST', '/v1/account/signin/complete', {
      body: { token: link.token },
    });
    expect(s.status).toBe(200);
    const token = s.body.session.token;
    expect((await call(gw.url, 'GET', '/v1/account', { key: token })).status).toBe(200);
    expect((await call(gw.url, 'POST', '/v1/account/signin/complete', { body: { token: link.token } })).status).toBe(
      400,
    );

    await gw.db.accountSession.updateMany({
      where: { account: { email } },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await call(gw.url, 'GET', '/v1/account', { key: token })).status).toBe(401);

    const { session: other } = await signUpAndVerify();
    expect((await call(gw.url, 'POST', '/v1/account/signout', { key: other })).status).toBe(204);
    expect((await call(gw.url, 'GET', '/v1/account', { key: other })).status).toBe(401);
  });

  it('rate-limits sign-up and sign-in per e-mail address', async () => {
    const email = freshEmail();
    const statuses: number[] = [];
    for (let i = 0; i < gw.deps.env.AUTH_RATE_LIMIT_PER_EMAIL + 1; i++) {
      const path = i % 2 ? '/v1/account/signin' : '/v1/account/signup';
      statuses.push((await call(gw.url, 'POST', path, { body: { email } })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 202)).toBe(true);
    const last = await call(gw.url, 'POST', '/v1/account/signin', { body: { email } });
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ error: 'Too many sign-in or sign-up attempts' });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('rate-limits per client address across different e-mails', async () => {
    const limited = await startGateway({
      env: testEnv({ AUTH_RATE_LIMIT_PER_IP: '3', TRUST_PROXY: 'loopback' }),
    });
    try {
      const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
      const headers = { 'x-forwarded-for': ip };
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await call(limited.url, 'POST', '/v1/account/signin', { body: { email: freshEmail() }, headers })).status,
        );
      }
      expect(statuses).toEqual([202, 202, 202, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('password reset', () => {
  const PASSWORD = 'a brand new passphrase';
  const reset = (token: string, password = PASSWORD) =>
    call<{ account: { email: string; password_set: boolean }; session: { token: string } }>(
      gw.url,
      'POST',
      '/v1/account/password/reset',
      { body: { token, password } },
    );

  it('mails a reset link to a verified owner; it sets a new password once and ends every other session', async () => {
    const { email, session } = await signUpAndVerify();
    await call(gw.url, 'PUT', '/v1/account/password', { key: session, body: { password: 'the old passphrase' } });
    const old = await call<{ session: { token: string } }>(gw.url, 'POST', '/v1/account/signin/password', {
      body: { email, password: 'the old passphrase' },
    });
    expect(old.status).toBe(200);

    const r = await call(gw.url, 'POST', '/v1/account/password/forgot', { body: { email: email.toUpperCase() } });
    expect(r.status).toBe(202);
    const link = await linkFor(email);
    expect(link.url).toBe(`${gw.deps.env.DASHBOARD_URL.replace(/\/+$/, '')}/password-reset/complete`);

    // A too-short password is refused before the link is used.
    const short = await reset(link.token, 'short');
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: expect.stringContaining('password must be 10 to 200 characters') });

    const done = await reset(link.token);
    expect(done.status).toBe(200);
    expect(done.body.account).toMatchObject({ email, password_set: true });
    expect((await call(gw.url, 'GET', '/v1/account', { key: done.body.session.token })).status).toBe(200);
    for (const ended of [session, old.body.session.token])
      expect((await call(gw.url, 'GET', '/v1/account', { key: ended })).status).toBe(401);
    const signIn = (password: string) =>
      call(gw.url, 'POST', '/v1/account/signin/password', { body: { email, password } });
    expect((await signIn('the old passphrase')).status).toBe(401);
    expect((await signIn(PASSWORD)).status).toBe(200);
    expect((await reset(link.token, 'yet another passphrase')).status).toBe(400);
    expect(
      await gw.db.outboundEmail.count({
        where: { toAddress: email, subject: 'Your Site Generation Service password was changed' },
      }),
    ).toBe(2);
  });

  it('only the newest reset link works, and forgot-password shares the sign-in rate limit', async () => {
    const { email } = await signUpAndVerify();
    await call(gw.url, 'POST', '/v1/account/password/forgot', { body: { email } });
    const first = await linkFor(email);
    await call(gw.url, 'POST', '/v1/account/password/forgot', { body: { email } });
    const second = await linkFor(email);
    expect((await reset(first.token)).status).toBe(400);
    expect((await reset(second.token)).status).toBe(200);
    // Sign-up took one request of the address's budget, the two requests above two more.
    const statuses: number[] = [];
    for (let i = 3; i < gw.deps.env.AUTH_RATE_LIMIT_PER_EMAIL; i++)
      statuses.push((await call(gw.url, 'POST', '/v1/account/password/forgot', { body: { email } })).status);
    expect(statuses.every((st) => st === 202)).toBe(true);
    const last = await call(gw.url, 'POST', '/v1/account/password/forgot', { body: { email } });
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ error: 'Too many sign-in or sign-up attempts' });
  });
});

describe('password sign-in', () => {
  type Signed = { account: { id: string; password_set: boolean }; session: { token: string } };
  const signIn = (email: string, password: string, headers?: Record<string, string>) =>
    call<Signed>(gw.url, 'POST', '/v1/account/signin/password', { body: { email, password }, headers });
  const PASSWORD = 'correct horse battery staple';
  const refused = {
    error: 'E-mail or password is incorrect',
    hint: expect.stringContaining('/v1/account/password/forgot'),
  };

  it('sets the sign-up password when the verification link is redeemed, and signs in with it', async () => {
    const email = freshEmail();
    expect((await call(gw.url, 'POST', '/v1/account/signup', { body: { email, password: PASSWORD } })).status).toBe(
      202,
    );
    // Not before the mailbox owner confirms: the same refusal as a wrong password.
    const early = await signIn(email, PASSWORD);
    expect(early.status).toBe(401);
    expect(early.body).toEqual(refused);
    const { token } = await linkFor(email);
    const row = await gw.db.account.findUniqueOrThrow({ where: { email } });
    expect(row.passwordHash).toBeNull();

    const v = await call<Signed>(gw.url, 'POST', '/v1/account/verify', { body: { token } });
    expect(v.status).toBe(200);
    expect(v.body.account.password_set).toBe(true);
    const stored = (await gw.db.account.findUniqueOrThrow({ where: { email } })).passwordHash!;
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain(PASSWORD);

    const s = await signIn(email.toUpperCase(), PASSWORD);
    expect(s.status).toBe(200);
    expect(s.body.account).toMatchObject({ id: v.body.account.id, password_set: true });
    expect(s.body.session.token).toMatch(/^sgss_/);
    expect((await call(gw.url, 'GET', '/v1/account', { key: s.body.session.token })).status).toBe(200);
  });

  it('answers a wrong password, an unknown address and an account without a password alike', async () => {
    const { email: withPassword, session } = await signUpAndVerify();
    expect(
      (await call(gw.url, 'PUT', '/v1/account/password', { key: session, body: { password: PASSWORD } })).status,
    ).toBe(204);
    const { email: linkOnly } = await signUpAndVerify();
    const answers = [
      await signIn(withPassword, 'not the password'),
      await signIn(freshEmail(), PASSWORD),
      await signIn(linkOnly, PASSWORD),
    ];
    for (const r of answers) {
      expect(r.status).toBe(401);
      expect(r.body).toEqual(refused);
    }
    for (const body of [
      { email: withPassword },
      { email: withPassword, password: '' },
      { email: 'x', password: PASSWORD },
    ]) {
      expect((await call(gw.url, 'POST', '/v1/account/signin/password', { body })).status).toBe(400);
    }
    // Signing up again for a verified address never replaces its password.
    await call(gw.url, 'POST', '/v1/account/signup', {
      body: { email: withPassword, password: 'another password 123' },
    });
    expect((await signIn(withPassword, 'another password 123')).status).toBe(401);
    expect((await signIn(withPassword, PASSWORD)).status).toBe(200);
  });

  it('changes the password from a session only, ending the other sessions', async () => {
    const { email, session } = await signUpAndVerify();
    await call(gw.url, 'POST', '/v1/account/signin', { body: { email } });
    const other = await call<Signed>(gw.url, 'POST', '/v1/account/signin/complete', {
      body: { token: (await linkFor(email)).token },
    });
    expect(other.status).toBe(200);
    const key = await call<{ key: string }>(gw.url, 'POST', '/v1/account/keys', { key: session, body: {} });
    const short = await call(gw.url, 'PUT', '/v1/account/password', { key: session, body: { password: 'short' } });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: expect.stringContaining('password must be 10 to 200 characters') });
    const byKey = await call(gw.url, 'PUT', '/v1/account/password', {
      key: key.body.key,
      body: { password: PASSWORD },
    });
    expect(byKey.status).toBe(403);

    expect(
      (await call(gw.url, 'PUT', '/v1/account/password', { key: session, body: { password: PASSWORD } })).status,
    ).toBe(204);
    expect((await call(gw.url, 'GET', '/v1/account', { key: session })).body).toMatchObject({ password_set: true });
    expect((await call(gw.url, 'GET', '/v1/account', { key: other.body.session.token })).status).toBe(401);
    expect((await call(gw.url, 'GET', '/v1/sites', { key: key.body.key })).status).toBe(200); // API keys stay
    expect((await signIn(email, PASSWORD)).status).toBe(200);

    expect(
      (await call(gw.url, 'PUT', '/v1/account/password', { key: session, body: { password: `${PASSWORD}!` } })).status,
    ).toBe(204);
    expect((await signIn(email, PASSWORD)).status).toBe(401);
    expect((await signIn(email, `${PASSWORD}!`)).status).toBe(200);
    // The owner is told each time (a stolen session changing it does not go unnoticed).
    const notices = await gw.db.outboundEmail.findMany({
      where: { toAddress: email, subject: 'Your Site Generation Service password was changed' },
    });
    expect(notices).toHaveLength(2);
    expect(notices[0]!.text).toContain('/signin');
  });

  it('rate-limits password attempts per e-mail address', async () => {
    const { email, session } = await signUpAndVerify();
    await call(gw.url, 'PUT', '/v1/account/password', { key: session, body: { password: PASSWORD } });
    // The sign-up took one attempt of the address's budget; the guesses take the rest.
    for (let i = 1; i < gw.deps.env.AUTH_RATE_LIMIT_PER_EMAIL; i++)
      expect((await signIn(email, `guess ${i}`)).status).toBe(401);
    // Even the right password waits once the address is over its limit.
    const last = await signIn(email, PASSWORD);
    expect(last.status).toBe(429);
    expect(last.body).toMatchObject({ error: 'Too many sign-in or sign-up attempts' });
    expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('API keys managed by the signed-in owner', () => {
  it('creates, lists, rotates and revokes keys; the plaintext appears only on creation', async () => {
    const { session } = await signUpAndVerify();
    const created = await call<{ id: string; key: string; prefix: string }>(gw.url, 'POST', '/v1/account/keys', {
      key: session,
      body: { tag: 'staging', name: 'ci' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ tag: 'staging', name: 'ci', last_used_at: null, revoked_at: null });
    expect(created.body.key.startsWith(created.body.prefix)).toBe(true);
    const apiKey = created.body.key;
    expect((await call(gw.url, 'GET', '/v1/sites', { key: apiKey })).status).toBe(200);

    const list = await call<{ keys: Record<string, unknown>[] }>(gw.url, 'GET', '/v1/account/keys', { key: session });
    expect(list.status).toBe(200);
    expect(list.body.keys).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(apiKey.slice(-20));
    expect(list.body.keys[0]).toMatchObject({ id: created.body.id, prefix: created.body.prefix });

    // An API key cannot manage keys.
    const byKey = await call(gw.url, 'POST', '/v1/account/keys', { key: apiKey, body: {} });
    expect(byKey.status).toBe(403);

    const rotated = await call<{ id: string; key: string }>(
      gw.url,
      'POST',
      `/v1/account/keys/${created.body.id}/rotate`,
      { key: session },
    );
    expect(rotated.status).toBe(201);
    expect(rotated.body).toMatchObject({ tag: 'staging', name: 'ci' });
    expect((await call(gw.url, 'GET', '/v1/sites', { key: apiKey })).status).toBe(401);
    expect((await call(gw.url, 'GET', '/v1/sites', { key: rotated.body.key })).status).toBe(200);

    expect((await call(gw.url, 'DELETE', `/v1/account/keys/${rotated.body.id}`, { key: session })).status).toBe(204);
    expect((await call(gw.url, 'GET', '/v1/sites', { key: rotated.body.key })).status).toBe(401);
    expect((await call(gw.url, 'DELETE', `/v1/account/keys/${rotated.body.id}`, { key: session })).status).toBe(404);
  });

  it("cannot see, rotate or revoke another account's key", async () => {
    const other = await newAccount(gw.db);
    const { session } = await signUpAndVerify();
    const list = await call<{ keys: unknown[] }>(gw.url, 'GET', '/v1/account/keys', { key: session });
    expect(list.body.keys).toEqual([]);
    expect((await call(gw.url, 'POST', `/v1/account/keys/${other.keyId}/rotate`, { key: session })).status).toBe(404);
    expect((await call(gw.url, 'DELETE', `/v1/account/keys/${other.keyId}`, { key: session })).status).toBe(404);
    expect((await call(gw.url, 'GET', '/v1/sites', { key: other.key })).status).toBe(200);
  });
});

async function makeSite(accountId: string, opts: { contactEmail?: string | null; updatedAt?: Date } = {}) {
  const id = randomUUID();
  return gw.db.site.create({
    data: {
      id,
      accountId,
      slug: `t-${id}`,
      businessName: 'Test Bakery',
      status: 'complete',
      operatorEmail: 'op@example.com',
      contactEmail: opts.contactEmail === undefined ? 'owner@example.com' : opts.contactEmail,
      buildRequest: {},
      ...(opts.updatedAt ? { updatedAt: opts.updatedAt } : {}),
    },
  });
}

describe('leads', () => {
  it('lists newest first with cursor pages, fetches and erases; other accounts get 404', async () => {
    const owner = await newAccount(gw.db);
    const stranger = await newAccount(gw.db);
    const site = await makeSite(owner.account.id);
    const base = Date.now() - 60_000;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const row = await gw.db.formSubmission.create({
        data: {
          siteId: site.id,
          accountId: owner.account.id,
          fields: { name: `Lead ${i}`, message: 'Hello' },
          page: '/contact',
          // Two share a timestamp: the id breaks the tie, nothing is skipped or repeated.
          createdAt: new Date(base + Math.min(i, 3) * 1000),
        },
      });
      ids.push(row.id);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const q: string = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const r = await call<{ leads: { id: string; submitted_at: string }[]; next_cursor: string | null }>(
        gw.url,
        'GET',
        `/v1/sites/${site.id}/leads${q}`,
        { key: owner.key },
      );
      expect(r.status).toBe(200);
      expect(r.body.leads.length).toBeLessThanOrEqual(2);
      seen.push(...r.body.leads.map((l) => l.id));
      cursor = r.body.next_cursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
    expect(seen.slice(0, 2).sort()).toEqual([ids[3], ids[4]].sort()); // the two newest share a time
    expect(seen.slice(2)).toEqual([ids[2], ids[1], ids[0]]);

    const all = await call<{ leads: unknown[]; next_cursor: null }>(gw.url, 'GET', `/v1/sites/${site.id}/leads`, {
      key: owner.key,
    });
    expect(all.body.leads).toHaveLength(5);
    expect(all.body.next_cursor).toBeNull();

    const one = await call(gw.url, 'GET', `/v1/sites/${site.id}/leads/${ids[0]}`, { key: owner.key });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: ids[0], site_id: site.id, page: '/contact', fields: { name: 'Lead 0' } });

    for (const path of [`/v1/sites/${site.id}/leads`, `/v1/sites/${site.id}/leads/${ids[0]}`]) {
      const r = await call(gw.url, 'GET', path, { key: stranger.key });
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ error: 'Site not found' });
    }
    expect((await call(gw.url, 'DELETE', `/v1/sites/${site.id}/leads/${ids[0]}`, { key: stranger.key })).status).toBe(
      404,
    );

    expect((await call(gw.url, 'DELETE', `/v1/sites/${site.id}/leads/${ids[0]}`, { key: owner.key })).status).toBe(204);
    const gone = await call(gw.url, 'GET', `/v1/sites/${site.id}/leads/${ids[0]}`, { key: owner.key });
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ error: 'Lead not found' });
    expect(await gw.db.formSubmission.count({ where: { siteId: site.id } })).toBe(4);
  });

  it('refuses bad limits and cursors with 400', async () => {
    const owner = await newAccount(gw.db);
    const site = await makeSite(owner.account.id);
    for (const q of ['?limit=0', '?limit=101', '?limit=abc', '?limit=1.5', '?cursor=%%%', '?cursor=bm90LWpzb24']) {
      const r = await call(gw.url, 'GET', `/v1/sites/${site.id}/leads${q}`, { key: owner.key });
      expect(r.status).toBe(400);
      expect(typeof (r.body as { error: unknown }).error).toBe('string');
    }
  });

  it('flags sites whose leads go nowhere (no contact e-mail, no form webhook)', async () => {
    const owner = await newAccount(gw.db);
    const silent = await makeSite(owner.account.id, { contactEmail: null });
    const mailed = await makeSite(owner.account.id);
    const one = await call<{ leads_undelivered: boolean }>(gw.url, 'GET', `/v1/sites/${silent.id}`, { key: owner.key });
    expect(one.body.leads_undelivered).toBe(true);
    const two = await call<{ leads_undelivered: boolean }>(gw.url, 'GET', `/v1/sites/${mailed.id}`, { key: owner.key });
    expect(two.body.leads_undelivered).toBe(false);
    await gw.db.siteFormWebhook.create({
      data: { siteId: silent.id, accountId: owner.account.id, url: 'https://hooks.example/lead', secret: 's' },
    });
    const three = await call<{ leads_undelivered: boolean }>(gw.url, 'GET', `/v1/sites/${silent.id}`, {
      key: owner.key,
    });
    expect(three.body.leads_undelivered).toBe(false);
  });
});

describe('pagination of GET /v1/sites', () => {
  it('keeps small accounts on one page and pages larger ones without loss', async () => {
    const owner = await newAccount(gw.db);
    const base = Date.now() - 3_600_000;
    for (let i = 0; i < 7; i++) await makeSite(owner.account.id, { updatedAt: new Date(base + i * 1000) });
    const one = await call<{ sites: { id: string }[]; next_cursor: string | null }>(gw.url, 'GET', '/v1/sites', {
      key: owner.key,
    });
    expect(one.body.sites).toHaveLength(7);
    expect(one.body.next_cursor).toBeNull();

    const seen: string[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const q: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : '?limit=3';
      const r = await call<{ sites: { id: string }[]; next_cursor: string | null }>(gw.url, 'GET', `/v1/sites${q}`, {
        key: owner.key,
      });
      seen.push(...r.body.sites.map((s) => s.id));
      cursor = r.body.next_cursor;
      if (!cursor) break;
    }
    expect(seen).toEqual(one.body.sites.map((s) => s.id));
    // Exactly a page's worth: the last page is full and says so with a null cursor.
    const exact = await call<{ sites: unknown[]; next_cursor: string | null }>(gw.url, 'GET', '/v1/sites?limit=7', {
      key: owner.key,
    });
    expect(exact.body.sites).toHaveLength(7);
    expect(exact.body.next_cursor).toBeNull();
  });
});
