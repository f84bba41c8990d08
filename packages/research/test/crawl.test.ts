// The shapes real small-business websites come in, each made from a real site of the research corpus's development
// half (a German law office's eight static pages, a Japanese salon's Astro build) put into that shape: another
// encoding, a frameset, a language chooser or a splash in front of it, its navigation rebuilt as query links, an
// image map, a select menu, onclick handlers, a script's menu or only a sitemap, its email hidden. Research must read
// the same facts from each.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import iconv from 'iconv-lite';
import { decodeHtml } from '../src/decode';
import { parseHtml } from '../src/html';
import { decodeCfEmail, revealContacts, unspellEmails } from '../src/obfuscation';
import { offersNothing } from '../src/reading-order';
import { CRAWLER_USER_AGENT, extractEmails, scrapeWebsite, type ScrapedSite } from '../src/scrape';

const CORPUS = path.resolve(__dirname, '../../../test/research-corpus');
const LAW = path.join(CORPUS, 'kanzlei-spreewald/site');
const SALON = path.join(CORPUS, 'hair-salon-ryu-utsunomiya/site');

interface Reply {
  status?: number;
  type?: string;
  body?: string | Buffer;
  location?: string;
}
type Route = (path: string, query: URLSearchParams) => Reply | undefined;

/** A site on 127.0.0.1: each request answered by the first route that knows it, else 404. */
async function serve(...routes: Route[]) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    hits.push(`${url.pathname}${url.search}`);
    const reply = routes.map((r) => r(decodeURIComponent(url.pathname), url.searchParams)).find(Boolean);
    if (!reply) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    const headers: Record<string, string> = { 'content-type': reply.type ?? 'text/html' };
    if (reply.location) headers.location = reply.location;
    res.writeHead(reply.status ?? 200, headers).end(reply.body ?? '');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, hits, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** A folder's pages under `prefix` ("/de/"), each passed through `edit` (a directory answers with its index.html). */
const folder =
  (
    dir: string,
    prefix = '/',
    edit: (html: string, file: string) => string | Buffer = (h) => h,
    type = 'text/html',
  ): Route =>
  (p) => {
    if (!p.startsWith(prefix)) return undefined;
    let rel = p.slice(prefix.length);
    if (rel === '' || rel.endsWith('/')) rel += 'index.html';
    const file = path.join(dir, path.normalize(rel));
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile() || !file.endsWith('.html'))
      return undefined;
    return { type, body: edit(fs.readFileSync(file, 'utf8'), path.basename(file)) };
  };

const page = (html: string, type = 'text/html; charset=utf-8'): Reply => ({ type, body: html });
const at =
  (p: string, reply: Reply): Route =>
  (asked) =>
    asked === p ? reply : undefined;

/** The law office's navigation: [href, text] in order. */
const NAV = [...fs.readFileSync(path.join(LAW, 'index.html'), 'utf8').matchAll(/<a href='([\w.]+)'>([^<]+)<\/a>/g)].map(
  (m) => [m[1]!, m[2]!] as const,
);
/** The law office's pages with their navigation rebuilt by `nav` (given the links). */
const withNav = (nav: (links: (readonly [string, string])[]) => string) => (html: string) =>
  html.replace(/<nav>[\s\S]*?<\/nav>/, nav(NAV));

const read = (base: string, p = '/', o: { location?: string; maxPages?: number; maxBytes?: number } = {}) =>
  scrapeWebsite(`${base}${p}`, {
    allowLoopback: true,
    location: o.location ?? 'Lübben, Germany',
    ...o,
  }) as Promise<ScrapedSite>;

/** What the law office's pages say wherever research found them: its phone, email, address and practice areas. */
function expectLawOffice(s: ScrapedSite) {
  expect(s.phones[0]?.value).toBe('+4935469347733');
  expect(s.emails.map((e) => e.address)).toContain('post@kanzlei-spreewald.de');
  expect(s.address?.value).toMatch(/Puschkinstr(aße|\.) 12/);
  // the practice areas stand on one page only: the crawl reached it
  expect(s.services.map((x) => x.name)).toEqual(expect.arrayContaining(['Verkehrsrecht', 'Erbrecht']));
}

const latin1Page = (html: string) =>
  iconv.encode(
    html.replace("<meta charset='utf-8'>", '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'),
    'windows-1252',
  );

