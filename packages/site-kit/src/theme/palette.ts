// Turns brand colours and a style into the page's colour tokens, each text/background pair adjusted to
// pass WCAG contrast (AA by default, stronger when steering asks). Brand hues are kept where contrast allows.
import { contrastRatio, ensureContrast, mix, readableOn } from './color';
import type { StyleDefinition } from './styles';

export interface BrandColors {
  primary: string;
  secondary: string;
  accent: string;
}

export interface Palette {
  bg: string;
  surface: string;
  card: string;
  text: string;
  muted: string;
  border: string;
  link: string;
  brand: string;
  'brand-strong': string;
  'on-brand': string;
  accent: string;
  'accent-text': string;
  'hero-bg': string;
  'hero-bg-2': string;
  'hero-text': string;
  'hero-muted': string;
  'hero-btn': string;
  'on-hero-btn': string;
  'band-bg': string;
  'band-bg-2': string;
  'on-band': string;
  'band-btn': string;
  'on-band-btn': string;
  'footer-bg': string;
  'footer-text': string;
  'footer-muted': string;
  'icon-bg': string;
  'icon-fg': string;
  'input-border': string;
  focus: string;
}

export type PaletteToken = keyof Palette;

/** Every foreground/background pair the stylesheet uses, with its minimum: text pairs use the text target. */
export const CONTRAST_PAIRS: readonly { fg: PaletteToken; bg: PaletteToken; kind: 'text' | 'ui' }[] = [
  ...(['text', 'muted', 'link', 'accent-text'] as const).flatMap((fg) =>
    (['bg', 'surface', 'card'] as const).map((bg) => ({ fg, bg, kind: 'text' as const })),
  ),
  { fg: 'on-brand', bg: 'brand', kind: 'text' },
  { fg: 'on-brand', bg: 'brand-strong', kind: 'text' },
  { fg: 'hero-text', bg: 'hero-bg', kind: 'text' },
  { fg: 'hero-text', bg: 'hero-bg-2', kind: 'text' },
  { fg: 'hero-muted', bg: 'hero-bg', kind: 'text' },
  { fg: 'hero-muted', bg: 'hero-bg-2', kind: 'text' },
  { fg: 'on-hero-btn', bg: 'hero-btn', kind: 'text' },
  { fg: 'on-band', bg: 'band-bg', kind: 'text' },
  { fg: 'on-band', bg: 'band-bg-2', kind: 'text' },
  { fg: 'on-band-btn', bg: 'band-btn', kind: 'text' },
  { fg: 'footer-text', bg: 'footer-bg', kind: 'text' },
  { fg: 'footer-muted', bg: 'footer-bg', kind: 'text' },
  { fg: 'icon-fg', bg: 'icon-bg', kind: 'ui' },
  { fg: 'input-border', bg: 'card', kind: 'ui' },
  { fg: 'focus', bg: 'bg', kind: 'ui' },
  { fg: 'focus', bg: 'surface', kind: 'ui' },
];

/** Contrast targets by steering level; a little headroom above each WCAG threshold absorbs rounding. */
export const TEXT_TARGETS = [4.6, 5.6, 7.1, 7.1] as const;
export const UI_TARGET = 3.1;

/** Adjusts `color` until it contrasts with every background (all are light, or all dark, by construction). */
function onAll(color: string, backgrounds: string[], target: number): string {
  let c = color;
  for (let round = 0; round < 4; round++) {
    for (const bg of backgrounds) c = ensureContrast(c, bg, target);
    if (backgrounds.every((bg) => contrastRatio(c, bg) >= target)) return c;
  }
  return c;
}

/** A text colour for a background pair (e.g. a gradient's two ends), moving the backgrounds if needed. */
function textOverPair(a: string, b: string, target: number): { text: string; a: string; b: string } {
  const light = '#ffffff';
  const dark = '#121212';
  const worst = (t: string) => Math.min(contrastRatio(t, a), contrastRatio(t, b));
  const text = worst(light) >= worst(dark) ? light : dark;
  return { text, a: ensureContrast(a, text, target), b: ensureContrast(b, text, target) };
}

