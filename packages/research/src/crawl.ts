// Which pages of a business's website research reads, and in what order, within its page and byte budget: the real
// home behind a splash, a redirect, a language chooser or an intro page; frames read as part of their page; the
// pages its navigation leads to (however it is built) in the site's own language, contact, legal and about pages
// first; the pages those lead to and the sitemap when the navigation gives few.
import { Element } from 'domhandler';
import { appendChild, replaceElement } from 'domutils';
import { safeFetch } from '@sgs/net';
import { countryOfDomain, countryOfLocation, languageOfCountry } from '@sgs/site-kit';
import { $, $$, attr, parseHtml, text, textLines, type Document } from './html';
import { EMAIL_RE } from './email';
import { pageLanguage } from './language';
import {
  awaitsParts,
  metaRefresh,
  pageIncludes,
  pageLinks,
  resolveHref,
  baseOf,
  scriptPageLinks,
  type PageLink,
} from './links';
import { revealContacts } from './obfuscation';
import { setOthersAside } from './others';
import { dropFormerPrices } from './former-prices';
import {
  BRANCHES,
  FEES,
  Frontier,
  LESS_USEFUL,
  OFFERINGS,
  TIER,
  UNHINTED,
  hinted,
  pageKey,
  rankedLinks,
  stemOf,
} from './reading-order';
import { robotsOf, type Robots } from './robots';

export interface CrawledPage {
  url: string;
  doc: Document;
  /** read at a usual contact path no page linked to */
  guessed?: boolean;
  /** the DOM Chromium rendered */
  rendered?: boolean;
}

/**
 * Reads one page (fetched, decoded, rendered when its text comes from script, never when `asServed`); null when it is
 * no HTML page.
 */
export type PageReader = (
  url: string,
  asServed?: boolean,
) => Promise<{ url: string; html: string; rendered?: boolean } | null>;

export interface CrawlBounds {
  maxPages: number;
  maxBytes: number;
  /** the caller's location ("Lyon, France"): a language chooser opens on its country's language */
  location?: string;
  /** guess the usual contact paths when the pages link to few (not on a rendered app, which answers every path) */
  guessPaths: () => boolean;
  allowLoopback?: boolean;
  timeoutMs?: number;
  userAgent: string;
}

const FALLBACK_PATHS = ['contact', 'contact-us', 'about', 'company'];
const NOT_PAGE =
  /\.(png|jpe?g|gif|svg|webp|avif|ico|css|js|pdf|zip|mp4|mp3|webm|mov|avi|flv|swf|wav|ogg|mid|xml|json|txt|woff2?|docx?|xlsx?|vcf|ics)$|\/(wp-admin|wp-json|wp-login\.php|xmlrpc\.php|cdn-cgi|feed)(\/|$)/i;
const NOT_FOUND =
  /\b(404|not found|page not found|seite nicht gefunden|nicht gefunden|page introuvable|página no encontrada|pagina non trovata|pagina niet gevonden|página não encontrada)\b|ページが見つかりません/i;

export const sameSite = (a: string, b: string) => a.replace(/^www\./, '') === b.replace(/^www\./, '');

const LANGUAGE_NAMES = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
/** An ISO 639-1 code ("de", "pt-br"), lowercased to its primary tag; undefined for anything else. */
const languageCode = (s: string | undefined | null): string | undefined => {
  const m = s ? /^([a-z]{2})(?:[-_][a-z]{2,4})?$/i.exec(s.trim()) : null;
  return m && LANGUAGE_NAMES.of(m[1]!.toLowerCase()) ? m[1]!.toLowerCase() : undefined;
};
/** Each language's name in itself and in English ("deutsch", "german", "français", "日本語"), to its code. */
const NAMED = new Map(
  ['de', 'en', 'fr', 'es', 'it', 'nl', 'pt', 'ja', 'zh', 'ru', 'pl', 'da', 'sv', 'no', 'fi', 'cs', 'hu', 'el', 'tr', 'ko', 'ar', 'ca', 'hr', 'ro', 'sl', 'sk'].flatMap((c) => [
    [new Intl.DisplayNames([c], { type: 'language' }).of(c)!.toLowerCase(), c],
    [LANGUAGE_NAMES.of(c)!.toLowerCase(), c],
  ]),
); // prettier-ignore

