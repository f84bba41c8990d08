import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { createTestSite, startReceiver, type Receiver } from '../../../test/helpers/receiver';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

// No delivery worker here: this file checks the receiver's contract and that every channel is recorded.
let gw: TestGateway;
let rx: Receiver;
beforeAll(async () => {
  gw = await startGateway({
    env: testEnv({
      TASK_QUEUE_PREFIX: uniquePrefix('forms'),
      ALLOW_LOOPBACK_URLS: 'true',
      // The tests play the proxy in front of the gateway: X-Forwarded-For from loopback names the client.
      TRUST_PROXY: 'loopback',
      FORM_RATE_LIMIT_PER_IP: '3',
      FORM_RATE_LIMIT_PER_SITE: '1000',
      FORM_MAX_FIELDS: '5',
      FORM_MAX_FIELD_LENGTH: '50',
      FORM_MAX_BODY_BYTES: '4096',
    }),
  });
  rx = await startReceiver();
});
afterAll(async () => {
  await rx.close();
  await gw.close();
});

const PATH = '/v1/webhooks/form-submit';
const post = (body: string | Record<string, unknown>, headers: Record<string, string>) =>
  fetch(gw.url + PATH, {
    method: 'POST',
    redirect: 'manual',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
const form = (fields: Record<string, string>, ip = '127.0.0.1') =>
  post(new URLSearchParams(fields).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    'x-forwarded-for': ip,
  });

async function site(opts: { contactEmail?: string | null } = {}) {
  const { account, key } = await newAccount(gw.db);
  return { key, account, site: await createTestSite(gw.db, account.id, opts) };
}

it('stores a url-encoded lead first and redirects the browser back to the site (303)', async () => {
  const { site: s } = await site();
  const redirect = `http://${s.slug}.localhost:3001/contact.html?sent=1`;
  const res = await form(
    {
      site_id: s.id,
      page: 'contact.html',
      _redirect: redirect,
      _hp: '',
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Rye?',
    },
    '10.9.0.1',
  );
  expect({ status: res.status, body: res.status === 303 ? '' : await res.text() }).toEqual({ status: 303, body: '' });
  expect(res.headers.get('location')).toBe(redirect);
  const rows = await gw.db.formSubmission.findMany({ where: { siteId: s.id } });
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    page: 'contact.html',
    fields: { name: 'Ada', email: 'ada@example.com', message: 'Rye?' },
  });
  const event = await gw.db.event.findUniqueOrThrow({ where: { id: rows[0]!.eventId! } });
  expect(event).toMatchObject({ type: 'form.submit', siteId: s.id, accountId: s.accountId });
  expect(event.payload).toMatchObject({
    submission_id: rows[0]!.id,
    site_id: s.id,
    page: 'contact.html',
    fields: { name: 'Ada' },
    originated_via: 'service_public',
  });
  const mail = await gw.db.outboundEmail.findUniqueOrThrow({ where: { dedupeKey: `form-submit:${rows[0]!.id}` } });
  expect(mail).toMatchObject({ toAddress: 'owner@bakery.example', replyTo: 'ada@example.com', status: 'pending' });
  expect(mail.text).toContain('message: Rye?');
});

it('answers JSON to Accept: application/json, and takes JSON and multipart bodies', async () => {
  const { site: s } = await site();
  const json = await post(
    { site_id: s.id, name: 'Bo', topics: ['bread', 'cake'] },
    { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '10.9.0.2' },
  );
  expect(json.status).toBe(200);
  const body = (await json.json()) as { ok: boolean; submission_id: string };
  expect(body.ok).toBe(true);
  expect((await gw.db.formSubmission.findUniqueOrThrow({ where: { id: body.submission_id } })).fields).toEqual({
    name: 'Bo',
    topics: 'bread, cake',
  });

  const fd = new FormData();
  fd.append('site_id', s.id);
  fd.append('name', 'Cy');
  const multi = await fetch(gw.url + PATH, {
    method: 'POST',
    body: fd,
    headers: { accept: 'application/json', 'x-forwarded-for': '10.9.0.3' },
  });
  expect(multi.status).toBe(200);
  const id = ((await multi.json()) as { submission_id: string }).submission_id;
  expect((await gw.db.formSubmission.findUniqueOrThrow({ where: { id } })).fields).toEqual({ name: 'Cy' });

  const withFile = new FormData();
  withFile.append('site_id', s.id);
  withFile.append('cv', new Blob(['hello']), 'cv.txt');
  const refused = await fetch(gw.url + PATH, {
    method: 'POST',
    body: withFile,
    headers: { accept: 'application/json', 'x-forwarded-for': '10.9.0.3' },
  });
  expect(refused.status).toBe(400);
  expect(((await refused.json()) as { error: string }).error).toBe('File uploads are not accepted');
});