export function resolvePalette(style: StyleDefinition, brand: BrandColors, contrastLevel = 0): Palette {
  const t = TEXT_TARGETS[Math.max(0, Math.min(3, contrastLevel))]!;
  const neutral = contrastLevel >= 3;
  const dark = style.mode === 'dark';
  const P = brand.primary;
  const A = brand.accent;
  const S = brand.secondary;

  const bg = neutral ? style.paper : mix(style.paper, P, dark ? 0.05 : 0.012);
  const surface = neutral ? bg : mix(bg, dark ? mix(P, '#ffffff', 0.2) : P, style.tint);
  const card = dark
    ? mix(bg, '#ffffff', neutral ? 0.04 : 0.05)
    : style.card === 'tinted' && !neutral
      ? mix('#ffffff', S, 0.04)
      : '#ffffff';
  const backgrounds = [bg, surface, card];

  const text = onAll(neutral ? (dark ? '#ffffff' : '#111111') : mix(style.ink, P, 0.1), backgrounds, t);
  const muted = onAll(mix(text, bg, neutral ? 0.1 : 0.3), backgrounds, t);
  const link = onAll(dark ? mix(P, '#ffffff', 0.25) : P, backgrounds, t);
  const accentText = onAll(A, backgrounds, t);

  const onBrand = readableOn(P);
  const brandColor = ensureContrast(P, onBrand, t);
  const brandStrong = ensureContrast(mix(brandColor, onBrand === '#ffffff' ? '#000000' : '#ffffff', 0.14), onBrand, t);

  const deep = mix(P, '#05070a', dark ? 0.78 : 0.72);
  const hero = heroColors(style, { bg, surface, text, muted, brand: brandColor, onBrand, deep, P, A, S, dark }, t);

  const band =
    style.band === 'gradient'
      ? textOverPair(P, A, t)
      : style.band === 'deep'
        ? { text: '#ffffff', a: ensureContrast(deep, '#ffffff', t), b: ensureContrast(deep, '#ffffff', t) }
        : { text: onBrand, a: brandColor, b: brandColor };
  // The band's button inverts the band: light button on a dark band, dark on a light one.
  const bandButton =
    band.text === '#ffffff'
      ? { bg: '#ffffff', fg: ensureContrast(brandColor, '#ffffff', t) }
      : { bg: '#121212', fg: '#ffffff' };

  const footerBg = dark ? mix(bg, '#000000', 0.45) : mix(P, '#0a0c10', 0.86);
  const footerText = onAll('#ffffff', [footerBg], t);
  const footerMuted = onAll(mix('#ffffff', footerBg, 0.28), [footerBg], t);

  const iconBg = dark ? mix(card, P, 0.22) : mix('#ffffff', P, 0.12);
  const iconFg = ensureContrast(
    dark ? mix(P, '#ffffff', 0.3) : P,
    iconBg,
    Math.max(UI_TARGET, contrastLevel > 0 ? 4.6 : UI_TARGET),
  );

  return {
    bg,
    surface,
    card,
    text,
    muted,
    border: mix(text, bg, dark ? 0.82 : 0.86),
    link,
    brand: brandColor,
    'brand-strong': brandStrong,
    'on-brand': onBrand,
    accent: A,
    'accent-text': accentText,
    'hero-bg': hero.bg,
    'hero-bg-2': hero.bg2,
    'hero-text': hero.text,
    'hero-muted': hero.muted,
    'hero-btn': hero.btn,
    'on-hero-btn': hero.onBtn,
    'band-bg': band.a,
    'band-bg-2': band.b,
    'on-band': band.text,
    'band-btn': bandButton.bg,
    'on-band-btn': bandButton.fg,
    'footer-bg': footerBg,
    'footer-text': footerText,
    'footer-muted': footerMuted,
    'icon-bg': iconBg,
    'icon-fg': iconFg,
    'input-border': onAll(mix(text, card, 0.45), [card, bg], UI_TARGET),
    focus: onAll(dark ? mix(A, '#ffffff', 0.2) : A, [bg, surface], UI_TARGET),
  };
}

interface HeroInputs {
  bg: string;
  surface: string;
  text: string;
  muted: string;
  brand: string;
  onBrand: string;
  deep: string;
  P: string;
  A: string;
  S: string;
  dark: boolean;
}

function heroColors(style: StyleDefinition, c: HeroInputs, t: number) {
  const withButton = (bg: string, bg2: string, text: string) => {
    const muted = onAll(mix(text, bg, 0.18), [bg, bg2], t);
    // On a brand-coloured hero the brand button would vanish: use the inverse there.
    const heroIsBrand = contrastRatio(bg, c.brand) < 1.6;
    const btn = heroIsBrand ? (text === '#ffffff' ? '#ffffff' : '#121212') : c.brand;
    const onBtn = heroIsBrand ? ensureContrast(text === '#ffffff' ? c.brand : '#ffffff', btn, t) : c.onBrand;
    return { bg, bg2, text, muted, btn, onBtn };
  };
  switch (style.hero) {
    case 'solid':
      return withButton(c.brand, c.brand, c.onBrand);
    case 'gradient': {
      const g = textOverPair(c.P, c.A, t);
      return withButton(g.a, g.b, g.text);
    }
    case 'cover': {
      const deep = ensureContrast(c.deep, '#ffffff', t);
      return withButton(deep, deep, '#ffffff');
    }
    case 'soft': {
      const soft = mix(c.bg, mix(c.P, c.S, 0.35), 0.12);
      return withButton(soft, soft, onAll(c.text, [soft], t));
    }
    case 'split':
      return withButton(c.surface, c.surface, c.text);
    case 'centered': {
      const bg = c.dark ? mix(c.bg, c.P, 0.1) : c.bg;
      return withButton(bg, bg, onAll(c.text, [bg], t));
    }
  }
}
