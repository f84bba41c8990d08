// The people, classes and before/after pairs research read from the business's own website, and the
// document sections made from them. Only what research found is shown: no invented people, classes or work.
import type { DocumentWords } from '../i18n/catalog';
import { en } from '../i18n/en';
import { z } from 'zod';
import type { ImageRef } from '../document/primitives';
import { WEEKDAYS } from '../document/primitives';
import type { SectionInput } from '../document/sections';
import { clip } from '../writers/text';

/** Catalog tags research gives these pictures; the writer keeps them out of the hero, story and gallery. */
export const SHOWCASE_PHOTO_TAGS = ['team', 'before', 'after'] as const;

const optionalText = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));
const list = <T extends z.ZodTypeAny>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

/** As stored in research `business` (snake_case, lenient: a malformed list is left out, never fatal). */
export const showcaseInput = z
  .object({
    team: list(
      z.object({ name: z.string().trim().min(1), role: optionalText, bio: optionalText, photo_url: optionalText }),
    ).catch([]),
    classes: list(
      z.object({
        day: z.enum(WEEKDAYS),
        time: z.string().trim().min(1),
        name: z.string().trim().min(1),
        instructor: optionalText,
      }),
    ).catch([]),
    before_after: list(
      z.object({ before_url: z.string().min(1), after_url: z.string().min(1), caption: optionalText }),
    ).catch([]),
  })
  .nullish()
  .transform((v) => v ?? { team: [], classes: [], before_after: [] });
export type ShowcaseInput = z.input<typeof showcaseInput>;
export type Showcase = z.output<typeof showcaseInput>;

/** A catalog picture the writer can place, with the URL research fetched it from. */
export interface ShowcasePhoto {
  id: string;
  src: string;
  alt?: string;
  width: number;
  height: number;
  url?: string;
}

export interface ShowcaseSections {
  team?: SectionInput;
  timetable?: SectionInput;
  beforeAfter?: SectionInput;
}

/** The team, timetable and before/after sections research supports (each absent when it found none). */
export function showcaseSections(
  s: Showcase,
  photos: ShowcasePhoto[],
  businessName: string,
  t: DocumentWords = en.doc,
): ShowcaseSections {
  const byUrl = (url: string | undefined) => (url ? photos.find((p) => p.url === url) : undefined);
  const ref = (p: ShowcasePhoto, alt: string): ImageRef => ({
    id: p.id,
    src: p.src,
    alt: clip(alt, 300),
    width: p.width,
    height: p.height,
  });
  const out: ShowcaseSections = {};
  const members = s.team.slice(0, 24).map((m) => {
    const photo = byUrl(m.photo_url);
    return {
      name: clip(m.name, 80),
      role: m.role && clip(m.role, 80),
      bio: m.bio && clip(m.bio, 400),
      image: photo && ref(photo, m.role ? `${m.name}, ${m.role}` : m.name),
    };
  });
  if (members.length) out.team = { id: 'team', type: 'team', eyebrow: t.ourTeam, heading: t.meetTheTeam, members };
  const entries = s.classes.slice(0, 80).map((c) => ({
    day: c.day,
    time: clip(c.time, 40),
    name: clip(c.name, 100),
    instructor: c.instructor && clip(c.instructor, 80),
  }));
  if (entries.length)
    out.timetable = {
      id: 'timetable',
      type: 'timetable',
      eyebrow: t.classes,
      heading: t.weeklyTimetable,
      intro: t.classesAt(clip(businessName, 120)),
      entries,
    };
  const pairs = s.before_after.slice(0, 12).flatMap((p) => {
    const before = byUrl(p.before_url);
    const after = byUrl(p.after_url);
    if (!before || !after) return [];
    const what = p.caption ?? t.theJob;
    return [
      {
        before: ref(before, before.alt ?? t.beforeAlt(what)),
        after: ref(after, after.alt ?? t.afterAlt(what)),
        caption: p.caption && clip(p.caption, 200),
      },
    ];
  });
  if (pairs.length)
    out.beforeAfter = {
      id: 'before-after',
      type: 'before-after',
      eyebrow: t.ourWork,
      heading: t.beforeAndAfter,
      pairs,
    };
  return out;
}
