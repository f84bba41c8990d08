// Builds the one stylesheet a site uses (inlined in each page's <head>): tokens, shared components, the style's treatments,
// and the overrides steering asked for (last, so they win).
import type { Constraints } from '../../document/constraints';
import type { ResolvedTheme } from '../../theme/resolve';
import { BASE_CSS } from './base';
import { SHOWCASE_CSS } from './showcase';
import { rootTokens } from './tokens';
import { treatmentCss } from './treatments';

function constraintCss(c: Constraints): string {
  const rules: string[] = [];
  if (c.breakLongWords) rules.push('body,h1,h2,h3{overflow-wrap:anywhere;word-break:break-word;hyphens:auto}');
  if (c.relaxedText)
    rules.push('h1,h2,h3{letter-spacing:0;text-transform:none}.eyebrow{letter-spacing:.04em}body{line-height:1.75}');
  if (c.layout !== 'standard')
    rules.push(
      '.hero__img,.card,.btn,.icon-badge{transform:none!important;box-shadow:none}.hero::before,.hero::after{display:none}',
    );
  if (c.layout === 'minimal') rules.push('.art{display:none}.card::before{display:none}');
  if (c.minTapTarget > 44)
    rules.push('.nav a,.site-footer a,.details a,.link-arrow{padding-block:.35rem}.actions{gap:1rem}');
  if (c.clipOverflow) rules.push('html,body{overflow-x:clip}.container{overflow-x:clip}');
  return rules.join('\n');
}

export function buildStylesheet(theme: ResolvedTheme, constraints: Constraints): string {
  return (
    [
      `/* ${theme.style.name} */`,
      rootTokens(theme, constraints),
      BASE_CSS.trim(),
      SHOWCASE_CSS.trim(),
      treatmentCss(theme.style),
      constraintCss(constraints),
    ]
      .filter(Boolean)
      .join('\n') + '\n'
  );
}
