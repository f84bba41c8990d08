import { isDesignStyle, type BuildRequest } from '@sgs/contracts';
import type { PlaceDetails } from '@sgs/places';
import { categoryOfBusiness } from './category';
import { brandColors, colorsFromImage } from './colors';
import { brandColorFact } from './brand-color';
import type { ResearchDeps } from './deps';
import type { ScrapedSite } from './scrape';
import { autoDesignStyle } from './style';

/** Brand colours (logo first, then the website's CSS), category and design style. */
export async function brandOf(
  deps: ResearchDeps,
  siteId: string,
  req: BuildRequest,
  name: string,
  place: PlaceDetails | null,
  scraped: ScrapedSite | null,
) {
  const logoRow = await deps.db.sitePhoto.findFirst({ where: { siteId, tags: { has: 'logo' }, excludedAt: null } });
  const logoBytes = logoRow ? await deps.storage.readAsset(siteId, logoRow.localPath) : null;
  const fromLogo = logoBytes ? await colorsFromImage(logoBytes).catch(() => []) : [];
  const descriptions = [
    req.businessDescription,
    place?.summary,
    ...(scraped?.pages.map((p) => p.description) ?? []),
  ].filter((d): d is string => !!d?.trim());
  const category = categoryOfBusiness({
    types: [...(place?.types ?? []), ...(scraped?.types ?? [])],
    name,
    businessType: place?.businessType,
    descriptions,
    homeTitle: scraped?.pages[0]?.title,
    services: scraped?.services ?? [],
  });
  const colors = brandColors(fromLogo, scraped?.colors ?? [], category);
  // Where the brand colour came from: the logo's own source (the caller's upload, the directory, the website).
  const logoSource =
    logoRow?.source === 'upload'
      ? 'caller_input'
      : logoRow?.source === 'google'
        ? 'places'
        : `website:${scraped?.logoUrl ?? ''}`;
  const colorSources = {
    logo: fromLogo,
    logoSource,
    css: scraped?.colors ?? [],
    cssSource: scraped ? `website:${scraped.homeUrl}` : undefined,
  };
  const designStyle = isDesignStyle(req.designStyle)
    ? req.designStyle
    : autoDesignStyle(category, descriptions.join(' '));
  /** The brand colour as a research fact with its source (none for a category default), given the next fact id. */
  const colorFact = (id: string) => brandColorFact(colors, colorSources, id);
  return { descriptions, category, colors, colorFact, designStyle };
}