it('ignores a _redirect off the site and shows the hosted thank-you page', async () => {
  const { site: s } = await site();
  for (const bad of ['https://evil.example/phish', 'javascript:alert(1)', `http://${s.slug}.localhost.evil.example/`]) {
    const res = await form({ site_id: s.id, name: 'Di', _redirect: bad }, '10.9.1.1');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${PATH}/thanks?site_id=${s.id}`);
  }
  const page = await fetch(`${gw.url}${PATH}/thanks?site_id=${s.id}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Form Test Bakery');
});

it("speaks the site's language on the thank-you and error pages, else the browser's", async () => {
  const { site: s } = await site();
  await gw.db.site.update({ where: { id: s.id }, data: { language: 'de-AT' } });
  const thanks = await (await fetch(`${gw.url}${PATH}/thanks?site_id=${s.id}`)).text();
  expect(thanks).toContain('<html lang="de-AT">');
  expect(thanks).toContain('Ihre Nachricht wurde an Form Test Bakery gesendet.');
  expect(thanks).toContain('Zurück zur Website');
  // A refusal on the German site (no fields but the site's id) is German, whatever the browser asks for.
  const empty = await post(new URLSearchParams({ site_id: s.id }).toString(), {
    'content-type': 'application/x-www-form-urlencoded',
    'accept-language': 'fr-FR,fr;q=0.9',
    'x-forwarded-for': '10.9.1.9',
  });
  expect(empty.status).toBe(400);
  const refused = await empty.text();
  expect(refused).toContain('Ihre Nachricht wurde nicht gesendet');
  expect(refused).toContain('Das Formular wurde nicht wie erwartet ausgefüllt.');
  expect(refused).not.toMatch(/No form fields/);
  // No site to speak for: the browser's first language the pages speak (Japanese), never a stack or JSON.
  const unknown = await post(
    new URLSearchParams({ site_id: '00000000-0000-4000-8000-00000000dead', name: 'x' }).toString(),
    {
      'content-type': 'application/x-www-form-urlencoded',
      'accept-language': 'zh-CN, ja;q=0.8, en;q=0.5',
      'x-forwarded-for': '10.9.1.9',
    },
  );
  expect(unknown.status).toBe(404);
  const page = await unknown.text();
  expect(page).toContain('<html lang="ja">');
  expect(page).toContain('このウェブサイトは現在メッセージを受け付けておりません。');
});

it('accepts a honeypot hit silently and stores nothing', async () => {
  const { site: s } = await site();
  const res = await post(
    { site_id: s.id, _hp: 'http://spam.example', name: 'Bot' },
    { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '10.9.2.1' },
  );
  expect(res.status).toBe(200);
  expect(((await res.json()) as { ok: boolean }).ok).toBe(true);
  expect(await gw.db.formSubmission.count({ where: { siteId: s.id } })).toBe(0);
  expect(await gw.db.event.count({ where: { siteId: s.id } })).toBe(0);
});

it('bounds the input: missing or bad site_id, unknown site, too many or too long fields, too big, wrong type', async () => {
  const { site: s } = await site();
  const json = { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '10.9.3.1' };
  const cases: [Record<string, unknown> | string, number, string, Record<string, string>?][] = [
    [{ name: 'x' }, 400, 'site_id is required'],
    [{ site_id: 'abc', name: 'x' }, 400, 'site_id must be a UUID'],
    [{ site_id: '00000000-0000-4000-8000-00000000dead', name: 'x' }, 404, 'Site not found'],
    [{ site_id: s.id }, 400, 'No form fields were submitted'],
    [{ site_id: s.id, a: '1', b: '2', c: '3', d: '4', e: '5', f: '6' }, 400, 'Too many fields (at most 5)'],
    [{ site_id: s.id, msg: 'x'.repeat(51) }, 400, 'Field "msg" is too long (at most 50 characters)'],
    [{ site_id: s.id, nested: { a: 1 } }, 400, 'Field "nested" must be a string'],
    ['{not json', 400, 'Request body must be valid JSON'],
    [{ site_id: s.id, big: 'y'.repeat(5000) }, 413, 'Request body is too large'],
    [
      'site_id=x',
      415,
      'Content-Type must be application/x-www-form-urlencoded, multipart/form-data or application/json',
      { 'content-type': 'text/plain' },
    ],
  ];
  for (const [body, status, error, headers] of cases) {
    const res = await post(body, { ...json, ...headers });
    expect({ status: res.status, error: ((await res.json()) as { error: string }).error }).toEqual({ status, error });
  }
  // A browser sees a page, not JSON.
  const browser = await form({ name: 'x' }, '10.9.3.2');
  expect(browser.status).toBe(400);
  expect(browser.headers.get('content-type')).toMatch(/text\/html/);
  expect(await gw.db.formSubmission.count({ where: { siteId: s.id } })).toBe(0);
});

it('rate-limits per IP and site (429 with Retry-After), other IPs still get through', async () => {
  const { site: s } = await site();
  const ip = '10.9.4.1';
  for (let i = 0; i < 3; i++) expect((await form({ site_id: s.id, name: `n${i}` }, ip)).status).toBe(303);
  const limited = await post(
    { site_id: s.id, name: 'n4' },
    { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': ip },
  );
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await form({ site_id: s.id, name: 'other' }, '10.9.4.2')).status).toBe(303);
  expect(await gw.db.formSubmission.count({ where: { siteId: s.id } })).toBe(4);
});