describe('decoding', () => {
  const german = 'Schön, dass Sie sich für uns interessieren. Straße';

  it('decodes by the byte-order mark, the server, the page, or by sniffing', () => {
    const cp1252 = iconv.encode(`<p>${german} – 4,60 €</p>`, 'windows-1252');
    expect(decodeHtml(cp1252, 'text/html; charset=windows-1252').html).toBe(`<p>${german} – 4,60 €</p>`);
    // a server that says UTF-8 over a Latin-1 page (an old host after an upgrade): the page's own meta decides
    const declared = iconv.encode(
      `<meta http-equiv="content-type" content="text/html; charset=ISO-8859-1"><p>${german}</p>`,
      'latin1',
    );
    expect(decodeHtml(declared, 'text/html; charset=UTF-8').html).toContain(german);
    // nothing declared: sniffed
    expect(
      decodeHtml(iconv.encode(`<p>${german}. Öffnungszeiten: Montag bis Freitag, Mittwoch geschlossen.</p>`, 'latin1'))
        .html,
    ).toContain(german);
    const japanese = '栃木県宇都宮市雀の宮4-2-8 営業時間 9:00-17:00 定休日 毎週火曜日';
    expect(decodeHtml(iconv.encode(`<meta charset="Shift_JIS"><p>${japanese}</p>`, 'shift_jis')).html).toContain(
      japanese,
    );
    expect(
      decodeHtml(iconv.encode(`<?xml version="1.0" encoding="EUC-JP"?><html><p>${japanese}</p></html>`, 'euc-jp')).html,
    ).toContain(japanese);
    expect(decodeHtml(iconv.encode(`<p>${japanese}</p>`, 'euc-jp')).encoding).toBe('euc-jp');
    expect(
      decodeHtml(iconv.encode('<p>欢迎光临 营业时间 上午九点到下午六点</p>', 'gb2312'), 'text/html; charset=gb2312')
        .html,
    ).toContain('欢迎光临');
    expect(decodeHtml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`<p>${german}</p>`)])).html).toBe(
      `<p>${german}</p>`,
    );
    // UTF-8 is UTF-8 whatever a template declares, even cut mid-character at the byte budget
    const utf8 = Buffer.from(`<meta charset="iso-8859-1"><p>${german} 栃木</p>`);
    expect(decodeHtml(utf8).html).toContain(german);
    expect(decodeHtml(utf8.subarray(0, utf8.length - 5)).encoding).toBe('utf-8');
  });

  it('reads a Latin-1 site, declared in the page or not declared at all', async () => {
    const site = await serve(folder(LAW, '/', latin1Page));
    const bare = await serve(folder(LAW, '/', (h) => iconv.encode(h.replace("<meta charset='utf-8'>", ''), 'latin1')));
    try {
      for (const s of [await read(site.base), await read(bare.base)]) {
        expectLawOffice(s);
        expect(s.pages[0]!.text).toContain('Schön, dass Sie sich für uns interessieren');
        expect(s.pages.map((p) => p.text).join('\n')).not.toMatch(/Ã|\ufffd/);
      }
    } finally {
      await site.close();
      await bare.close();
    }
  });

  it('reads a Japanese site in Shift_JIS (declared) and in EUC-JP (sniffed)', async () => {
    const sjis = await serve(
      folder(SALON, '/', (h) =>
        iconv.encode(h.replace(/<meta charset="UTF-8">/i, '<meta charset="Shift_JIS">'), 'shift_jis'),
      ),
    );
    const euc = await serve(
      folder(SALON, '/', (h) => iconv.encode(h.replace(/<meta charset="UTF-8">/i, ''), 'euc-jp')),
    );
    try {
      for (const site of [sjis, euc]) {
        const s = await read(site.base, '/', { location: 'Utsunomiya, Japan', maxPages: 3 });
        expect(s.phones[0]?.value).toBe('+81286539880');
        expect(s.address?.value).toContain('栃木県宇都宮市雀の宮4-2-8');
      }
    } finally {
      await sjis.close();
      await euc.close();
    }
  });

  it('reads XHTML served as application/xhtml+xml, and a page served with no type', async () => {
    const xhtml = (h: string) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n${h
        .replace('<html', '<html xmlns="http://www.w3.org/1999/xhtml"')
        .replace(/<(br|img[^>]*)>/g, '<$1 />')
        .toUpperCase()
        .replace(/HREF='([\w.]+)'/gi, (_m, href: string) => `HREF='${href.toLowerCase()}'`)}`;
    const site = await serve(
      folder(LAW, '/', (h) => (h.includes('Rechtsgebiete</h1>') ? h : xhtml(h)), 'application/xhtml+xml'),
    );
    const untyped = await serve(folder(LAW, '/', (h) => h, ''));
    try {
      const s = await read(site.base);
      expect(s.pages.length).toBeGreaterThan(5);
      expect(s.phones[0]?.value).toBe('+4935469347733');
      expectLawOffice(await read(untyped.base));
    } finally {
      await site.close();
      await untyped.close();
    }
  });

  it('reads a page that shows its PHP source, instructions and all', async () => {
    // (a server that does not run PHP sends "<?php … ?>" as it is: processing instructions among the elements)
    const php = (h: string) =>
      h
        .replace(/<body([^>]*)>/, '<body$1><?php session_start(); ?>')
        .replace('</h1>', '</h1><?php if ($flash): ?><?php endif; ?>');
    const site = await serve(folder(LAW, '/', php));
    try {
      expectLawOffice(await read(site.base));
    } finally {
      await site.close();
    }
  });
});

describe('entry pages', () => {
  it('follows a redirect to another path and a splash that refreshes to the real home', async () => {
    const site = await serve(
      at('/', { status: 302, location: '/kanzlei/index.html' }),
      at(
        '/splash.html',
        page(
          '<html><head><meta http-equiv="Refresh" content="0; URL=kanzlei/index.html"></head><body><img src="logo.gif" alt=""></body></html>',
        ),
      ),
      folder(LAW, '/kanzlei/'),
    );
    try {
      expectLawOffice(await read(site.base));
      const s = await read(site.base, '/splash.html');
      expectLawOffice(s);
      expect(s.pages[0]!.url).toBe(`${site.base}/kanzlei/index.html`);
    } finally {
      await site.close();
    }
  });

  it('opens a language chooser on the language of the business, and reads no other language', async () => {
    const chooser = page(
      `<html><head><title>Kanzlei Spreewald</title></head><body><div class="flags"><a href="/de/"><img src="de.gif" alt="Deutsch"></a> <a href="/en/"><img src="en.gif" alt="English"></a> <a href="/pl/">Polski</a></div></body></html>`,
    );
    const english = (html: string) =>
      html
        .replace('<html', '<html lang="en"')
        .replace(/03546 \/ 934 77 33|\+4935469347733/g, '+49 30 1234567')
        .replace(/<li>(\w+)recht<\/li>/g, '<li>$1 law</li>');
    const site = await serve(
      at('/', chooser),
      folder(LAW, '/de/'),
      folder(LAW, '/en/', english),
      folder(LAW, '/pl/', english),
    );
    try {
      const s = await read(site.base);
      expectLawOffice(s);
      expect(s.pages[0]!.url).toBe(`${site.base}/de/`);
      expect(s.pages.some((p) => /\/(en|pl)\//.test(p.url))).toBe(false);
      expect(site.hits.some((h) => /^\/(en|pl)\//.test(h))).toBe(false);
    } finally {
      await site.close();
    }
  });

  it("reads the German pages of a German home page, not its English copy's", async () => {
    const switcher = (h: string) =>
      h.replace('<nav>', '<div class="lang"><a href="/">DE</a> | <a href="/en/index.html">EN</a></div><nav>');
    const site = await serve(
      folder(LAW, '/en/', (h) => switcher(h).replace(/<li>(\w+)recht<\/li>/g, '<li>$1 law</li>')),
      folder(LAW, '/', switcher),
    );
    try {
      const s = await read(site.base);
      expectLawOffice(s);
      expect(s.services.some((x) => / law$/.test(x.name))).toBe(false);
      expect(site.hits.some((h) => h.startsWith('/en/'))).toBe(false);
    } finally {
      await site.close();
    }
  });

  it('passes an intro page with one way in', async () => {
    const intro = page(
      '<html><body><div class="intro"><img src="intro.jpg" alt="Kanzlei"><p><a href="start/index.html">Enter</a></p></div></body></html>',
    );
    const site = await serve(at('/', intro), folder(LAW, '/start/'));
    try {
      const s = await read(site.base);
      expectLawOffice(s);
      expect(s.pages[0]!.url).toBe(`${site.base}/start/index.html`);
    } finally {
      await site.close();
    }
  });

  it("reads a frameset's frames as its page, and follows the navigation frame's links", async () => {
    const frameset = page(
      `<HTML><HEAD><TITLE>Kanzlei Spreewald</TITLE></HEAD><FRAMESET COLS="200,*"><FRAME SRC="seiten/menu.html" NAME="nav"><FRAME SRC="seiten/index.html" NAME="main"></FRAMESET><NOFRAMES>Ihr Browser kann keine Frames.</NOFRAMES></HTML>`,
    );
    const menu = (html: string) =>
      `<html><body>${/<nav>[\s\S]*?<\/nav>/.exec(html)![0].replace(/href='/g, "target='main' href='")}</body></html>`;
    const main = (html: string) => html.replace(/<nav>[\s\S]*?<\/nav>/, '');
    const site = await serve(
      at('/', frameset),
      at('/seiten/menu.html', page(menu(fs.readFileSync(path.join(LAW, 'index.html'), 'utf8')))),
      folder(LAW, '/seiten/', main),
    );
    try {
      const s = await read(site.base);
      expectLawOffice(s);
      expect(s.pages[0]!.text).toContain('Das dürfen Sie von uns erwarten');
      expect(s.pages.map((p) => p.url)).toContain(`${site.base}/seiten/rechtsgebiete.html`);
    } finally {
      await site.close();
    }
  });

  it('reads frames and a splash that name the address a moved site had, on the address it has now', async () => {
    const own = 'http://www.kanzlei-spreewald.de';
    const frameset = page(
      `<HTML><HEAD><TITLE>Kanzlei Spreewald</TITLE><link rel="canonical" href="${own}/"></HEAD><FRAMESET COLS="200,*"><FRAME SRC="${own}/seiten/menu.html" NAME="nav"><FRAME SRC="${own}/seiten/index.html" NAME="main"></FRAMESET></HTML>`,
    );
    const menu = (html: string) =>
      `<html><body>${/<nav>[\s\S]*?<\/nav>/.exec(html)![0].replace(/href='/g, "target='main' href='")}</body></html>`;
    const site = await serve(
      at('/', frameset),
      at(
        '/start.html',
        page(
          `<html><head><meta property="og:url" content="${own}/start.html"><meta http-equiv="refresh" content="0; url=${own}/"></head><body></body></html>`,
        ),
      ),
      at('/seiten/menu.html', page(menu(fs.readFileSync(path.join(LAW, 'index.html'), 'utf8')))),
      folder(LAW, '/seiten/', (h) => h.replace(/<nav>[\s\S]*?<\/nav>/, '')),
    );
    try {
      const s = await read(site.base, '/start.html');
      expectLawOffice(s);
      expect(s.pages[0]!.url).toBe(`${site.base}/`);
      expect(s.pages[0]!.text).toContain('Das dürfen Sie von uns erwarten');
    } finally {
      await site.close();
    }
  });

  it('reads an iframe of the same site in its place, and resolves links against <base href>', async () => {
    const shell = page(
      `<html><head><base href="/kanzlei/"></head><body><header><a href="impressum.html">Impressum</a></header><iframe src="index.html" width="100%" height="900"></iframe><iframe src="https://www.youtube.com/embed/x"></iframe></body></html>`,
    );
    const site = await serve(at('/willkommen', shell), folder(LAW, '/kanzlei/'));
    try {
      const s = await read(site.base, '/willkommen');
      expectLawOffice(s);
      expect(s.pages[0]!.text).toContain('Das dürfen Sie von uns erwarten');
      expect(s.pages.map((p) => p.url)).toContain(`${site.base}/kanzlei/impressum.html`);
    } finally {
      await site.close();
    }
  });
});

