// A revision made to every language of the site. The tools change the main document; its further languages
// (`alternates`) get the same change: facts (a price, a service added, removed or renamed) apply as they are, and the
// owner's words are placed as written, listed as the owner's text in the request's language so the page marks them.
import {
  addedTexts,
  DocumentOperationError,
  parsePath,
  withOwnerText,
  type LanguageDocument,
  type SiteDocument,
} from '@sgs/site-kit';

type Args = Record<string, unknown>;
type Mutation = (doc: SiteDocument, a: Args) => SiteDocument;

/** Where a path into the main document points in another language's: the same page (slug) and section (id). */
function counterpartPath(main: SiteDocument, alt: LanguageDocument, path: string): string | undefined {
  const segments = parsePath(path);
  if (segments[0] !== 'pages' || typeof segments[1] !== 'number') return path;
  const page = main.pages[segments[1]];
  const altPage = alt.pages.findIndex((p) => p.slug === page?.slug);
  if (!page || altPage < 0) return undefined;
  let rest = segments.slice(2);
  let prefix = `pages[${altPage}]`;
  if (rest[0] === 'sections' && typeof rest[1] === 'number') {
    const id = page.sections[rest[1]]?.id;
    const altSection = alt.pages[altPage]!.sections.findIndex((s) => s.id === id);
    if (altSection < 0) return undefined;
    prefix += `.sections[${altSection}]`;
    rest = rest.slice(2);
  }
  return rest.reduce<string>((p, seg) => (typeof seg === 'number' ? `${p}[${seg}]` : `${p}.${seg}`), prefix);
}

/** Where a list item (a service, a question) sits: the page, the section and its place in the list. */
type Place = { slug: string; section: string; index: number };

function placeOf(doc: LanguageDocument, list: 'services' | 'faq', name: string): Place | undefined {
  const key = name.trim().toLowerCase();
  for (const page of doc.pages)
    for (const s of page.sections) {
      if (s.type !== list) continue;
      const index = s.items.findIndex((i) => ('name' in i ? i.name : i.question).trim().toLowerCase() === key);
      if (index >= 0) return { slug: page.slug, section: s.id, index };
    }
  return undefined;
}

/** The other language's name for the item the main document names: the same name, else the item in its place. */
function counterpartName(main: SiteDocument, alt: LanguageDocument, list: 'services' | 'faq', name: string) {
  if (placeOf(alt, list, name)) return name;
  const place = placeOf(main, list, name);
  const section = alt.pages.find((p) => p.slug === place?.slug)?.sections.find((s) => s.id === place?.section);
  const item = section?.type === list ? section.items[place!.index] : undefined;
  return item && ('name' in item ? item.name : item.question);
}

/** The arguments that make the same change to another language's document; undefined when it has no counterpart. */
function counterpartArgs(tool: string, main: SiteDocument, alt: LanguageDocument, a: Args): Args | undefined {
  const named = (key: string, list: 'services' | 'faq') => {
    const name = typeof a[key] === 'string' ? counterpartName(main, alt, list, a[key]) : undefined;
    return name === undefined ? undefined : { ...a, [key]: name };
  };
  if (tool === 'set_text') {
    const path = typeof a.path === 'string' ? counterpartPath(main, alt, a.path) : undefined;
    return path === undefined ? undefined : { ...a, path };
  }
  if (tool === 'remove_service' || tool === 'update_service') return named('name', 'services');
  if (tool === 'remove_faq') return named('question', 'faq');
  return a;
}

/**
 * `run` made to the main document and to each further language: what cannot apply to a language (a section it does
 * not have) leaves that language as it was. The new words are the owner's, in the language `words`.
 */
export function inEveryLanguage(tool: string, run: Mutation, facts: (a: Args) => unknown[], words: string): Mutation {
  return (doc, a) => {
    const { alternates, ...main } = doc;
    const changed = run(main, a);
    if (!alternates?.length) return changed;
    const except = facts(a).filter((v): v is string => typeof v === 'string');
    const others = alternates.map((alt) => {
      const args = counterpartArgs(tool, doc, alt, a);
      if (!args) return alt;
      try {
        const next = run(alt, args) as LanguageDocument;
        return withOwnerText(next, addedTexts(alt, next, except), words);
      } catch (err) {
        if (err instanceof DocumentOperationError) return alt;
        throw err;
      }
    });
    return { ...changed, alternates: others };
  };
}
