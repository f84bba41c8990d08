// Routes an app reaches only by a click: navigation built of buttons, spans or list items with click handlers and no
// address (a router-link rendered as a span, a `@click="router.push('/menu')"`). Each navigation-like clickable is
// clicked once in the page already loaded; an address the app's router moves to is a route the crawl reads next.
import { escapeHtml } from './html';
import type { Page } from './render-settle';

/** Clickables tried per site, and how long a click is given to change the address. */
const MAX_CLICKS = 10;
const ROUTE_WAIT_MS = 300;

/**
 * Marks the page's navigation-like clickables (in nav, header or a menu; no link of their own, not in a form; one short
 * line of text; shown) with `data-sgs-nav`, innermost first, and returns their texts.
 */
const MARK = `(() => {
  const out = [];
  const scope = 'nav, header, [role="navigation"], [role="menubar"], [role="menu"], [class*="menu" i], [class*="nav" i]';
  const kinds = 'button, [role="link"], [role="menuitem"], [role="tab"], [onclick], [tabindex], li, span, div, router-link';
  for (const el of document.querySelectorAll(kinds)) {
    if (out.length >= ${MAX_CLICKS}) break;
    if (!el.closest(scope) || el.closest('a[href], form, [contenteditable]') || el.querySelector('a[href]')) continue;
    const t = (el.innerText || '').trim();
    if (!t || t.length > 30 || t.includes('\\n')) continue;
    if ([...el.children].some((c) => (c.innerText || '').trim() === t)) continue;
    const box = el.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    el.setAttribute('data-sgs-nav', String(out.length));
    out.push(t);
  }
  return out;
})()`;

export interface ClickedRoute {
  url: string;
  text: string;
}

/**
 * The routes the page's navigation clickables lead to in the app (on `origin`), the page shown again at `home` after;
 * nothing on a page without a router (a click there would load another document).
 */
export async function clickedRoutes(page: Page, origin: string, deadline: number): Promise<ClickedRoute[]> {
  const texts = await page.evaluate<string[]>(MARK).catch(() => [] as string[]);
  const home = page.url();
  const found = new Map<string, string>();
  for (const [i, text] of texts.entries()) {
    if (Date.now() + ROUTE_WAIT_MS > deadline) break;
    const clicked = await page
      .evaluate<boolean>(
        `(() => { const el = document.querySelector('[data-sgs-nav="${i}"]'); el?.click(); return !!el; })()`,
      )
      .catch(() => false);
    if (!clicked) continue;
    const moved = await page
      .waitForFunction(`location.href !== ${JSON.stringify(home)}`, undefined, { timeout: ROUTE_WAIT_MS })
      .then(() => true)
      .catch(() => false);
    if (!moved) continue;
    const url = page.url();
    if (url.startsWith(`${origin}/`) && !found.has(url)) found.set(url, text);
    // back to the page the clickables are on (in the app: its router hears the back button)
    await page.evaluate('history.back()').catch(() => undefined);
    await page
      .waitForFunction(`location.href === ${JSON.stringify(home)}`, undefined, { timeout: ROUTE_WAIT_MS })
      .catch(() => undefined);
    if (!page.url().startsWith(`${origin}/`)) break;
  }
  return [...found].map(([url, text]) => ({ url, text }));
}

/** The routes written into the page's HTML as the links they stand for, so the crawl reads them as it reads links. */
export const withRouteLinks = (html: string, routes: ClickedRoute[]): string => {
  if (!routes.length) return html;
  const nav = `<nav data-clicked-routes>${routes.map((r) => `<a href="${escapeHtml(r.url)}">${escapeHtml(r.text)}</a>`).join('')}</nav>`;
  return /<\/body>/i.test(html) ? html.replace(/<\/body>/i, `${nav}</body>`) : `${html}${nav}`;
};