describe('navigation however it is built', () => {
  const file = (href: string) => href.replace(/\.html$/, '');
  const shapes: [
    string,
    (links: (readonly [string, string])[]) => string,
    (p: string, q: URLSearchParams) => string | undefined,
  ][] = [
    [
      'query links (index.php?seite=kontakt)',
      (links) =>
        `<nav><ul>${links.map(([h, t]) => `<li><a href="index.php?seite=${file(h)}&amp;utm_source=nav">${t}</a></li>`).join('')}</ul></nav>`,
      (p, q) => (p === '/index.php' ? `${q.get('seite') ?? 'index'}.html` : undefined),
    ],
    [
      'an image map',
      (links) =>
        `<nav><img src="nav.gif" usemap="#nav" alt=""><map name="nav">${links.map(([h, t], i) => `<area shape="rect" coords="0,${i * 20},200,${i * 20 + 20}" href="${file(h)}" alt="${t}">`).join('')}</map></nav>`,
      (p) => (/^\/\w+$/.test(p) ? `${p.slice(1)}.html` : undefined),
    ],
    [
      'a select menu',
      (links) =>
        `<form><select name="seite" onchange="location.href=this.value"><option value="">Bitte wählen</option>${links.map(([h, t]) => `<option value="/seiten/${h}">${t}</option>`).join('')}</select></form>`,
      (p) => (p.startsWith('/seiten/') ? p.slice(8) : undefined),
    ],
    [
      'onclick handlers',
      (links) =>
        `<nav><ul>${links.map(([h, t]) => `<li onclick="window.location.href='${h.replace('.html', '.htm')}'">${t}</li>`).join('')}</ul></nav>`,
      (p) => (p.endsWith('.htm') ? `${p.slice(1)}l` : undefined),
    ],
    [
      "a script's menu",
      (links) =>
        `<nav id="menu"></nav><script>var MENU = [${links.map(([h, t]) => `{"title": "${t}", "url": "/p/${file(h)}/"}`).join(', ')}]; document.getElementById('menu').innerHTML = MENU.map(function (m) { return '<a href="' + m.url + '">' + m.title + '</a>'; }).join('');</script>`,
      (p) => (/^\/p\/\w+\/$/.test(p) ? `${p.slice(3, -1)}.html` : undefined),
    ],
    [
      "clickable rows' data-href",
      // (the clickable-row convention: a row whose script sends the reader to its data-href, as in
      // DeOldSax/clickable-tr-jquery README.md and SamCHall/Team-19-CMT313-Spring aat/static/js/click-able-row.js)
      (links) =>
        `<table class="nav">${links.map(([h, t]) => `<tr class="clickable-row" data-href="${h}"><td>${t}</td></tr>`).join('')}</table>`,
      (p) => p.slice(1),
    ],
  ];

  it.each(shapes)('follows %s', async (_name, nav, fileOf) => {
    const site = await serve((p, q) => {
      const f = p === '/' ? 'index.html' : fileOf(p, q);
      if (!f || !fs.existsSync(path.join(LAW, f))) return undefined;
      return page(withNav(nav)(fs.readFileSync(path.join(LAW, f), 'utf8')));
    });
    try {
      const s = await read(site.base);
      expectLawOffice(s);
      expect(site.hits.some((h) => /utm_source/.test(h))).toBe(false);
    } finally {
      await site.close();
    }
  });

  it('follows the navigation its own script file writes', async () => {
    const script = `var pages = [${NAV.map(([h, t]) => `{ label: '${t}', file: '${h}' }`).join(', ')}];
document.getElementById('menu').innerHTML = pages.map(function (p) { return '<a href="' + p.file + '">' + p.label + '</a>'; }).join('');`;
    const site = await serve(at('/js/nav.js', page(script, 'text/javascript')), (p) => {
      const f = p === '/' ? 'index.html' : p.slice(1);
      if (!/^[\w-]+\.html$/.test(f) || !fs.existsSync(path.join(LAW, f))) return undefined;
      const html = fs.readFileSync(path.join(LAW, f), 'utf8');
      return page(withNav(() => '<nav id="menu"></nav><script src="js/nav.js"></script>')(html));
    });
    try {
      expectLawOffice(await read(site.base));
    } finally {
      await site.close();
    }
  });

  it('follows links to the address a moved site had, named by its own Home link or an email it writes', async () => {
    const own = 'https://www.kanzlei-spreewald.de';
    // every link written in full to the old address, and no canonical link, og:url or mailto link to name it
    const moved = (unmail: (html: string) => string) => (html: string) =>
      unmail(
        html
          .replace(/href='([\w.]+\.html)'/g, `href='${own}/$1'`)
          .replace(`href='${own}/index.html'`, `href='${own}/'`),
      );
    const shapes = {
      'an email written as text': (h: string) => h.replace(/<a href="mailto:[^"]+">([^<]+)<\/a>/g, '$1'),
      'its Home link alone': (h: string) => h.replace(/<a href="mailto:[^"]+">[^<]+<\/a>/g, ''),
    };
    for (const [name, unmail] of Object.entries(shapes)) {
      const site = await serve(folder(LAW, '/', moved(unmail)));
      try {
        const s = await read(site.base);
        expect([name, s.services.map((x) => x.name)]).toEqual([name, expect.arrayContaining(['Verkehrsrecht'])]);
        expect(s.pages.map((p) => p.url)).toContain(`${site.base}/rechtsgebiete.html`);
      } finally {
        await site.close();
      }
    }
  });

  it("reads the sitemap's pages when the navigation gives none, named under the site's own host", async () => {
    const own = 'https://www.kanzlei-spreewald.de';
    const xml = (body: string): Reply => ({
      type: 'application/xml',
      body: `<?xml version="1.0" encoding="UTF-8"?>${body}`,
    });
    const site = await serve(
      at('/robots.txt', {
        type: 'text/plain',
        body: `User-agent: *\nDisallow: /intern/\nSitemap: ${own}/sitemap_index.xml\n`,
      }),
      at(
        '/sitemap_index.xml',
        xml(`<sitemapindex><sitemap><loc>${own}/sitemap-pages.xml</loc></sitemap></sitemapindex>`),
      ),
      at(
        '/sitemap-pages.xml',
        xml(`<urlset>${NAV.map(([h]) => `<url><loc>${own}/${h}</loc></url>`).join('')}</urlset>`),
      ),
      folder(
        LAW,
        '/',
        withNav(() => ''),
      ),
    );
    try {
      expectLawOffice(await read(site.base));
    } finally {
      await site.close();
    }
  });

  it("reads a site made of posts from its sitemap, its own language's sitemap only", async () => {
    // a Hugo theme keeps every section as a post (/de/post/…), links them under the site's old address, and its
    // sitemap index has one sitemap per language: the home page's language's posts are the site's pages
    const own = 'https://www.kanzlei-spreewald.de';
    const xml = (body: string): Reply => ({
      type: 'application/xml',
      body: `<?xml version="1.0" encoding="UTF-8"?>${body}`,
    });
    const site = await serve(
      at(
        '/sitemap.xml',
        xml(
          `<sitemapindex><sitemap><loc>${own}/en/sitemap.xml</loc></sitemap>` +
            `<sitemap><loc>${own}/de/sitemap.xml</loc></sitemap></sitemapindex>`,
        ),
      ),
      at(
        '/de/sitemap.xml',
        xml(`<urlset>${NAV.map(([h]) => `<url><loc>${own}/de/post/${h}</loc></url>`).join('')}</urlset>`),
      ),
      at('/en/sitemap.xml', xml(`<urlset><url><loc>${own}/en/post/imprint.html</loc></url></urlset>`)),
      folder(
        LAW,
        '/de/post/',
        withNav(() => ''),
      ),
      folder(
        LAW,
        '/de/',
        withNav(() => ''),
      ),
    );
    try {
      expectLawOffice(await read(site.base, '/de/'));
      expect(site.hits.filter((h) => h.startsWith('/en/'))).toEqual([]);
    } finally {
      await site.close();
    }
  });
});

