// The first section of a page: a full hero on the home page, a compact page header elsewhere. Without a
// photo the hero is typographic, beside art drawn from the palette (render/art.ts), never a stock icon box.
import type { SectionOf } from '../../document/sections';
import type { HeroTreatment } from '../../theme/styles';
import { iconFitsTrade } from '../../trades';
import { iconSvg } from '../../icons';
import { heroArt } from '../art';
import { attr, cls, esc } from '../html';
import { buttonLink } from '../links';
import { img, imgOrArt } from '../picture';
import type { RenderContext } from '../context';

type Layout = 'centered' | 'split' | 'cover' | 'page';

/** The layout actually used: the section's choice or the style's, narrowed by steering and available images. */
export function heroLayout(ctx: RenderContext, s: SectionOf<'hero'>): Layout {
  if (s.layout === 'page') return 'page';
  const hasImage = Boolean(ctx.image(s.image));
  const preferred: Layout = s.layout !== 'auto' ? s.layout : styleLayout(ctx.theme.style.hero);
  if (!ctx.rich && preferred !== 'centered') return 'centered';
  if (preferred === 'cover' && !hasImage) return 'split';
  return preferred;
}

const styleLayout = (t: HeroTreatment): Layout => (t === 'centered' ? 'centered' : t === 'cover' ? 'cover' : 'split');

const SIZES: Record<Exclude<Layout, 'page'>, string> = {
  cover: '100vw',
  split: '(min-width: 1200px) 520px, (min-width: 900px) 45vw, 100vw',
  centered: '(min-width: 1100px) 1024px, 100vw',
};

/** The hero photo a page shows and the `sizes` it is laid out at (for the <head> preload), if any. */
export function heroImage(ctx: RenderContext, s: SectionOf<'hero'>) {
  const layout = heroLayout(ctx, s);
  const out = layout !== 'page' ? ctx.image(s.image) : undefined;
  return out && layout !== 'page' ? { out, sizes: SIZES[layout] } : undefined;
}

export function renderHero(ctx: RenderContext, s: SectionOf<'hero'>): string {
  const layout = heroLayout(ctx, s);
  const b = ctx.doc.business;
  const mark = s.icon && iconFitsTrade(s.icon, ctx.trade) ? s.icon : ctx.trade.icon;
  const actions = [
    s.primaryCta && buttonLink(s.primaryCta, b, ctx.t.ui.opensInNewTab),
    s.secondaryCta && buttonLink(s.secondaryCta, b, ctx.t.ui.opensInNewTab, 'outline'),
  ]
    .filter(Boolean)
    .join('');
  // A typographic hero (no photo, no art column) carries the trade's mark beside its eyebrow.
  const typographic = layout === 'centered' && !ctx.image(s.image);
  const eyebrowMark = typographic ? `<span class="eyebrow__mark">${iconSvg(mark)}</span>` : '';
  const content = `<div class="hero__content">${s.eyebrow ? `<p class="eyebrow">${eyebrowMark}${esc(s.eyebrow)}</p>` : ''}<h1 id="${attr(s.id)}-title">${esc(s.heading)}</h1>${s.subheading ? `<p class="hero__lead">${esc(s.subheading)}</p>` : ''}${actions ? `<div class="actions">${actions}</div>` : ''}</div>`;

  let media = '';
  let visual = '';
  if (layout === 'cover') {
    media = `<div class="hero__media">${img(ctx, s.image, { priority: 'high', sizes: SIZES.cover })}</div>`;
  } else if (layout === 'split') {
    visual = `<div class="hero__visual">${imgOrArt(ctx, s.image, () => heroArt(b.name, mark), { className: 'hero__img', priority: 'high', sizes: SIZES.split, artClass: 'art--hero' })}</div>`;
  } else if (layout === 'centered' && ctx.image(s.image)) {
    visual = `<div class="hero__visual">${img(ctx, s.image, { className: 'hero__img', priority: 'high', sizes: SIZES.centered })}</div>`;
  }
  const treatment = ctx.theme.style.hero;
  const className = cls(
    'hero',
    `hero--${layout}`,
    layout === 'page' && treatment === 'centered' && 'hero--page-centered',
    treatment === 'gradient' && 'hero--gradient',
    layout !== 'page' && !ctx.image(s.image) && 'hero--type',
  );
  return `<section id="${attr(s.id)}" class="${className}" aria-labelledby="${attr(s.id)}-title">${media}<div class="container hero__inner">${content}${visual}</div></section>`;
}