/**
 * The language a link leads to, when its address says so (`/de/…`, `?lang=de`), also for a site served from a folder
 * of its host (`/da-michele.com/it/…`: a language's folder one level down).
 */
function sectionLanguage(u: URL): string | undefined {
  const [, first, second, ...rest] = u.pathname.split('/');
  return (
    languageCode(first) ??
    (rest.length ? languageCode(second) : undefined) ??
    languageCode(u.searchParams.get('lang') ?? u.searchParams.get('language') ?? u.searchParams.get('hl'))
  );
}

/** The language a link offers: its address, its `hreflang`, or its text naming a language ("Deutsch", "EN"). */
const offeredLanguage = (l: PageLink): string | undefined =>
  sectionLanguage(l.url) ?? languageCode(l.lang) ?? NAMED.get(l.text.toLowerCase()) ?? languageCode(l.text);

/** The language of the site a page belongs to: its section of the site (`/de/`), else the language it is in. */
const languageOfPage = (url: URL, doc: Document) => sectionLanguage(url) ?? pageLanguage(doc);

/**
 * Pages to read after the home page: its links on the same site (contact, legal, about, offerings, branches first),
 * not another language's copy of the site, then the usual contact paths. A client-rendered site's paths are not
 * guessed: its server answers every path with the app, which shows its home page again.
 */
export function crawlCandidates(doc: Document, home: URL, max: number, o: { guessPaths?: boolean } = {}): string[] {
  const linked = rankedLinks(sitePages(doc, home, home, languageOfPage(home, doc)));
  return [...new Set([...linked, ...(o.guessPaths === false ? [] : guessedPaths(home))])].slice(0, max);
}

/** The usual contact paths beside the home page, read when no page links to them. */
const guessedPaths = (home: URL) => {
  const base = home.pathname.endsWith('/') ? home : new URL('./', home);
  return FALLBACK_PATHS.map((p) => new URL(p, base).toString());
};

/** A page's links to other pages of the site, keyed, in the site's language (see crawlCandidates). */
function sitePages(doc: Document, pageUrl: URL, home: URL, homeLanguage: string | undefined): PageLink[] {
  const own = ownHosts(doc, pageUrl);
  // other languages' copies of this page, as the page names them
  const alternates = new Set(
    $$('link[rel~="alternate" i][hreflang]', doc)
      .filter((l) => languageCode(attr(l, 'hreflang')) && languageCode(attr(l, 'hreflang')) !== homeLanguage)
      .map((l) => resolveHref(attr(l, 'href'), pageUrl.toString()))
      .filter((u): u is URL => !!u)
      .map(pageKey),
  );
  const self = pageKey(pageUrl);
  return pageLinks(doc, pageUrl.toString())
    .map((l) => ({ ...l, url: onOrigin(l.url, own, home.origin) }))
    .filter((l) => sameSite(l.url.hostname, home.hostname) && !NOT_PAGE.test(l.url.pathname))
    .filter((l) => {
      const key = pageKey(l.url);
      if (key === self || alternates.has(key)) return false;
      const lang = sectionLanguage(l.url) ?? languageCode(l.lang);
      return !lang || !homeLanguage || lang === homeLanguage;
    });
}

const bareHost = (h: string) => h.toLowerCase().replace(/^www\./, '');

/** A link to one of the site's own hosts (ownHosts), read on the origin research was given; any other unchanged. */
const onOrigin = (url: URL, own: Set<string>, origin: string): URL =>
  own.has(bareHost(url.hostname)) ? new URL(pageKey(url).slice(url.origin.length), origin) : url;

