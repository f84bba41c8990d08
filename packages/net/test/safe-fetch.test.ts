import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  assertPublicUrl,
  createMapsUrlResolver,
  FetchFailedError,
  isPublicAddress,
  safeFetch,
  UnsafeUrlError,
} from '../src';

let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === '/ok') return res.end('hello');
    if (req.url === '/redirect-chain') return res.writeHead(302, { location: '/ok' }).end();
    if (req.url === '/to-metadata')
      return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    if (req.url === '/loop') return res.writeHead(302, { location: '/loop' }).end();
    if (req.url === '/big') return res.end(Buffer.alloc(100_000, 'a'));
    if (req.url === '/slow') return setTimeout(() => res.end('late'), 2000);
    if (req.url === '/short')
      return res.writeHead(301, { location: `${base}/maps/place/Rosa%27s+Cafe/@10.5,20.25,15z` }).end();
    if (req.url?.startsWith('/maps/place/')) return res.end('a maps page');
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a00:1',
    '::127.0.0.1',
    '0:0:0:0:0:ffff:7f00:1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::a00:1',
    '2002:7f00:1::1',
    '2001:0:4136:e378:8000:63bf:3fff:fdd2',
    'ff02::1',
    'not-an-ip',
  ])('refuses %s', (ip) => expect(isPublicAddress(ip)).toBe(false));
  it.each(['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2001:4860:4860::8888', '::ffff:8.8.8.8'])(
    'accepts %s',
    (ip) => expect(isPublicAddress(ip)).toBe(true),
  );
});

describe('safeFetch', () => {
  it('refuses loopback unless told otherwise', async () => {
    await expect(safeFetch(`${base}/ok`)).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(safeFetch(`http://localhost:${new URL(base).port}/ok`)).rejects.toBeInstanceOf(UnsafeUrlError);
    const res = await safeFetch(`${base}/ok`, { allowLoopback: true });
    expect(res.status).toBe(200);
    expect(res.body.toString()).toBe('hello');
  });

  it.each([
    ['decimal IPv4', 'http://2130706433/'],
    ['hex IPv4', 'http://0x7f000001/'],
    ['octal IPv4', 'http://0177.0.0.1/'],
    ['short IPv4', 'http://127.1/'],
    ['IPv4-mapped IPv6', 'http://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6, hex', 'http://[::ffff:7f00:1]/'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['link-local metadata', 'http://169.254.169.254/latest/meta-data'],
    ['private range', 'http://10.0.0.1/'],
    ['unique-local IPv6', 'http://[fd12:3456::1]/'],
  ])('refuses %s (%s)', async (_l, url) => {
    await expect(safeFetch(url)).rejects.toBeInstanceOf(UnsafeUrlError);
  });

  it('refuses non-http schemes and URLs with credentials', async () => {
    await expect(safeFetch('file:///etc/passwd')).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(safeFetch('http://user:pw@example.com/')).rejects.toBeInstanceOf(UnsafeUrlError);
  });

  it('follows redirects and re-checks every hop', async () => {
    const ok = await safeFetch(`${base}/redirect-chain`, { allowLoopback: true });
    expect(ok.url).toBe(`${base}/ok`);
    expect(ok.redirects).toEqual([`${base}/ok`]);
    await expect(safeFetch(`${base}/to-metadata`, { allowLoopback: true })).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(safeFetch(`${base}/loop`, { allowLoopback: true, maxRedirects: 3 })).rejects.toThrow(
      /too many redirects/,
    );
  });

  it('returns a redirect as it is when redirects are off', async () => {
    const res = await safeFetch(`${base}/redirect-chain`, { allowLoopback: true, maxRedirects: 0 });
    expect(res.status).toBe(302);
  });

  it('bounds size and time', async () => {
    const big = await safeFetch(`${base}/big`, { allowLoopback: true, maxBytes: 1000 });
    expect(big.truncated).toBe(true);
    expect(big.body.length).toBe(1000);
    await expect(safeFetch(`${base}/slow`, { allowLoopback: true, timeoutMs: 300 })).rejects.toBeInstanceOf(
      FetchFailedError,
    );
  });

  it('checks configured URLs up front', async () => {
    await expect(assertPublicUrl(`${base}/ok`)).rejects.toBeInstanceOf(UnsafeUrlError);
    await expect(assertPublicUrl(`${base}/ok`, true)).resolves.toBeInstanceOf(URL);
  });
});

describe('maps URL resolver', () => {
  it('follows a short link to the place it names', async () => {
    const resolve = createMapsUrlResolver({ allowLoopback: true, isShortLink: (u) => u.startsWith(base) });
    expect(await resolve(`${base}/short`)).toEqual({ name: "Rosa's Cafe", lat: 10.5, lng: 20.25 });
  });

  it('gives null for a URL that names nothing, and throws when the link cannot be followed', async () => {
    const resolve = createMapsUrlResolver({ allowLoopback: true, isShortLink: (u) => u.startsWith(base) });
    expect(await resolve(`${base}/ok`)).toBeNull();
    const strict = createMapsUrlResolver({ isShortLink: () => true });
    await expect(strict(`${base}/short`)).rejects.toBeInstanceOf(UnsafeUrlError);
  });
});
