// Street addresses as the world's small-business sites write them, read from a block's lines: a street line with its
// number over a postcode-and-town line ("8, avenue de la République" / "19350 Chabrignac", "Generaal Cronjéstraat 36"
// / "2021 JJ Haarlem"), both on one line ("Paseo de la Habana, 21, 28036 Madrid"), a street named by its kind with
// no postcode ("2, bd de Belfort, Lille"), and Japan's 〒-postcode, prefecture-first form.
import { $$, textLines, type Document, type Element } from './html';

/** Each language's word for the postcode, before it: Spanish "C.P." or "CP", Portuguese "CEP", Italian "CAP". */
const POSTCODE_WORD = String.raw`(?:C\.\s?P\.|CP|CEP|CAP)\s*:?\s*`;
/**
 * A postcode and the town after it: 5 or 4 digits (most of Europe, Mexico), "2021 JJ" (NL), "1000-001" (PT); or after
 * its word, wherever it stands, perhaps with a comma before the town ("Del. Benito Juárez. C.P. 03100, Méx, DF.").
 */
const LOCALITY = new RegExp(
  String.raw`(?:(?:^|,\s*)(?:[A-Z]{1,2}-)?(?:\d{5}|\d{4}\s?[A-Z]{2}(?![\p{L}])|\d{4}-\d{3}|\d{4})|(?:^|(?<=[\s.,]))${POSTCODE_WORD}(?:\d{5}|\d{4}-\d{3}|\d{2}\.\d{3}-\d{3}|\d{4}),?)\s+\p{Lu}[\p{L}.'’ -]*`,
  'u',
);
/** A postcode and its town after a spaced dash, as Spain and Italy write them after a street. */
const LOCALITY_AFTER_DASH = new RegExp(String.raw`\s+[-–—]\s+${LOCALITY.source.replace('(?:^|,\\s*)', '')}`, 'u');
/**
 * Words naming a kind of street, in the languages research reads (alone, or as a German or Dutch word's end), and the
 * business parks and hamlets French addresses name instead of a street ("ZA du Moulin", "ZI des Estroublans", "ZAC de
 * la Gare", "Zone artisanale …", "Parc d'activités …", "Lieu-dit …"; the park's letters in capitals, before its name's
 * article: a Dutch "Za de …" is Saturday).
 */