describe('parts of a page its own script loads', () => {
  // The law office's home and practice-areas pages, their footer (its address, phone and email) moved into
  // footer.html and loaded into each page as real small sites load theirs; its other pages are gone.
  const FOOTER = /<footer>([\s\S]*?)<\/footer>/.exec(fs.readFileSync(path.join(LAW, 'index.html'), 'utf8'))![1]!;
  const loaders: [string, string, Record<string, string>][] = [
    [
      "a script file's fetch into <footer>",
      '<footer></footer><script src="js/partials.js"></script>',
      // ArielVillalona/ComunidadFuenteDeEsperanza@14f5368abea901666bb46d35ccdb57fe926933da js/partials.js
      {
        '/js/partials.js': `function loadHeader() {
    fetch("./header.html")
        .then(response => {
            return response.text()
        })
        .then(data => {
            document.querySelector("header").innerHTML = data;
        });
}
function loadfooter() {
    fetch("./footer.html")
        .then(response => {
            return response.text()
        })
        .then(data => {
            document.querySelector("footer").innerHTML = data;
        });
}
$(document).on("ready", function () {
    loadHeader();
    loadfooter()
})`,
      },
    ],
    [
      "jQuery's load in the page",
      // MTD2003/Palettex@67ce85fd9646de79b64a58773ca2a0b01721ef94 src/main/resources/static/headerscript.js, inline
      `<div id="footer"></div><script>$(function() {
    $("#header").load("header.html"); 
    $("#footer").load("footer.html");
});</script>`,
      {},
    ],
    [
      "jQuery's ajax into a class",
      '<footer class="site-footer"></footer><script src="js/main.js"></script>',
      // TranThiHongSim/do-an-web@c0de0dcdf36f6f2f6f8e863eb774515b7a4551c5 js/main.js
      {
        '/js/main.js': `$(document).ready(function() {
    pushHeader()
    function pushHeader(){
        $.ajax({
            url: 'header.html',
            dataType: 'html',
            success: function(data) {
                $('.header-wrapped').html(data);
            },
            error: function() {
            }
        });
    }

    pushFooter()
    function pushFooter(){
        $.ajax({
            url: 'footer.html',
            dataType: 'html',
            success: function(data) {
                $('.site-footer').html(data);
            },
            error: function() {
            }
        });
    }
})`,
      },
    ],
    [
      'an XMLHttpRequest that names its element first',
      '<div id="footer"></div><script src="scripts/jquery.js"></script>',
      // stemchats/stemchats-website@04fea357e33a15bb93ad6c3e1a362b5c8641080a scripts/jquery.js
      {
        '/scripts/jquery.js': `// $(function(){
//       $("#footer").load("footer.html");
//     });

  function loadFooter() {
    let request = new XMLHttpRequest();
    request.onreadystatechange = function() {
      if (this.readyState == 4 && this.status == 200) {
        document.getElementById("footer").innerHTML =
        this.responseText;
      }
    };
    request.open("GET", "footer.html", true);
    request.send();
  }
loadFooter();`,
      },
    ],
    // w3.js's include attribute (w3schools' "How TO - Include HTML")
    ["w3.js's include attribute", '<div w3-include-html="footer.html"></div><script>w3.includeHTML();</script>', {}],
    ['an <object> of the page', '<object type="text/html" data="footer.html" width="100%"></object>', {}],
  ];

  it.each(loaders)('reads a footer %s, in its place and once', async (_name, placeholder, files) => {
    const site = await serve(
      at('/footer.html', page(FOOTER)),
      (p) => (files[p] ? page(files[p], 'text/javascript') : undefined),
      (p) => {
        const f = p === '/' ? 'index.html' : p.slice(1);
        if (!['index.html', 'rechtsgebiete.html'].includes(f)) return undefined;
        return page(fs.readFileSync(path.join(LAW, f), 'utf8').replace(/<footer>[\s\S]*?<\/footer>/, placeholder));
      },
    );
    try {
      const s = await read(site.base);
      expectLawOffice(s);
      // (read on the page that loads it, as that page's own footer)
      expect(s.phones[0]!.url).toBe(`${site.base}/`);
      // (a part is no page of its own, and is fetched once for all the pages that load it)
      expect(s.pages.map((p) => p.url)).not.toContain(`${site.base}/footer.html`);
      expect(site.hits.filter((h) => h === '/footer.html')).toHaveLength(1);
    } finally {
      await site.close();
    }
  });

  it("fetches no page's script file where no header, footer or placeholder waits empty for a part", async () => {
    // the law office's pages as written, one of them loading a script file of its own
    const site = await serve(
      (p) => (p === '/js/gebiete.js' ? page("$('#gebiete').load('gebiete.html');", 'text/javascript') : undefined),
      folder(LAW, '/', (h, file) =>
        file === 'rechtsgebiete.html' ? h.replace('</body>', '<script src="js/gebiete.js"></script></body>') : h,
      ),
    );
    try {
      expectLawOffice(await read(site.base));
      expect(site.hits).not.toContain('/js/gebiete.js');
    } finally {
      await site.close();
    }
  });

  it('reads no form handler a script posts to as a part of the page', async () => {
    const script = `<div id="result"></div><script>$('#send').click(function () { $.ajax({ url: 'mail.php', type: 'POST', data: $('#form').serialize(), success: function (r) { $('#result').html(r); } }); });</script>`;
    const site = await serve(at('/mail.php', page('<p>Fehler: bitte alle Felder ausfüllen.</p>')), (p) =>
      p === '/'
        ? page(fs.readFileSync(path.join(LAW, 'index.html'), 'utf8').replace('</main>', `${script}</main>`))
        : undefined,
    );
    try {
      const s = await read(site.base);
      expect(site.hits).not.toContain('/mail.php');
      expect(s.pages[0]!.text).not.toContain('Fehler');
    } finally {
      await site.close();
    }
  });
});

