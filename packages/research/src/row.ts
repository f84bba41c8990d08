import type { Prisma } from '@sgs/db';
import type { LlmUsage } from '@sgs/llm';
import type { PlaceDetails } from '@sgs/places';
import type { TradeMatch } from '@sgs/site-kit';
import type { SiteRow } from './deps';
import type { mergeFacts } from './facts';
import { descriptionLanguage } from './description';
import { researchedSchemaType } from './record';
import type { ScrapedSite } from './scrape';
import type { BusinessCategory, Synthesis } from './types';

const withValue = (key: string, value: string | undefined) => (value ? { [key]: value } : {});

/** The research row research writes: the synthesis, the business record and the summary with its provenance. */
export function researchRow(args: {
  site: SiteRow;
  existingSiteUrl: string | null;
  ownerPrompt: string | undefined;
  name: string;
  place: PlaceDetails | null;
  placesName: string;
  scraped: ScrapedSite | null;
  merged: ReturnType<typeof mergeFacts>;
  category: BusinessCategory;
  trade: TradeMatch;
  colors: unknown;
  synthesis: Synthesis;
  writer: string;
  usage: LlmUsage;
  sources: Set<string>;
  notes: string[];
  photosImported: number;
}) {
  const { site, name, place, scraped, merged, synthesis, writer, usage } = args;
  const { facts, provenance, cascadeEmail } = merged;
  const json = (v: unknown) => v as Prisma.InputJsonValue;
  const business = {
    name,
    place_id: place?.placeId ?? null,
    address: facts.address ?? null,
    location: facts.location ?? null,
    phone: facts.phone ?? null,
    website: facts.website ?? null,
    rating: facts.rating ?? null,
    review_count: facts.reviewCount ?? null,
    google_maps_uri: place?.googleMapsUri ?? null,
    geo: place?.location ?? scraped?.geo ?? null,
    types: place?.types ?? [],
    licenses: facts.licenses,
    areas: merged.areas,
    founded_year: merged.founded ?? null,
    price_range: scraped?.priceRange ?? place?.priceRange ?? null,
    trade: args.trade.trade.id,
    trade_source: args.trade.via,
    schema_type: researchedSchemaType(
      args.trade,
      args.category,
      [place?.businessType, name].filter(Boolean).join(' '),
      facts.descriptions[0],
    ),
    team: scraped?.showcase.team ?? [],
    classes: scraped?.showcase.classes ?? [],
    before_after: scraped?.showcase.before_after ?? [],
    social: merged.social,
    language: scraped?.language ?? null,
    locations: scraped?.locations ?? [],
    channels: scraped?.channels ?? [],
    conflicts: scraped?.conflicts ?? [],
  };
  const summary = {
    sources: [...args.sources],
    places_provider:
      args.placesName === 'google'
        ? 'Google Places API'
        : 'local directory (no GOOGLE_PLACES_API_KEY: caller inputs and the business website only)',
    writer: writer === 'deterministic' ? 'deterministic writer (no OPENAI_API_KEY)' : writer,
    email_source: site.contactEmail ? 'caller' : cascadeEmail ? 'website' : null,
    photos_imported: args.photosImported,
    usage: { tokens_in: usage.tokensIn, tokens_out: usage.tokensOut, cost_usd: usage.costMicroUsd / 1_000_000 },
    notes: args.notes.slice(0, 50),
    facts: provenance,
    ...withValue('description_language', descriptionLanguage(synthesis.business_description, business.language)),
  };
  const found = [
    facts.phone,
    facts.address,
    Object.keys(facts.hours).length,
    facts.services.length,
    facts.testimonials.length,
    cascadeEmail,
  ].filter(Boolean).length;
  return {
    accountId: site.accountId,
    businessDescription: synthesis.business_description,
    services: json(synthesis.services),
    faqs: json(synthesis.faqs),
    testimonials: json(facts.testimonials),
    hours: json(facts.hours),
    brandColors: json(args.colors),
    competitorPositioning: json(synthesis.competitor_positioning),
    contentPlan: json(synthesis.content_plan),
    existingSiteUrl: args.existingSiteUrl,
    businessCategory: args.category,
    ownerPrompt: args.ownerPrompt ?? null,
    business: json(business),
    summary: json(summary),
    extractedContent: scraped
      ? json({
          pages: scraped.pages.map((p) => ({
            url: p.url,
            title: p.title,
            description: p.description,
            text: p.text.slice(0, 4000),
          })),
          services: scraped.services,
          phones: scraped.phones.map((p) => p.value),
          // the business's own story (about-text.ts), which may stand beyond a page's kept text
          ...(scraped.about ? { about: scraped.about.value } : {}),
        })
      : undefined,
    extractionConfidence: scraped ? Math.round((found / 6) * 100) / 100 : null,
  };
}
