import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createBrowserPool, type BrowserPool } from '@sgs/visual-review';
import { looksClientRendered } from '../src/client-rendered';
import { createPageRenderer, renderPage } from '../src/render';
import { parseHtml } from '../src/html';
import { crawlCandidates, scrapeWebsite } from '../src/scrape';

// An app shell as Angular builds emit it: the HTML holds the title and a mount point; a module script fetches the
// data from the site's own origin and renders the page, by client-side route (#/contatti). It also calls another
// host, a same-origin path that redirects to a private address, a POST and a WebSocket: all must be refused.
const SHELL = `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>Trattoria da Lia</title>
<base href="/"><link rel="preconnect" href="OTHER"></head>
<body><app-root></app-root><noscript>Attiva JavaScript per vedere il sito.</noscript>
<script src="main.js" type="module"></script></body></html>`;

const MAIN = `const data = await fetch('/assets/data.json').then((r) => r.json());
fetch('OTHER/beacon').catch(() => {});
fetch('/go').catch(() => {});
fetch('/api/track', { method: 'POST', body: '{}' }).catch(() => {});
try { new WebSocket('ws://' + location.host + '/live'); } catch {}
const root = document.querySelector('app-root');
function show() {
  const contact = location.hash === '#/contatti';
  root.innerHTML = '<header><nav><a href="#/">Home</a> <a href="#/contatti">Contatti</a></nav></header><main>' +
    (contact
      ? '<h1>Contatti</h1><p>Telefono <a href="tel:' + data.tel + '">' + data.phone + '</a></p><p><a href="mailto:' + data.email + '">' + data.email + '</a></p>'
      : '<h1>' + data.name + '</h1><p>' + data.about + '</p><h2>Primi</h2><ul>' +
        data.primi.map((p) => '<li><span class="name">' + p[0] + '</span> <span class="price">' + p[1] + '</span></li>').join('') + '</ul>') +
    '</main>';
}
show();
window.addEventListener('hashchange', show);`;

const DATA = {
  name: 'Trattoria da Lia',
  about:
    'Cucina romana di famiglia dal 1987: pasta fatta a mano ogni mattina, carciofi di stagione e il vino dei Castelli. Prenotate il tavolo per la domenica, si riempie presto.',
  phone: '06 1234 5678',
  tel: '+390612345678',
  email: 'prenota@trattoriadalia.example',
  primi: [
    ['Cacio e pepe', '€ 12,00'],
    ['Carbonara', '€ 13,00'],
    ['Amatriciana', '€ 12,50'],
  ],
};

// Reviews a page loads only when their section comes into view (a beauty centre's Google reviews, under a tall
// hero): "Cargando reseñas..." until a reader scrolls down to them.
const LAZY = `<!doctype html><html lang="es"><body><div id="root"><section style="height:3000px">
<h1>PRAGA Centro de Estética</h1></section><section id="resenas"><h2>Lo que dicen nuestras clientas</h2>
<p class="loading">Cargando reseñas...</p></section></div><script type="module">
const section = document.getElementById('resenas');
new IntersectionObserver(async ([e], obs) => {
  if (!e.isIntersecting) return;
  obs.disconnect();
  const reviews = await fetch('/reviews.json').then((r) => r.json());
  section.querySelector('.loading').outerHTML = reviews.map((r) => '<blockquote><p>"' + r.text + '"</p><cite>' + r.author + '</cite></blockquote>').join('');
}).observe(section);
</script></body></html>`;
const REVIEWS = [
  {
    text: 'Precioso lugar. Muy buena atención. Recomendable ampliamente. Sin duda volveré por otros servicios',
    author: 'Elba Juarez',
  },
];

interface Server {
  base: string;
  hits: string[];
  close(): Promise<void>;
}

async function serve(host: string, handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, host, r));
  const base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return { base, hits, close: () => new Promise<void>((r) => server.close(() => r())) } satisfies Server;
}

