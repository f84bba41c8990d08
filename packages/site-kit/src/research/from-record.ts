// The writer's input from the one research record (@sgs/contracts ResearchRecord), the site's own choices
// and its photo catalog: the only mapping between what research stores and what the writers read.
import type { DescriptionSource, ResearchRecord } from '@sgs/contracts';
import type { ResearchInput, ResearchPhoto } from './input';
import type { ShowcaseInput } from './showcase';

export interface WriterSite {
  businessName: string;
  designStyle: string | null;
  allowStockPhotos: boolean;
  contactEmail: string | null;
  /** the site's language as the owner asked for it; else research's and the country decide */
  language: string | null;
  /** the caller's own description of the business (the build request's) */
  businessDescription?: string;
}

/** A row of the site's photo catalog (site_photos). */
export interface CatalogPhoto {
  id: string;
  url: string;
  localPath: string;
  source: string;
  alt: string | null;
  tags: string[];
  width: number | null;
  height: number | null;
}

const flat = (s: string) =>
  s
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!?…]+$/, '')
    .trim()
    .toLowerCase();

/**
 * Who wrote research's description: the owner in review (recorded when they changed it), else the caller's own
 * description or a page of the website when one of them holds it, else research itself. Undefined when empty.
 */
export function descriptionSource(record: ResearchRecord, callerDescription?: string): DescriptionSource | undefined {
  const words = record.businessDescription && flat(record.businessDescription);
  if (!words) return undefined;
  if (record.summary.description_source === 'owner_edit') return 'owner_edit';
  if (callerDescription && flat(callerDescription).includes(words)) return 'caller_input';
  const pages = (record.extractedContent as { pages?: { description?: unknown; text?: unknown }[] } | null)?.pages;
  const texts = [
    ...(Array.isArray(pages) ? pages.flatMap((p) => [p.description, p.text]) : []),
    storyOf(record),
  ].filter((t): t is string => typeof t === 'string');
  return texts.some((t) => flat(t).includes(words)) ? 'website' : 'research';
}

/** The story the business's website tells of it (its about page, its home page's introduction), as research read it. */
function storyOf(record: ResearchRecord): string | undefined {
  const about = (record.extractedContent as { about?: unknown } | null)?.about;
  return typeof about === 'string' && about.trim() ? about : undefined;
}

/** Whether two descriptions say the same words (the review form sends the description back as it showed it). */
export const sameDescription = (a: string, b: string) => flat(a) === flat(b);

export function writerInputOf(record: ResearchRecord, site: WriterSite, photos: CatalogPhoto[]): ResearchInput {
  const b = record.business;
  return {
    research: {
      business_description: record.businessDescription,
      description_quoted: descriptionSource(record, site.businessDescription) !== 'research',
      description_language: record.summary.description_language,
      story: storyOf(record),
      services: record.services,
      faqs: record.faqs,
      testimonials: record.testimonials,
      hours: record.hours,
      photos: photos.map((p) => ({
        id: p.id,
        url: p.url,
        localPath: p.localPath,
        // an unknown source is read as `other` (researchPhoto)
        source: p.source as ResearchPhoto['source'],
        alt: p.alt,
        tags: p.tags,
        width: p.width,
        height: p.height,
      })),
      brand_colors: record.brandColors,
      competitor_positioning: record.competitorPositioning,
      content_plan: record.contentPlan,
      design_style: site.designStyle,
      business_category: record.businessCategory,
      contact_email: site.contactEmail,
      allow_stock_photos: site.allowStockPhotos,
      facts: record.summary.facts ?? [],
      language: b.language,
      locations: b.locations ?? [],
      channels: b.channels ?? [],
      conflicts: b.conflicts ?? [],
    },
    business: {
      name: site.businessName,
      phone: b.phone,
      address: b.address,
      location: b.location,
      website: b.website,
      licenses: b.licenses ?? [],
      geo: b.geo,
      priceRange: b.price_range,
      trade: b.trade,
      tradeSource: b.trade_source,
      schemaType: b.schema_type,
    },
    ownerPrompt: record.ownerPrompt,
    businessDescription: site.businessDescription,
    allowStockPhotos: site.allowStockPhotos,
    // research's business record carries team, classes and before_after (read leniently by the writer)
    showcase: b as ShowcaseInput,
    language: site.language,
  };
}
