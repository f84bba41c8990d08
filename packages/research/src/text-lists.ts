// Offerings named in running text: the lists people write in sentences ("wir bieten A, B und C", "je vous propose
// mes services dans les domaines suivants : A, B, C et D", "productos de panadería, bollería y repostería",
// "外壁塗装、屋根塗装、防水工事など"). A list counts where a phrase that introduces offerings leads into it, or where
// a sentence is nothing but the list; each item is a short noun phrase (no digits, a few words), so a clause, a
// name with a phone or a sentence fragment never becomes an offering.
import { LOCAL_DAYS } from '@sgs/contracts';
import { $$, textLines, type Document, type Element } from './html';

/** What introduces a list of offerings, per language: verbs and phrases ("we offer", "une large gamme de"), and
 * the nouns that name them ("treatments", "productos de"); `strong` ones ("including", "onder meer") take two items;
 * `and`: the words that join a list's last item, and phrases that add one more ("sowie", "ainsi que"). */
const CUES: Record<string, { and: string[]; lead: string[]; strong: string[] }> = {
  en: {
    and: ['and', 'or', 'plus', 'as well as'],
    lead: [
      'we (?:also )?(?:offer|provide|do|make|sell|carry|stock|bake|cook)',
      'offering',
      'offers?',
      'speciali[sz](?:e|es|ing|ed) in',
      'there (?:is|are|may (?:also )?be)',
      '(?:a |an )?(?:wide |large |great |big |full |huge )?(?:range|selection|choice|variety|assortment) of',
      '(?:services|treatments|therapies|products|specialities|specialties)(?: of| such as| like|(?= ?[:(]| \\p{L}+ \\())',
      'includ(?:e|es|ing)',
    ],
    strong: ['such as', 'including', 'among them', 'among other things', 'among others', 'for example'],
  },
  de: {
    and: ['und', 'oder', 'sowie'],
    lead: [
      'wir bieten(?: (?:ihnen|euch|auch))?',
      'bieten (?:wir|ihnen|euch)',
      'bietet',
      'es gibt',
      '(?:große|breite|reiche|vielfältige|riesige) auswahl (?:an|von)',
      'sortiment (?:an|aus|von)',
      'spezialisiert auf',
      'umfass(?:t|en)',
      '(?:leistungen|behandlungen|produkte|spezialitäten|therapien)(?: wie| rund um| von| aus|(?= ?[:(]| \\p{L}+ \\())',
    ],
    strong: ['unter anderem', 'u\\. ?a\\.', 'wie z\\. ?b\\.', 'zum beispiel', 'darunter', 'wie etwa'],
  },
  fr: {
    and: ['et', 'ou', 'ainsi que', 'mais aussi'],
    lead: [
      '(?:nous|je) (?:vous )?(?:propos(?:ons|e)|offr(?:ons|e)|réalis(?:ons|e)|assur(?:ons|e))',
      'propose',
      'il y a',
      "(?:un|une) (?:\\p{L}+ )?(?:choix|gamme|sélection|variété|éventail|assortiment)(?: \\p{L}+)? d(?:e|es|['’])",
      'spécialisée?s? dans',
      'en matière de',
      'comprend',
      "(?:prestations|services|soins|produits|spécialités|traitements)(?: de| d['’]| comme| tel(?:le)?s? que|(?= ?[:(]| \\p{L}+ \\())",
    ],
    strong: ['notamment', 'entre autres', 'tel(?:le)?s? que', 'par exemple'],
  },
  es: {
    and: ['y', 'e', 'o', 'u', 'así como'],
    lead: [
      '(?:le |les )?ofrecemos',
      'ofrece',
      'hay',
      '(?:amplia |gran |extensa )?(?:variedad|selección|seleccion|gama|surtido) de',
      'especializ(?:ad[oa]s?|amos|an) en',
      'incluyen?',
      '(?:servicios|tratamientos|productos|especialidades|terapias)(?: de| como|(?= ?[:(]| \\p{L}+ \\())',
    ],
    strong: ['tales como', 'entre otras cosas', 'entre (?:otros|otras|ellos|ellas)', 'por ejemplo'],
  },
  it: {
    and: ['e', 'ed', 'o', 'oppure', 'nonché'],
    lead: [
      'offriamo',
      'offre',
      'proponiamo',
      'propone',
      '(?:ampia |vasta |grande )?(?:scelta|selezione|gamma|varietà|assortimento) di',
      'specializzat[oaie] in',
      'comprende',
      'include',
      '(?:servizi|trattamenti|prodotti|specialità|terapie)(?: di| come|(?= ?[:(]| \\p{L}+ \\())',
    ],
    strong: ['tra cui', 'fra cui', '(?:tra|fra) (?:gli altri|le altre cose)', 'per esempio', 'ad esempio'],
  },
  nl: {
    and: ['en', 'of', 'evenals', 'alsook'],
    lead: [
      '(?:wij|we) bieden',
      'bieden (?:wij|we)',
      'biedt',
      'er (?:is|zijn)',
      '(?:groot|ruim|breed|divers|uitgebreid) (?:assortiment|aanbod) (?:aan|van)',
      'gespecialiseerd in',
      '(?:diensten|behandelingen|producten|specialiteiten)(?: zoals| van|(?= ?[:(]| \\p{L}+ \\())',
    ],
    strong: ['onder (?:meer|andere)', 'o\\.a\\.', 'zoals', 'bijvoorbeeld'],
  },
  pt: {
    and: ['e', 'ou', 'bem como'],
    lead: [
      'oferecemos',
      'oferece',
      'temos',
      'inclui(?:ndo)?',
      '(?:ampla |grande )?(?:variedade|seleção|selecao|gama) de',
      'especializad[oa]s? em',
      '(?:serviços|servicos|tratamentos|produtos|especialidades|terapias)(?: de| como|(?= ?[:(]| \\p{L}+ \\())',
    ],
    strong: ['tais como', 'entre outras coisas', 'entre (?:outros|outras|eles|elas)', 'por exemplo'],
  },
};

