import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { testEnv, uniquePrefix } from '../../../test/helpers/env';
import { createTestSite, startReceiver } from '../../../test/helpers/receiver';
import { createSession } from '@sgs/db';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';
import { createApp } from '../src/app';
import { answerClientErrorsAsJson } from '../src/http/client-errors';

// What a hostile-customer probe of the running service found (issue 12 follow-up), each a 500 or a wrong answer.
jest.setTimeout(120_000);
let gw: TestGateway;
let key: string;
let accountId: string;
beforeAll(async () => {
  gw = await startGateway({
    env: testEnv({
      TASK_QUEUE_PREFIX: uniquePrefix('probe-api'),
      RATE_LIMIT_PER_MINUTE: '100000',
      ALLOW_LOOPBACK_URLS: 'true',
    }),
  });
  ({
    key,
    account: { id: accountId },
  } = await newAccount(gw.db, { credits: 100_000 }));
});
afterAll(() => gw.close());

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('an edited ?cursor= is 400 cursor is not valid on every list, never 500', () => {
  const SOME_UUID = '3f1daf13-3010-467d-99b3-d8da6af948ad';
  const tampered: [string, unknown][] = [
    ['an id that is not a UUID', ['2020-01-01T00:00:00.000Z', 'zzz']],
    ['an id with NUL', ['2020-01-01T00:00:00.000Z', '\u0000']],
    ['a time before PostgreSQL’s range', ['-271821-04-20T00:00:00.000Z', SOME_UUID]],
    ['a six-digit year', ['+275760-09-13T00:00:00.000Z', SOME_UUID]],
    ['a bare number as the time', ['0', SOME_UUID]],
    ['an object', { 0: '2020-01-01T00:00:00.000Z', 1: SOME_UUID }],
  ];
  it.each(tampered)('%s', async (_what, value) => {
    const site = await createTestSite(gw.db, accountId);
    const lists = [
      '/v1/sites',
      `/v1/sites/${site.id}/revisions`,
      `/v1/sites/${site.id}/leads`,
      `/v1/sites/${site.id}/releases`,
      '/v1/webhook-deliveries',
      '/v1/credits/ledger',
    ];
    const answers = await Promise.all(
      lists.map(async (p) => {
        const r = await call(gw.url, 'GET', `${p}?cursor=${cursorOf(value)}`, { key });
        return [p, r.status, r.body] as const;
      }),
    );
    expect(answers).toEqual(lists.map((p) => [p, 400, expect.objectContaining({ error: 'cursor is not valid' })]));
  });

  it('a cursor the API gave still pages on (the check refuses only what it never writes)', async () => {
    const fresh = await newAccount(gw.db);
    const a = await createTestSite(gw.db, fresh.account.id);
    const b = await createTestSite(gw.db, fresh.account.id);
    const first = await call<{ sites: { id: string }[]; next_cursor: string }>(gw.url, 'GET', '/v1/sites?limit=1', {
      key: fresh.key,
    });
    expect(first.status).toBe(200);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const second = await call<{ sites: { id: string }[]; next_cursor: string | null }>(
      gw.url,
      'GET',
      `/v1/sites?limit=1&cursor=${first.body.next_cursor}`,
      { key: fresh.key },
    );
    expect(second.status).toBe(200);
    expect([...first.body.sites, ...second.body.sites].map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
  });
});

describe('the public form receiver refuses multipart parts it cannot decode with a 4xx, never 500', () => {
  const multipart = (siteId: string, part: string) =>
    ['--b', 'Content-Disposition: form-data; name="site_id"', '', siteId, '--b', part, '--b--', ''].join('\r\n');
  const post = (body: string) =>
    fetch(`${gw.url}/v1/webhooks/form-submit`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b', accept: 'application/json' },
      body,
    });

  it('a part in a charset the parser does not know is 415 and stores nothing', async () => {
    const site = await createTestSite(gw.db, accountId);
    const res = await post(
      multipart(
        site.id,
        'Content-Disposition: form-data; name="message"\r\nContent-Type: text/plain; charset=x-nope\r\n\r\nhello',
      ),
    );
    expect([res.status, await res.json()]).toEqual([415, { error: 'Field "message" has an unsupported charset' }]);
    expect(await gw.db.formSubmission.count({ where: { siteId: site.id } })).toBe(0);
  });

  it('a part whose RFC 5987 name* cannot be decoded is 400 and stores nothing', async () => {
    const site = await createTestSite(gw.db, accountId);
    const res = await post(multipart(site.id, "Content-Disposition: form-data; name*=utf-8''%00x\r\n\r\nhello"));
    expect([res.status, await res.json()]).toEqual([400, { error: 'Malformed multipart/form-data body' }]);
    expect(await gw.db.formSubmission.count({ where: { siteId: site.id } })).toBe(0);
  });

  it('a part in latin1 is still taken, decoded (busboy knows the charset)', async () => {
    const site = await createTestSite(gw.db, accountId);
    const [head, tail] = multipart(
      site.id,
      'Content-Disposition: form-data; name="name"\r\nContent-Type: text/plain; charset=latin1\r\n\r\n|',
    ).split('|');
    const res = await fetch(`${gw.url}/v1/webhooks/form-submit`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b', accept: 'application/json' },
      body: Buffer.concat([Buffer.from(head!), Buffer.from([0x4a, 0x6f, 0x73, 0xe9]), Buffer.from(tail!)]),
    });
    expect(res.status).toBe(200);
    const row = await gw.db.formSubmission.findFirstOrThrow({ where: { siteId: site.id } });
    expect(JSON.stringify(row.fields)).toContain('José');
  });
});

