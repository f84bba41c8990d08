// Chooses icons: for an offering from the trade's own set (trades/), for a selling point from the neutral
// interface icons, so no trade's icon ever lands on another trade's site.
import type { BusinessCategory } from './document/business-types';
import type { IconName } from './icons';
import { FAMILIES, GENERIC_TRADE, tradeIconFor, type Trade } from './trades';

const CATEGORY_TRADE: Record<BusinessCategory, Trade> = {
  service: FAMILIES['home-services'].fallback,
  restaurant: FAMILIES['food-and-drink'].fallback,
  retail: FAMILIES.retail.fallback,
  professional: FAMILIES['professional-services'].fallback,
  default: GENERIC_TRADE,
};

const tradeOf = (t: Trade | BusinessCategory): Trade => (typeof t === 'string' ? CATEGORY_TRADE[t] : t);

/** An icon for an offering from its words, within the trade's set (or, given only a category, its family's). */
export function iconFor(words: string, trade: Trade | BusinessCategory): IconName {
  return tradeIconFor(tradeOf(trade), words);
}

/** The trade's (or category's family's) signature icon. */
export const categoryIcon = (trade: Trade | BusinessCategory): IconName => tradeOf(trade).icon;

const FEATURE_RULES: readonly [RegExp, IconName][] = [
  [/\b(licen[cs]|insur|certif|accredit|credential|qualified)/, 'shield-check'],
  [/\b(local|based in|neighbou?rhood|nearby)/, 'map-pin'],
  [/\b(pric|cost|quote|estimate|budget|value)/, 'tag'],
  [/\b(communicat|explain|plain language|listen|jargon|advice)/, 'message-circle'],
  [/\b(tidy|clean|respect|space|care)/, 'thumbs-up'],
  [/\b(book|schedul|appointment|time that suits)/, 'calendar'],
  [/\b(reach|call|responsive|get back)/, 'phone'],
  [/\b(welcome|friendly|family|share|sharing)/, 'heart'],
  [/\b(award|experience|years|since)/, 'award'],
  [/\b(chosen|select|quality)/, 'star'],
  [/\b(fast|quick|same[- ]day|emergenc)/, 'clock'],
];

/** An icon for a selling point ("Licensed", "Upfront pricing"), always a neutral one; a check when nothing fits. */
export function featureIconFor(words: string): IconName {
  const haystack = words.toLowerCase();
  for (const [re, icon] of FEATURE_RULES) if (re.test(haystack)) return icon;
  return 'circle-check';
}
