// The :root custom properties: palette, fonts, type scale, spacing and shape for one site.
import type { Constraints } from '../../document/constraints';
import type { ResolvedTheme } from '../../theme/resolve';
import { RADIUS_PX, SPACING } from '../../theme/styles';

const SCALE_FACTOR = { normal: 1, reduced: 0.86, small: 0.74 } as const;
const r3 = (n: number) => Math.round(n * 1000) / 1000;

/** A fluid size: `min` rem at a 390px viewport growing linearly to `max` rem at 1280px. */
export function fluid(min: number, max: number): string {
  const slope = ((max - min) * 16) / (1280 - 390);
  const intercept = min * 16 - slope * 390;
  return `clamp(${r3(min)}rem, ${r3(intercept / 16)}rem + ${r3(slope * 100)}vw, ${r3(max)}rem)`;
}

export function typeScale(theme: ResolvedTheme, constraints: Constraints) {
  const { ratio } = theme.style;
  const f = SCALE_FACTOR[constraints.typeScale];
  // Mobile sizes are capped so a long word in a heading still fits a 390px screen.
  return {
    h1: fluid(Math.min(ratio ** 3, 2.35) * f, ratio ** 5 * f),
    h2: fluid(Math.min(ratio ** 2.2, 1.75) * f, ratio ** 3.4 * f),
    h3: fluid(Math.min(ratio ** 1.1, 1.2) * f, ratio ** 1.5 * f),
    pageTitle: fluid(Math.min(ratio ** 2.6, 2) * f, ratio ** 4.2 * f),
    lead: fluid(1.0625, Math.min(ratio ** 0.8, 1.3)),
  };
}

export function rootTokens(theme: ResolvedTheme, constraints: Constraints): string {
  const { style, palette, fonts } = theme;
  const sizes = typeScale(theme, constraints);
  const radius = RADIUS_PX[style.radius];
  const buttonRadius =
    style.button.shape === 'pill'
      ? 999
      : style.button.shape === 'square'
        ? Math.min(radius.button, 4)
        : Math.max(radius.button, 6);
  const spacing = SPACING[style.spacing];
  const vars: Record<string, string> = {
    ...Object.fromEntries(Object.entries(palette).map(([k, v]) => [`c-${k}`, v])),
    'font-heading': fonts.heading,
    'font-body': fonts.body,
    'fs-base': `${style.baseSize}rem`,
    'fs-h1': sizes.h1,
    'fs-h2': sizes.h2,
    'fs-h3': sizes.h3,
    'fs-page-title': sizes.pageTitle,
    'fs-lead': sizes.lead,
    'lh-body': String(style.bodyLineHeight),
    'lh-heading': String(style.heading.lineHeight),
    'fw-heading': String(style.heading.weight),
    'tracking-heading': style.heading.tracking,
    'fw-button': String(style.button.weight),
    'tracking-button': style.button.tracking,
    'case-button': style.button.uppercase ? 'uppercase' : 'none',
    'r-card': `${radius.card}px`,
    'r-img': `${radius.image}px`,
    'r-btn': `${buttonRadius}px`,
    'space-section': spacing.section,
    gap: spacing.gap,
    'max-width': `${style.maxWidth}px`,
    tap: `${constraints.minTapTarget}px`,
  };
  return `:root{${Object.entries(vars)
    .map(([k, v]) => `--${k}:${v};`)
    .join('')}color-scheme:${style.mode};}`;
}
