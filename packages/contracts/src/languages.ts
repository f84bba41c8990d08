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

/** A site language as callers send it (a BCP 47 tag in a supported language), parsed to its normalised tag. */
export const siteLanguageField = (field: string) =>
  z
    .string()
    .refine((v) => normalizeSiteLanguage(v) !== undefined, {
      message: `${field} must be a BCP 47 language tag in one of the supported languages: ${SITE_LANGUAGES.join(', ')} (for example de, pt-BR or es-419)`,
    })
    .transform((v) => normalizeSiteLanguage(v)!)
    .openapi({
      example: 'de',
      description: `The language the site is written in (BCP 47; supported: ${SITE_LANGUAGES.join(', ')}).`,
    });
