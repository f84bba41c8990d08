// The pages a page leads to, however its navigation is built: anchors and image-map areas, `onclick` and
// `<select onchange>` menus, clickable cards' and rows' `data-href`, a script that sends the reader on
// (`location.href = '…'`) or lists the menu as data, all resolved against the page's `<base href>`.
import { $, $$, attr, rawText, text, type Document, type Element } from './html';

/** A contact page or block in any language, by its address, link text, class or id ("kontakt", "contatti", アクセス). */
export const CONTACT_PAGE = /contact|kontakt|contacto|contatti|contato|anfahrt|お問い?合わ?せ|アクセス/i;

export interface PageLink {
  url: URL;
  /** what the reader sees on the link (its text, an image's alt, an area's alt or title) */
  text: string;
  /** the language the link says its page is in (`hreflang`, `lang`) */
  lang?: string;
}

/**
 * The address relative links resolve against: the page's `<base href>`, else the page itself. A base on another host
 * (the site's old domain, kept in a template after a move) gives only its path: the pages are where this one is.
 */
export function baseOf(doc: Document, pageUrl: string): string {
  const base = attr($('base[href]', doc), 'href');
  try {
    if (!base) return pageUrl;
    const b = new URL(base, pageUrl);
    const page = new URL(pageUrl);
    return b.origin === page.origin ? b.toString() : new URL(`${b.pathname}${b.search}`, page.origin).toString();
  } catch {
    return pageUrl;
  }
}

/** `href` resolved against `base`; undefined for scripts, data, mail and phone links and what is no URL. */
export function resolveHref(href: string | undefined, base: string): URL | undefined {
  if (!href || /^(javascript|data|mailto|tel|sms|callto|whatsapp):/i.test(href.trim())) return undefined;
  try {
    const u = new URL(href.trim(), base);
    return /^https?:$/.test(u.protocol) ? u : undefined;
  } catch {
    return undefined;
  }
}

