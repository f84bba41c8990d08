// The contact form (see README "Form contract"), contact details, hours, location and the CTA band.
import type { Business } from '../../document/schema';
import type { SectionOf } from '../../document/sections';
import { iconSvg } from '../../icons';
import { attr, breakable, esc } from '../html';
import { buttonLink, mapHref, phoneText, telHref } from '../links';
import { pageHref, type RenderContext } from '../context';
import { columns, shell, type ShellOptions } from './shell';
import type { InterfaceWords } from '../../i18n/catalog';
import { dayName, hoursText } from '../../i18n/format';

/** The notice's id: `_redirect` ends in `#sent`, so `:target` shows it even without script. */
export const SENT_ID = 'sent';

export function redirectUrl(baseUrl: string, contactSlug: string): string {
  return `${baseUrl}/${pageHref(contactSlug)}?sent=1#${SENT_ID}`;
}

export function hoursTable(b: Pick<Business, 'hours'>, caption: string, lang: string): string {
  const rows = b.hours
    .map((h) => `<tr><th scope="row">${esc(dayName(h.day, lang))}</th><td>${esc(hoursText(h.text, lang))}</td></tr>`)
    .join('');
  return `<table class="hours"><caption class="visually-hidden">${esc(caption)}</caption><tbody>${rows}</tbody></table>`;
}

function detailsList(b: Business, withHours: boolean, lang: string, ui: InterfaceWords): string {
  const item = (icon: Parameters<typeof iconSvg>[0], label: string, body: string) =>
    `<li><span class="icon-badge">${iconSvg(icon)}</span><div><strong>${esc(label)}</strong>${body}</div></li>`;
  const rows = [
    b.phone && item('phone', ui.phone, `<a href="${attr(telHref(b.phone, b))}">${esc(phoneText(b.phone, b))}</a>`),
    b.email && item('mail', ui.email, `<a href="mailto:${attr(b.email)}">${breakable(b.email)}</a>`),
    b.address &&
      item(
        'map-pin',
        ui.address,
        `<address>${esc(b.address.formatted)}</address><a href="${attr(mapHref(b.address.formatted))}" rel="noopener" target="_blank">${esc(ui.getDirections)}<span class="visually-hidden">${esc(ui.opensInNewTab)}</span></a>`,
      ),
    withHours && b.hours.length > 0 && item('clock', ui.hoursTitle, hoursTable(b, ui.openingHours, lang)),
    b.priceRange && item('tag', ui.priceRange, `<span>${esc(b.priceRange)}</span>`),
  ].filter(Boolean);
  return rows.length ? `<ul class="details" role="list">${rows.join('')}</ul>` : '';
}

export function renderContactForm(ctx: RenderContext, s: SectionOf<'contact-form'>, o: ShellOptions): string {
  const { options, doc, page } = ctx;
  const { ui } = ctx.t;
  const contactPage = doc.pages.find((p) => p.kind === 'contact')!;
  const f = (name: string) => `${s.id}-${name}`;
  const field = (name: string, label: string, input: string, optional = false) =>
    `<div class="field"><label for="${f(name)}">${esc(label)}${optional ? `<span class="optional">${esc(ui.optional)}</span>` : ''}</label>${input}</div>`;
  const form = `<form class="form" method="post" action="${attr(options.formEndpoint)}">
<input type="hidden" name="site_id" value="${attr(options.siteId)}">
<input type="hidden" name="page" value="${attr(ctx.version.dir + pageHref(page.slug))}">
<input type="hidden" name="_redirect" value="${attr(redirectUrl(options.baseUrl, ctx.version.dir + contactPage.slug))}">
<div class="hp" aria-hidden="true"><label for="${f('hp')}">${esc(ui.leaveEmpty)}</label><input type="text" id="${f('hp')}" name="_hp" tabindex="-1" autocomplete="off" aria-hidden="true"></div>
${field('name', ui.yourName, `<input type="text" id="${f('name')}" name="name" autocomplete="name" required maxlength="120">`)}
${field('email', ui.email, `<input type="email" id="${f('email')}" name="email" autocomplete="email" required maxlength="254">`)}
${field('phone', ui.phone, `<input type="tel" id="${f('phone')}" name="phone" autocomplete="tel" maxlength="40">`, true)}
${field('message', ui.yourMessage, `<textarea id="${f('message')}" name="message" rows="5" required maxlength="5000"></textarea>`)}
<button class="btn" type="submit">${esc(s.submitLabel)}</button>
</form>`;
  const notice =
    page.kind === 'contact'
      ? `<div id="${SENT_ID}" class="notice" role="status" tabindex="-1">${esc(s.thankYou)}</div>`
      : '';
  const details = s.showDetails ? detailsList(doc.business, true, doc.lang, ui) : '';
  const body = `<div class="contact${details ? ' contact--details' : ''}"><div class="form-card">${notice}${form}</div>${details ? `<aside aria-label="${attr(ui.contactDetails)}">${details}</aside>` : ''}</div>`;
  return shell(s, body, o);
}

