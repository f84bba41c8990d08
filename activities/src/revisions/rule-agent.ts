// The rule-based revision agent (no model configured): recognises the common requests and turns each into
// a tool call; anything it cannot pin down becomes a clarification question instead of a guess.
import { DESIGN_STYLES, detectOutOfScope } from '@sgs/contracts';
import { getAt, WEEKDAYS, type SiteDocument } from '@sgs/site-kit';
import type { ToolCall } from './tools';

export type RulePlan =
  | { kind: 'calls'; calls: ToolCall[]; summary: string }
  | { kind: 'clarification'; question: string; context: string }
  | { kind: 'out_of_scope'; reason: string; suggestion: string };

const NAMED_COLORS: Record<string, string> = {
  'dark green': '#1b5e20',
  'forest green': '#1b5e20',
  'navy blue': '#1f2a44',
  'sky blue': '#0288d1',
  'dark blue': '#0d47a1',
  'light blue': '#4fa3e0',
  navy: '#1f2a44',
  red: '#c62828',
  blue: '#1565c0',
  green: '#2e7d32',
  orange: '#ef6c00',
  purple: '#6a1b9a',
  teal: '#00796b',
  black: '#111111',
  gold: '#b8860b',
  pink: '#d81b60',
  brown: '#6d4c41',
  grey: '#546e7a',
  gray: '#546e7a',
  yellow: '#f9a825',
  maroon: '#800000',
  burgundy: '#800020',
};
const QUOTED = /["“”'‘’]([^"“”‘’]+)["“”'‘’]/g;
const quotes = (p: string) => [...p.matchAll(QUOTED)].map((m) => m[1]!.trim()).filter(Boolean);
const norm = (v: string) =>
  v
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function services(doc: SiteDocument): string[] {
  return doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'services' ? s.items.map((i) => i.name) : [])));
}
function faqs(doc: SiteDocument): string[] {
  return doc.pages.flatMap((p) => p.sections.flatMap((s) => (s.type === 'faq' ? s.items.map((i) => i.question) : [])));
}
/** The single existing entry a fragment names, or the candidates when it is not exactly one. */
function pick(list: string[], fragment: string): { one?: string; many: string[] } {
  const f = norm(fragment);
  const exact = list.filter((x) => norm(x) === f);
  if (exact.length === 1) return { one: exact[0], many: exact };
  const hits = [...new Set(list.filter((x) => f && (norm(x).includes(f) || f.includes(norm(x)))))];
  return hits.length === 1 ? { one: hits[0], many: hits } : { many: hits };
}

const DAY_ALIASES = new Map<string, (typeof WEEKDAYS)[number]>(
  WEEKDAYS.flatMap(
    (d) =>
      [
        [d.toLowerCase(), d],
        [d.slice(0, 3).toLowerCase(), d],
        [d.slice(0, 4).toLowerCase(), d],
      ] as const,
  ),
);
const DAY = '(mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)';

/** "Monday-Friday 8am-6pm, Saturday 9am-1pm, Sunday closed" -> per-day text (only the days named). */
function parseHours(text: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  const seg = new RegExp(`^${DAY}(?:\\s*(?:-|–|to|through|thru)\\s*${DAY})?\\s*:?\\s*(.+)$`, 'i');
  for (const part of text
    .split(/[,;]|\band\b(?=\s*(?:mon|tue|wed|thu|fri|sat|sun))/i)
    .map((x) => x.trim())
    .filter(Boolean)) {
    const m = seg.exec(part);
    if (!m) return null;
    const from = WEEKDAYS.indexOf(DAY_ALIASES.get(m[1]!.toLowerCase().slice(0, 3))!);
    const to = m[2] ? WEEKDAYS.indexOf(DAY_ALIASES.get(m[2].toLowerCase().slice(0, 3))!) : from;
    const value = m[3]!.trim().replace(/\.$/, '');
    if (from < 0 || to < from || !value) return null;
    for (let i = from; i <= to; i++) out[WEEKDAYS[i]!] = /^closed$/i.test(value) ? 'Closed' : value;
  }
  return Object.keys(out).length ? out : null;
}

