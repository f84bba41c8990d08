// Photos: remove the picture from a section, or put one of the site's own photos (its catalog) in its place.
import type { CatalogImage, ImageRef } from '@sgs/site-kit';
import {
  ask,
  calls,
  norm,
  oneOf,
  pageInRequest,
  sectionTypeIn,
  type Request,
  type Rule,
  type RulePlan,
} from './shared';

interface Slot {
  page: string;
  pageLabel: string;
  sectionId: string;
  sectionType: string;
  heading: string;
  image: ImageRef;
}

const PHOTO = /\b(photos?|pictures?|images?|pics?|shots?)\b/i;

function slots(req: Request): Slot[] {
  return req.doc.pages.flatMap((p) =>
    p.sections.flatMap((s) =>
      'image' in s && s.image
        ? [
            {
              page: p.slug,
              pageLabel: p.navLabel,
              sectionId: s.id,
              sectionType: s.type,
              heading: s.heading,
              image: s.image,
            },
          ]
        : [],
    ),
  );
}

const words = (v: string) =>
  norm(v)
    .split(' ')
    .filter((w) => w.length > 2 && !STOP.has(w));
const STOP = new Set([
  'the',
  'photo',
  'picture',
  'image',
  'our',
  'with',
  'and',
  'one',
  'from',
  'page',
  'section',
  'use',
  'put',
  'replace',
  'swap',
  'change',
  'remove',
  'delete',
  'that',
  'this',
  'show',
  'instead',
  'new',
]);

/** Catalog photos whose description shares words with the phrase. */
function photosLike(req: Request, phrase: string): CatalogImage[] {
  const ws = words(phrase);
  if (!ws.length) return [];
  const scored = req.doc.images
    .filter((i) => !(i.tags ?? []).includes('logo') && !(i.tags ?? []).includes('favicon'))
    .map((i) => ({
      i,
      score: ws.filter((w) => words(`${i.alt} ${(i.tags ?? []).join(' ')} ${i.id}`).includes(w)).length,
    }))
    .filter((x) => x.score > 0);
  const best = Math.max(0, ...scored.map((x) => x.score));
  return scored.filter((x) => x.score === best).map((x) => x.i);
}

/** The slot(s) the request points at: by page, by section words (hero, about...), by the photo's description. */
function target(req: Request, phrase: string): Slot[] {
  const all = slots(req);
  const where = pageInRequest(req.doc, req.text);
  let hits = where.page ? all.filter((s) => s.page === where.page!.slug) : all;
  const type = /\b(top|header|banner|hero|main)\b/i.test(phrase) ? 'hero' : sectionTypeIn(phrase.replace(PHOTO, ''));
  if (type && hits.some((s) => s.sectionType === type)) hits = hits.filter((s) => s.sectionType === type);
  const described = photosLike(req, phrase).map((i) => i.id);
  if (hits.length > 1 && described.length) {
    const narrowed = hits.filter((s) => s.image.id && described.includes(s.image.id));
    if (narrowed.length) hits = narrowed;
  }
  return hits;
}

const describeSlot = (s: Slot) =>
  `the ${s.sectionType === 'hero' ? 'header' : s.sectionType === 'story' ? 'about' : s.sectionType} photo on the ${s.pageLabel} page ("${s.image.alt}")`;

function remove(req: Request): RulePlan | null {
  const m = /\b(?:remove|delete|take (?:out|off|down)|get rid of|hide|drop)\s+(.*)$/i.exec(req.text);
  if (!m || !PHOTO.test(m[1]!)) return null;
  const hits = target(req, m[1]!);
  if (!hits.length)
    return ask('I could not find that photo on the site. Which photo should go (which page and section)?', 'Photos');
  if (hits.length > 1) return ask(`Which photo should I remove: ${oneOf(hits.map(describeSlot))}?`, 'Photos');
  const s = hits[0]!;
  return calls(`Removed ${describeSlot(s)}`, {
    name: 'update_section',
    args: { page: s.page, section_id: s.sectionId, patch: { image: null } },
  });
}

function replace(req: Request): RulePlan | null {
  const t = req.text;
  const m =
    /\b(?:replace|swap|change)\s+(.+?)\s+(?:with|for|to)\s+(.+)$/i.exec(t) ??
    /\b(?:use|put|show)\s+(.+?)\s+(?:as|for|in|on|at)\s+(.+)$/i.exec(t);
  if (!m || !PHOTO.test(t)) return null;
  // "replace <slot> with <photo>" or "use <photo> as/in <slot>"
  const [slotPhrase, photoPhrase] = /^(?:use|put|show)/i.test(m[0]) ? [m[2]!, m[1]!] : [m[1]!, m[2]!];
  if (/\b(new|my own|upload|attached|i(?:'ll| will) send)\b/i.test(photoPhrase))
    return ask(
      'I can only use photos the site already has; a new photo has to be added to the site first. ' +
        `The closest I can do: use one of these: ${oneOf(req.doc.images.filter((i) => !(i.tags ?? []).includes('logo')).map((i) => `"${i.alt}"`)) || 'the site has no other photos'}. Which one?`,
      'Photos',
    );
  const hits = target(req, slotPhrase);
  const candidates = photosLike(req, photoPhrase);
  if (!hits.length) return ask('Which photo on the site should be replaced (which page and section)?', 'Photos');
  if (hits.length > 1) return ask(`Which photo should I replace: ${oneOf(hits.map(describeSlot))}?`, 'Photos');
  const pool = req.doc.images.filter((i) => !(i.tags ?? []).includes('logo') && !(i.tags ?? []).includes('favicon'));
  if (candidates.length !== 1)
    return ask(
      `Which photo should go there instead: ${oneOf((candidates.length ? candidates : pool).map((i) => `"${i.alt}"`)) || 'the site has no other photos'}?`,
      'Photos',
    );
  const s = hits[0]!;
  const img = candidates[0]!;
  if (s.image.id === img.id)
    return ask(`That spot already shows "${img.alt}". Which photo should it show instead?`, 'Photos');
  return calls(`Replaced ${describeSlot(s)} with "${img.alt}"`, {
    name: 'update_section',
    args: {
      page: s.page,
      section_id: s.sectionId,
      patch: { image: { id: img.id, src: img.src, alt: img.alt, width: img.width, height: img.height } },
    },
  });
}

export const photosRule: Rule = {
  name: 'photos',
  plan: (req) => (PHOTO.test(req.text) && !/\blogo\b/i.test(req.text) ? (replace(req) ?? remove(req)) : null),
};
