// The year a business was founded or opened, only as a page states it, in each language's way of saying so and in
// Japan's era years too.

/**
 * "since 1987", "seit 2008", "desde el año 1961", "depuis 1990", "dal 1950", "sinds 1975": the year only as stated;
 * never a registration's ("Eingetragen im Handelsregister seit 2011", "immatriculée au RCS depuis 2015", "ingeschreven
 * bij de KvK sinds 2014"): a business registered then may have been founded long before.
 */
const REGISTERED = String.raw`(?:handelsregister|eingetragen|registered|registrad[oa]|immatricul\p{L}*|inscrit\p{L}*|iscritt[oa]|ingeschreven|kvk|rcs|hrb)`;
const SINCE = new RegExp(
  String.raw`(?<![\p{L}])(?<!${REGISTERED}\b[^.!?\n]{0,60})(?:since|in business since|serving [^.]{0,40}? since|dating back to|` +
    String.raw`seit(?: ca\.| dem jahr| über)?|depuis(?: l'an| l’an)?|desde(?: el año| el| o ano| o)?|dal(?: lontano)?|dall['’]anno|sinds)` +
    String.raw`\s+((?:18|19|20)\d\d)\b`,
  'iu',
);
/**
 * A founding's day and month before its year, in each language's order: "April 2,", "2nd of April", "2. April", "1er
 * avril", "2 de abril de", "2 aprile".
 */
const DAY_MONTH = String.raw`(?:\p{L}{3,10}\.? \d{1,2}(?:st|nd|rd|th)?,?|\d{1,2}(?:st|nd|rd|th|er|º|°|\.)? (?:of |de )?\p{L}{3,10}\.?(?: de| del)?)`;
/**
 * "Established in 1998", "Est. 2001", "was formed in 2015", "abrió sus puertas en 2008", "fondée en 1990", "opgericht in 1975", and a
 * beginning told as one ("comenzó en el año 2017", "started in 2010", "a commencé en 1998", "begon in 2001").
 */
const FOUNDED = new RegExp(
  String.raw`(?<![\p{L}])(?:(?:established|est\.?|founded)(?: in(?: the year)?)?|(?:was|were) formed in|opened (?:our|its) doors in|opened in|started in|began in|` +
    String.raw`(?:founded|established|opened) on ${DAY_MONTH}|` +
    // "Gegr. 1890", "Gegründet wurde die Bäckerei 1952", "gegründet am 2. April 1971"
    String.raw`gegr\.|gegründet(?: im jahr| am ${DAY_MONTH})?|(?:eröffnet|gegründet|begann) im jahr|(?:gegründet|eröffnet) wurden?(?: [^.!?\d]{1,40}?)?|` +
    String.raw`(?:fondée?|créée?) (?:en|le ${DAY_MONTH})|(?:(?:a|ont) )?ouvert (?:ses|leurs) portes en|(?:a|ont) ouvert en|(?:a|avons) (?:commencé|débuté) en|` +
    String.raw`(?:fundad|cread)[oa] (?:en(?: el año| el)?|el ${DAY_MONTH})|abrió (?:sus|las) puertas en|abrimos (?:nuestras|las) puertas en|inaugurad[oa] en|` +
    String.raw`(?:(?:comenz|empez)(?:[óo]|amos)|nacimos|abri(?:[óo]|mos)) en(?: el año)?|` +
    String.raw`(?:fundad|criad)[oa] (?:em|no ano de|em ${DAY_MONTH})|abriu (?:as suas|suas|as) portas em|inaugurad[oa] em|(?:começou|abriu) em|` +
    String.raw`(?:fondat|apert|nat|inaugurat|creat)[oa] (?:nel|nell['’]anno|il ${DAY_MONTH})|(?:è|ha) (?:iniziat[oa]|cominciat[oa]) nel|` +
    String.raw`opgericht(?: in(?: het jaar)?| op ${DAY_MONTH}| eind| begin| medio)?|begon(?:nen)? in|gestart in|` +
    // "since our founding in 1987", "seit der Gründung im Jahr 2003", "depuis sa création en 1973", "desde su fundación
    // en 1990", "dalla sua fondazione nel 1960", "sinds de oprichting in 1985", "desde a sua fundação em 1990"
    String.raw`since (?:our|its|the) (?:founding|foundation|opening) in|seit (?:der|unserer|ihrer|seiner) (?:gründung|eröffnung)(?: im jahre?| anno)?|` +
    String.raw`depuis (?:sa|notre|leur) (?:création|fondation|ouverture) en|desde (?:su|nuestra) (?:fundación|apertura|creación) en(?: el año| el)?|` +
    String.raw`dalla (?:sua|nostra) (?:fondazione|apertura) nel|sinds (?:de|onze|haar|zijn) (?:oprichting|opening) in|desde a (?:sua|nossa) (?:fundação|abertura) em)\s+((?:18|19|20)\d\d)\b`,
  'iu',
);
/**
 * The year before its verb, as German, Dutch and a dated history write it: "wurde 1985 (von X) gegründet", "in 1975
 * opgericht", "Nel 1960 nasce", and a year opening its line ("1985 gründete Hans Müller die Bäckerei"); a history's
 * line that opens with its year and names the founding, on the same line or the next ("1955 Firmengründung mit
 * Verkaufsstandort Wien Naschmarkt", "1987: Gründung der Schreinerei", "1990 – Fondation de l'entreprise", "1962
 * Fundación de la empresa", "1950 Fondazione della ditta", "1975 Oprichting van het bedrijf", "1990 Fundação da loja").
 */
