// A site in more than one language: the main document at /, each alternate under /<language>/. Pages of one
// language point at their counterparts in the others (hreflang, the language switch, the sitemap).
import { languagePath } from '@sgs/contracts';
import type { LanguageDocument, Page, SiteDocument } from '../document/schema';
import { localeOf } from '../i18n/language';
import { pageHref } from './context';

export interface LanguageVersion {
  doc: LanguageDocument;
  /** Where its files go: '' for the main language, `en/` for an alternate. */
  dir: string;
}

/** The site's languages, the main one first. */
export const languageVersions = (doc: SiteDocument): LanguageVersion[] => [
  { doc, dir: '' },
  ...(doc.alternates ?? []).map((alt) => ({ doc: alt, dir: `${languagePath(alt.lang)}/` })),
];

/**
 * The page of `other` that says what `page` says: the same slug, else the one page of the same kind; a page with no
 * counterpart (a custom page only one language has) has none.
 */
export function counterpart(page: Page, other: LanguageDocument): Page | undefined {
  const bySlug = other.pages.find((p) => p.slug === page.slug && p.kind === page.kind);
  if (bySlug) return bySlug;
  const sameKind = other.pages.filter((p) => p.kind === page.kind);
  return page.kind !== 'custom' && sameKind.length === 1 ? sameKind[0] : undefined;
}

/** A page's public URL: the home page is its folder. */
export const pageUrl = (baseUrl: string, dir: string, page: Page) =>
  `${baseUrl}/${dir}${page.kind === 'home' ? '' : pageHref(page.slug)}`;

/** Each language's version of a page, with its URL; the main language first (it is also x-default). */
export function pageVersions(
  versions: readonly LanguageVersion[],
  page: Page,
  own: LanguageVersion,
  baseUrl: string,
): { lang: string; url: string; version: LanguageVersion }[] {
  return versions.flatMap((v) => {
    const p = v === own ? page : counterpart(page, v.doc);
    return p ? [{ lang: v.doc.lang, url: pageUrl(baseUrl, v.dir, p), version: v }] : [];
  });
}

/** A language's name in itself, as a switch shows it: "Deutsch", "English", "Français", "日本語". */
export function languageName(tag: string): string {
  const primary = languagePath(tag);
  const name = new Intl.DisplayNames([primary], { type: 'language' }).of(primary) ?? primary;
  return name.charAt(0).toLocaleUpperCase(primary) + name.slice(1);
}

/** Open Graph's locale form of a tag: `de_DE`, `pt_BR`. */
export const ogLocale = (tag: string) => localeOf(tag).replace('-', '_');
