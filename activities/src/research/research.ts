import { createHash } from 'node:crypto';
import { Context } from '@temporalio/activity';
import { ApplicationFailure } from '@temporalio/common';
import {
  emailStatus,
  isDesignStyle,
  parseMapsUrl,
  type CreateSiteBody,
  type EmailStatus,
  type MapsUrlInfo,
} from '@sgs/contracts';
import type { Db, Prisma } from '@sgs/db';
import type { Llm } from '@sgs/llm';
import { safeFetch } from '@sgs/net';
import type { PlaceDetails, PlacesProvider } from '@sgs/places';
import type { SiteStorage } from '@sgs/storage';
import { detectCategory } from './category';
import { brandColors, colorsFromImage } from './colors';
import { selectEmail } from './email';
import { $, attr, parseHtml } from './html';
import { importPhotos, type PhotoCandidate } from './photos';
import { scrapeWebsite, type ScrapedSite } from './scrape';
import { stockPhotoCandidates } from './stock';
import { autoDesignStyle } from './style';
import { synthesize } from './synthesize';
import type { BusinessCategory, ResearchFacts, Testimonial } from './types';

export interface ResearchDeps {
  db: Db;
  storage: SiteStorage;
  places: PlacesProvider;
  llm: Llm | null;
  allowLoopback: boolean;
  /** GOOGLE_MAPS_URL: `?cid=` links are followed here to learn the place they name */
  mapsUrl: string;
  /** Unsplash, when configured */
  stock?: { accessKey: string; baseUrl: string };
}

type Identity =
  | { kind: 'placeId'; placeId: string }
  | { kind: 'mapsUrl'; mapsUrl: string; resolved: MapsUrlInfo }
  | { kind: 'name'; businessName: string; businessLocation: string };
type BuildRequest = CreateSiteBody & { identity: Identity };

export type ReviewPause = 'manual' | 'email_missing' | 'internal_origin';
export interface ResearchOutcome {
  found: boolean;
  businessName: string;
  businessCategory: BusinessCategory;
  emailStatus: EmailStatus;
  /** why the build waits in research_review, or null to auto-advance */
  pause: ReviewPause | null;
}

const PROVISIONAL_NAME = 'Business (name pending research)';
const beat = (details?: unknown) => {
  try {
    Context.current().heartbeat(details);
  } catch {
    /* outside an activity (unit tests) */
  }
};

/** Spec 3.1 / 6.5: when research pauses for review instead of advancing. */
export function pauseReason(
  site: { reviewMode: string; origin: string; allowMissingEmail: boolean },
  status: EmailStatus,
): ReviewPause | null {
  if (site.origin === 'internal') return 'internal_origin';
  if (site.reviewMode === 'manual') return 'manual';
  if (status === 'missing' && !site.allowMissingEmail) return 'email_missing';
  return null;
}

