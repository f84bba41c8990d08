// Any visible text: "replace X with Y" / change "X" to "Y", and "remove X" (a phrase or sentence).
import { escapeRegExp } from '@sgs/contracts';
import { getAt, type SiteDocument } from '@sgs/site-kit';
import { ask, calls, clean, LITTLE_WORDS, VAGUE_WORDING, type Request, type Rule, type RulePlan } from './shared';

const SKIP_KEYS = new Set(['id', 'type', 'kind', 'slug', 'src', 'icon', 'target', 'layout', 'url']);

/** A phrase as a pattern where a space and a hyphen are the same ("family run" finds "family-run"). */
const phrase = (needle: string, flags = 'i') => {
  const t = needle.trim();
  // Whole words only: "the" is not the "the" in "whether", "it" not the "it" in "kitchen".
  const start = /^\w/.test(t) ? '(?<!\\w)' : '';
  const end = /\w$/.test(t) ? '(?!\\w)' : '';
  return new RegExp(
    `${start}${t
      .split(/[\s\-–]+/)
      .map(escapeRegExp)
      .join('[\\s\\-–]+')}${end}`,
    flags,
  );
};
/** A customer's own words (a testimonial's quote, name or source): never rewritten. */
const CUSTOMER_WORDS = /\.(quote|author|source)$/;

/** Paths of visible text fields (pages, and the business name, tagline and description) containing `needle`. */
export function textPaths(doc: SiteDocument, needle: string): string[] {
  const found: string[] = [];
  const re = phrase(needle);
  const visit = (v: unknown, path: string) => {
    if (typeof v === 'string') {
      if (re.test(v)) found.push(path);
    } else if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${path}[${i}]`));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) if (!SKIP_KEYS.has(k)) visit(x, `${path}.${k}`);
  };
  doc.pages.forEach((p, i) => visit(p, `pages[${i}]`));
  for (const k of ['name', 'tagline', 'description'] as const)
    if (typeof doc.business[k] === 'string') visit(doc.business[k], `business.${k}`);
  return found;
}

function replace(req: Request): RulePlan | null {
  const t = req.text;
  let pair: [string, string] | undefined;
  if (req.quotes.length === 2 && /\b(change|replace|update|reword|rename|swap|say|instead)\b/i.test(t))
    pair = [req.quotes[0]!, req.quotes[1]!];
  else {
    const m =
      /\b(?:replace|swap)\s+(?:the\s+(?:words?|text|phrase)\s+)?(.+?)\s+(?:with|for|by)\s+(.+?)(?:\s+everywhere)?\.?$/i.exec(
        t,
      ) ??
      /\bchange\s+(?:the\s+(?:words?|text|phrase)\s+)?(.+?)\s+to\s+(.+?)(?:\s+everywhere)?\.?$/i.exec(t) ??
      /\b(?:say|use)\s+(.+?)\s+instead of\s+(.+?)\.?$/i.exec(t);
    if (m) pair = /instead of/i.test(m[0]) ? [clean(m[2]!), clean(m[1]!)] : [clean(m[1]!), clean(m[2]!)];
  }
  if (!pair) return null;
  const [from, to] = pair;
  if (LITTLE_WORDS.has(from.toLowerCase())) return littleWords(from);
  if (req.quotes.length < 2 && VAGUE_WORDING.test(to)) return ask(`What exact words should replace "${from}"?`, 'Text');
  const found = textPaths(req.doc, from);
  if (!found.length)
    return req.quotes.length === 2
      ? ask(`I could not find the text "${from}" on the site. Which text should change?`, 'Text')
      : null;
  const paths = found.filter((p) => !CUSTOMER_WORDS.test(p));
  if (!paths.length) return customerWords(req, from, found);
  const re = phrase(from, 'gi');
  const kept = found.length > paths.length ? '; customer reviews left as written' : '';
  return calls(
    `Text "${from}" changed to "${to}" (${paths.length} place${paths.length > 1 ? 's' : ''}${kept})`,
    ...paths.map((path) => ({ name: 'set_text', args: { path, value: String(getAt(req.doc, path)).replace(re, to) } })),
  );
}

const littleWords = (text: string) =>
  ask(
    `"${text}" alone is too little to change everywhere it appears. Which sentence or phrase should change, and what should it say?`,
    'Text',
  );

/** The text is only in customers' reviews: what they wrote is theirs, so the review can go but not be reworded. */
function customerWords(req: Request, text: string, paths: string[]): RulePlan {
  const authors = paths.map((p) => String(getAt(req.doc, p.replace(CUSTOMER_WORDS, '.author')) ?? 'a customer'));
  return ask(
    `"${text}" is in ${[...new Set(authors)].join(', ')}'s review, and I don't change what customers wrote. Should I remove that review instead?`,
    'Testimonials',
  );
}

/** Removes a phrase from a text: a whole sentence goes with its space, a phrase with the punctuation around it. */
function without(text: string, part: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const kept = sentences.filter((s) => !phrase(part).test(s) || clean(s).length > part.length + 25);
  let out = kept.join(' ');
  out = out.replace(new RegExp(`\\s*,?\\s*${phrase(part).source}\\s*,?`, 'gi'), ' ');
  return (
    out
      .replace(/\s+([.,!?])/g, '$1')
      // "homes and small businesses" without "small businesses" is "homes", not "homes and."
      .replace(/(?:,\s*|\s+)(?:and|or|but|&)(?=[.,!?]|$)/gi, '')
      .replace(/\s{2,}/g, ' ')
      .trim()
  );
}

function remove(req: Request): RulePlan | null {
  const t = req.text;
  const m =
    /\b(?:remove|delete|take out|get rid of|drop|cut)\s+(?:the\s+(?:words?|text|phrase|sentence|line)\s+)?(.+?)(?:\s+from\s+(?:the\s+)?(?:site|website|page|everywhere|text))?\.?$/i.exec(
      t,
    );
  if (!m) return null;
  const words = req.quotes[0] ?? clean(m[1]!);
  if (LITTLE_WORDS.has(words.toLowerCase())) return littleWords(words);
  const found = textPaths(req.doc, words);
  if (!found.length)
    return req.quotes.length
      ? ask(`I could not find the text "${words}" on the site. Which text should go?`, 'Text')
      : null;
  const paths = found.filter((p) => !CUSTOMER_WORDS.test(p));
  if (!paths.length) return customerWords(req, words, found);
  const changes: { path: string; value: string }[] = [];
  for (const path of paths) {
    const value = without(String(getAt(req.doc, path)), words);
    if (!value || /^business\.name$/.test(path))
      return ask(
        `"${words}" is the whole of a ${path
          .split('.')
          .at(-1)!
          .replace(/^\w+\[\d+\]$/, 'list entry')} on the site, which cannot be empty. ` +
          'The closest I can do: replace it with other words, or remove the section or list entry it belongs to. Which would you like?',
        'Text',
      );
    changes.push({ path, value });
  }
  return calls(
    `Removed "${words}" (${paths.length} place${paths.length > 1 ? 's' : ''})`,
    ...changes.map((c) => ({ name: 'set_text', args: c })),
  );
}

export const textRule: Rule = { name: 'text', plan: (req) => replace(req) ?? remove(req) };
