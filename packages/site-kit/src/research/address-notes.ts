// What an address as a site writes it carries beside the postal address: a note in brackets, or directions ("next to
// the church", "5 minutes from the station", "（扇町ドコモさんの道を挟んで横です）"). Neither is a place: a note is
// never a locality, nor part of the address a page or its structured data shows. And Japan's locality, read from its
// prefecture-first address ("〒680-0845 鳥取市富安1丁目213" is in 鳥取市).

/** A part that is wholly in brackets, or a trailing note in brackets ("10115 Berlin (Hinterhaus)"). */
const BRACKETED = /^[（(［[【〔].*[）)］\]】〕]$/su;
const TRAILING_NOTE = /\s*[（(［[【〔][^（(［[【〔）)］\]】〕]*[）)］\]】〕]\s*$/u;

/**
 * Words that place a business relative to something else, in the languages sites are written in. Only words that
 * name no street or town: "achter", "hinter" or "near" begin real street names, so they are not among them.
 */
const DIRECTIONS =
  /(?<![\p{L}])(?:next to|opposite|across (?:from|the (?:street|road))|around the corner|close to|a short walk|neben|gegenüber|schräg gegenüber|unweit|en face|à côté|à deux pas|juste derrière|frente a|enfrente|junto a|al lado|a pasos|di fronte|accanto|a due passi|tegenover|naast|schuin tegenover|em frente|ao lado|a poucos passos)(?![\p{L}])/iu;
/** Japanese directions: on foot, across the road, beside, opposite, in front of, near ("横です" but not 横浜). */
const JAPANESE_DIRECTIONS =
  /徒歩|を挟んで|の向かい|向かい側|の隣|隣接|の横|横です|横にあります|の前です|目の前|の裏|斜め|すぐ|近く|沿い|(?:駅|インター|IC)(?:から|より)/u;
/** A time to get there ("5 minutes from", "10 Gehminuten", "徒歩3分"). */
const MINUTES = /\d+\s*(?:min\.?|mins|minutes?|minuten|minuti|minutos|gehminuten|分)(?![\p{L}])/iu;

/** Whether one part of an address is a note or directions rather than a part of the postal address. */
export function isAddressNote(part: string): boolean {
  const t = part.normalize('NFKC').trim();
  if (!t) return false;
  return BRACKETED.test(t) || DIRECTIONS.test(t) || JAPANESE_DIRECTIONS.test(t) || MINUTES.test(t);
}

/** An address's comma-separated parts without its notes and directions (see isAddressNote). */
export function addressParts(address: string): string[] {
  return address
    .split(/[,，、]/)
    .map((p) => p.replace(TRAILING_NOTE, '').trim())
    .filter((p) => p && !isAddressNote(p));
}

const KANJI = String.raw`\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}ヶケ`;
/** Japan: an optional 〒 postcode and prefecture, then the city, ward, town or village the address is in. */
const JAPANESE_LOCALITY = new RegExp(
  String.raw`(?:〒?\s*\d{3}-?\d{4}\s*)?(?:[\p{Script=Han}]{2,3}[都道府県])?((?:[${KANJI}]{1,6}?郡)?[${KANJI}]{1,6}?[市区町村])`,
  'u',
);
const JAPANESE_PREFECTURE = /[\p{Script=Han}]{2,3}[都道府県]/u;
const POSTCODE_JP = /〒\s*\d{3}-?\d{4}|^\d{3}-\d{4}/u;

/** A city or ward first, then a block number ("彦根市南川瀬町1400-11"): an address without its prefecture. */
const CITY_FIRST = /^[\p{Script=Han}]{1,5}[市区].*\d/u;

/**
 * The locality of a Japanese address (the city, ward, town or village after the prefecture: 鳥取市, 渋谷区), when the
 * part reads as one: it starts with a 〒 postcode, a prefecture, or a city followed by its block number.
 */
export function japaneseLocality(part: string): string | undefined {
  const t = part.normalize('NFKC').replace(/\s+/g, '');
  if (!POSTCODE_JP.test(t) && !JAPANESE_PREFECTURE.test(t.slice(0, 4)) && !CITY_FIRST.test(t)) return undefined;
  const m = JAPANESE_LOCALITY.exec(t.replace(/^〒/, ''));
  return m?.[1] && !/^[都道府県]/u.test(m[1]) ? m[1] : undefined;
}
