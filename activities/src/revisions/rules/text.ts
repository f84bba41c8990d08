// Any visible text: "replace X with Y" / change "X" to "Y", and "remove X" (a phrase or sentence).
import { getAt, type SiteDocument } from '@sgs/site-kit';
import { ask, calls, clean, type Request, type Rule, type RulePlan } from './shared';

const SKIP_KEYS = new Set(['id', 'type', 'kind', 'slug', 'src', 'icon', 'target', 'layout', 'url']);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Paths of visible text fields (pages, and the business name, tagline and description) containing `needle`. */
export function textPaths(doc: SiteDocument, needle: string): string[] {
  const found: string[] = [];
  const lower = needle.toLowerCase();
  const visit = (v: unknown, path: string) => {
    if (typeof v === 'string') {
      if (v.toLowerCase().includes(lower)) found.push(path);
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
  const paths = textPaths(req.doc, from);
  if (!paths.length)
    return req.quotes.length === 2
      ? ask(`I could not find the text "${from}" on the site. Which text should change?`, 'Text')
      : null;
  const re = new RegExp(escape(from), 'gi');
  return calls(
    `Text "${from}" changed to "${to}" (${paths.length} place${paths.length > 1 ? 's' : ''})`,
    ...paths.map((path) => ({ name: 'set_text', args: { path, value: String(getAt(req.doc, path)).replace(re, to) } })),
  );
}

/** Removes a phrase from a text: a whole sentence goes with its space, a phrase with the punctuation around it. */
function without(text: string, phrase: string): string {
  const sentences = text.split(/(?<=[.!?])\s+/);
  const kept = sentences.filter(
    (s) => !s.toLowerCase().includes(phrase.toLowerCase()) || clean(s).length > phrase.length + 25,
  );
  let out = kept.join(' ');
  out = out.replace(new RegExp(`\\s*,?\\s*${escape(phrase)}\\s*,?`, 'gi'), ' ');
  return out
    .replace(/\s+([.,!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function remove(req: Request): RulePlan | null {
  const t = req.text;
  const m =
    /\b(?:remove|delete|take out|get rid of|drop|cut)\s+(?:the\s+(?:words?|text|phrase|sentence|line)\s+)?(.+?)(?:\s+from\s+(?:the\s+)?(?:site|website|page|everywhere|text))?\.?$/i.exec(
      t,
    );
  if (!m) return null;
  const phrase = req.quotes[0] ?? clean(m[1]!);
  const paths = textPaths(req.doc, phrase);
  if (!paths.length)
    return req.quotes.length
      ? ask(`I could not find the text "${phrase}" on the site. Which text should go?`, 'Text')
      : null;
  const changes: { path: string; value: string }[] = [];
  for (const path of paths) {
    const value = without(String(getAt(req.doc, path)), phrase);
    if (!value || /^business\.name$/.test(path))
      return ask(
        `"${phrase}" is the whole of a ${path.split('.').at(-1)} on the site, which cannot be empty. ` +
          'The closest I can do: replace it with other words, or remove the section or list entry it belongs to. Which would you like?',
        'Text',
      );
    changes.push({ path, value });
  }
  return calls(
    `Removed "${phrase}" (${paths.length} place${paths.length > 1 ? 's' : ''})`,
    ...changes.map((c) => ({ name: 'set_text', args: c })),
  );
}

export const textRule: Rule = { name: 'text', plan: (req) => replace(req) ?? remove(req) };
