import {
  addFaq,
  addPage,
  addSection,
  addService,
  addTestimonial,
  DocumentOperationError,
  documentOutline,
  getAt,
  moveSection,
  movePage,
  removeFaq,
  removePage,
  removeSection,
  removeService,
  removeTestimonial,
  setColors,
  setContactEmail,
  setDesignStyle,
  setFonts,
  setHours,
  setPhone,
  setText,
  updateSection,
  type SiteDocument,
  writeDocumentDeterministic,
} from '../src';
import { CATALOGS } from '../src/i18n';
import { renderDoc, sampleDocument, stylesheetOf } from './helpers';

// Image work with sharp shares two cores with the rest of the suite in a full run.
jest.setTimeout(120_000);

let doc: SiteDocument;
let florist: SiteDocument;
beforeAll(async () => {
  doc = (await sampleDocument('plumber')).doc;
  florist = (await sampleDocument('florist')).doc;
});

const sections = (d: SiteDocument, slug: string) => d.pages.find((p) => p.slug === slug)!.sections.map((s) => s.id);

it('sets the contact email everywhere it appeared, and renders it', async () => {
  const withMention = setText(
    doc,
    'pages[0].sections[0].subheading',
    'Write to hello@riverbendplumbing.example any time.',
  );
  const occurrences = JSON.stringify(withMention.pages).split('hello@riverbendplumbing.example').length - 1;
  expect(occurrences).toBeGreaterThan(1); // the hero line and the written FAQ answers
  const change = setContactEmail(withMention, 'Office@Riverbend.example');
  expect(change).toMatchObject({ previous: 'hello@riverbendplumbing.example', replacements: occurrences, noop: false });
  expect(change.document.business.email).toBe('Office@Riverbend.example');
  const files = (await renderDoc(change.document)).files;
  for (const [name, bytes] of files)
    if (name.endsWith('.html')) expect(bytes.toString()).not.toContain('hello@riverbendplumbing.example');
  expect(files.get('contact.html')!.toString()).toContain('mailto:Office@Riverbend.example');
  // Same address with a differently-cased domain is a no-op; a malformed one is refused.
  expect(setContactEmail(change.document, 'Office@RIVERBEND.example').noop).toBe(true);
  expect(() => setContactEmail(doc, 'nope')).toThrow(/name@example.com/);
  // The original is untouched: operations are pure.
  expect(doc.business.email).toBe('hello@riverbendplumbing.example');
});

it('sets the phone in data and in copy (CTA labels too), or removes phone links', () => {
  const { document, replacements } = setPhone(doc, '(217) 555-0199');
  expect(document.business.phone).toBe('(217) 555-0199');
  expect(replacements).toBeGreaterThan(0);
  expect(JSON.stringify(document.pages)).not.toContain('555-0142');
  const none = setPhone(doc, null).document;
  expect(none.business.phone).toBeUndefined();
  expect(JSON.stringify(none.pages)).not.toMatch(/"kind":"tel"/);
});

it('replaces hours wholesale and refuses unknown days', () => {
  const d = setHours(doc, { mon: '9–5', Sat: 'Closed' });
  expect(d.business.hours).toEqual([
    { day: 'Monday', text: '9–5' },
    { day: 'Saturday', text: 'Closed' },
  ]);
  expect(() => setHours(doc, { Funday: '9–5' })).toThrow(/unknown weekday/);
});

it('adds, moves, updates and removes sections, keeping heroes first and links valid', () => {
  let d = addSection(doc, 'about', { id: 'hours', type: 'hours', heading: 'Opening hours' }, 0);
  expect(sections(d, 'about').slice(0, 2)).toEqual(['about-hero', 'hours']);
  d = moveSection(d, 'about', 'hours', 99);
  expect(sections(d, 'about').at(-1)).toBe('hours');
  d = updateSection(d, 'about', 'hours', { heading: 'When we are open', note: 'Holiday hours may differ.' });
  expect(getAt(d, 'pages[2].sections[4].heading')).toBe('When we are open');
  expect(() => updateSection(d, 'about', 'hours', { type: 'faq' })).toThrow(DocumentOperationError);
  expect(() => addSection(d, 'about', { id: 'hours', type: 'hours', heading: 'Again' })).toThrow(
    /duplicate section id "hours"/,
  );
  expect(() => addSection(d, 'nowhere', { id: 'x', type: 'hours', heading: 'x' })).toThrow(/no page "nowhere"/);
  // Removing the home "about" teaser drops nothing else; removing a linked section drops its link.
  d = removeSection(d, 'index', 'services');
  expect(sections(d, 'index')).not.toContain('services');
});

