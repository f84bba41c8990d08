import { revokeApiKey, rotateApiKey } from '@sgs/db';
import { call, newAccount, startGateway, type TestGateway } from '../../../test/helpers/stack';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(() => gw.close());

describe('bearer authentication', () => {
  it('refuses a request with no Authorization header with a clear 401', async () => {
    const r = await call(gw.url, 'GET', '/v1/sites');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'Missing API key', hint: expect.stringContaining('Authorization: Bearer') });
  });

  it.each([
    ['a non-bearer scheme', 'Basic abc'],
    ['a malformed key', 'Bearer not-a-key'],
    ['an unknown key of the right shape', `Bearer sgs_000000000000_${'A'.repeat(43)}`],
  ])('refuses %s with "Invalid or revoked API key"', async (_label, header) => {
    const r = await call(gw.url, 'GET', '/v1/sites', { headers: { authorization: header } });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'Invalid or revoked API key' });
  });

  it('refuses the right key id with the wrong secret', async () => {
    const { key } = await newAccount(gw.db);
    const forged = key.slice(0, -4) + (key.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    const r = await call(gw.url, 'GET', '/v1/sites', { key: forged });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'Invalid or revoked API key' });
  });

  it('accepts a valid key, and a fresh account lists no sites', async () => {
    const { key } = await newAccount(gw.db);
    const r = await call(gw.url, 'GET', '/v1/sites', { key });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ sites: [], next_cursor: null });
  });

  it('stops accepting a key the moment it is revoked', async () => {
    const { key, keyId, account } = await newAccount(gw.db);
    expect((await call(gw.url, 'GET', '/v1/sites', { key })).status).toBe(200);
    expect(await revokeApiKey(gw.db, account.id, keyId)).toBe(true);
    const r = await call(gw.url, 'GET', '/v1/sites', { key });
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ error: 'Invalid or revoked API key' });
  });

  it('rotation invalidates the old key at once and the new key works', async () => {
    const { key, keyId, account } = await newAccount(gw.db);
    const issued = await rotateApiKey(gw.db, account.id, keyId);
    expect(issued).not.toBeNull();
    expect(issued!.key).not.toEqual(key);
    expect((await call(gw.url, 'GET', '/v1/sites', { key })).status).toBe(401);
    expect((await call(gw.url, 'GET', '/v1/sites', { key: issued!.key })).status).toBe(200);
  });

  it("does not rotate or revoke another account's key", async () => {
    const a = await newAccount(gw.db);
    const b = await newAccount(gw.db);
    expect(await rotateApiKey(gw.db, b.account.id, a.keyId)).toBeNull();
    expect(await revokeApiKey(gw.db, b.account.id, a.keyId)).toBe(false);
    expect((await call(gw.url, 'GET', '/v1/sites', { key: a.key })).status).toBe(200);
  });
});

describe('error shape', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const { key } = await newAccount(gw.db);
    const r = await call(gw.url, 'GET', '/v1/nothing-here', { key });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ error: expect.stringContaining('No route') });
    const outside = await call(gw.url, 'GET', '/nope');
    expect(outside.status).toBe(404);
    expect(typeof (outside.body as { error: unknown }).error).toBe('string');
  });

  it('answers a body that is not JSON with 400', async () => {
    const { key } = await newAccount(gw.db);
    const r = await call(gw.url, 'POST', '/v1/sites', { key, body: '{"businessName": ' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'Request body must be valid JSON' });
  });

  it('answers a JSON body that is not an object with 400', async () => {
    const { key } = await newAccount(gw.db);
    const r = await call(gw.url, 'POST', '/v1/sites', { key, body: '[1,2]' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ error: 'Request body must be a JSON object' });
  });
});

describe('health and docs', () => {
  it('reports PostgreSQL and Temporal reachability', async () => {
    const r = await call(gw.url, 'GET', '/healthz');
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ status: 'ok', postgres: { ok: true }, temporal: { ok: true } });
  });

  it('serves an OpenAPI 3.1 document generated from the route schemas, and a docs page', async () => {
    const r = await call<{
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: Record<string, { properties?: object; additionalProperties?: unknown }> };
    }>(gw.url, 'GET', '/v1/openapi.json');
    expect(r.status).toBe(200);
    expect(r.body.openapi).toBe('3.1.0');
    expect(Object.keys(r.body.paths)).toEqual(expect.arrayContaining(['/v1/sites', '/v1/sites/{id}']));
    const createBody = r.body.components.schemas.CreateSiteRequest!;
    expect(Object.keys(createBody.properties!)).toEqual(
      expect.arrayContaining(['mapsUrl', 'placeId', 'businessName', 'businessLocation', 'review']),
    );
    expect(createBody.additionalProperties).toBe(false);
    const docs = await fetch(`${gw.url}/v1/docs`);
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui-bundle.js');
    expect((await fetch(`${gw.url}/v1/docs/assets/swagger-ui-bundle.js`)).status).toBe(200);
  });
});
