import { LANGUAGE_TAG, primaryLanguage } from './fields';
import { z } from './zod';

/** The languages a site can be written in (BCP 47 primary tags): the writer and every interface string speak them. */
export const SITE_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'ja'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export const isSiteLanguage = (v: unknown): v is SiteLanguage => SITE_LANGUAGES.includes(v as SiteLanguage);

/**
 * "de", "DE-at" -> "de-AT", "pt-br" -> "pt-BR", "es-419": primary tag lower case, a two-letter region upper case or
 * a UN M.49 area's three digits (419, Latin America), nothing more.
 */
export function normalizeSiteLanguage(tag: string): string | undefined {
  const t = tag.trim();
  if (!LANGUAGE_TAG.test(t.toLowerCase())) return undefined;
  const primary = primaryLanguage(t);
  if (!isSiteLanguage(primary)) return undefined;
  const region = /^[a-z]{2,3}-([a-z]{2}|\d{3})(?:-|$)/i.exec(t)?.[1];
  return region ? `${primary}-${region.toUpperCase()}` : primary;
}

/** The 400 text for a tag that is malformed or not in a supported language. */
const languageTagMessage = (field: string) =>
  `${field} must be a BCP 47 language tag in one of the supported languages: ${SITE_LANGUAGES.join(', ')} (for example de, pt-BR or es-419)`;

/** A site language as callers send it (a BCP 47 tag in a supported language), parsed to its normalised tag. */
export const siteLanguageField = (field: string) =>
  z
    .string()
    .refine((v) => normalizeSiteLanguage(v) !== undefined, { message: languageTagMessage(field) })
    .transform((v) => normalizeSiteLanguage(v)!)
    .openapi({
      example: 'de',
      description: `The language the site is written in (BCP 47; supported: ${SITE_LANGUAGES.join(', ')}).`,
    });

/** Most languages one site is built in: each is a whole written and rendered site, so builds and reviews grow with it. */
export const MAX_SITE_LANGUAGES = 4;

/**
 * A site's languages as callers send them, first the main one, parsed to normalised tags. Each language once, by its
 * primary tag: `de` and `de-AT` would be the same words under two addresses.
 */
export const siteLanguagesField = (field: string) =>
  z
    .array(z.string())
    .superRefine((tags, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message, input: tags });
      if (!tags.length) return fail(`${field} must list at least one language (the first is the site's main language)`);
      if (tags.length > MAX_SITE_LANGUAGES) return fail(`${field} lists at most ${MAX_SITE_LANGUAGES} languages`);
      const bad = tags.find((t) => normalizeSiteLanguage(t) === undefined);
      if (bad !== undefined) return fail(languageTagMessage(field));
      const seen = new Map<string, string>();
      for (const tag of tags) {
        const first = seen.get(primaryLanguage(tag));
        if (first !== undefined)
          return fail(`${field} must list each language once: "${tag}" is the same language as "${first}"`);
        seen.set(primaryLanguage(tag), tag);
      }
    })
    .transform((tags) => tags.map((t) => normalizeSiteLanguage(t)!))
    .openapi({
      example: ['de', 'en'],
      description:
        `The languages the site is built in (BCP 47; supported: ${SITE_LANGUAGES.join(', ')}), at most ` +
        `${MAX_SITE_LANGUAGES}, each once: the first is the main language (served at /), each further one is ` +
        'written natively from the same research and served under /<language>/ (e.g. /en/).',
    });

/** Where a further language's pages are served: `/en/` for `en`, `/pt/` for `pt-BR` (one site has one of each). */
export const languagePath = (tag: string) => primaryLanguage(tag);
