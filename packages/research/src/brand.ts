import { isDesignStyle, type BuildRequest } from '@sgs/contracts';
import type { PlaceDetails } from '@sgs/places';
import { categoryOfBusiness } from './category';
import { vacantDescription } from './description';
import { brandColors, colorsFromImage } from './colors';
import type { ResearchDeps } from './deps';
import { CALLER, PLACES, websiteSource } from './facts';
import type { ScrapedSite } from './scrape';
import { autoDesignStyle } from './style';

/** Brand colours (logo first, then the website's CSS) with their sources, category and design style. */
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
  // A page's description that only names the business and its place, or a framework's default, describes nothing.
  const location = req.identity.kind === 'name' ? req.identity.businessLocation : undefined;
  const places = [location, place?.address, scraped?.address?.value];
  const described = (d: string) => !vacantDescription(d, name, places);
  const descriptions = [
    req.businessDescription,
    place?.summary,
    ...(scraped?.pages.map((p) => p.description).filter(described) ?? []),
  ].filter((d): d is string => !!d?.trim());
  const category = categoryOfBusiness({
    types: [...(place?.types ?? []), ...(scraped?.types ?? [])],
    name,
    businessType: place?.businessType,
    descriptions,
    homeTitle: scraped?.pages[0]?.title,
    language: scraped?.language,
    story: scraped?.about?.value,
    services: scraped?.services ?? [],
  });
  const colors = brandColors(fromLogo, scraped?.colors ?? [], category);
  const logoSource =
    logoRow?.source === 'upload'
      ? CALLER
      : logoRow?.source === 'google'
        ? PLACES
        : websiteSource(scraped?.logoUrl ?? '');
  const colorSources = {
    logo: fromLogo,
    logoSource,
    css: scraped?.colors ?? [],
    cssSource: scraped ? websiteSource(scraped.homeUrl) : undefined,
  };
  const designStyle = isDesignStyle(req.designStyle)
    ? req.designStyle
    : autoDesignStyle(category, descriptions.join(' '));
  return { descriptions, category, colors, colorSources, designStyle };
}
