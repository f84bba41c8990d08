// The per-request observability middleware on a plain node:http server on 127.0.0.1: the X-Request-Id echoed (the
// caller's when sane, else a fresh one), one log line per response with the route pattern and status (a caller's
// 4xx at info, a 5xx at error with an err), and no line at all when the level is off.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@sgs/config';
import { eventually } from '../../../test/helpers/worker';
import { currentRequestId, httpObservability } from '../src';

interface Line {
  level: 'info' | 'error';
  obj: Record<string, unknown>;
  msg: string;
}

/** A logger that records lines at or above `min` (the two levels the middleware writes at). */
function capture(min: 'info' | 'error' | 'silent') {
  const lines: Line[] = [];
  const rank = { info: 30, error: 50, silent: Infinity };
  const at = (level: Line['level']) => (obj: Record<string, unknown>, msg: string) => lines.push({ level, obj, msg });
  const log = { isLevelEnabled: (l: string) => rank[l as 'info'] >= rank[min], info: at('info'), error: at('error') };
  return { lines, log: log as unknown as Logger };
}

async function serve(log: Logger) {
  const observe = httpObservability(log, undefined);
  const server = http.createServer((req, res: http.ServerResponse & { locals?: Record<string, unknown> }) => {
    res.locals = {};
    observe(req, res, () => {
      if (req.url === '/boom') {
        res.locals!.routePattern = '/boom';
        res.statusCode = 500;
      } else if (req.url === '/v1/sites') {
        res.locals!.routePattern = '/v1/sites';
        res.statusCode = 404;
      }
      res.end(JSON.stringify({ requestId: currentRequestId() }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

let servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
});

it('echoes the request id, keeps it in the async context, and logs one line per response at its level', async () => {
  const { lines, log } = capture('info');
  const { server, url } = await serve(log);
  servers.push(server);

  const res = await fetch(`${url}/v1/sites`, { headers: { 'X-Request-Id': 'req-1' } });
  expect(res.headers.get('x-request-id')).toBe('req-1');
  expect(await res.json()).toEqual({ requestId: 'req-1' });
  const info = await eventually(async () => lines.find((l) => l.obj.reqId === 'req-1'), 'the 404 log line');
  expect(info.level).toBe('info');
  expect(info.msg).toBe('GET /v1/sites 404');
  expect(info.obj).toMatchObject({ req: { id: 'req-1', method: 'GET' }, route: '/v1/sites', res: { statusCode: 404 } });
  expect(typeof info.obj.responseTime).toBe('number');
  expect(info.obj.err).toBeUndefined();

  // A header that is not a sane token is replaced by a fresh id.
  const fresh = await fetch(`${url}/boom`, { headers: { 'X-Request-Id': 'no spaces allowed' } });
  const id = fresh.headers.get('x-request-id')!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  const error = await eventually(async () => lines.find((l) => l.obj.reqId === id), 'the 500 log line');
  expect(error.level).toBe('error');
  expect(error.msg).toBe('GET /boom 500');
  expect(String(error.obj.err)).toContain('failed with status code 500');

  // One line per response, never two (finish and close both fire).
  await fetch(`${url}/other`, { headers: { 'X-Request-Id': 'req-3' } });
  await eventually(async () => lines.find((l) => l.obj.reqId === 'req-3'), 'the third line');
  expect(lines.map((l) => l.obj.reqId)).toEqual(['req-1', id, 'req-3']);
  expect(lines[2]!.obj.route).toBe('(no route)');
});

it('writes no line below the logger level, and still answers with the request id', async () => {
  const { lines, log } = capture('error');
  const { server, url } = await serve(log);
  servers.push(server);
  const ok = await fetch(`${url}/v1/sites`, { headers: { 'X-Request-Id': 'quiet' } });
  expect(ok.headers.get('x-request-id')).toBe('quiet');
  await ok.text();
  // The 500 after it is logged; the 404 before it, at info, never is.
  await (await fetch(`${url}/boom`, { headers: { 'X-Request-Id': 'loud' } })).text();
  await eventually(async () => lines.find((l) => l.obj.reqId === 'loud'), 'the 500 line');
  expect(lines.map((l) => l.obj.reqId)).toEqual(['loud']);
});