/** The hosts a page gives as its own address: its canonical link's and its og:url's, without "www.". */
export const namedHosts = (doc: Document, pageUrl: URL): string[] =>
  [attr($('link[rel~="canonical" i]', doc), 'href'), attr($('meta[property="og:url" i]', doc), 'content')]
    .map((u) => resolveHref(u, pageUrl.toString())?.hostname)
    .filter((h): h is string => !!h)
    .map(bareHost);

/** What a link to a site's home page says, in the languages research reads. */
const HOME_LINK =
  /^(home|home ?page|start|startseite|accueil|page d'accueil|inicio|início|página (de )?inicio|página inicial|pagina iniziale|startpagina|トップ|トップページ|ホーム)$/iu;
/** A home page's path: the root, its index file, or a language's folder ("/", "/index.html", "/de/"). */
const HOME_PATH = /^\/(?:(?:index|default|home)\.[a-z]{2,5}|[a-z]{2}(?:-[a-z]{2})?\/?)?$/i;

/**
 * The hosts a page names as its own, whose links are links to this site read from the address research was given
 * (a site copied, moved or served from another address still links to its old one): its canonical address and
 * og:url, the domain of an address it mails to or writes (info@example.com), a domain spelled as such an address's
 * name (example@gmail.com for example.com), and the host its own "Home" link leads to.
 */
function ownHosts(doc: Document, pageUrl: URL): Set<string> {
  const named = namedHosts(doc, pageUrl);
  const mailed = [
    ...$$('a[href^="mailto:" i]', doc).map((a) => /^mailto:([^?\s]+)/i.exec(attr(a, 'href') ?? '')?.[1] ?? ''),
    ...textLines($('body', doc) ?? doc).flatMap((l) => l.match(EMAIL_RE) ?? []),
  ]
    .map((address) => address.split('@'))
    .filter((parts): parts is [string, string] => parts.length === 2 && !!parts[0] && !!parts[1]);
  const domains = mailed.map(([, domain]) => bareHost(domain));
  const spelledAsName = (h: string) => mailed.some(([name]) => name.toLowerCase() === h.split('.')[0]);
  const linked = $$('a[href]', doc).map((a) => ({ a, url: resolveHref(attr(a, 'href'), pageUrl.toString()) }));
  const spelled = [...new Set(linked.map((l) => l.url?.hostname))]
    .filter((h): h is string => !!h)
    .map(bareHost)
    .filter(spelledAsName);
  const homes = linked
    .filter(({ a, url }) => url && HOME_PATH.test(url.pathname) && HOME_LINK.test(text(a).trim()))
    .map(({ url }) => bareHost(url!.hostname));
  return new Set([...named, ...domains, ...spelled, ...homes]);
}

/** HTML a reader reads: the page without its scripts' and styles' code (a theme's inline bundle is not text). */
const readableBytes = (html: string) =>
  Buffer.byteLength(html) -
  [...html.matchAll(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/gi)].reduce((n, m) => n + Buffer.byteLength(m[2]!), 0);

/** A page whose server said 200 but whose page says it is not there. */
const isErrorPage = (doc: Document) =>
  [text($('title', doc)), text($('h1', doc))].some((t) => NOT_FOUND.test(t)) &&
  textLines($('body', doc) ?? doc).join(' ').length < 3000;

/** Absolute addresses in a frame's document, which is read inside another page. */
function absolutize(doc: Document, base: string): void {
  for (const el of $$('[href], [src], [action]', doc))
    for (const name of ['href', 'src', 'action'])
      if (el.attribs[name] && !/^([a-z][\w+.-]*:|#)/i.test(el.attribs[name]))
        el.attribs[name] = resolveHref(el.attribs[name], base)?.toString() ?? el.attribs[name];
}

/** The element that stands for a frame's document inside its page: its structured data, then its body. */
function frameContent(doc: Document): Element {
  const head = $$('head script, head meta, head link', doc);
  const body = $('body', doc) ?? $('frameset', doc);
  const children = [...head, ...(body ? body.children : doc.children)];
  const div = new Element('div', { 'data-frame': '' }, children);
  for (const c of children) c.parent = div;
  return div;
}

/** A text file of the site (a script, a sitemap) within `maxBytes`; empty when it cannot be had. */
async function fetchText(url: string, o: CrawlBounds, maxBytes: number): Promise<string> {
  try {
    const res = await safeFetch(url, {
      timeoutMs: o.timeoutMs ?? 10_000,
      maxBytes,
      allowLoopback: o.allowLoopback,
      headers: { 'user-agent': o.userAgent },
    });
    return res.status === 200 ? res.body.toString('utf8') : '';
  } catch {
    return '';
  }
}

/**
 * The pages a page's own script files name (a navigation written by script, a page loaded into another): the first
 * few scripts it loads from its own site, fetched side by side.
 */
async function ownScriptPages(
  doc: Document,
  pageUrl: string,
  o: CrawlBounds,
  cache: Map<string, Promise<string>>,
): Promise<PageLink[]> {
  const codes = await ownScripts(doc, pageUrl, o, cache);
  return codes.flatMap((code) => scriptPageLinks(code, pageUrl));
}

/** The code of the first few scripts a page loads from its own site, fetched side by side, each once per crawl. */
function ownScripts(doc: Document, pageUrl: string, o: CrawlBounds, cache: Map<string, Promise<string>>) {
  const host = new URL(pageUrl).hostname;
  const scripts = $$('script[src]', doc)
    .map((s) => resolveHref(attr(s, 'src'), baseOf(doc, pageUrl)))
    .filter((u): u is URL => !!u && sameSite(u.hostname, host) && /\.m?js$/i.test(u.pathname))
    .slice(0, 4);
  return Promise.all(
    scripts.map((url) => {
      const key = url.toString();
      if (!cache.has(key)) cache.set(key, fetchText(key, o, 256 * 1024));
      return cache.get(key)!;
    }),
  );
}

/** Crawls a site from `start`, reading at most `bounds.maxPages` pages; the real home page comes first. */
export async function crawlSite(
  start: URL,
  read: PageReader,
  bounds: CrawlBounds,
  errors: string[],
): Promise<{ pages: CrawledPage[] } | { error: string }> {
  const robots = await robotsOf(start, bounds);
  // the address research was given is its user's own request (their own site, a staging copy that asks search
  // engines to stay away): read even where robots.txt disallows it, and then no page the crawl would find by itself
  const givenDisallowed = robots.isAllowed(start.toString()) === false;
  let budget = bounds.maxBytes;
  let site = start.hostname;
  const seenHtml = new Set<string>();
  const allowed = (u: URL) => sameSite(u.hostname, site) && robots.isAllowed(u.toString()) !== false;

  /** The documents read into pages (frames, parts a script loads), each read once for all the pages holding it. */
  const parts = new Map<string, Promise<{ url: string; html: string } | null>>();
  const scriptCode = new Map<string, Promise<string>>();
  const part = (url: URL, asServed: boolean) => {
    const key = pageKey(url);
    if (!parts.has(key))
      parts.set(
        key,
        read(url.toString(), asServed).then(
          (got) => {
            if (!got || !sameSite(new URL(got.url).hostname, site)) return null;
            // (a part of pages is read in them: never again as a page of its own)
            seenHtml.add(got.html);
            budget -= readableBytes(got.html);
            return got;
          },
          (err: Error) => {
            errors.push(`${url}: ${err.message}`);
            return null;
          },
        ),
      );
    return parts.get(key)!;
  };

  /**
   * The documents that are part of a page, read in their place: its frames, same-site iframes and embedded pages, and
   * the parts of the site's files its own script loads into it ("$('#footer').load('footer.html')": a footer with the
   * business's address and phone).
   */
  const inlineParts = async (doc: Document, pageUrl: string, rendered: boolean) => {
    const own = ownHosts(doc, new URL(pageUrl));
    const origin = new URL(pageUrl).origin;
    const usable = (url: URL | undefined) => !!url && allowed(url) && !NOT_PAGE.test(url.pathname);
    // (an <object> or <embed> of a page is a frame too: "<object data="home.html" type="text/html">", not a movie's)
    const frames = $$('frame[src], iframe[src], object[data], embed[src]', doc)
      .filter((el) => !attr(el, 'type') || /^text\/html\b/i.test(attr(el, 'type')!))
      .map((el) => {
        const url = resolveHref(attr(el, 'src') ?? attr(el, 'data'), baseOf(doc, pageUrl));
        return { el, url: url && onOrigin(url, own, origin), asServed: false };
      })
      .filter((f): f is { el: Element; url: URL; asServed: boolean } => usable(f.url))
      .slice(0, 4);
    // (its script files are fetched only where an empty header, footer or named placeholder waits for a part; in a
    // rendered DOM, only what its inline script could not fill: jQuery from another origin is never loaded there, and
    // its own script files Chromium ran are not fetched again)
    const codes = rendered || !awaitsParts(doc) ? [] : await ownScripts(doc, pageUrl, bounds, scriptCode);
    const includes = pageIncludes(doc, pageUrl, codes)
      .filter((i) => !rendered || !textLines(i.into).length)
      .map((i) => ({ el: i.into, url: onOrigin(i.url, own, origin), asServed: true }))
      .filter((i) => usable(i.url))
      .slice(0, 4);
    for (const f of [...frames, ...includes]) {
      const got = await part(f.url, f.asServed);
      if (!got) continue;
      const partDoc = parseHtml(got.html);
      absolutize(partDoc, baseOf(partDoc, got.url));
      // a frame, or a script that fills its own place, is replaced; any other element is filled
      if (/^(i?frame|object|embed|script)$/.test(f.el.name)) replaceElement(f.el, frameContent(partDoc));
      else appendChild(f.el, frameContent(partDoc));
    }
    for (const set of $$('frameset', doc)) set.name = (set.parent as Element | null)?.name === 'html' ? 'body' : 'div';
  };

  /**
   * A page read and opened (a splash that refreshes at once followed, its frames inlined, hidden contacts revealed);
   * null when it is no page of the site, one already read under another address, or an error page.
   */
  const open = async (url: string, isHome = false): Promise<CrawledPage | null> => {
    if (!isHome && parts.has(pageKey(new URL(url)))) return null;
    let got = await read(url);
    if (!got) return null;
    let doc = parseHtml(got.html);
    const refresh = metaRefresh(doc, got.url);
    const next = refresh && onOrigin(refresh, ownHosts(doc, new URL(got.url)), new URL(got.url).origin);
    if (next && pageKey(next) !== pageKey(new URL(got.url)) && allowed(next))
      if (textLines($('body', doc) ?? doc).join(' ').length < 500) {
        const to = await read(next.toString());
        if (to) [got, doc] = [to, parseHtml(to.html)];
      }
    if (isHome) site = new URL(got.url).hostname;
    else if (!sameSite(new URL(got.url).hostname, site) || seenHtml.has(got.html)) return null;
    seenHtml.add(got.html);
    budget -= readableBytes(got.html);
    if (!isHome && isErrorPage(doc)) {
      errors.push(`${url}: an error page (served as 200)`);
      return null;
    }
    await inlineParts(doc, got.url, !!got.rendered);
    revealContacts(doc);
    setOthersAside(doc);
    dropFormerPrices(doc);
    return { url: got.url, doc, ...(got.rendered ? { rendered: true } : {}) };
  };

  let home: CrawledPage | null;
  try {
    home = await open(start.toString(), true);
  } catch (err) {
    return { error: (err as Error).message };
  }
  if (!home) return { error: 'not an HTML page' };
  // rules unknown while robots.txt fails, or rules that disallow the given address: only the given page is read
  if (robots.serverError || givenDisallowed) {
    errors.push(
      robots.serverError
        ? `robots.txt answered ${robots.serverError}: only the given page was read`
        : 'robots.txt disallows the given address: only the given page was read',
    );
    return { pages: [home] };
  }
  const pages: CrawledPage[] = [home];
  // a language chooser or an intro page: the page it leads to is the home page; it is read too, after it
  for (let hop = 0; hop < 2; hop++) {
    const next = gatewayTarget(pages[0]!, bounds);
    if (!next || !allowed(new URL(next))) break;
    try {
      const real = await open(next);
      if (!real) break;
      pages.unshift(real);
    } catch (err) {
      errors.push(`${next}: ${(err as Error).message}`);
      break;
    }
  }

  const homeUrl = new URL(pages[0]!.url);
  const homeLanguage = languageOfPage(homeUrl, pages[0]!.doc);
  const tried = new Set(pages.map((p) => pageKey(new URL(p.url))));
  const linksOf = (p: CrawledPage) => sitePages(p.doc, new URL(p.url), homeUrl, homeLanguage);
  // (a navigation its scripts write is part of the home page's: its links are offered with the page's own; a page
  // Chromium rendered shows what its scripts wrote already)
  const scriptLinks = pages[0]!.rendered
    ? []
    : (await ownScriptPages(pages[0]!.doc, pages[0]!.url, bounds, scriptCode)).filter(
        (l) => !NOT_PAGE.test(l.url.pathname),
      );
  const homeLinks = [...linksOf(pages[0]!), ...scriptLinks];
  // a home page that links to almost nothing (a one-page site, links to its old address): its sitemap names the
  // pages, and where those are posts (a theme that keeps every section as a post) they are the site's pages
  const fewLinks = new Set(homeLinks.map((l) => pageKey(l.url))).size < 3;
  const frontier = new Frontier(tried, fewLinks);
  frontier.offer(homeLinks, TIER.home, 0);
  if (fewLinks) frontier.offer(await sitemapPages(homeUrl, robots, bounds, homeLanguage), TIER.home, 0);
  const guessed = bounds.guessPaths() ? guessedPaths(homeUrl) : [];
  frontier.offer(
    guessed.map((g) => ({ url: new URL(g), text: '' })),
    TIER.home,
    0,
    UNHINTED + 3,
  );
  const onHome = new Set(homeLinks.map((l) => pageKey(l.url)));
  for (let c = frontier.next(); c; c = frontier.next()) {
    if (pages.length >= bounds.maxPages) return { pages };
    const url = c.key;
    tried.add(url);
    if (budget <= 0) {
      errors.push(`crawl stopped at the byte budget (${bounds.maxBytes} bytes)`);
      return { pages };
    }
    if (robots.isAllowed(url) === false) {
      errors.push(`${url}: disallowed by robots.txt`);
      continue;
    }
    try {
      const page = await open(url);
      if (!page || pages.some((p) => p.url === page.url)) continue;
      const isGuess = guessed.includes(url);
      pages.push({ ...page, guessed: isGuess });
      // (a guessed path's page is a probe, not the site's navigation: a template's leftover page links to more leftovers)
      if (isGuess) continue;
      const links = linksOf(page);
      // a rendered route's own links (an app's sub-routes, its pages' pages) are read after the home page's
      if (page.rendered) frontier.offer(links, TIER.routes, c.depth + 1);
      // a fee page wherever it is linked; the contact, about, offering… pages the home page's pages link to
      const deeper = links.filter(
        (l) => hinted(l) === FEES || (c.depth === 0 && hinted(l) !== UNHINTED && hinted(l) !== LESS_USEFUL),
      );
      frontier.offer(deeper, TIER.hinted, c.depth + 1);
      // an offerings or branches index's pages of one offering or one branch each: the links it has that the home
      // page has not (its content's), its own pages (under its path) first
      if ((c.hint === FEES || c.hint === OFFERINGS || c.hint === BRANCHES) && c.depth <= 1) {
        const under = (l: PageLink) => l.url.pathname.startsWith(stemOf(new URL(page.url).pathname));
        frontier.offer(
          links.filter((l) => !onHome.has(pageKey(l.url))),
          TIER.details,
          c.depth + 1,
          (l) => (under(l) ? 0 : 1),
        );
      }
    } catch (err) {
      errors.push(`${url}: ${(err as Error).message}`);
    }
  }
  return { pages };
}

/**
 * Where a home page that is only a way in leads. A language chooser (links to two or more languages of the site, little
 * else, and none to itself as one of them) opens on the language of the business's country, else the chooser's own,
 * else English, else the first offered; an intro page (one link on into the site, little text, no contact) on that
 * link. Undefined for a home page.
 */
function gatewayTarget(page: CrawledPage, bounds: CrawlBounds): string | undefined {
  const url = new URL(page.url);
  const all = pageLinks(page.doc, page.url);
  const links = sitePages(page.doc, url, url, undefined);
  const keys = [...new Set(links.map((l) => pageKey(l.url)))];
  if (!keys.length) return undefined;
  const chars = textLines($('body', page.doc) ?? page.doc).join(' ').length;
  const languages = links.map((l) => ({ l, lang: offeredLanguage(l) })).filter((x) => x.lang);
  const offered = new Set(languages.map((x) => x.lang));
  const others = new Set(links.filter((l) => !offeredLanguage(l)).map((l) => pageKey(l.url)));
  // a page that links to itself as one language is that language's version, not a chooser
  const isVersion = all.some((l) => pageKey(l.url) === pageKey(url) && offeredLanguage(l));
  if (offered.size >= 2 && others.size <= 4 && chars < 1500 && !isVersion && !sectionLanguage(url)) {
    const country = countryOfLocation(bounds.location) ?? countryOfDomain(url.hostname);
    const wanted = [languageOfCountry(country), pageLanguage(page.doc), 'en'];
    const pick = wanted.map((w) => languages.find((x) => x.lang === w)).find(Boolean) ?? languages[0]!;
    return pageKey(pick.l.url);
  }
  const contact = $$('a[href^="tel:" i], a[href^="mailto:" i]', page.doc).length > 0;
  return keys.length === 1 && chars < 1500 && !contact && hinted(links[0]!) === UNHINTED ? keys[0] : undefined;
}

/** The site's pages its sitemap lists (robots.txt's `Sitemap:`, else /sitemap.xml; an index's first sitemaps), ranked. */
async function sitemapPages(
  home: URL,
  robots: Robots,
  o: CrawlBounds,
  homeLanguage: string | undefined,
): Promise<PageLink[]> {
  const fetchXml = (url: string) => fetchText(url, o, 512 * 1024);
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>\s*(?:<!\[CDATA\[)?\s*([^<\]\s]+)/gi)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  // a sitemap and the pages it lists are named under the site's own (canonical) host: they are read on this origin
  const onOrigin = (u: string) => {
    const url = resolveHref(u, home.toString());
    return url ? new URL(`${url.pathname}${url.search}`, home.origin) : undefined;
  };
  const listed = robots
    .getSitemaps()
    .map(onOrigin)
    .filter((u): u is URL => !!u);
  let xml = await fetchXml((listed[0] ?? new URL('/sitemap.xml', home)).toString());
  const inLanguage = (u: URL) => !sectionLanguage(u) || !homeLanguage || sectionLanguage(u) === homeLanguage;
  if (/<sitemapindex/i.test(xml)) {
    // (an index's sitemap of another language's section lists that language's pages)
    const children = locs(xml)
      .map(onOrigin)
      .filter((u): u is URL => !!u && inLanguage(u))
      .slice(0, 2);
    xml = (await Promise.all(children.map((c) => fetchXml(c.toString())))).join('\n');
  }
  const links = locs(xml)
    .map(onOrigin)
    .filter((u): u is URL => !!u && !NOT_PAGE.test(u.pathname) && inLanguage(u))
    .map((url) => ({ url, text: '' }));
  return links.slice(0, 50);
}
