// The owner's brand colour, read from their own stylesheets (real markup from ../shared/sites) by where the
// site uses it, recorded with its source, and kept as the site's brand in shades that pass contrast.
import fs from 'node:fs';
import path from 'node:path';
import {
  contrastRatio,
  resolvePalette,
  STYLES,
  toHsl,
  writeDocumentDeterministic,
  type ResearchInput,
} from '@sgs/site-kit';
import { brandColorFact, cssBrandColors } from '../src/brand-color';
import { brandColors } from '../src/colors';
import { itWithSharedSites, sharedSite } from '../../../test/helpers/shared-sites';

const sheets = (site: string, ...files: string[]) =>
  files.map((f) => fs.readFileSync(path.join(sharedSite(site), f), 'utf8'));
const hueDistance = (a: string, b: string) => {
  const d = Math.abs(toHsl(a).h - toHsl(b).h) % 360;
  return Math.min(d, 360 - d);
};

describe("the site's own colour", () => {
  itWithSharedSites('is the colour of its buttons, links and headers, not a social icon or a library default', () => {
    const colors = cssBrandColors(sheets('whitmore-tea-rooms', 'styles/main.css', 'styles/bootstrap.min.css'));
    const css = sheets('whitmore-tea-rooms', 'styles/main.css').join('');
    expect(css).toContain('#3b5998'); // the Facebook button's blue is on the page, and is Facebook's
    expect(colors).not.toContain('#3b5998');
    expect(toHsl(colors[0]!).h).toBeGreaterThan(15); // the tea rooms' own brown-orange
    expect(toHsl(colors[0]!).h).toBeLessThan(40);
  });

  itWithSharedSites('keeps a pink brand pink', () => {
    const [first] = cssBrandColors(sheets('real-touch-studio', 'styles.css'));
    expect(toHsl(first!).h).toBeGreaterThan(320);
  });

  it('takes the declared theme colour first', () => {
    expect(cssBrandColors(['a{color:#ff6600}.btn{background:#ff6600}'], '#0d4a6f')[0]).toBe('#0d4a6f');
  });

  it('weights a custom property named for the brand by every use of it', () => {
    const css = ':root{--brand:#c2185b;--x:#1e88e5}.btn{background:var(--brand)}a{color:var(--brand)}p{color:#1e88e5}';
    expect(cssBrandColors([css])[0]).toBe('#c2185b');
  });
});

describe('research records where the brand colour came from', () => {
  const from = {
    logo: ['#2e7d32'],
    logoSource: 'caller_input',
    css: ['#c2185b'],
    cssSource: 'website:https://x.example/',
  };
  it('names the logo when the colour is the logo’s, the website when it is the stylesheet’s', () => {
    expect(brandColorFact(brandColors(from.logo, from.css, 'retail'), from, 'f9')).toEqual({
      id: 'f9',
      field: 'brand_color',
      value: '#2e7d32',
      source: 'caller_input',
    });
    expect(brandColorFact(brandColors([], from.css, 'retail'), { ...from, logo: [] }, 'f9')?.source).toBe(
      'website:https://x.example/',
    );
  });
  it('records nothing when the colour is only the category default', () => {
    expect(brandColorFact(brandColors([], [], 'retail'), { logo: [], css: [] }, 'f9')).toBeUndefined();
  });
});

describe('the generated site', () => {
  it("uses the owner's pink as its brand, adjusting lightness only, in every style", () => {
    for (const pink of ['#ae245d', '#f7cadb', '#ff69b4']) {
      for (const style of Object.values(STYLES)) {
        const p = resolvePalette(style, { primary: pink, secondary: '#3f2a35', accent: '#e8a87c' });
        expect(hueDistance(p.brand, pink)).toBeLessThan(6);
        expect(contrastRatio(p['on-brand'], p.brand)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  itWithSharedSites("puts research's brand colour on the page", () => {
    const input: ResearchInput = {
      business: { name: 'Real Touch Studio', type: 'beauty salon', address: 'Cape Town' },
      research: {
        business_category: 'service',
        brand_colors: cssBrandColors(sheets('real-touch-studio', 'styles.css')),
      },
    };
    const doc = writeDocumentDeterministic(input);
    expect(doc.theme.colors.primary).toBe(input.research.brand_colors![0]);
  });
});