export function createResearchActivities(deps: ResearchDeps) {
  const { db, places } = deps;

  /** A `?cid=` link redirects to the place's own URL, which names it (best-effort). */
  async function placeOfCid(cid: string, notes: string[]): Promise<MapsUrlInfo | undefined> {
    try {
      const res = await safeFetch(`${deps.mapsUrl.replace(/\/$/, '')}/?cid=${encodeURIComponent(cid)}`, {
        maxRedirects: 5,
        maxBytes: 512 * 1024,
        timeoutMs: 8000,
        allowLoopback: deps.allowLoopback,
      });
      const info = parseMapsUrl(res.url);
      if (!info.name) notes.push(`cid ${cid}: the maps link did not name a place`);
      return info;
    } catch (err) {
      notes.push(`cid ${cid}: ${(err as Error).message}`);
      return undefined;
    }
  }

  /** The place the identifiers name, through the provider; null when it cannot say. */
  async function findPlace(
    accountId: string,
    id: Identity,
    req: BuildRequest,
    notes: string[],
  ): Promise<PlaceDetails | null> {
    try {
      if (id.kind === 'placeId') return await places.details(accountId, id.placeId);
      const placeId = id.kind === 'mapsUrl' ? id.resolved.placeId : undefined;
      if (placeId) return await places.details(accountId, placeId);
      const cidPlace =
        id.kind === 'mapsUrl' && id.resolved.cid && !id.resolved.name && !req.businessName
          ? await placeOfCid(id.resolved.cid, notes)
          : undefined;
      const name = id.kind === 'name' ? id.businessName : (id.resolved.name ?? req.businessName ?? cidPlace?.name);
      if (!name) return null;
      const where = id.kind === 'name' ? id.businessLocation : req.businessLocation;
      const [first] = await places.search(accountId, name, where, 1);
      return first ? await places.details(accountId, first.placeId) : null;
    } catch (err) {
      notes.push(`places: ${(err as Error).message}`);
      return null;
    }
  }

  return {
    /**
     * Research stage of siteBuild: identify the place, read its website, run the email cascade, build
     * the photo library, pick colours, category and style, and write grounded research. Best-effort
     * everywhere except identity: a business with no name from any source fails the build.
     */
    async runResearch(siteId: string): Promise<ResearchOutcome> {
      const site = await db.site.findUnique({ where: { id: siteId } });
      if (!site || site.status !== 'generating') {
        return { found: false, businessName: '', businessCategory: 'default', emailStatus: 'missing', pause: null };
      }
      const req = site.buildRequest as unknown as BuildRequest;
      const notes: string[] = [];
      const sources = new Set<string>(['caller_input']);
      const place = await findPlace(site.accountId, req.identity, req, notes);
      if (place) sources.add(places.name === 'google' ? 'google_places' : 'local_directory');
      beat('place');

      const urlName = req.identity.kind === 'mapsUrl' ? req.identity.resolved.name : undefined;
      const name =
        req.businessName?.trim() ||
        place?.name ||
        urlName ||
        (site.businessName !== PROVISIONAL_NAME ? site.businessName : '');
      if (!name) {
        throw ApplicationFailure.nonRetryable(
          places.name === 'local'
            ? 'Could not identify the business: no name was given and no place provider is configured (set GOOGLE_PLACES_API_KEY, or send businessName and businessLocation).'
            : 'Could not identify the business: the place provider found nothing for the given identifier.',
          'ResearchIdentityError',
        );
      }

      const website = req.existingSiteUrl ?? place?.website ?? undefined;
      let scraped: ScrapedSite | null = null;
      if (website) {
        scraped = await scrapeWebsite(website, { allowLoopback: deps.allowLoopback });
        if (scraped?.pages.length) sources.add(`website:${scraped.homeUrl}`);
        notes.push(...(scraped?.errors ?? []).map((e) => `website: ${e}`));
      }
      beat('website');

      // Spec 6.5: the caller's address wins; else the scrape; else the operator enters one on approve.
      const cascadeEmail = site.contactEmail ?? (scraped ? selectEmail(scraped.emails, scraped.host) : null);

      const photos: PhotoCandidate[] = [
        ...(place?.photos ?? []).slice(0, 6).map((p): PhotoCandidate => ({
          url: `https://places.googleapis.com/v1/${p.ref}/media`,
          source: 'google',
          alt: `${name}${p.attribution ? ` (photo: ${p.attribution})` : ''}`,
          fetch: () => places.photo(p.ref, 1600),
        })),
        ...(req.uploadedPhotos ?? []).map((url): PhotoCandidate => ({ url, source: 'upload', alt: name })),
        ...(scraped?.images ?? [])
          .slice(0, 8)
          .map((i): PhotoCandidate => ({ url: i.url, source: 'existing_site', alt: i.alt || name })),
      ];
      const facebookUrl = req.facebookUrl ?? scraped?.facebookUrl;
      if (facebookUrl) {
        const og = await facebookImage(facebookUrl, deps.allowLoopback).catch(() => null);
        if (og) photos.push({ url: og, source: 'facebook', alt: name });
        else notes.push('facebook: no public image found');
      }
      const logoUrl = req.logoUrl ?? scraped?.logoUrl;
      if (logoUrl)
        photos.push({
          url: logoUrl,
          source: req.logoUrl ? 'upload' : 'existing_site',
          alt: `${name} logo`,
          tags: ['logo'],
          minSide: 16,
        });
      // Stock photos are fetched when the catalog is thin; the renderer shows them only if the site allows stock photos.
      const own = photos.filter((p) => !p.tags?.includes('logo')).length;
      if (deps.stock && (site.allowStockPhotos || site.reviewMode === 'manual') && own < 6) {
        const what =
          `${place?.businessType ?? detectCategory(place?.types ?? [], name)} ${req.businessLocation ?? ''}`.trim();
        try {
          photos.push(
            ...(await stockPhotoCandidates({ ...deps.stock, allowLoopback: deps.allowLoopback }, what, 6 - own)),
          );
          sources.add('unsplash');
        } catch (err) {
          notes.push(`stock photos: ${(err as Error).message}`);
        }
      }
      const imported = await importPhotos(
        { db, storage: deps.storage, allowLoopback: deps.allowLoopback },
        site,
        photos.slice(0, 30),
      );
      notes.push(...imported.failures.map((f) => `photo: ${f}`));
      beat('photos');

      const logoRow = await db.sitePhoto.findFirst({ where: { siteId, tags: { has: 'logo' }, excludedAt: null } });
      const logoBytes = logoRow ? await deps.storage.readAsset(siteId, logoRow.localPath) : null;
      const fromLogo = logoBytes ? await colorsFromImage(logoBytes).catch(() => []) : [];

      const descriptions = [
        req.businessDescription,
        place?.summary,
        ...(scraped?.pages.map((p) => p.description) ?? []),
      ].filter((d): d is string => !!d?.trim());
      const category = detectCategory(place?.types ?? [], name, place?.businessType, ...descriptions);
      const colors = brandColors(fromLogo, scraped?.colors ?? [], category);
      const designStyle = isDesignStyle(req.designStyle)
        ? req.designStyle
        : autoDesignStyle(category, descriptions.join(' '));

      const testimonials: Testimonial[] = [
        ...(place?.reviews ?? [])
          .filter((r) => (r.rating ?? 5) >= 4)
          .slice(0, 6)
          .map((r) => ({ quote: r.text, author: r.author, rating: r.rating, source: 'google' })),
        ...(scraped?.testimonials ?? []).map((t) => ({ ...t, source: 'existing_site' })),
      ];
      const facts: ResearchFacts = {
        name,
        category,
        location: req.businessLocation ?? (req.identity.kind === 'name' ? req.identity.businessLocation : undefined),
        address: place?.address ?? undefined,
        phone: place?.phone ?? scraped?.phones[0],
        email: cascadeEmail ?? undefined,
        website: scraped?.homeUrl ?? website,
        rating: place?.rating ?? undefined,
        reviewCount: place?.userRatingCount ?? undefined,
        hours: Object.keys(place?.hours ?? {}).length ? place!.hours : (scraped?.hours ?? {}),
        services: (scraped?.services ?? []).map((s) => ({ name: s })),
        testimonials,
        licenses: req.licenses ?? [],
        descriptions,
        ownerPrompt: req.ownerPrompt,
      };
      const { synthesis, usage, writer } = await synthesize(deps.llm, facts);
      beat('synthesis');

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
        geo: place?.location ?? null,
        types: place?.types ?? [],
        licenses: facts.licenses,
      };
      const summary = {
        sources: [...sources],
        places_provider:
          places.name === 'google'
            ? 'Google Places API'
            : 'local directory (no GOOGLE_PLACES_API_KEY: caller inputs and the business website only)',
        writer: writer === 'deterministic' ? 'deterministic writer (no OPENAI_API_KEY)' : writer,
        email_source: site.contactEmail ? 'caller' : cascadeEmail ? 'website' : null,
        photos_imported: imported.imported,
        usage: { tokens_in: usage.tokensIn, tokens_out: usage.tokensOut, cost_usd: usage.costMicroUsd / 1_000_000 },
        notes: notes.slice(0, 50),
      };
      const found = [
        facts.phone,
        facts.address,
        Object.keys(facts.hours).length,
        facts.services.length,
        testimonials.length,
        cascadeEmail,
      ].filter(Boolean).length;
      const json = (v: unknown) => v as Prisma.InputJsonValue;
      const research = {
        accountId: site.accountId,
        businessDescription: synthesis.business_description,
        services: json(synthesis.services),
        faqs: json(synthesis.faqs),
        testimonials: json(testimonials),
        hours: json(facts.hours),
        brandColors: json(colors),
        competitorPositioning: json(synthesis.competitor_positioning),
        contentPlan: json(synthesis.content_plan),
        existingSiteUrl: req.existingSiteUrl ?? place?.website ?? null,
        businessCategory: category,
        ownerPrompt: req.ownerPrompt ?? null,
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
              phones: scraped.phones,
            })
          : undefined,
        extractionConfidence: scraped ? Math.round((found / 6) * 100) / 100 : null,
      };

      const updated = await db.$transaction(async (tx) => {
        // Usage is added once: a retried activity finds the research already written.
        const first = !(await tx.research.findUnique({ where: { siteId }, select: { siteId: true } }));
        await tx.research.upsert({ where: { siteId }, create: { siteId, ...research }, update: research });
        const s = await tx.site.update({
          where: { id: siteId },
          data: {
            businessName: name,
            designStyle,
            contactEmail: site.contactEmail ?? cascadeEmail,
            ...(first
              ? {
                  tokensIn: { increment: usage.tokensIn },
                  tokensOut: { increment: usage.tokensOut },
                  costMicroUsd: { increment: usage.costMicroUsd },
                }
              : {}),
          },
        });
        const placeId =
          place?.placeId ??
          `local:${createHash('sha256')
            .update(`${name}|${facts.location ?? ''}`.toLowerCase())
            .digest('hex')
            .slice(0, 24)}`;
        const placeRow = {
          source: place && places.name === 'google' ? 'google' : 'local',
          name,
          address: facts.address ?? facts.location ?? null,
          phone: facts.phone ?? null,
          website: facts.website ?? null,
          rating: facts.rating ?? null,
          userRatingCount: facts.reviewCount ?? null,
          googleMapsUri: place?.googleMapsUri ?? null,
          businessType: place?.businessType ?? category,
          details: json({
            types: place?.types ?? [],
            hours: facts.hours,
            location: place?.location ?? null,
            summary: place?.summary ?? null,
          }),
        };
        await tx.place.upsert({
          where: { accountId_placeId: { accountId: site.accountId, placeId } },
          create: { accountId: site.accountId, placeId, ...placeRow },
          update: placeRow,
        });
        return s;
      });

      const status = emailStatus(updated.contactEmail, updated.operatorEmail);
      return {
        found: true,
        businessName: name,
        businessCategory: category,
        emailStatus: status,
        pause: pauseReason(updated, status),
      };
    },
  };
}
export type ResearchActivities = ReturnType<typeof createResearchActivities>;

/** The page's og:image (public Facebook pages carry one), best-effort. */
async function facebookImage(url: string, allowLoopback: boolean): Promise<string | null> {
  const res = await safeFetch(url, {
    timeoutMs: 8000,
    maxBytes: 1024 * 1024,
    allowLoopback,
    headers: { accept: 'text/html' },
  });
  if (res.status !== 200) return null;
  return attr($('meta[property="og:image"]', parseHtml(res.body.toString('utf8'))), 'content') ?? null;
}
