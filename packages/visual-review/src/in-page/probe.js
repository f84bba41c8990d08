/* global document, window, getComputedStyle, CSS, NodeFilter */
// Layout probe, evaluated inside the reviewed page. Plain JavaScript on purpose: Playwright sends a function's
// source text to the browser, and TypeScript loaders (tsx/esbuild) inject helpers such as __name() that do
// not exist there. Its result type is ProbeResult in ../probe.ts; keep the two in step.
// eslint-disable-next-line @typescript-eslint/no-unused-expressions -- the page evaluates this expression
async (opts) => {
  const root = document.documentElement;
  const body = document.body;
  const vw = root.clientWidth;
  const out = {
    layoutWidth: vw,
    scrollWidth: root.scrollWidth,
    scrollsSideways: false,
    overflow: [],
    outside: [],
    overlaps: [],
    brokenImages: [],
    smallTargets: [],
    page: null,
  };
  if (!body) return out;

  // Lazy images below the fold would never load in a review; load them so they are checked too.
  const images = Array.from(document.images).slice(0, opts.maxElements);
  for (const img of images) if (img.loading === 'lazy') img.loading = 'eager';
  const settle = (p) => Promise.race([p, new Promise((r) => setTimeout(r, opts.waitMs))]);
  await settle(
    Promise.all(
      images.map((img) =>
        img.complete
          ? null
          : new Promise((r) => {
              img.addEventListener('load', r, { once: true });
              img.addEventListener('error', r, { once: true });
            }),
      ),
    ),
  );
  if (document.fonts) await settle(document.fonts.ready);

  const SKIP = new Set([
    'script',
    'style',
    'noscript',
    'template',
    'head',
    'meta',
    'link',
    'title',
    'br',
    'wbr',
    'option',
    'optgroup',
    'datalist',
    'source',
    'track',
  ]);
  const CONTENT = new Set([
    'img',
    'svg',
    'video',
    'canvas',
    'iframe',
    'input',
    'button',
    'select',
    'textarea',
    'picture',
    'object',
    'embed',
  ]);

  const styles = new Map();
  const style = (el) => {
    let s = styles.get(el);
    if (!s) styles.set(el, (s = getComputedStyle(el)));
    return s;
  };
  const rects = new Map();
  const rect = (el) => {
    let r = rects.get(el);
    if (!r) rects.set(el, (r = el.getBoundingClientRect()));
    return r;
  };

  // Nobody sees it: not rendered, invisible, transparent, or clipped to a pixel (visually-hidden helpers).
  const hiddenCache = new Map();
  const isHidden = (el) => {
    if (!el || el === root) return false;
    if (hiddenCache.has(el)) return hiddenCache.get(el);
    const s = style(el);
    const r = rect(el);
    const hidden =
      // checkVisibility also sees what CSS alone does not show here: content of a closed <details> (a hidden slot).
      !el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
      s.display === 'none' ||
      s.visibility === 'hidden' ||
      s.visibility === 'collapse' ||
      Number(s.opacity) === 0 ||
      (s.clip && s.clip !== 'auto') ||
      s.clipPath.startsWith('inset(50%') ||
      ((r.width <= 1 || r.height <= 1) && s.overflow !== 'visible') ||
      isHidden(el.parentElement);
    hiddenCache.set(el, hidden);
    return hidden;
  };

  // The nearest ancestor below <body> that clips or scrolls horizontally: what overflows it is its own business.
  const clipCache = new Map();
  const clippedByAncestor = (el) => {
    const parent = el.parentElement;
    if (!parent || parent === body || parent === root) return false;
    if (clipCache.has(parent)) return clipCache.get(parent);
    const clips = style(parent).overflowX !== 'visible' || clippedByAncestor(parent);
    clipCache.set(parent, clips);
    return clips;
  };

  const isUnique = (sel) => {
    try {
      return document.querySelectorAll(sel).length === 1;
    } catch {
      return false;
    }
  };
  const step = (el) => {
    if (el.id) return '#' + CSS.escape(el.id);
    if (el === body) return 'body';
    const classes = Array.from(el.classList)
      .filter((c) => /^[a-zA-Z_][\w-]*$/.test(c))
      .slice(0, 2);
    let s = el.localName + classes.map((c) => '.' + CSS.escape(c)).join('');
    const parent = el.parentElement;
    if (parent) {
      const sameTag = Array.from(parent.children).filter((c) => c.localName === el.localName);
      const sameSel = sameTag.filter((c) => classes.every((k) => c.classList.contains(k)));
      if (sameSel.length > 1) s += `:nth-of-type(${sameTag.indexOf(el) + 1})`;
    }
    return s;
  };
  // A short selector a person (or the revision agent) can recognise: `.grid` rather than a full path.
  const selectorOf = (el) => {
    if (el === body) return 'body';
    if (el.id && isUnique('#' + CSS.escape(el.id))) return '#' + CSS.escape(el.id);
    const first = Array.from(el.classList).find((c) => /^[a-zA-Z_][\w-]*$/.test(c));
    if (first && isUnique('.' + CSS.escape(first))) return '.' + CSS.escape(first);
    const parts = [];
    let cur = el;
    for (let depth = 0; cur && cur !== root && depth < 6; depth++) {
      parts.unshift(step(cur));
      const sel = parts.join(' > ');
      if (isUnique(sel) || cur.id || cur === body) return sel;
      cur = cur.parentElement;
    }
    return parts.join(' > ');
  };
  const textOf = (el) => (el.innerText || el.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const hasOwnText = (el) => Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent.trim() !== '');

  const elements = [body, ...Array.from(body.querySelectorAll('*')).slice(0, opts.maxElements)].filter((el) => {
    if (SKIP.has(el.localName)) return false;
    const svg = el.closest('svg');
    return !svg || svg === el; // an <svg> is checked as one picture, not path by path
  });

  // --- Elements past the screen's edges -------------------------------------------------------------
  const viewportClips =
    ['hidden', 'clip'].includes(style(root).overflowX) || ['hidden', 'clip'].includes(style(body).overflowX);
  const scrollsSideways = !viewportClips && root.scrollWidth > vw + 1;
  out.scrollsSideways = scrollsSideways;
  const offenders = new Map();
  for (const el of elements) {
    const r = rect(el);
    if (r.width === 0 && r.height === 0) continue;
    if (isHidden(el) || clippedByAncestor(el)) continue;
    const s = style(el);
    const out_of_flow = s.position === 'absolute' || s.position === 'fixed';
    const right = r.right - vw;
    const left = -r.left;
    const top = -(r.top + window.scrollY);
    const entirelyOutside = r.right <= 0 || r.left >= vw || r.bottom + window.scrollY <= 0;
    // Off-canvas menus and skip links park positioned elements wholly off screen on purpose.
    if (out_of_flow && entirelyOutside) continue;
    const edge = right > 1 ? ['right', right] : left > 1 ? ['left', left] : top > 1 ? ['top', top] : null;
    if (edge) offenders.set(el, { side: edge[0], px: Math.round(edge[1]), fixed: s.position === 'fixed' });
  }
  const outermost = (el) => {
    let top = el;
    for (let p = el.parentElement; p && p !== root; p = p.parentElement) if (offenders.has(p)) top = p;
    return top;
  };
  const reported = new Set();
  for (const el of offenders.keys()) {
    const topEl = outermost(el);
    if (reported.has(topEl)) continue;
    const t = offenders.get(topEl);
    const r = rect(topEl);
    // Scrolling: anything in the flow past the right edge widens the page. Cut off: only content matters.
    const scrolls = scrollsSideways && t.side === 'right' && !t.fixed;
    if (!scrolls && !(CONTENT.has(el.localName) || hasOwnText(el))) continue;
    reported.add(topEl);
    const item = {
      selector: selectorOf(topEl),
      side: t.side,
      px: t.px,
      width: Math.round(r.width),
      text: textOf(topEl),
    };
    (scrolls ? out.overflow : out.outside).push(item);
    if (reported.size >= opts.maxPerCheck * 4) break;
  }
  out.overflow.sort((a, b) => b.px - a.px).splice(opts.maxPerCheck);
  out.outside.sort((a, b) => b.px - a.px).splice(opts.maxPerCheck);

  // --- Text drawn over other text --------------------------------------------------------------------
  const boxes = [];
  const textOverflow = new Map();
  const underOffender = (el) => {
    for (let p = el; p && p !== root; p = p.parentElement) if (offenders.has(p)) return true;
    return false;
  };
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (
    let n = walker.nextNode(), count = 0;
    n && count < opts.maxTextNodes && boxes.length < 5000;
    n = walker.nextNode()
  ) {
    if (!n.textContent.trim()) continue;
    const el = n.parentElement;
    if (!el || SKIP.has(el.localName) || el.closest('svg, select, textarea') || isHidden(el)) continue;
    count++;
    range.selectNodeContents(n);
    const list = range.getClientRects();
    for (let i = 0; i < list.length && i < 50; i++) {
      const r = list[i];
      if (r.width >= 2 && r.height >= 2) boxes.push({ n, el, l: r.left, t: r.top, r: r.right, b: r.bottom });
      // A word too long to wrap (an email address, a URL) overflows its box while the box itself fits.
      if (r.right > vw + 1 && !textOverflow.has(el) && !clippedByAncestor(n) && !underOffender(el))
        textOverflow.set(el, Math.round(r.right - vw));
    }
  }
  for (const [el, px] of Array.from(textOverflow).slice(0, opts.maxPerCheck)) {
    const item = {
      selector: selectorOf(el),
      side: 'right',
      px,
      width: Math.round(rect(el).width),
      text: textOf(el),
      inText: true,
    };
    if (scrollsSideways && out.overflow.length === 0) out.overflow.push(item);
    else if (!scrollsSideways) out.outside.push(item);
  }
  boxes.sort((a, b) => a.t - b.t);
  const pairs = new Set();
  let comparisons = 0;
  for (let i = 0; i < boxes.length && out.overlaps.length < opts.maxPerCheck; i++) {
    const a = boxes[i];
    for (let j = i + 1; j < boxes.length && boxes[j].t < a.b && comparisons < 400000; j++, comparisons++) {
      const b = boxes[j];
      if (a.n === b.n) continue;
      const ix = Math.min(a.r, b.r) - Math.max(a.l, b.l);
      const iy = Math.min(a.b, b.b) - Math.max(a.t, b.t);
      if (ix <= 2 || iy <= 2) continue;
      // Tight line-height makes neighbouring lines touch a little; a real collision covers a good part of a glyph box.
      const smaller = Math.min((a.r - a.l) * (a.b - a.t), (b.r - b.l) * (b.b - b.t));
      if ((ix * iy) / smaller < 0.3) continue;
      const sa = selectorOf(a.el);
      const sb = selectorOf(b.el);
      const key = [sa, sb].sort().join('|');
      if (pairs.has(key)) continue;
      pairs.add(key);
      out.overlaps.push({
        selector: sa,
        text: textOf(a.el),
        otherSelector: sb,
        otherText: textOf(b.el),
        px: Math.round(iy),
      });
      if (out.overlaps.length >= opts.maxPerCheck) break;
    }
  }

  // --- Images that did not decode ---------------------------------------------------------------------
  for (const img of images) {
    const src = img.getAttribute('src') || '';
    if (!(img.currentSrc || src) || (img.complete && img.naturalWidth === 0)) {
      out.brokenImages.push({ selector: selectorOf(img), src: src.slice(0, 200), url: img.currentSrc || '' });
      if (out.brokenImages.length >= opts.maxPerCheck * 4) break;
    }
  }

  // --- Tap targets on touch screens -------------------------------------------------------------------
  if (opts.tapTargets) {
    const targets = body.querySelectorAll(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
    );
    for (const el of Array.from(targets).slice(0, opts.maxElements)) {
      if (isHidden(el) || el.disabled) continue;
      let r = rect(el);
      if (r.width === 0 || r.height === 0) continue;
      // Parked off screen (skip links until focused, closed menus): nobody can tap it where it is.
      if (r.right <= 0 || r.left >= vw || r.bottom + window.scrollY <= 0) continue;
      if (el.localName === 'a' && inSentence(el)) continue;
      if ((el.type === 'checkbox' || el.type === 'radio') && el.labels) {
        // The label is part of the target: tapping it toggles the box.
        for (const label of Array.from(el.labels)) {
          const lr = label.getBoundingClientRect();
          r = { width: Math.max(r.width, lr.width), height: Math.max(r.height, lr.height) };
        }
      }
      if (r.width >= opts.minTarget - 0.5 && r.height >= opts.minTarget - 0.5) continue;
      const label =
        el.getAttribute('aria-label') ||
        textOf(el) ||
        el.getAttribute('value') ||
        el.getAttribute('placeholder') ||
        el.getAttribute('title') ||
        (el.querySelector('img[alt]') || {}).alt ||
        '';
      const kind =
        el.localName === 'a' ? 'link' : el.localName === 'input' ? `${el.type || 'text'} field` : el.localName;
      out.smallTargets.push({
        selector: selectorOf(el),
        kind,
        label: label.slice(0, 60),
        width: Math.round(r.width),
        height: Math.round(r.height),
      });
    }
  }

  // WCAG 2.5.8 exempts targets inside a sentence: their size is set by the surrounding line of text.
  function inSentence(a) {
    if (style(a).display !== 'inline') return false;
    let block = a.parentElement;
    while (block && block !== body && style(block).display.startsWith('inline')) block = block.parentElement;
    if (!block) return false;
    const all = (block.textContent || '').replace(/\s+/g, '');
    const own = (a.textContent || '').replace(/\s+/g, '');
    return all.length - own.length >= 3;
  }

  // --- Once per page: structure and what the page links to --------------------------------------------
  if (opts.pageLevel) {
    const sameOrigin = (url) => {
      try {
        const u = new URL(url, document.baseURI);
        return u.origin === window.location.origin ? u.pathname : null;
      } catch {
        return null;
      }
    };
    const links = [];
    const seen = new Set();
    for (const el of Array.from(document.querySelectorAll('a[href], area[href]')).slice(0, opts.maxElements)) {
      const href = el.getAttribute('href');
      if (!href || href.startsWith('#') || (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^https?:/i.test(href))) continue; // mailto:, tel:, javascript:
      const path = sameOrigin(href);
      if (path === null || seen.has(path)) continue;
      seen.add(path);
      links.push({ path, selector: selectorOf(el), href: href.slice(0, 200) });
    }
    const resources = [];
    for (const el of Array.from(document.querySelectorAll('link[href]')).slice(0, 100)) {
      const rel = (el.getAttribute('rel') || '').toLowerCase();
      // Browsers fetch icons and manifests outside the page's own requests, so a missing one is invisible otherwise.
      if (!/\b(icon|apple-touch-icon|manifest)\b/.test(rel)) continue;
      const path = sameOrigin(el.getAttribute('href'));
      if (path !== null)
        resources.push({ path, rel, selector: selectorOf(el), href: el.getAttribute('href').slice(0, 200) });
    }
    out.page = {
      hasMain: !!document.querySelector('main, [role="main"]'),
      hasContent: (body.innerText || '').trim().length > 0 || !!body.querySelector('img, svg, video, canvas, picture'),
      quirks: document.compatMode === 'BackCompat',
      links,
      resources,
    };
  }
  return out;
}