/** A script's navigation: `location.href = 'x'`, `location.assign("x")`, `window.open('x')`. */
const SCRIPT_NAV =
  /\b(?:location(?:\.href)?\s*=\s*|location\.(?:assign|replace)\s*\(\s*|window\.open\s*\(\s*)(["'])([^"'\s]+)\1/g;
/** A menu written as data in an inline script: `{"title": "Kontakt", "url": "/kontakt.html"}`. */
const SCRIPT_MENU =
  /(?:["']?(?:title|label|name|text)["']?\s*:\s*(["'])([^"'\n]{1,60})\1\s*,\s*)?["']?(?<![\w-])(?:url|href|link|path|permalink)["']?\s*:\s*(["'])((?:https?:\/\/|\/|\.\.?\/)?[\w\-./%?=&]+)\3/g;

const imageText = (el: Element) =>
  $$('img[alt]', el)
    .map((i) => attr(i, 'alt'))
    .filter(Boolean)
    .join(' ');

/** A value that names a page by its path or address ("/kontakt", "kontakt.html", "https://…", "team/"). */
const PAGE_PATH = /^(\/|\.|https?:|[\w-]+\.(html?|php|aspx?|jsp|cfm)\b|[\w-]+\/)/i;

/**
 * Every page link on a page, in the order a reader meets them: its navigation (nav, header) first, then the rest of
 * the page, then menus a script holds. Duplicates are kept (the caller ranks); other protocols are left out.
 */
export function pageLinks(doc: Document, pageUrl: string): PageLink[] {
  const base = baseOf(doc, pageUrl);
  const out: PageLink[] = [];
  const add = (href: string | undefined, label: string, lang?: string) => {
    const url = resolveHref(href, base);
    if (url) out.push({ url, text: label.trim(), ...(lang ? { lang } : {}) });
  };
  const anchor = (a: Element) =>
    add(attr(a, 'href'), text(a) || imageText(a) || attr(a, 'title') || '', attr(a, 'hreflang') ?? attr(a, 'lang'));
  for (const a of $$('nav a[href], header a[href]', doc)) anchor(a);
  for (const a of $$('a[href]', doc)) anchor(a);
  // an Angular button's `routerLink` names a route as a link's href does
  for (const el of $$('[routerlink]:not([href])', doc)) add(attr(el, 'routerlink'), text(el));
  for (const area of $$('area[href]', doc)) add(attr(area, 'href'), attr(area, 'alt') ?? attr(area, 'title') ?? '');
  for (const el of $$('[onclick]', doc))
    for (const m of (attr(el, 'onclick') ?? '').matchAll(SCRIPT_NAV)) add(m[2], text(el) || imageText(el));
  for (const select of $$('select', doc)) {
    if (!attr(select, 'onchange') && !$$('option[value]', select).some((o) => /[/.]/.test(attr(o, 'value') ?? '')))
      continue;
    for (const option of $$('option[value]', select))
      if (PAGE_PATH.test(attr(option, 'value') ?? '')) add(attr(option, 'value'), text(option));
  }
  // a card or table row a script makes clickable names its page in a data attribute (`<tr data-href="kontakt.html">`)
  for (const el of $$('[data-href], [data-url], [data-link]', doc)) {
    const href = attr(el, 'data-href') ?? attr(el, 'data-url') ?? attr(el, 'data-link');
    if (PAGE_PATH.test(href ?? '')) add(href, text(el) || imageText(el));
  }
  for (const script of $$('script:not([src])', doc)) {
    if (/json\+ld/i.test(attr(script, 'type') ?? '')) continue;
    const code = rawText(script);
    if (code.length > 200_000) continue;
    for (const m of code.matchAll(SCRIPT_NAV)) add(m[2], '');
    for (const m of code.matchAll(SCRIPT_MENU))
      if (!/\.(js|css|json|png|jpe?g|svg|webp|gif)\b/i.test(m[4]!)) add(m[4], m[2] ?? '');
  }
  return out;
}

/** A page of the site a script names as a quoted relative path (`file: 'speisekarte.html'`, `.load('nav/menu.html')`). */
const SCRIPT_PAGE = /(["'`])((?:\.{0,2}\/)?(?:[\w-]+\/)*[\w-]+\.(?:html?|php))\1/g;

/**
 * The pages a site's own script file names (a navigation the script writes into the page, a page it loads into
 * another): its quoted relative paths to pages, resolved against the page that runs it.
 */
export function scriptPageLinks(code: string, pageUrl: string): PageLink[] {
  return [...code.matchAll(SCRIPT_PAGE)]
    .map((m) => resolveHref(m[2], pageUrl))
    .filter((url): url is URL => !!url)
    .map((url) => ({ url, text: '' }));
}

/** Attributes that name another file of the site a script loads into their element (w3.js's and its kin's). */
const INCLUDE_ATTRIBUTES = ['w3-include-html', 'include-html', 'data-include', 'data-include-html'];
/** A file a script loads ("fetch('footer.html')", "$('#nav').load('nav.html')", "url: '/footer.html'", "open('GET', …)"). */
const LOADED_FILE = /(?:\bfetch\(|\.load\(|\$\.get\(|\burl\s*:|\.open\(\s*["']GET["']\s*,)\s*(["'`])([^"'`\s]+)\1/gi;
/** An element a script fills: by its id, by a selector, jQuery's, or the body. */
const FILLED =
  /getElementById\(\s*["']([\w-]+)["']\s*\)|querySelector\(\s*["']([^"']+)["']\s*\)|(?:\$|jQuery)\(\s*["']([^"']+)["']\s*\)|(document\.body)\b/g;
/** A file that holds a part of a page: an HTML or PHP file, by its name ("footer.html", "inc/nav.php"). */
const PART_FILE = /\.(?:s?html?|php)$/i;
/** How far from a loaded file's name its script names the element it fills (the same few statements). */
const NEAR = 300;

/** What an element a script fills with a shared part of every page is named: its header, footer, navigation. */
const PART_NAME =
  /(^|[\s_-])(header|footer|nav|navbar|navigation|menu|include|placeholder|partial|sidebar)(?=$|[\s_-])/i;

/**
 * Whether a page holds an empty element its script may fill with a part of the site (an empty <header>, <footer> or
 * <nav>, an empty element named so: `<div id="footer-placeholder">`): only then are its script files worth a fetch.
 */
export function awaitsParts(doc: Document): boolean {
  return $$('header, footer, nav, [id], [class]', doc).some(
    (el) =>
      (/^(header|footer|nav)$/.test(el.name) || PART_NAME.test(`${attr(el, 'id') ?? ''} ${attr(el, 'class') ?? ''}`)) &&
      !el.children.some((c) => c.type === 'tag' || ((c as { data?: string }).data ?? '').trim()),
  );
}

/**
 * The parts of a page that its scripts (`codes`: its inline scripts and its own script files) or an include attribute
 * load into it from other files of the site (a footer with the business's address and phone, a navigation): each
 * file with the element it fills (the one named nearest the file), as a browser shows them. A reader of the page as
 * served reads them in their place.
 */
export function pageIncludes(doc: Document, pageUrl: string, codes: string[]): { url: URL; into: Element }[] {
  const base = baseOf(doc, pageUrl);
  const out: { url: URL; into: Element }[] = [];
  const add = (href: string | undefined, into: Element | null | undefined) => {
    const url = resolveHref(href, base);
    if (url && into && PART_FILE.test(url.pathname) && !out.some((i) => i.into === into)) out.push({ url, into });
  };
  const select = (selector: string) => {
    try {
      return $(selector, doc);
    } catch {
      return null;
    }
  };
  for (const name of INCLUDE_ATTRIBUTES) for (const el of $$(`[${name}]`, doc)) add(attr(el, name), el);
  const inline = $$('script:not([src])', doc).map(rawText);
  for (const code of [...inline, ...codes]) {
    if (code.length > 200_000) continue;
    const loads = [...code.matchAll(LOADED_FILE)];
    const targets = [...code.matchAll(FILLED)];
    loads.forEach((m, n) => {
      // the elements named between this file and its neighbours, within a few statements of it
      const start = m.index + m[0].length;
      const before = targets.filter(
        (t) => t.index < m.index && t.index >= Math.max(m.index - NEAR, (loads[n - 1]?.index ?? -1) + 1),
      );
      const after = targets.filter(
        (t) => t.index >= start && t.index < Math.min(start + NEAR, loads[n + 1]?.index ?? Infinity),
      );
      // (a form's data posted to a file is no part of the page: "$.ajax({ url: 'mail.php', type: 'POST' … })")
      const call = code.slice(
        Math.max(m.index - 150, (loads[n - 1]?.index ?? -1) + 1),
        Math.min(start + 150, loads[n + 1]?.index ?? Infinity),
      );
      if (/\b(?:type|method)\s*:\s*["']post["']/i.test(call)) return;
      // jQuery names the element it fills before `.load(`; a fetch's or an ajax call's callback after; a request
      // object on either side (its handler set before or after `open`)
      const [first, second] = /^\.load/.test(m[0]) ? [before.at(-1), after[0]] : [after[0], before.at(-1)];
      const dist = (t: RegExpMatchArray | undefined) =>
        !t ? Infinity : t.index! < m.index ? m.index - t.index! : t.index! - start;
      const target = /^\.open/.test(m[0]) && dist(second) < dist(first) ? second : (first ?? second);
      if (!target) return;
      const [, id, selector, jquery, body] = target;
      add(m[2], body ? $('body', doc) : id ? $(`[id="${id}"]`, doc) : select((selector ?? jquery)!));
    });
  }
  return out;
}

/** The target of a `<meta http-equiv="refresh">` that sends the reader on within `maxDelay` seconds. */
export function metaRefresh(doc: Document, pageUrl: string, maxDelay = 15): URL | undefined {
  for (const meta of $$('meta[http-equiv]', doc)) {
    if (!/^refresh$/i.test(attr(meta, 'http-equiv') ?? '')) continue;
    const m = /^\s*(\d+(?:\.\d+)?)?\s*[;,]?\s*(?:url\s*=\s*)?(["']?)([^"']*)\2\s*$/i.exec(attr(meta, 'content') ?? '');
    if (!m || !m[3] || Number(m[1] ?? 0) > maxDelay) continue;
    const url = resolveHref(m[3], baseOf(doc, pageUrl));
    if (url) return url;
  }
  return undefined;
}

/**
 * Pages that list others or serve no reader, never read: tag, category and author archives, paginated lists, feeds, a
 * template's demo pages, search, cart, checkout and account pages.
 */
const LISTING =
  /\/(tags?|category|categories|kategorien?|categoria|author|autor|archives?|archiv|feed|comments?|demos?|demo-[\w-]*|search|suche|login|register|cart|warenkorb|kasse|checkout|account|my-account|mein-konto|wishlist)(\/|$|\.)|\/page\/\d+|[?&](page|paged|pg)=\d+/i;
/** A blog's or news section's posts and dated archives: no fact of the business of their own, as a rule. */
const ARTICLE =
  /\/(blogs?|news|posts?|articles?|aktuelles|neuigkeiten|actualit[eé]s|noticias|notizie|nieuws|novidades)\/.|\/\d{4}\/\d{1,2}(\/|$)/i;
export const isListing = (pathAndSearch: string) => LISTING.test(pathAndSearch);
export const isArchive = (pathAndSearch: string) => isListing(pathAndSearch) || ARTICLE.test(pathAndSearch);
