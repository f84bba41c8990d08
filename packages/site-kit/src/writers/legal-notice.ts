// The legal notice a country's law expects on a business website: the German Impressum (DDG § 5 in Germany,
// ECG § 5 / MedienG § 25 in Austria, UWG Art. 3 in Switzerland) on a German site of a business in DE, AT or CH.
// Built from research's facts only; a required detail research lacks is named for the owner, never invented.
import { countryOf, languageOfTag } from '../i18n/language';

/** Countries whose law expects an Impressum on a German-language business website. */
const IMPRESSUM_COUNTRIES = new Set(['DE', 'AT', 'CH']);

/** What the notice must give; a register entry and a VAT id only when the business has (and a source names) one. */
export const LEGAL_NOTICE_REQUIRED = ['name', 'address', 'phone', 'email'] as const;
export type LegalNoticeField = (typeof LEGAL_NOTICE_REQUIRED)[number];

export interface LegalNoticeFacts {
  name: string;
  address?: string;
  phone?: string;
  email?: string;
  /** "Amtsgericht Berlin-Charlottenburg, HRB 123456", as the source wrote it. */
  register?: string;
  /** "DE123456789". */
  vatId?: string;
}

/** Whether the site needs an Impressum: German, for a business in DE, AT or CH (its address, phone or tag's region). */
export function needsLegalNotice(language: string, b: { address?: string; phone?: string }): boolean {
  if (languageOfTag(language) !== 'de') return false;
  const region = /-([A-Z]{2})$/.exec(language)?.[1];
  const country = countryOf(b) ?? region;
  return !!country && IMPRESSUM_COUNTRIES.has(country);
}

/** The required details the facts lack, in the order the notice lists them. */
export const legalNoticeGaps = (facts: LegalNoticeFacts): LegalNoticeField[] =>
  LEGAL_NOTICE_REQUIRED.filter((field) => !facts[field]?.trim());

/** The notice's lines, "Label: value" for each detail the facts give (the name and address stand alone). */
export function legalNoticeLines(facts: LegalNoticeFacts): string[] {
  const lines = [facts.name, facts.address];
  if (facts.phone) lines.push(`Telefon: ${facts.phone}`);
  if (facts.email) lines.push(`E-Mail: ${facts.email}`);
  if (facts.register) lines.push(`Registereintrag: ${facts.register}`);
  if (facts.vatId) lines.push(`Umsatzsteuer-Identifikationsnummer: ${facts.vatId}`);
  return lines.filter((l): l is string => !!l?.trim());
}

/** A research review warning: the Impressum the site must carry lacks details research did not find. */
export interface LegalNoticeWarning {
  code: 'legal_notice_incomplete';
  fields: LegalNoticeField[];
  message: string;
}

/** The warning research review shows when the site needs an Impressum and research lacks required details. */
export function legalNoticeWarning(
  language: string | null | undefined,
  facts: LegalNoticeFacts,
): LegalNoticeWarning | undefined {
  if (!language || !needsLegalNotice(language, facts)) return undefined;
  const fields = legalNoticeGaps(facts);
  if (!fields.length) return undefined;
  return {
    code: 'legal_notice_incomplete',
    fields,
    message:
      `The site's Impressum (legally required for a German-language business website in Germany, Austria or ` +
      `Switzerland) lacks: ${fields.join(', ')}. Research found none in the sources and the site will not invent them: ` +
      'add them to the business listing or website, or send them, before the site goes live.',
  };
}