it('stores a repeated submission once within the duplicate window: one row, one event, one email; the answer names the first', async () => {
  const { site: s } = await site();
  const asJson = (fields: Record<string, string>, ip: string) =>
    post(
      { site_id: s.id, ...fields },
      { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': ip },
    );
  const idOf = async (res: Response) => {
    expect(res.status).toBe(200);
    return ((await res.json()) as { submission_id: string }).submission_id;
  };
  const first = await idOf(
    await asJson({ name: 'Hal', email: 'hal@example.com', message: 'Two loaves, please' }, '10.9.7.1'),
  );
  // The same lead again: other whitespace, case and field order, another address, a browser post.
  const again = await idOf(
    await asJson({ message: '  two loaves,\n  PLEASE ', email: 'HAL@example.com', name: 'Hal' }, '10.9.7.2'),
  );
  expect(again).toBe(first);
  const browser = await form({ site_id: s.id, name: 'Hal', email: 'hal@example.com', message: 'Two loaves, please' });
  expect(browser.status).toBe(303);
  // Concurrent duplicates of a new lead are stored once too.
  const burst = await Promise.all(
    [1, 2, 3, 4].map((i) => asJson({ name: 'Ivy', message: 'Gluten free?' }, `10.9.7.${10 + i}`).then(idOf)),
  );
  expect(new Set(burst).size).toBe(1);
  // A different message is a different lead.
  const other = await idOf(
    await asJson({ name: 'Hal', email: 'hal@example.com', message: 'Three loaves' }, '10.9.7.3'),
  );
  expect([first, burst[0]]).not.toContain(other);

  const rows = await gw.db.formSubmission.findMany({ where: { siteId: s.id } });
  expect(rows.map((r) => r.id).sort()).toEqual([first, burst[0]!, other].sort());
  expect(await gw.db.event.count({ where: { siteId: s.id, type: 'form.submit' } })).toBe(3);
  expect(await gw.db.outboundEmail.count({ where: { siteId: s.id } })).toBe(3);

  // Outside the window the same lead is stored again (the first is moved back past FORM_DUPLICATE_WINDOW_MS).
  await gw.db.formSubmission.update({
    where: { id: first },
    data: { createdAt: new Date(Date.now() - gw.deps.env.FORM_DUPLICATE_WINDOW_MS - 1000) },
  });
  const later = await idOf(
    await asJson({ name: 'Hal', email: 'hal@example.com', message: 'Two loaves, please' }, '10.9.7.1'),
  );
  expect(later).not.toBe(first);
  expect(await gw.db.outboundEmail.count({ where: { siteId: s.id } })).toBe(4);
});

it("allows CORS from the site's own origin only", async () => {
  const { site: s } = await site();
  const origin = `http://${s.slug}.localhost:3001`;
  const pre = await fetch(gw.url + PATH, {
    method: 'OPTIONS',
    headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(pre.status).toBe(204);
  expect(pre.headers.get('access-control-allow-origin')).toBe(origin);
  expect(pre.headers.get('access-control-allow-headers')).toMatch(/Content-Type/);
  const foreign = await fetch(gw.url + PATH, {
    method: 'OPTIONS',
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
  });
  expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  const res = await post(
    { site_id: s.id, name: 'Eve' },
    { 'content-type': 'application/json', accept: 'application/json', origin, 'x-forwarded-for': '10.9.5.1' },
  );
  expect(res.headers.get('access-control-allow-origin')).toBe(origin);
});

it('plans a delivery per endpoint: the form webhook, and the lifecycle webhook only when subscribed to form.submit; no email without a contact email', async () => {
  const { key, site: s } = await site({ contactEmail: null });
  await call(gw.url, 'POST', `/v1/sites/${s.id}/webhooks/forms`, { key, body: { webhook_url: rx.url } });
  await call(gw.url, 'PUT', '/v1/customer/webhook', { key, body: { url: rx.url } });
  await call(gw.url, 'PATCH', '/v1/customer/webhook/subscriptions', { key, body: { events: ['site.complete'] } });
  await form({ site_id: s.id, name: 'Fay' }, '10.9.6.1');
  const sub1 = await gw.db.formSubmission.findFirstOrThrow({ where: { siteId: s.id } });
  expect((await gw.db.webhookDelivery.findMany({ where: { eventId: sub1.eventId! } })).map((d) => d.endpoint)).toEqual([
    'site_form',
  ]);
  expect(await gw.db.outboundEmail.count({ where: { siteId: s.id } })).toBe(0);

  await call(gw.url, 'PATCH', '/v1/customer/webhook/subscriptions', { key, body: { events: ['form.submit'] } });
  await form({ site_id: s.id, name: 'Gus' }, '10.9.6.1');
  const sub2 = await gw.db.formSubmission.findFirstOrThrow({ where: { siteId: s.id, NOT: { id: sub1.id } } });
  expect(
    (await gw.db.webhookDelivery.findMany({ where: { eventId: sub2.eventId! }, orderBy: { endpoint: 'asc' } })).map(
      (d) => d.endpoint,
    ),
  ).toEqual(['customer', 'site_form']);
});

it("mails each lead of a site with no contact email and no form webhook to the account's email, naming the site", async () => {
  const { key, account, site: s } = await site({ contactEmail: null });
  const res = await form({ site_id: s.id, name: 'Hal', email: 'hal@example.com', message: 'Table for 4?' }, '10.9.7.1');
  expect(res.status).toBe(303);
  const thanks = await fetch(`${gw.url}${res.headers.get('location')}`);
  expect(await thanks.text()).toContain('get back to you');
  // Posted again at once (a double click): still one lead, one email.
  await form({ site_id: s.id, name: 'Hal', email: 'hal@example.com', message: 'Table for 4?' }, '10.9.7.1');
  const lead = await gw.db.formSubmission.findFirstOrThrow({ where: { siteId: s.id } });
  const mail = await gw.db.outboundEmail.findMany({ where: { siteId: s.id } });
  expect(mail).toEqual([
    expect.objectContaining({
      dedupeKey: `form-submit:${lead.id}`,
      toAddress: account.email,
      replyTo: 'hal@example.com',
      subject: 'New form submission: Form Test Bakery',
      text: expect.stringContaining('Table for 4?'),
    }),
  ]);
  expect(mail[0]!.text).toContain(`New form submission on Form Test Bakery (${s.deploymentUrl})`);
  expect(mail[0]!.text).toContain('has no contact email and no form webhook');

  // The owner sees it as new once, and where leads go.
  const leads = (q = '') => call<Record<string, unknown>>(gw.url, 'GET', `/v1/sites/${s.id}/leads${q}`, { key });
  const peek = await leads('?mark_seen=false');
  expect(peek.body).toMatchObject({
    new_count: 1,
    delivery: { contact_email: null, form_webhook: false, account_email: account.email },
    leads: [{ id: lead.id, new: true }],
  });
  expect((await leads()).body).toMatchObject({ new_count: 1, leads: [{ id: lead.id, new: true }] });
  expect((await leads()).body).toMatchObject({ new_count: 0, leads: [{ id: lead.id, new: false }] });
  expect((await leads('?mark_seen=maybe')).status).toBe(400);

  // With a form webhook the lead goes there instead, and no email is queued.
  await call(gw.url, 'POST', `/v1/sites/${s.id}/webhooks/forms`, { key, body: { webhook_url: rx.url } });
  await form({ site_id: s.id, name: 'Ivy' }, '10.9.7.2');
  expect(await gw.db.outboundEmail.count({ where: { siteId: s.id } })).toBe(1);
  expect((await leads('?mark_seen=false')).body).toMatchObject({
    new_count: 1,
    delivery: { contact_email: null, form_webhook: true, account_email: null },
  });
  const other = await newAccount(gw.db);
  expect((await call(gw.url, 'GET', `/v1/sites/${s.id}/leads`, { key: other.key })).status).toBe(404);
});

it('documents the receiver and the form.submit payload in the OpenAPI document', async () => {
  const doc = (await (await fetch(`${gw.url}/v1/openapi.json`)).json()) as {
    paths: Record<string, { post?: { security?: unknown[] } }>;
    components: { schemas: Record<string, unknown> };
  };
  expect(doc.paths[PATH]?.post?.security).toEqual([]);
  expect(doc.components.schemas.FormSubmitPayload).toBeDefined();
  expect(doc.paths['/v1/customer/webhook/test-ping']).toBeDefined();
  expect(doc.paths['/v1/sites/{id}/webhooks/forms']).toBeDefined();
});
