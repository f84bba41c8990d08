// Whether a page's visible text comes from script (a client-rendered app's shell), decided from its static HTML, and
// what one rendered page of a site tells about its other pages. Rendering costs a browser: a page that merely has
// scripts is read as it is served.
import type { AnyNode, Element } from 'domhandler';
import { $$, attr, parseHtml, rawText, text, type Document } from './html';

/** Below this many characters of visible text, a page with its own code is an app shell. */
const SHELL_TEXT_CHARS = 200;
/** Mount points the common front-end frameworks render into. */
const APP_ROOT = [
  'app-root, #root, #app, #__next, #__nuxt, #svelte, #q-app, #___gatsby',
  '[ng-version], [data-reactroot], [ng-app], [data-ng-app], [data-v-app], ng-view, [ng-view], ui-view, [ui-view]',
].join(', ');
/** What a reader reads or follows on a page; an app shell holds almost none of it. */
const CONTENT = 'a[href], img, h1, h2, h3, h4, h5, h6, p, li, td, dt, dd, address, blockquote';
/** An inline script this long carries an app (a single-file build), not an analytics snippet. */
const INLINE_APP_CHARS = 20_000;
/** Text that is not the page's own: a cookie banner, a loader, the footer, what shows only without script. */
const FURNITURE = /\b(cookie|consent|gdpr|loader|loading|spinner|preload|splash)/i;
/** A template's placeholder left for script to fill: `{{ name }}`, `[[ hours ]]`, `${price}`. */
const PLACEHOLDER = /\{\{[^{}]{1,80}\}\}|\[\[[^[\]]{1,80}\]\]|\$\{[^{}]{1,80}\}/g;
/** An attribute only a front-end framework reads: Angular.js, Vue, Alpine, Knockout, Svelte's bindings. */
const DIRECTIVE = /^(ng-|data-ng-|v-|x-|:|@|data-bind$|bind:|on:)/;

/** The body's elements a reader reads, furniture left out, and its text. */
function ownContent(body: Element): { text: string; content: number } {
  const parts: string[] = [];
  let content = 0;
  const isContent = new Set($$(CONTENT, body));
  const walk = (node: AnyNode) => {
    if (node.type === 'text') parts.push((node as { data: string }).data);
    if (!('children' in node)) return;
    const el = node as Element;
    if (el.name === 'script' || el.name === 'style' || el.name === 'noscript' || el.name === 'template') return;
    if (el.name === 'footer' || FURNITURE.test(`${attr(el, 'class') ?? ''} ${attr(el, 'id') ?? ''}`)) return;
    if (isContent.has(el)) content++;
    for (const c of el.children) walk(c);
  };
  walk(body);
  return { text: parts.join(' ').replace(/\s+/g, ' ').trim(), content };
}

/** Code that can render: a script file, a module, or a bundle inlined in one script (an analytics snippet is not). */
const loadsCode = (doc: Document) =>
  $$('script', doc).some(
    (s) =>
      attr(s, 'src') !== undefined ||
      attr(s, 'type') === 'module' ||
      (!attr(s, 'type') && rawText(s).length >= INLINE_APP_CHARS),
  );

/**
 * What a container's id or class names when script fills it with the business's content: its menu, prices, services,
 * products, hours, reviews, team, branches or contact, in each supported language ("#speisekarte", ".carta-items",
 * "#horaires", "#menu-list"). Split into words, so "submenu" or "menu-toggle" (navigation) do not count.
 */
const CONTENT_NAME =
  /^(menu|menus|carta|cardapio|card[aá]pio|speisekarte|karte|kaart|menukaart|menù|dishes|gerichte|plats|piatti|platos|prices|pricing|preise|tarifs?|tarifas|prezzi|prijzen|precios|pre[cç]os|services|leistungen|prestations|servizi|servicios|servi[cç]os|diensten|behandelingen|products|produkte|produits|prodotti|productos|produtos|producten|hours|opening|[öo]ffnungszeiten|horaires|orari|horario|hor[aá]rios|openingstijden|reviews|testimonials|bewertungen|avis|recensioni|rese[nñ]as|avalia[cç][oõ]es|team|locations|branches|filialen|standorte|sucursales|contact|kontakt|contacto|contatti|contato)$/i;
/** Words a container's id or class is made of: "menu-list" is menu and list, "speisekarteItems" speisekarte and items. */
const nameWords = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean);
/** Furniture a script fills whatever the page says: navigation, a slider, a mobile menu's toggle. */
const NOT_CONTENT =
  /^(nav|navbar|navigation|main|top|primary|secondary|header|footer|sidebar|bar|toggle|toggler|mobile|burger|hamburger|sandwich|dropdown|sub|submenu|open|close|icon|btn|button|slider|carousel|overlay|item|link)$/i;

/**
 * An element in the page's body (not its navigation or header) whose id or class names the business's content and
 * that holds nothing yet: a list, table or block that the page's script fills (a menu built from a JSON file).
 */