const STREET_WORD =
  /(?<![\p{L}])(?-i:Z\.?A\.?[CE]?\.?|Z\.?I\.?)(?=\s+(?:(?:du|de|des|la|le|les)\s|d['’]))|(?<![\p{L}])(?:zone (?:artisanale|industrielle|commerciale|d['’]activités?)|parc d['’]activités?|lieu-dit|rue|av|ave|avenue|bd|boulevard|blvd|chemin|allée|place|quai|impasse|route|calle|c\/|avda|avenida|paseo|plaza|pza|carrera|carretera|ctra|crta|camino|ronda|travesía|cra|kra|cll|cl|calz|calzada|diagonal|dg|transversal|tv|circuito|privada|prolongación|prol|cerrada|andador|jr|jirón|bulevar|via|viale|piazza|piazzale|corso|vicolo|largo|strada|rua|travessa|praça|estrada|rodovia|alameda|road|rd|street|st|lane|drive|way)(?![\p{L}])|\p{L}(?:straße|strasse|str\.|gasse|weg|platz|allee|straat|laan|plein|gracht|kade|singel|dijk)(?![\p{L}])/iu;
/** A house number: digits, perhaps a letter ("36", "12a", "505-Local B"), or none written ("s/n", sin/sem número). */
const NUMBER = /(?<![\d.,:])\d{1,5}[a-zA-Z]?(?![\d:.,]\d)|(?<![\p{L}])s\/n(?![\p{L}])/iu;
/** A postcode that looks like a run of a phone's digits: Brazil's CEP ("01310-200", "45.930-000"), Portugal's
 * ("1069-152"). */
const POSTCODE_RUN = /^\d{5}-\d{3}$|^\d{2}\.\d{3}-\d{3}$|^\d{4}-\d{3}$/;
/** A phone number (seven digits or more in one run), an email, a time or a price: never a street line. */
const NOT_STREET = {
  test: (line: string) =>
    /@|\d{1,2}[:h]\d{2}|[$€£¥]|https?:/i.test(line) ||
    (line.match(/\+?\d[\d\s()./-]{6,}\d/g) ?? []).some(
      (run) => run.replace(/\D/g, '').length >= 7 && !POSTCODE_RUN.test(run.trim()),
    ),
};
/** A label before an address on its own line ("Adresse:", "Address:", "Dirección:"). */
/** The words that label a business's address, in the languages research reads ("Anschrift", "Dove siamo", 住所). */
const ADDRESS_WORDS =
  'address|our address|location|find us|visit us|adresse|anschrift|standort|so finden sie uns|dirección|direccion|ubicación|indirizzo|dove siamo|adres|locatie|endereço|morada|localização|住所|所在地|アクセス';
/** A heading or term that is only that label ("Adresse", "Anschrift:", "住所"). */
export const ADDRESS_LABEL = new RegExp(`^(${ADDRESS_WORDS})\\s*[:：]?$`, 'i');
/** That label and its colon opening a line, before the address it labels ("Adresse: Hauptstraße 5"). */
const ADDRESS_LABEL_BEFORE = new RegExp(`^(${ADDRESS_WORDS})\\s*[:：]\\s*`, 'i');
/** The label opening a line of an address block, its colon or not ("Anschrift Hauptstraße 5" in an <address>). */
export const ADDRESS_LABEL_IN_BLOCK = new RegExp(`^(${ADDRESS_WORDS})\\s*[:：]?\\s*`, 'i');
/** Japan: "〒221-0865 神奈川県横浜市神奈川区片倉2丁目69-15". */
const JAPANESE =
  /(?:〒\s*\d{3}-\d{4}[\s,]*)?[\p{Script=Han}]{2,4}[都道府県][\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ヶ]+?[市区町村郡][\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ヶ\d丁目番地号の-]+/u;
/** Japan's postcode before an address ("〒236-0004"), on its line or on the line above. */
const JAPANESE_POSTCODE = /^〒\s*\d{3}-\d{4}\s*/;
/** Japan without its prefecture ("彦根市南川瀬町1400-11"): a city, its district and a block number with its dashes. */
const JAPANESE_CITY =
  /(?:〒\s*\d{3}-\d{4}[\s,]*)?(?<![\p{Script=Han}])[\p{Script=Han}]{1,4}[市区][\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ヶ]{1,8}?(?:\d+丁目\d+(?:-\d+){0,2}|\d+(?:-\d+){1,2})(?![\d-])/u;

const clean = (s: string) => s.replace(/\s+/g, ' ').replace(/\s+,/g, ',').replace(/,,+/g, ',').trim();
const streetLike = (line: string) =>
  line.length <= 70 && NUMBER.test(line) && /\p{L}{3}/u.test(line) && !NOT_STREET.test(line);
/** A street named by its kind, with its number, in a few words. */
const namedStreet = (line: string) => streetLike(line) && STREET_WORD.test(line) && line.split(/\s+/).length <= 10;
/**
 * A street named by its kind first and no number ("Place des Boutiques", "Via Roma", "Av 1º de Maio": an ordinal is
 * part of a name), in a few words.
 */
const numberlessStreet = (line: string) =>
  !/\d/.test(line.replace(/\d+[ºª°]/g, '')) && line.split(/\s+/).length <= 6 && STREET_WORD.exec(line)?.index === 0;
/**
 * Where a street line begins: at its number's line, or at the line (or comma's part) before it when that names the
 * street and the number's line names none ("Av Duque de Loulé" / "Nº 123"; "Calle Mayor, 43 Bis Local.").
 */
const streetStart = (parts: string[], at: number) =>
  at > 0 && !STREET_WORD.test(parts[at]!) && numberlessStreet(parts[at - 1]!) ? at - 1 : at;
/** Where a street line goes on to its district and town: a spaced dash or a slash ("nº 8 - Centro - Mucuri / BA"). */
const PLACE_PARTS = /\s+[-–—]\s+|\s*\/\s+|\s+\/\s*/;
/** A postcode and its town after a comma, as Mexico writes them ("11560, Ciudad de México"). */
const LOCALITY_AFTER_COMMA = new RegExp(
  String.raw`,\s*(?:${POSTCODE_WORD})?(?:\d{5}|\d{4}-\d{3}|\d{2}\.\d{3}-\d{3}),?\s+\p{Lu}[\p{L}.'’ -]*`,
  'u',
);

/** A Japanese address as it is written: half-width digits and dashes, no spaces between its parts. */
export function japaneseAddress(line: string): string | undefined {
  const flat = line
    .normalize('NFKC')
    .replace(/[−‐―ー](?=\d)/g, '-')
    .replace(
      /(?<=[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\d])\s+(?=[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}\d])/gu,
      '',
    );
  return (JAPANESE.exec(flat) ?? JAPANESE_CITY.exec(flat))?.[0].replace(/^〒\s*(\d{3}-\d{4})[\s,]*/, '〒$1 ');
}

/** The street address in a block's lines, if one: see the file's head. */
export function postalAddress(lines: string[]): string | undefined {
  const rows = lines.map((l) => clean(l.replace(ADDRESS_LABEL_BEFORE, '')));
  for (const [i, line] of rows.entries()) {
    const postcodeAbove = rows[i - 1]?.replace(JAPANESE_POSTCODE, '') === '';
    const jp = japaneseAddress(postcodeAbove ? `${rows[i - 1]} ${line}` : line);
    if (jp) return jp;
    // "C/ Gran Vía, 22 - 46005 Valencia", "Corso Vittorio Emanuele II, 45 - 10125 Torino": a named street, a dash,
    // its postcode and town
    const dashed = LOCALITY_AFTER_DASH.exec(line);
    if (dashed && namedStreet(line.slice(0, dashed.index)))
      return clean(line.slice(0, dashed.index + dashed[0].length));
    const at = LOCALITY.exec(line);
    if (at) {
      const before = line.slice(0, at.index);
      // "Paseo de la Habana, 21, 28036 Madrid": the street and its number before the postcode
      if (streetLike(before) && /\p{L}/u.test(before)) return clean(line.slice(0, at.index + at[0].length));
      const prev = rows[i - 1];
      if (prev && streetLike(prev)) return clean(rows.slice(streetStart(rows, i - 1), i + 1).join(', '));
      // a square or street that has no number, perhaps over its district ("Place des Boutiques" / "La Joue du Loup" /
      // "05250 Le Dévoluy")
      const from = [i - 1, i - 2].find((j) => j >= 0 && numberlessStreet(rows[j]!));
      if (from !== undefined && !at.index) return clean(rows.slice(from, i + 1).join(', '));
    }
  }
  const across = acrossLines(rows);
  if (across) return across;
  const at = rows.findIndex(streetFirst);
  if (at < 0) return numberlessUnderTown(rows);
  // the town and postcode line under it, as English-speaking countries write it ("London SW1A 2AA", "Springfield, IL
  // 62701", "Fitzroy VIC 3065"), perhaps the town alone over the postcode ("Cheltenham" / "GL50 1DY", "Dublin 2" /
  // "D02 XE80"); or as Brazil writes it, the town and its state perhaps over the CEP ("São Paulo - SP" / "CEP:
  // 01426-001", "Centro, Santos – SP, 11013-151")
  const [first = '', second = ''] = rows.slice(at + 1, at + 3);
  const upTo = ENGLISH_LOCALITY.test(first)
    ? 1
    : POSTCODE_LINE.test(second) && TOWN_LINE.test(first)
      ? 2
      : BRAZILIAN_TOWN.test(first)
        ? CEP_LINE.test(second)
          ? 2
          : 1
        : Number(CEP_LINE.test(first));
  return rows.slice(at, at + 1 + upTo).join(', ');
}

/**
 * A street named with no number, as Ireland's rural and small-town addresses often are ("Main Street" / "Kenmare" /
 * "Co. Kerry" / "V93 AB12"), over its town lines down to a postcode (an Eircode, a UK postcode, or a town line ending
 * in one): the postcode makes the lines an address.
 */
function numberlessUnderTown(lines: string[]): string | undefined {
  // (each line without the comma or full stop it ends with: "Cork Road," / "Co. Cork" / "P43 VF30.")
  const rows = lines.map((l) => l.replace(/[,.;]+$/, ''));
  for (const [i, row] of rows.entries()) {
    const kind = STREET_WORD.exec(row);
    if (/\d/.test(row) || row.split(/\s+/).length > 5 || !kind || kind.index + kind[0].length !== row.length) continue;
    for (let j = i + 1; j <= i + 3 && j < rows.length; j++) {
      if (POSTCODE_LINE.test(rows[j]!) || (ENGLISH_LOCALITY.test(rows[j]!) && /\d/.test(rows[j]!)))
        return rows.slice(i, j + 1).join(', ');
      if (!TOWN_LINE.test(rows[j]!)) break;
    }
  }
  return undefined;
}

/** A UK postcode ("GL50 1DY", "SW1A 2AA"). */
const UK_POSTCODE = String.raw`[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}`;
/** An Irish Eircode ("D02 XE80", "P17 X123"). */
const EIRCODE = String.raw`[A-Z]\d[\dW]\s?[A-Z\d]{4}`;
/** A UK postcode or an Eircode alone on its line. */
const POSTCODE_LINE = new RegExp(`^(?:${UK_POSTCODE}|${EIRCODE})$`);
/** A town, perhaps with its district's number ("Dublin 2") or after its suburb or county ("Ponsonby, Auckland",
 * "Kinsale, Co. Cork"). */
const TOWN = String.raw`\p{Lu}[\p{L} .'’-]*?(?:\s\d{1,2}W?)?(?:,\s*\p{Lu}[\p{L} .'’-]*?)?`;
/** A town and its postcode as the UK, Ireland, the US, Canada, Australia and New Zealand write them after a street:
 * "London SW1A 2AA", "Dublin 2, D02 XE80", "Springfield, IL 62701", "Toronto, ON M5V 2T6", "Toronto, Ontario M5L
 * 1E2", "Fitzroy VIC 3065", "Ponsonby, Auckland 1011"; or a UK postcode or an Eircode alone. */
const ENGLISH_LOCALITY = new RegExp(
  String.raw`^${TOWN}(?:,?\s+(?:${UK_POSTCODE}|${EIRCODE})|,\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?|,?\s+(?:[A-Z]{2}\s+)?[A-Z]\d[A-Z]\s?\d[A-Z]\d|\s+(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s+\d{4}|,\s*\p{Lu}[\p{L} .'’-]*\s\d{4})$|${POSTCODE_LINE.source}`,
  'u',
);
/** A town alone on its line, over its postcode's. */
const TOWN_LINE = new RegExp(`^${TOWN}$`, 'u');
/** Brazil's CEP ("01426-001", "45.930-000"), perhaps after its word. */
const CEP = String.raw`(?:CEP\s*:?\s*)?(?:\d{5}-?\d{3}|\d{2}\.\d{3}-\d{3})`;
const CEP_LINE = new RegExp(`^${CEP}$`);
/** A Brazilian town and its state's letters, perhaps after its district and before its CEP ("São Paulo - SP",
 * "Aeroporto - São Paulo - SP", "Centro, Santos – SP, 11013-151", "São Paulo/SP"). */
const BRAZILIAN_TOWN = new RegExp(
  String.raw`^${TOWN}\s*[-–—/]\s*(?:AC|AL|AP|AM|BA|CE|DF|ES|GO|MA|MT|MS|MG|PA|PB|PR|PE|PI|RJ|RN|RS|RO|RR|SC|SP|SE|TO)(?:\s*[,–—-]\s*${CEP})?$`,
  'u',
);

/**
 * A street over the lines that name its district and then its postcode and town, read as one ("Avenida de las Fuentes
 * 556," / "Álvaro Obregón," / "01900 Ciudad de México."; "Galileo 41 A, Polanco," / "11560, Ciudad de México."): the
 * block's lines up to its first phone, email or time, from the first one with a number.
 */
function acrossLines(rows: string[]): string | undefined {
  const end = rows.findIndex((r) => NOT_STREET.test(r));
  const joined = rows
    .slice(0, end < 0 ? rows.length : end)
    .map((r) => r.replace(/[,;]\s*$/, ''))
    .join(', ');
  const at = LOCALITY_AFTER_COMMA.exec(joined);
  if (!at) return undefined;
  const parts = joined.slice(0, at.index).split(', ');
  const first = parts.findIndex((p) => NUMBER.test(p));
  const street = first < 0 ? '' : parts.slice(streetStart(parts, first)).join(', ');
  return streetLike(street) && /\p{L}/u.test(street) ? clean(`${street}${at[0]}`).replace(/[.,]$/, '') : undefined;
}

/**
 * A street named by its kind, with its number ("2, bd de Belfort, Lille", "Villa 1276, Al Wasl Road"), perhaps going on
 * to its district and town after dashes ("Av. dos Eucalíptos, nº 8 - Jardim dos Eucalíptos - Itabatã-Mucuri / BA").
 */
function streetFirst(line: string): boolean {
  if (namedStreet(line)) return true;
  const [street, ...place] = line.split(PLACE_PARTS);
  return place.length > 0 && line.length <= 120 && !NOT_STREET.test(line) && namedStreet(street!);
}

/**
 * Blocks small enough to be one address's (an address, a paragraph, a list of its lines, a card, a link to a map or a
 * span whose lines are the street over the postcode and town), with their lines.
 */
export function addressBlocks(doc: Document): { el: Element; address: string }[] {
  const out: { el: Element; address: string }[] = [];
  for (const el of $$('address, p, ul, ol, li, td, dd, div, a, span', doc)) {
    const lines = textLines(el);
    if (!lines.length || lines.length > 8) continue;
    const address = postalAddress(lines);
    if (address) out.push({ el, address });
  }
  return out;
}

/** A street's letters and digits, without accents and with "ß" as "ss": how two writings of one street compare. */
const streetKey = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]/gu, '');

