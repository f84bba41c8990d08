import type { DesignStyle } from '@sgs/contracts';
import type { BusinessCategory } from './types';

const BY_CATEGORY: Record<BusinessCategory, DesignStyle> = {
  restaurant: 'Warm & Friendly',
  retail: 'Vibrant & Energetic',
  professional: 'Corporate Professional',
  service: 'Bold & Modern',
  default: 'Clean Minimal',
};

/** A style for the business when the caller named none: its words first, then its category. */
export function autoDesignStyle(category: BusinessCategory, description: string): DesignStyle {
  if (/\b(luxury|boutique|bespoke|fine dining|bridal|jewel|couture|elegant)\b/i.test(description))
    return 'Elegant & Refined';
  if (/\b(rustic|farm|organic|ranch|log cabin|woodwork|garden|homestead)\b/i.test(description))
    return 'Rustic & Natural';
  if (/\b(nightclub|cocktail|lounge|tattoo|barbershop|vinyl|gaming)\b/i.test(description)) return 'Dark & Sleek';
  return BY_CATEGORY[category];
}
