import { applySteering, DEFAULT_CONSTRAINTS, type SiteDocument, type VisualFinding } from '../src';
import { contrast, cssColors, renderDoc, sampleDocument, stylesheetOf } from './helpers';

// Image work with sharp shares two cores with the rest of the suite in a full run.
jest.setTimeout(120_000);

let doc: SiteDocument;
let assets: ReadonlyMap<string, Buffer>;
beforeAll(async () => {
  ({ doc, assets } = await sampleDocument('plumber'));
});

const finding = (rule: string, page = 'index.html', description = 'problem'): VisualFinding => ({
  rule,
  severity: 'serious',
  page,
  viewport: 'mobile',
  description,
});

it('starts unconstrained', () => {
  expect(doc.constraints).toEqual(DEFAULT_CONSTRAINTS);
});

it('raises contrast progressively', async () => {
  const steps = [1, 2, 3].map((a) => applySteering(doc, [finding('color-contrast')], a).document.constraints);
  expect(steps.map((c) => c.contrastLevel)).toEqual([1, 2, 3]);
  expect(steps[1]!.relaxedText).toBe(true);
  const colors = cssColors(
    stylesheetOf((await renderDoc(applySteering(doc, [finding('color-contrast')], 2).document)).files),
  );
  expect(contrast(colors.muted!, colors.surface!)).toBeGreaterThanOrEqual(7);
});

it('fights horizontal overflow: break words, then simpler layouts and smaller type, then clip', () => {
  const [one, two, three] = [1, 2, 3].map(
    (a) => applySteering(doc, [finding('horizontal-overflow')], a).document.constraints,
  );
  expect(one).toMatchObject({ breakLongWords: true, layout: 'standard', maxColumns: 4, clipOverflow: false });
  expect(two).toMatchObject({
    breakLongWords: true,
    layout: 'simple',
    maxColumns: 2,
    typeScale: 'reduced',
    clipOverflow: false,
  });
  expect(three).toMatchObject({ layout: 'minimal', maxColumns: 1, typeScale: 'small', clipOverflow: true });
  expect(applySteering(doc, [finding('element-outside-viewport')], 2).document.constraints.layout).toBe('simple');
});

it('enlarges tap targets, and the stylesheet follows', async () => {
  const sizes = [1, 2, 3].map(
    (a) => applySteering(doc, [finding('tap-target-size')], a).document.constraints.minTapTarget,
  );
  expect(sizes).toEqual([48, 52, 56]);
  const css = stylesheetOf((await renderDoc(applySteering(doc, [finding('tap-target-size')], 3).document)).files);
  expect(css).toMatch(/--tap:56px/);
});

it('relaxes overlapping text and simplifies layouts', async () => {
  const { document, actions } = applySteering(doc, [finding('text-overlap')], 2);
  expect(document.constraints).toMatchObject({ relaxedText: true, layout: 'simple', typeScale: 'reduced' });
  expect(actions.length).toBeGreaterThan(0);
  // A simple layout renders the home hero centred instead of split.
  const html = (await renderDoc(document, assets)).files.get('index.html')!.toString();
  expect(html).toMatch(/class="hero hero--centered"/);
  expect(html).not.toMatch(/class="split[ "]/); // the story stacks its photo under the text
  expect(html).toMatch(/class="split__media stack__media"/);
});

it('drops the broken image named in the finding, then all images if they keep failing', async () => {
  const named = applySteering(
    doc,
    [finding('broken-image', 'index.html', 'images/photos/van.jpg failed to load')],
    1,
  ).document;
  expect(named.constraints.excludedImages).toEqual(['images/photos/van.jpg']);
  const html = (await renderDoc(named, assets)).files.get('index.html')!.toString();
  expect(html).not.toContain('images/photos/van.jpg');
  // Where the photo was, the page keeps its layout without it: palette art in the hero, prose in the story.
  expect(html).toMatch(/class="art art--hero"|section--story[^"]*"[^>]*><div class="container"><div class="prose">/);
  expect(
    applySteering(doc, [finding('broken-image', 'about.html', 'an image failed')], 3).document.constraints
      .imagesDisabled,
  ).toBe(true);
});

it('turns off the inline script on console errors', () => {
  expect(applySteering(doc, [finding('console-error', 'contact.html')], 1).document.constraints.inlineScript).toBe(
    false,
  );
});

it('is deterministic, order-independent and never loosens earlier steering', () => {
  const findings = [
    finding('tap-target-size'),
    finding('color-contrast'),
    finding('horizontal-overflow', 'services.html'),
  ];
  const a = applySteering(doc, findings, 2);
  const b = applySteering(doc, [...findings].reverse(), 2);
  expect(b.document).toEqual(a.document);
  expect(b.actions).toEqual(a.actions);
  // A later attempt with a milder level keeps the stronger knobs already set.
  const later = applySteering(a.document, [finding('tap-target-size')], 1).document.constraints;
  expect(later).toMatchObject({ minTapTarget: 52, contrastLevel: 2, layout: 'simple' });
  // Unknown rules change nothing.
  expect(applySteering(doc, [finding('something-new')], 3).document.constraints).toEqual(DEFAULT_CONSTRAINTS);
});