function emptyContentContainer(body: Element): boolean {
  return $$('div, section, ul, ol, table, tbody, article, main', body).some((el) => {
    const words = nameWords(`${attr(el, 'id') ?? ''} ${attr(el, 'class') ?? ''}`);
    if (!words.some((w) => CONTENT_NAME.test(w)) || words.some((w) => NOT_CONTENT.test(w))) return false;
    // nothing in it yet: no text and no element (a hamburger's bars, a slider's slides are elements)
    if (text(el).trim() || el.children.some((c) => c.type === 'tag')) return false;
    for (let p = el.parent as Element | null; p; p = p.parent as Element | null)
      if (p.name === 'nav' || p.name === 'header' || p.name === 'footer') return false;
    return true;
  });
}

/** Attributes that bind an element's text to the app's data: the element is empty until script fills it. */
const TEXT_BINDING = ['x-text', 'x-html', 'v-text', 'v-html', 'ng-bind', 'ng-bind-html', 'data-ng-bind', 'data-bind'];

/**
 * A template whose text script fills: two or more placeholders beside attributes only a framework reads, or two or
 * more empty elements whose text is bound to the app's data (Alpine's `x-text`, Vue's `v-text`, `ng-bind`).
 */
function isTemplate(doc: Document, visible: string): boolean {
  const bound = $$(TEXT_BINDING.map((a) => `[${a}]`).join(', '), doc).filter((el) => !text(el).trim());
  if (bound.length >= 2) return true;
  if ((visible.match(PLACEHOLDER) ?? []).length < 2) return false;
  return $$('*', doc).some((el) => Object.keys(el.attribs ?? {}).some((name) => DIRECTIVE.test(name)));
}

/**
 * Whether a page's static HTML is the shell of a client-rendered app rather than the page a reader sees: it loads
 * code (a script file, a module or an inlined bundle), and either the mount point a framework renders into is
 * empty, or the body holds almost nothing a reader reads or follows once its furniture (footer, cookie banner,
 * loader, `<noscript>`) is left out, or its text is a template's placeholders, or a `<noscript>` says the page needs
 * JavaScript over little text of its own, or a container named for its content (its menu, prices, hours…) is empty,
 * for script to fill. A short page of its own (links, headings and a phone) is read as served.
 */
export function looksClientRendered(html: string | Document): boolean {
  const doc = typeof html === 'string' ? parseHtml(html) : html;
  if (!loadsCode(doc)) return false;
  const body = $$('body', doc)[0];
  if (!body) return true;
  const visible = text(body).replace(/\s+/g, ' ').trim();
  const own = ownContent(body);
  if (isTemplate(doc, own.text) || emptyContentContainer(body)) return true;
  if (own.text.length >= SHELL_TEXT_CHARS * 4) return false;
  if ($$(APP_ROOT, doc).some((el) => text(el).trim().length < 20)) return true;
  if ($$('noscript', body).some((n) => /javascript|\bjs\b/i.test(text(n))) && own.text.length < SHELL_TEXT_CHARS * 2)
    return true;
  return (own.text.length < SHELL_TEXT_CHARS && own.content < 5) || visible.length === 0;
}

/** The code a page runs, as the set of scripts it loads: two pages loading the same set are one app. */
export function appSignature(html: string | Document): string {
  const doc = typeof html === 'string' ? parseHtml(html) : html;
  return $$('script[src]', doc)
    .map((s) => (attr(s, 'src') ?? '').replace(/[?#].*$/, ''))
    .sort()
    .join(' ');
}

/** The words of a page's own text (its furniture left out). */
const words = (html: string): string[] => {
  const body = $$('body', parseHtml(html))[0];
  return body
    ? ownContent(body)
        .text.toLowerCase()
        .split(/[^\p{L}\p{N}@.+-]+/u)
        .filter(Boolean)
    : [];
};
/** A render that shows this many words its HTML did not has its text from script. */
const NEW_WORDS = 12;

export interface RenderMemory {
  /** Whether to render a page served as `html`: a shell, or a page of an app whose render showed what its HTML did not. */
  shouldRender(html: string): boolean;
  /** What rendering `served` gave (`rendered`): whether this app's pages need a browser. */
  learn(served: string, rendered: string): void;
}

/**
 * What one rendered page of a site tells about its other pages: a page loading the same scripts as one whose render
 * showed words its HTML did not (its served text a template, an SEO stand-in or another route's) is rendered too.
 */
export function createRenderMemory(): RenderMemory {
  const scripted = new Set<string>();
  return {
    shouldRender(html) {
      const doc = parseHtml(html);
      const signature = appSignature(doc);
      return (!!signature && scripted.has(signature)) || looksClientRendered(doc);
    },
    learn(served, rendered) {
      const signature = appSignature(served);
      const before = new Set(words(served));
      if (signature && words(rendered).filter((w) => !before.has(w)).length >= NEW_WORDS) scripted.add(signature);
    },
  };
}
