import { emailStatus, type BusinessCategory, type ResearchFact } from '@sgs/contracts';
import { readResearch, type Db, type ResearchColumns } from '@sgs/db';
import { legalNoticeWarning } from '@sgs/site-kit';

type SiteWithResearch = NonNullable<Awaited<ReturnType<typeof loadSiteWithResearch>>>;

export function loadSiteWithResearch(db: Db, siteId: string, accountId?: string) {
  return db.site.findFirst({ where: { id: siteId, ...(accountId ? { accountId } : {}) }, include: { research: true } });
}

/**
 * The research payload of spec 2.4, from live data (email_status is derived at read time).
 * `includeExcluded` keeps tombstoned photos with `exclude: true` (the API shows them; the build does not use them).
 */
export async function researchPayloadOf(db: Db, site: SiteWithResearch, opts: { includeExcluded: boolean }) {
  const r = site.research!;
  const columns = readResearch(r);
  const photos = await db.sitePhoto.findMany({
    where: { siteId: site.id, ...(opts.includeExcluded ? {} : { excludedAt: null }) },
    orderBy: { createdAt: 'asc' },
  });
  const { facts: recorded, ...summary } = columns.summary;
  const status = emailStatus(site.contactEmail, site.operatorEmail);
  const language = site.language ?? columns.business.language ?? null;
  const legal = legalNoticeWarning(language, {
    name: site.businessName,
    address: columns.business.address ?? undefined,
    phone: columns.business.phone ?? undefined,
    email: status === 'confirmed' ? (site.contactEmail ?? undefined) : undefined,
  });
  return {
    business_description: r.businessDescription,
    services: columns.services,
    faqs: columns.faqs,
    testimonials: columns.testimonials,
    hours: columns.hours,
    photos: photos.map((p) => ({
      id: p.id,
      url: p.url,
      localPath: p.localPath,
      source: p.source as 'google' | 'unsplash' | 'facebook' | 'upload' | 'existing_site',
      ...(p.alt ? { alt: p.alt } : {}),
      ...(p.excludedAt ? { exclude: true } : {}),
      ...(p.tags.length ? { tags: p.tags } : {}),
      ...(p.width && p.height ? { width: p.width, height: p.height } : {}),
    })),
    brand_colors: columns.brandColors,
    competitor_positioning: columns.competitorPositioning,
    content_plan: columns.contentPlan,
    existing_site_url: r.existingSiteUrl,
    design_style: site.designStyle,
    business_category: r.businessCategory as BusinessCategory | null,
    contact_email: site.contactEmail,
    email_status: status,
    status: (site.status === 'complete_with_warnings' ? 'complete' : site.status) as
      'generating' | 'complete' | 'failed',
    generation_phase: site.generationPhase,
    summary: { ...summary, business: columns.business },
    ...(r.extractedContent ? { extracted_content: r.extractedContent } : {}),
    ...(r.extractionConfidence !== null ? { extraction_confidence: r.extractionConfidence } : {}),
    facts: factsWithEdits(recorded ?? [], columns),
    // the site's language once chosen, else the one research read on the business's website
    language,
    locations: columns.business.locations ?? [],
    channels: columns.business.channels ?? [],
    conflicts: columns.business.conflicts ?? [],
    ...(legal ? { warnings: [legal] } : {}),
  };
}

/**
 * Research's recorded facts plus `owner_edit` facts for services and hours changed in review (values the
 * stored research holds that no recorded source gave).
 */
function factsWithEdits(recorded: ResearchFact[], r: Pick<ResearchColumns, 'services' | 'hours'>): ResearchFact[] {
  const out = [...recorded];
  const has = (field: string, value: string) => out.some((f) => f.field === field && f.value === value);
  const add = (field: string, value: string) =>
    out.push({ id: `f${out.length + 1}`, field, value, source: 'owner_edit' });
  for (const s of r.services) {
    if (!has('service', s.name)) add('service', s.name);
    if (s.price !== undefined && s.price !== '' && !has(`price.${s.name}`, String(s.price)))
      add(`price.${s.name}`, String(s.price));
  }
  for (const [day, value] of Object.entries(r.hours)) if (!has(`hours.${day}`, value)) add(`hours.${day}`, value);
  return out;
}
