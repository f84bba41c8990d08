// Facts from a page's content, after structured data: service lists and cards, prices exactly as written,
// service areas, testimonials (one quote per element) and licences only as stated.
import { prevElementSibling } from 'domutils';
import type { ResearchConflict } from '@sgs/contracts';
import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import { Element as DomElement, type ChildNode } from 'domhandler';
import { accordionItems } from './accordions';
import { boldLeads } from './bold-leads';
import { ADDRESS_LABEL, ADDRESS_LABEL_IN_BLOCK, addressBlocks, japaneseAddress, postalAddress } from './address';
import { isFaxLabelLine, withoutFax } from './fax';
import { formChoices } from './form-choices';
import { leadInLists, leadInRows } from './lead-in-lists';
import { linkedCards } from './linked-cards';
import { CONTACT_PAGE, resolveHref } from './links';
import { $, $$, childElements, isElement, text, textLines, type Document, type Element } from './html';
import { PRICE_MARK, extractRecords, notOffering, opensWithDay, signature, undecorated } from './records';
import { isTrail, navOfferings } from './nav-offerings';
import { listedOfferings, underServices } from './service-pages';
import { textListOfferings } from './text-lists';
import { STEP, titledBlocks } from './titled-blocks';

export interface PageService {
  name: string;
  price?: string;
  description?: string;
  /** the heading the item sits under on the page (a menu section, a price-list group) */
  category?: string;
}

/**
 * German and Dutch join a noun to the word for offerings, prices or treatments it qualifies ("Reinigungsleistungen",
 * "Therapieangebot", "Zorgaanbod", "Huidbehandelingen", "Schoonmaakdiensten"): such a compound heads the offerings as
 * the word alone does, though, as "Cleaning services" may, it can also name one offering ("Bürodienstleistungen").
 * Job offers ("Stellenangebote", "Vacatureaanbod") are no offerings.
 */
const COMPOUND_OFFERINGS = String.raw`(?<![\p{L}\p{N}])(?!stellen|job|vacature)\p{L}{2,}(?:leistungen|angebote?|behandlungen|therapien|kurse|preise|produkte|aanbod|diensten|behandelingen|producten|prijzen|tarieven)(?![\p{L}\p{N}])`;
/** Compounds that only ever head offerings, never name one ("Dienstleistungen", "Leistungsspektrum",
 * "Behandlungsmethoden", "Dienstverlening"). */
const ONLY_HEADING_COMPOUNDS = String.raw`dienstleistungen|dienstverlening|(?:leistungs|behandlungs|therapie|angebots)(?:angebot|spektrum|übersicht|umfang|bereiche|methoden)|behandel(?:methoden|methodes|aanbod|vormen)`;
/**
 * The words that head a business's offerings in the languages research reads, with those compounds. (Letters on
 * either side end a word in any script: "Área de Atuação" starts with one that \\b does not see.)
 */