describe('contact facts hidden from harvesters', () => {
  /** Cloudflare's encoding of an address, with a key byte. */
  const cf = (email: string, key = 0x5a) =>
    [key, ...Buffer.from(email)].map((b, i) => (i ? b ^ key : b).toString(16).padStart(2, '0')).join('');

  it("decodes Cloudflare's email protection, in the link and in the text", async () => {
    expect(decodeCfEmail(cf('post@kanzlei-spreewald.de'))).toBe('post@kanzlei-spreewald.de');
    expect(decodeCfEmail('zz')).toBeUndefined();
    const hide = (h: string) =>
      h.replace(
        /<a href="mailto:post@kanzlei-spreewald.de">post@kanzlei-spreewald.de<\/a>/g,
        `<a href="/cdn-cgi/l/email-protection#${cf('post@kanzlei-spreewald.de')}"><span class="__cf_email__" data-cfemail="${cf('post@kanzlei-spreewald.de', 0x21)}">[email&#160;protected]</span></a>`,
      );
    const site = await serve(folder(LAW, '/', hide));
    try {
      const s = await read(site.base);
      expect(s.emails.filter((e) => e.via === 'mailto').map((e) => e.address)).toContain('post@kanzlei-spreewald.de');
      expect(s.pages.map((p) => p.text).join('\n')).not.toContain('email protected');
    } finally {
      await site.close();
    }
  });

  it('reads addresses spelt out, and leaves sentences alone', () => {
    expect(unspellEmails('E-Mail: post [at] kanzlei-spreewald [dot] de')).toBe('E-Mail: post@kanzlei-spreewald.de');
    expect(unspellEmails('info(at)baeckerei-friedrich.de')).toBe('info@baeckerei-friedrich.de');
    expect(unspellEmails('contact (at) fleuriste-lune (point) fr')).toBe('contact@fleuriste-lune.fr');
    expect(unspellEmails('info{at}salon.nl')).toBe('info@salon.nl');
    expect(unspellEmails('mario.rossi[chiocciola]pizzeria.it')).toBe('mario.rossi@pizzeria.it');
    expect(unspellEmails('Besuchen Sie uns (at) the Markt, 10 Uhr.')).toBe('Besuchen Sie uns (at) the Markt, 10 Uhr.');
    expect(unspellEmails('Open at 9.30 daily')).toBe('Open at 9.30 daily');
    const doc = parseHtml(
      '<p>Mail: <span>post</span><span>&#64;</span><span>kanzlei-spreewald.de</span></p><p><a href="mailto:post&#64;kanzlei-spreewald.de?subject=Anfrage">Schreiben Sie uns</a></p>',
    );
    revealContacts(doc);
    expect(extractEmails(doc, 'http://x/').map((e) => e.address)).toEqual([
      'post@kanzlei-spreewald.de',
      'post@kanzlei-spreewald.de',
    ]);
  });

  it("reads an address spelt in a language's bare words for at and dot, never a sentence's", () => {
    // a researcher's contact page (Naereen/web-sphinx at 9b9c3057, callme.en.rst), as written
    expect(unspellEmails('you can use this one: Lilian dot Besson at ens-cachan dot fr')).toBe(
      'you can use this one: Lilian.Besson@ens-cachan.fr',
    );
    // an address after another "at": the one the words spell
    expect(unspellEmails('Email me at john dot doe at gmail dot com')).toBe('Email me at john.doe@gmail.com');
    expect(unspellEmails('We are at this point in time open')).toBe('We are at this point in time open');
    expect(unspellEmails('Open at 9 daily')).toBe('Open at 9 daily');
    // the words going on after the would-be domain: a sentence
    expect(unspellEmails('Look at it dot by dot')).toBe('Look at it dot by dot');
    // a list's "(a)" before a web address is no "at"
    expect(unspellEmails('Leistungen (a) www.salon.de')).toBe('Leistungen (a) www.salon.de');
  });

  it.each([
    ['info(a)baeckerei-friedrich.de', 'info@baeckerei-friedrich.de'],
    ['info[a]baeckerei-friedrich.de', 'info@baeckerei-friedrich.de'],
    ['contact (arobase) fleuriste-lune.fr', 'contact@fleuriste-lune.fr'],
    ['contact [arobase] fleuriste-lune [point] fr', 'contact@fleuriste-lune.fr'],
    ['contact arobase fleuriste-lune point fr', 'contact@fleuriste-lune.fr'],
    ['info arroba peluqueria-sol punto es', 'info@peluqueria-sol.es'],
    ['geral arroba padaria-lisboa ponto pt', 'geral@padaria-lisboa.pt'],
    ['info chiocciola pizzeria-roma punto it', 'info@pizzeria-roma.it'],
    ['info apenstaartje kapper-utrecht punt nl', 'info@kapper-utrecht.nl'],
    ['info ät baeckerei-friedrich punkt de', 'info@baeckerei-friedrich.de'],
    ['info(アットマーク)sushi-tokyo.jp', 'info@sushi-tokyo.jp'],
    ['info（アットマーク）sushi-tokyo.jp', 'info@sushi-tokyo.jp'],
  ])('reads "%s"', (spelt, address) => {
    expect(unspellEmails(spelt)).toBe(address);
  });

  it('reads an address written backwards for a right-to-left style to show, without its hidden decoy', () => {
    // a site's sidebar widget (a public GitHub file the code index holds as id 39857505635 without naming its
    // repository), as written
    const doc = parseHtml(
      '<div class="textwidget" style="unicode-bidi:bidi-override; direction: rtl;">moc.ciraklasma<span ' +
        'style="display:none">foo</span>@lasma</div><p style="direction: rtl">moc.elpmaxe@ton</p>',
    );
    revealContacts(doc);
    expect(extractEmails(doc, 'http://x/').map((e) => e.address)).toEqual(['amsal@amsalkaric.com']);
  });
});

