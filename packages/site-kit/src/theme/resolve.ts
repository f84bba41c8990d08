// The effective design for one render: the chosen style with the document's overrides and the steering
// constraints applied, plus its contrast-checked palette.
import type { Constraints } from '../document/constraints';
import type { Theme } from '../document/schema';
import { FONT_STACKS } from './fonts';
import { resolvePalette, type Palette } from './palette';
import { STYLES, type StyleDefinition } from './styles';

export interface ResolvedTheme {
  style: StyleDefinition;
  palette: Palette;
  fonts: { heading: string; body: string };
}

export function resolveTheme(theme: Theme, constraints: Constraints): ResolvedTheme {
  const base = STYLES[theme.style];
  const style: StyleDefinition = {
    ...base,
    fonts: { heading: theme.fonts.heading ?? base.fonts.heading, body: theme.fonts.body ?? base.fonts.body },
    spacing: theme.spacing ?? base.spacing,
    radius: theme.radius ?? base.radius,
  };
  if (constraints.relaxedText)
    style.heading = {
      ...style.heading,
      uppercase: false,
      tracking: '0',
      lineHeight: Math.max(style.heading.lineHeight, 1.25),
    };
  return {
    style,
    palette: resolvePalette(style, theme.colors, constraints.contrastLevel),
    fonts: { heading: FONT_STACKS[style.fonts.heading], body: FONT_STACKS[style.fonts.body] },
  };
}
