// Chooses a fitting icon for a service or business from its words, falling back to its category.
import type { BusinessCategory } from './document/business-types';
import type { IconName } from './icons';

const RULES: readonly [RegExp, IconName][] = [
  [/\b(drain|leak|pipe|plumb|water|sewer|faucet|toilet)/, 'droplet'],
  [/\b(heat|furnace|boiler|fire|grill|bbq|barbecue)/, 'flame'],
  [/\b(cool|air ?condition|a\/c|ac unit|refrigerat|freez|ice)/, 'snowflake'],
  [/\b(electric|wiring|lighting|panel|outlet|power|generator|ev charg)/, 'bolt'],
  [/\b(clean|wash|detail|polish|maid|sanit)/, 'sparkles'],
  [/\b(paint|decor|mural|finish)/, 'paintbrush'],
  [/\b(lawn|garden|landscap|tree|plant|yard|organic|farm|flower|floral)/, 'leaf'],
  [/\b(hair|cut|barber|trim|styl|salon|groom)/, 'scissors'],
  [/\b(coffee|espresso|latte|tea|cafe|café)/, 'coffee'],
  [/\b(cake|bak|pastr|bread|dessert|cookie|cupcake)/, 'cake'],
  [/\b(wine|cocktail|beer|bar|drink|brew)/, 'wine'],
  [
    /\b(food|meal|menu|dinner|lunch|breakfast|brunch|kitchen|cater|dine|dining|takeout|take-out|pizza|burger|taco|sushi)/,
    'utensils',
  ],
  [/\b(deliver|moving|mover|haul|transport|shipping|courier|tow)/, 'truck'],
  [/\b(car|auto|vehicle|tire|tyre|brake|oil change|engine|transmission)/, 'car'],
  [/\b(pet|dog|cat|puppy|vet|animal|kennel)/, 'paw'],
  [/\b(tax|account|bookkeep|payroll|audit|financ)/, 'calculator'],
  [/\b(law|legal|attorney|court|contract|estate plan|litigat)/, 'scale'],
  [/\b(dental|teeth|tooth|smile|orthodont|whiten)/, 'smile'],
  [/\b(health|medical|clinic|therap|care|nurs|wellness|massage|chiro)/, 'heart-pulse'],
  [/\b(gym|fitness|train|workout|yoga|pilates|strength)/, 'dumbbell'],
  [/\b(lock|key|security|safe)/, 'key'],
  [/\b(roof|home|house|remodel|renovat|kitchen remodel|bath|floor|window|door|gutter|siding|construct|build)/, 'home'],
  [/\b(repair|fix|maintenance|service|tune|install)/, 'wrench'],
  [/\b(consult|advice|advis|coach|plan|strategy)/, 'message'],
  [/\b(photo|video|portrait|camera)/, 'camera'],
  [/\b(event|party|wedding|booking|appointment|schedul)/, 'calendar'],
  [/\b(gift|present|voucher)/, 'gift'],
  [/\b(book|class|lesson|tutor|school|course|learn)/, 'book'],
  [/\b(shop|store|retail|boutique|cloth|apparel|jewel|sale)/, 'shopping-bag'],
  [/\b(insurance|protect|warranty|inspect)/, 'shield-check'],
  [/\b(team|staff|family|community)/, 'users'],
];

const CATEGORY_ICON: Record<BusinessCategory, IconName> = {
  service: 'wrench',
  restaurant: 'utensils',
  retail: 'shopping-bag',
  professional: 'briefcase',
  default: 'star',
};

export function iconFor(words: string, category: BusinessCategory): IconName {
  const haystack = words.toLowerCase();
  for (const [re, icon] of RULES) if (re.test(haystack)) return icon;
  return CATEGORY_ICON[category];
}

const FEATURE_RULES: readonly [RegExp, IconName][] = [
  [/\b(licen[cs]|insur|certif|accredit|credential|qualified)/, 'shield-check'],
  [/\b(local|based in|neighbou?rhood|nearby)/, 'map-pin'],
  [/\b(pric|cost|quote|estimate|budget|value)/, 'tag'],
  [/\b(communicat|explain|plain language|listen|jargon|advice)/, 'message'],
  [/\b(tidy|clean|respect|space|care)/, 'sparkles'],
  [/\b(book|schedul|appointment|time that suits)/, 'calendar'],
  [/\b(reach|call|responsive|get back)/, 'phone'],
  [/\b(welcome|friendly|family|share|sharing)/, 'heart'],
  [/\b(chosen|select|quality)/, 'star'],
  [/\b(fast|quick|same[- ]day|emergenc)/, 'clock'],
];

/** An icon for a selling point ("Licensed", "Upfront pricing"); a check mark when nothing fits. */
export function featureIconFor(words: string): IconName {
  const haystack = words.toLowerCase();
  for (const [re, icon] of FEATURE_RULES) if (re.test(haystack)) return icon;
  return 'check-circle';
}

export const categoryIcon = (category: BusinessCategory): IconName => CATEGORY_ICON[category];
