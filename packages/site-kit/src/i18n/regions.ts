// Regional variants of a language's catalog: the words that differ between Spain and Latin America, and between
// Brazil and Portugal (formats follow the tag's region through Intl already). A variant respells the catalog's own
// words only: what a sentence builder is given (a business's name, a place, an offering) keeps its spelling.
import { escapeRegExp } from '@sgs/contracts';
import type { SiteLanguage } from '@sgs/contracts';
import type { Catalog, TradeWords } from './catalog';

type Pairs = readonly (readonly [string, string])[];

interface Variant {
  /** Whether a region (ISO 3166 or UN M.49, "MX", "419") writes this variant. */
  regions: (region: string) => boolean;
  /** The base catalog's word or phrase (lower case) and the variant's; a noun of another gender with its article. */
  words: Pairs;
  /** Trades the variant names with another noun (and so perhaps another gender). */
  trades?: Record<string, TradeWords>;
}

/**
 * The Spanish catalog is written as Spain writes; the Americas (es-419, es-MX, es-AR, es-US...) say menú for a
 * restaurant's carta, precios for tarifas, reseñas for opiniones, plomería for fontanería, horario de atención.
 * The Portuguese catalog is written as Brazil writes; Portugal (and pt without a region, which formats as
 * Portugal does) says contacto, equipa, ementa, separador, geladaria, ginásio.
 */
const VARIANTS: Partial<Record<SiteLanguage, Variant>> = {
  es: {
    regions: (region) => region !== 'ES',
    words: [
      ['la carta completa', 'el menú completo'],
      ['la carta', 'el menú'],
      ['nuestra carta', 'nuestro menú'],
      ['carta', 'menú'],
      ['tarifas', 'precios'],
      ['opiniones', 'reseñas'],
      ['opinión', 'reseña'],
      ['opinan', 'comentan'],
      ['fontanería', 'plomería'],
      ['fontanero', 'plomero'],
      ['apertura', 'atención'],
    ],
    trades: {
      'driving-school': { noun: 'escuela de manejo', gender: 'f' },
      'car-dealer': { noun: 'concesionaria', gender: 'f' },
      'insurance-agency': { noun: 'agencia de seguros', gender: 'f' },
    },
  },
  pt: {
    regions: (region) => region !== 'BR',
    words: [
      ['contato', 'contacto'],
      ['contatos', 'contactos'],
      ['contatar', 'contactar'],
      ['equipe', 'equipa'],
      ['cardápio', 'ementa'],
      ['aba', 'separador'],
      ['gênero', 'género'],
    ],
    trades: {
      'ice-cream-shop': { noun: 'geladaria', gender: 'f' },
      caterer: { noun: 'serviço de catering', gender: 'm' },
      gym: { noun: 'ginásio', gender: 'm' },
      butcher: { noun: 'talho', gender: 'm' },
      'driving-school': { noun: 'escola de condução', gender: 'f' },
      'car-dealer': { noun: 'stand de automóveis', gender: 'm' },
      'auto-body': { noun: 'oficina de bate-chapas', gender: 'f' },
      'tire-shop': { noun: 'loja de pneus', gender: 'f' },
      'pest-control': { noun: 'empresa de controlo de pragas', gender: 'f' },
      handyman: { noun: 'serviço de pequenas reparações', gender: 'm' },
      'dry-cleaner': { noun: 'lavandaria', gender: 'f' },
      laundromat: { noun: 'lavandaria self-service', gender: 'f' },
      'print-shop': { noun: 'tipografia', gender: 'f' },
      'pet-store': { noun: 'loja de animais', gender: 'f' },
      jeweler: { noun: 'joalharia', gender: 'f' },
      campground: { noun: 'parque de campismo', gender: 'm' },
      'vacation-rental': { noun: 'alojamento local', gender: 'm' },
      tutor: { noun: 'centro de explicações', gender: 'm' },
    },
  },
};

/** `text` with each listed word in the variant's, keeping its capital ("Contato" -> "Contacto"). */
function respell(text: string, words: Map<string, string>, pattern: RegExp): string {
  return text.replace(pattern, (word) => {
    const to = words.get(word.toLocaleLowerCase());
    if (!to) return word;
    return word[0] === word[0]!.toLocaleUpperCase() ? to[0]!.toLocaleUpperCase() + to.slice(1) : to;
  });
}

/** Every string an argument carries (a name, a list of offerings, a trade's noun). */
const stringsIn = (v: unknown): string[] =>
  typeof v === 'string'
    ? [v]
    : Array.isArray(v)
      ? v.flatMap(stringsIn)
      : v && typeof v === 'object'
        ? Object.values(v).flatMap(stringsIn)
        : [];

/** A sentence builder's output respelled, except where it repeats what it was given. */
function respellAround(out: string, args: unknown[], fix: (s: string) => string): string {
  const given = [...new Set(stringsIn(args).filter((s) => s.trim()))].sort((a, b) => b.length - a.length);
  if (!given.length) return fix(out);
  const split = new RegExp(`(${given.map(escapeRegExp).join('|')})`, 'u');
  return out
    .split(split)
    .map((part, i) => (i % 2 === 1 ? part : fix(part)))
    .join('');
}

function respellValue<T>(value: T, fix: (s: string) => string): T {
  if (typeof value === 'string') return fix(value) as T;
  if (typeof value === 'function')
    return ((...args: unknown[]) => {
      const out = (value as (...a: unknown[]) => unknown)(...args);
      return typeof out === 'string' ? respellAround(out, args, fix) : out;
    }) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => respellValue(v, fix)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, respellValue(v, fix)])) as T;
  return value;
}

const cache = new Map<string, Catalog>();

/** The catalog of `lang` as `region` writes it: the base catalog when the language has no variant there. */
export function regionalCatalog(base: Catalog, lang: SiteLanguage, region: string): Catalog {
  const variant = VARIANTS[lang];
  if (!variant?.regions(region)) return base;
  const key = `${lang}:${variant.words.map(([a]) => a).join()}`;
  const known = cache.get(key);
  if (known) return known;
  const words = new Map(variant.words.map(([from, to]) => [from, to]));
  const alternatives = variant.words.map(([from]) => from).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<!\\p{L})(${alternatives.join('|')})(?!\\p{L})`, 'giu');
  const fix = (s: string) => respell(s, words, pattern);
  const respelled = respellValue(base, fix);
  const catalog: Catalog = {
    ...respelled,
    writer: { ...respelled.writer, trades: { ...respelled.writer.trades, ...variant.trades } },
  };
  cache.set(key, catalog);
  return catalog;
}
