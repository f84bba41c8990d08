// A page of one group of services ("Cabelo", "Unhas") that its breadcrumb places under the site's services
// ("Início / Serviços / Cabelo"): its lists name offerings even where no heading or address says "services". A list
// is read only when every item in it is a short name, so the hours or the booking line beside it are not.
import { $$, text, type Document, type Element } from './html';

/** What separates a breadcrumb's steps: "Início/ Serviços/ Cabelo", "Home › Services › Hair". */
const STEP = /\s*[/›»>]\s*/;

/**
 * Whether a breadcrumb on the page places it under a step that `names` calls services: two to five short steps
 * written with separators, the last one the page's own heading.
 */
export function underServices(doc: Document, names: RegExp): boolean {
  const heading = text($$('h1', doc)[0] ?? null).toLowerCase();
  if (!heading) return false;
  return $$('p, div, ol, ul, nav, span', doc).some((el) => {
    if (!$$('a[href]', el).length) return false;
    const t = text(el);
    if (t.length > 100 || !STEP.test(t)) return false;
    const steps = t.split(STEP).filter(Boolean);
    return (
      steps.length >= 2 &&
      steps.length <= 5 &&
      steps.every((s) => s.length <= 30) &&
      steps.at(-1)!.toLowerCase() === heading &&
      steps.slice(0, -1).some((s) => names.test(s))
    );
  });
}

/** A list item that names something: a few words, no digits, no sentence. */
const shortName = (t: string) =>
  t.length >= 3 && t.length <= 50 && t.split(/\s+/).length <= 6 && !/[\d@:;!?]|[.]$/.test(t) && /^\p{L}/u.test(t);

/**
 * The items of the page's lists outside `skip` (navigation, furniture), from lists of short names only, each under
 * the heading the list carries or follows.
 */
export function listedOfferings(doc: Document, skip: (el: Element) => boolean): { name: string; category?: string }[] {
  const out: { name: string; category?: string }[] = [];
  for (const list of $$('ul, ol', doc)) {
    if (skip(list) || $$('ul, ol', list).length) continue;
    const items = list.children.filter((c): c is Element => (c as Element).name === 'li');
    const names = items.map((li) => text(li));
    if (!items.length || $$('a[href]', list).length || !names.every(shortName)) continue;
    const own = list.children.find((c): c is Element => /^h[2-6]$/.test((c as Element).name ?? ''));
    let before = list.prev;
    while (before && !(before as Element).name) before = before.prev;
    const heading = own ?? (/^h[2-6]$/.test((before as Element | null)?.name ?? '') ? (before as Element) : undefined);
    const category = heading ? text(heading) : undefined;
    for (const name of names) out.push({ name, ...(category ? { category } : {}) });
  }
  return out;
}
