import { finalizeFindings, type RawFinding } from '../src/findings';
import { suggestedPrompt } from '../src/prompts';
import type { Finding } from '../src/types';

const raw = (f: Partial<RawFinding> & Pick<RawFinding, 'rule'>): RawFinding => ({
  page: 'index.html',
  viewport: 'mobile',
  description: 'd',
  ...f,
});

describe('finalizeFindings', () => {
  it('keeps a width-dependent finding once per width, and a width-independent one once per page', () => {
    const out = finalizeFindings(
      [
        raw({ rule: 'horizontal-overflow', viewport: 'tablet', selector: '.grid' }),
        raw({ rule: 'horizontal-overflow', viewport: 'mobile', selector: '.grid' }),
        raw({ rule: 'horizontal-overflow', viewport: 'mobile', selector: '.grid' }),
        raw({ rule: 'missing-alt', viewport: 'desktop', selector: 'img' }),
        raw({ rule: 'missing-alt', viewport: 'mobile', selector: 'img' }),
      ],
      ['index.html'],
    );
    expect(out.findings.map((f) => [f.rule, f.viewport])).toEqual([
      ['horizontal-overflow', 'mobile'],
      ['horizontal-overflow', 'tablet'],
      ['missing-alt', 'mobile'],
    ]);
  });

  it('tells findings without a selector apart by their key', () => {
    const out = finalizeFindings(
      [
        raw({ rule: 'console-error', key: 'a' }),
        raw({ rule: 'console-error', key: 'b' }),
        raw({ rule: 'console-error', key: 'a' }),
      ],
      ['index.html'],
    );
    expect(out.findings).toHaveLength(2);
  });

  it('splits catastrophic findings out, errors before warnings, pages in the given order', () => {
    const out = finalizeFindings(
      [
        raw({ rule: 'tap-target-size', page: 'a.html', selector: 'x' }),
        raw({ rule: 'color-contrast', page: 'b.html', selector: 'y' }),
        raw({ rule: 'color-contrast', page: 'a.html', selector: 'y' }),
        raw({ rule: 'script-error', page: 'b.html', key: 'boom' }),
      ],
      ['a.html', 'b.html'],
    );
    expect(out.catastrophic).toEqual([
      { rule: 'script-error', severity: 'error', page: 'b.html', viewport: 'mobile', description: 'd' },
    ]);
    expect(out.findings.map((f) => `${f.severity}:${f.rule}:${f.page}`)).toEqual([
      'error:color-contrast:a.html',
      'error:color-contrast:b.html',
      'warning:tap-target-size:a.html',
    ]);
  });

  it('caps a group and says how many more there are', () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      raw({ rule: 'color-contrast', selector: `.t${i}`, description: `low contrast ${i}` }),
    );
    const out = finalizeFindings(many, ['index.html'], { perGroup: 3, total: 100, catastrophic: 10 });
    expect(out.findings).toHaveLength(3);
    expect(out.findings[2]!.description).toBe('low contrast 2 (5 more like this on index.html)');
    expect(out.omitted).toBe(5);
  });

  it('caps the total', () => {
    const many = Array.from({ length: 30 }, (_, i) =>
      raw({ rule: 'color-contrast', page: `p${i}.html`, selector: 'p' }),
    );
    const out = finalizeFindings(many, [], { perGroup: 5, total: 10, catastrophic: 10 });
    expect(out.findings).toHaveLength(10);
    expect(out.omitted).toBe(20);
  });
});

describe('suggestedPrompt', () => {
  const finding: Finding = {
    rule: 'horizontal-overflow',
    severity: 'error',
    page: 'services.html',
    viewport: 'mobile',
    selector: '.grid',
    description:
      'On services.html at mobile width (390px), the element `.grid` is 120px wider than the screen, so the page scrolls sideways; make it fit the screen width',
  };

  it('names the page, the width and the problem, and asks for nothing else to change', () => {
    expect(suggestedPrompt(finding)).toBe(
      'Fix the layout on the Services page (services.html) at mobile width (390px). On services.html at mobile width (390px), the element `.grid` is 120px wider than the screen, so the page scrolls sideways; make it fit the screen width. Keep the rest of the site as it is.',
    );
  });

  it('leaves the width out for width-independent rules and names the element when the description does not', () => {
    const p = suggestedPrompt({
      rule: 'missing-alt',
      severity: 'error',
      page: 'index.html',
      viewport: 'mobile',
      selector: 'img.hero',
      description: 'An image has no alt text.',
    });
    expect(p).toBe(
      'Add a text alternative for an image on the Home page (index.html). An image has no alt text. The element is `img.hero`. Keep the rest of the site as it is.',
    );
  });

  it('still reads well for a rule it does not know', () => {
    expect(
      suggestedPrompt({ ...finding, rule: 'something-new', page: 'about-us.html', description: 'Odd thing' }),
    ).toBe(
      'Fix a problem on the About us page (about-us.html). Odd thing. The element is `.grid`. Keep the rest of the site as it is.',
    );
  });
});
