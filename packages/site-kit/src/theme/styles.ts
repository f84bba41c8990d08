// The eight design styles of spec 2.3 as design tokens. Each is a distinct look: type, spacing, shape,
// colour use and section treatments. css/treatments.ts adds each style's signature rules on top.
import type { DesignStyle } from '@sgs/contracts';
import type { FontStackId } from './fonts';

export type HeroTreatment = 'solid' | 'gradient' | 'split' | 'centered' | 'cover' | 'soft';
export type CardTreatment = 'shadow' | 'border' | 'flat' | 'tinted' | 'outline';
export type Spacing = 'compact' | 'regular' | 'airy';
export type Radius = 'none' | 'small' | 'medium' | 'large' | 'pill';

export interface StyleDefinition {
  name: DesignStyle;
  mode: 'light' | 'dark';
  /** Page background before brand tinting. */
  paper: string;
  /** Body ink before brand tinting and contrast adjustment. */
  ink: string;
  /** How much of the primary colour goes into alternate section backgrounds (0..1). */
  tint: number;
  fonts: { heading: FontStackId; body: FontStackId };
  heading: { weight: number; tracking: string; uppercase: boolean; lineHeight: number };
  /** The small label above headings. */
  eyebrow: 'caps' | 'rule' | 'pill' | 'italic';
  /** Body size in rem and the modular scale ratio for headings. */
  baseSize: number;
  ratio: number;
  bodyLineHeight: number;
  spacing: Spacing;
  radius: Radius;
  button: { shape: 'square' | 'rounded' | 'pill'; uppercase: boolean; weight: number; tracking: string };
  card: CardTreatment;
  hero: HeroTreatment;
  header: 'light' | 'brand' | 'dark';
  /** The CTA band: brand colour, accent-to-brand gradient, or the deep footer tone. */
  band: 'brand' | 'gradient' | 'deep';
  /** Content width in px. */
  maxWidth: number;
}

