// Logo, favicon, colours, fonts and design style.
import { isDesignStyle, type DesignStyle } from '@sgs/contracts';
import type { CatalogImage, ImageRef } from '../document/primitives';
import type { SiteDocument, Theme } from '../document/schema';
import { isHexColor, normalizeHex } from '../theme/color';
import { DocumentOperationError, produce } from './common';

/** Puts a picture in the catalog (replacing an entry with the same id or src). */
function upsertCatalog(d: SiteDocument, image: CatalogImage) {
  d.images = [...d.images.filter((i) => i.id !== image.id && i.src !== image.src), image];
}

/** Sets (or clears) the logo. Favicon, colours and style stay as they are (spec 4.2 logo). */
export function setLogo(doc: SiteDocument, logo: (ImageRef & { id?: string }) | null): SiteDocument {
  return produce(
    doc,
    (d) => {
      if (!logo) {
        d.logo = null;
        return;
      }
      const id = logo.id ?? 'logo';
      upsertCatalog(d, { ...logo, id, source: 'logo', tags: ['logo'] });
      d.logo = { ...logo, id };
    },
    'set logo',
  );
}

export interface FaviconChoice {
  /** The cropped source written by the favicon operation, e.g. `images/favicon-source.png`. */
  source: ImageRef;
  strategy?: string;
  versionHash?: string;
}

/** Records an owner's favicon; `override` keeps it through revisions and re-renders. */
export function setFavicon(doc: SiteDocument, choice: FaviconChoice): SiteDocument {
  return produce(
    doc,
    (d) => {
      const id = choice.source.id ?? 'favicon-source';
      upsertCatalog(d, { ...choice.source, id, source: 'generated', tags: ['favicon'] });
      d.favicon = {
        source: { ...choice.source, id },
        override: true,
        strategy: choice.strategy,
        versionHash: choice.versionHash,
      };
    },
    'set favicon',
  );
}

/** Back to the generated favicon (a full pipeline re-run does this). */
export function resetFavicon(doc: SiteDocument): SiteDocument {
  return produce(doc, (d) => void (d.favicon = { source: null, override: false }), 'reset favicon');
}

export function setColors(doc: SiteDocument, colors: Partial<Theme['colors']>): SiteDocument {
  const bad = Object.entries(colors).filter(([, v]) => v !== undefined && !isHexColor(v));
  if (bad.length) throw new DocumentOperationError(`not hex colours: ${bad.map(([k, v]) => `${k}=${v}`).join(', ')}`);
  return produce(
    doc,
    (d) => {
      for (const [k, v] of Object.entries(colors)) if (v) d.theme.colors[k as keyof Theme['colors']] = normalizeHex(v);
    },
    'set colours',
  );
}

export function setFonts(doc: SiteDocument, fonts: Theme['fonts']): SiteDocument {
  return produce(doc, (d) => void (d.theme.fonts = { ...d.theme.fonts, ...fonts }), 'set fonts');
}

/** Switches the design style; per-style overrides (fonts, spacing, radius) reset so the new style shows. */
export function setDesignStyle(doc: SiteDocument, style: string): SiteDocument {
  if (!isDesignStyle(style)) throw new DocumentOperationError(`unknown design style "${style}"`);
  return produce(
    doc,
    (d) => {
      d.theme = { style: style as DesignStyle, colors: d.theme.colors, fonts: {} };
    },
    'set design style',
  );
}
