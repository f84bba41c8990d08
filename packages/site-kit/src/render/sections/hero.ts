// The first section of a page: a full hero on the home page, a compact page header elsewhere.
import type { SectionOf } from '../../document/sections';
import type { HeroTreatment } from '../../theme/styles';
import { categoryIcon } from '../../icon-match';
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

export function renderHero(ctx: RenderContext, s: SectionOf<'hero'>): string {
  const layout = heroLayout(ctx, s);
  const b = ctx.doc.business;
  const icon = s.icon ?? categoryIcon(b.category);
  const actions = [
    s.primaryCta && buttonLink(s.primaryCta, b),
    s.secondaryCta && buttonLink(s.secondaryCta, b, 'outline'),
  ]
    .filter(Boolean)
    .join('');
  const content = `<div class="hero__content">${s.eyebrow ? `<p class="eyebrow">${esc(s.eyebrow)}</p>` : ''}<h1 id="${attr(s.id)}-title">${esc(s.heading)}</h1>${s.subheading ? `<p class="hero__lead">${esc(s.subheading)}</p>` : ''}${actions ? `<div class="actions">${actions}</div>` : ''}</div>`;

  let media = '';
  let visual = '';
  if (layout === 'cover') {
    media = `<div class="hero__media">${img(ctx, s.image, { eager: true, sizes: '100vw' })}</div>`;
  } else if (layout === 'split') {
    visual = `<div class="hero__visual">${imgOrArt(ctx, s.image, icon, { className: 'hero__img', eager: true, sizes: '(min-width: 900px) 45vw, 100vw' })}</div>`;
  } else if (layout === 'centered' && ctx.image(s.image)) {
    visual = `<div class="hero__visual">${img(ctx, s.image, { className: 'hero__img', eager: true, sizes: '(min-width: 1100px) 1024px, 100vw' })}</div>`;
  }
  const treatment = ctx.theme.style.hero;
  const className = cls(
    'hero',
    `hero--${layout}`,
    layout === 'page' && treatment === 'centered' && 'hero--page-centered',
    treatment === 'gradient' && 'hero--gradient',
  );
  return `<section id="${attr(s.id)}" class="${className}" aria-labelledby="${attr(s.id)}-title">${media}<div class="container hero__inner">${content}${visual}</div></section>`;
}