const OFFERINGS_HEADING = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(services|what we (do|offer|make|bake|sell|serve|carry|brew|cook|treat)|was wir (tun|machen|anbieten)|wir bieten|ce que nous (faisons|proposons|offrons)|nous proposons|(lo que|qué) (hacemos|ofrecemos)|cosa (facciamo|offriamo)|wat (wij|we) (doen|bieden|aanbieden)|(wij|we) bieden|o que (fazemos|oferecemos)|how we can help|how (can|may) we help( you)?|what we can do for you|(our |areas of )expertise|packages|classes|courses|kompetenzen|schwerpunkte|tätigkeitsbereiche|tätigkeitsfelder|arbeitsbereiche|fachbereiche|pakete|kurse|wie können wir (ihnen )?helfen|compétences|savoir-faire|domaines d'expertise|expertises?|nos métiers|nos activités|nos offres(?! d['’]emploi)|notre offre(?! d['’]emploi)|nos cours|comment pouvons-nous vous aider|nuestra oferta(?! de (empleo|trabajo))|soluciones|áreas de especialización|paquetes|cursos|clases|en qué podemos ayudar(te|le)?|la nostra offerta(?! di lavoro)|competenze|le nostre attività|di cosa ci occupiamo|pacchetti|corsi|come possiamo aiutar(ti|vi)|werkzaamheden|vakgebieden|pakketten|cursussen|hoe kunnen (wij|we) (u |je )?helpen|nossa oferta(?! de emprego)|soluções|áreas de especialização|pacotes|aulas|como podemos ajudar|conditions we treat|our work|specialt(y|ies)|specialities|spécialités|spezialitäten|especialidades|specialità|specialiteiten|treatments|therapies|behandlungen|therapien|soins|tratamientos|terapias|trattamenti|terapie|behandelingen|tratamentos|terapias|menu|prices|pricing|price list|rates|fees|products|productos|prodotti|produits|produtos|our (cakes|breads|dishes)|offerings|rooms|accommodations?|practice areas|areas of (law|practice)|leistungen|rechtsgebiete|fachgebiete|tätigkeitsschwerpunkte|domaines d'(intervention|activité|compétence)|áreas? de (prácticas?|atuação|actuación)|aree? di (attività|pratica)|rechtsgebieden|sortiment|angebote?|preise|zimmer|unterkunft|preisliste|speisekarte|produkte|tarifs?|prestations|grille tarifaire|liste des prix|carte|formules|chambres|hébergements?|servicios|precios|carta|menú|alojamientos?|habitaciones|servizi|prezzi|menù|listino|camere|alloggi|aanbod|prijzen|prijslijst(?:en)?|tarieven|diensten|${ONLY_HEADING_COMPOUNDS}|producten|kamers|serviços|servicos|preços|cardápio|quartos|acomodações|hospedagem)(?![\p{L}\p{N}])|メニュー|料金|価格|客室|お部屋|事業内容|業務内容|取扱業務|事業案内|業務案内|対応業務|施工内容|取り?扱い|取扱(商品|品目)|商品(一覧|紹介)|診療科目|サービス|施術|診療内容|診療案内`,
  'iu',
);
/** A heading over offerings: one of those words, or a compound of them. */
const SERVICE_HEADING = new RegExp(`${OFFERINGS_HEADING.source}|${COMPOUND_OFFERINGS}`, 'iu');
/** Words that name a business's services themselves (not its menu, prices or rooms), a school's its courses ("Nos
 * formations", "Cursos", "Kurse", "コース"): a menu entry labelled so opens a dropdown of its services' pages. */
const SERVICES_LABEL = new RegExp(
  String.raw`\b(services|our work|what we do|treatments|therapies|courses|classes|programs|programmes|practice areas|kurse|ausbildungen|formations|cursos|clases|corsi|cursussen|opleidingen|aulas|leistungen|angebote?|behandlungen|therapien|fachgebiete|rechtsgebiete|prestations|soins|nos services|domaines|servicios|tratamientos|terapias|especialidades|áreas de práctica|servizi|trattamenti|terapie|aree di attività|diensten|behandelingen|aanbod|rechtsgebieden|${ONLY_HEADING_COMPOUNDS}|serviços|servicos|tratamentos|especialidades|áreas de atuação)\b|サービス|施術|診療|事業内容|業務内容|コース|講座`,
  'i',
);
/** A form field's label for the service a visitor books or asks about, one or many ("Service", "Leistung",
 * "Prestation", "Tratamiento", "Servizio", "Behandeling", "Serviços", "メニュー"). */
const SERVICE_FIELD =
  /\b(services?|treatments?|leistung(en)?|behandlung(en)?|prestations?|soins?|servicios?|tratamientos?|servizi|servizio|trattamenti|trattamento|diensten?|behandeling(en)?|serviços|serviço|servicos|servico|tratamentos?)\b|サービス|メニュー|コース/i;
/** A title over the places a business serves ("Areas we serve", "Serving Greater Boston"); "serving" opens it, so a
 * "café serving homemade food" is no such title. */
const AREA_HEADING =
  /\b(areas? (we )?serve[ds]?|service areas?|where we work|coverage|communities we serve)\b|^(proudly )?serving\b/i;
// "$45", "$45-60", "$45+", "$100 & up", "from $20", and the currency after the amount as much of Europe writes
// it ("4,20 €", "12.50 £"); the unit it is per stays with it ("$35 per foot"): as written, a minimum kept a minimum
/** Currencies written as a code or a letter before the amount ("UGX 60,000", "R280", "THB 400"). */
const CURRENCY_CODES =
  'USD|EUR|GBP|AUD|CAD|NZD|ZAR|UGX|KES|TZS|RWF|NGN|GHS|INR|THB|SGD|HKD|JPY|CNY|MYR|PHP|IDR|VND|AED|SAR|CHF|SEK|NOK|DKK|PLN|CZK|HUF|MXN|BRL|ARS|COP|CLP';
/** A currency named in words after its amount: "60 euros", "120 Euro", "1,50 euro", "25 dollars", "300 pesos",
 * "5,500yen". */
const CURRENCY_WORDS = 'euros?|dollars?|pesos|reais|francs?|yen';
/** An amount with its thousands and decimal marks as any country writes them: 24, 4,60, 1,199.00, 450.000. */
const NUMBER = String.raw`\d(?:[\d.,]*\d)?`;
/** A range's second amount ("¥8,400 ~ 10,500", "8.400〜10.500円", "$45-60"), or an open end ("¥7,400 ~": and up). */
const TO = String.raw`(?:\s?[-–~〜～]\s?(?:[$£€¥￥]\s?)?${NUMBER}|\s?[~〜～](?!\s?\d))`;
/** A range's second amount with its currency after it, as the first's ("20,00 € – 50,00 €", Japanese
 * "250円～1,240円" with its wave dash): one price, not two. */
const TO_AFTER = String.raw`(?:\s?[-–~〜～]\s?${NUMBER}\s?[€£円])`;
/** Whole amounts written with a dash for their cents, as German and Swiss price lists do ("25,- €", "€ 12.–", "Fr.
 * 950.--"). */
const DASH = String.raw`[.,](?:--|[-–])`;
const DASH_CENTS = String.raw`(?:${DASH}(?![\d-–]))?`;
/** "from" in the languages research reads, before a price or closing the name before it ("starts at $80", "ab 25 €",
 * "à partir de 30 €", "desde $20", "a partire da 15 €", "vanaf € 12" and its abbreviation "v.a. € 45"). */
const FROM_WORDS = String.raw`from|start(?:s|ing) (?:at|from)|ab|da|a partire da|dès|à partir de|a partir de|desde|vanaf|v\.\s?a\.?`;
/** "from" before a price (and "De R$ 120"); Japanese writes it after the amount ("3,000円〜", "3,000円から"). */
const FROM_WORD = String.raw`(?<![A-Za-zÀ-ÿ])(?:${FROM_WORDS}|de)\s`;
const FROM = String.raw`(?:${FROM_WORD})?`;
/** A price that opens with that word ("ab 25 €"). */
const OPENS_FROM = new RegExp(`^${FROM_WORD}`, 'i');
/** The word "price" as the languages research reads write it before an amount, as its label ("Preis: 25 €",
 * "Prix : 30 €", "Precio: 20 €", "価格：5,400円"): a label, never an item's name nor part of one. */
const PRICE_WORD = String.raw`(?:price|preis|prix|tarif|precio|prezzo|prijs|preço|preco|価格|料金)`;
/** That label closing a name read before its price ("【カット】価格：5,400円〜", "Herrenschnitt Preis: 25 €"). */
const PRICE_WORD_AT_END = new RegExp(String.raw`(?:^|(?<=[\s(（】\]]))${PRICE_WORD}\s?[:：]?$`, 'i');

/** No letter before: a code or a sign's letter opens no word ("CÉSAR 16,50 €" holds no "SAR 16,50"; \\b sees É as no
 * letter). */
const NOT_IN_WORD = String.raw`(?<![A-Za-zÀ-ÿ\d_])`;
/** Swiss francs written "Fr." or "SFr." before their amount ("Fr. 16.-", "Fr. 24.50", "SFr. 50.--"): only before an
 * amount written as a price, with a dash or two digits for its cents, never a time or a date, for "Fr." is also Friday
 * ("Mo.-Fr. 8.00 - 12.00", "Fr. 9.00 Uhr", "Fr. 24.12. geschlossen"). */
const FRANCS = String.raw`${NOT_IN_WORD}S?Fr\.\s?(?=\d+(?:${DASH}|[.,]\d{2}(?![\d.]|\s?(?:[-–—]|bis|uhr|h|à|au)(?![a-zà-ÿ]))))`;
/** A dollar or real named by its country's letters before the sign, as each country writes it: "US$ 100,00" (Latin
 * America, Brazil), "A$45", "C$45", "NZ$90", "HK$48", "S$8.50", "MX$120", Brazil's "R$ 5,00", Uruguay's "U$S 25". */
const DOLLARS = String.raw`${NOT_IN_WORD}(?:(?:R|US|USD|A|AU|C|CA|NZ|HK|S|SG|MX|NT)\$|U\$S)`;
/** What a price is per, as each language writes it after the amount: "$35 per foot", "80 € pro Person", "18 € par
 * personne", "25€ la séance", "32 € le kg", "45 € por persona", "90 € el kilo", "50 € a persona", "3,50 € all'etto",
 * "€ 30 per uur", "R$ 89,90 por pessoa", "$40 an hour", "25 €/Std.". */
const PER = String.raw`(?:per|pro|je|par|por|an?|al|all'|alla|a la|el|la|le|l'|de l'|o|\/)`;
const UNITS =
  'foot|ft|sq\\.?\\s?ft|square foot|square metre|m2|m²|person|personne|persona|persoon|pessoa|pers\\.?|head|testa|kid|child|kind|enfant|niño|bambino|criança|' +
  'hour|hr|heure|hora|ora|uur|stunde|std\\.?|night|nuit|noche|notte|nacht|noite|day|jour|día|dia|giorno|tag|dag|' +
  'week|semaine|semana|settimana|woche|month|mois|mes|mese|monat|maand|mês|year|yr|an|année|año|anno|jahr|jaar|ano|' +
  'visit|session|séance|sesión|seduta|sitzung|sessão|class|cours|clase|lezione|les|aula|' +
  'kg|kilo|lb|pound|etto|100\\s?g(?:r|ramm?[eo]?s?)?|item|dozen';
/** The same abbreviated: per person "£25pp", "£25 p/p", "25 € p.P.", "€ 25 p.p.", Japanese "1,200円/1名様",
 * "（お一人様）"; per hour or month "$40/h", "€ 30 p/u", "$50/mo". */
const PER_SHORT = String.raw`\s?(?:pp|p\/[pu]|p\.\s?p\.?)|\/\s?(?:h|hr|mo)\.?|[\/（(]\s?(?:1名様?|お一人様|1人)[）)]?`;
/** The currency after an amount: a sign ("4,20 €"), France's euro sign where the decimal comma would be ("25€50",
 * "2€00"), the dollar sign after it as Québec writes it ("45,00 $", "35$"), a code or a word. */
const CURRENCY_AFTER = String.raw`(?:€\d{2}(?!\d)|[€£円]|\s?\$(?!\s?\d)|(?:${CURRENCY_CODES}|${CURRENCY_WORDS})\b)`;
// Peru's sol is written before its amount as "S/" or "S/." ("S/ 7.50", "s/ 15.00", "S/. 3500")
/** Japanese words for a price with or without tax: 税込 (included), 税抜 / 税別 (excluded), 税込価格. */
const TAX_JA = String.raw`税(?:込|抜|別)(?:価格)?`;
const PRICE = new RegExp(
  // (a tax word may open the price: "税込3,300円", "税抜 ¥3,000")
  String.raw`${FROM}(?:${TAX_JA}\s?[:：]?\s?)?(?:(?:${DOLLARS}|[$£€¥￥₹₱₦₩฿]|${NOT_IN_WORD}(?:${CURRENCY_CODES})\s?|${NOT_IN_WORD}R\s?(?=\d{2})|${NOT_IN_WORD}S\/\.?(?=\s?\d)|${FRANCS})\s?${NUMBER}${DASH_CENTS}${TO}?(?:\+|\s?(?:&|and)\s?up\b)?` +
    String.raw`|\b${NUMBER}(?:\s?[-–~〜～/]\s?${NUMBER})?${DASH_CENTS}\s?${CURRENCY_AFTER}(?![\w$£€])${TO_AFTER}?(?:\s?[~〜～](?!\s?\d)|から)?` +
    // a whole amount with a dash for its cents is a price without its currency, as Swiss lists write francs ("110.-")
    String.raw`|\b${NUMBER}${DASH}(?![\w-–])` +
    // an amount the leader dots of its line lead to, closing the line, is its price ("Spaghetti ........ 8,50")
    String.raw`|(?<=(?:\.{3,}|…{2,}|·{3,})\s*)${NUMBER}(?=\s*$))` +
    // a tax note as written after the amount: "4,60 € HT", "12 € TTC", "3,600円（税込）", "25 € inkl. MwSt.", "+IVA"
    // (Japanese sets the price with tax beside the price without: "3,000円（税込3,300円）", "¥300,000(税込¥330,000)")
    String.raw`(?:\s?(?:HT|TTC|\+?\s?IVA(?:\s(?:incluido|incl\.?))?)\b|\s?[（(]${TAX_JA}(?:[:：]?\s?[¥￥]?\s?${NUMBER}\s?円?[〜~～]?)?[）)]|\s?${TAX_JA}(?![\d¥￥:：\s]*\d)|\s?(?:inkl\.|zzgl\.)\s?MwSt\.?)?` +
    String.raw`(?:\s?${PER}\s?(?:${UNITS})(?![A-Za-zÀ-ÿ])|(?:${PER_SHORT})(?![A-Za-zÀ-ÿ]))?`,
  'i',
);
/** Whether a price is where a range starts: "from" before it ("ab 25 €", "à partir de 30 €") or an open end after it
 * ("¥200〜", "3,000円から", "$50+", "$50 and up"). */
export const startsFrom = (price: string) =>
  OPENS_FROM.test(price.trim()) || /(?:[~〜～+]|から|and up)$/i.test(price.trim());
/** Whether a text holds a price as any of the languages research reads writes one. */
export const hasPrice = (t: string) => PRICE.test(t);
/** The currency a price is written in ("UGX 60,000" -> UGX, "4,60 €" -> €, "$24" -> $), as written. */
export function currencyOf(price: string | number | undefined): string | undefined {
  if (typeof price !== 'string') return undefined;
  const code = new RegExp(String.raw`\b(${CURRENCY_CODES})\b`).exec(price)?.[1];
  return code ?? new RegExp(String.raw`${DOLLARS}|[$£€¥￥₹₱₦₩฿円]|\bR(?=\s?\d)|\bS\/(?=\.?\s?\d)`).exec(price)?.[0];
}

/** Prices written in two currencies: the one most prices use is kept as the business's, the other listed. */
export function currencyConflicts(items: { name: string; price?: string | number }[]): ResearchConflict[] {
  const count = new Map<string, string[]>();
  for (const i of items) {
    const c = currencyOf(i.price);
    if (c) count.set(c, [...(count.get(c) ?? []), i.name]);
  }
  if (count.size < 2) return [];
  const [main, ...others] = [...count.entries()].sort((a, b) => b[1].length - a[1].length);
  return [
    {
      field: 'currency',
      chosen: main![0],
      rejected: others.map(([c]) => c),
      reason: `prices are written in ${count.size} currencies: ${others.map(([c, names]) => `${c} for ${names.slice(0, 3).join(', ')}`).join('; ')}; the others in ${main![0]}`,
    },
  ];
}

/** An amount as a number whatever marks its country writes ("1.200,00 €" and "$1,200" are 1200, "12,50" is 12.5). */
function amountOf(price: string): number | undefined {
  // ("25€50" is 25.5, its euro sign where the decimal comma would be)
  const digits = /\d[\d.,]*(?:€\d{2}(?!\d))?/.exec(price)?.[0];
  if (!digits) return undefined;
  return Number(digits.replace(/[.,](?=\d{3}(?!\d))/g, '').replace(/[,€]/, '.'));
}

/** A price a description ends with: the price, a currency sign written after it too ("¥6,900円"), a tax note. */
const RESTATED_PRICE = new RegExp(
  String.raw`(?:${PRICE.source})(?:\s?[円€])?(?:\s?[（(]?税(?:込|抜|別)[）)]?)?\s*$`,
  'i',
);

/**
 * An item's description without the item's own price it ends with ("約50分 ¥6,900円 (税込)" beside ¥6,900 is
 * "約50分"), or undefined when nothing else is left. A price inside its sentences ("le permis à 1€ par jour"), or
 * another amount (a supplement, another size), stays.
 */
export function withoutOwnPrice(description: string, price: string): string | undefined {
  const restated = RESTATED_PRICE.exec(description);
  if (!restated || amountOf(restated[0]) !== amountOf(price)) return description;
  // (a restatement that says more than the price, what it is per: "4,60€ HT par personne" beside "4,60€ HT", stays)
  const [said, own] = [PRICE.exec(restated[0])?.[0] ?? '', price].map((p) => p.replace(/\s+/g, ''));
  if (said!.length > own!.length && said!.startsWith(own!)) return description;
  const left = description
    .slice(0, restated.index)
    .replace(/^[\s,;:·|/–-]+|[\s,;:·|/–-]+$/g, '')
    .trim();
  return /[\p{L}\p{N}]/u.test(left) ? left : undefined;
}

/** Words an offering's own page adds to its name in its title ("Drain Cleaning Services San Diego", "Emergency
 * Plumbing Services - 24/7 San Diego"): the word for services, "in", round-the-clock service. */
const TITLE_EXTRAS =
  /^(services?|leistungen|dienstleistungen|prestations?|servicios?|servizi|servizio|diensten|dienstverlening|serviços?|servicos?|in|en|à|em|a|im|24\/7|24h|24\/24|24 ?hours?|24 ?uur|24 ?stunden)$/i;

/**
 * Whether `name` is `offering` again, as the offering's own page titles it: the offering's name then only the word
 * for services, the place (words of `place`) or "24/7".
 */
export function restatesOffering(name: string, offering: string, place: string): boolean {
  const n = name.toLowerCase();
  const o = offering.toLowerCase().trim();
  if (o.length < 3 || n.length <= o.length || !n.startsWith(o) || /[\p{L}\p{N}]/u.test(n[o.length]!)) return false;
  const placeWords = new Set(
    place
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 2),
  );
  const rest = n
    .slice(o.length)
    .split(/[\s,|:–—-]+/)
    .filter(Boolean);
  return rest.every((w) => TITLE_EXTRAS.test(w) || placeWords.has(w.replace(/[^\p{L}\p{N}]/gu, '')));
}

interface PricedOn {
  price?: string | number;
  url: string;
  category?: string;
}

/**
 * Two rows of one name under one heading of one page at two prices: variants of the item (a treatment of 50 and of 25
 * minutes, a small and a large pizza written as rows), each kept with its price, never one price taken for the other's.
 */
export const isVariant = (
  a: { price?: string | number; category?: string },
  b: { price?: string | number; category?: string },
) =>
  typeof a.price === 'string' &&
  typeof b.price === 'string' &&
  !!a.category &&
  a.category === b.category &&
  amountOf(a.price) !== amountOf(b.price);

/**
 * The same item at two prices on two pages (a home page's highlight, then the price list): the price list's is kept
 * (the item under a category, or on a page whose path names the offerings), else the first read, and the other listed
 * as a conflict. Prices of one amount written two ways ("12 €", "12,00 €") are none.
 */
export function samePriceOrConflict(
  name: string,
  first: PricedOn,
  second: PricedOn,
): { keep: 'first' | 'second'; conflict?: ResearchConflict } {
  if (typeof first.price !== 'string' || typeof second.price !== 'string') return { keep: 'first' };
  if (amountOf(first.price) === amountOf(second.price)) return { keep: 'first' };
  const listed = (p: PricedOn) => !!p.category || OFFERING_PATH.test(new URL(p.url).pathname);
  const keep = !listed(first) && listed(second) ? 'second' : 'first';
  const [chosen, rejected] = keep === 'first' ? [first, second] : [second, first];
  return {
    keep,
    conflict: {
      field: 'price',
      chosen: `${name}: ${chosen.price as string}`,
      rejected: [`${name}: ${rejected.price as string}`],
      reason: `${name} is priced ${chosen.price as string} on ${chosen.url} and ${rejected.price as string} on ${rejected.url}; ${keep === 'first' && !listed(first) ? 'the first read is kept' : 'the price list’s is kept'}`,
    },
  };
}

/** A paragraph without its price when the price stands apart (opening it, or after its last sentence); a price
 * inside a sentence ("…from October to May, $35 per foot.") stays in it. */
const withoutPrice = (t: string) => {
  const m = PRICE.exec(t);
  if (!m) return clean(t);
  const before = t.slice(0, m.index).trim();
  const after = t.slice(m.index + m[0].length).trim();
  const standsAlone = !before || (/^[.,;:!)]*$/.test(after) && /[.!?:|–—-]$/.test(before));
  return standsAlone ? clean(`${before} ${after.replace(/^[\s.·:|–—-]+/, '')}`) : clean(t);
};
/** A site's own navigation (booking, appointments, login) and its "read more" links, in the languages research reads:
 * never an offering's name. */
const NAV_WORDS =
  /^(home|about( us)?|contact( us)?|blog|menu|services|book( now)?|bookings?|reservations?|r[ée]servations?|reservas?|reservierung(en)?|prenotazion[ei]|reserveringen|reservar|agendamento|citas?|turnos?|termine|rendez-vous|appuntamenti|afspraken|log ?in|sign ?in|anmelden|connexion|iniciar sesi[oó]n|accedi|inloggen|entrar|call( now)?|gallery|faq|reviews?|(quick |free )?quotes?|devis( gratuit)?|presupuestos?|preventivi|preventivo|orçamentos?|offerte|infos?|informationen|informations|informaci[oó]n|informazioni|informatie|informações|more|read more|learn more|see more|view all|en savoir plus|lire la suite|voir plus|mehr erfahren|weiterlesen|mehr lesen|leer más|ver más|saber más|leggi di più|scopri di più|continua a leggere|lees meer|meer lezen|meer informatie|saiba mais|leia mais|ver mais|詳しくはこちら|詳細はこちら|もっと見る|予約)$/iu;
/** The way to reach or to know the business, never one of its offerings: a contact section's title in the languages
 * research reads ("Contact gegevens", "Kontaktdaten", "Coordonnées"), the name of its home, about-us or
 * where-to-find-us page ("Inicio", "Quiénes somos", "Über uns", "Dónde estamos", "会社概要"), an invitation to visit
 * ("Kom langs", "Besuchen Sie uns", "Venite a trovarci"), a labelled number
 * ("Mobiel: 06-20569998"), an e-mail address. */
const CONTACT_NAME =
  /^(contacts?( (us|details|info(rmation)?|gegevens))?|contactgegevens|kontakt(daten)?|coordonnées|contactos?|datos de contacto|contatti|contatto|contato|contatos|fale conosco|entre em contato|cont[aá]ct(e|a)nos|contactez-nous|contattaci|kontaktieren sie uns|neem contact op|お問い合わせ|連絡先|inicio|início|página inicial|accueil|startseite|startpagina|quiénes somos|sobre nosotros|nosotros|con[oó]cenos|con[oó]zcanos|conheça-nos|conosciamoci|découvrez-nous|lernen sie uns kennen|leer ons kennen|quem somos|sobre nós|qui sommes-nous|à propos|(wir )?über uns|chi siamo|over ons|dónde estamos|onde estamos|où nous trouver|so finden sie uns|dove siamo|waar vindt u ons|ホーム|会社概要|visit us|come (and )?(visit|see) us|besuchen sie uns|kommen sie vorbei|venez nous (voir|rendre visite)|rendez-nous visite|vis[ií]t[ae]nos|ven(ga)? a vernos|venite a trovarci|vieni a trovarci|kom (eens )?langs|bezoek ons|visite-nos|venha nos visitar|ご来店)$|^[\p{L} .-]{2,20}:\s*\+?[\d\s()./-]{7,}$|@[\w-]+\.\p{L}{2,}/iu;
