import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createBrowserPool, type BrowserPool } from '@sgs/visual-review';
import { looksClientRendered } from '../src/client-rendered';
import { createPageRenderer } from '../src/render';
import { scrapeWebsite, type ScrapedSite } from '../src/scrape';

// Small apps built with the frameworks' own browser builds (from node_modules, served as /vendor/…): Vue 3 with
// hash routes, React with react-router-dom's BrowserRouter and HashRouter, Alpine and AngularJS templates. Each holds
// a business's facts that only its script shows, on routes the static HTML never names; each also calls another
// host and a same-origin path that redirects to a private address, which must be refused.
const APPS = path.join(__dirname, 'apps');

/** A package's folder, found from its main entry (its `exports` may hide package.json). */
function packageDir(name: string, from = __dirname): string {
  let dir = path.dirname(require.resolve(name, { paths: [from] }));
  while (!fs.existsSync(path.join(dir, 'package.json')) || readName(dir) !== name) dir = path.dirname(dir);
  return dir;
}
const readName = (dir: string) =>
  (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { name: string }).name;

function vendorFiles(): Record<string, string> {
  const routerDom = packageDir('react-router-dom');
  const router = packageDir('react-router', routerDom);
  return {
    'vue.global.prod.js': path.join(packageDir('vue'), 'dist/vue.global.prod.js'),
    'vue-router.global.prod.js': path.join(packageDir('vue-router'), 'dist/vue-router.global.prod.js'),
    'react.production.min.js': path.join(packageDir('react'), 'umd/react.production.min.js'),
    'react-dom.production.min.js': path.join(packageDir('react-dom'), 'umd/react-dom.production.min.js'),
    'router.umd.min.js': path.join(packageDir('@remix-run/router', router), 'dist/router.umd.min.js'),
    'react-router.production.min.js': path.join(router, 'dist/umd/react-router.production.min.js'),
    'react-router-dom.production.min.js': path.join(routerDom, 'dist/umd/react-router-dom.production.min.js'),
    'alpine.min.js': path.join(packageDir('alpinejs'), 'dist/cdn.min.js'),
    'angular.min.js': path.join(packageDir('angular'), 'angular.min.js'),
  };
}

interface Served {
  base: string;
  hits: string[];
  close(): Promise<void>;
}

async function listen(handler: http.RequestListener, host = '127.0.0.1'): Promise<Served> {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, host, r));
  const base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return { base, hits, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
};

/** An app's folder served as an app host does: any path that names no file answers with index.html. */
function serveApp(app: string, vendor: Record<string, string>, other: string) {
  const dir = path.join(APPS, app);
  return listen((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x').pathname;
    if (url === '/go') return res.writeHead(302, { location: 'http://10.0.0.1/latest/meta-data' }).end();
    if (req.method !== 'GET') return res.writeHead(405).end();
    const file = url.startsWith('/vendor/') ? vendor[url.slice(8)] : path.join(dir, path.normalize(url));
    const found = !!file && (url.startsWith('/vendor/') || file.startsWith(dir)) && fs.existsSync(file);
    const served =
      found && fs.statSync(file).isFile() ? file : path.extname(url) ? undefined : path.join(dir, 'index.html');
    if (!served) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    const body = fs.readFileSync(served, 'utf8').replaceAll('OTHER', other);
    res.writeHead(200, { 'content-type': TYPES[path.extname(served)] ?? 'application/octet-stream' }).end(body);
  });
}

const serviceNames = (s: ScrapedSite) => s.services.map((x) => x.name);

