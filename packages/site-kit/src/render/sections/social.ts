// Sections of social proof and answers: testimonials, FAQ, gallery.
import { primaryLanguage } from '@sgs/contracts';
import type { SectionOf } from '../../document/sections';
import { iconSvg } from '../../icons';
import { esc } from '../html';
import { arrowLink } from '../links';
import { img } from '../picture';
import type { RenderContext } from '../context';
import { columns, shell, type ShellOptions } from './shell';

function stars(rating: number, label: string): string {
  return `<div class="stars" role="img" aria-label="${esc(label)}">${Array.from({ length: rating }, () => iconSvg('star')).join('')}</div>`;
}

/** The public name of where a testimonial came from; internal labels (`existing_site`, `upload`) are never shown. */
const PUBLIC_SOURCES: Record<string, string> = {
  google: 'Google review',
  facebook: 'Facebook review',
  yelp: 'Yelp review',
};
export const publicSource = (source: string | undefined) =>
  source ? (PUBLIC_SOURCES[source.toLowerCase()] ?? (/[A-Z ]/.test(source) ? source : undefined)) : undefined;

/** A review platform's label in the site's language ("Bewertung auf Google"); other sources as research named them. */
function sourceLabel(source: string | undefined, ctx: RenderContext): string | undefined {
  const network = source && /^(Google|Facebook|Yelp) review$/.exec(source)?.[1];
  return network ? ctx.t.ui.review(network) : source;
}

export function renderTestimonials(ctx: RenderContext, s: SectionOf<'testimonials'>, o: ShellOptions): string {
  const items = s.items
    .map((t) => {
      const source = sourceLabel(publicSource(t.source), ctx);
      const caption =
        t.author || source
          ? `<figcaption>${t.author ? `<span>${esc(t.author)}</span>` : ''}${source ? `<span class="quote__source">${esc(source)}</span>` : ''}</figcaption>`
          : '';
      // A quote in another language than the page says so, for screen readers' voices and for translation.
      const lang = t.lang && primaryLanguage(t.lang) !== primaryLanguage(ctx.doc.lang) ? ` lang="${esc(t.lang)}"` : '';
      return `<li class="card quote"><figure>${t.rating ? stars(t.rating, ctx.t.ui.rated(t.rating)) : iconSvg('quote')}<blockquote${lang}><p>${esc(t.quote)}</p></blockquote>${caption}</figure></li>`;
    })
    .join('');
  const more = s.link ? arrowLink(s.link, ctx.doc.business) : '';
  const single = s.items.length === 1 ? ' grid--single' : '';
  return shell(s, `<ul class="grid${single}" role="list">${items}</ul>${more}`, {
    ...o,
    style: columns(s.items.length, ctx.doc.constraints.maxColumns, 3),
  });
}

export function renderFaq(_ctx: RenderContext, s: SectionOf<'faq'>, o: ShellOptions): string {
  // <details> works without script and is keyboard-operable.
  const items = s.items
    .map(
      (f) =>
        `<details><summary>${esc(f.question)}</summary><div class="faq__answer"><p>${esc(f.answer)}</p></div></details>`,
    )
    .join('');
  return shell(s, `<div class="faq">${items}</div>`, o);
}

export function renderGallery(ctx: RenderContext, s: SectionOf<'gallery'>, o: ShellOptions): string {
  const pictures = s.images.map((ref) => img(ctx, ref, { sizes: '(min-width: 900px) 33vw, 50vw' })).filter(Boolean);
  if (pictures.length === 0) return '';
  const items = pictures.map((p) => `<li>${p}</li>`).join('');
  return shell(s, `<ul class="gallery" role="list">${items}</ul>`, {
    ...o,
    style: columns(pictures.length, ctx.doc.constraints.maxColumns, 3),
  });
}