/** Characters sliders and carousels put between or around quotes. */
const SLIDER_GLYPHS = /[‹›«»❮❯❰❱←→◀▶◁▷•●○◦⟨⟩]|\b(prev(ious)?|next)\b(?=\s*$)/gi;

const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
/** A list's own numbering ("1. Thai massage", "2.Aroma oil") is not part of a name. */
const unnumber = (s: string) => s.replace(/^\d{1,2}[.)]\s*(?=[A-Za-z])/, '');
/** A phrase of five words or more that speaks to the reader ("Choose the care that suits you") heads a section. */
const ADDRESSES_READER = (t: string) => t.split(/\s+/).length >= 5 && /\b(you|your)\b/i.test(t);
/** Han and kana write a name in one or two characters (袴, 一般), where a Latin name needs three letters. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
/**
 * A call to action ("Get a Free Drain Cleaning Estimate", "Request Leak Detection Service", "Demander un devis
 * gratuit", "Jetzt Termin vereinbaren", "Offerte aanvragen", "予約はこちら", "Stel hier gerust uw vraag"): a verb that asks the reader to act and
 * what the reader gets or how, in the eight languages research reads (German and Dutch put the verb last).
 */
const CALL_TO_ACTION =
  /^(get|request|book|schedule|claim|order|jetzt|demandez|demander|r[ée]servez|r[ée]server|prenez|solicit[ae]r?|pide|pida|reserv[ae]r?|agend[ae]r?|prenota|richiedi|vraag|boek|maak)\s.*\b(free|estimate|quote|appointment|consultation|now|today|online|service|us|table|gratis|kostenlos|unverbindlich|angebot|termin|devis|gratuit|rendez-vous|presupuesto|cita|mesa|preventivo|appuntamento|tavolo|offerte|afspraak|orçamento|consulta)$|^(jetzt|now|call us)\s|^\S+(\s\S+){0,3}\s(anfordern|vereinbaren|buchen|reservieren|anfragen|sichern|aanvragen|maken|boeken|reserveren)$|(こちら|する)$|\b(your|uw|je|jouw|ihre|deine|votre|ta|tu|su|sua|tua)\s(questions?|vraag|vragen|fragen?|pregunta|preguntas|domanda|domande|pergunta|perguntas)$/iu;
const isName = (t: string) =>
  (t.length >= 3 || (t.length >= 1 && CJK.test(t))) &&
  t.length <= 80 &&
  !NAV_WORDS.test(t) &&
  !CALL_TO_ACTION.test(t) &&
  !/[.!?]$/.test(t) &&
  // (a text that ends pointing on, "Voir l'épilation laser →", "Learn more ›", is a link to follow; a guillemet that
  // closes a quote, "Spaghetti «Il Papiro»", is none)
  !/(?:[→➔➜⟶]|\s[›»])$/.test(t) &&
  !ADDRESSES_READER(t);

/** Splits "Drain cleaning — $89" or "Haircut ........ $35" into name and price. */
export function splitPrice(t: string): PageService {
  const m = PRICE.exec(t);
  if (!m) return { name: unnumber(clean(t)) };
  const name = unnumber(clean(t.slice(0, m.index).replace(/[\s.·:|–—-]+$/, '')));
  const after = clean(t.slice(m.index + m[0].length)).replace(/^[\s.·:|–—-]+/, '');
  return {
    name: name || after,
    price: clean(m[0]),
    description: name && after && after.length > 3 ? after : undefined,
  };
}

/**
 * The section a heading introduces: its nearest <section>/<article> (within three levels) as long as it holds no
 * other heading of its rank or above; else what follows it in the outline up to the next such heading, from the
 * outermost wrapper that holds no other (a heading's wrapper with its subtitle, then the cards beside it; an <h1> among
 * other <h1>s in one <div> heads only its own part; a column beside the next heading's column is stepped into).
 */
function sectionOf(h: Element): Element {
  const rank = /^h[1-6]$/.test(h.name) ? Number(h.name[1]) : 6;
  // (an h3 and below runs on to the next h1 or h2, as a page of h3 groups under one h2 reads)
  const peer = (x: Element) => x !== h && /^h[1-6]$/.test(x.name) && Number(x.name[1]) <= Math.min(rank, 2);
  const holdsPeer = (el: Element) => peer(el) || $$('h1, h2, h3, h4, h5, h6', el).some(peer);
  const open = (el: Element | null): el is Element =>
    !!el?.name && !/^(body|main|html)$/.test(el.name) && !holdsPeer(el);
  let top = h;
  let el = h.parent as Element | null;
  for (let i = 0; i < 3 && open(el); i++, el = el.parent as Element | null) {
    if (/^(section|article|aside)$/.test(el.name)) return el;
    top = el;
  }
  const nodes: ChildNode[] = top === h ? [] : [top];
  // the blocks after it in document order, stepping into the one that holds the next peer, up to that peer
  const follow = (from: ChildNode | null): boolean => {
    for (let n = from; n; n = n.next) {
      const e = n as Element;
      if (!isElement(e) || !holdsPeer(e)) {
        nodes.push(n);
        continue;
      }
      if (!peer(e)) follow(e.children[0] ?? null);
      return true;
    }
    return false;
  };
  for (let at: Element | null = top; at?.name && !follow(at.next); at = at.parent as Element | null)
    if (/^(body|main|html)$/.test((at.parent as Element | null)?.name ?? 'body')) break;
  return new DomElement('div', {}, nodes);
}

/** A card: the heading's parent when it holds no other heading, else the siblings after the heading up to the next one. */
function cardOf(h: Element, headings: string): Element {
  const parent = h.parent as Element | null;
  if (parent?.name && $$(headings, parent).length === 1 && !/^(body|main)$/.test(parent.name)) return parent;
  const siblings: ChildNode[] = [];
  for (let n = h.next; n; n = n.next) {
    if ((n as Element).name && /^h[1-6]$/.test((n as Element).name)) break;
    siblings.push(n);
  }
  return new DomElement('div', {}, siblings);
}

/** An amount as a price element writes it: "R280", "UGX 60,000", "400 baht", "From R250" (not "30 minutes"). */
const AMOUNT = /^(?:from\s+)?[^\s\d]{0,4}\s?\d[\d.,\s]*(?:\s?[^\s\d]{0,5})?$/i;

/**
 * The price an element shows: the one element its markup marks as a price (as written, any currency), else one
 * in its text. Several marked amounts (a duration table: 30 minutes 300, 60 minutes 600) give none.
 */
function priceIn(el: Element): string | undefined {
  const tagged = [
    ...new Set(
      $$(PRICE_MARK, el)
        .filter((t) => !$$(PRICE_MARK, t).length)
        .map((t) => clean(text(t)))
        .filter((t) => AMOUNT.test(t)),
    ),
  ];
  if (tagged.length === 1) return tagged[0];
  if (tagged.length > 1) return undefined;
  const m = PRICE.exec(text(el));
  return m ? clean(m[0]) : undefined;
}

/**
 * Page furniture a theme or plugin adds: consent banners, widgets, sidebars, share and social bars, breadcrumbs, the
 * copyright line and its credits (a theme's "copyright" or WordPress's "colophon" block, outside any <footer>). A
 * widget is WordPress's: a class word that opens with it ("widget widget_text", "widget-area") or a widget area
 * ("et_pb_widget_area"); a page builder calls every block of its page content a widget after its own name
 * ("elementor-widget elementor-widget-price-list", "elementor-widget-wrap"), and those are the page's content.
 */
const FURNITURE =
  /((^|[\s_-])(cookies?|consent|gdpr|cky|cmplz|sidebar|social|share|sharing|breadcrumbs?|newsletter|comments?|related-posts|recent-posts|copyright|colophon)|(^|\s)widgets?|[_-]widgets?[_-]area)([\s_-]|$)/i;

/** A site's navigation written without <nav>: a block its role or its class names so ("navigation_wrapper",
 * "cm_mainnavigation", "navbar"). (A bare "nav" class is also a row of tabs, "nav nav-tabs", so it is not one.) */
const NAVIGATION = /(^|[\s_-])(navbar|(main|sub)?navigation)([\s_-]|$)/i;

/** A page's footer or top bar written without <footer>: a block its first class word names so ("footer",
 * "footer-contact", "site-footer", "top-bar"); a card's own footer ("card-footer", "price-footer") is part of it. */
const PAGE_BAND = /(^|\s)((site|page|main)-)?(footer|top-?bar)([\s_-]|$)/i;

/** Whether an element stands in the page's navigation, header, footer or furniture. A <header> inside an article, a
 * section or <main> is that part's own heading block ("<article><header><h2>生活習慣病</h2></header>…"), not the page's. */
export const inChrome = (el: Element, chrome = /^(nav|header|footer|aside)$/) => {
  // (the <body>'s classes describe the whole page, "sidebar_hide", not a block of it)
  for (let p: Element | null = el; p?.name && !/^(body|html)$/.test(p.name); p = p.parent as Element | null)
    if (
      (chrome.test(p.name) && !(p.name === 'header' && sectionOwned(p))) ||
      p.attribs.role === 'navigation' ||
      FURNITURE.test(`${p.attribs.class ?? ''} ${p.attribs.id ?? ''}`) ||
      NAVIGATION.test(`${p.attribs.class ?? ''} ${p.attribs.id ?? ''}`) ||
      PAGE_BAND.test(`${p.attribs.class ?? ''} ${p.attribs.id ?? ''}`)
    )
      return true;
  return false;
};
const sectionOwned = (el: Element) => {
  for (let p = el.parent as Element | null; p?.name; p = p.parent as Element | null)
    if (/^(article|section|main)$/.test(p.name)) return true;
  return false;
};
/** A list item that only links to a post, an archive or another website is not a service. */
const linksAway = (li: Element, pageUrl: string) => {
  const links = $$('a[href]', li);
  if (links.length !== 1 || text(links[0]!) !== text(li)) return false;
  try {
    const to = new URL(links[0]!.attribs.href!, pageUrl);
    return (
      to.host !== new URL(pageUrl).host ||
      /\/(blog|news|category|categories|tag|tags|author|posts?|\d{4}\/\d{2})(\/|$)/i.test(to.pathname)
    );
  } catch {
    return false;
  }
};

/** The lines of a block that each name a price ("0 – 8 anos: Grátis", "8 – 14 anos: R$ 75"), when none is a bare
 * price (or one the word "price" labels, "価格：1,080円") and none reads as a sentence: its items. */
function labelledPrices(block: Element): PageService[] {
  const lines = textLines(block);
  const bare = new RegExp(`^(?:${PRICE_WORD}\\s?[:：]\\s?)?(?:${PRICE.source})$`, 'i');
  const labelled = new RegExp(`^(.{1,40}?)\\s?[:：–—-]\\s?(?:${PRICE.source})$`, 'i');
  if (lines.some((l) => bare.test(l))) return [];
  return lines
    .filter((l) => labelled.test(l))
    .map(splitPrice)
    .filter((s) => s.price && isName(s.name));
}

const BLOCKS = /^(p|div|ul|ol|table|h[1-6]|section|article|dl)$/;
/** A block that is one line, a name then its price ("Mini-Behandeling  € 25.00"), followed by a block: an item. */
function pricedName(block: Element): PageService | undefined {
  const t = text(block);
  if (t.length > 80 || textLines(block).length !== 1) return undefined;
  const s = splitPrice(t);
  if (!s.price || !isName(s.name) || s.description || !t.trim().endsWith(s.price)) return undefined;
  let next = block.next;
  while (next && !(next as Element).name) next = next.next;
  return next && BLOCKS.test((next as Element).name) ? { name: s.name, price: s.price } : undefined;
}

/** Whether a list item stands in the body that describes a priced item: the block after a line naming it with its
 * price (the steps of a treatment, "Reinigen", "Masker", under "Mini-Behandeling  € 25.00"). */
function inPricedBody(li: Element): boolean {
  for (let p = li.parent as Element | null; p?.name && p.name !== 'body'; p = p.parent as Element | null) {
    let prev = p.prev;
    while (prev && !(prev as Element).name) prev = prev.prev;
    if (prev && (prev as Element).name && pricedName(prev as Element)) return true;
  }
  return false;
}

/** A block its class names a section's header or title ("section-header", "section_title", "sectionHeading"). */
const SECTION_HEAD = /(^|\s)section[-_]?(header|heading|head|title)(\s|$)/i;

/**
 * A section's title for what a business tells beside its offerings, in the languages research reads: how the work
 * goes ("Zo werken wij", "So läuft es ab", "施術の流れ"), why to choose it ("Waarom klanten voor ons kiezen", "選ばれる
 * 理由"), questions ("Veelgestelde vragen", "よくある質問"), how to pay, be covered or cancel ("Betaling & Facturatie",
 * "Verzekeringen"), where and when ("Localización", "Horario", "Öffnungszeiten", "アクセス"), the areas it serves
 * ("Areas We Serve", "Zones d'intervention", "対応エリア"), what its work looks like ("Drain Cleaning Results",
 * "Vorher-Nachher", "Galería", "ビフォーアフター"), its premises ("Instalaciones", "Räumlichkeiten"), its quality and
 * certificates ("Kwaliteit", "Certificazioni").
 */
