// Sections that present the business's offer: services, features, story, menu, trust signals, free text.
import type { SectionOf } from '../../document/sections';
import { iconSvg, isNeutralIcon, type IconName } from '../../icons';
import { iconFitsTrade, tradeIconFor } from '../../trades';
import { attr, esc } from '../html';
import { arrowLink } from '../links';
import { img } from '../picture';
import type { RenderContext } from '../context';

/** The item's icon when it belongs on this trade's site, else one from the trade's own set. */
const itemIcon = (ctx: RenderContext, icon: IconName | undefined, words: string): IconName =>
  icon && iconFitsTrade(icon, ctx.trade) ? icon : tradeIconFor(ctx.trade, words);

/** An offering shows the trade's own picture for it; an interface icon (a star, a check) says nothing about it. */
const offerIcon = (ctx: RenderContext, icon: IconName | undefined, words: string): IconName =>
  icon && !isNeutralIcon(icon) && iconFitsTrade(icon, ctx.trade) ? icon : tradeIconFor(ctx.trade, words);
import { columns, paragraphs, shell, type ShellOptions } from './shell';

/**
 * Each offering's own icon, or none in the whole list when two different offerings would share one: a
 * shared picture says they are the same kind of thing, and a borrowed one says something wrong.
 */
function offerIcons(ctx: RenderContext, items: SectionOf<'services'>['items']): (IconName | undefined)[] {
  const icons = items.map((i) => offerIcon(ctx, i.icon, `${i.name} ${i.description ?? ''}`));
  return new Set(icons).size === icons.length ? icons : icons.map(() => undefined);
}

export function renderServices(ctx: RenderContext, s: SectionOf<'services'>, o: ShellOptions): string {
  const cols = s.items.length === 4 ? 2 : 3;
  const icons = offerIcons(ctx, s.items);
  const items = s.items
    .map((item, n) => {
      const picture = img(ctx, item.image, {
        className: 'card__img',
        sizes: '(min-width: 1000px) 380px, (min-width: 640px) 50vw, 100vw',
      });
      const icon = icons[n];
      const badge = picture || !icon ? '' : `<span class="icon-badge">${iconSvg(icon)}</span>`;
      return `<li class="card service">${picture}${badge}<h3>${esc(item.name)}</h3>${item.price ? `<p class="price">${esc(item.price)}</p>` : ''}${item.description ? `<p>${esc(item.description)}</p>` : ''}</li>`;
    })
    .join('');
  const more = s.link ? arrowLink(s.link, ctx.doc.business) : '';
  return shell(s, `<ul class="grid" role="list">${items}</ul>${more}`, {
    ...o,
    style: columns(s.items.length, ctx.doc.constraints.maxColumns, cols),
  });
}

export function renderFeatures(ctx: RenderContext, s: SectionOf<'features'>, o: ShellOptions): string {
  const items = s.items
    .map(
      (f) =>
        `<li class="feature"><span class="icon-badge">${iconSvg(itemIcon(ctx, f.icon, `${f.title} ${f.text}`))}</span><h3>${esc(f.title)}</h3><p>${esc(f.text)}</p></li>`,
    )
    .join('');
  return shell(s, `<ul class="grid" role="list">${items}</ul>`, {
    ...o,
    style: columns(s.items.length, ctx.doc.constraints.maxColumns, s.items.length === 4 ? 4 : 3),
  });
}

export function renderStory(ctx: RenderContext, s: SectionOf<'story'>, o: ShellOptions): string {
  const b = ctx.doc.business;
  const text = `<div class="split__text">${s.eyebrow ? `<p class="eyebrow">${esc(s.eyebrow)}</p>` : ''}<h2 id="${s.id}-title">${esc(s.heading)}</h2>${paragraphs(s.paragraphs)}${s.link ? arrowLink(s.link, b) : ''}</div>`;
  let body: string;
  if (ctx.rich) {
    // Without a photo the story is prose alone: the hero already carries the site's art.
    const media = img(ctx, s.image, { sizes: '(min-width: 1200px) 560px, (min-width: 900px) 50vw, 100vw' });
    body = media
      ? `<div class="split${o.alt ? ' split--reverse' : ''}">${text}<div class="split__media">${media}</div></div>`
      : `<div class="prose">${text}</div>`;
  } else {
    // Simpler layouts stack the picture under the text instead of beside it.
    const media = img(ctx, s.image, { sizes: '(min-width: 760px) 672px, 100vw' });
    body = `<div class="prose">${text}${media ? `<div class="split__media stack__media">${media}</div>` : ''}</div>`;
  }
  return `<section id="${s.id}" class="section section--story${o.alt ? ' section--alt' : ''}" aria-labelledby="${s.id}-title"><div class="container">${body}</div></section>`;
}

export function renderTrust(_ctx: RenderContext, s: SectionOf<'trust'>, o: ShellOptions): string {
  const items = s.items.map((t) => `<li>${iconSvg('shield-check')}<span>${esc(t)}</span></li>`).join('');
  return shell(s, `<ul class="trust" role="list">${items}</ul>`, o);
}

/** A list this long gets an index of its headings at the top, so a visitor can jump to one. */
const INDEXED_ITEMS = 24;

export function renderMenu(ctx: RenderContext, s: SectionOf<'menu'>, o: ShellOptions): string {
  const headed = s.groups.length > 1;
  const count = s.groups.reduce((n, g) => n + g.items.length, 0);
  const groupId = (i: number) => `${s.id}-${i + 1}`;
  const index =
    headed && count >= INDEXED_ITEMS
      ? `<nav class="menu__index" aria-label="${attr(s.heading)}"><ul role="list">${s.groups
          .map((g, i) => `<li><a href="#${groupId(i)}">${esc(g.name)}</a></li>`)
          .join('')}</ul></nav>`
      : '';
  const groups = s.groups
    .map((g, i) => {
      const items = g.items
        .map(
          (item) =>
            `<li><div class="menu__row"><span class="menu__name">${esc(item.name)}</span>${item.price ? `<span class="menu__dots" aria-hidden="true"></span><span class="menu__price">${esc(item.price)}</span>` : ''}</div>${item.description ? `<p class="menu__desc">${esc(item.description)}</p>` : ''}</li>`,
        )
        .join('');
      // A single group needs no heading of its own under the section's.
      return `<div class="menu__group"${headed ? ` id="${groupId(i)}"` : ''}>${headed ? `<h3>${esc(g.name)}</h3>` : ''}<ul role="list">${items}</ul></div>`;
    })
    .join('');
  const more = s.link ? arrowLink(s.link, ctx.doc.business) : '';
  return shell(s, `${index}<div class="menu">${groups}</div>${more}`, {
    ...o,
    style: columns(s.groups.length, ctx.doc.constraints.maxColumns, 2),
  });
}

export function renderText(ctx: RenderContext, s: SectionOf<'text'>, o: ShellOptions): string {
  return shell(
    s,
    `<div class="prose">${paragraphs(s.paragraphs)}${s.link ? arrowLink(s.link, ctx.doc.business) : ''}</div>`,
    o,
  );
}