const YEAR_THEN_FOUNDED = new RegExp(
  String.raw`(?<![\p{L}\d])((?:18|19|20)\d\d)\s+(?:gegründet|eröffnet|opgericht|geopend|begonnen|gestart|fondée?|fondat[oa]|fundad[oa]|founded|established)\b|` +
    String.raw`(?<![\p{L}])wurden?\s+(?:im jahre?\s+)?((?:18|19|20)\d\d)\b[^.!?]{0,60}?\s(?:gegründet|eröffnet)(?![\p{L}])|` +
    String.raw`(?:^|\n)[ \t]*((?:18|19|20)\d\d)[ \t]*[:–—-]?[ \t]*\n?[ \t]*(?:\p{L}*gründung|fondation|fundación|fondazione|oprichting|fundação)(?![\p{L}])|` +
    String.raw`(?:(?<![\p{L}])(?:im jahre?|in|nel(?: lontano)?|en|em|en el año|no ano)\s+|(?:^|\n)[ \t]*)((?:18|19|20)\d\d),?\s+(?:nasce|nacque|apre|aprì|nace|naci[óo]|abre|abri[óo]|abrimos|nasceu|abriu|ouvre|ouvrit|öffnete|eröffnete|gründete|opende)(?![\p{L}])`,
  'iu',
);
/**
 * A founding year labelled as such: "Gründungsjahr: 1985", "Année de création : 1990", "設立：1985年"; a label that
 * names the year itself needs no colon ("Gründungsjahr 1985", "Année de création 1990", "Year founded 1962").
 */
const FOUNDING_LABEL =
  /(?<![\p{L}])(?:(?:gründungsjahr|année de création|date de création|año de fundación|anno di fondazione|ano de fundação|oprichtingsjaar|year founded|year established)\s*[:：]?|(?:gründung|gegründet|fondation|fundación|fondazione|fundação|oprichting|opgericht|founded|established)\s*[:：])\s*((?:18|19|20)\d\d)\b/iu;
/** A year as Japan writes it: "1961", or in an era's count ("昭和48" is 1973; an era's first year is "元"). */
const JA_YEAR = String.raw`(?:18|19|20)\d\d|(?:明治|大正|昭和|平成|令和) ?(?:\d{1,2}|元)`;
const JA_OPENS = '創業|設立|開業|創立|開院|開店|開園|開校';
/**
 * A company profile's label alone in its cell (会社概要's "<th>設立</th><td>昭和39年10月19日</td>"), its characters
 * spread over the cell as Japanese tables set them ("設 立 日", or with full-width spaces), and the date it labels:
 * "会社設立の年月日".
 */
const JA_OPENS_CELL =
  String.raw`(?:会社)?(?:${JA_OPENS.split('|')
    .map((word) => [...word].join('[ \u3000]*'))
    .join('|')})` + String.raw`(?:[ \u3000]*の)?(?:[ \u3000]*(?:年[ \u3000]*月[ \u3000]*日|年[ \u3000]*月|日|年))?`;
