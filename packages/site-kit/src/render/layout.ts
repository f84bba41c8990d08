// The page frame: <head> (SEO, Open Graph, icons, the inline stylesheet, JSON-LD), header with navigation, footer.
import { SOCIAL_LABELS } from '../document/social';
import { iconSvg } from '../icons';
import { attr, breakable, esc, scriptJson } from './html';
import { linkHref, mapHref, telHref } from './links';
import { pageHref, type RenderContext } from './context';
import { localBusinessJsonLd, webSiteJsonLd } from './jsonld';
import { counterpart, languageName, ogLocale, pageUrl, pageVersions } from './languages';
import type { InterfaceWords } from '../i18n/catalog';
import { dayName, hoursText } from '../i18n/format';
import { img, preloadLink } from './picture';
import { heroImage } from './sections/hero';
import { sentences } from '../writers/text';
import { SENT_ID } from './sections/contact';

/** This page in each of the site's languages: `hreflang` links, the main language also as x-default. */
function alternateLinks(ctx: RenderContext): string {
  if (ctx.versions.length < 2) return '';
  const versions = pageVersions(ctx.versions, ctx.page, ctx.version, ctx.options.baseUrl);
  const main = versions.find((v) => v.version === ctx.versions[0]);
  return [
    ...versions.map((v) => `<link rel="alternate" hreflang="${attr(v.lang)}" href="${attr(v.url)}">`),
    ...(main ? [`<link rel="alternate" hreflang="x-default" href="${attr(main.url)}">`] : []),
  ]
    .map((l) => `${l}\n`)
    .join('');
}

/**
 * Links to this page in the site's other languages, each named in its own language and marked as such; the page's
 * counterpart, else that language's home page.
 */
function languageSwitch(ctx: RenderContext): string {
  if (ctx.versions.length < 2) return '';
  const here = ctx.versions.indexOf(ctx.version);
  const items = ctx.versions.map((v, i) => {
    const name = `<span lang="${attr(v.doc.lang)}">${esc(languageName(v.doc.lang))}</span>`;
    if (i === here) return `<li><a href="${linkHref(ctx.page.slug)}" aria-current="true">${name}</a></li>`;
    const target = counterpart(ctx.page, v.doc) ?? v.doc.pages.find((p) => p.kind === 'home')!;
    const href = `${ctx.root}${v.dir}${target.kind === 'home' ? '' : pageHref(target.slug)}` || './';
    return `<li><a href="${attr(href)}" hreflang="${attr(v.doc.lang)}">${name}</a></li>`;
  });
  return `<nav class="lang-switch" aria-label="${attr(ctx.t.ui.languages)}"><ul>${items.join('')}</ul></nav>`;
}

/** The page's main photo is requested as the head is read, not after layout finds it. */
function heroPreload(ctx: RenderContext): string {
  const first = ctx.page.sections[0];
  const hero = first?.type === 'hero' ? heroImage(ctx, first) : undefined;
  return hero ? `${preloadLink(hero.out, hero.sizes)}\n` : '';
}

/**
 * The stylesheet goes inline: a separate file is a render-blocking request on the critical path (on a slow
 * phone connection it held the first paint and the hero photo back by a round trip), and the whole sheet is a
 * few KB compressed. `</` is escaped (`<\/` reads as `</` in CSS) so no text in it can end the element.
 */
