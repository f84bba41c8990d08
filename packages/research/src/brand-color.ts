// The owner's brand colour as their own website shows it: colours weighted by where the site uses them (its
// theme-color, custom properties named for the brand and every use of them, buttons, links, headers), and
// which source gave the colour the site is built in.
import { normalizeHex, type ResearchFact } from '@sgs/contracts';
import { isColourful } from './colors';

/** A custom property the site names for its brand: --brand, --color-primary, --wp--preset--color--accent. */
const BRAND_PROPERTY = /^--[\w-]*(brand|primary|main|accent|theme|highlight|cta)[\w-]*$/i;
/** Selectors of what a visitor sees first and most: buttons, links, the header, navigation, headings, the hero. */
const PROMINENT =
  /(^|[\s,>+~(])(button|a|h[1-3]|header|nav)\b|\.(btn|button|cta|hero|banner|header|navbar|nav|menu|masthead)\b|\[type=["']?submit/i;
/** Colours that are someone else's (a social network's icon) or say a state (an alert), not the brand. */
const NOT_BRAND =
  /facebook|twitter|instagram|pinterest|youtube|linkedin|whatsapp|google|tiktok|social|alert|success|danger|warning|error|invalid|\binfo\b/i;
/** A library's stylesheet opens with a preserved banner comment ("/*! Bootstrap v3"): its colours are not the site's. */
const LIBRARY_WEIGHT = 0.2;
const COLOUR_PROPERTY =
  /^(color|background|background-color|border|border-color|border-\w+-color|fill|stroke|outline)$/i;
const COLOUR = /#(?:[0-9a-f]{6}|[0-9a-f]{3})\b|rgba?\(\s*\d{1,3}[\s,]+\d{1,3}[\s,]+\d{1,3}[^)]*\)/gi;

/** The colour a site declares for itself (meta theme-color) leads whatever its stylesheet uses most. */
const THEME_COLOR_WEIGHT = 1000;
const BRAND_PROPERTY_WEIGHT = 6;
const PROMINENT_BACKGROUND_WEIGHT = 4;
const PROMINENT_WEIGHT = 3;
/** Each var(--x) that paints something adds to --x's colour: a property used everywhere is the brand. */
const VAR_USE_WEIGHT = 2;

function hexOf(raw: string): string | undefined {
  const rgb = /rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})[\s,/]*([\d.]+%?)?/i.exec(raw);
  if (rgb) {
    // A faint overlay (alpha under one half) is not a colour anyone sees as the brand.
    const alpha = rgb[4] ? parseFloat(rgb[4]) / (rgb[4].endsWith('%') ? 100 : 1) : 1;
    if (alpha < 0.5) return undefined;
    const hex = `#${[rgb[1], rgb[2], rgb[3]].map((v) => Math.min(255, Number(v)).toString(16).padStart(2, '0')).join('')}`;
    return isColourful(hex) ? hex : undefined;
  }
  const hex = normalizeHex(raw);
  return hex && isColourful(hex) ? hex : undefined;
}

/** Declarations with the selector they sit under ('' for a style attribute). */
function declarations(css: string): { selector: string; property: string; value: string }[] {
  const out: { selector: string; property: string; value: string }[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks = text.includes('{') ? text.matchAll(/([^{}]*)\{([^{}]*)\}/g) : [['', '', text] as const];
  for (const [, selector, body] of blocks)
    for (const decl of body!.split(';')) {
      const i = decl.indexOf(':');
      if (i > 0) out.push({ selector: selector!.trim(), property: decl.slice(0, i).trim(), value: decl.slice(i + 1) });
    }
  return out;
}

/**
 * The site's non-neutral colours, most prominent first: the declared theme colour, colours of custom properties
 * named for the brand and of those the stylesheet uses most, then colours on buttons, links and headers.
 */
export function cssBrandColors(css: string[], themeColor?: string): string[] {
  const weights = new Map<string, number>();
  const add = (hex: string | undefined, weight: number) => {
    if (hex && weight > 0) weights.set(hex, (weights.get(hex) ?? 0) + weight);
  };
  if (themeColor) add(hexOf(themeColor), THEME_COLOR_WEIGHT);
  const decls = css.flatMap((sheet) =>
    declarations(sheet).map((d) => ({ ...d, scale: /^\s*\/\*!/.test(sheet) ? LIBRARY_WEIGHT : 1 })),
  );
  const properties = new Map<string, string>();
  for (const d of decls) if (d.property.startsWith('--')) properties.set(d.property, d.value);
  for (const d of decls) {
    const colours = [...d.value.matchAll(COLOUR)].map((m) => hexOf(m[0]));
    if (d.property.startsWith('--')) {
      for (const c of colours) add(c, (BRAND_PROPERTY.test(d.property) ? BRAND_PROPERTY_WEIGHT : 1) * d.scale);
      continue;
    }
    if (!COLOUR_PROPERTY.test(d.property) || NOT_BRAND.test(d.selector)) continue;
    const prominent = PROMINENT.test(d.selector);
    const weight = prominent ? (/^background/i.test(d.property) ? PROMINENT_BACKGROUND_WEIGHT : PROMINENT_WEIGHT) : 1;
    for (const c of colours) add(c, weight * d.scale);
    for (const m of d.value.matchAll(/var\(\s*(--[\w-]+)/g)) {
      const value = properties.get(m[1]!);
      for (const c of value ? (value.match(COLOUR) ?? []) : [])
        add(hexOf(c), VAR_USE_WEIGHT * (prominent ? 2 : 1) * d.scale);
    }
  }
  return [...weights.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([hex]) => hex)
    .slice(0, 6);
}

/**
 * The fact that records the site's brand colour and where it came from (the logo's own source, else the
 * website's stylesheet); none when neither gave it and the colour is the category's default.
 */
export function brandColorFact(
  colors: readonly string[],
  from: { logo: readonly string[]; logoSource?: string; css: readonly string[]; cssSource?: string },
  id: string,
): ResearchFact | undefined {
  const color = colors[0];
  if (!color) return undefined;
  const source = from.logo.includes(color) ? from.logoSource : from.css.includes(color) ? from.cssSource : undefined;
  return source ? { id, field: 'brand_color', value: color, source } : undefined;
}