it('adds, moves and removes pages; required pages stay; links into a removed page go', () => {
  let d = addPage(florist, {
    slug: 'weddings',
    kind: 'custom',
    navLabel: 'Weddings',
    seo: {
      title: 'Weddings | Petal & Stem',
      description: 'Wedding flowers from Petal & Stem in Portland, from bouquets to tables.',
    },
    sections: [
      { id: 'weddings-hero', type: 'hero', layout: 'page', heading: 'Wedding flowers' },
      {
        id: 'cta',
        type: 'cta',
        heading: 'Talk to us',
        primary: { label: 'Contact', target: { kind: 'page', page: 'contact' } },
      },
    ],
  });
  expect(d.pages.map((p) => p.slug)).toEqual(['index', 'services', 'about', 'reviews', 'faq', 'weddings', 'contact']);
  d = movePage(d, 'weddings', 1);
  expect(d.pages[1]!.slug).toBe('weddings');
  d = removePage(d, 'reviews');
  expect(d.pages.map((p) => p.slug)).not.toContain('reviews');
  expect(JSON.stringify(d.pages)).not.toMatch(/"page":"reviews"/);
  expect(() => removePage(d, 'about')).toThrow(/required/);
  expect(() => addPage(d, { ...d.pages[1]!, slug: 'weddings' })).toThrow(/already exists/);
});

