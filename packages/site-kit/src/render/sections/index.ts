// Dispatches each section to its renderer. Hero and CTA bands bring their own backgrounds; the other
// sections alternate between the page and surface colours.
import type { Section } from '../../document/sections';
import type { RenderContext } from '../context';
import { renderContactForm, renderCta, renderHours, renderLocation, renderLocations } from './contact';
import { renderFeatures, renderMenu, renderServices, renderStory, renderText, renderTrust } from './content';
import { renderHero } from './hero';
import { renderBeforeAfter, renderTeam, renderTimetable } from './showcase';
import type { ShellOptions } from './shell';
import { renderFaq, renderGallery, renderTestimonials } from './social';

function renderOne(ctx: RenderContext, s: Section, o: ShellOptions): string {
  switch (s.type) {
    case 'hero':
      return renderHero(ctx, s);
    case 'cta':
      return renderCta(ctx, s);
    case 'services':
      return renderServices(ctx, s, o);
    case 'features':
      return renderFeatures(ctx, s, o);
    case 'story':
      return renderStory(ctx, s, o);
    case 'testimonials':
      return renderTestimonials(ctx, s, o);
    case 'faq':
      return renderFaq(ctx, s, o);
    case 'hours':
      return renderHours(ctx, s, o);
    case 'gallery':
      return renderGallery(ctx, s, o);
    case 'contact-form':
      return renderContactForm(ctx, s, o);
    case 'location':
      return renderLocation(ctx, s, o);
    case 'trust':
      return renderTrust(ctx, s, o);
    case 'menu':
      return renderMenu(ctx, s, o);
    case 'text':
      return renderText(ctx, s, o);
    case 'team':
      return renderTeam(ctx, s, o);
    case 'timetable':
      return renderTimetable(ctx, s, o);
    case 'before-after':
      return renderBeforeAfter(ctx, s, o);
    case 'locations':
      return renderLocations(ctx, s, o);
  }
}

export function renderSections(ctx: RenderContext): string {
  let plain = 0;
  const out: string[] = [];
  for (const s of ctx.page.sections) {
    const banded = s.type === 'hero' || s.type === 'cta';
    const html = renderOne(ctx, s, { alt: !banded && plain % 2 === 1 });
    if (!html) continue;
    out.push(html);
    plain = banded ? 0 : plain + 1;
  }
  return out.join('\n');
}