describe('a number given only as a link', () => {
  it('reads the WhatsApp number of a site that writes no phone', async () => {
    const whatsapp = (h: string) =>
      h
        .replace(/<a href="tel:[^"]*">[^<]*<\/a>/g, '')
        .replace(/Telefon[\s\S]*?<\/div>/g, '</div>')
        .replace('</address>', '<a class="btn" href="https://wa.me/491743467992?text=Hallo">WhatsApp</a></address>');
    const site = await serve(folder(LAW, '/', whatsapp));
    try {
      const s = await read(site.base, '/', { maxPages: 2 });
      expect(s.phones.map((p) => p.value)).toEqual(['+491743467992']);
      expect(s.channels).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'whatsapp' })]));
    } finally {
      await site.close();
    }
  });
});

describe('soft failures', () => {
  it('leaves out a linked page that says it is not there, and reads on past a very large page', async () => {
    const bloat = `<script>window.__THEME__ = ${JSON.stringify({ blocks: 'x'.repeat(1_500_000) })};</script>`;
    const site = await serve(
      at(
        '/hinweise.html',
        page(
          '<html><head><title>Seite nicht gefunden</title></head><body><h1>404 – Seite nicht gefunden</h1><p>Die Seite existiert nicht.</p></body></html>',
        ),
      ),
      folder(LAW, '/', (h, f) =>
        f === 'index.html' || f === 'persoenliches.html' ? h.replace('</body>', `${bloat}</body>`) : h,
      ),
    );
    try {
      const s = await read(site.base, '/', { maxBytes: 1_000_000 });
      expectLawOffice(s);
      expect(s.pages.map((p) => p.url)).not.toContain(`${site.base}/hinweise.html`);
      expect(s.errors).toContain(`${site.base}/hinweise.html: an error page (served as 200)`);
    } finally {
      await site.close();
    }
  });
});

describe('depth within the page budget', () => {
  /** A salon's page in its template's shape: the same header navigation on every page, then its content. */
  const salonPage = (title: string, content: string) =>
    page(`<!doctype html><html lang="de"><head><title>${title} | Salon Haarwerk</title></head><body>
      <header><nav><ul><li><a href="/">Start</a></li><li><a href="/leistungen/">Leistungen</a></li>
      <li><a href="/salon/">Unser Salon</a></li><li><a href="/raeume/">Räume</a></li><li><a href="/philosophie/">Philosophie</a></li>
      <li><a href="/jobs/">Jobs</a></li><li><a href="/blog/">Blog</a></li><li><a href="/warenkorb/">Warenkorb</a></li></ul></nav></header>
      <main><h1>${title}</h1>${content}</main>
      <footer><p>Salon Haarwerk · Lindenstraße 4 · 10969 Berlin · Tel. <a href="tel:+493061234567">030 61234567</a></p></footer></body></html>`);
  const card = (slug: string, name: string) =>
    `<div class="service-card"><h3><a href="/leistungen/${slug}/">${name}</a></h3><p>Typgerecht und pflegend.</p><a class="more" href="/leistungen/${slug}/">mehr</a></div>`;
  const pages: Record<string, Reply> = {
    '/': salonPage('Willkommen', '<p>Ihr Friseur in Kreuzberg.</p>'),
    '/leistungen/': salonPage(
      'Leistungen',
      `${card('balayage', 'Balayage')}${card('straehnen', 'Foliensträhnen')}
       <aside><a href="/blog/2024/05/neue-trends/">Neue Trends</a> <a href="/tag/farbe/">Farbe</a> <a href="/leistungen/page/2/">Ältere</a></aside>`,
    ),
    '/leistungen/balayage/': salonPage('Balayage', '<p>Balayage ab 89 €</p>'),
    '/leistungen/straehnen/': salonPage('Foliensträhnen', '<p>Foliensträhnen ab 69 €</p>'),
    '/salon/': salonPage('Unser Salon', '<p>Seit 2009. <a href="/preise/">Was kostet was?</a></p>'),
    '/preise/': salonPage('Preise', '<table><tr><td>Damenhaarschnitt</td><td>48 €</td></tr></table>'),
    '/raeume/': salonPage('Räume', '<p>Hell und ruhig.</p>'),
    '/philosophie/': salonPage('Philosophie', '<p>Zeit für Sie.</p>'),
    '/jobs/': salonPage('Jobs', '<p>Wir suchen Verstärkung.</p>'),
    '/blog/': salonPage('Blog', '<p><a href="/blog/2024/05/neue-trends/">Neue Trends</a></p>'),
    '/blog/2024/05/neue-trends/': salonPage('Neue Trends', '<p>Kupfer ist zurück.</p>'),
    '/tag/farbe/': salonPage('Farbe', '<p>Beiträge</p>'),
    '/warenkorb/': salonPage('Warenkorb', '<p>Ihr Warenkorb ist leer.</p>'),
    '/leistungen/page/2/': salonPage('Leistungen – Seite 2', '<p>Ältere</p>'),
  };
  const readSalon = async (maxPages: number) => {
    const site = await serve((p) => pages[p]);
    try {
      await read(site.base, '/', { location: 'Berlin, Germany', maxPages });
      return site.hits.filter((h) => pages[h]);
    } finally {
      await site.close();
    }
  };

  it('reads a fee page linked from any read page before the less useful pages the home page links to', async () => {
    const read5 = await readSalon(5);
    expect(read5).toContain('/preise/');
    expect(read5).not.toContain('/philosophie/');
  });

  it("reads an offerings index's pages of one offering each, and no blog post, archive or cart", async () => {
    const read8 = await readSalon(8);
    expect(read8).toEqual(expect.arrayContaining(['/leistungen/balayage/', '/leistungen/straehnen/', '/preise/']));
    for (const archive of [
      '/blog/',
      '/jobs/',
      '/warenkorb/',
      '/blog/2024/05/neue-trends/',
      '/tag/farbe/',
      '/leistungen/page/2/',
    ])
      expect(read8).not.toContain(archive);
  });

  it("reads the page of a business's treatments, courses or specialties before pages no hint names", async () => {
    const clinic = (lang: string, links: [string, string][]) => (p: string) => {
      const nav = links.map(([href, label]) => `<li><a href="${href}">${label}</a></li>`).join('');
      const known = p === '/' || links.some(([href]) => href === p);
      return known
        ? page(
            `<!doctype html><html lang="${lang}"><body><nav><ul>${nav}</ul></nav><main><p>${p}</p></main></body></html>`,
          )
        : undefined;
    };
    for (const [lang, location, links, offerings] of [
      [
        'es',
        'Sevilla, España',
        [
          ['/galeria', 'Galería'],
          ['/equipo', 'Equipo'],
          ['/instalaciones', 'Instalaciones'],
          ['/blog', 'Blog'],
          ['/tratamientos', 'Tratamientos'],
        ],
        '/tratamientos',
      ],
      [
        'ja',
        'Osaka, Japan',
        [
          ['/gallery.html', 'ギャラリー'],
          ['/voice.html', 'お客様の声'],
          ['/news.html', 'お知らせ'],
          ['/column.html', 'コラム'],
          ['/shinryo.html', '診療案内'],
        ],
        '/shinryo.html',
      ],
      [
        'de',
        'Köln, Deutschland',
        [
          ['/galerie', 'Galerie'],
          ['/team', 'Team'],
          ['/raeume', 'Räume'],
          ['/presse', 'Presse'],
          ['/kurse', 'Kurse'],
        ],
        '/kurse',
      ],
    ] as const) {
      const site = await serve(clinic(lang, links as unknown as [string, string][]));
      try {
        await read(site.base, '/', { location, maxPages: 3 });
        expect(site.hits).toContain(offerings);
      } finally {
        await site.close();
      }
    }
  });
});

