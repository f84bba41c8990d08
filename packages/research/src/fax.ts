// A fax number is for machines, never the number a customer calls. A number a fax label names (on its own line after
// the label, or after a line that is only the label, as a table's "Telefax" cell) is left out of the business's
// phones, in each language research reads; "Tel./Fax 06161 912106", one number for both, stays a phone.
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import { $, textLines, type Document } from './html';

/**
 * Words that label a fax number, and the letterhead's short form before a phone number, "F." / "F:" before a run of
 * at least eight characters of digits and separators, "F" before an international one (beside "T." for the phone: "T. +41 91 911 30 60 / F. +41 91
 * 911 30 67", "T +41 (0)71 890 01 11 / F +41 (0)71 890 01 12"), the ordinary abbreviation in every Latin-script
 * language; never the country letter before a postcode ("F 75001 Paris") nor a letter before a house or room number.
 */
export const FAX_LABEL =
  /(^|[^\p{L}])(fax|telefax|téléfax|télécopie|telecopie|telecopia|fac-?simile|facsímil|f(?:[.:](?=\s*[+(]?\d[\d\s()./-]{6,}\d)|(?=\s+\+\d)))([^\p{L}]|$)|ファックス|ファクス|ＦＡＸ/iu;
/** A phone label joined to a fax label: one number for both ("Tel./Fax", "Telefon & Fax", "Tél/Fax", "Telefone/Fax"). */
const SHARED =
  /(tel\.?|telefon|telefone|fone|tfno\.?|tlf\.?|phone|téléphone|tél\.?|teléfono|telefono|telefoon|電話)\s*(?:[/&+,]|\s(?:und|et|and|y|e|en)\s)\s*(?:tele)?fax/iu;

/** Where on a line the part a fax label names starts, and where it ends (the next phone label, or the line's end). */
function faxPart(line: string, phoneLabel: RegExp): [number, number] | undefined {
  if (SHARED.test(line)) return undefined;
  const at = FAX_LABEL.exec(line);
  if (!at) return undefined;
  const labelEnd = at.index + at[0].length;
  const next = line.slice(labelEnd).search(new RegExp(phoneLabel.source, phoneLabel.flags.replace('g', '')));
  return [at.index + at[1]!.length, next < 0 ? line.length : labelEnd + next];
}

/** A line without the part its fax label names: "TEL.(03)5685-5891 FAX.(03)5685-5892" keeps its phone. */
export function withoutFax(line: string, phoneLabel: RegExp): string {
  const part = faxPart(line, phoneLabel);
  return part ? `${line.slice(0, part[0])} ${line.slice(part[1])}` : line;
}

/** A line that is only a fax label ("Telefax", "FAX:"): the line after it is the fax number. */
export const isFaxLabelLine = (line: string | undefined) =>
  !!line && line.length <= 24 && !/\d/.test(line) && FAX_LABEL.test(line) && !SHARED.test(line);

/** The fax numbers a page writes, as E.164 (national numbers read as `country`'s). */
export function faxNumbers(doc: Document, country: CountryCode | undefined, phoneLabel: RegExp): Set<string> {
  const rows = textLines($('body', doc) ?? doc);
  const out = new Set<string>();
  rows.forEach((row, i) => {
    const part = isFaxLabelLine(rows[i - 1]) ? [0, row.length] : faxPart(row, phoneLabel);
    if (!part) return;
    for (const p of findPhoneNumbersInText(row.slice(part[0], part[1]), { defaultCountry: country, extended: true }))
      out.add(p.number.number as string);
  });
  return out;
}
