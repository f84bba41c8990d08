import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCloudflareHostnames } from '../src/cloudflare';

interface Hostname {
  id: string;
  hostname: string;
  status: string;
  ssl: { status: string; method: string; type: string };
}

/** A local fake of Cloudflare's custom_hostnames API (v4 envelope: success, errors, result). */
async function startFakeCloudflare(token: string, zone: string) {
  const hostnames = new Map<string, Hostname>();
  const calls: string[] = [];
  let n = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const send = (status: number, body: object) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      const fail = (status: number, code: number, message: string) =>
        send(status, { success: false, errors: [{ code, message }], messages: [], result: null });
      if (req.headers.authorization !== `Bearer ${token}`) return fail(403, 10000, 'Authentication error');
      const url = new URL(req.url ?? '/', 'http://x');
      calls.push(`${req.method} ${url.pathname}${url.search}`);
      const prefix = `/client/v4/zones/${zone}/custom_hostnames`;
      if (!url.pathname.startsWith(prefix)) return fail(404, 7003, 'Could not route');
      const id = url.pathname.slice(prefix.length + 1);
      if (req.method === 'GET' && !id) {
        const q = url.searchParams.get('hostname');
        return send(200, {
          success: true,
          errors: [],
          result: [...hostnames.values()].filter((h) => !q || h.hostname === q),
        });
      }
      if (req.method === 'POST' && !id) {
        const body = JSON.parse(raw) as { hostname: string; ssl: { method: string; type: string } };
        if ([...hostnames.values()].some((h) => h.hostname === body.hostname))
          return fail(409, 1406, 'Duplicate custom hostname found.');
        const h: Hostname = {
          id: `ch_${++n}`,
          hostname: body.hostname,
          status: 'pending',
          ssl: { status: 'pending_validation', ...body.ssl },
        };
        hostnames.set(h.id, h);
        return send(200, { success: true, errors: [], result: h });
      }
      if (req.method === 'DELETE' && hostnames.delete(id))
        return send(200, { success: true, errors: [], result: { id } });
      fail(404, 1436, 'Custom hostname not found');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`,
    hostnames,
    calls,
    close: () => new Promise((r) => server.close(r)),
  };
}

let cf: Awaited<ReturnType<typeof startFakeCloudflare>>;
beforeAll(async () => {
  cf = await startFakeCloudflare('cf-token', 'zone123');
});
afterAll(() => cf.close());

it('binds apex and www as custom hostnames once, reports certificate state, and unbinds them', async () => {
  const port = createCloudflareHostnames({ apiToken: 'cf-token', zoneId: 'zone123', apiBase: cf.base });
  await port.bind('joes.com');
  await port.bind('joes.com'); // idempotent: found, not created again
  const names = [...cf.hostnames.values()].map((h) => [h.hostname, h.ssl.method, h.ssl.type]);
  expect(names).toEqual([
    ['joes.com', 'http', 'dv'],
    ['www.joes.com', 'http', 'dv'],
  ]);
  expect(cf.calls.filter((c) => c.startsWith('POST'))).toHaveLength(2);

  expect(await port.certificate('joes.com')).toEqual({
    ready: false,
    detail: 'joes.com ssl pending_validation, www.joes.com ssl pending_validation',
  });
  for (const h of cf.hostnames.values()) h.ssl.status = 'active';
  expect((await port.certificate('joes.com')).ready).toBe(true);

  await port.unbind('joes.com');
  expect(cf.hostnames.size).toBe(0);
  await port.unbind('joes.com'); // nothing left: no error
});

it('surfaces Cloudflare errors with their code', async () => {
  const wrong = createCloudflareHostnames({ apiToken: 'nope', zoneId: 'zone123', apiBase: cf.base });
  await expect(wrong.bind('x.com')).rejects.toThrow('Cloudflare GET custom_hostnames: 10000 Authentication error');
});
