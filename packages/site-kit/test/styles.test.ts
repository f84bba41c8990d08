import { DESIGN_STYLES } from '@sgs/contracts';
import {
  autoSelectStyle,
  checkRenderedSite,
  setColors,
  setDesignStyle,
  STRESS_BUSINESS,
  STYLES,
  writeDocumentDeterministic,
  type SiteDocument,
} from '../src';
import { contrast, cssColors, renderDoc, sampleDocument, stylesheetOf } from './helpers';

// Image work with sharp shares two cores with the rest of the suite in a full run.
jest.setTimeout(120_000);

// Text/background pairs the stylesheet sets together; every one must pass WCAG AA (4.5:1).
const TEXT_PAIRS = [
  ...['text', 'muted', 'link', 'accent-text'].flatMap((fg) => ['bg', 'surface', 'card'].map((bg) => [fg, bg])),
  ['on-brand', 'brand'],
  ['on-brand', 'brand-strong'],
  ['hero-text', 'hero-bg'],
  ['hero-text', 'hero-bg-2'],
  ['hero-muted', 'hero-bg'],
  ['hero-muted', 'hero-bg-2'],
  ['on-hero-btn', 'hero-btn'],
  ['on-band', 'band-bg'],
  ['on-band', 'band-bg-2'],
  ['on-band-btn', 'band-btn'],
  ['footer-text', 'footer-bg'],
  ['footer-muted', 'footer-bg'],
] as const;
// Non-text UI (icons, input borders, focus ring) needs 3:1.
const UI_PAIRS = [
  ['icon-fg', 'icon-bg'],
  ['input-border', 'card'],
  ['focus', 'bg'],
  ['focus', 'surface'],
] as const;

const PALETTES: [string, string, string][] = [
  ['#0b5ea8', '#0a2540', '#f5a623'], // blue with amber
  ['#ffd400', '#fff3b0', '#00e5ff'], // very light brand colours
  ['#111111', '#222222', '#333333'], // near black
  ['#e11d48', '#16a34a', '#7c3aed'], // saturated clashing
  ['#808080', '#8a8a8a', '#949494'], // mid greys, the hardest case
];

let base: SiteDocument;
let assets: ReadonlyMap<string, Buffer>;
const css = new Map<string, string>();
beforeAll(async () => {
  ({ doc: base, assets } = await sampleDocument('plumber'));
  // The stylesheet does not depend on images, so these renders skip them.
  for (const style of DESIGN_STYLES) {
    const out = await renderDoc(setDesignStyle(base, style), new Map());
    css.set(style, stylesheetOf(out.files));
  }
});

it('passes AA contrast for every text/background pair in every style across brand palettes', async () => {
  const failures: string[] = [];
  for (const style of DESIGN_STYLES) {
    for (const [primary, secondary, accent] of PALETTES) {
      const doc = setColors(setDesignStyle(base, style), { primary, secondary, accent });
      const colors = cssColors(stylesheetOf((await renderDoc(doc, new Map())).files));
      for (const [fg, bg] of TEXT_PAIRS) {
        const ratio = contrast(colors[fg]!, colors[bg]!);
        if (!(ratio >= 4.5)) failures.push(`${style} ${primary}: ${fg} on ${bg} = ${ratio.toFixed(2)}`);
      }
      for (const [fg, bg] of UI_PAIRS) {
        const ratio = contrast(colors[fg]!, colors[bg]!);
        if (!(ratio >= 3)) failures.push(`${style} ${primary}: ${fg} on ${bg} = ${ratio.toFixed(2)}`);
      }
    }
  }
  expect(failures).toEqual([]);
});

it('keeps brand colours recognisable where contrast allows', () => {
  const colors = cssColors(css.get('Corporate Professional')!);
  expect(colors.brand).toBe('#0b5ea8');
});

it('raises contrast to AAA when steering asks for it', async () => {
  const doc: SiteDocument = { ...base, constraints: { ...base.constraints, contrastLevel: 2 } };
  const colors = cssColors(stylesheetOf((await renderDoc(doc, new Map())).files));
  for (const [fg, bg] of TEXT_PAIRS) expect(contrast(colors[fg]!, colors[bg]!)).toBeGreaterThanOrEqual(7);
});

it('gives each of the eight styles a distinct stylesheet and look', () => {
  expect(new Set(css.values()).size).toBe(8);
  const tokens = DESIGN_STYLES.map((s) =>
    JSON.stringify([
      STYLES[s].fonts,
      STYLES[s].hero,
      STYLES[s].card,
      STYLES[s].radius,
      STYLES[s].mode,
      STYLES[s].heading.weight,
    ]),
  );
  expect(new Set(tokens).size).toBe(8);
  expect(css.get('Dark & Sleek')).toMatch(/color-scheme:dark/);
  expect(css.get('Elegant & Refined')).toMatch(/--font-heading:Didot/);
  expect(css.get('Bold & Modern')).toMatch(/box-shadow:6px 6px 0 0 var\(--c-brand\)/);
});

it('renders every style into a valid site with system fonts only', async () => {
  for (const style of DESIGN_STYLES) {
    const out = await renderDoc(setDesignStyle(base, style), assets);
    expect(checkRenderedSite(out.files)).toEqual([]);
    const sheet = stylesheetOf(out.files);
    expect(sheet).not.toMatch(/@import|@font-face|url\(\s*["']?https?:/);
  }
});

it('renders worst-case content (unbreakable words, long name and email) validly in every style', async () => {
  const stress = writeDocumentDeterministic(STRESS_BUSINESS);
  for (const style of DESIGN_STYLES) {
    const out = await renderDoc(setDesignStyle(stress, style), new Map());
    expect(checkRenderedSite(out.files)).toEqual([]);
    // Headings may break anywhere, and single-column grids may shrink below a long word.
    expect(stylesheetOf(out.files)).toMatch(/h1,h2,h3\{overflow-wrap:anywhere/);
  }
});

it('auto-selects a style from category, words and colours', () => {
  expect(autoSelectStyle('professional', [], 'Estate planning attorney')).toBe('Corporate Professional');
  expect(autoSelectStyle('restaurant', [], 'A cosy family cafe')).toBe('Warm & Friendly');
  expect(autoSelectStyle('retail', [], 'Luxury bridal boutique')).toBe('Elegant & Refined');
  expect(autoSelectStyle('service', ['#6b4f2c'], 'Organic farm and garden landscaping')).toBe('Rustic & Natural');
  expect(autoSelectStyle('default', ['#0a0a0a'], 'Tattoo studio')).toBe('Dark & Sleek');
  expect(autoSelectStyle('default', ['#ff1493'], 'Kids trampoline party park')).toBe('Vibrant & Energetic');
  expect(autoSelectStyle('service', [], 'Roofing contractor')).toBe('Bold & Modern');
  expect(autoSelectStyle(null, [], '')).toBe('Clean Minimal');
  // Stable: same input, same answer.
  expect(autoSelectStyle('retail', ['#123456'], 'shop')).toBe(autoSelectStyle('retail', ['#123456'], 'shop'));
});