const words = (list: string[]) => `(?<![\\p{L}])(?:${list.join('|')})(?![\\p{L}])`;
/** Each language's cues and joiners as patterns. */
const LANGS = Object.values(CUES).map((c) => ({
  lead: new RegExp(words(c.lead), 'giu'),
  strong: new RegExp(words(c.strong), 'giu'),
  joiner: joinerOf(c.and),
}));
function joinerOf(and: string[]): Joiner {
  return {
    split: new RegExp(`\\s+(?:${and.join('|')})\\s+`, 'iu'),
    leading: new RegExp(`^(?:${and.join('|')})\\s+`, 'iu'),
  };
}
interface Joiner {
  /** between two items ("A und B") */
  split: RegExp;
  /** opening a segment (", and C", ", mais aussi de C") */
  leading: RegExp;
}
/** For a sentence that is only a list: every language's joiners but those that are another's preposition (en, of). */
const ANY_JOINER = joinerOf([
  ...new Set(Object.values(CUES).flatMap((c) => c.and.filter((a) => !['en', 'of'].includes(a)))),
]);
/** An item's leading article, determiner or preposition ("de bouquets", "einen Tagesteller", "des créations"). */
const DETERMINER =
  /^(?:de|des|du|d['’]|la|le|les|l['’]|un|une|nos|notre|vos|votre|der|die|das|den|dem|ein|eine|einen|einem|einer|unsere[nmrs]?|the|a|an|our|el|los|las|unos|unas|nuestr[oa]s?|del|il|lo|gli|i|dei|degli|delle|della|dello|di|het|een|onze|ons|o|os|as|um|uma|do|da|dos|das|noss[oa]s?|also|auch|aussi|también|anche|ook|também|even|même|como|comme|come|wie|zoals|like|such as)\s+/iu;
/** Where an item's own words end: a purpose, a relative clause or a condition after it ("… pour toutes les occasions"). */
const ITEM_END =
  /\s+(?:pour|for|für|para|per|voor|with|mit|avec|con|com|met|qui|que|which|that|who|welche[rsn]?|dont|donde|where|wo|waar|onde|dove|depending|je nach|selon|según|à partir|from|von|van|aus|is|are|was|were|has|have|ist|sind|war|hat|haben|wird|werden|est|sont|ont|sera|es|son|está|están|tiene|são|tem|è|sono|ha|hanno|zijn|heeft|hebben|wordt|worden)(?:\s.*)?$/iu;
