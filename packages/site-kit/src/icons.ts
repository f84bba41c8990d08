// Inline SVG icons from Lucide (lucide-static, pinned, ISC licence), drawn in `currentColor`. Only the icons
// named here can appear on a site: the trade taxonomy (trades/) picks from them per trade and per item.
import * as lucide from 'lucide-static';

/** Interface icons every site may show, whatever its trade (contact details, ratings, selling points). */
export const NEUTRAL_ICONS = [
  'phone',
  'mail',
  'map-pin',
  'clock',
  'check',
  'circle-check',
  'shield-check',
  'star',
  'tag',
  'calendar',
  'message-circle',
  'heart',
  'users',
  'arrow-right',
  'quote',
  'menu',
  'award',
  'thumbs-up',
  'badge-check',
  'handshake',
] as const;

/** Icons that belong to trades (see trades/taxonomy.ts); each trade's set is its own. */
const TRADE_ICONS = [
  // food and drink
  'utensils',
  'chef-hat',
  'soup',
  'salad',
  'fish',
  'beef',
  'coffee',
  'croissant',
  'cup-soda',
  'cake',
  'cookie',
  'wheat',
  'beer',
  'hop',
  'wine',
  'grape',
  'martini',
  'pizza',
  'truck',
  'sandwich',
  'hand-platter',
  'concierge-bell',
  'ice-cream-cone',
  'ice-cream-bowl',
  'cake-slice',
  'leaf',
  'donut',
  'cooking-pot',
  // beauty and wellness
  'scissors',
  'scissors-line-dashed',
  'spray-can',
  'brush',
  'wand-sparkles',
  'hand',
  'gem',
  'sparkles',
  'flower',
  'waves',
  'bath',
  'hand-heart',
  'pen-tool',
  'feather',
  'eye',
  'tube-lotion',
  'palette',
  'droplets',
  'shower-head',
  // health
  'toothbrush',
  'toothbrush-sparkles',
  'smile',
  'stethoscope',
  'heart-pulse',
  'syringe',
  'bone',
  'activity',
  'accessibility',
  'glasses',
  'scan-eye',
  'brain',
  'messages-square',
  'pill',
  'pill-bottle',
  'cross',
  'footprints',
  // home services
  'wrench',
  'droplet',
  'faucet',
  'zap',
  'plug',
  'lightbulb',
  'fan',
  'thermometer',
  'snowflake',
  'house',
  'hard-hat',
  'hammer',
  'ruler',
  'paint-roller',
  'paintbrush',
  'shovel',
  'trees',
  'sprout',
  'broom',
  'key',
  'lock',
  'drill',
  'toolbox',
  'bug',
  'rat',
  'package',
  'boxes',
  'waves-ladder',
  'fence',
  'sun',
  'solar-panel',
  'construction',
  // auto
  'car',
  'car-front',
  'engine',
  'gauge',
  'fuel',
  'circle-gauge',
  'car-battery',
  'caravan',
  'life-buoy',
  'circle-dot',
  'traffic-cone',
  'road',
  // fitness and kids
  'dumbbell',
  'biceps-flexed',
  'timer',
  'person-standing',
  'flower-2',
  'hand-fist',
  'swords',
  'music',
  'music-2',
  'baby',
  'toy-brick',
  'puzzle',
  'trophy',
  'volleyball',
  'bike',
  // professional
  'scale',
  'gavel',
  'landmark',
  'calculator',
  'receipt',
  'file-text',
  'shield',
  'umbrella',
  'building',
  'key-round',
  'chart-line',
  'piggy-bank',
  'briefcase',
  'presentation',
  'drafting-compass',
  'building-2',
  'laptop',
  'code',
  'server',
  // retail
  'store',
  'shopping-bag',
  'rose',
  'ribbon',
  'shirt',
  'book-open',
  'book',
  'library',
  'diamond',
  'watch',
  'nut',
  'gift',
  'party-popper',
  'shopping-basket',
  'carrot',
  'apple',
  'ham',
  'drumstick',
  'shell',
  'sofa',
  'armchair',
  'lamp',
  // creative
  'camera',
  'aperture',
  'image',
  'pen-line',
  'printer',
  'stamp',
  'video',
  'clapperboard',
  'film',
  'mic',
  // pets
  'paw-print',
  'dog',
  'cat',
  'bird',
  'rabbit',
  'house-heart',
  'fish-symbol',
  'tent',
  // events
  'calendar-heart',
  'glass-water',
  'castle',
  'headphones',
  'disc-3',
  'speaker',
  'tent-tree',
  'balloon',
  // education
  'graduation-cap',
  'notebook-pen',
  'pencil',
  'languages',
  'globe',
  'piano',
  'guitar',
  'signpost',
  // hospitality
  'hotel',
  'bed-double',
  'bed',
  'luggage',
  'tree-pine',
  // community
  'church',
  'sunrise',
  'heart-handshake',
  'users-round',
  'hand-helping',
  'tree-deciduous',
  // everyday services
  'washing-machine',
  'sparkle',
  'spool',
  'warehouse',
  'container',
] as const;

/** Names older documents used before the Lucide import; they still parse and draw. */
const LEGACY_ALIASES = {
  paw: 'paw-print',
  home: 'house',
  message: 'message-circle',
  'check-circle': 'circle-check',
  bolt: 'zap',
  'shopping-bag': 'shopping-bag',
  flame: 'flame',
  clipboard: 'clipboard',
} as const;

type Neutral = (typeof NEUTRAL_ICONS)[number];
type TradeIcon = (typeof TRADE_ICONS)[number];
type Legacy = keyof typeof LEGACY_ALIASES;
export type IconName = Neutral | TradeIcon | Legacy;

const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_m, _d, c: string) => c.toUpperCase());
const LIBRARY = lucide as unknown as Record<string, string | undefined>;

/** The inner markup of a Lucide icon (its paths), or undefined when the library has no such icon. */
function lucideBody(name: string): string | undefined {
  const svg = LIBRARY[pascal(name)];
  const m = svg && /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg);
  return m ? m[1]!.replace(/\s*\n\s*/g, '').trim() : undefined;
}

const canonical = (name: IconName): string => (LEGACY_ALIASES as Record<string, string>)[name] ?? name;

export const ICON_NAMES = [
  ...new Set<IconName>([...NEUTRAL_ICONS, ...TRADE_ICONS, ...(Object.keys(LEGACY_ALIASES) as Legacy[])]),
].filter((n) => lucideBody(canonical(n))) as [IconName, ...IconName[]];

const BODIES = new Map<IconName, string>(ICON_NAMES.map((n) => [n, lucideBody(canonical(n))!]));

export const isNeutralIcon = (name: IconName): boolean => (NEUTRAL_ICONS as readonly string[]).includes(name);
/** The same picture under two names (a legacy alias) counts as one icon. */
export const canonicalIcon = (name: IconName): string => canonical(name);

/** Decorative icon markup: hidden from assistive technology, never focusable. */
export function iconSvg(name: IconName, className = 'icon', size = 24): string {
  const body = BODIES.get(name) ?? BODIES.get('circle-check')!;
  return `<svg class="${className}" data-icon="${canonical(name)}" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${body}</svg>`;
}