describe('client-rendered apps built with their frameworks', () => {
  let pool: BrowserPool;
  let other: Served;
  const vendor = vendorFiles();

  beforeAll(async () => {
    pool = createBrowserPool({ concurrency: 1 });
    other = await listen((_req, res) => res.writeHead(200).end('tracked'), '127.0.0.2');
  });
  afterAll(async () => {
    await pool.close();
    await other.close();
  });

  /** Research of one app with the renderer; the other host must have heard nothing. */
  async function research(app: string, start = '/', location = 'Roma, Italia') {
    const site = await serveApp(app, vendor, other.base);
    try {
      const render = createPageRenderer(pool, { allowLoopback: true });
      const scraped = await scrapeWebsite(`${site.base}${start}`, { allowLoopback: true, location, render });
      expect(other.hits).toEqual([]);
      return { scraped: scraped!, base: site.base, hits: site.hits };
    } finally {
      await site.close();
    }
  }

  it('tells each app shell from its static HTML', () => {
    for (const page of [
      'vue-hash/index.html',
      'react-router/index.html',
      'alpine/index.html',
      'angularjs/index.html',
      'vue-click/index.html',
    ])
      expect([page, looksClientRendered(fs.readFileSync(path.join(APPS, page), 'utf8'))]).toEqual([page, true]);
  });

  it('Vue with hash routes: each route read from its rendered DOM, the app loaded once', async () => {
    const { scraped, base, hits } = await research('vue-hash');
    expect(scraped.rendered).toEqual(
      expect.arrayContaining([`${base}/#/menu`, `${base}/#/contatti`, `${base}/#/menu/dolci`]),
    );
    expect(scraped.phones.map((p) => p.value)).toEqual(['+390575123456']);
    expect(scraped.emails.map((e) => e.address)).toContain('prenota@osteriadelponte.example');
    expect(serviceNames(scraped)).toEqual(
      expect.arrayContaining(["Pici all'aglione", "Peposo all'imprunetana", 'Zuppa inglese']),
    );
    expect(scraped.errors.join('\n')).toMatch(/request\(s\) refused/);
    // the routes were shown in the app: its code was fetched once for the whole site
    expect(hits.filter((h) => h === 'GET /app.js')).toHaveLength(1);
  }, 60_000);

  it('Vue whose navigation has no links: routes reached by clicking its menu items, in the app', async () => {
    const { scraped, base, hits } = await research('vue-click', '/', 'Mannheim, Deutschland');
    expect(scraped.rendered).toEqual(expect.arrayContaining([`${base}/preise`, `${base}/kontakt`]));
    expect(scraped.phones.map((p) => p.value)).toEqual(['+496214381920']);
    expect(scraped.emails.map((e) => e.address)).toContain('termin@friseur-lindenhof.example');
    expect(serviceNames(scraped)).toEqual(expect.arrayContaining(['Damenhaarschnitt', 'Balayage']));
    // the routes were shown in the app, never loaded as documents of their own
    expect(hits.filter((h) => h === 'GET /app.js')).toHaveLength(1);
  }, 60_000);

  it('React with BrowserRouter: history routes shown in the app, data fetched after each route mounts', async () => {
    const { scraped, base, hits } = await research('react-router', '/', 'Folkestone, United Kingdom');
    expect(scraped.rendered).toEqual(expect.arrayContaining([`${base}/menu`, `${base}/contact`]));
    expect(scraped.phones.map((p) => p.value)).toEqual(['+441303555019']);
    expect(scraped.emails.map((e) => e.address)).toContain('hello@larderandloaf.example');
    expect(serviceNames(scraped)).toEqual(expect.arrayContaining(['Eggs Benedict', 'Cardamom bun']));
    expect(hits).not.toContain('POST /api/visit');
    expect(hits.filter((h) => h === 'GET /static/js/main.js')).toHaveLength(1);
  }, 60_000);

  it('React with HashRouter', async () => {
    const { scraped, base } = await research('react-router', '/hash.html', 'Folkestone, United Kingdom');
    expect(scraped.rendered).toEqual(expect.arrayContaining([`${base}/hash.html#/menu`, `${base}/hash.html#/contact`]));
    expect(scraped.phones.map((p) => p.value)).toEqual(['+441303555019']);
    expect(serviceNames(scraped)).toEqual(expect.arrayContaining(['Almond croissant', 'Sausage roll']));
  }, 60_000);

  it('Alpine: elements bound to data, filled once the page fetched it', async () => {
    const { scraped, base } = await research('alpine', '/', 'Sevilla, España');
    expect(scraped.rendered[0]).toBe(`${base}/`);
    expect(scraped.phones.map((p) => p.value)).toEqual(['+34954214365']);
    expect(scraped.emails.map((e) => e.address)).toContain('citas@salonazahar.example');
    expect(serviceNames(scraped)).toEqual(expect.arrayContaining(['Mechas balayage', 'Manicura semipermanente']));
  }, 60_000);

  it('AngularJS: placeholders filled, #!/ routes read', async () => {
    const { scraped, base } = await research('angularjs', '/', 'Lyon, France');
    expect(scraped.rendered).toEqual(expect.arrayContaining([`${base}/#!/produits`, `${base}/#!/contact`]));
    expect(scraped.phones.map((p) => p.value)).toEqual(['+33478421765']);
    expect(scraped.emails.map((e) => e.address)).toContain('bonjour@boulangeriedumarche.example');
    expect(serviceNames(scraped)).toEqual(expect.arrayContaining(['Baguette tradition', 'Tarte aux pralines']));
    expect(JSON.stringify(scraped)).not.toContain('{{');
  }, 60_000);
});