const DAY_NAMES = new Set(
  [
    ...Object.values(LOCAL_DAYS).flatMap((l) => l.days.flat()),
    ...['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  ].map((d) => d.toLowerCase()),
);

/** Words that open a clause, not a noun phrase: prepositions, adverbs, "other", relatives ("pour varier…", "dazu…"). */
const CLAUSE_OPENER =
  /^(?:pour|dans|à|au|aux|avant|après|sans|sur|sous|chez|ainsi|alors|encore|également|autres?|ce|for|from|to|in|on|at|with|without|by|alongside|depending|other|more|what|um|zu|ohne|für|bei|nach|dazu|ganz|weitere|andere[nrs]?|was|para|por|sin|otr[oa]s|lo|em|sem|além|ainda|outr[oa]s|o que|senza|altri|altre|op|voor|zonder|wat|nog|including|incluindo|incluyendo|einschließlich|inclusief|compreso|y compris)(?![\p{L}])/iu;
/** A person addressed or speaking ("vous", "your", "Ihnen", "we"): an item never holds one. */
const PERSON =
  /(?<![\p{L}])(?:vous|votre|vos|nous|je|tu|ton|tes|you|your|we|our|they|sie|ihr|ihre[nmrs]?|ihnen|wir|ich|du|dein|usted(?:es)?|nosotros|voi|noi|vostr[oa]|jij|jouw|uw|wij|você|vocês|nós|eu)(?![\p{L}])/u;
/** What closes a list without a last "and" ("…, pastries, etc."). */
const ETC =
  /(?:,?\s*(?:etc\.?|usw\.?|and (?:much )?more|und (?:vieles )?mehr|et plus(?: encore)?|y (?:mucho )?más|e (?:molto )?altro|en (?:nog )?meer|e muito mais)|\s*(?:…|\.\.\.))\s*$/iu;

interface Item {
  name: string;
  /** the phrase went on past the item's own words ("… pour toutes les occasions"): the list ends with it */
  cut: boolean;
}

/** A short noun phrase that can name an offering: letters, at most five words, no digits, no day of the week, no
 * person addressed. */
function itemName(raw: string, joiner: Joiner): Item | undefined {
  const start = raw.trim().replace(joiner.leading, '').trim();
  const own = start.replace(ITEM_END, '');
  let t = own.replace(/[\s"“”«»'’.:]+$/u, '').trim();
  for (let i = 0; i < 3 && DETERMINER.test(t); i++) t = t.replace(DETERMINER, '');
  t = t.replace(/^["“«'‘]+/u, '').trim();
  if (!/^\p{L}/u.test(t) || /[\d@/\\|:;!?—]|-$/u.test(t) || t.length < 3 || t.length > 45) return undefined;
  if (CLAUSE_OPENER.test(t) || PERSON.test(t.toLowerCase())) return undefined;
  const words = t.split(/\s+/);
  if (words.length > 5 || DAY_NAMES.has(t.toLowerCase())) return undefined;
  return { name: t.charAt(0).toUpperCase() + t.slice(1), cut: own !== start };
}

/**
 * The items of a list that starts at the beginning of `s`: comma-separated segments, the last one split at its
 * "and". The list must be closed as people close one (its last item after an "and", or "etc."): a run of commas
 * that just goes on is a sentence, not a list. `open`: a sentence that is nothing but the list needs no "and".
 */
export function listItems(s: string, joiner: Joiner, open = false): string[] {
  let body = s.trim().replace(/^[,:\s]+/, '');
  // a list introduced by a colon within the opening words ("… dans les domaines suivants : A, B et C")
  const colon = body.indexOf(':');
  if (colon >= 0 && colon < 80) body = body.slice(colon + 1);
  // a list in parentheses opening it ("(fisioterapia, osteopatía, …)") is the list
  const paren = /^\s*(?:\p{L}+\s+){0,2}\(([^)]+)\)/u.exec(body);
  body = paren ? paren[1]! : body.replace(/\([^)]*\)/g, ' ');
  body = body.split(/\s[–—-]\s|[!?;]|\.(?:\s|$)/u)[0]!;
  // (a parenthesis closes the list it holds)
  let closed = open || !!paren || ETC.test(body);
  body = body.replace(ETC, '');
  const segments = body.split(/\s*,\s*/);
  const out: string[] = [];
  // the previous segment: whether it closed the list with "and", and its parts had it been split there
  let prev: { closes: boolean; at: number; parts?: Item[] } | undefined;
  const closeAtPrevious = () => {
    if (prev?.parts) out.splice(prev.at, 1, ...prev.parts.map((x) => x.name));
    return !!prev && (prev.closes || !!prev.parts);
  };
  for (const [i, seg] of segments.entries()) {
    const joined = joiner.leading.test(seg.trim());
    const parts = seg.trim().replace(joiner.leading, '').split(joiner.split);
    const whole = itemName(seg, joiner);
    const split = parts.map((p) => itemName(p, joiner));
    const splits = parts.length > 1 && split.every(Boolean) ? (split as Item[]) : undefined;
    // a segment that is not an item, or one whose words go on past an item with no "and" before it ("a Vet Dog
    // conta com …"): the sentence went on after the list, which closed at the previous segment's "and"
    if ((!whole && !splits) || (!joined && !splits && whole?.cut && prev)) {
      closed ||= closeAtPrevious();
      break;
    }
    let items = i === segments.length - 1 && splits ? splits : [whole ?? splits![0]!];
    if (!whole) items = splits!;
    // a part the sentence goes on after ends the list there ("originaux et de qualité sont …")
    const cutAt = items.findIndex((x) => x.cut);
    if (cutAt >= 0) items = items.slice(0, cutAt + 1);
    const closes = joined || items.length > 1;
    prev = { closes, at: out.length, parts: items.length === 1 && splits && !splits[0]!.cut ? splits : undefined };
    out.push(...items.map((x) => x.name));
    if (i === segments.length - 1 || cutAt >= 0) {
      closed ||= closes;
      break;
    }
  }
  return closed ? [...new Set(out)] : [];
}

/** Japanese lists: "外壁塗装、屋根塗装、防水工事など" — items of kanji and katakana (no particles) between 、 or ・. */
const JA_LIST =
  /(?:^|[\p{Script=Hiragana}。「（(\s])((?:[\p{Script=Han}\p{Script=Katakana}ー]{2,15}[、・]){2,}[\p{Script=Han}\p{Script=Katakana}ー]{2,15})(?=など|等|を|の|や|も|。|$)/gu;

/**
 * The offerings one sentence names in a list, if it writes one. `amid`: the sentence stands among others in its
 * paragraph, so one that is nothing but a list is an enumeration in prose (not a dish's ingredients or an address).
 */
export function sentenceOfferings(sentence: string, amid = false): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(JA_LIST)) out.push(...m[1]!.split(/[、・]/));
  const tries: { from: number; min: number; joiner: Joiner }[] = [];
  for (const l of LANGS) {
    for (const m of sentence.matchAll(l.strong)) tries.push({ from: m.index + m[0].length, min: 2, joiner: l.joiner });
    for (const m of sentence.matchAll(l.lead)) tries.push({ from: m.index + m[0].length, min: 3, joiner: l.joiner });
  }
  // each cue's list, where the sentence writes one; a list another cue inside it narrows ("especializan en productos
  // de panadería, bollería y repostería") gives way to that one
  const lower = sentence.toLowerCase();
  const lists = tries
    .map((t) => {
      const items = listItems(sentence.slice(t.from), t.joiner);
      const lastAt = items.length ? lower.indexOf(items.at(-1)!.toLowerCase(), t.from) : -1;
      return { ...t, items, to: lastAt >= 0 ? lastAt : t.from };
    })
    .filter((l) => l.items.length >= l.min);
  let best = lists
    .filter((l) => !lists.some((o) => o !== l && o.from > l.from && o.from <= l.to))
    .flatMap((l) => l.items);
  // a sentence that is nothing but the list ("Coupe de cheveux, taille de barbe, rasage à l’ancienne, soins au poil.")
  // (short items, no clause in any, only the last joined by "and", not all proper names: places, people, an address)
  if (!best.length && amid && /\.$/.test(sentence.trim()) && !sentence.includes(':')) {
    const body = sentence.trim().slice(0, -1);
    const segments = body.split(/\s*,\s*/);
    const items = listItems(body, ANY_JOINER, true);
    const plain = segments.every(
      (x, i) =>
        !ITEM_END.test(x) && (i === segments.length - 1 || !ANY_JOINER.split.test(x)) && x.split(/\s+/).length <= 4,
    );
    const names = segments.every((x) => /^\p{Lu}/u.test(x.replace(ANY_JOINER.leading, '')));
    if (segments.length >= 4 && items.length >= segments.length && plain && !names) best = items;
  }
  return [...new Set([...out, ...best])];
}

/** Sentences of a line: split after . ! ? 。 and after an ellipsis, which closes a list as "etc." does ("…, terrasses,
 * volets… Nous pouvons aussi…"): a list never runs across two sentences. */
const sentencesOf = (line: string) => line.split(/(?<=[.!?。…])\s+|(?<=。)/u).filter((s) => s.trim().length > 8);

/** Elements whose own text is running prose, outside navigation, furniture, reviews and hidden translations. */
function proseBlocks(doc: Document | Element, skip: (el: Element) => boolean): Element[] {
  return $$('p, div, span, li, td, dd, section, article, blockquote', doc).filter((el) => {
    const own = el.children
      .filter((c) => c.type === 'text')
      .map((c) => (c as unknown as { data: string }).data)
      .join(' ');
    if ((own.match(/\p{L}/gu) ?? []).length < 20) return false;
    for (let p: Element | null = el; p?.name; p = p.parent as Element | null)
      if (p.attribs.hidden !== undefined || p.attribs['aria-hidden'] === 'true') return false;
    return !skip(el);
  });
}

/** Offerings a page names in lists written in its sentences. */
export function textListOfferings(doc: Document | Element, skip: (el: Element) => boolean): string[] {
  const out = new Set<string>();
  for (const el of proseBlocks(doc, skip))
    for (const line of textLines(el)) {
      const sentences = sentencesOf(line);
      for (const s of sentences) for (const n of sentenceOfferings(s, sentences.length > 1)) out.add(n);
    }
  return [...out];
}