describe('client-rendered pages', () => {
  let pool: BrowserPool;
  let other: Server;
  let site: Server;

  beforeAll(async () => {
    pool = createBrowserPool({ concurrency: 1 });
    other = await serve('127.0.0.2', (_req, res) => res.writeHead(200).end('tracked'));
    site = await serve('127.0.0.1', (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x').pathname;
      const fill = (s: string) => s.replaceAll('OTHER', other.base);
      if (url === '/' || url === '/index.html')
        return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(fill(SHELL));
      if (url === '/main.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(fill(MAIN));
      if (url === '/assets/data.json')
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(DATA));
      if (url === '/go') return res.writeHead(302, { location: 'http://10.0.0.1/latest/meta-data' }).end();
      if (url === '/resenas') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(LAZY);
      if (url === '/reviews.json')
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(REVIEWS));
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404</h1>');
    });
  }, 30_000);

  afterAll(async () => {
    await pool.close();
    await site.close();
    await other.close();
  });

  it('tells an app shell from a page that carries its own text (real sites)', () => {
    expect(looksClientRendered(SHELL)).toBe(true);
    const shared = path.resolve(__dirname, '../../../../shared/sites');
    for (const page of ['baeckerei-friedrich/index.html', 'gourmet-haven/index.html', 'narbos-salon-spa/index.html']) {
      const file = path.join(shared, page);
      if (fs.existsSync(file))
        expect([page, looksClientRendered(fs.readFileSync(file, 'utf8'))]).toEqual([page, false]);
    }
    // No script, no app: an empty page is read as it is, not rendered.
    expect(looksClientRendered('<html><body><p>Coming soon</p></body></html>')).toBe(false);
  });

  it('renders a shell with an unknown mount point or an inlined bundle, not a short page of its own', () => {
    // A Vite build mounting into an id of its own: the body holds nothing a reader reads.
    const vite = `<html><head><script type="module" crossorigin src="/assets/index-Bq2x.js"></script></head>
<body><div id="mount"></div><div class="loader">Laden…</div></body></html>`;
    expect(looksClientRendered(vite)).toBe(true);
    // A single-file build: the whole app inlined in one script.
    const inlined = `<html><body><div id="q"></div><script>${'var a=1;'.repeat(3_000)}</script></body></html>`;
    expect(looksClientRendered(inlined)).toBe(true);
    // A WordPress front page with no posts (a Japanese restaurant's): little text, but a header of links, a phone
    // and jQuery from a CDN. Read as it is served.
    const wordpress = `<html lang="ja"><head><script>(function(d){var config={kitId:'jfr8jyk'};})(document);</script>
<script src="https://ajax.googleapis.com/ajax/libs/jquery/3.5.1/jquery.min.js"></script>
<script src="/assets/js/common.js"></script></head><body><header class="header front-header"><div class="header-inner">
<a href="//"><div class="logo header-logo"></div></a><nav class="header-nav"><ul>
<li><a href="/">ホーム</a></li><li><a href="/menu/">メニュー</a></li><li><a href="/news/">お知らせ</a></li>
<li><a href="/faq/">よくある質問</a></li><li><a href="/shop/">店舗案内</a></li></ul></nav>
<a class="header-tel" href="tel:0454915127">045-491-5127</a></div></header><main class="front"></main></body></html>`;
    expect(looksClientRendered(wordpress)).toBe(false);
    // A short page whose only script is an inline snippet (a café's news page): no app to run.
    const snippet = `<html lang="de"><body><header><a href="index.html">NichiNichi Café · Olef</a>
<a href="?lang=de">DE</a> | <a href="?lang=en">EN</a></header><main><h1>Jeden Tag neu</h1>
<p>Jeder Tag bringt etwas Neues.</p><a href="index.html">Zurück</a></main>
<script>document.documentElement.lang = new URLSearchParams(location.search).get('lang') || 'de';</script>
</body></html>`;
    expect(looksClientRendered(snippet)).toBe(false);
  });

  it('renders a page whose text is a template, a noscript notice or furniture, not one that merely has scripts', () => {
    // AngularJS and Vue templates served as written: the text is placeholders until script fills them.
    const angular = `<html ng-app="shop"><body ng-controller="Main"><h1>{{ shop.name }}</h1>
<p>Tel. {{ shop.phone }}</p><p>Öffnungszeiten: {{ shop.hours }}</p><script src="/js/angular.min.js"></script>
<script src="/js/app.js"></script></body></html>`;
    expect(looksClientRendered(angular)).toBe(true);
    // Alpine: elements bound to data, empty until it arrives, under headings of their own.
    const alpine = `<html><head><script defer src="/alpine.min.js"></script></head><body x-data="site">
<h1 x-text="name"></h1><h2>Servicios</h2><h2>Contacto</h2><p>Teléfono: <a x-text="phone"></a></p>
<p>Correo: <span x-text="email"></span></p></body></html>`;
    expect(looksClientRendered(alpine)).toBe(true);
    // A create-react-app build: "You need to enable JavaScript", a footer of links, and an empty root of its own id.
    const cra = `<html><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="page"></div>
<footer><a href="/impressum">Impressum</a> <a href="/datenschutz">Datenschutz</a> <a href="/agb">AGB</a>
<a href="/kontakt">Kontakt</a> <a href="/jobs">Jobs</a> <p>© 2024 Bäckerei am Markt</p></footer>
<script src="/static/js/main.4f1c.js"></script></body></html>`;
    expect(looksClientRendered(cra)).toBe(true);
    // A cookie banner and a loader are all the text there is.
    const banner = `<html><body><div class="cookie-consent"><p>Wir verwenden Cookies, um Ihnen das beste Erlebnis zu
bieten. <a href="/datenschutz">Mehr erfahren</a> <a href="#">Akzeptieren</a> <a href="#">Ablehnen</a></p>
<ul><li>Notwendig</li><li>Statistik</li><li>Marketing</li></ul></div><div class="preloader">Laden…</div>
<main id="main"></main><script type="module" src="/assets/index.js"></script></body></html>`;
    expect(looksClientRendered(banner)).toBe(true);
    // Curly braces in a page's own text, with no framework to fill them, are text (a recipe's set notation).
    const braces = `<html><body><h1>Rezepte</h1><p>Teig {{ Mehl, Wasser }} und Füllung {{ Quark }}.</p>
<p>Frisch gebacken jeden Morgen ab sechs Uhr in unserer Backstube am Markt.</p><p>Telefon 06161 912106</p>
<a href="/a">A</a><a href="/b">B</a><a href="/c">C</a><a href="/d">D</a><script src="/js/menu.js"></script></body></html>`;
    expect(looksClientRendered(braces)).toBe(false);
    // A page with its text and many scripts (a WordPress site's jQuery, sliders, analytics) is read as served.
    const wordpress = `<html><body><header><nav><a href="/">Start</a><a href="/menu">Speisekarte</a></nav></header>
<main><h1>Gasthaus zur Linde</h1>${'<p>Regionale Küche mit Zutaten aus dem Umland, Mittagstisch von Montag bis Freitag.</p>'.repeat(12)}
</main><script src="/wp-includes/js/jquery/jquery.min.js"></script><script src="/wp-content/plugins/slider/slider.js">
</script><script src="/wp-content/themes/linde/main.js"></script></body></html>`;
    expect(looksClientRendered(wordpress)).toBe(false);
  });

  it("follows an Angular button's routerLink as a link to a route", () => {
    const rendered = `<html><body><app-root><mat-toolbar><button mat-button routerlink="/speisekarte">Speisekarte</button>
<button mat-button routerlink="/kontakt">Kontakt</button></mat-toolbar><main><h1>Trattoria</h1></main></app-root></body></html>`;
    const home = new URL('http://127.0.0.1:8080/');
    expect(crawlCandidates(parseHtml(rendered), home, 10, { guessPaths: false })).toEqual([
      'http://127.0.0.1:8080/kontakt',
      'http://127.0.0.1:8080/speisekarte',
    ]);
  });

  it('reads nothing from the shell without a browser', async () => {
    const scraped = await scrapeWebsite(`${site.base}/`, { allowLoopback: true, location: 'Roma, Italia' });
    expect(scraped?.phones).toEqual([]);
    expect(scraped?.services).toEqual([]);
    expect(scraped?.rendered).toEqual([]);
  });

  it('renders the shell and its client-side routes under the SSRF rules, reading phone, email and text', async () => {
    other.hits.length = 0;
    site.hits.length = 0;
    const render = createPageRenderer(pool, { allowLoopback: true });
    const scraped = await scrapeWebsite(`${site.base}/`, { allowLoopback: true, location: 'Roma, Italia', render });
    expect(scraped).not.toBeNull();
    expect(scraped!.rendered).toEqual([`${site.base}/`, `${site.base}/#/contatti`]);
    expect(scraped!.phones.map((p) => p.value)).toEqual(['+390612345678']);
    expect(scraped!.emails.map((e) => e.address)).toContain('prenota@trattoriadalia.example');
    expect(scraped!.pages[0]!.text).toContain('pasta fatta a mano');
    // The dishes are on the page research reads (the menu's extraction is the extractors' business).
    expect(scraped!.pages[0]!.text).toContain('Cacio e pepe € 12,00');
    // Nothing reached the other host; the redirect to a private address, the POST and the WebSocket were refused.
    expect(other.hits).toEqual([]);
    expect(site.hits).not.toContain('POST /api/track');
    const refused = scraped!.errors.join('\n');
    expect(refused).toMatch(/rendered; \d+ request\(s\) refused/);
  }, 60_000);

  it('guesses no paths on a client-rendered site, whose server answers every path with the app', async () => {
    // served as a single-page app is deployed: any path that is not a file gets the shell (index.html)
    const spa = await serve('127.0.0.1', (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x').pathname;
      if (url === '/main.js')
        return res.writeHead(200, { 'content-type': 'text/javascript' }).end(MAIN.replaceAll('OTHER', other.base));
      if (url === '/assets/data.json')
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(DATA));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHELL.replaceAll('OTHER', other.base));
    });
    try {
      const render = createPageRenderer(pool, { allowLoopback: true });
      const scraped = await scrapeWebsite(`${spa.base}/`, { allowLoopback: true, location: 'Roma, Italia', render });
      expect(scraped!.rendered).toEqual([`${spa.base}/`, `${spa.base}/#/contatti`]);
      expect(spa.hits.filter((h) => /\/(contact|contact-us|about|company)$/.test(h))).toEqual([]);
    } finally {
      await spa.close();
    }
  }, 60_000);

  it('reads a part its page loads with jQuery from another origin, which a rendered page never runs', async () => {
    // a page whose contact block the page's inline jQuery loads (MTD2003/Palettex headerscript.js's form), jQuery
    // itself from a CDN: Chromium refuses the CDN, so the rendered block stays empty; the part is read into it
    const page = `<html lang="it"><head><title>Trattoria da Lia</title><script src="${other.base}/jquery.min.js"></script>
<script>$(function() { $("#contatti").load("contatti.html"); });</script></head>
<body><h1>Trattoria da Lia</h1><p>Cucina romana dal 1987.</p><div id="contatti"></div></body></html>`;
    const part =
      '<h2>Contatti</h2><p>Via dei Serpenti 12, 00184 Roma</p><p>Tel. <a href="tel:+390612345678">06 1234 5678</a></p>';
    const lia = await serve('127.0.0.1', (req, res) => {
      const url = new URL(req.url ?? '/', 'http://x').pathname;
      const html = url === '/' ? page : url === '/contatti.html' ? part : undefined;
      if (!html) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>404</h1>');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    });
    try {
      const render = createPageRenderer(pool, { allowLoopback: true });
      const scraped = await scrapeWebsite(`${lia.base}/`, { allowLoopback: true, location: 'Roma, Italia', render });
      expect(scraped!.rendered).toEqual([`${lia.base}/`]);
      expect(scraped!.phones.map((p) => p.value)).toEqual(['+390612345678']);
      expect(scraped!.pages[0]!.text).toContain('Via dei Serpenti 12');
    } finally {
      await lia.close();
    }
  }, 60_000);

  it('lists each refused request with its reason', async () => {
    const render = createPageRenderer(pool, { allowLoopback: true });
    const page = await renderPage(render, `${site.base}/`);
    const reasons = page.refused.join('\n');
    expect(reasons).toContain(`GET ${other.base}/beacon: another origin`);
    expect(reasons).toMatch(/GET http:\/\/127\.0\.0\.1:\d+\/go: .*(non-public address 10\.0\.0\.1|another origin)/);
    expect(reasons).toMatch(/POST .*\/api\/track: method/);
    expect(reasons).toMatch(/websocket ws:\/\/127\.0\.0\.1:\d+\/live/);
    expect(page.html).toContain('Trattoria da Lia');
  }, 60_000);

  it('reads sections that load when seen (an IntersectionObserver), without scrolling', async () => {
    const render = createPageRenderer(pool, { allowLoopback: true });
    const page = await renderPage(render, `${site.base}/resenas`);
    expect(page.html).toContain('Precioso lugar. Muy buena atención.');
    expect(page.html).not.toContain('Cargando reseñas');
  }, 60_000);

  it('stops at the byte budget', async () => {
    const render = createPageRenderer(pool, { allowLoopback: true, budget: { maxBytes: 600 } });
    const page = await renderPage(render, `${site.base}/`);
    expect(page.refused.join('\n')).toMatch(/budget spent|larger|bytes|exceed/i);
    expect(page.html).not.toContain('Cacio e pepe');
  }, 60_000);
});
