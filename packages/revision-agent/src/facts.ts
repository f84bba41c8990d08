// A changed fact leaves no copy of its old value: after a change to the phone, email, street address, business
// name or a service's price, every visible text that still carries the old value (the owner's own words
// included, e.g. "Call 207-555-0188. We are at 12 Fore St") is rewritten to the new one with set_text calls,
// so the fix is replayed with the rest of the revision.
import { escapeRegExp } from '@sgs/contracts';
import type { SiteDocument } from '@sgs/site-kit';
import type { ToolCall } from './tools';

interface Text {
  path: string;
  value: string;
}

/** Keys whose strings are not visible text (links, images, ids, structure) or that hold the fact itself. */
const NOT_TEXT = new Set(['href', 'src', 'id', 'slug', 'type', 'kind', 'layout', 'url', 'network', 'icon', 'phone']);

/** Every visible text of the pages, with the business description and tagline, by set_text path. */
function texts(doc: SiteDocument): Text[] {
  const out: Text[] = [];
  const walk = (v: unknown, path: string) => {
    if (typeof v === 'string') out.push({ path, value: v });
    else if (Array.isArray(v)) v.forEach((x, i) => walk(x, `${path}[${i}]`));
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) if (!NOT_TEXT.has(k)) walk(x, path ? `${path}.${k}` : k);
  };
  walk(doc.pages, 'pages');
  if (doc.business.description) out.push({ path: 'business.description', value: doc.business.description });
  if (doc.business.tagline) out.push({ path: 'business.tagline', value: doc.business.tagline });
  return out;
}

const digits = (v: string) => v.replace(/\D/g, '');
/** A phone number as written in text: 7+ digits with spaces, dots, dashes or brackets. */
const PHONE_LIKE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const street = (formatted: string) => formatted.split(',')[0]!.trim();

type Swap = (text: string) => string;

function swaps(before: SiteDocument, after: SiteDocument): Swap[] {
  const out: Swap[] = [];
  const b = before.business;
  const a = after.business;
  if (b.phone && a.phone && digits(b.phone) !== digits(a.phone)) {
    const old = digits(b.phone).slice(-7);
    out.push((t) => t.replace(PHONE_LIKE, (m) => (digits(m).endsWith(old) ? a.phone! : m)));
  }
  if (b.email && a.email && b.email.toLowerCase() !== a.email.toLowerCase()) {
    const re = new RegExp(escapeRegExp(b.email), 'gi');
    out.push((t) => t.replace(re, a.email!));
  }
  const oldAddress = b.address?.formatted;
  const newAddress = a.address?.formatted;
  if (oldAddress && newAddress && oldAddress !== newAddress) {
    const full = new RegExp(escapeRegExp(oldAddress), 'gi');
    out.push((t) => t.replace(full, newAddress));
    // The street line alone ("We are at 12 Fore St"), when it is specific (a number and a name).
    if (street(oldAddress) !== street(newAddress) && /\d/.test(street(oldAddress)) && street(oldAddress).length >= 5) {
      const re = new RegExp(`\\b${escapeRegExp(street(oldAddress))}\\b`, 'gi');
      out.push((t) => t.replace(re, street(newAddress)));
    }
  }
  if (b.name !== a.name && b.name.length >= 3) {
    const re = new RegExp(`\\b${escapeRegExp(b.name)}\\b`, 'g');
    out.push((t) => t.replace(re, a.name));
  }
  // A service's price in a sentence that names the service ("Drain cleaning is $149").
  const prices = (d: SiteDocument) =>
    new Map(
      d.pages.flatMap((p) =>
        p.sections.flatMap((s) => (s.type === 'services' ? s.items.map((i) => [i.name, i.price] as const) : [])),
      ),
    );
  const was = prices(before);
  for (const [name, price] of prices(after)) {
    const old = was.get(name);
    if (!old || !price || old === price || !/\d/.test(old)) continue;
    const named = new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i');
    const amount = new RegExp(`${escapeRegExp(old.replace(/^from\s+/i, ''))}(?!\\d)`, 'g');
    const to = price.replace(/^from\s+/i, '');
    out.push((t) => (named.test(t) ? t.replace(amount, to) : t));
  }
  return out;
}

/**
 * The set_text calls that rewrite old copies of the facts `before` -> `after` changed. Texts the change itself
 * already wrote are left as they are (a new headline that quotes the old phone is the owner's choice).
 */
export function staleFactFixes(
  before: SiteDocument,
  after: SiteDocument,
  written: Set<string> = new Set(),
): ToolCall[] {
  const rules = swaps(before, after);
  if (!rules.length) return [];
  const calls: ToolCall[] = [];
  for (const { path, value } of texts(after)) {
    if (written.has(path)) continue;
    const next = rules.reduce((t, swap) => swap(t), value);
    if (next !== value) calls.push({ name: 'set_text', args: { path, value: next } });
  }
  return calls;
}
