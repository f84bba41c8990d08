import { resolveTrade } from '@sgs/site-kit';
import type { BusinessCategory } from './types';

// Restaurant words match whole (so `barber` is not a bar); the others match as prefixes (plumb-er, dent-ist), except
// those that begin other words on a menu: a Barbera is a wine, Spaghetti no spa, an Autunno menu no garage.
const RULES: [BusinessCategory, RegExp][] = [
  [
    'restaurant',
    /\b(restaurant|cafe|café|coffee|bakery|bar|pub|bistro|diner|fine dining|brunch|eatery|trattoria|steakhouse|cuisine|tea ?room|grill|pizz|taco|taqueria|sushi|brewery|winery|food|meal_takeaway|meal_delivery|catering|deli|ice cream|donut|juice)s?\b/i,
  ],
  [
    'professional',
    /\b(lawyer|attorney|law firm|legal|accounting|accountant|cpa|bookkeep|tax|insurance|real[ _]estate|realtor|dentist|dental|doctor|physician|clinic|medical|chiropract|physiotherap|therapist|counsel|consult|architect|financial|advisor|veterinar|optometr)/i,
  ],
  [
    'service',
    /\b(plumb|electric|roof|contractor|painter|painting|locksmith|moving|mover|car_repair|auto(?:motive)?\b|mechanic|car_wash|laundry|dry clean|hair|salon|barber(?:s|shops?|ing)?\b|beauty|spas?\b|nail|gym|fitness|yoga|cleaning|cleaner|landscap|lawn|hvac|heating|cooling|pest|handyman|repair|photograph|tutor|daycare|groom|tattoo|massage)/i,
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

/**
 * The category research gives a business: from the provider's and the website's types, its name and descriptions;
 * then from the trade its name gives in any language the writer speaks ("Macelleria Rossi" is a shop), or its
 * home page's title, descriptions or story in the site's own language ("Clínica Fisioterapia Madrid"); when they say
 * nothing, from weaker evidence a site with no description still carries: its home page's title ("Gourmet Haven |
 * Fine Dining Experience") and the names of what it offers ("Weekend Brunch").
 */
export function categoryOfBusiness(e: {
  types: string[];
  name: string;
  businessType?: string | null;
  descriptions: string[];
  homeTitle?: string;
  language?: string;
  story?: string;
  services: { name: string }[];
}): BusinessCategory {
  const strong = detectCategory(e.types, e.name, e.businessType, ...e.descriptions);
  if (strong !== 'default') return strong;
  const { name, businessType, homeTitle, language, story } = e;
  const named = resolveTrade({ name, businessType, homeTitle, language, story, descriptions: e.descriptions });
  if (named.via === 'name' || named.via === 'title') return named.trade.category;
  return detectCategory([], e.homeTitle, ...e.services.map((s) => s.name));
}
