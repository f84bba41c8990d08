// The frame shared by content sections: <section> with an id (for in-page links), heading and intro.
import { attr, cls, esc } from '../html';

export interface ShellOptions {
  alt: boolean;
  center?: boolean;
  className?: string;
  /** Extra inline custom properties, e.g. grid column counts. */
  style?: string;
}

export interface HeadParts {
  id: string;
  eyebrow?: string;
  heading: string;
  intro?: string;
}

export function sectionHead(s: HeadParts, center = false): string {
  return `<div class="${cls('section-head', center && 'section-head--center')}">${s.eyebrow ? `<p class="eyebrow">${esc(s.eyebrow)}</p>` : ''}<h2 id="${attr(s.id)}-title">${esc(s.heading)}</h2>${s.intro ? `<p class="section-intro">${esc(s.intro)}</p>` : ''}</div>`;
}

export function shell(s: HeadParts & { type: string }, body: string, o: ShellOptions): string {
  return `<section id="${attr(s.id)}" class="${cls('section', `section--${s.type}`, o.alt && 'section--alt', o.className)}" aria-labelledby="${attr(s.id)}-title"${o.style ? ` style="${attr(o.style)}"` : ''}><div class="container">${sectionHead(s, o.center)}${body}</div></section>`;
}

export const paragraphs = (ps: string[]) => ps.map((p) => `<p>${esc(p)}</p>`).join('');

/** Grid column counts: never more than the items, the steering cap, or `max`. */
export function columns(items: number, maxColumns: number, max = 3): string {
  const cols = Math.max(1, Math.min(items, maxColumns, max));
  return `--cols:${cols};--cols-sm:${Math.min(cols, 2)}`;
}