describe("a branches index's pages of one branch each", () => {
  /** A bakery chain's page: the same navigation everywhere, the head office in the footer. */
  const bakeryPage = (title: string, content: string, jsonLd = '') =>
    page(`<!doctype html><html lang="de"><head><title>${title} | Bäckerei Korn</title>${jsonLd}</head><body>
      <header><nav><a href="/">Start</a> <a href="/sortiment/">Sortiment</a> <a href="/ueber-uns/">Über uns</a>
      <a href="/filialen/">Filialen</a> <a href="/kontakt/">Kontakt</a> <a href="/jobs/">Jobs</a> <a href="/aktuelles/">Aktuelles</a>
      <a href="/galerie/">Galerie</a> <a href="/partner/">Partner</a> <a href="/presse/">Presse</a></nav></header>
      <main><h1>${title}</h1>${content}</main>
      <footer><p>Bäckerei Korn GmbH · Hauptstraße 1 · 34117 Kassel · Tel. <a href="tel:+495611234560">0561 1234560</a></p></footer></body></html>`);
  const branch = (name: string, street: string, phone: string, structured = true) =>
    bakeryPage(
      `Filiale ${name}`,
      `<p>${street}<br>34117 Kassel</p><p>Telefon ${phone}</p><p>Mo–Fr 6:00–18:00 Uhr</p>`,
      !structured
        ? ''
        : `<script type="application/ld+json">${JSON.stringify({
            '@context': 'https://schema.org',
            '@type': 'Bakery',
            name: `Bäckerei Korn ${name}`,
            address: {
              '@type': 'PostalAddress',
              streetAddress: street,
              postalCode: '34117',
              addressLocality: 'Kassel',
            },
            telephone: phone,
          })}</script>`,
    );
  const pages: Record<string, Reply> = {
    '/': bakeryPage('Willkommen', '<p>Backen aus Leidenschaft seit 1921.</p>'),
    '/filialen/': bakeryPage(
      'Unsere Filialen',
      '<ul><li><a href="/filialen/altstadt/">Altstadt</a></li><li><a href="/filialen/bahnhof/">Am Bahnhof</a></li><li><a href="/filialen/markt/">Marktplatz</a></li></ul>',
    ),
    '/filialen/altstadt/': branch('Altstadt', 'Graben 4', '0561 7000101'),
    '/filialen/bahnhof/': branch('Am Bahnhof', 'Bahnhofsplatz 2', '0561 7000202'),
    '/filialen/markt/': branch('Marktplatz', 'Marktgasse 9', '0561 7000303'),
    '/kontakt/': bakeryPage('Kontakt', '<p>Schreiben Sie uns.</p>'),
    '/ueber-uns/': bakeryPage('Über uns', '<p>Seit vier Generationen.</p>'),
    '/sortiment/': bakeryPage('Sortiment', '<p>Brot und Brötchen.</p>'),
  };
  for (const other of ['jobs', 'aktuelles', 'galerie', 'partner', 'presse'])
    pages[`/${other}/`] = bakeryPage(other, '<p>Mehr.</p>');

  it('reads each branch page the branches page links to, and keeps each branch its structured data names', async () => {
    const site = await serve((p) => pages[p]);
    try {
      const s = await read(site.base, '/', { location: 'Kassel, Germany', maxPages: 14 });
      expect(site.hits).toEqual(
        expect.arrayContaining(['/filialen/altstadt/', '/filialen/bahnhof/', '/filialen/markt/']),
      );
      expect(s.locations.map((l) => [l.address, l.phone])).toEqual(
        expect.arrayContaining([
          [expect.stringContaining('Graben 4'), '+495617000101'],
          [expect.stringContaining('Bahnhofsplatz 2'), '+495617000202'],
          [expect.stringContaining('Marktgasse 9'), '+495617000303'],
        ]),
      );
    } finally {
      await site.close();
    }
  });

  it('reads each branch from its own page where no structured data names it, never the footer’s head office', async () => {
    const plain: Record<string, Reply> = {
      ...pages,
      '/filialen/altstadt/': branch('Altstadt', 'Graben 4', '0561 7000101', false),
      '/filialen/bahnhof/': branch('Am Bahnhof', 'Bahnhofsplatz 2', '0561 7000202', false),
      '/filialen/markt/': branch('Marktplatz', 'Marktgasse 9', '0561 7000303', false),
    };
    const site = await serve((p) => plain[p]);
    try {
      const s = await read(site.base, '/', { location: 'Kassel, Germany', maxPages: 14 });
      expect(s.locations.map((l) => [l.name, l.address, l.phone, l.hours?.Monday])).toEqual([
        ['Filiale Altstadt', expect.stringContaining('Graben 4'), '+495617000101', expect.stringMatching(/^6/)],
        [
          'Filiale Am Bahnhof',
          expect.stringContaining('Bahnhofsplatz 2'),
          '+495617000202',
          expect.stringMatching(/^6/),
        ],
        ['Filiale Marktplatz', expect.stringContaining('Marktgasse 9'), '+495617000303', expect.stringMatching(/^6/)],
      ]);
    } finally {
      await site.close();
    }
  });
});

