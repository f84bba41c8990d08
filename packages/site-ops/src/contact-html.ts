// Finding and replacing an email address in a site's HTML files and document (spec 4.2 contact: only HTML
// files are scanned; replacement is by substring, matched without regard to case).
import { escapeRegExp } from '@sgs/contracts';
import { eachLanguage, parseSiteDocument, type SiteDocument } from '@sgs/site-kit';

/** Equal addresses (spec 4.2 noop): the one rule, in @sgs/contracts. */
export { sameEmail } from '@sgs/contracts';

const pattern = (addresses: string[]) => new RegExp(addresses.map((a) => escapeRegExp(a)).join('|'), 'gi');
const isHtml = (path: string) => path.toLowerCase().endsWith('.html');

/** The HTML files (sorted) that hold any of `addresses`. */
export function htmlFilesHolding(files: Map<string, Buffer>, addresses: string[]): string[] {
  if (!addresses.length) return [];
  const re = pattern(addresses);
  return [...files.keys()]
    .filter((p) => isHtml(p) && ((re.lastIndex = 0), re.test(files.get(p)!.toString('utf8'))))
    .sort();
}

/** The HTML files that changed when every copy of `addresses` is replaced by `next`. */
export function patchHtml(files: Map<string, Buffer>, addresses: string[], next: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  if (!addresses.length) return out;
  const re = pattern(addresses);
  for (const [path, bytes] of files) {
    if (!isHtml(path)) continue;
    const before = bytes.toString('utf8');
    const after = before.replace(re, next);
    if (after !== before) out.set(path, Buffer.from(after, 'utf8'));
  }
  return out;
}

/** Replaces `addresses` in the pages' copy and the business description (the email field is set by setContactEmail). */
export function replaceInDocument(doc: SiteDocument, addresses: string[], next: string): SiteDocument {
  if (!addresses.length) return doc;
  const re = pattern(addresses);
  const visit = (v: unknown): unknown => {
    if (typeof v === 'string') return v.replace(re, next);
    if (Array.isArray(v)) return v.map(visit);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, c]) => [k, visit(c)]));
    return v;
  };
  // Every language's copy: a site in two languages names the address in both.
  return parseSiteDocument(
    eachLanguage(doc, (d) => ({
      ...d,
      pages: visit(d.pages) as typeof d.pages,
      business: { ...d.business, description: visit(d.business.description) as string },
    })),
  );
}
