// One catalog per language the service writes in; a site's catalog is its language's.
import type { SiteLanguage } from '@sgs/contracts';
import type { Catalog } from './catalog';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { nl } from './nl';
import { languageOfTag, localeOf } from './language';
import { pt } from './pt';
import { regionalCatalog } from './regions';

export const CATALOGS: Record<SiteLanguage, Catalog> = { en, de, fr, it, nl, ja, es, pt };

/** The catalog of a site's language tag ("de-AT" reads German; "es-MX" and "pt-PT" their region's words). */
export function catalogOf(tag: string | undefined): Catalog {
  const lang = languageOfTag(tag);
  return regionalCatalog(
    CATALOGS[lang],
    lang,
    localeOf(tag ?? lang)
      .split('-')[1]!
      .toUpperCase(),
  );
}

export type { Catalog, TradeWords } from './catalog';
export { languageOfTag } from './language';