it('a business name with ß, æ, ø or ł keeps those letters in its slug (spelled out), not a hyphen', async () => {
  const tag = randomBytes(4).toString('hex').replace(/[0-9]/g, 'x');
  const cases: [string, string][] = [
    [`Straße Bäckerei ${tag}`, `strasse-backerei-${tag}`],
    [`Smørrebrød Æble ${tag}`, `smorrebrod-aeble-${tag}`],
    [`Łódź Pierogi ${tag}`, `lodz-pierogi-${tag}`],
  ];
  for (const [businessName, slug] of cases) {
    const r = await call(gw.url, 'POST', '/v1/sites', {
      key,
      body: { businessName, businessLocation: 'Austin, TX', review: 'manual' },
    });
    expect([r.status, r.body.slug]).toEqual([202, slug]);
  }
});

describe('requests the HTTP parser refuses answer JSON { error } (as main.ts serves the gateway), not a bare status line', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createApp(gw.deps).listen(0, '127.0.0.1');
    answerClientErrorsAsJson(server);
    await new Promise((r) => server.once('listening', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  /** The whole answer to raw request bytes (the server closes the connection after a refusal). */
  const raw = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const socket = net.connect(port, '127.0.0.1', () => socket.write(request, 'latin1'));
      socket.on('data', (c: Buffer) => chunks.push(c));
      socket.on('error', reject);
      socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });

  it('a URL over the 16 KB header limit is 431 with a JSON error', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/v1/sites?q=${'a'.repeat(20_000)}`, {
      headers: { authorization: `Bearer ${key}` },
    });
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      error: 'Request headers are too large',
      hint: 'Keep the URL and headers under 16 KB in all.',
    });
  });

  it('a control byte in a header and a garbage request line are 400 with a JSON error', async () => {
    for (const request of [`GET /v1/sites HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0001b\r\n\r\n`, 'NOT HTTP AT ALL\r\n\r\n']) {
      const answer = await raw(request);
      expect(answer.split('\r\n')[0]).toBe('HTTP/1.1 400 Bad Request');
      expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toEqual({ error: 'Malformed HTTP request' });
    }
  });
});

it('a field of the wrong type is named with the right article ("must be an object", not "a object")', async () => {
  const site = await createTestSite(gw.db, accountId);
  const r = await call(gw.url, 'PATCH', `/v1/sites/${site.id}/research-draft`, { key, body: { services: [null] } });
  expect([r.status, r.body]).toEqual([400, { error: 'services.0 must be an object' }]);
  const s = await call(gw.url, 'PATCH', `/v1/sites/${site.id}/research-draft`, { key, body: { services: 'x' } });
  expect([s.status, s.body]).toEqual([400, { error: 'services must be an array' }]);
});

it('business search (the local directory) matches names whatever their accents or script, only in the caller’s account', async () => {
  const owner = await newAccount(gw.db);
  const other = await newAccount(gw.db);
  const place = (accountId: string, name: string, n: number) =>
    gw.db.place.create({
      data: { accountId, placeId: `local:probe-${accountId}-${n}`, source: 'local', name, address: 'Austin, TX' },
    });
  await place(owner.account.id, 'Café Rosa', 1);
  await place(owner.account.id, 'İstanbul Kebap', 2);
  await place(owner.account.id, '日本料理 Sakura', 3);
  await place(owner.account.id, 'Bäckerei Müller', 4);
  await place(other.account.id, 'Cafe Rosa', 5);
  const search = async (query: string) => {
    const r = await call<{ results: { name: string }[] }>(gw.url, 'POST', '/v1/businesses/search', {
      key: owner.key,
      body: { query },
    });
    expect(r.status).toBe(200);
    return r.body.results.map((x) => x.name);
  };
  expect(await search('cafe')).toEqual(['Café Rosa']);
  expect(await search('CAFÉ ROSA')).toEqual(['Café Rosa']);
  expect(await search('istanbul kebap')).toEqual(['İstanbul Kebap']);
  expect(await search('baeckerei mueller')).toEqual([]);
  expect(await search('backerei muller')).toEqual(['Bäckerei Müller']);
  expect(await search('日本料理')).toEqual(['日本料理 Sakura']);
  expect(await search('%')).toEqual([]);
});

it('NUL in an opaque path id (an API key id) is 404, not a database error', async () => {
  const session = await createSession(gw.db, accountId, 60_000);
  for (const [method, p] of [
    ['DELETE', '/v1/account/keys/%00'],
    ['POST', '/v1/account/keys/a%00b/rotate'],
    ['POST', '/v1/webhook-deliveries/%00/replay'],
  ] as const) {
    const r = await call(gw.url, method, p, { key: session.token });
    expect([p, r.status]).toEqual([p, 404]);
  }
});

it('validation errors keep a schema’s own message and never show zod’s wording or a regular expression', async () => {
  const cases: [string, string, unknown, string][] = [
    ['GET', '/v1/sites?limit=1000', undefined, 'limit must be an integer from 1 to 100'],
    ['GET', '/v1/sites?limit=1.5', undefined, 'limit must be an integer from 1 to 100'],
    ['GET', '/v1/sites?limit=abc', undefined, 'limit must be an integer from 1 to 100'],
    ['POST', '/v1/credits/refunds', { purchase_id: 'zzz' }, 'purchase_id must be a UUID'],
    ['PUT', '/v1/credits/auto-refill', { enabled: true, threshold: -1 }, 'threshold must be at least 0'],
  ];
  for (const [method, p, body, error] of cases) {
    const r = await call(gw.url, method, p, { key, body });
    expect([p, r.status, r.body.error]).toEqual([p, 400, error]);
  }
});

it('a revoked or rotated key is refused by the very next request (the key cache drops it before the NOTIFY returns)', async () => {
  const owner = await newAccount(gw.db);
  const session = (await createSession(gw.db, owner.account.id, 60_000)).token;
  for (let i = 0; i < 20; i++) {
    const created = await call<{ id: string; key: string }>(gw.url, 'POST', '/v1/account/keys', {
      key: session,
      body: { tag: 'prod' },
    });
    // Verified once, so it sits in the gateway's memory.
    expect((await call(gw.url, 'GET', '/v1/sites?limit=1', { key: created.body.key })).status).toBe(200);
    if (i % 2 === 0) {
      expect((await call(gw.url, 'DELETE', `/v1/account/keys/${created.body.id}`, { key: session })).status).toBe(204);
    } else {
      const r = await call(gw.url, 'POST', `/v1/account/keys/${created.body.id}/rotate`, { key: session });
      expect(r.status).toBe(201);
    }
    expect([i, (await call(gw.url, 'GET', '/v1/sites?limit=1', { key: created.body.key })).status]).toEqual([i, 401]);
  }
});

it('a webhook receiver answering NUL bytes gets its test pings answered (preview kept, NUL replaced), not a 500', async () => {
  const receiver = await startReceiver({ replies: [{ status: 200, body: 'ok\u0000bye' }] });
  try {
    const owner = await newAccount(gw.db);
    const site = await createTestSite(gw.db, owner.account.id);
    const set = await call(gw.url, 'POST', `/v1/sites/${site.id}/webhooks/forms`, {
      key: owner.key,
      body: { webhook_url: receiver.url },
    });
    expect(set.status).toBe(200);
    const forms = await call(gw.url, 'POST', `/v1/sites/${site.id}/webhooks/forms/test`, { key: owner.key });
    expect([forms.status, forms.body.ok, forms.body.response_body]).toEqual([200, true, 'ok\ufffdbye']);
    const ping = await call(gw.url, 'POST', `/v1/sites/${site.id}/webhook/test-ping`, { key: owner.key, body: {} });
    expect([ping.status, ping.body.ok, ping.body.response_body_preview]).toEqual([200, true, 'ok\ufffdbye']);
    expect(
      (await call(gw.url, 'PUT', '/v1/customer/webhook', { key: owner.key, body: { url: receiver.url } })).status,
    ).toBe(200);
    const customer = await call(gw.url, 'POST', '/v1/customer/webhook/test-ping', { key: owner.key, body: {} });
    expect([customer.status, customer.body.ok, customer.body.response_body_preview]).toEqual([
      200,
      true,
      'ok\ufffdbye',
    ]);
  } finally {
    await receiver.close();
  }
});

it('a mapsUrl whose place segment or place id carries NUL or is too long is 400, never 500 or an over-long name', async () => {
  const cases: [string, string][] = [
    [
      'https://www.google.com/maps/place/Foo%00Bar/@30.2,-97.7,17z',
      'The name in mapsUrl contains a NUL character or invalid Unicode',
    ],
    [`https://www.google.com/maps/place/${'A'.repeat(201)}/`, 'The name in mapsUrl is too long (at most 200)'],
    [
      'https://www.google.com/maps/search/?api=1&query=x&query_place_id=ab%00c',
      'The placeId in mapsUrl contains a NUL character or invalid Unicode',
    ],
  ];
  for (const [mapsUrl, error] of cases) {
    const r = await call(gw.url, 'POST', '/v1/sites', { key, body: { mapsUrl } });
    expect([mapsUrl, r.status, r.body.error]).toEqual([mapsUrl, 400, error]);
  }
  const ok = await call(gw.url, 'POST', '/v1/sites', {
    key,
    body: { mapsUrl: `https://www.google.com/maps/place/${'B'.repeat(200)}/`, review: 'manual' },
  });
  expect(ok.status).toBe(202);
});