describe('robots.txt', () => {
  const robots = (reply: Reply) => at('/robots.txt', reply);
  const txt = (body: string): Reply => ({ type: 'text/plain', body });

  it.each<[string, Reply]>([
    ["a Disallow for another crawler's user agent", txt('User-agent: BadBot\nDisallow: /\n')],
    ['a Disallow: with an empty value', txt('User-agent: *\nDisallow:\n')],
    ['a malformed file', txt('User-agent *\nDisalow /\n%%%\nDisallow: /\n')],
    ['a soft 404 served as HTML', page('<html><body><h1>Seite nicht gefunden</h1>Disallow: /</body></html>')],
    ['a 404', { status: 404, body: 'Not found' }],
    ['a 403', { status: 403, body: 'Forbidden' }],
  ])('reads the whole site past %s', async (_name, reply) => {
    const site = await serve(robots(reply), folder(LAW));
    try {
      expectLawOffice(await read(site.base));
    } finally {
      await site.close();
    }
  });

  it("honours a group for research's own user agent", async () => {
    const [href] = NAV.find(([h]) => h !== 'index.html')!;
    const site = await serve(robots(txt(`User-agent: ${CRAWLER_USER_AGENT}\nDisallow: /${href}\n`)), folder(LAW));
    try {
      const s = await read(site.base);
      expect(site.hits).not.toContain(`/${href}`);
      expect(s.errors).toContain(`${site.base}/${href}: disallowed by robots.txt`);
    } finally {
      await site.close();
    }
  });

  it("reads only the given page where robots.txt disallows it (its user's own request, a staging copy)", async () => {
    // a web agency's preview of a client's site (test/research-corpus/geo-bunkering-barendrecht)
    const demo = '# Demonstratieversie, niet bedoeld voor zoekmachines.\nUser-agent: *\nDisallow: /\n';
    const site = await serve(robots(txt(demo)), folder(LAW));
    try {
      const s = await read(site.base);
      expect(s.pages.map((p) => p.url)).toEqual([`${site.base}/`]);
      expect(s.errors).toContain('robots.txt disallows the given address: only the given page was read');
      expect(site.hits.filter((h) => /\.html?$/.test(h))).toEqual([]);
    } finally {
      await site.close();
    }
  });

  it('reads only the given page while robots.txt answers with a server error (RFC 9309)', async () => {
    const site = await serve(robots({ status: 503, body: 'Service Unavailable' }), folder(LAW));
    try {
      const s = await read(site.base);
      expect(s.pages.map((p) => p.url)).toEqual([`${site.base}/`]);
      expect(s.errors).toContain('robots.txt answered 503: only the given page was read');
    } finally {
      await site.close();
    }
  });
});

describe('the number to call', () => {
  it("comes before a number given for WhatsApp only, written first in the header (a pharmacy's pages as written)", async () => {
    // research corpus, dev half: "Orçamento por WhatsApp (11) 95324-2674" in the header, then "Tel: (11) 3052-0576"
    const site = await serve(
      folder(path.join(CORPUS, 'amy-farmacia-de-manipulacao-sao-paulo/site'), '/', (h) => h, 'text/html'),
      (p) => {
        const file = path.join(CORPUS, 'amy-farmacia-de-manipulacao-sao-paulo/site', `${p === '/' ? 'index' : p}.php`);
        return fs.existsSync(file) ? page(fs.readFileSync(file, 'utf8')) : undefined;
      },
    );
    try {
      const s = await read(site.base, '/', { location: 'São Paulo, Brazil' });
      expect(s.phones.map((p) => p.value)).toEqual(['+551130520576', '+5511953242674']);
    } finally {
      await site.close();
    }
  });
});

describe('pages that offer nothing', () => {
  it('are told by their address or title in the languages research reads, and a shop of cookies is not one', () => {
    for (const named of [
      '/datenschutzerklaerung/',
      '/privacyverklaring',
      '/aviso-de-privacidad',
      '/politica-de-privacidade',
      'Politique de confidentialité',
      '/terminos-condiciones',
      'Termini e condizioni',
      '/algemene-voorwaarden',
      'Cookie Policy',
      '/impressum.html',
      '/jobs/',
      '/werken-bij',
      '/trabaja-con-nosotros',
      '/recruit/採用情報',
      '利用規約',
    ])
      expect([named, offersNothing(named)]).toEqual([named, true]);
    for (const named of ['/cookies', '/conditions-we-treat', '/会社概要', '/leistungen/', '/menu', '/carta'])
      expect([named, offersNothing(named)]).toEqual([named, false]);
  });

  // Two sites of the corpus's development half as their authors wrote them: a German joinery with a privacy page
  // (its list of the purposes data is kept for) and a Japanese clinic whose privacy page lists whom records go to.
  it.each([
    {
      site: 'bartusch-holz-und-handwerk-altensteig',
      location: 'Altensteig, Germany',
      privacy: '/datenschutz/',
      offerings: ['Lohnsägen', 'Holztrocknung', 'Schreinerarbeiten', 'Holzverkauf'],
      never: ['Bestellungen', 'Anfragen'],
    },
    {
      site: 'haraguchi-shoukaki-naika-sasebo',
      location: 'Sasebo, Japan',
      privacy: '/privacy.html',
      offerings: ['胃カメラ'],
      never: ['医療機関', '薬局', '訪問看護ステーション', '開示', '訂正'],
    },
  ])(
    'reads a privacy page for its facts but never its lists as offerings ($site)',
    async ({ site, location, privacy, offerings, never }) => {
      const served = await serve(folder(path.join(CORPUS, site, 'site')));
      try {
        const s = await read(served.base, '/', { location });
        expect(s.pages.map((p) => new URL(p.url).pathname)).toContain(privacy);
        const names = s.services.map((x) => x.name);
        for (const o of offerings) expect(names.some((n) => n.includes(o))).toBe(true);
        for (const n of never) expect(names).not.toContain(n);
      } finally {
        await served.close();
      }
    },
  );
});
