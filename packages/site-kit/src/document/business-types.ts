// Business categories (spec 2.4) and the schema.org LocalBusiness subtype that fits a business best.

import type { BusinessCategory } from '@sgs/contracts';

export { BUSINESS_CATEGORIES, type BusinessCategory } from '@sgs/contracts';

/** Keyword -> schema.org type, most specific first; the first match against the business's words wins. */
const KEYWORD_TYPES: readonly [RegExp, string][] = [
  [/\bplumb/, 'Plumber'],
  [/\belectric(ian|al)\b/, 'Electrician'],
  [/\broof/, 'RoofingContractor'],
  [/\b(hvac|heating|air condition|furnace)/, 'HVACBusiness'],
  [/\blocksmith/, 'Locksmith'],
  [/\b(house ?)?paint(er|ing)\b/, 'HousePainter'],
  [/\b(general contractor|construction|remodel|renovat|builder)/, 'GeneralContractor'],
  [/\bmov(ing|ers)\b/, 'MovingCompany'],
  [/\b(auto|car|vehicle|mechanic|tire|tyre)s? ?(repair|service|shop|garage|mechanic)?\b/, 'AutoRepair'],
  [/\bdent(ist|al)\b/, 'Dentist'],
  [/\b(veterinar|vet clinic|animal hospital)/, 'VeterinaryCare'],
  [/\b(physician|doctor|clinic|medical)\b/, 'MedicalClinic'],
  [/\b(attorney|lawyer|law firm|legal)\b/, 'LegalService'],
  [/\b(accountant|accounting|bookkeep|tax prep|cpa)\b/, 'AccountingService'],
  [/\binsurance\b/, 'InsuranceAgency'],
  [/\breal estate|realtor\b/, 'RealEstateAgent'],
  [/\b(barber|hair ?salon|hairdress|hair stylist)/, 'HairSalon'],
  [/\b(nail salon|manicure)/, 'NailSalon'],
  [/\b(day spa|massage|spa)\b/, 'DaySpa'],
  [/\b(beauty|salon|esthetic|lash|brow)/, 'BeautySalon'],
  [/\b(gym|fitness|crossfit|personal train)/, 'ExerciseGym'],
  [/\b(yoga|pilates)\b/, 'SportsActivityLocation'],
  [/\b(bakery|bakehouse|patisserie)\b/, 'Bakery'],
  [/\b(cafe|café|coffee|espresso|tea house)/, 'CafeOrCoffeeShop'],
  [/\b(pub|bar|tavern|brewery|taproom)\b/, 'BarOrPub'],
  [/\b(ice cream|gelato|frozen yogurt)/, 'IceCreamShop'],
  [/\b(fast food|burger|takeaway|take-out)/, 'FastFoodRestaurant'],
  [/\bflorist|flower shop/, 'Florist'],
  [/\b(hardware|home improvement)\b/, 'HardwareStore'],
  [/\b(pet store|pet shop|pet supplies)/, 'PetStore'],
  [/\b(clothing|boutique|apparel|fashion)\b/, 'ClothingStore'],
  [/\b(book ?store|bookshop)/, 'BookStore'],
  [/\b(jewel)/, 'JewelryStore'],
  [/\b(furniture)\b/, 'FurnitureStore'],
  [/\b(grocery|market|deli)\b/, 'GroceryStore'],
  [/\b(child ?care|daycare|preschool)/, 'ChildCare'],
  [/\b(landscap|lawn|garden(ing|er))/, 'HomeAndConstructionBusiness'],
  [/\b(clean(ing|ers)|maid|janitor)/, 'HomeAndConstructionBusiness'],
];

const CATEGORY_TYPES: Record<BusinessCategory, string> = {
  restaurant: 'Restaurant',
  retail: 'Store',
  professional: 'ProfessionalService',
  service: 'LocalBusiness',
  default: 'LocalBusiness',
};

export const SCHEMA_ORG_TYPES = [
  ...new Set([...KEYWORD_TYPES.map(([, t]) => t), ...Object.values(CATEGORY_TYPES)]),
].sort() as [string, ...string[]];

/**
 * Picks the schema.org subtype from the business's own words, else its category. Word groups are tried in
 * order (pass the place type and name before the description) so a passing mention cannot outrank them.
 */
export function schemaTypeFor(category: BusinessCategory, ...wordGroups: (string | null | undefined)[]): string {
  for (const words of wordGroups) {
    const haystack = (words ?? '').toLowerCase();
    for (const [re, type] of KEYWORD_TYPES) if (haystack && re.test(haystack)) return type;
  }
  return CATEGORY_TYPES[category];
}
