import { emailStatus, RESEARCH_BUSINESS_INTERNAL_KEYS, type ResearchFact, type ResearchRecord } from '@sgs/contracts';
import type { Db } from '@sgs/db';
import { descriptionSource, legalNoticeWarning } from '@sgs/site-kit';
import { readResearchRecord } from './record';

type SiteWithResearch = NonNullable<Awaited<ReturnType<Db['site']['findFirst']>>> & {
  research: Parameters<typeof readResearchRecord>[0] | null;
};

/** The site's research photos in catalog order; `includeExcluded` keeps tombstoned ones (the API shows them). */
export const researchPhotos = (db: Db, siteId: string, opts: { includeExcluded: boolean }) =>
  db.sitePhoto.findMany({
    where: { siteId, ...(opts.includeExcluded ? {} : { excludedAt: null }) },
    orderBy: { createdAt: 'asc' },
  });

/** The create call's own description, read leniently: a view of research never fails on an old build request. */
const callerDescription = (request: unknown) => {
  const d =
    request && typeof request === 'object'
      ? (request as { businessDescription?: unknown }).businessDescription
      : undefined;
  return typeof d === 'string' ? d : undefined;
};

/** The stored business as the GET view shows it: research's own working (trade, schema type) left out. */
function businessView(business: ResearchRecord['business']) {
  const view: Partial<ResearchRecord['business']> = { ...business };
  for (const key of RESEARCH_BUSINESS_INTERNAL_KEYS) delete view[key];
  return view;
}

/**
 * GET research (spec 2.4): the research record with live site data (email_status is derived at read time);
 * tombstoned photos are shown with `exclude: true`, each with the id the logo and favicon endpoints take.
 */
export async function researchPayloadOf(db: Db, site: SiteWithResearch) {
  const r = site.research!;
  const record = readResearchRecord(r);
  const photos = await researchPhotos(db, site.id, { includeExcluded: true });
  const { facts: recorded, translations, description_source: _s, description_language, ...summary } = record.summary;
  const descriptionBy = descriptionSource(record, callerDescription(site.buildRequest));
  const status = emailStatus(site.contactEmail, site.operatorEmail);
  const language = site.language ?? record.business.language ?? null;
  const legal = legalNoticeWarning(language, {
    name: site.businessName,
    address: record.business.address ?? undefined,
    phone: record.business.phone ?? undefined,
    email: status === 'confirmed' ? (site.contactEmail ?? undefined) : undefined,
  });
  return {
    business_description: record.businessDescription,
    ...(descriptionBy ? { business_description_source: descriptionBy } : {}),
    ...(descriptionBy && description_language ? { business_description_language: description_language } : {}),
    services: record.services,
    faqs: record.faqs,
    testimonials: record.testimonials,
    hours: record.hours,
    photos: photos.map((p) => ({
      id: p.id,
      url: p.url,
      localPath: p.localPath,
      source: p.source as 'google' | 'unsplash' | 'facebook' | 'upload' | 'existing_site',
      ...(p.alt ? { alt: p.alt } : {}),
      ...(p.excludedAt ? { exclude: true } : {}),
    })),
    brand_colors: record.brandColors,
    competitor_positioning: record.competitorPositioning,
    content_plan: record.contentPlan,
    existing_site_url: record.existingSiteUrl,
    design_style: site.designStyle,
    business_category: record.businessCategory,
    contact_email: site.contactEmail,
    email_status: status,
    status: (site.status === 'complete_with_warnings' ? 'complete' : site.status) as
      'generating' | 'complete' | 'failed',
    generation_phase: site.generationPhase,
    summary: { ...summary, business: businessView(record.business) },
    ...(record.extractedContent ? { extracted_content: record.extractedContent } : {}),
    ...(record.extractionConfidence !== null ? { extraction_confidence: record.extractionConfidence } : {}),
    facts: factsWithEdits(recorded ?? [], record, descriptionBy === 'owner_edit'),
    // the site's language once chosen, else the one research read on the business's website
    language,
    locations: record.business.locations ?? [],
    channels: record.business.channels ?? [],
    conflicts: record.business.conflicts ?? [],
    ...(legal ? { warnings: [legal] } : {}),
    ...(translations?.length ? { translations } : {}),
  };
}

/**
 * Research's recorded facts plus `owner_edit` facts for services and hours changed in review (values the
 * stored research holds that no recorded source gave), and for the description when the owner rewrote it.
 */
function factsWithEdits(
  recorded: ResearchFact[],
  r: Pick<ResearchRecord, 'services' | 'hours' | 'businessDescription'>,
  descriptionEdited: boolean,
): ResearchFact[] {
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
  if (descriptionEdited) add('description', r.businessDescription);
  return out;
}
