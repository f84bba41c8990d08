// Content an app shows one part at a time: tabs, category buttons and accordions whose panels it mounts only when
// chosen (a menu's Antipasti | Primi | Dolci, a price list's Damen | Herren). Each such control is clicked once, in
// turn; what the click shows that the page had not shown is kept under the control's own text and read after the
// page as loaded, so research reads every panel once. Panels a page already holds (hidden by CSS) are not copied.
import { escapeHtml } from './html';
import type { Page } from './render-settle';

/** Controls clicked per page, and how long a click is given at most to show its panel. */
const MAX_CONTROLS = 12;
const PANEL_WAIT_MS = 250;

/**
 * The page's panel controls, in page order: tabs (`role="tab"`, Bootstrap's toggles), collapsed accordion buttons,
 * and runs of two or more sibling buttons of one short line each (a menu's category buttons). Never in navigation, a
 * header, a footer, a form or a dialog; never a link to another page. Found afresh before each click, since an app
 * may draw its whole page again after one.
 */
const CONTROLS = `(() => {
  const outside = 'nav, header, footer, form, dialog, [role="navigation"], [role="dialog"], [role="menu"], [role="menubar"]';
  const line = (el) => (el.innerText || '').trim();
  const short = (el) => { const t = line(el); return t && t.length <= 40 && !t.includes('\\n'); };
  const shown = (el) => { const b = el.getBoundingClientRect(); return b.width > 0 && b.height > 0; };
  const pageLink = (el) => { const h = el.closest('a[href]')?.getAttribute('href') ?? ''; return h && !h.startsWith('#'); };
  const found = new Set([...document.querySelectorAll(
    '[role="tab"], [data-bs-toggle="tab"], [data-bs-toggle="pill"], [data-toggle="tab"], [data-toggle="pill"], button[aria-expanded="false"]',
  )]);
  for (const parent of new Set([...document.querySelectorAll('button')].map((b) => b.parentElement))) {
    const buttons = [...(parent?.children ?? [])].filter((c) => c.tagName === 'BUTTON' && short(c));
    if (buttons.length >= 2) for (const b of buttons) found.add(b);
  }
  return [...found]
    .filter((el) => !el.closest(outside) && !el.closest('[data-sgs-panels]') && !pageLink(el) && short(el) && shown(el))
    .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
})()`;

/**
 * The controls' texts (the panels' titles); marks where their panels are read: the end of the main content holding the
 * first control (`main`, an article), else of the body.
 */
const TITLES = `(() => {
  const controls = ${CONTROLS}.slice(0, ${MAX_CONTROLS});
  (controls[0]?.closest('main, [role="main"], article') ?? document.body).setAttribute('data-sgs-panels-at', '');
  return controls.map((el) => (el.innerText || '').trim());
})()`;

/** `html` (the page as it loaded) with `block` at the end of the element marked `data-sgs-panels-at`. */
const PLACE = (html: string, block: string) => `(() => {
  const doc = new DOMParser().parseFromString(${JSON.stringify(html)}, 'text/html');
  (doc.querySelector('[data-sgs-panels-at]') ?? doc.body).insertAdjacentHTML('beforeend', ${JSON.stringify(block)});
  return '<!doctype html>' + doc.documentElement.outerHTML;
})()`;

/** Starts keeping the elements added to the page (the panel a click mounts) and the lines of text shown so far. */
const WATCH = `(() => {
  const added = [];
  const seen = new Set((document.body.innerText || '').split('\\n').map((l) => l.trim()).filter(Boolean));
  const observer = new MutationObserver((records) => {
    for (const r of records) for (const node of r.addedNodes) if (node.nodeType === 1) added.push(node);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  Object.defineProperty(window, '__sgsPanels', { value: { added, observer, seen }, configurable: true });
})()`;

/**
 * Clicks the `nth` control titled `title` and returns the HTML of what the click showed that no state of the page
 * showed before (the page as loaded, or after an earlier click): of the outermost elements it added, those with new lines of text, narrowed to their children that carry
 * them (an app that draws its whole page again adds the unchanged parts too); not navigation, a dialog, or a block
 * that is mostly links (a menu the click opened).
 */
const CLICK = (title: string, nth: number) => `(async () => {
  const el = ${CONTROLS}.filter((c) => (c.innerText || '').trim() === ${JSON.stringify(title)})[${nth}];
  if (!el) return '';
  const lines = (n) => (n.innerText || '').split('\\n').map((l) => l.trim()).filter(Boolean);
  const panels = window.__sgsPanels;
  const before = panels.seen;
  panels.added.length = 0;
  el.click();
  // until the click's changes stop (an app re-renders within a frame or two), at most PANEL_WAIT_MS
  const began = performance.now();
  for (let seen = -1; seen !== panels.added.length && performance.now() - began < ${PANEL_WAIT_MS}; ) {
    seen = panels.added.length;
    await new Promise((r) => setTimeout(r, 60));
  }
  const fresh = (n) => lines(n).some((l) => !before.has(l));
  const narrow = (n) =>
    !fresh(n) ? [] : lines(n).every((l) => !before.has(l)) || !n.children.length ? [n] : [...n.children].flatMap(narrow);
  const added = panels.added.filter((n, _, all) => n.isConnected && !all.some((o) => o !== n && o.contains(n)));
  const shown = added.flatMap(narrow);
  for (const l of lines(document.body)) before.add(l);
  return shown
    .filter((n) => !n.closest('nav, header, footer, dialog, [role="dialog"], [role="navigation"]'))
    .filter((n) => {
      const t = (n.innerText || '').trim();
      const linked = [...n.querySelectorAll('a[href]')].reduce((s, a) => s + (a.innerText || '').trim().length, 0);
      return linked < t.length * 0.7;
    })
    .map((n) => n.outerHTML)
    .join('');
})()`;

/**
 * The settled page's HTML with the panels its controls show: each control is clicked once (until `deadline`), and
 * what the clicks showed is read after the page as it loaded, each panel under its control's text, at the end of the
 * main content. The page is left as the clicks left it.
 */
export async function withPanels(page: Page, deadline: number): Promise<string> {
  const titles = await page.evaluate<string[]>(TITLES).catch(() => [] as string[]);
  const html = await page.content();
  if (!titles.length) return html;
  const start = page.url();
  await page.evaluate(WATCH).catch(() => undefined);
  const panels: string[] = [];
  for (const [i, title] of titles.entries()) {
    if (Date.now() + PANEL_WAIT_MS * 2 > deadline) break;
    const nth = titles.slice(0, i).filter((t) => t === title).length;
    const shown = await page.evaluate<string>(CLICK(title, nth)).catch(() => '');
    // a control that moved the app to another route (a link in disguise): back to this one, and the reveal ends
    if (page.url() !== start) {
      await page.goBack({ timeout: PANEL_WAIT_MS * 4 }).catch(() => undefined);
      break;
    }
    if (shown) panels.push(`<section><h3>${escapeHtml(title)}</h3>${shown}</section>`);
  }
  await page.evaluate('window.__sgsPanels?.observer.disconnect()').catch(() => undefined);
  if (!panels.length) return html;
  return page.evaluate<string>(PLACE(html, `<div data-sgs-panels>${panels.join('')}</div>`)).catch(() => html);
}
