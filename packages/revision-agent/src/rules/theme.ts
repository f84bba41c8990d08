// Colours, fonts and the design style: changes inside the chosen look, or a switch to another style.
import { DESIGN_STYLES } from '@sgs/contracts';
import { FONT_STACK_IDS, type FontStackId } from '@sgs/site-kit';
import { ask, calls, norm, oneOf, type Request, type Rule, type RulePlan } from './shared';

const NAMED_COLORS: [string, string][] = [
  ['dark green', '#1b5e20'],
  ['forest green', '#1b5e20'],
  ['olive green', '#556b2f'],
  ['navy blue', '#1f2a44'],
  ['sky blue', '#0288d1'],
  ['dark blue', '#0d47a1'],
  ['light blue', '#4fa3e0'],
  ['royal blue', '#2748b8'],
  ['dark red', '#8e1b1b'],
  ['navy', '#1f2a44'],
  ['red', '#c62828'],
  ['blue', '#1565c0'],
  ['green', '#2e7d32'],
  ['orange', '#ef6c00'],
  ['purple', '#6a1b9a'],
  ['teal', '#00796b'],
  ['black', '#111111'],
  ['charcoal', '#333a40'],
  ['gold', '#b8860b'],
  ['pink', '#d81b60'],
  ['brown', '#6d4c41'],
  ['grey', '#546e7a'],
  ['gray', '#546e7a'],
  ['yellow', '#f9a825'],
  ['maroon', '#800000'],
  ['burgundy', '#800020'],
  ['turquoise', '#00838f'],
  ['coral', '#e0603f'],
];

/** Words that describe a type face -> the system font stack that fits (most specific first). */
const FONT_WORDS: [RegExp, FontStackId][] = [
  [/\bslab\b/i, 'slab-serif'],
  [/\bsans[- ]?serif\b/i, 'neo-grotesque'],
  [/\b(didone|fashion|high[- ]contrast|elegant|luxur\w*|fancy)\b/i, 'didone'],
  [/\b(old[- ]style|classic|traditional|old[- ]fashioned|bookish|vintage)\b/i, 'old-style'],
  [/\bserif\b/i, 'transitional'],
  [/\b(rounded|round|friendly|playful|soft)\b/i, 'rounded'],
  [/\b(geometric)\b/i, 'geometric'],
  [/\b(humanist|warm)\b/i, 'humanist'],
  [/\b(industrial|condensed|bold|strong)\b/i, 'industrial'],
  [/\b(modern|clean|simple|minimal|neutral)\b/i, 'neo-grotesque'],
  [/\b(system|default|standard)\b/i, 'system-ui'],
];

function style(req: Request): RulePlan | null {
  const found = DESIGN_STYLES.find((st) => norm(req.text).includes(norm(st)));
  if (found) return calls(`Design style switched to ${found}`, { name: 'set_design_style', args: { style: found } });
  if (
    /\b(style|look and feel|design|theme)\b/i.test(req.text) &&
    /\b(change|switch|make|use|different)\b/i.test(req.text)
  )
    return ask(`Which design style should the site use? One of: ${oneOf([...DESIGN_STYLES])}.`, 'Design style');
  return null;
}

function colors(req: Request): RulePlan | null {
  const t = req.text;
  const subject = /\b(colou?rs?|buttons?|links?|headers?|accents?|brand|theme)\b/i.test(t);
  const hex = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/i.exec(t)?.[0];
  const named = NAMED_COLORS.find(([c]) => new RegExp(`\\b${c}\\b`, 'i').test(t));
  const whole = /\bmake\s+(?:the\s+(?:whole\s+)?(?:site|website)|it|everything)\s+(?:more\s+)?\w/i.test(t) && named;
  if (!subject && !whole && !(hex && /\b(make|use|change)\b/i.test(t))) return null;
  if (!/\bcolou?rs?\b/i.test(t) && !hex && !named) return null;
  const slot = /\b(accent|highlight|buttons?)\b/i.test(t)
    ? 'accent'
    : /\b(secondary|dark|footer|background of the header)\b/i.test(t) && !named?.[0].startsWith('dark')
      ? 'secondary'
      : 'primary';
  const slotWord = /\b(primary|secondary|accent)\b/i.exec(t)?.[1]?.toLowerCase() ?? slot;
  // "change colors to red and white": two colours and no word for where each goes (longest names first: "navy blue")
  let rest = t;
  const mentioned = [...(t.match(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi) ?? [])];
  for (const c of [...NAMED_COLORS.map(([n]) => n), 'white', 'cream', 'silver', 'beige', 'ivory']) {
    const re = new RegExp(`\\b${c}\\b`, 'gi');
    if (re.test(rest)) mentioned.push(c);
    rest = rest.replace(re, ' ');
  }
  if (new Set(mentioned.map((c) => c.toLowerCase())).size > 1)
    return ask(
      `Which colour should go where: the primary colour (buttons and links), the secondary (dark backgrounds) or the accent? I read ${oneOf(mentioned, 'and')}.`,
      'Brand colours',
    );
  const value = hex ?? named?.[1];
  if (!value)
    return ask('Which colour should it be? A hex value such as #1a73e8 or a colour name works.', 'Brand colours');
  const hexValue =
    value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}`.toLowerCase() : value.toLowerCase();
  return calls(`${slotWord[0]!.toUpperCase()}${slotWord.slice(1)} colour changed to ${hexValue}`, {
    name: 'set_colors',
    args: { [slotWord]: hexValue },
  });
}

function fonts(req: Request): RulePlan | null {
  const t = req.text;
  if (!/\b(fonts?|typefaces?|typography|lettering)\b/i.test(t)) return null;
  const stack = FONT_WORDS.find(([re]) => re.test(t.replace(/\bfonts?\b/gi, '')))?.[1];
  if (!stack)
    return ask(
      `What kind of font should it be? For example: ${oneOf(['serif', 'sans-serif', 'rounded', 'classic', 'elegant', 'slab', 'modern'])}.`,
      `Font stacks available: ${FONT_STACK_IDS.join(', ')}`,
    );
  const heading = /\b(headings?|titles?|headlines?)\b/i.test(t);
  const body = /\b(body|text|paragraphs?|main text)\b/i.test(t.replace(/\bfont\b/gi, ''));
  const both = heading === body;
  const args = { ...(heading || both ? { heading: stack } : {}), ...(body || both ? { body: stack } : {}) };
  return calls(`${both ? 'Fonts' : heading ? 'Heading font' : 'Body font'} changed to the ${stack} stack`, {
    name: 'set_fonts',
    args,
  });
}

export const themeRule: Rule = { name: 'theme', plan: (req) => style(req) ?? fonts(req) ?? colors(req) };
