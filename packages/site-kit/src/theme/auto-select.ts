// Picks a design style when the caller did not: the business's own words first, then its brand colours,
// then its category. Scores rather than first-match so several weak hints can outvote one.
import { DESIGN_STYLES, type DesignStyle } from '@sgs/contracts';
import { isHexColor, luminance, normalizeHex, toHsl } from './color';

const WORD_HINTS: readonly [RegExp, DesignStyle, number][] = [
  [
    /\b(luxury|luxurious|upscale|fine dining|bespoke|boutique|elegan|refined|couture|bridal|jewel|wine bar|tasting menu)/,
    'Elegant & Refined',
    3,
  ],
  [
    /\b(organic|farm|rustic|natural|handmade|hand-made|artisan|woodwork|timber|barn|sourdough|garden|landscap|homestead)/,
    'Rustic & Natural',
    3,
  ],
  [
    /\b(kids|children|fun|party|fitness|gym|dance|trampoline|smoothie|juice|sports?|energy|energetic|vibrant|colorful|colourful)/,
    'Vibrant & Energetic',
    3,
  ],
  [
    /\b(law|legal|attorney|accounting|accountant|cpa|financial|insurance|consult|advisory|clinic|medical|dental|engineering)/,
    'Corporate Professional',
    3,
  ],
  [
    /\b(night|lounge|cocktail|tattoo|barber|studio|recording|tech|gaming|club|auto detailing|vape|cinema)/,
    'Dark & Sleek',
    3,
  ],
  [
    /\b(family|friendly|cozy|cosy|pet|daycare|bakery|cafe|café|neighbou?rhood|community|home-?style|welcoming)/,
    'Warm & Friendly',
    2,
  ],
  [/\b(modern|bold|contractor|construction|roofing|plumb|electric|hvac|repair|remodel|moving)/, 'Bold & Modern', 2],
  [/\b(minimal|simple|clean|design|architect|gallery|optometr|yoga|pilates|spa)/, 'Clean Minimal', 2],
];

const CATEGORY_DEFAULT: Record<string, DesignStyle> = {
  service: 'Bold & Modern',
  restaurant: 'Warm & Friendly',
  retail: 'Clean Minimal',
  professional: 'Corporate Professional',
  default: 'Clean Minimal',
};

/** Colour hints: near-black brands read sleek, earthy browns and olives rustic, hot saturated hues vibrant. */
function colorHints(colors: readonly string[]): [DesignStyle, number][] {
  const valid = colors.filter(isHexColor).map(normalizeHex);
  const primary = valid[0];
  if (!primary) return [];
  const { h, s, l } = toHsl(primary);
  const hints: [DesignStyle, number][] = [];
  if (luminance(primary) < 0.03 && s < 0.35) hints.push(['Dark & Sleek', 1.5], ['Elegant & Refined', 1]);
  if (s > 0.2 && s < 0.6 && l > 0.2 && l < 0.55 && h >= 20 && h <= 95) hints.push(['Rustic & Natural', 1.5]);
  if (s > 0.75 && l > 0.4 && l < 0.65 && (h < 20 || h > 280 || (h > 40 && h < 70)))
    hints.push(['Vibrant & Energetic', 1.5]);
  if (s > 0.35 && h >= 200 && h <= 235 && l < 0.45) hints.push(['Corporate Professional', 1]);
  const accent = valid[2];
  if (accent && toHsl(accent).s > 0.8) hints.push(['Vibrant & Energetic', 0.5]);
  return hints;
}

export function autoSelectStyle(
  category: string | null | undefined,
  brandColors: readonly string[] = [],
  description = '',
): DesignStyle {
  const scores = new Map<DesignStyle, number>(DESIGN_STYLES.map((s) => [s, 0]));
  const add = (style: DesignStyle, points: number) => scores.set(style, (scores.get(style) ?? 0) + points);
  const words = description.toLowerCase();
  for (const [re, style, points] of WORD_HINTS) if (re.test(words)) add(style, points);
  for (const [style, points] of colorHints(brandColors)) add(style, points);
  add(CATEGORY_DEFAULT[category ?? 'default'] ?? 'Clean Minimal', 1.25);
  // Highest score wins; ties go to the earlier style in spec order, so the choice is stable.
  let best: DesignStyle = DESIGN_STYLES[0];
  for (const style of DESIGN_STYLES) if ((scores.get(style) ?? 0) > (scores.get(best) ?? 0)) best = style;
  return best;
}
