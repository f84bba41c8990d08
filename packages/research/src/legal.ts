// A business's register entry and VAT id as its own pages state them (the Impressum of a German, Austrian or Swiss
// site): read only where written, never guessed. The writer's Impressum prints them as found.

/** A commercial register number: "HRB 123456 B" (DE), "FN 123456a" (AT), "CHE-123.456.789" (CH). */
const REGISTER_NUMBER =
  /\bHR[AB]\s?\d{1,7}(?:\s?[A-Z]{1,2}\b)?|\bFN\s?\d{3,7}\s?[a-z]\b|\bCHE-\d{3}\.\d{3}\.\d{3}\b(?!\s*(?:MWST|TVA|IVA))/u;
/** The court that keeps the register: "Amtsgericht Berlin-Charlottenburg", "Handelsgericht Wien". */
const COURT =
  /\b(?:Amtsgericht|Handelsgericht|Landesgericht|Landgericht)\s+\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)*(?:\s(?:am|an der|im|in der)\s\p{Lu}\p{Ll}+)?/u;

/** DE + 9 digits, ATU + 8, CHE-123.456.789 MWST/TVA/IVA, within a line after the label that names it. */
const VAT =
  /\b(?:USt\.?-?Id(?:Nr|\.?-?Nr)?\.?|Umsatzsteuer-?(?:Identifikationsnummer|ID)|UID(?:-Nr\.?|-Nummer)?|MWST-?Nr\.?|VAT(?: ID| No\.?)?)[^\n]{0,40}?\b(DE\s?\d{3}\s?\d{3}\s?\d{3}|ATU\s?\d{8}|CHE-?\d{3}\.?\d{3}\.?\d{3}\s?(?:MWST|TVA|IVA))\b/iu;

export interface LegalIds {
  register?: string;
  vatId?: string;
}

/** The register entry (with its court when the page names one) and VAT id a page's text gives, as written. */
export function extractLegalIds(text: string): LegalIds {
  const tidy = (s: string) => s.replace(/\s+/g, ' ').trim();
  const number = REGISTER_NUMBER.exec(text)?.[0];
  const court = number ? COURT.exec(text)?.[0] : undefined;
  const vat = VAT.exec(text)?.[1];
  return {
    ...(number ? { register: tidy(court ? `${court}, ${number}` : number) } : {}),
    ...(vat ? { vatId: tidy(vat).replace(/^(DE|ATU) ?(\d{3}) ?(\d{3}) ?(\d{3})/, '$1$2$3$4') } : {}),
  };
}