const ASIDE_HEADING = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(how (it|we) works?|how we work|our process|why (choose|us)|zo werken wij|werkwijze|hoe werkt het|so (arbeiten wir|funktioniert es|läuft)|ablauf|comment (ça|cela) (marche|fonctionne)|déroulement|cómo (trabajamos|funciona)|come (lavoriamo|funziona)|como (trabalhamos|funciona)|waarom|warum|pourquoi|por ?qu[eé]|perché|porquê|faqs?|frequently asked|veelgestelde vragen|häufige fragen|questions fréquentes|preguntas frecuentes|domande frequenti|perguntas frequentes|opening ?hours|openingsuren|openingstijden|öffnungszeiten|horaires?|horarios?|horários?|orari|dove siamo|cómo llegar|como chegar|areas? we serve|service areas?|einzugsgebiet|zones? d'intervention|zonas? de (servicio|cobertura)|zone servite|werkgebied|áreas? atendidas|before (and|&) after|vorher[- ]nachher|avant[- ]après|antes y después|prima e dopo|voor en na|antes e depois)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(results|ergebnisse|résultats|resultados|risultati|resultaten)$|^(gallery|galerie|galería|galleria|galerij|galeria|portfolio|portfólio|referenzen|références|referencias|referenze|referenties|referências|projekte|projets|proyectos|progetti|projecten|projetos|réalisations|realizaciones|realizzazioni|realisaties|realizações|facilities|our facilities|instalaciones|nuestras instalaciones|installations|nos installations|einrichtung|räumlichkeiten|unsere räumlichkeiten|strutture|la struttura|faciliteiten|instalações|nossas instalações|quality|qualität|qualité|calidad|qualità|kwaliteit|qualidade|certifications?|zertifizierungen|zertifikate|certificaciones|certificazioni|certificeringen|certificações)$|^((nos|vos|les|unsere|ihre|die|nuestras|sus|las|i nostri|i|onze|uw|de|as nossas|nossas|as|our|your|the|key) )?(avantages|vorteile|ventajas|vantaggi|voordelen|vantagens|advantages|benefits)(?![\p{L}\p{N}])|^(voor wie|für wen|pour qui|para qui[eé]n|per chi|para quem|who (it is|it's|we are) for)\b|^(payments?|betaling|zahlung|paiement|pagos?|pagamento|billing|invoices?|rechnungen|facturation|facturaci[oó]n|fatturazione|facturatie|faturamento|verzekeringen|cancellation|annulering|stornierung|annulation|cancelaci[oó]n|cancellazione|cancelamento)|^(locations?|locatie|standort|anfahrt|localizaci[oó]n|ubicaci[oó]n|localização)$|の流れ$|選ばれる理由|よくある質問|初めての方|はじめての方|施工事例|アクセス|営業時間|診療時間|受付時間|お支払い|対応エリア|ビフォーアフター|ギャラリー|メリット`,
  'iu',
);

/** The heading of a higher rank nearest before a heading: the title of the section it stands in. */
function titleOver(h: Element): string | undefined {
  let root: Element = h;
  while (root.parent && isElement(root.parent as Element)) root = root.parent as Element;
  const all = $$('h1, h2, h3, h4, h5, h6', root);
  for (let i = all.indexOf(h) - 1; i >= 0; i--) if (all[i]!.name < h.name) return text(all[i]!);
  return undefined;
}

/** A heading (or the card it titles) that names, or stands in a section that names, what the business tells beside
 * its offerings: no offering. */
function underAside(el: Element): boolean {
  const h = /^h[1-6]$/.test(el.name) ? el : $$('h1, h2, h3, h4, h5, h6', el)[0];
  return !!h && (ASIDE_HEADING.test(text(h)) || ASIDE_HEADING.test(titleOver(h) ?? ''));
}

/** A bare ordinal over a card's heading, the cards beside it numbered 1, 2, 3… in order ("1" over "Afspraak maken",
 * "2" over "Eerste consult"): the card is a step of a process. */
function numberedStep(label: Element): boolean {
  if (!/^\d$/.test(text(label).trim())) return false;
  const card = label.parent as Element;
  const run = childElements(card.parent as Element).filter((c) => c.name === card.name);
  const numbers = run.map((c) => {
    const x = childElements(c).find((e) => e.name === label.name && e.attribs.class === label.attribs.class);
    return x ? text(x).trim() : '';
  });
  return run.length >= 2 && numbers.every((n, i) => n === String(i + 1));
}

function servicesIn(
  section: Element,
  pageUrl: string,
  cardHeadings = 'h3, h4, h5',
  /** blocks the records were read from */
  taken: Set<Element> = new Set(),
  /** the section stands under a heading that names the offerings */
  offeringsHeaded = false,
): PageService[] {
  const out: PageService[] = [];
  // what stands in the navigation, header or footer ("Quick Links", "Follow Us") is not a service of a section outside them
  const chromeless = !inChrome(section);
  const own = (el: Element) => !chromeless || !inChrome(el);
  const described: Element[][] = [];
  // pricing tables: name | price rows (the name the first cell before the price that can be one: a row may open
  // with an empty cell or a number, "| 1 | Zimmer mit Dusche, WC | 17m2 | 38,- € |")
  for (const tr of $$('tr', section)) {
    // (a layout row that holds a table of its own is not a row of prices: its cells are that table's)
    if (taken.has(tr) || $$('table', tr).length) continue;
    const cells = $$('td, th', tr).map(text);
    const name = cells.slice(0, -1).find(isName);
    if (name && PRICE.test(cells.at(-1)!)) out.push({ name, price: clean(PRICE.exec(cells.at(-1)!)![0]) });
  }
  // a table of one column is a list: each row's cell an item, under the header cell that names the group
  // ("<th>Herren</th>" over "<td>Herrenschnitt</td>", "<td>Bart schneiden</td>")
  for (const table of $$('table', section).filter((t) => own(t) && !notOffering(t) && !$$('table', t).length)) {
    const rows = $$('tr', table).map((tr) => $$('td, th', tr));
    const items = rows.filter((r) => r[0]?.name === 'td').map((r) => splitPrice(text(r[0]!)));
    if (rows.some((r) => r.length !== 1) || items.length < 2) continue;
    const head = rows.find((r) => r[0]!.name === 'th');
    const category = head ? text(head[0]!) : undefined;
    for (const item of items) if (isName(item.name)) out.push({ ...item, ...(category ? { category } : {}) });
  }
  // cards: a sub-heading per service, with the first paragraph and any price in the card
  for (const h of $$(cardHeadings, section).filter((x) => own(x) && !notOffering(x) && !taken.has(x))) {
    const card = cardOf(h, cardHeadings);
    // a heading that breaks a line under its name holds a subtitle: "DONGURI整体コース<br><span>オーダーメイド式…</span>"
    const lines = textLines(h);
    const name = splitPrice(lines.length > 1 && !PRICE.test(text(h)) ? lines[0]! : text(h));
    if (!isName(name.name)) continue;
    // a heading that titles what the business tells beside its offerings, and a card under one, is none
    if (underAside(h)) continue;
    // a heading beside nothing but a count is a figure ("245+" / "Compañeros de negocio"), not an offering; a card's
    // ordinal ("01") is no count
    const beside = clean(text(card).replace(text(h), ''));
    if (/^[\d\s.,+%]+$/.test(beside) && /[+%]|\d{3}/.test(beside)) continue;
    // and a heading beside nothing but a link to the contact page is a call to action ("Snelle 24-uurs service" over
    // "Contact opnemen")
    const links = $$('a[href]', card).filter((a) => !h.children.includes(a));
    if (
      links.length &&
      links.every((a) => CONTACT_PAGE.test(resolveHref(a.attribs.href, pageUrl)?.pathname ?? '')) &&
      clean(links.reduce((rest, a) => rest.replace(text(a), ' '), beside)) === '' &&
      !$$('img', card).length
    )
      continue;
    // a heading over other headings ("Starters" over its dishes, "Les plats" over "Les viandes") names a group, and so
    // does one alone with its kicker in its section's header block (<div class=section-header>, "So läuft Ihr Projekt
    // ab" over "Unser Ablauf: Schritt für Schritt"): nothing there describes it
    if ($$('h1, h2, h3, h4, h5, h6', card).some((x) => x !== h)) continue;
    if (SECTION_HEAD.test(card.attribs.class ?? '') && textLines(card).length <= 2) continue;
    // a heading under a step's number ("01 Schritt 1" over "Fräsen") is a step of the work, not an offering, and
    // its bullets tell about the step
    const siblings = childElements(h.parent as Element);
    const label = siblings.indexOf(h) > 0 ? siblings[siblings.indexOf(h) - 1] : undefined;
    if (label && (STEP.test(text(label)) || numberedStep(label))) {
      described.push($$('li', card));
      continue;
    }
    const next = h.next && !(h.next as Element).name ? h.next.next : h.next;
    if (next && /^h[1-6]$/.test((next as Element).name ?? '') && (next as Element).name > h.name) continue;
    // (and over a line that introduces them: "<h2>特殊技術</h2><p>パーマやヘアカラー…</p><h3>パーマメニュー</h3>")
    if (introducesGroup(h)) continue;
    // and so does a heading over a priced list ("Preise" over its rows)
    if (!name.price && $$('li, tr, dt', card).filter((x) => PRICE.test(text(x))).length >= 2) continue;
    // a price its own words label ("8 – 14 anos: R$ 75") names an item of its own under the heading; a bare
    // price ("De R$ 120") is the heading's
    const labelled = name.price ? [] : labelledPrices(card);
    if (labelled.length) {
      out.push(...labelled.map((l) => ({ ...l, category: name.name })));
      continue;
    }
    const price = name.price ?? priceIn(card);
    const p = $('p', card);
    const description = p ? withoutPrice(text(p)) : undefined;
    out.push({ name: name.name, price, description: description && description.length > 10 ? description : undefined });
    if (p) described.push($$('li', card));
  }
  // accordions (<details><summary>Name</summary><p>…</p>) and definition lists (<dt>Name</dt><dd>£18</dd>)
  for (const d of $$('details', section)) {
    const summary = $('summary', d);
    const name = summary ? splitPrice(text(summary)) : undefined;
    if (!name || !isName(name.name)) continue;
    const rest = clean(text(d).slice(text(summary).length));
    out.push({
      name: name.name,
      price: name.price,
      description: rest.length > 10 && rest.length < 400 ? rest : undefined,
    });
  }
  // and accordions of any markup: each toggle names an item, its hidden body describes it
  for (const item of accordionItems(section, isName, (el) => !own(el) || notOffering(el) || taken.has(el)))
    out.push(item);
  // and cards that each lead to the offering's own page ("Fisioterapia" / "VER MÁS")
  const skipCards = (el: Element) => !own(el) || notOffering(el, offeringsHeaded) || taken.has(el);
  for (const name of linkedCards(section, isName, skipCards, undefined, offeringsHeaded)) out.push({ name });
  for (const dt of $$('dt', section)) {
    // (a term the records already read, with its prices per size, is not read again)
    if (taken.has(dt)) continue;
    const dd = (dt.next && (dt.next as Element).name ? dt.next : dt.next?.next) as Element | null;
    // (a term over items the records read, "お食事" over its dishes and their prices, names their group)
    if (dd?.name === 'dd' && $$('*', dd).some((el) => taken.has(el))) continue;
    const term = splitPrice(text(dt));
    // a term ending in a colon labels its value ("Telefon:" over a number): an offering only when priced
    const name = term.name.replace(/\s*[:：]$/, '');
    if (!isName(name)) continue;
    const detail = dd?.name === 'dd' ? text(dd) : '';
    const price = term.price ?? (PRICE.test(detail) ? clean(PRICE.exec(detail)![0]) : undefined);
    if (name !== term.name && !price) continue;
    const description = withoutPrice(detail);
    out.push({ name, price, description: description.length > 10 ? description : undefined });
  }
  // a line that is only a name and its price, over the block that describes it ("Mini-Behandeling  € 25.00")
  for (const block of $$('p, div', section)) {
    if (taken.has(block) || !own(block) || childElements(block).some((c) => BLOCKS.test(c.name))) continue;
    const line = pricedName(block);
    if (line) out.push(line);
  }
  // price lists written as lines ("Haircut:<br>Women – $100<br>Men – $50"): each priced line, under its group
  for (const block of $$('p, div', section)) if (!taken.has(block)) out.push(...lineItems(block, true));
  // lists (navigation lists, every item a link and one of them a page like "Contact", are left out)
  const navLists = $$('ul, ol', section).filter((list) => {
    const items = $$('li', list);
    const linksOnly = items.every((li) => $$('a', li).length === 1 && text($('a', li)) === text(li));
    return items.length > 1 && linksOnly && items.some((li) => NAV_WORDS.test(text(li)));
  });
  // in a grid of described services, each one's bullet list ("Quality parts", "Code-compliant work") tells about
  // it: those are not services (one heading with an intro over a list is a list of services)
  const details = described.length >= 2 ? described.flat() : [];
  for (const li of $$('li', section).filter(
    (li) =>
      own(li) &&
      !details.includes(li) &&
      !linksAway(li, pageUrl) &&
      !taken.has(li) &&
      !inPricedBody(li) &&
      !isTrail(li.parent as Element) &&
      // (a list under a heading that titles what the business tells beside its offerings, "Nos avantages", is none)
      !ASIDE_HEADING.test(headingBefore(li) ?? ''),
  )) {
    if ($$('h3, h4, h5', li).length) continue;
    if (navLists.some((l) => l.children.includes(li))) continue;
    // a priced item laid out in parts (<strong>Name</strong><small>what it is</small><span class="price">R280</span>)
    const named = $('strong, b, [class*="name" i], [class*="title" i]', li);
    const price = $(PRICE_MARK, li) ? priceIn(li) : undefined;
    if (named && price) {
      const name = clean(text(named));
      const rest = clean(text(li).replace(text(named), '').replace(price, ''));
      if (isName(name)) out.push({ name, price, description: rest.length > 10 ? rest : undefined });
      continue;
    }
    // a list item over a list of its own is named by its own words ("Krankengymnastik" over "chirurgisch", …)
    const own = $('ul, ol', li) ? (textLines(li)[0] ?? '') : text(li);
    // a list's own punctuation closes its items ("détection de fuite ;", and the last one's full stop after them,
    // "débouchage et détartrage."): a short phrase with no other stop is no sentence
    const siblings = childElements(li.parent as Element);
    const prev = siblings[siblings.indexOf(li) - 1];
    const closes = siblings.at(-1) === li && !!prev && /[;,]$/.test(text(prev));
    const bare = own.replace(closes ? /\s*[;,.]$/ : /\s*[;,]$/, '');
    const t = bare.split(/\s+/).length <= 6 && !/[.!?;]/.test(bare) ? bare : own;
    // a name set apart, then a dash or colon and what it is ("<a>Lohnsägen</a> – Mit der Blockbandsäge …")
    const lead = $('a, strong, b', li);
    const after = lead && t.startsWith(text(lead)) ? /^\s*[–—:-]\s+(.{10,})$/su.exec(t.slice(text(lead).length)) : null;
    if (after && isName(clean(text(lead!)))) {
      out.push({ name: clean(text(lead!)), description: withoutPrice(after[1]!), price: priceIn(li) });
      continue;
    }
    if (t.length > 120) continue;
    const s = splitPrice(t);
    if (isName(s.name)) out.push(s);
  }
  return out;
}

/**
 * A price list written as lines of one block ("Käsekuchen ..... 4,50 €<br>Apfelstrudel ..... 3,90 €"): each priced
 * line, under the group a line names ("Haircut:<br>Women – $100"). Two priced lines make one; under a services
 * heading (`loose`) one under a group name does too.
 */
function lineItems(block: Element, loose: boolean): PageService[] {
  block = linesWrapper(block);
  if (!block.children.some((c) => (c as Element).name === 'br')) return [];
  if (block.children.some((c) => /^(p|div|ul|ol|table)$/.test((c as Element).name ?? ''))) return [];
  const rows = brLines(block);
  const priced = rows.filter((r) => PRICE.test(r)).length;
  if (priced < (loose && /^[^:–—]{2,40}:$/.test(rows[0] ?? '') ? 1 : 2)) return [];
  const out: PageService[] = [];
  let group: string | undefined;
  for (const row of rows) {
    if (!PRICE.test(row)) {
      const heading = /^([^:–—]{2,40}):$/.exec(row)?.[1];
      // (a group line that repeats the block's heading, "Preise:" under "Preise", names no group of its own)
      if (heading) group = sameWords(heading, headingBefore(block)) ? undefined : clean(heading);
      continue;
    }
    const s = splitPrice(row);
    if (isName(s.name)) out.push({ ...s, name: group && !s.name.includes(group) ? `${group}: ${s.name}` : s.name });
  }
  return out;
}

/** A list's marker opening a line ("- Fahrdienst", "• Coupe", "・カット", "Ø Grundpflege", "1. Dachreinigung"): the dash
 * or bullet itself, or the line's number (all numbers one shape). */
const LINE_MARKER = /^(?:([-–—•·*Øø►▸▶✓✔❖◆■□●○◦])\s+|(・)\s*|\d{1,2}([.)])\s+)/u;

/**
 * Offerings written as lines of one shape: a run of three or more lines in one block split by <br>, each opening with
 * the same list marker ("- Fahrdienst<br>- Essen auf Rädern<br>- Beratungsbesuche"), or of three or more sibling
 * paragraphs of one class, each a single line ("<p class=element-prestation><i></i> Tonte de pelouse</p>"); every
 * line a short name (a few words, no sentence). Read where the offerings are: under a heading that names them, or on
 * a page of them.
 */
function nameLines(section: Element, skip: (el: Element) => boolean): string[] {
  const short = (t: string) => isName(t) && t.split(/\s+/).length <= 8;
  const out: string[] = [];
  for (const block of $$('p, div, td, li', section)) {
    if (skip(block) || !block.children.some((c) => (c as Element).name === 'br')) continue;
    let run: string[] = [];
    let shape: string | undefined;
    const close = () => {
      if (run.length >= 3 && run.every(short)) out.push(...run);
      run = [];
    };
    for (const line of textLines(block)) {
      const m = LINE_MARKER.exec(line);
      const marker = m ? (m[1] ?? m[2] ?? m[3]) : undefined;
      if (!m || marker !== shape) close();
      shape = marker;
      if (m) run.push(clean(line.slice(m[0].length)));
    }
    close();
  }
  const shapeOf = (el: Element) => `${el.name}.${el.attribs.class ?? ''}`;
  // (paragraphs, each one line: boxes of one class are cards, chips or figures)
  const oneLine = (el: Element) =>
    el.name === 'p' &&
    !!el.attribs.class &&
    !childElements(el).some((c) => BLOCKS.test(c.name)) &&
    textLines(el).length === 1;
  for (const parent of [section, ...$$('*', section)]) {
    const kids = childElements(parent);
    for (let i = 0, j = 1; i < kids.length; i = j, j = i + 1) {
      while (j < kids.length && shapeOf(kids[j]!) === shapeOf(kids[i]!)) j++;
      const run = kids.slice(i, j);
      // (each a name: no link, no figure)
      const names = run.map((el) => clean(text(el)));
      const named = names.every((n) => short(n) && !/\d/.test(n));
      if (run.length >= 3 && named && run.every((el) => oneLine(el) && !skip(el) && !$$('a', el).length))
        out.push(...names);
    }
  }
  return out;
}

/** Whether two texts are the same words, whatever their case and spacing. */
const sameWords = (a: string, b: string | undefined) => !!b && clean(a).toLowerCase() === clean(b).toLowerCase();

/** The element whose <br>s split a block's lines: the block, or the one inline element that wraps all its text
 * ("<p><span style=…>Preise:<br>Nothelferkurs 110.-<br>…</span></p>"). */
function linesWrapper(block: Element): Element {
  const own = block.children.filter((c) => (c as Element).name || ((c as { data?: string }).data ?? '').trim());
  const only = own.length === 1 ? (own[0] as Element) : undefined;
  return only && /^(span|font|strong|b|em|i|u|small)$/.test(only.name ?? '') ? linesWrapper(only) : block;
}

/** The text of an element's lines, split at its <br> elements. */
function brLines(el: Element): string[] {
  const rows: string[] = [''];
  for (const c of el.children) {
    if ((c as Element).name === 'br') rows.push('');
    else
      rows[rows.length - 1] +=
        ` ${(c as Element).name ? text(c as Element) : ((c as unknown as { data?: string }).data ?? '')}`;
  }
  return rows.map(clean).filter(Boolean);
}

/** Items one page can list: a large menu (100+ dishes) is read whole. */
export const MAX_ITEMS = 250;

/** A container the markup names for the offerings, as a whole class or id word, in the languages research reads: the
 * plural, or one offering's own block in the singular ("cards_prestation", "servicio-item"), save English "service",
 * which also names any feature box. */
const OFFERING_CLASS =
  /(^|[\s_-])(services|products|prices|pricing|offerings|treatments|leistung(en)?|produkte|preise|prestations?|produits|tarifs|servicios?|productos|precios|servizi|servizio|prodotti|prezzi|trattamenti|diensten?|producten|prijzen|tarieven|behandelingen|servi[cç]os?|produtos|precos|preços)($|[\s_-])/i;

/** A page path that names the business's offerings (services, menu, prices, products) in the languages research reads. */
export const OFFERING_PATH =
  /service|menu|price|pricing|treatment|what-we-do|products?|speisekarte|leistungen|preise|produkte|sortiment|carte|tarifs|prestations|produits|servicios|precios|productos|carta|servizi|prezzi|prodotti|listino|trattamenti|diensten|prijzen|tarieven|producten|aanbod|behandelingen|servicos|precos|produtos|cardapio/i;

/** "from" written at the end of a name before its price ("BALAYAGE A PARTIR DE.…65€", "Balayage v.a."). */
const FROM_AT_END = new RegExp(String.raw`\s+(${FROM_WORDS})$`, 'i');
/**
 * An item's name as a reader reads it: without the bullet or dash a list puts before it ("• Barba", "- Jamón", the
 * lowercase "o" a word processor's second-level bullet pastes as: "o      Implantodontia"), the dotted leaders, colon or
 * dash between it and its price ("COULEUR......36€", "Regina : 11.40€", "フリードリンク：¥300"), and a "from" that belongs to the price ("A
 * PARTIR DE 65€").
 */
function tidyItem(s: PageService): PageService {
  // (the label of the price after it: "【カット】価格" / "5,400円〜", "Haircut – Price:" / "$25")
  let name = undecorated(s.price ? s.name.replace(PRICE_WORD_AT_END, '').trim() || s.name : s.name)
    .replace(/^(?:[\s•·●▪◦*–—-]+|o\s+(?=\p{Lu}))(?=\S)/u, '')
    .replace(/(?:\s*[.·…:：|–—-])+\s*$/u, '')
    .trim();
  let price = s.price;
  const from = FROM_AT_END.exec(name);
  // (a price read from the whole line already holds it: "Extension da" / "da 200 €")
  if (from && price) {
    name = name
      .slice(0, from.index)
      .replace(/(?:\s*[.·…:|–—-])+\s*$/u, '')
      .trim();
    if (!OPENS_FROM.test(price)) price = `${from[1]} ${price}`;
  }
  // Japanese sets a name off in lenticular brackets ("【カット】"): they are no part of it
  name = name.replace(/^【([^【】]+)】$/u, '$1');
  return { ...s, name, ...(price ? { price } : {}) };
}

/** Words that only introduce a heading's noun ("Our services", "Nuestros tratamientos", "Le nostre terapie"). */
const HEADING_FILLER =
  /^(our|all|the|unsere|unser|alle|die|nos|notre|les|tous|nuestros|nuestras|nuestro|todos|los|las|i|le|nostri|nostre|tutti|i|os|as|nossos|nossas|todos|onze|alle|de|het)$/i;
/** What opens a clause after a heading's noun ("services we provide", "Leistungen, die wir…"). */
const HEADING_CLAUSE = /^(we|you|that|which|for|wir|die|für|nous|que|pour|para|che|per|wat|voor)$/i;
/** Whose offerings a heading's noun is ("Diensten van uw schilder", "Leistungen unserer Praxis", "Services of your
 * dentist"): a possessive of the reader's or of the business's, right after the noun or after "of". */
const HEADING_OWNER =
  /^(your|our|ihre[rsnm]?|unsere[rsnm]?|votre|vos|notre|nos|tu|tus|su|sus|nuestr[oa]s?|vostr[oaie]|nostr[oaie]|seu|sua|seus|suas|noss[oa]s?|uw|onze)$/i;
/** A name that is only a heading for the offerings ("Services", "Unsere Leistungen"), not one of them ("Terapias em
 * Grupo", "Tratamientos faciales"). */
const headsOfferings = (name: string) => {
  const m = OFFERINGS_HEADING.exec(name);
  if (!m) return false;
  const before = name
    .slice(0, m.index)
    .split(/[\s:&,.]+/)
    .filter(Boolean);
  const after = name
    .slice(m.index + m[0].length)
    .split(/[\s:&,.]+/)
    .filter(Boolean);
  // (the heading's noun closes it, or a clause follows it: "Onze dagelijkse diensten", "Services we provide", or
  // whose they are: "Diensten van uw schilder")
  return (
    before.some((w) => !HEADING_FILLER.test(w)) ||
    after.every((w) => HEADING_FILLER.test(w)) ||
    HEADING_CLAUSE.test(after[0]!) ||
    after.slice(0, 2).some((w) => HEADING_OWNER.test(w))
  );
};

/**
 * Whether a page's own name can be an offering's: a name, and none that only heads the offerings ("Unsere
 * Leistungen"), what a business tells beside them ("Öffnungszeiten"), what its clients say ("患者様の声") or the way to
 * reach or know it ("Kontakt"), nor one the business's or the reader's possessive opens ("Nos engagements", "Our
 * team", "Ihr Weg zu uns").
 */
export const offeringPageName = (name: string) =>
  isName(name) &&
  !headsOfferings(name) &&
  !ASIDE_HEADING.test(name) &&
  !REVIEWS_HEADING.test(name) &&
  !CONTACT_NAME.test(name) &&
  !HEADING_OWNER.test(name.split(/\s+/)[0]!);

/** Services under a services/menu/prices heading, and everything listed on a services-like page. */
export function extractServices(doc: Document, pageUrl: string): PageService[] {
  // repeated records first: they carry their category, and a category heading is never an item
  const taken = new Set<Element>();
  const records = extractRecords(doc, { price: PRICE, isName, inChrome, describe: withoutPrice }, taken);
  const categories = new Set(records.map((r) => r.category?.toLowerCase()).filter(Boolean));
  const categoryNames = new Set(records.map((r) => r.category).filter(Boolean));
  const out: PageService[] = [...records];
  // the pages a menu entry named for the services opens ("Leistungen" over Prophylaxe, Implantate…)
  const navLinks = navOfferings(doc, pageUrl, SERVICES_LABEL, isName);
  for (const { name } of navLinks) out.push({ name });
  // cards anywhere on the page that each lead to a page the menu lists as an offering's own name offerings, with or
  // without a heading over them ("Botox" and "Filler" linking to the aesthetic medicine page)
  const offeringPages = new Set(navLinks.map((n) => n.to));
  const leadsToOffering = (a: Element) =>
    offeringPages.has(resolveHref(a.attribs.href, pageUrl)?.href.replace(/#.*$/, '') ?? '');
  const body = $('body', doc);
  if (body && offeringPages.size)
    for (const name of linkedCards(body, isName, (el) => inChrome(el) || notOffering(el), leadsToOffering))
      out.push({ name });
  // a page the menu lists as one of the offerings is about that offering: its sections describe it
  const title = $('h1', doc);
  const offeringsOwnPage = !!title && navLinks.some((n) => sameWords(n.name, text(title)));
  const servicePage = OFFERING_PATH.test(new URL(pageUrl).pathname);
  // (a footer's or a sidebar's "Services" column repeats the page's links, or its template's placeholders)
  const headings = $$('h1, h2, h3', doc).filter((h) => SERVICE_HEADING.test(text(h)) && !inChrome(h));
  // (offerings written as lines are read under a heading that names them, and on a page of them)
  const skipLine = (el: Element) => inChrome(el) || notOffering(el) || taken.has(el) || underAside(el);
  // a page's title heading (h1) has its cards one level down (h2); a section heading's cards are h3 to h5
  for (const h of headings) {
    out.push(...servicesIn(sectionOf(h), pageUrl, h.name === 'h1' ? 'h2, h3, h4, h5' : undefined, taken, true));
    for (const name of nameLines(sectionOf(h), skipLine)) out.push({ name });
  }
  // containers the markup itself names as services, products or prices (never inside navigation)
  for (const el of $$('[class], [id]', doc))
    if (OFFERING_CLASS.test(`${el.attribs.class ?? ''} ${el.attribs.id ?? ''}`) && !inChrome(el))
      out.push(...servicesIn(el, pageUrl, undefined, taken));
  // a price table (two or more "name | price" rows) is a price list wherever it stands
  for (const table of $$('table', doc))
    if (
      !inChrome(table) &&
      !notOffering(table) &&
      $$('tr', table).filter((tr) => PRICE.test(text($$('td, th', tr).at(-1) ?? null))).length >= 2
    )
      out.push(...servicesIn(table, pageUrl, undefined, taken));
  // so is a block of two or more priced lines, under the heading before it
  for (const block of $$('p, div', doc)) {
    if (inChrome(block) || notOffering(block) || taken.has(block)) continue;
    const items = lineItems(block, false);
    const category = items.length >= 2 ? headingBefore(block) : undefined;
    if (items.length >= 2) out.push(...items.map((i) => ({ ...i, ...(category ? { category } : {}) })));
  }
  // runs of blocks of one shape, each opening with an offering's name, under a heading or tab that names them
  const skipBlock = (el: Element) => inChrome(el) || notOffering(el) || taken.has(el) || underAside(el);
  for (const name of titledBlocks(doc, { names: SERVICE_HEADING, isName, skip: skipBlock, servicePage, price: PRICE }))
    out.push({ name });
  // a list its introducing line names as the offerings ("folgende Leistungen:", "Our services include")
  for (const list of leadInLists(
    doc,
    SERVICE_HEADING,
    (el) => inChrome(el) || notOffering(el) || taken.has(el),
    headingBefore,
  ))
    out.push(...servicesIn(list, pageUrl, undefined, taken));
  // and the rows or lines such a line introduces with no list markup ("nous proposons :" over rows of icons and names)
  for (const name of leadInRows(doc, SERVICE_HEADING, (el) => inChrome(el) || notOffering(el) || taken.has(el), isName))
    out.push({ name });
  // paragraphs or list items that each open with an offering's name in bold ("<b>Crioterapia</b>: …")
  for (const parent of $$('div, ul, ol, section, article, td', doc))
    if (!inChrome(parent) && !notOffering(parent) && !taken.has(parent)) out.push(...boldLeads(parent, isName));
  if (servicePage) {
    const main = $('main', doc) ?? $('body', doc);
    // (an offering's own page: its top sections only, and none that names the offering itself, "Cos'è l'osteopatia")
    const own = title && offeringsOwnPage ? text(title).toLowerCase() : undefined;
    if (main)
      out.push(
        ...servicesIn(main, pageUrl, own ? 'h2' : 'h2, h3, h4, h5', taken).filter(
          (s) => !own || !s.name.toLowerCase().includes(own),
        ),
        ...nameLines(main, skipLine).map((name) => ({ name })),
      );
  }
  // the lists of a page its breadcrumb places under the services ("Início / Serviços / Cabelo")
  if (underServices(doc, SERVICE_HEADING)) out.push(...listedOfferings(doc, (el) => inChrome(el) || notOffering(el)));
  // the services a booking or enquiry form offers to choose from
  for (const name of formChoices(doc, SERVICE_FIELD, inChrome)) out.push({ name });
  // offerings named in lists in the page's sentences ("wir bieten A, B und C"), after those its structure gives (never
  // in a priced item's own description, "Antipasto $80: a selection of meats, cheeses and accoutrements")
  for (const name of textListOfferings(doc, (el) => inChrome(el) || notOffering(el) || taken.has(el)))
    out.push({ name });
  const seen = new Map<string, PageService>();
  for (const item of out) {
    const s = tidyItem(item);
    const key = s.name.toLowerCase();
    if (!s.name || ((headsOfferings(s.name) || ASIDE_HEADING.test(s.name)) && !s.price) || CONTACT_NAME.test(s.name))
      continue;
    // a category heading is never an item
    if (categories.has(key) && (!s.price || categoryNames.has(s.name))) continue;
    const prev = seen.get(key);
    if (!prev) seen.set(key, s);
    else if (isVariant(prev, s)) {
      if (!seen.has(`${key}|${s.price}`)) seen.set(`${key}|${s.price}`, s);
    } else
      seen.set(key, {
        ...prev,
        price: prev.price ?? s.price,
        description: prev.description ?? s.description,
        ...(prev.category || s.category ? { category: prev.category ?? s.category } : {}),
      });
  }
  // one line read twice, under its group's label ("Theorieunterricht: VKU - Verkehrskunde") and alone: kept labelled
  const items = [...seen.values()];
  const alone = (name: string, price: string | undefined) => `${name.toLowerCase()}|${price}`;
  const labelled = new Set(
    items
      .filter((i) => i.price && i.name.includes(': '))
      .map((i) => alone(i.name.slice(i.name.indexOf(': ') + 2), i.price)),
  );
  return items.filter((i) => !i.price || !labelled.has(alone(i.name, i.price))).slice(0, MAX_ITEMS);
}

/**
 * The offerings a home page shows without naming them: its first run of three or more sibling blocks of one shape in
 * its own content, each only a short name (an icon or a picture beside it at most), all different; never navigation,
 * links, headings, paragraphs, people, posts, figures or hours. Read only when the whole site gave no offering
 * otherwise.
 */
export function homeOfferings(doc: Document): string[] {
  const body = $('body', doc);
  if (!body) return [];
  for (const parent of $$('*', body)) {
    // (a page that wraps its opening part in a <header> shows its offerings there too)
    if (inChrome(parent, /^(nav|footer|aside)$/) || notOffering(parent)) continue;
    const runs = new Map<string, Element[]>();
    for (const k of childElements(parent)) runs.set(signature(k), [...(runs.get(signature(k)) ?? []), k]);
    for (const run of runs.values()) {
      const names = run.map((el) => clean(text(el)));
      if (
        run.length >= 3 &&
        !/^(h[1-6]|a|p|br|img|option|tr|td|th|dt|dd)$/.test(run[0]!.name) &&
        // (nor the cells of a table written as ARIA roles: "Data", "Ora", "Evento" over an events board)
        !/^(row|cell|gridcell|columnheader|rowheader)$/.test(run[0]!.attribs.role ?? '') &&
        run.every((el) => !$$('a[href], h1, h2, h3, h4, h5, h6, p', el).length && textLines(el).length === 1) &&
        names.every(
          (n) =>
            isName(n) && n.length <= 40 && !hasTimeSpan(n) && !PRICE.test(n) && !opensWithDay(n) && /\p{L}/u.test(n),
        ) &&
        new Set(names).size === names.length
      )
        return names;
    }
  }
  return [];
}

/** A heading whose next heading, after only unpriced lines that introduce it, is of a lower rank: a group's title. */
function introducesGroup(h: Element): boolean {
  for (let n = h.next; n; n = n.next) {
    const el = n as Element;
    if (!isElement(el)) continue;
    const sub = /^h[1-6]$/.test(el.name) ? el : $$('h1, h2, h3, h4, h5, h6', el)[0];
    if (sub) return sub.name > h.name && !PRICE.test(text(el).split(text(sub))[0] ?? '');
    if (PRICE.test(text(el)) || $$('li, tr, dt, img', el).length) return false;
  }
  return false;
}

/** Places under a "service area" heading: list items, or a comma list in the text that follows. */
export function extractAreas(doc: Document): string[] {
  const out: string[] = [];
  for (const h of $$('h1, h2, h3, h4, strong', doc)) {
    if (!AREA_HEADING.test(text(h))) continue;
    const section = sectionOf(h);
    const items = $$('li', section).map(text);
    const candidates = items.length
      ? items
      : text(section)
          .replace(text(h), '')
          .split(/\s*[,;]\s*|\s+and\s+/)
          .map((t) => t.replace(/[.:]$/, ''));
    for (const c of candidates.map(clean))
      if (/^[A-Z][\w'.-]*(?:\s+[A-Z][\w'.-]*){0,3}$/.test(c) && !NAV_WORDS.test(c)) out.push(c);
  }
  return [...new Set(out)].slice(0, 20);
}

/** A template's placeholder text, never a business's words nor its customers'. */
export const PLACEHOLDER_TEXT =
  /lorem ipsum|dolor sit amet|blind texts?|word mountains|small river named duden|sample text|placeholder/i;

/** A shop template's words where an item has no description ("Kein Bild und keine Beschreibung vorhanden"). */
const NO_DESCRIPTION =
  /\b(no description|keine beschreibung|pas de description|aucune description|sin descripci[oó]n|nessuna descrizione|geen (beschrijving|omschrijving)|sem descri[cç][aã]o)\b|説明(なし|はありません)/i;

/** An item's description that says nothing: template text, or the template's words for "no description". */
export const vacantItemText = (text: string) =>
  PLACEHOLDER_TEXT.test(text) || (text.length <= 60 && NO_DESCRIPTION.test(text));

export interface PageTestimonial {
  quote: string;
  author?: string;
  /** where the site says the quote came from ("—yelp.com" gives `yelp`) */
  source?: string;
}

/** A reviews section's title in the languages research reads ("Reviews", "Recensioni", "Kundenstimmen", "お客様の声"). */
const REVIEWS_HEADING = new RegExp(
  String.raw`(?<!\p{L})(testimonials?|reviews?|what (do )?(our )?(\w+ )?(clients|customers|guests|patients|people|regulars|members|owners) (say|are saying|think|have to say)|(hear|words) from (our )?(clients|customers|guests|patients)|kind words|guestbook|happy (clients|customers)|feedback|praise|` +
    String.raw`recensioni|recensione|dicono di noi|parlano di noi|opinioni( dei (nostri )?clienti)?|cosa dicono (i nostri )?(clienti|ospiti|pazienti)|testimonianze|\p{L}*beoordelingen|recensies|ervaringen|klantervaringen|wat (onze )?klanten zeggen|wat zeggen (onze )?klanten|klanten over ons|gastenboek|` +
    String.raw`\p{L}*bewertungen|\p{L}*erfahrungsberichte|gästebuch|kundenstimmen|kundenmeinungen|rezensionen|was (unsere )?(kunden|gäste|patienten)( über uns)? sagen|das sagen unsere (kunden|gäste|patienten)|stimmen unserer (kunden|gäste|patienten)|avis( clients)?|témoignages|livre d['’]or|ils parlent de nous|ce que (disent|pensent) nos (clients|patients)|` +
    String.raw`opiniones|reseñas|valoraciones|testimonios|(lo )?qu[eé] dicen (de nosotros|(nuestros )?(clientes|pacientes))|libro de visitas|` +
    String.raw`depoimentos|testemunhos|avaliações|opiniões|o que (dizem|falam) (de nós|(os )?(nossos )?(clientes|pacientes))|livro de visitas|o que (os )?(nossos )?(clientes|pacientes) (dizem|falam))(?!\p{L})|(?:お客|患者)(?:様|さま)(?:の|からの)(?:喜びの)?(?:声|感想)|利用者の声|体験談|口コミ|レビュー`,
  'iu',
);

/**
 * Whether a block's last heading titles what follows the block: it ends the block, or only a line (a subtitle, an
 * introduction) follows it. A heading with more after it titles its own block (a section, a card of a list), not the
 * blocks after that one.
 */
function titlesAfter(block: Element, heading: Element): boolean {
  const lines = textLines(block).filter((l) => l.trim());
  const own = textLines(heading).filter((l) => l.trim());
  const at = lines.lastIndexOf(own.at(-1) ?? '');
  return at >= 0 && lines.length - 1 - at <= 1;
}

/**
 * The text of the heading nearest before an element in document order (its section's title), if any: a heading
 * before it, or the last heading of a block before it that titles what follows (see `titlesAfter`).
 */
function headingBefore(el: Element): string | undefined {
  for (let node: Element | null = el; node?.name && node.name !== 'body'; node = node.parent as Element | null)
    for (let sib = node.prev; sib; sib = sib.prev) {
      const e = sib as Element;
      if (!isElement(e)) continue;
      if (/^h[1-6]$/.test(e.name)) return text(e);
      const inner = $$('h1, h2, h3, h4, h5, h6', e).at(-1);
      if (inner && titlesAfter(e, inner)) return text(inner);
    }
  return undefined;
}

/**
 * The first of the run of siblings an element repeats (same tag, same class): cards of one list stand under the
 * heading before the first card, not under the title inside the card before them.
 */
function firstOfRun(el: Element): Element {
  let first = el;
  const alike = (e: Element | null): e is Element =>
    !!e && e.name === el.name && (e.attribs.class ?? '') === (el.attribs.class ?? '');
  for (let sib = prevElementSibling(el); alike(sib); sib = prevElementSibling(sib)) first = sib;
  return first;
}

/**
 * Whether an element stands among reviews: inside a testimonial/review container, or under such a heading (for a
 * card among cards of its shape, the heading of the whole run).
 */
function inReviews(el: Element): boolean {
  // the page's own wrapper (<main class="reviews-page">) holds everything on the page, so it says nothing
  for (
    let p = el.parent as Element | null;
    p?.name && !/^(main|body|html)$/.test(p.name);
    p = p.parent as Element | null
  )
    if (
      /testimoni|review|recensi|rezension|bewertung|kundenstimm|beoordeling|ervaring|opini|depoiment|t[eé]moignage|rese[ñn]a|avalia|(?:^|[\s_-])avis(?:$|[\s_-])/i.test(
        `${p.attribs.class ?? ''} ${p.attribs.id ?? ''}`,
      )
    )
      return true;
  return REVIEWS_HEADING.test(headingBefore(firstOfRun(el)) ?? '');
}

/** Whether an element lies inside another. */
function contains(a: Element, b: Element): boolean {
  for (let p = b.parent as Element | null; p; p = p.parent as Element | null) if (p === a) return true;
  return false;
}

/**
 * The byline a quote's card gives after it: the last of the short lines that follow the quote in its card (a
 * figure's caption, "<p>Louise Johnsen, Hayden Lake, ID</p>", or a photo's caption and then the name).
 */
function bylineAfter(quote: Element): Element | undefined {
  const after: Element[] = [];
  for (let sib = quote.next; sib; sib = sib.next) if (isElement(sib as Element)) after.push(sib as Element);
  const lines = after.filter((e) => text(e));
  if (!lines.length || lines.length > 3 || lines.some((e) => text(e).length > 60)) return undefined;
  return lines.at(-1);
}

/** Quotation marks around a quote, in each language's forms ("…", “…”, „…“, «…», ‚…‘). */
const QUOTE_MARKS = /^["“”„'‘’‚«»]+|["“”„'‘’‚«»]+$/g;
/** "“…” —yelp.com", "„…“ – Anna M.": the attribution after a quote's closing mark. */
const ATTRIBUTION = /["”“»]\s*[-–—]+\s*([^"”“„»«]{2,60})$/;

/** A line that only rates ("4.9/5", "★★★★★"), not anyone's words or name. */
const RATING_ONLY = /^[\d.,\s/★☆*]+$|^\d[\d.,]*\s*(?:\/|out of|su|van|von|sur|de)\s*\d+$/i;
/**
 * A line that only dates a review, as review widgets write it over the words: a date in figures ("06/28/2024",
 * "2021-02-28", "2024年6月28日"), with its month's name ("28 Jun 24", "28. Juni 2024", "28 de junio de 2024", "June 28,
 * 2024"), after the time ("10:13 10 Jun 24"), or how long ago in each language ("2 weeks ago", "vor 2 Wochen", "il y
 * a 3 jours", "hace un mes", "2 settimane fa", "3 weken geleden", "há 2 meses", "2 meses atrás", "2週間前").
 */
const DATE_ONLY = new RegExp(
  String.raw`^(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|\d{4}年\d{1,2}月(?:\d{1,2}日)?|(?:\d{1,2}:\d{2} )?\d{1,2}\.?(?: de)? \p{L}{3,10}\.?(?: de)? \d{2,4}|\p{L}{3,10}\.? \d{1,2},? \d{4}|(?:a|an|one|\d+) \p{L}+ ago|vor (?:einem|einer|\d+) \p{L}+|il y a (?:un|une|\d+) \p{L}+|hace (?:un|una|\d+) \p{L}+|(?:un|una|\d+) \p{L}+ fa|(?:een|\d+) \p{L}+ geleden|há (?:um|uma|\d+) \p{L}+|(?:um|uma|\d+) \p{L}+ atrás|\d+ ?(?:秒|分|時間|日|週間|か月|ヶ月|年)前)$`,
  'iu',
);
/** A counter's figure ("30.000+", "100%", "2 sett.", "15 Jahre"), not a rating ("4.7/5") and not a date. */
const FIGURE = /^[+~]?\d+(?:[.,]\d+)?\s*(?:[+%]|\p{L}{1,12}\.?)?\+?$/u;
/**
 * A run of counters among the reviews ("30.000+" / "profili inquilini attivi", "2 sett." / "tempo medio…"): a card
 * gives a figure and every card only a short label, where a review's words run longer.
 */
const counters = (cards: Element[]) =>
  cards.some((card) => textLines(card).some((l) => FIGURE.test(l.trim()))) &&
  cards.every((card) => textLines(card).every((l) => l.trim().length < 60));
/**
 * A Japanese reviewer named after the words, in brackets and with an honorific ("…通いたいです。（高山市 40代 女性
 * M.K様）"): the byline, not the quote (the closing bracket sometimes left out).
 */
const HONORIFIC = '(?:様|さま|さん)';
const JA_BYLINE = new RegExp(String.raw`\s*[（(]([^（）()]{1,40}?${HONORIFIC})[）)]?$`, 'u');
/** A line that ends in a Japanese honorific ("A・Mさん", "40代 M.T様"): a reviewer's name. */
const HONORIFIC_END = new RegExp(`${HONORIFIC}$`, 'u');

/**
 * Cards of one shape among reviews (under a reviews heading or container, in any language) that carry no testimonial
 * markup: each card's longest line is the quote, a short line beside it the author ("-Pauline", "Daniele Riva").
 */
function reviewCards(doc: Document, quotes: Element[]): PageTestimonial[] {
  const out: PageTestimonial[] = [];
  // a blockquote already read, the cards holding one, and the lines beside it in its card (a byline, a photo's
  // caption) are no cards of their own
  const holdsQuote = (el: Element) => quotes.some((q) => q === el || contains(el, q) || contains(q, el));
  const besideQuote = (parent: Element) => quotes.some((q) => q.parent === parent);
  for (const parent of $$('*', doc)) {
    const groups = new Map<string, Element[]>();
    // (elements only: a stray "<!DOCTYPE>", "<?php … ?>" or "<?xml ?>" is a node with a name and no attributes)
    for (const el of childElements(parent)) {
      if (/^(script|style|template|h\d)$/.test(el.name)) continue;
      const key = `${el.name}.${(el.attribs.class ?? '').trim()}`;
      groups.set(key, [...(groups.get(key) ?? []), el]);
    }
    for (const cards of groups.values()) {
      if (cards.length < 2 || !inReviews(cards[0]!) || cards.some(holdsQuote) || besideQuote(parent) || counters(cards))
        continue;
      for (const card of cards) {
        const own = textLines(card).filter((l) => /\p{L}/u.test(l) && !RATING_ONLY.test(l));
        const quoteLine = own.reduce<string | undefined>((a, l) => (!a || l.length > a.length ? l : a), undefined);
        if (!quoteLine) continue;
        // (a byline written after the quote's closing mark on its line: "„…“ – Anna M.")
        const line = clean(quoteLine);
        const attribution = ATTRIBUTION.exec(line);
        const quote = (attribution ? line.slice(0, line.lastIndexOf(attribution[0]) + 1) : line)
          .replace(QUOTE_MARKS, '')
          .trim();
        if (quote.length < 20 || quote.length > 600) continue;
        // (a Japanese reviewer's line ends in an honorific, "A・Mさん", whatever title stands over the words)
        const short = own.filter((l) => l !== quoteLine && l.length <= 60);
        const byline = attribution ? attribution[1]! : (short.find((l) => HONORIFIC_END.test(l)) ?? short[0]);
        const author = byline ? clean(byline).replace(/^[-–—\s]+/, '') || undefined : undefined;
        out.push({ quote, ...(author ? { author } : {}) });
      }
    }
  }
  return out;
}

/** An element that names a quote's author: by its class, or schema.org's `author` or `name`. */
const NAMED = '[class*="author" i], [class*="name" i], [itemprop="author"], [itemprop="name"]';
/** A class that ends naming an author or a name ("wpcr3_review_author", "elementor-testimonial__name", "ti-name"). */
const BYLINE_CLASS = /(?:author|name)(?:$|\s)/i;
/**
 * The name a byline holds apart from the role, company or date beside it ("<cite><span class="…__name">Ann</span>
 * <span class="…__title">Client</span></cite>"), else the byline whole.
 */
const nameIn = (byline: Element | null) => (byline && $(NAMED, byline)) ?? byline;
/**
 * The name a review's card gives outside the quote's own element: Divi's author after the quote's box, a Google
 * reviews widget's name over its text. Only in a card named a testimonial or review that holds no other quote of this
 * one's shape (the next card's).
 */
function cardName(quote: Element, units: Element[]): Element | null {
  const alike = (u: Element) => u !== quote && u.name === quote.name && u.attribs.class === quote.attribs.class;
  for (let card = quote.parent as Element | null; card?.name; card = card.parent as Element | null) {
    if (/^(main|body|html)$/.test(card.name) || units.some((u) => alike(u) && contains(card!, u))) return null;
    if (!/testimonial|review/i.test(card.attribs.class ?? '')) continue;
    const name = $$(NAMED, card).find((n) => !contains(quote, n) && !contains(n, quote) && text(n));
    if (name) return nameIn(name);
  }
  return null;
}

/**
 * Testimonials: the innermost element per quote (blockquote, or an element whose class names a
 * testimonial/review), so a slider of three quotes gives three testimonials; slider glyphs removed.
 */
export function extractTestimonials(doc: Document): PageTestimonial[] {
  const out: PageTestimonial[] = [];
  // An element only classed "quote" is a testimonial where it stands among reviews; elsewhere it is a tagline or
  // an epigraph ("…afternoon tea" -Henry James), never a customer's words. Headings are never quotes.
  // (a <blockquote> is a quotation whatever its class: Gutenberg's "wp-block-quote")
  const quoteOnly = $$('[class*="quote" i]', doc).filter(
    (el) => el.name !== 'blockquote' && !/testimonial|review/i.test(el.attribs.class ?? '') && !inReviews(el),
  );
  // (a card's byline, "wpcr3_review_author", "elementor-testimonial__name", names the reviewer: no quote)
  const candidates = [
    ...$$('blockquote', doc),
    ...$$('[class*="testimonial" i], [class*="review" i], [class*="quote" i], [itemtype*="Review"]', doc),
  ].filter((el) => !/^h\d$/.test(el.name) && !quoteOnly.includes(el) && !BYLINE_CLASS.test(el.attribs.class ?? ''));
  // (an inner candidate with no words of its own, a reviewer's photo in a "testimonial-img", leaves its card whole)
  const leaves = candidates.filter(
    (el, i) =>
      candidates.indexOf(el) === i &&
      !candidates.some((o) => o !== el && contains(el, o) && o.name !== 'p' && text(o).length >= 20),
  );
  // A container of several quoted paragraphs ("“…”<br>—yelp.com" each) is one testimonial per paragraph.
  const units = leaves.flatMap((b) => {
    const paragraphs = $$('p', b).filter((p) => /^["“]/.test(text(p)));
    return paragraphs.length >= 2 ? paragraphs : [b];
  });
  for (const b of units) {
    const own = nameIn($(`cite, footer, figcaption, ${NAMED}, strong`, b)) ?? cardName(b, units);
    // a quote whose author is the element right after it ("<blockquote>…</blockquote><h3>- Sarah H</h3>")
    const next = b.next && (b.next as Element).name ? (b.next as Element) : (b.next?.next as Element | null);
    const byline =
      next?.name &&
      text(next).length <= 60 &&
      (/author|name|cite/i.test(next.attribs.class ?? '') || /^[-–—]/.test(text(next)));
    const amongReviews =
      /testimonial|review/i.test(`${b.attribs.class ?? ''} ${b.attribs.itemtype ?? ''}`) || inReviews(b);
    const authorEl = own ?? (byline ? next : amongReviews ? (bylineAfter(b) ?? null) : null);
    let author = clean(text(authorEl).replace(SLIDER_GLYPHS, '')).replace(/^[-–—\s]+/, '') || undefined;
    // "“…” —yelp.com": the attribution after the closing quote mark
    const attribution = ATTRIBUTION.exec(text(b));
    if (!own && attribution) author = clean(attribution[1]!);
    let source: string | undefined;
    const site = author && /^(?:www\.)?([a-z0-9-]+)\.(?:com|net|org|co\.uk|ca)$/i.exec(author);
    if (site) [source, author] = [site[1]!.toLowerCase(), undefined];
    const quoteEl = $('[itemprop="reviewBody"], p', b) ?? b;
    // (a card read whole leaves out the lines that only date or rate it: a review widget's "2 weeks ago" over the words)
    const lines =
      quoteEl === b ? textLines(b).filter((l) => !DATE_ONLY.test(l) && !RATING_ONLY.test(l)) : [text(quoteEl)];
    let quote = clean(lines.join(' ').replace(SLIDER_GLYPHS, ' '));
    if (attribution && quote.includes(attribution[0]))
      quote = clean(quote.slice(0, quote.lastIndexOf(attribution[0]) + 1));
    else if (author && quoteEl === b) quote = clean(quote.replace(author, ''));
    quote = quote
      .replace(/^[-–—\s]+|[-–—\s]+$/g, '')
      .replace(QUOTE_MARKS, '')
      .trim();
    const honorific = !author && JA_BYLINE.exec(quote);
    if (honorific) [quote, author] = [quote.slice(0, honorific.index).trim(), clean(honorific[1]!)];
    if (quote.length < 20 || quote.length > 600 || PLACEHOLDER_TEXT.test(quote)) continue;
    // a quotation outside any reviews with nobody named ("- Welcome to the next step in your wellness") is a caption
    if (!amongReviews && !author && !source) continue;
    if (!out.some((t) => t.quote === quote || t.quote.includes(quote) || quote.includes(t.quote)))
      out.push({
        quote,
        author: author && author !== quote && author.length <= 80 ? author : undefined,
        ...(source ? { source } : {}),
      });
  }
  for (const t of reviewCards(
    doc,
    units.filter((b) => b.name === 'blockquote'),
  ))
    if (
      !PLACEHOLDER_TEXT.test(t.quote) &&
      !out.some((x) => x.quote === t.quote || x.quote.includes(t.quote) || t.quote.includes(x.quote))
    )
      out.push(t);
  return out.slice(0, 12);
}

/** Licence statements as written ("License #PL-12345", "Lic. No. 4567", "CSLB #998877"). */
export function extractLicenses(pageText: string): string[] {
  const out: string[] = [];
  const re = /\b((?:[A-Z]{2,6}\s+)?(?:licen[cs]e|lic\.)\s*(?:number|no\.?|#)?\s*:?\s*#?\s*[A-Z0-9][A-Z0-9-]{2,20})\b/gi;
  for (const m of pageText.matchAll(re)) if (/\d/.test(m[1]!)) out.push(clean(m[1]!));
  return [...new Set(out)].slice(0, 5);
}

const STREET_TYPE =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Drive|Dr|Lane|Ln|Way|Court|Ct|Place|Pl|Parkway|Pkwy|Highway|Hwy|Square|Sq|Terrace|Ter|Circle|Cir|Trail|Trl|Plaza|Pike|Broadway|Row|Close|Crescent|Cres|Mews|Gardens|Parade|Walk|Wynd|Green|Hill';
const CAP = String.raw`[A-ZÀ-Þ][\wÀ-ÿ.'-]*`;
const ADDRESSES = [
  // US: "36 East 20th Street 8th Floor New York, NY 10003"
  new RegExp(
    String.raw`\b\d{1,6}\s+(?:[A-Z0-9][\w.'-]*\s+){0,5}(?:${STREET_TYPE})\.?` +
      String.raw`(?:,?\s+(?:(?:Suite|Ste\.?|Unit|Apt\.?|#)\s*[\w-]+|\d{1,3}(?:st|nd|rd|th)\s+Floor|Floor\s+\d{1,3}))?` +
      String.raw`,?\s+(?:[A-Z][a-zA-Z.'-]*\s?){1,4},\s*[A-Z]{2}\s+\d{5}(?:-\d{4})?\b`,
  ),
  // Australia: "Shop 3, 120 Smith Street, Fitzroy VIC 3065"
  new RegExp(
    String.raw`(?:\b(?:Shop|Unit|Suite|Level)\s+\d+[A-Za-z]?,?\s+|\b\d+[A-Za-z]?\/)?\b\d{1,6}\s+(?:${CAP}\s+){0,4}(?:${STREET_TYPE})\.?,?\s+` +
      String.raw`(?:${CAP}\s+){1,3}(?:NSW|VIC|QLD|SA|WA|TAS|ACT|NT)\s+\d{4}\b`,
  ),
  // UK: "14 Rose Street, Edinburgh EH2 2PR"
  new RegExp(
    String.raw`\b\d{1,5}[A-Za-z]?,?\s+(?:${CAP}\s+){0,4}(?:${STREET_TYPE})\.?,?\s+(?:${CAP},?\s+){1,4}` +
      String.raw`[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b`,
  ),
  // Germany, Austria, Switzerland and their neighbours: "Hauptstraße 12, 79098 Freiburg im Breisgau"; a line or its
  // label's colon may be followed by the adjective the street's name begins with ("Address:Bremer Heerstraße 28 a",
  // "Alte Dorfstraße 3")
  new RegExp(
    String.raw`(?:(?<=^|:\s*)[A-ZÄÖÜ][a-zäöüß]+(?:er|e)\s+)?\b${CAP}(?:straße|strasse|str\.|weg|gasse|platz|allee|ring|damm|ufer|markt|steig)\s+\d{1,4}\s?[a-z]?,?\s+` +
      String.raw`(?:[A-Z]{1,2}-)?\d{4,5}\s+${CAP}(?:\s+(?:im|am|an der|in der|ob der|bei)\s+${CAP})?`,
  ),
];
/** Postcodes as most countries write them, for text an element marks as an address. */
const POSTCODE = /\b[A-Z]{2}\s+\d{5}\b|\b[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}\b|\b[A-Z]\d[A-Z]\s?\d[A-Z]\d\b|\b\d{4,6}\b/;

/** A street address as a page writes it ("36 East 20th Street 8th Floor New York, NY 10003"), if one. */
export function extractAddress(pageText: string): string | undefined {
  for (const re of ADDRESSES)
    for (const line of pageText.split('\n')) {
      const m = re.exec(line);
      if (m) return clean(m[0]);
    }
  return undefined;
}

/** A label saying the lines under it are the address ("Address", "Adresse", "Anschrift", "Dirección", "住所"…). */
const ADDRESS_MARK = /(^|[\s_-])(address|adr|street-address|postal-address)($|[\s_-])/i;
/** Whether an element is in the header, footer, an address or a contact/location block (where a business's own details stand). */
export const inChromeOrContact = (el: Element) => {
  for (let p: Element | null = el; p?.name; p = p.parent as Element | null)
    if (
      /^(header|footer|address)$/.test(p.name) ||
      /footer|header|topbar|top-bar|location|visit/i.test(`${p.attribs.class ?? ''} ${p.attribs.id ?? ''}`) ||
      CONTACT_PAGE.test(`${p.attribs.class ?? ''} ${p.attribs.id ?? ''}`)
    )
      return true;
  return false;
};

/**
 * The business's own address on a page, in order of trust: an element the markup marks as the address
 * (<address>, itemprop/class "address"; any country's format, as long as it has a postcode), then an address in
 * the header, footer or contact block, then the first elsewhere (which may name a supplier or a neighbour, so
 * it comes last); `trust` says which (0, 1, 2). Lines split by <br> are joined with commas; a leading line without digits (the business's
 * name) and labels are left out.
 */
export function extractPageAddress(doc: Document): { value: string; trust: number } | undefined {
  const blockText = (el: Element) => {
    const rows = el.children.some((c) => (c as Element).name === 'br') ? brLines(el) : [text(el)];
    return rows.map((r) => r.replace(ADDRESS_LABEL_IN_BLOCK, '')).filter(Boolean);
  };
  const marked = [
    ...$$('address, [itemprop="address"]', doc),
    ...$$('[class]', doc).filter((el) => ADDRESS_MARK.test(el.attribs.class ?? '')),
  ];
  // one mark on two or more different addresses marks a list of branches: not the business's own address
  const branchMarks = new Map<string, Set<string>>();
  for (const el of marked) {
    const key = `${el.name}.${el.attribs.class ?? ''}.${el.attribs.itemprop ?? ''}`;
    branchMarks.set(key, (branchMarks.get(key) ?? new Set()).add(text(el)));
  }
  const branch = (el: Element) =>
    branchMarks.get(`${el.name}.${el.attribs.class ?? ''}.${el.attribs.itemprop ?? ''}`)!.size > 1;
  for (const el of marked) {
    if (branch(el)) continue;
    if (/^(input|textarea|label|form|button|select)$/.test(el.name)) continue;
    const rows = blockText(el).filter((r) => !/@|^\+?[\d\s().-]{7,}$|^(tel|phone|telefon|e-?mail)\b/i.test(r));
    while (rows.length > 1 && !/\d/.test(rows[0]!) && rows.slice(1).some((r) => /\d/.test(r))) rows.shift();
    const joined = clean(rows.join(', ')).replace(/,\s*,/g, ',');
    if (joined.length <= 160 && POSTCODE.test(joined))
      return { value: extractAddress(joined) ?? japaneseAddress(joined) ?? joined, trust: 0 };
  }
  // A heading or term that says "Address" (in the languages small-business sites use): the lines under it.
  for (const label of $$('h1, h2, h3, h4, h5, h6, dt, strong, b', doc)) {
    if (!ADDRESS_LABEL.test(text(label))) continue;
    const box = label.parent as Element | null;
    if (!box?.name) continue;
    const rows = textLines(box);
    const at = rows.findIndex((r) => r.startsWith(text(label)));
    // (a label sharing its address's line gives what follows it there: "Endereço: Av. Paulista, 1500 - Bela Vista")
    const after = at < 0 ? '' : rows[at]!.slice(text(label).length).replace(/^[\s:：]+/, '');
    const below: string[] = after ? [after] : [];
    for (const r of rows.slice(at + 1, at + 5)) {
      if (/@|^(tel|phone|telefon|téléphone|tél|teléfono|telefono|telefoon|fax|e-?mail)\b|^\+?[\d\s()./-]{7,}$/i.test(r))
        break;
      below.push(r);
    }
    const joined = clean(below.join(', '));
    if (below.length && joined.length <= 160 && POSTCODE.test(joined)) return { value: joined, trust: 0 };
  }
  // A table row whose first cell says "Address": its other cells, and those of the rows after it whose first cell is
  // empty ("Adres: | Appelgaarde 46 | 2731HG Benthuizen"), where no block of the page reads as an address.
  const rowAddresses: { value: string; trust: number }[] = [];
  for (const tr of $$('tr', doc)) {
    const cells = (row: Element) => $$('td, th', row).filter((c) => c.parent === row);
    const [label, ...rest] = cells(tr);
    if (!label || !ADDRESS_LABEL.test(text(label).trim())) continue;
    const parts = rest.flatMap((c) => textLines(c));
    for (let n = tr.next; n; n = n.next) {
      if (!isElement(n)) continue;
      const [first, ...more] = n.name === 'tr' ? cells(n) : [];
      if (!first || text(first)) break;
      parts.push(...more.flatMap((c) => textLines(c)));
    }
    // (a note after the town, "(Eerste huis links)", is a direction, not the address)
    const joined = clean(parts.filter(Boolean).join(', ')).replace(/\s*\([^)]*\)$/, '');
    const postcode = POSTCODE.test(joined) || /\b\d{4}\s?[A-Z]{2}\b/.test(joined);
    const value = joined.length <= 160 ? (extractAddress(joined) ?? (postcode ? joined : '')) : '';
    if (value) rowAddresses.push({ value, trust: 2 });
  }
  const blocks = $$('p, li, td, dd, div, span', doc).filter(
    (b) => !b.children.some((c) => /^(p|div|ul|ol|table|section)$/.test((c as Element).name ?? '')),
  );
  const found = blocks
    .map((b) => ({ value: extractAddress(blockText(b).join(', '))!, trust: inChromeOrContact(b) ? 1 : 2 }))
    .filter((a) => !!a.value);
  const inOtherFormats = addressBlocks(doc).map((b) => ({ value: b.address, trust: inChromeOrContact(b.el) ? 1 : 2 }));
  return (
    found.find((a) => a.trust === 1) ??
    found[0] ??
    inOtherFormats.find((a) => a.trust === 1) ??
    inOtherFormats[0] ??
    rowAddresses[0] ??
    mapAddresses(doc)[0]
  );
}

/**
 * The address a Google Maps embed names in its `q=` where it reads as one: Elementor's Google Maps widget writes the
 * address it was given there (`maps.google.com/maps?q=Calle%20Mayor%2010…&output=embed`), as do the Embed API's
 * place maps (`google.com/maps/embed/v1/place?q=…`); a page that gives its address only in its map. A page's, never a
 * card's (a branch card's map names the place the page already gives), nor a place's id (`q=place_id:…`).
 */
function mapAddresses(doc: Document): { value: string; trust: number }[] {
  if (doc.type !== 'root') return [];
  return $$('iframe[src*="google" i]', doc).flatMap((frame) => {
    let q: string | null = null;
    try {
      const url = new URL(frame.attribs.src!, 'https://localhost/');
      if (/(^|\.)google\.[a-z.]+$/.test(url.hostname) && /maps/.test(`${url.hostname}${url.pathname}`))
        q = url.searchParams.get('q');
    } catch {
      return [];
    }
    const value = q && !q.includes(':') && (extractAddress(q) ?? postalAddress([q.trim()]));
    return value ? [{ value, trust: inChromeOrContact(frame) ? 1 : 2 }] : [];
  });
}

/**
 * Phone numbers written in a page's text (after tel: links and structured data), as E.164; national numbers read
 * as `country`'s. Read line by line: a number never runs across two lines.
 */
export function textPhones(pageText: string, country: CountryCode = 'US'): string[] {
  const rows = pageText.split('\n');
  return rows.flatMap((row, i) => {
    // a fax number is no phone: the part of a line a fax label names, or the line under a label line "Telefax"
    if (isFaxLabelLine(rows[i - 1])) return [];
    const line = withoutFax(row, PHONE_LABEL).replace(TIME_SPAN, ' ').replace(TAX_ID, ' ');
    // A number a label names ("Tel. 0187 83057", "Reservations: (555) 123-4567") needs only to be possible in
    // the country: the library's list of valid ranges lags behind what is assigned.
    // (on the line itself, or the line before when that line is only a label: a heading "Phone" over two numbers)
    const labelLine = (r: string | undefined) => !!r && r.length <= 24 && !/\d/.test(r) && PHONE_LABEL.test(r);
    const labelled =
      PHONE_LABEL.test(line) ||
      labelLine(rows[i - 1]) ||
      (labelLine(rows[i - 2]) && /^\P{L}*\p{L}+\s*:/u.test(rows[i - 1] ?? ''));
    const found = labelled
      ? findPhoneNumbersInText(line, { defaultCountry: country, extended: true })
      : findPhoneNumbersInText(line, country);
    // an unlabelled short number is more often a postcode or an order number ("64807 Dieburg") than a phone
    return found
      .filter((p) => labelled || (p.number.isValid() && p.number.nationalNumber.length >= 7))
      .map((p) => p.number.number as string);
  });
}

/**
 * A tax or register number with its label ("P. IVA: 03561750047", "C.F. 97593060151", "NIF 123456789", "KvK 17193187",
 * "BTW NL859738346B01", "CNPJ 12.345.678/0001-90", "法人番号 1234567890123"): never read as a phone number.
 */
const TAX_ID =
  /(?<![\p{L}])(?:p\.?\s?iva|partita\s+iva|c\.\s?f\.|cod(?:ice|\.)\s?fisc(?:ale|\.)?|nif|nipc|cnpj|cpf|cif|rfc|siret|siren|n°\s?tva|tva|ust-?id(?:nr)?\.?|steuer-?nr\.?|steuernummer|kvk|btw|vat(?:\s(?:no|number|reg(?:istration)?))?\.?|abn|法人番号|登録番号)(?![\p{L}])\s*(?:n[°º.]?\s*)?[:.]?\s*[A-Z]{0,3}[\d][\d\s./-]{5,}[\dA-Z]/giu;
/** Opening times on a line ("12.00 - 14.00", "9:00〜17:00"): never read as a phone number. */
const TIME_SPAN = /\b\d{1,2}[.:h]\d{2}\s*(?:uhr|h)?\s*[-–—〜~]\s*\d{1,2}[.:h]\d{2}/gi;
/** Whether a text holds opening times ("12.00 - 14.00"). */
export const hasTimeSpan = (t: string) => t.search(TIME_SPAN) >= 0;

/** Words that label a phone number, in the languages small-business sites are written in. */
export const PHONE_LABEL =
  /(^|[^\p{L}])(tel|tel\.|tél|phone|telephone|telefon|téléphone|teléfono|telefono|telefoon|fone|telemóvel|celular|móvil|mobile|mobil|handy|cell|call|whatsapp|reservations?|reservierung|réservations?|reservas?|prenotazioni|reserveringen)([^\p{L}]|$)|電話|ＴＥＬ|(?<![\p{L}])TEL(?![\p{L}])|☎|📞/iu;
