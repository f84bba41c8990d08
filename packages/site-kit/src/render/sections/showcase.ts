// Sections that show the business's people and work as research found them: the team, a weekly class
// timetable, before/after pairs. Each renders nothing rather than something invented or half-shown.
import { dayName } from '../../i18n/format';
import { WEEKDAYS } from '../../document/primitives';
import type { SectionOf } from '../../document/sections';
import { esc } from '../html';
import { img } from '../picture';
import type { RenderContext } from '../context';
import { columns, shell, type ShellOptions } from './shell';

/** "Maria de la Cruz" -> "MC": the mark shown where a person has no photo (decorative; the name is the text). */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  const picked = words.length > 1 ? [words[0]!, words.at(-1)!] : [words[0] ?? name];
  return picked
    .map((w) => [...w][0] ?? '')
    .join('')
    .toUpperCase();
}

export function renderTeam(ctx: RenderContext, s: SectionOf<'team'>, o: ShellOptions): string {
  const items = s.members
    .map((m) => {
      const photo = img(ctx, m.image, {
        // The card's picture treatment (each style's own), cropped square for a face.
        className: 'card__img person__img',
        sizes: '(min-width: 1000px) 380px, (min-width: 640px) 50vw, 100vw',
      });
      const mark = photo ? '' : `<span class="person__mark" aria-hidden="true">${esc(initials(m.name))}</span>`;
      return `<li class="card person">${photo}${mark}<h3>${esc(m.name)}</h3>${m.role ? `<p class="person__role">${esc(m.role)}</p>` : ''}${m.bio ? `<p>${esc(m.bio)}</p>` : ''}</li>`;
    })
    .join('');
  return shell(s, `<ul class="grid team" role="list">${items}</ul>`, {
    ...o,
    style: columns(s.members.length, ctx.doc.constraints.maxColumns, s.members.length === 4 ? 4 : 3),
  });
}

/** One list per weekday in week order (lists read well on a phone, where a wide table would scroll). */
export function renderTimetable(ctx: RenderContext, s: SectionOf<'timetable'>, o: ShellOptions): string {
  const days = WEEKDAYS.map((day) => ({ day, entries: s.entries.filter((e) => e.day === day) })).filter(
    (d) => d.entries.length,
  );
  const body = days
    .map(
      ({ day, entries }) =>
        `<div class="timetable__day"><h3>${esc(dayName(day, ctx.doc.lang))}</h3><ul role="list">${entries
          .map(
            (e) =>
              `<li><span class="timetable__time">${esc(e.time)}</span><span class="timetable__class">${esc(e.name)}</span>${e.instructor ? `<span class="timetable__who">${esc(ctx.t.ui.withInstructor(e.instructor))}</span>` : ''}</li>`,
          )
          .join('')}</ul></div>`,
    )
    .join('');
  return shell(s, `<div class="timetable">${body}</div>`, {
    ...o,
    style: columns(days.length, ctx.doc.constraints.maxColumns, 3),
  });
}

/** Each pair side by side, labelled; a pair missing either picture is left out, and no pairs means no section. */
export function renderBeforeAfter(ctx: RenderContext, s: SectionOf<'before-after'>, o: ShellOptions): string {
  const sizes = '(min-width: 1000px) 280px, 50vw';
  const pairs = s.pairs
    .map((p) => {
      if (!ctx.image(p.before) || !ctx.image(p.after)) return '';
      const before = img(ctx, p.before, { sizes });
      const after = img(ctx, p.after, { sizes });
      if (!before || !after) return '';
      const side = (picture: string, label: string) =>
        `<div class="ba__side">${picture}<p class="ba__label">${label}</p></div>`;
      return `<li><figure class="ba__pair"><div class="ba__images">${side(before, esc(ctx.t.ui.before))}${side(after, esc(ctx.t.ui.after))}</div>${p.caption ? `<figcaption>${esc(p.caption)}</figcaption>` : ''}</figure></li>`;
    })
    .filter(Boolean);
  if (!pairs.length) return '';
  return shell(s, `<ul class="grid ba" role="list">${pairs.join('')}</ul>`, {
    ...o,
    style: columns(pairs.length, ctx.doc.constraints.maxColumns, 2),
  });
}