/**
 * The same street written with its postcode and town in one of a page's blocks, where the address read gives neither
 * ("17 rue de Lauterbourg - Schiltigheim" in a footer, "17 rue de Lauterbourg" / "67300 Schiltigheim" in the legal
 * notice; "Schanzenstrasse 4b" beside "Schanzenstraße 4b" / "3008 Bern"; "〒236-0004 " before a Japanese address).
 */
export function fullerWriting(address: string, doc: Document): string | undefined {
  if (LOCALITY.test(address) || JAPANESE_POSTCODE.test(address)) return undefined;
  const street = streetKey(address.split(PLACE_PARTS)[0]!);
  return addressBlocks(doc)
    .map((b) => b.address)
    .find((a) => {
      const town = LOCALITY.exec(a);
      if (!town && !JAPANESE_POSTCODE.test(a)) return false;
      return streetKey((town ? a.slice(0, town.index) : a).replace(JAPANESE_POSTCODE, '')) === street;
    });
}

/** A template's stand-in street ("123 Main Street", "Calle Falsa 123", "Musterstraße 1"): nobody's address. */
const PLACEHOLDER_STREET =
  /\b(?:123|1234|12345)\s+(?:main|any|anywhere|fake|example|sample)\s+(?:st|street|ave|avenue|rd|road)\b|\bcalle\s+falsa\b|\bmusterstra(?:ß|ss)e\b|\brue\s+de\s+l['’]exemple\b/i;
export const isPlaceholderAddress = (address: string) => PLACEHOLDER_STREET.test(address);