it('changes colours, fonts and style', async () => {
  const d = setFonts(setColors(setDesignStyle(doc, 'Elegant & Refined'), { primary: '#ABCDEF' }), {
    heading: 'slab-serif',
  });
  expect(d.theme).toEqual({
    style: 'Elegant & Refined',
    colors: { ...doc.theme.colors, primary: '#abcdef' },
    fonts: { heading: 'slab-serif' },
  });
  const css = stylesheetOf((await renderDoc(d)).files);
  expect(css).toMatch(/\/\* Elegant & Refined \*\//);
  expect(css).toMatch(/--font-heading:Rockwell/);
  expect(() => setColors(doc, { accent: 'orange' })).toThrow(/not hex colours/);
  expect(() => setDesignStyle(doc, 'Groovy')).toThrow(/unknown design style/);
});

it('adds and removes services, FAQs and testimonials', () => {
  let d = addService(doc, { name: 'Gas line repair', description: 'Finding and fixing gas line problems safely.' });
  const list = () =>
    d.pages
      .find((p) => p.kind === 'services')!
      .sections.flatMap((s) => (s.type === 'services' ? s.items.map((i) => i.name) : []));
  expect(list()).toContain('Gas line repair');
  expect(() => addService(d, { name: 'gas LINE repair', description: 'duplicate of the above' })).toThrow(
    /already exists/,
  );
  d = removeService(d, 'Drain cleaning');
  expect(JSON.stringify(d.pages)).not.toContain('"name":"Drain cleaning"');

  d = addFaq(d, { question: 'Do you clean up after?', answer: 'Always. We leave your home as we found it.' });
  expect(JSON.stringify(d.pages)).toContain('Do you clean up after?');
  d = removeFaq(d, 'do you clean up after?');
  expect(JSON.stringify(d.pages)).not.toContain('Do you clean up after?');
  expect(() => removeFaq(d, 'not a question')).toThrow(/no question/);

  d = addTestimonial(d, { quote: 'Quick and careful work.', author: 'Lee' });
  expect(JSON.stringify(d.pages)).toContain('Quick and careful work.');
  d = removeTestimonial(d, 'Lee');
  expect(JSON.stringify(d.pages)).not.toContain('Quick and careful work.');
});

it("heads a list, questions or reviews it adds in the site's language", () => {
  // a German bakery known by name and address alone: its services page lists nothing, no page asks anything
  let d = writeDocumentDeterministic({
    language: 'de',
    business: { name: 'Kornblume', address: 'Kastanienallee 12, 10435 Berlin, Deutschland', type: 'bakery' },
    research: {},
  });
  const sections = () => d.pages.flatMap((p) => p.sections);
  expect(sections().some((s) => s.type === 'services' || s.type === 'faq')).toBe(false);
  // nothing on offer is known, so there is no Services page: the first service makes one, in German, after Home
  expect(d.pages.map((p) => p.kind)).toEqual(['home', 'about', 'contact', 'custom']);
  d = addService(d, { name: 'Roggenbrot', description: 'Jeden Morgen frisch.' });
  const made = d.pages[1]!;
  expect([made.slug, made.kind, made.navLabel]).toEqual(['services', 'services', CATALOGS.de.doc.pages.services]);
  expect(made.sections.map((s) => s.type)).toEqual(['hero', 'services', 'cta']);
  expect(made.seo.title).toBe(`${CATALOGS.de.doc.pages.services} | Kornblume`);
  d = addFaq(d, { question: 'Backen Sie auch sonntags?', answer: 'Ja, von 7 bis 11 Uhr.' });
  d = addTestimonial(d, { quote: 'Das beste Roggenbrot im Kiez.', author: 'Lea' });
  const added = sections().filter((s) => s.type === 'services' || s.type === 'faq' || s.type === 'testimonials');
  const de = CATALOGS.de;
  const category = d.business.category;
  expect(added).toHaveLength(3);
  expect(added.map((s) => [s.eyebrow, s.heading])).toEqual(
    expect.arrayContaining([
      [undefined, de.writer.servicesHeading[category]],
      [de.writer.eyebrows[category].faq, de.doc.faqHeading],
      [de.writer.eyebrows[category].reviews, de.doc.kindWords],
    ]),
  );
  expect(JSON.stringify(added)).not.toMatch(/Our services|Questions|Frequently asked|What people say|Kind words/);
  // with no FAQ page the question goes to the Services page; the page, now optional, can be removed again
  expect(made.sections.some((s) => s.type === 'faq')).toBe(false);
  expect(d.pages[1]!.sections.some((s) => s.type === 'faq')).toBe(true);
  d = removePage(d, 'services');
  expect(d.pages.map((p) => p.kind)).toEqual(['home', 'about', 'contact', 'custom']);
  d = addFaq(d, { question: 'Haben Sie Parkplätze?', answer: 'Ja, im Hof.' });
  expect(d.pages[0]!.sections.find((s) => s.type === 'faq')).toMatchObject({
    items: [{ question: 'Haben Sie Parkplätze?' }],
  });
});

it('edits copy by path and refuses structural or invalid edits', () => {
  const d = setText(doc, 'pages[0].sections[0].heading', 'Plumbing without the fuss');
  expect(getAt(d, 'pages[0].sections[0].heading')).toBe('Plumbing without the fuss');
  expect(() => setText(doc, 'pages[0].slug', 'home')).toThrow(/structural/);
  expect(() => setText(doc, 'pages[0].sections[0].heading', '')).toThrow(/pages\[0\]\.sections\[0\]\.heading/);
  expect(() => setText(doc, 'pages[0].sections', 'x')).toThrow(/not text/);
});

it('outlines the document for an agent, with paths that getAt understands', () => {
  const outline = documentOutline(doc);
  expect(outline.map((p) => p.file)).toEqual(['index.html', 'services.html', 'about.html', 'contact.html']);
  const services = outline[0]!.sections.find((s) => s.type === 'services')!;
  expect(services).toMatchObject({ id: 'services', items: 6 });
  expect((getAt(doc, services.path) as { heading: string }).heading).toBe(services.heading);
});