/**
 * "1961年創業", "1961年4月創業", "1961年（昭和36年）創業", "創業1961年", "創業は昭和48年", "設立：1985年", and a clinic's, a shop's or a school's opening
 * ("2005年の開院以来", "平成元年開業"); in a history's timeline, a date's line followed by the line it founds
 * ("平成8年5月" / "…で岡商店を設立"). A label and its year share a line ("設立" ending one line founds nothing the next
 * line dates), unless the label is its line's whole text: a profile table's cell, its year in the next cell.
 */
const JA_FOUNDED = new RegExp(
  String.raw`(?:(${JA_YEAR})年(?:\([^)]{1,12}\))?(?:\d{1,2}月(?:\d{1,2}日)?に?|に|の)?(?:${JA_OPENS}))|` +
    String.raw`(?:(?:${JA_OPENS})(?:は|年)?[ \t\u3000]*[:：]?[ \t\u3000]*(${JA_YEAR})年)|` +
    String.raw`(?:(?:^|\n)[ \t\u3000]*${JA_OPENS_CELL}[ \t\u3000]*[:：]?[ \t\u3000]*\n[ \t\u3000]*(${JA_YEAR})年)|` +
    String.raw`(?:(${JA_YEAR})年(?:\d{1,2}月)?(?:\d{1,2}日)?[ \t\u3000]*\n[^\n。]{0,40}?(?:${JA_OPENS})(?:する|しました|いたしました)?[ \t\u3000]*(?:\n|$))`,
  'u',
);
/** The first year of each Japanese era since 1868. */
const ERAS: Record<string, number> = { 明治: 1868, 大正: 1912, 昭和: 1926, 平成: 1989, 令和: 2019 };

/** "1973", or an era's year in the Western count ("昭和48" -> "1973", "平成元" -> "1989"). */
function westernYear(year: string): string {
  const era = /^(明治|大正|昭和|平成|令和) ?(\d{1,2}|元)$/u.exec(year);
  return era ? String(ERAS[era[1]!]! + (era[2] === '元' ? 0 : Number(era[2]) - 1)) : year;
}

/** Every year a text writes in a Japanese era's count, in the Western count ("昭和４８年" -> "1973"). */
export function eraYears(text: string): string[] {
  return [...text.normalize('NFKC').matchAll(/(?:明治|大正|昭和|平成|令和) ?(?:\d{1,2}|元)(?=年)/gu)].map((m) =>
    westernYear(m[0]),
  );
}

/** Each way of stating a founding year, compiled once to find every statement on a page: its start, then "since". */
const global = (re: RegExp) => new RegExp(re.source, `${re.flags}g`);
const FOUNDING_PATTERNS = [FOUNDED, YEAR_THEN_FOUNDED, FOUNDING_LABEL, JA_FOUNDED].map(global);
const SINCE_PATTERN = global(SINCE);

/** The earliest year the patterns find in a page's text, in the Western count (a year to come is no founding). */
function earliestYear(pageText: string, patterns: RegExp[]): string | undefined {
  // full-width digits ("創業１９６１年") read as digits
  const text = pageText.normalize('NFKC');
  const years = patterns
    .flatMap((re) => [...text.matchAll(re)])
    .map((m) => m.slice(1).find(Boolean))
    .map((y) => y && westernYear(y))
    .filter((y): y is string => !!y && Number(y) <= new Date().getUTCFullYear());
  return years.length ? String(Math.min(...years.map(Number))) : undefined;
}

/**
 * The year a page says the business was founded, opened or begun; where it says so more than once ("opened in 2015 a
 * second shop", "founded in 1962"), the earliest: nothing the business did since comes before its founding.
 */
export const statedFoundingYear = (pageText: string) => earliestYear(pageText, FOUNDING_PATTERNS);

/**
 * The founding year a page states, else the earliest "since" it says ("family owned since 1987"): a "since" tells
 * when anything began ("balconies there since 1912"), so it counts only where no beginning is told.
 */
export const extractFoundingYear = (pageText: string) =>
  statedFoundingYear(pageText) ?? earliestYear(pageText, [SINCE_PATTERN]);
