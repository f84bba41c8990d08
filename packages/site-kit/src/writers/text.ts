// Small text helpers shared by the writers.

export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), Math.floor(max * 0.6)));
  return `${atWord.replace(/[\s,;:.–-]+$/, '')}…`;
}

/**
 * Abbreviations a full stop does not end a sentence after, in the languages small-business sites are written in
 * ("seit ca. 1900", "Dr. Weber", "St. Paul", "z. B.", "etc.", "env.", "aprox.", "ecc.", "bzw."), and single
 * letters (initials, "z. B.").
 */
const ABBREVIATION =
  /(?:^|[\s(])(?:\p{L}|ca|approx|dr|drs|mr|mrs|ms|prof|st|mt|nr|vs|etc|inc|ltd|jr|sr|sra|dra|e\.g|i\.e|bzw|usw|ggf|inkl|zzgl|evtl|vgl|tel|str|env|cf|mme|mlle|bd|aprox|pág|núm|ecc|sig|dott|bijv|mevr|dhr|enz)\.$/iu;

/** A full stop of Chinese and Japanese script: the next sentence follows it without a space. */
const CJK_STOP = /[。！？]$/u;

/** Sentences joined as their script writes them: a space after ". ", none after "。". */
export const joinSentences = (parts: readonly string[]): string =>
  parts.reduce((out, s) => (!out ? s : !s ? out : CJK_STOP.test(out) ? `${out}${s}` : `${out} ${s}`), '');

/**
 * Sentences: split after ., ! or ? and a space before a capital, digit or quote, never after an abbreviation;
 * and after 。！？ (Japanese writes no space between sentences).
 */
export function sentences(text: string): string[] {
  const parts = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?])\s+(?=[\p{Lu}0-9"“„«¿¡])|(?<=[。！？])\s*(?=[^\s」』）)])/u)
    .filter(Boolean);
  const out: string[] = [];
  for (const p of parts)
    if (out.length && ABBREVIATION.test(out[out.length - 1]!)) out[out.length - 1] += ` ${p}`;
    else out.push(p);
  return out;
}

/** The first sentences that fit in `max` characters (at least one, clipped). */
export function leadSentences(text: string, max: number): string {
  let out = '';
  for (const s of sentences(text)) {
    if (out && out.length + s.length + 1 > max) break;
    out = joinSentences([out, s]);
  }
  return clip(out || text, max);
}

/** The source's own words as written, trimmed only at a sentence end when too long; undefined stays so. */
export const sentenceClip = (text: string | undefined, max: number): string | undefined =>
  text?.trim() ? leadSentences(text, max) : undefined;

/** Groups sentences into paragraphs of about `per` sentences. */
export function paragraphsOf(text: string, per = 3): string[] {
  const all = sentences(text);
  const out: string[] = [];
  for (let i = 0; i < all.length; i += per) out.push(joinSentences(all.slice(i, i + per)));
  return out;
}

export const capitalize = (s: string) => (s ? s[0]!.toLocaleUpperCase('en') + s.slice(1) : s);
/** Words that keep their capital inside a sentence: days, months, holidays, languages and peoples. */
const PROPER_WORDS = new RegExp(
  `^(${[
    'Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday',
    'January|February|March|April|May|June|July|August|September|October|November|December',
    'Christmas|Easter|Halloween|Thanksgiving|Valentine|Passover|Hanukkah|Diwali|Ramadan|Eid|Bible|God',
    'English|Spanish|French|German|Italian|Portuguese|Dutch|Greek|Russian|Polish|Ukrainian|Turkish|Arabic',
    'Hebrew|Persian|Hindi|Urdu|Punjabi|Bengali|Chinese|Mandarin|Cantonese|Japanese|Korean|Thai|Vietnamese',
    'Filipino|Tagalog|Indonesian|Malaysian|Indian|Mexican|American|Canadian|British|Irish|Scottish|Welsh',
    'Swedish|Norwegian|Danish|Finnish|Swiss|Belgian|Austrian|Brazilian|Argentinian|Peruvian|Colombian|Cuban',
    'Caribbean|Jamaican|Cajun|Creole|Texan|Hawaiian|Moroccan|Ethiopian|Lebanese|Mediterranean|Latin|Asian',
    'African|European|Nordic|Scandinavian|Swahili|Korean|Nepalese|Tibetan|Sichuan|Szechuan|Neapolitan',
    'Latino|Hispanic|Catholic|Christian|Jewish|Muslim|Buddhist|Hindu|Baptist|Methodist|Lutheran|Pilates|Reiki',
  ].join('|')})(?![a-z])`,
);

/**
 * Lower-cases a leading capital for use mid-sentence, unless the word is a proper one ("English lessons") or the
 * name capitalises a later word or part too ("Foie Gras", "Schwarzwälder Kirschtorte", "Up-Do": kept as written).
 */
export const lowerFirst = (s: string) =>
  /^[A-Z][a-z]/.test(s) && !PROPER_WORDS.test(s) && !/[\s-]\p{Lu}/u.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;

export function slugify(s: string, fallback = 'item'): string {
  const slug = s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** A name as written, without the punctuation that ends it ("Drain cleaning." -> "Drain cleaning"), for use inside a sentence. */
export const bare = (s: string) => s.trim().replace(/[\s.!?;:,]+$/, '');

/** A name for the middle of a sentence: no closing punctuation, lower case unless proper ("drain cleaning"). */
export const inSentence = (s: string) => lowerFirst(bare(s));

/**
 * An offering's name for the middle of a sentence: a price list's group reads as "haircut (women)" for
 * "Haircut: Women", and the price or time a list puts after a dash is left to the card ("Traditional Thai
 * Massage - 400 - 1hr" is "Traditional Thai Massage").
 */
export function offeringInSentence(name: string): string {
  let n = bare(name);
  for (let m; (m = /\s+[-–—|]\s+([^-–—|]{1,14})$/.exec(n)) && /\d/.test(m[1]!);) n = n.slice(0, m.index);
  const grouped = /^([^:]{2,40}): (.+)$/.exec(n);
  return grouped ? `${lowerFirst(grouped[1]!)} (${inSentence(grouped[2]!)})` : inSentence(n);
}