const inlineCss = (css: string) => css.trim().replace(/<\//g, '<\\/');

function head(ctx: RenderContext, ogImage: string | undefined): string {
  const { doc, page } = ctx;
  const url = pageUrl(ctx.options.baseUrl, ctx.version.dir, page);
  const others = ctx.versions.filter((v) => v !== ctx.version).map((v) => ogLocale(v.doc.lang));
  const og = [
    ['og:type', 'website'],
    ['og:site_name', doc.business.name],
    ['og:title', page.seo.title],
    ['og:description', page.seo.description],
    ['og:url', url],
    ['og:locale', ogLocale(doc.lang)],
    ...others.map((l) => ['og:locale:alternate', l]),
    ...(ogImage ? [['og:image', `${ctx.options.baseUrl}/${ogImage}`]] : []),
  ];
  return `<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(page.seo.title)}</title>
${heroPreload(ctx)}<style>${inlineCss(ctx.stylesheet)}</style>
<meta name="description" content="${attr(page.seo.description)}">
<link rel="canonical" href="${attr(url)}">
${alternateLinks(ctx)}${og.map(([k, v]) => `<meta property="${k}" content="${attr(v!)}">`).join('\n')}
<meta name="twitter:card" content="${ogImage ? 'summary_large_image' : 'summary'}">
<meta name="theme-color" content="${ctx.theme.palette.brand}">
<link rel="icon" href="${ctx.root}favicon.ico" sizes="48x48">
<link rel="icon" type="image/png" sizes="32x32" href="${ctx.root}favicon-32x32.png">
<link rel="icon" type="image/png" sizes="16x16" href="${ctx.root}favicon-16x16.png">
<link rel="apple-touch-icon" href="${ctx.root}apple-touch-icon.png">
<link rel="manifest" href="${ctx.root}site.webmanifest">
<script type="application/ld+json">${scriptJson(localBusinessJsonLd(ctx))}</script>
<script type="application/ld+json">${scriptJson(webSiteJsonLd(ctx))}</script>
</head>`;
}

function navList(ctx: RenderContext): string {
  return `<ul>${ctx.doc.pages
    .map(
      (p) =>
        `<li><a href="${linkHref(p.slug)}"${p.slug === ctx.page.slug ? ' aria-current="page"' : ''}>${esc(p.navLabel)}</a></li>`,
    )
    .join('')}</ul>`;
}

function header(ctx: RenderContext): string {
  const b = ctx.doc.business;
  const logo = img(ctx, ctx.doc.logo, { className: 'brand__logo', priority: 'eager' });
  // With a logo the name stays for screen readers and as text beside the mark.
  // Long names step down a size so the header stays compact on phones.
  const brand = `<a class="brand${b.name.length > 24 ? ' brand--long' : ''}" href="./">${logo}<span class="brand__name">${esc(b.name)}</span></a>`;
  const cta = b.phone
    ? `<a class="btn btn--small header__cta" href="${attr(telHref(b.phone, b))}">${iconSvg('phone')}<span>${esc(b.phone)}</span></a>`
    : '';
  const topbar =
    ctx.theme.style.header === 'brand' && (b.phone || b.email)
      ? `<div class="topbar"><div class="container topbar__inner">${b.email ? `<a class="topbar__email" href="mailto:${attr(b.email)}">${iconSvg('mail')}<span>${breakable(b.email)}</span></a>` : ''}${b.phone ? `<a href="${attr(telHref(b.phone, b))}">${iconSvg('phone')}<span>${esc(b.phone)}</span></a>` : ''}</div></div>`
      : '';
  return `<header class="site-header">${topbar}<div class="container header__inner">${brand}
<nav class="nav nav--desktop" aria-label="${attr(ctx.t.ui.mainNav)}">${navList(ctx)}</nav>${languageSwitch(ctx)}${cta}
<details class="nav nav--mobile"><summary>${iconSvg('menu')}<span>${esc(ctx.t.ui.menu)}</span></summary><nav aria-label="${attr(ctx.t.ui.mainMenu)}">${navList(ctx)}</nav></details>
</div></header>`;
}

function footer(ctx: RenderContext): string {
  const b = ctx.doc.business;
  const { ui } = ctx.t;
  const contact = [
    b.phone && `<li><a href="${attr(telHref(b.phone, b))}">${iconSvg('phone')}<span>${esc(b.phone)}</span></a></li>`,
    b.email && `<li><a href="mailto:${attr(b.email)}">${iconSvg('mail')}<span>${breakable(b.email)}</span></a></li>`,
    b.address &&
      `<li><a href="${attr(mapHref(b.address.formatted))}" rel="noopener" target="_blank">${iconSvg('map-pin')}<span>${esc(b.address.formatted)}</span><span class="visually-hidden">${esc(ui.opensInNewTab)}</span></a></li>`,
  ].filter(Boolean);
  const hours = b.hours.length
    ? `<div><h2 class="footer__title">${esc(ui.hoursTitle)}</h2><dl class="footer__hours">${b.hours.map((h) => `<dt>${esc(dayName(h.day, ctx.doc.lang, 'short'))}</dt><dd>${esc(hoursText(h.text, ctx.doc.lang))}</dd>`).join('')}</dl></div>`
    : '';
  const columns = 2 + (hours ? 1 : 0);
  const blurb = b.tagline ?? sentences(b.description)[0] ?? '';
  // Social profiles under the name: the visible network name, the business named for screen readers.
  const social = b.social.length
    ? `<ul class="footer__social" aria-label="${attr(ui.socialList(b.name))}">${b.social.map((l) => `<li><a href="${attr(l.url)}" rel="me noopener"><span class="visually-hidden">${esc(ui.socialOn(b.name))}</span>${esc(SOCIAL_LABELS[l.network])}</a></li>`).join('')}</ul>`
    : '';
  return `<footer class="site-footer" style="--footer-cols:${columns}"><div class="container footer__grid">
<div><p class="footer__name">${esc(b.name)}</p><p class="footer__blurb">${esc(blurb)}</p>${social}</div>
<nav aria-label="${attr(ui.footerNav)}"><h2 class="footer__title">${esc(ui.pagesTitle)}</h2><ul>${ctx.doc.pages.map((p) => `<li><a href="${linkHref(p.slug)}">${esc(p.navLabel)}</a></li>`).join('')}</ul></nav>
${contact.length ? `<div><h2 class="footer__title">${esc(ui.contactTitle)}</h2><ul>${contact.join('')}</ul></div>` : ''}
${hours}
</div><div class="container footer__bottom"><p>${esc(rightsLine(ui, b.name))}</p></div></footer>`;
}

/** Reveals the thank-you notice for `?sent=1` when the fragment did not (e.g. a redirect that drops it). */
const SENT_SCRIPT = `<script>(function(){if(/[?&]sent=1(&|$)/.test(location.search)){var n=document.getElementById('${SENT_ID}');if(n){n.classList.add('is-visible');n.focus();}}})();</script>`;

export function renderDocumentShell(ctx: RenderContext, body: string, ogImage: string | undefined): string {
  const hasNotice = ctx.page.kind === 'contact' && ctx.page.sections.some((s) => s.type === 'contact-form');
  const script = hasNotice && ctx.doc.constraints.inlineScript ? `\n${SENT_SCRIPT}` : '';
  return `<!doctype html>
<html lang="${attr(ctx.doc.lang)}">
${head(ctx, ogImage)}
<body class="page-${attr(ctx.page.slug)}">
<a class="skip-link" href="#main">${esc(ctx.t.ui.skipToContent)}</a>
${header(ctx)}
<main id="main" tabindex="-1">
${body}
</main>
${footer(ctx)}${script}
</body>
</html>
`;
}

/** "© Geo B.V. Alle rechten voorbehouden.": a name that ends in its own full stop ("Co.", "B.V.") ends the sentence. */
const rightsLine = (ui: InterfaceWords, name: string) => ui.rights(name).replace(/(?<=\p{L})\.\.(?=\s)/u, '.');