/** Paths of text fields in the pages (and business blurbs) that contain `needle`. */
function textPaths(doc: SiteDocument, needle: string): string[] {
  const found: string[] = [];
  const lower = needle.toLowerCase();
  const visit = (v: unknown, path: string) => {
    if (typeof v === 'string') {
      if (v.toLowerCase().includes(lower)) found.push(path);
    } else if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${path}[${i}]`));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v))
        if (!['id', 'type', 'kind', 'slug', 'src', 'icon', 'target'].includes(k)) visit(x, `${path}.${k}`);
  };
  doc.pages.forEach((p, i) => visit(p, `pages[${i}]`));
  for (const k of ['tagline', 'description'] as const)
    if (typeof doc.business[k] === 'string') visit(doc.business[k], `business.${k}`);
  return found;
}

const HELP =
  'I can change the phone number, contact email, opening hours, any quoted text (change "old" to "new"), the tagline, ' +
  'brand colours, the design style, and add or remove a service or FAQ.';

/** One request -> tool calls, a question, or a refusal. */
export function planRuleRevision(prompt: string, doc: SiteDocument): RulePlan {
  const scope = detectOutOfScope(prompt);
  if (scope) return { kind: 'out_of_scope', reason: scope.reason, suggestion: scope.suggestion };
  const p = prompt.trim();
  const ask = (question: string, context = HELP): RulePlan => ({ kind: 'clarification', question, context });
  const calls = (summary: string, ...c: ToolCall[]): RulePlan => ({ kind: 'calls', calls: c, summary });

  // Contact email
  if (/\be-?mail\b/i.test(p)) {
    const email = /([^\s@"'<>(),;:]+@[^\s@"'<>(),;:]+\.[a-z]{2,})/i.exec(p)?.[1];
    if (email) return calls(`Contact email changed to ${email}`, { name: 'set_contact_email', args: { email } });
    if (/\b(change|update|set|new)\b/i.test(p)) return ask('What should the new contact email address be?');
  }
  // Phone
  if (/\b(phone|telephone|number to call|call us)\b/i.test(p)) {
    const phone = /(\+?\(?\d[\d\s().-]{5,}\d)/.exec(p)?.[1]?.trim();
    if (phone) return calls(`Phone number changed to ${phone}`, { name: 'set_phone', args: { phone } });
    if (/\b(remove|delete|hide)\b/i.test(p))
      return calls('Phone number removed', { name: 'set_phone', args: { phone: '' } });
    return ask('What should the new phone number be?');
  }
  // Opening hours
  if (/\b(hours|open(ing)?|closed)\b/i.test(p) && new RegExp(`\\b${DAY}\\b`, 'i').test(p)) {
    const body = p.replace(/^.*?\b(hours|open)\b\s*(?:are|to|:|as follows:?)?\s*/i, '');
    const hours = parseHours(body);
    if (!hours)
      return ask(
        'Which days and times should the opening hours show? For example: "Monday-Friday 8am-6pm, Saturday 9am-1pm, Sunday closed".',
      );
    const merged = Object.fromEntries(doc.business.hours.map((h) => [h.day, h.text]));
    Object.assign(merged, hours);
    return calls(
      `Opening hours updated (${Object.entries(hours)
        .map(([d, t]) => `${d} ${t}`)
        .join(', ')})`,
      { name: 'set_hours', args: { hours: merged } },
    );
  }
  // Design style
  const style = DESIGN_STYLES.find((st) => norm(p).includes(norm(st)));
  if (style) return calls(`Design style switched to ${style}`, { name: 'set_design_style', args: { style } });
  if (/\b(style|look and feel|design)\b/i.test(p) && /\b(change|switch|make|use)\b/i.test(p)) {
    return ask(`Which design style should the site use? One of: ${DESIGN_STYLES.join(', ')}.`);
  }
  // Colours
  if (/\bcolou?rs?\b/i.test(p)) {
    const slot = (/\b(primary|secondary|accent)\b/i.exec(p)?.[1]?.toLowerCase() ?? 'primary') as
      'primary' | 'secondary' | 'accent';
    const hex = /#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/i.exec(p)?.[0];
    const named = Object.keys(NAMED_COLORS).find((c) => new RegExp(`\\b${c}\\b`, 'i').test(p));
    const value = hex ?? (named ? NAMED_COLORS[named] : undefined);
    if (!value) return ask('Which colour should it be? A hex value such as #1a73e8 or a colour name works.');
    return calls(`${slot[0]!.toUpperCase()}${slot.slice(1)} colour changed to ${value}`, {
      name: 'set_colors',
      args: { [slot]: value },
    });
  }
  // Services
  const addSvc =
    /\badd (?:a |an |the )?(?:new )?service(?: called| named)?\s*[:\-–]?\s*["“]?([^"”:–\-,.]+?)["”]?(?:\s*(?:[:\-–,]|with (?:the )?description)\s*(.+))?\.?$/i.exec(
      p,
    );
  if (addSvc) {
    const name = addSvc[1]!.trim();
    const description =
      addSvc[2]?.trim().replace(/^["“]|["”]$/g, '') ||
      `${name} from ${doc.business.name}. Get in touch to book or ask for a quote.`;
    return calls(`Service "${name}" added`, { name: 'add_service', args: { name, description } });
  }
  const rmSvc =
    /\b(?:remove|delete|drop)\b\s+(?:the\s+)?(?:service\s+)?["“]?(.+?)["”]?\s*(?:service)?\s*(?:from (?:the |our )?(?:services?|list|site))?\.?$/i.exec(
      p,
    );
  if (rmSvc && /\bservices?\b/i.test(p)) {
    const list = services(doc);
    const hit = pick(list, rmSvc[1]!.replace(/\bservice\b/i, '').trim());
    if (hit.one) return calls(`Service "${hit.one}" removed`, { name: 'remove_service', args: { name: hit.one } });
    return ask(`Which service should be removed? The site lists: ${list.join('; ') || 'no services'}.`);
  }
  // FAQs
  const addQ = /\badd (?:a |an )?(?:new )?(?:faq|question)[^:]*:\s*(?:q:\s*)?(.+?\?)\s*(?:a:\s*)?(.+)$/i.exec(p);
  if (addQ)
    return calls('FAQ entry added', {
      name: 'add_faq',
      args: { question: addQ[1]!.trim(), answer: addQ[2]!.trim().replace(/^["“]|["”]$/g, '') },
    });
  if (/\badd\b.*\b(faq|question)\b/i.test(p))
    return ask(
      'What exact question and answer should the FAQ get? For example: add a FAQ: Do you offer weekend visits? Yes, on Saturdays.',
    );
  const rmQ =
    /\b(?:remove|delete|drop)\b\s+(?:the\s+)?(?:faq|question)\s*(?:entry\s*)?(?:about|on|:)?\s*["“]?(.+?)["”]?\.?$/i.exec(
      p,
    );
  if (rmQ) {
    const list = faqs(doc);
    const hit = pick(list, rmQ[1]!);
    if (hit.one) return calls('FAQ entry removed', { name: 'remove_faq', args: { question: hit.one } });
    return ask(`Which question should be removed? The FAQ has: ${list.join(' | ') || 'no questions'}.`);
  }
  // Tagline / headline
  const tag = /\b(tagline|headline|slogan)\b.*?\bto\b\s*["“](.+?)["”]/i.exec(p);
  if (tag) {
    const home = doc.pages.findIndex((pg) => pg.kind === 'home');
    const heroAt = doc.pages[home]?.sections.findIndex((x) => x.type === 'hero') ?? -1;
    const path =
      tag[1]!.toLowerCase() === 'tagline' || heroAt < 0
        ? 'business.tagline'
        : `pages[${home}].sections[${heroAt}].heading`;
    return calls(`${tag[1]} changed to "${tag[2]}"`, { name: 'set_text', args: { path, value: tag[2]! } });
  }
  // Quoted text replacement: change "old" to "new"
  const q = quotes(p);
  if (/\b(change|replace|update|reword|rename)\b/i.test(p) && q.length === 2) {
    const [from, to] = q as [string, string];
    const paths = textPaths(doc, from);
    if (!paths.length) return ask(`I could not find the text "${from}" on the site. Which text should change?`);
    const reCase = new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
    return calls(
      `Text "${from}" changed to "${to}" (${paths.length} place${paths.length > 1 ? 's' : ''})`,
      ...paths.map((path) => ({
        name: 'set_text',
        args: { path, value: String(getAt(doc, path)).replace(reCase, to) },
      })),
    );
  }
  return ask(
    'I could not tell exactly what to change. Which text, page or detail should change, and what should it say?',
  );
}