export const STYLES: Record<DesignStyle, StyleDefinition> = {
  'Bold & Modern': {
    name: 'Bold & Modern',
    mode: 'light',
    paper: '#ffffff',
    ink: '#0f1115',
    tint: 0.05,
    fonts: { heading: 'neo-grotesque', body: 'system-ui' },
    heading: { weight: 800, tracking: '-0.03em', uppercase: false, lineHeight: 1.05 },
    eyebrow: 'rule',
    baseSize: 1.0625,
    ratio: 1.333,
    bodyLineHeight: 1.6,
    spacing: 'regular',
    radius: 'small',
    button: { shape: 'square', uppercase: false, weight: 700, tracking: '0' },
    card: 'outline',
    hero: 'solid',
    header: 'light',
    band: 'deep',
    maxWidth: 1200,
  },
  'Clean Minimal': {
    name: 'Clean Minimal',
    mode: 'light',
    paper: '#ffffff',
    ink: '#1a1c1f',
    tint: 0.025,
    fonts: { heading: 'system-ui', body: 'system-ui' },
    heading: { weight: 600, tracking: '-0.02em', uppercase: false, lineHeight: 1.15 },
    eyebrow: 'caps',
    baseSize: 1,
    ratio: 1.25,
    bodyLineHeight: 1.65,
    spacing: 'airy',
    radius: 'small',
    button: { shape: 'rounded', uppercase: false, weight: 500, tracking: '0' },
    card: 'border',
    hero: 'centered',
    header: 'light',
    band: 'brand',
    maxWidth: 1080,
  },
  'Warm & Friendly': {
    name: 'Warm & Friendly',
    mode: 'light',
    paper: '#fffaf4',
    ink: '#2a211c',
    tint: 0.07,
    fonts: { heading: 'rounded', body: 'humanist' },
    heading: { weight: 700, tracking: '-0.01em', uppercase: false, lineHeight: 1.15 },
    eyebrow: 'pill',
    baseSize: 1.0625,
    ratio: 1.25,
    bodyLineHeight: 1.7,
    spacing: 'regular',
    radius: 'large',
    button: { shape: 'pill', uppercase: false, weight: 700, tracking: '0' },
    card: 'tinted',
    hero: 'soft',
    header: 'light',
    band: 'brand',
    maxWidth: 1140,
  },
  'Corporate Professional': {
    name: 'Corporate Professional',
    mode: 'light',
    paper: '#ffffff',
    ink: '#14202e',
    tint: 0.045,
    fonts: { heading: 'humanist', body: 'system-ui' },
    heading: { weight: 700, tracking: '-0.01em', uppercase: false, lineHeight: 1.2 },
    eyebrow: 'caps',
    baseSize: 1,
    ratio: 1.25,
    bodyLineHeight: 1.65,
    spacing: 'compact',
    radius: 'medium',
    button: { shape: 'rounded', uppercase: false, weight: 600, tracking: '0' },
    card: 'shadow',
    hero: 'split',
    header: 'brand',
    band: 'deep',
    maxWidth: 1200,
  },
  'Dark & Sleek': {
    name: 'Dark & Sleek',
    mode: 'dark',
    paper: '#0b0d12',
    ink: '#f2f4f8',
    tint: 0.06,
    fonts: { heading: 'geometric', body: 'system-ui' },
    heading: { weight: 600, tracking: '-0.015em', uppercase: false, lineHeight: 1.12 },
    eyebrow: 'caps',
    baseSize: 1,
    ratio: 1.3,
    bodyLineHeight: 1.7,
    spacing: 'airy',
    radius: 'medium',
    button: { shape: 'pill', uppercase: false, weight: 600, tracking: '0.01em' },
    card: 'border',
    hero: 'centered',
    header: 'dark',
    band: 'gradient',
    maxWidth: 1160,
  },
  'Rustic & Natural': {
    name: 'Rustic & Natural',
    mode: 'light',
    paper: '#f7f2e8',
    ink: '#2b2418',
    tint: 0.06,
    fonts: { heading: 'old-style', body: 'humanist' },
    heading: { weight: 600, tracking: '0', uppercase: false, lineHeight: 1.15 },
    eyebrow: 'italic',
    baseSize: 1.0625,
    ratio: 1.25,
    bodyLineHeight: 1.7,
    spacing: 'regular',
    radius: 'small',
    button: { shape: 'rounded', uppercase: true, weight: 600, tracking: '0.08em' },
    card: 'flat',
    hero: 'cover',
    header: 'light',
    band: 'deep',
    maxWidth: 1120,
  },
  'Vibrant & Energetic': {
    name: 'Vibrant & Energetic',
    mode: 'light',
    paper: '#ffffff',
    ink: '#14121a',
    tint: 0.07,
    fonts: { heading: 'geometric', body: 'system-ui' },
    heading: { weight: 800, tracking: '-0.02em', uppercase: false, lineHeight: 1.08 },
    eyebrow: 'pill',
    baseSize: 1.0625,
    ratio: 1.333,
    bodyLineHeight: 1.6,
    spacing: 'regular',
    radius: 'large',
    button: { shape: 'pill', uppercase: false, weight: 800, tracking: '0' },
    card: 'shadow',
    hero: 'gradient',
    header: 'light',
    band: 'gradient',
    maxWidth: 1200,
  },
  'Elegant & Refined': {
    name: 'Elegant & Refined',
    mode: 'light',
    paper: '#fbfaf7',
    ink: '#1c1b19',
    tint: 0.03,
    fonts: { heading: 'didone', body: 'transitional' },
    heading: { weight: 400, tracking: '0.005em', uppercase: false, lineHeight: 1.15 },
    eyebrow: 'caps',
    baseSize: 1.0625,
    ratio: 1.3,
    bodyLineHeight: 1.75,
    spacing: 'airy',
    radius: 'none',
    button: { shape: 'square', uppercase: true, weight: 500, tracking: '0.16em' },
    card: 'flat',
    hero: 'centered',
    header: 'light',
    band: 'deep',
    maxWidth: 1080,
  },
};

export const RADIUS_PX: Record<Radius, { card: number; button: number; image: number }> = {
  none: { card: 0, button: 0, image: 0 },
  small: { card: 4, button: 4, image: 4 },
  medium: { card: 10, button: 8, image: 10 },
  large: { card: 20, button: 14, image: 22 },
  pill: { card: 24, button: 999, image: 24 },
};

/** Vertical section padding as CSS clamp() expressions. */
export const SPACING: Record<Spacing, { section: string; gap: string }> = {
  compact: { section: 'clamp(2.75rem, 6vw, 4.25rem)', gap: 'clamp(1rem, 2.5vw, 1.5rem)' },
  regular: { section: 'clamp(3.25rem, 8vw, 5.75rem)', gap: 'clamp(1.25rem, 3vw, 2rem)' },
  airy: { section: 'clamp(3.75rem, 10vw, 7.5rem)', gap: 'clamp(1.5rem, 3.5vw, 2.5rem)' },
};
