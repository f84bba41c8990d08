import type { BusinessCategory } from './types';

// Restaurant words match whole (so `barber` is not a bar); the others match as prefixes (plumb-er, dent-ist).
const RULES: [BusinessCategory, RegExp][] = [
  [
    'restaurant',
    /\b(restaurant|cafe|café|coffee|bakery|bar|pub|bistro|diner|grill|pizz|taco|taqueria|sushi|brewery|winery|food|meal_takeaway|meal_delivery|catering|deli|ice cream|donut|juice)s?\b/i,
  ],
  [
    'professional',
    /\b(lawyer|attorney|law firm|legal|accounting|accountant|cpa|bookkeep|tax|insurance|real[ _]estate|realtor|dentist|dental|doctor|physician|clinic|medical|chiropract|physiotherap|therapist|counsel|consult|architect|financial|advisor|veterinar|optometr)/i,
  ],
  [
    'service',
    /\b(plumb|electric|roof|contractor|painter|painting|locksmith|moving|mover|car_repair|auto|mechanic|car_wash|laundry|dry clean|hair|salon|barber|beauty|spa|nail|gym|fitness|yoga|cleaning|cleaner|landscap|lawn|hvac|heating|cooling|pest|handyman|repair|photograph|tutor|daycare|groom|tattoo|massage)/i,
  ],
  [
    'retail',
    /\b(store|shop|boutique|florist|clothing|jewel|furniture|book_store|bookstore|hardware|pet_store|gift|market|supply|outlet|retail)/i,
  ],
];

/** One of the five spec values, from the place's types first, then its name and description. */
export function detectCategory(types: string[], ...texts: (string | undefined | null)[]): BusinessCategory {
  const typeText = types.join(' ').replace(/_/g, ' ');
  for (const source of [typeText, texts.filter(Boolean).join(' ')]) {
    for (const [category, re] of RULES) if (re.test(source)) return category;
  }
  return 'default';
}
