// Team, timetable and before/after sections: written only from research, placed on their pages, rendered
// with accessible markup; their pictures stay out of the hero, story and gallery; nothing when research has none.
import { withShowcase, type SiteDocument } from '../src';
import { dom, renderDoc, sampleDocument } from './helpers';

// Sample photos and AVIF/WebP encodes are slow on a loaded machine: made once, with a generous bound.
let doc: SiteDocument;
let assets: Map<string, Buffer>;
let files: Map<string, Buffer>;
beforeAll(async () => {
  ({ doc, assets } = await sampleDocument('plumber', withShowcase));
  ({ files } = await renderDoc(doc, assets));
}, 900_000);

const hasClass = (cls: string) => (el: { attrs: { name: string; value: string }[] }) =>
  (el.attrs.find((a) => a.name === 'class')?.value ?? '').split(' ').includes(cls);

it('renders nothing of the kind when research found no team, classes or before/after pictures', async () => {
  const { doc: plain } = await sampleDocument('plumber');
  const types = plain.pages.flatMap((p) => p.sections.map((s) => s.type));
  expect(types.filter((t) => ['team', 'timetable', 'before-after'].includes(t))).toEqual([]);
}, 300_000);

it('places the team on its own page and the timetable and before/after pairs on the services page', () => {
  const sections = (slug: string) => doc.pages.find((p) => p.slug === slug)!.sections.map((s) => s.type);
  // The sample names its people with their roles: a Team page of their own, not a section of About.
  expect(sections('team')).toContain('team');
  expect(sections('about')).not.toContain('team');
  expect(sections('services')).toEqual(expect.arrayContaining(['timetable', 'before-after']));
  // Team and before/after pictures are used only in their own sections.
  const showcaseSrcs = new Set(doc.images.filter((i) => /showcase-/.test(i.src)).map((i) => i.src));
  expect(showcaseSrcs.size).toBe(6);
  for (const page of doc.pages)
    for (const s of page.sections)
      if (!['team', 'before-after'].includes(s.type))
        expect(JSON.stringify(s).match(/images\/photos\/showcase-[a-z-]+\.jpg/g) ?? []).toEqual([]);

  const team = dom(files.get('team.html')!.toString());
  const people = team.all.filter(hasClass('person'));
  expect(people.map((p) => team.text(p.childNodes.find((c) => c.nodeName === 'h3')!))).toEqual([
    'Rosa Delgado',
    'Sam Whitfield',
    'Lena Park',
  ]);
  // Photos carry the person's name and role; a person without a photo gets a decorative initials mark.
  expect(team.byTag('img').map((i) => team.attr(i, 'alt'))).toEqual(
    expect.arrayContaining(['Rosa Delgado, Owner and master plumber', 'Sam Whitfield, Service plumber']),
  );
  const mark = team.all.find(hasClass('person__mark'))!;
  expect([team.text(mark), team.attr(mark, 'aria-hidden')]).toEqual(['LP', 'true']);

  // Search engines learn the same people from the business's structured data, and nobody else.
  const ld = JSON.parse(
    /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(files.get('index.html')!.toString())![1]!,
  ) as { employee?: { name: string }[] };
  expect(ld.employee?.map((p) => p.name)).toEqual(['Rosa Delgado', 'Sam Whitfield', 'Lena Park']);

  const services = dom(files.get('services.html')!.toString());
  const days = services.all.filter(hasClass('timetable__day')).map((d) => services.text(d.childNodes[0]!));
  expect(days).toEqual(['Tuesday', 'Saturday']);
  const pairs = services.all.filter(hasClass('ba__pair'));
  expect(pairs).toHaveLength(2);
  expect(services.byTag('figcaption').map((f) => services.text(f))).toContain('Kitchen drain replaced');
  expect(pairs[0]!.childNodes.length).toBeGreaterThan(0);
  const baAlts = services
    .byTag('img')
    .map((i) => services.attr(i, 'alt'))
    .filter((a) => /before|after/i.test(a ?? ''));
  expect(baAlts).toEqual(
    expect.arrayContaining(['Kitchen drain before the repair', 'Kitchen drain after the repair', 'Before: the job']),
  );
});

it('leaves a before/after pair out when a picture is missing, and the section when no pair is whole', async () => {
  const partial = new Map([...assets].filter(([k]) => !/showcase-bath-after/.test(k)));
  const some = dom((await renderDoc(doc, partial)).files.get('services.html')!.toString());
  expect(some.all.filter(hasClass('ba__pair'))).toHaveLength(1);
  const none = (await renderDoc(doc, new Map())).files.get('services.html')!.toString();
  expect(none).not.toContain('section--before-after');
  expect(none).toContain('section--timetable');
}, 900_000);