/** The hours beside the way to reach or find the business, or alone at full width: never half a row empty. */
export function renderHours(ctx: RenderContext, s: SectionOf<'hours'>, o: ShellOptions): string {
  const table = `${hoursTable(ctx.doc.business, s.heading, ctx.doc.lang)}${s.note ? `<p class="hours-note">${esc(s.note)}</p>` : ''}`;
  const details = detailsList(ctx.doc.business, false, ctx.doc.lang, ctx.t.ui);
  return shell(
    s,
    `<div class="hours-block${details ? ' hours-block--details' : ''}"><div>${table}</div>${details}</div>`,
    o,
  );
}

export function renderLocation(ctx: RenderContext, s: SectionOf<'location'>, o: ShellOptions): string {
  const b = ctx.doc.business;
  const address = b.address!.formatted;
  const card = `<div><address>${esc(address)}</address>${s.text ? `<p>${esc(s.text)}</p>` : ''}${s.serviceArea ? `<p><strong>${esc(ctx.t.ui.serviceArea)}</strong> ${esc(s.serviceArea)}</p>` : ''}<div class="actions">${buttonLink({ label: ctx.t.ui.getDirections, target: { kind: 'map' } }, b, ctx.t.ui.opensInNewTab)}</div></div>`;
  const art =
    ctx.rich && ctx.doc.constraints.layout !== 'minimal'
      ? `<div class="art art--small">${iconSvg('map-pin')}</div>`
      : '';
  return shell(s, `<div class="location">${card}${art}</div>`, o);
}

export function renderCta(ctx: RenderContext, s: SectionOf<'cta'>): string {
  const b = ctx.doc.business;
  const newTab = ctx.t.ui.opensInNewTab;
  const actions = [buttonLink(s.primary, b, newTab), s.secondary && buttonLink(s.secondary, b, newTab, 'outline')]
    .filter(Boolean)
    .join('');
  return `<section id="${attr(s.id)}" class="band" aria-labelledby="${attr(s.id)}-title"><div class="container band__inner"><div>${s.eyebrow ? `<p class="eyebrow">${esc(s.eyebrow)}</p>` : ''}<h2 id="${attr(s.id)}-title">${esc(s.heading)}</h2>${s.text ? `<p>${esc(s.text)}</p>` : ''}</div><div class="actions">${actions}</div></div></section>`;
}

/** Every branch as a card: its name, address with a map link, phone, email and its own hours. */
export function renderLocations(ctx: RenderContext, s: SectionOf<'locations'>, o: ShellOptions): string {
  const { ui } = ctx.t;
  const cards = s.branches
    .map((b) => {
      const lines = [
        b.address &&
          `<address>${esc(b.address)}</address><a href="${attr(mapHref(b.address))}" rel="noopener" target="_blank">${esc(ui.getDirections)}<span class="visually-hidden">${esc(ui.opensInNewTab)}</span></a>`,
        b.phone &&
          `<p><a href="${attr(telHref(b.phone, ctx.doc.business))}">${esc(phoneText(b.phone, ctx.doc.business))}</a></p>`,
        b.email && `<p><a href="mailto:${attr(b.email)}">${breakable(b.email)}</a></p>`,
        b.hours.length > 0 && hoursTable(b, `${ui.openingHours}: ${b.name}`, ctx.doc.lang),
      ].filter(Boolean);
      return `<li class="card branch"><h3>${esc(b.name)}</h3>${lines.join('')}</li>`;
    })
    .join('');
  return shell(s, `<ul class="grid branches" role="list">${cards}</ul>`, {
    ...o,
    style: columns(s.branches.length, ctx.doc.constraints.maxColumns, 3),
  });
}
