import { createHash } from 'node:crypto';
import {
  emailStatus,
  FAILURE_TYPES,
  isDesignStyle,
  parseMapsUrl,
  type BuildRequest,
  type EmailStatus,
  type MapsUrlInfo,
  type ResearchFact,
} from '@sgs/contracts';
import { readBuildRequest, type Db, type Prisma } from '@sgs/db';
import { addUsage, LlmOutputError, NO_USAGE, type Llm } from '@sgs/llm';
import { withModelReading } from './model-read';
import { safeFetch } from '@sgs/net';
import { sameBusiness, type PlaceDetails, type PlacesProvider } from '@sgs/places';
import { parseCallerFacts, resolveTrade, socialProfile, toE164, type SocialLink } from '@sgs/site-kit';
import type { SiteStorage } from '@sgs/storage';
import { categoryOfBusiness, detectCategory } from './category';
import { brandColors, colorsFromImage } from './colors';
import { brandColorFact } from './brand-color';
import { selectEmail } from './email';
import { $, attr, parseHtml } from './html';
import { importPhotos, type PhotoCandidate } from './photos';
import type { PageRenderer } from './render';
import { scrapeWebsite, type ScrapedSite } from './scrape';
import { stockPhotoCandidates } from './stock';
import { autoDesignStyle } from './style';
import { showcasePhotoCandidates } from './showcase';
import { synthesize } from './synthesize';
import type { BusinessCategory, ResearchFacts, Service, Testimonial } from './types';

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
  /** Renders client-rendered pages (an app shell) in Chromium; without it they are read as served. */
  render?: PageRenderer;
  /** Told each step as research moves on (the activity heartbeats); a no-op by default. */
  progress?: (step: string) => void;
}

/** Research could not name the business: retrying cannot help (the activity makes it non-retryable). */
export class ResearchIdentityError extends Error {
  override readonly name = FAILURE_TYPES.ResearchIdentityError;
}

type SiteRow = NonNullable<Awaited<ReturnType<Db['site']['findUnique']>>>;

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

/** Provenance of a fact (research `facts[].source`). */
const websiteSource = (url: string) => `website:${url}`;
const PLACES = 'places';
const CALLER = 'caller_input';

/** Collects the facts research holds, each with its source and a stable id the LLM writer cites. */
class FactLog {
  readonly facts: ResearchFact[] = [];
  add(field: string, value: string | number | undefined | null, source: string) {
    if (value === undefined || value === null || String(value).trim() === '') return;
    const v = String(value).trim();
    if (this.facts.some((f) => f.field === field && f.value === v)) return;
    this.facts.push({ id: `f${this.facts.length + 1}`, field, value: v, source });
  }
}

/** Hours as one comparable string (day order, spacing and dashes ignored). */
const hoursKey = (h: Record<string, string>) =>
  Object.entries(h)
    .map(([d, v]) => `${d.slice(0, 3).toLowerCase()}:${v.toLowerCase().replace(/[\s–—-]+/g, '')}`)
    .sort()
    .join('|');

export function createResearch(deps: ResearchDeps) {
  const { db, places } = deps;
  const beat = (step: string) => deps.progress?.(step);

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

  /**
   * The place the identifiers name, through the provider; null when it cannot say. A place id is exact; a
   * name search accepts a candidate only when the identity rule holds (sameBusiness: name similarity and
   * location), and every rejected candidate is noted with the reason.
   */
  async function findPlace(accountId: string, req: BuildRequest, notes: string[]): Promise<PlaceDetails | null> {
    const id = req.identity;
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
      const resolved = id.kind === 'mapsUrl' ? { ...id.resolved, ...cidPlace } : undefined;
      const coords =
        resolved?.lat !== undefined && resolved.lng !== undefined ? { lat: resolved.lat, lng: resolved.lng } : null;
      for (const candidate of await places.search(accountId, name, where, 5)) {
        const details = await places.details(accountId, candidate.placeId);
        if (!details) continue;
        const verdict = sameBusiness({ name, location: where, coords }, details);
        if (verdict.same) return details;
        notes.push(
          `places: candidate "${details.name}"${details.address ? ` (${details.address})` : ''} rejected: ${verdict.reason}`,
        );
      }
      return null;
    } catch (err) {
      notes.push(`places: ${(err as Error).message}`);
      return null;
    }
  }

  async function loadSite(siteId: string) {
    const site = await db.site.findUnique({ where: { id: siteId } });
    return site && site.status === 'generating' ? site : null;
  }

  /** The caller's name, the place's, the maps URL's, or the name the site was created with. */
  function resolveName(site: SiteRow, req: BuildRequest, place: PlaceDetails | null): string {
    const urlName = req.identity.kind === 'mapsUrl' ? req.identity.resolved.name : undefined;
    const name =
      req.businessName?.trim() ||
      place?.name ||
      urlName ||
      (site.businessName !== PROVISIONAL_NAME ? site.businessName : '');
    if (!name) {
      throw new ResearchIdentityError(
        places.name === 'local'
          ? 'Could not identify the business: no name was given and no place provider is configured (set GOOGLE_PLACES_API_KEY, or send businessName and businessLocation).'
          : 'Could not identify the business: the place provider found nothing for the given identifier.',
      );
    }
    return name;
  }

  async function readWebsite(
    website: string | undefined,
    who: { businessName: string; location?: string },
    sources: Set<string>,
    notes: string[],
  ) {
    if (!website) return { scraped: null, usage: NO_USAGE };
    let scraped = await scrapeWebsite(website, { allowLoopback: deps.allowLoopback, render: deps.render, ...who });
    if (scraped?.pages.length) sources.add(`website:${scraped.homeUrl}`);
    if (scraped?.rendered.length)
      notes.push(`website: rendered in a browser (client-rendered): ${scraped.rendered.join(', ')}`);
    notes.push(...(scraped?.errors ?? []).map((e) => `website: ${e}`));
    let usage = NO_USAGE;
    if (deps.llm && scraped?.pages.length) {
      try {
        const read = await withModelReading(deps.llm, scraped, who);
        scraped = read.scraped;
        usage = read.usage;
        notes.push(
          ...read.conflicts.map((c) => `conflict: ${c.field}: kept ${c.chosen}; ${c.reason}`),
          ...read.dropped.slice(0, 10).map((d) => `model reading dropped ${d}`),
        );
      } catch (err) {
        // Tokens spent on an answer that never validated are still spent.
        if (err instanceof LlmOutputError) usage = err.usage;
        notes.push(`model reading of the website failed: ${(err as Error).message}`);
      }
    }
    return { scraped, usage };
  }

  /** Photos from the place, uploads, the website, Facebook, the logo and (when allowed) stock; imported into the catalog. */
  async function collectPhotos(
    site: SiteRow,
    req: BuildRequest,
    name: string,
    place: PlaceDetails | null,
    scraped: ScrapedSite | null,
    sources: Set<string>,
    notes: string[],
  ) {
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
    const facebookUrl = req.facebookUrl ?? scraped?.social.find((l) => l.value.network === 'facebook')?.value.url;
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
    // Team and before/after pictures come last: they are used only in their own sections.
    const imported = await importPhotos({ db, storage: deps.storage, allowLoopback: deps.allowLoopback }, site, [
      ...photos.slice(0, 30),
      ...showcasePhotoCandidates(scraped?.showcase),
    ]);
    notes.push(...imported.failures.map((f) => `photo: ${f}`));
    if (imported.duplicates) notes.push(`photo: ${imported.duplicates} near-duplicate picture(s) kept once`);
    return imported;
  }

  /** Brand colours (logo first, then the website's CSS), category and design style. */
  async function brandOf(
    siteId: string,
    req: BuildRequest,
    name: string,
    place: PlaceDetails | null,
    scraped: ScrapedSite | null,
  ) {
    const logoRow = await db.sitePhoto.findFirst({ where: { siteId, tags: { has: 'logo' }, excludedAt: null } });
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

  /**
   * The facts, each from its best source with its provenance: the caller's words, then the business's own
   * website, then the directory. Where the website and the directory disagree on phone, hours or services
   * the website's is used and the disagreement is noted, never merged silently.
   */
  function mergeFacts(args: {
    site: SiteRow;
    req: BuildRequest;
    name: string;
    place: PlaceDetails | null;
    scraped: ScrapedSite | null;
    website: string | undefined;
    category: BusinessCategory;
    descriptions: string[];
    notes: string[];
  }) {
    const { site, req, name, place, scraped, notes } = args;
    const log = new FactLog();
    const caller = parseCallerFacts(req.businessDescription);
    log.add('name', name, req.businessName?.trim() ? CALLER : place ? PLACES : CALLER);

    // Phone: the website's own number outranks the directory's.
    const placePhone = toE164(place?.phone) ?? place?.phone ?? undefined;
    const sitePhone = scraped?.phones[0];
    if (sitePhone && placePhone && sitePhone.value !== placePhone)
      notes.push(
        `phone: the business website gives ${sitePhone.value}, the directory ${placePhone}; the website's is used`,
      );
    const phone = sitePhone?.value ?? placePhone;
    log.add('phone', phone, sitePhone ? websiteSource(sitePhone.url) : PLACES);

    // Spec 6.5: the caller's address wins; else the scrape; else the operator enters one on approve.
    const siteEmail = scraped ? selectEmail(scraped.emails, scraped.host) : null;
    const email = site.contactEmail ?? siteEmail;
    log.add(
      'email',
      email,
      site.contactEmail
        ? CALLER
        : websiteSource(scraped?.emails.find((e) => e.address === siteEmail)?.foundOn ?? scraped?.homeUrl ?? ''),
    );

    const address = place?.address ?? scraped?.address?.value;
    log.add('address', address, place?.address ? PLACES : websiteSource(scraped?.address?.url ?? ''));

    // Hours: the caller's words, then the website, then the directory.
    const placeHours = place?.hours ?? {};
    const siteHours = scraped?.hours ?? {};
    const [hours, hoursSource]: [Record<string, string>, string] = Object.keys(caller.hours).length
      ? [caller.hours, CALLER]
      : Object.keys(siteHours).length
        ? [siteHours, websiteSource(scraped!.hoursUrl ?? scraped!.homeUrl)]
        : [placeHours, PLACES];
    for (const [label, other] of [
      ['the business website', siteHours],
      ['the directory', placeHours],
    ] as const)
      if (
        Object.keys(other).length &&
        other !== hours &&
        hoursKey(other) !== hoursKey(hours) &&
        Object.keys(hours).length
      )
        notes.push(
          `hours: ${label} gives different hours from ${hoursSource === CALLER ? 'the caller' : hoursSource}; those are used`,
        );
    for (const [day, value] of Object.entries(hours)) log.add(`hours.${day}`, value, hoursSource);

    // Services: the website's (with prices exactly as written) and the caller's list.
    const services: Service[] = [];
    for (const s of scraped?.services ?? []) {
      services.push({
        name: s.name,
        ...(s.price ? { price: s.price } : {}),
        ...(s.description ? { description: s.description } : {}),
        ...(s.category ? { category: s.category } : {}),
      });
      log.add('service', s.name, websiteSource(s.url));
      if (s.price) log.add(`price.${s.name}`, s.price, websiteSource(s.url));
    }
    for (const c of caller.services)
      if (!services.some((s) => s.name.toLowerCase() === c.toLowerCase())) {
        services.push({ name: c });
        log.add('service', c, CALLER);
      }

    const testimonials: Testimonial[] = [
      ...(place?.reviews ?? [])
        .filter((r) => (r.rating ?? 5) >= 4)
        .slice(0, 6)
        .map((r) => ({ quote: r.text, author: r.author, rating: r.rating, source: 'google', lang: r.lang })),
      ...(scraped?.testimonials ?? []).map(({ url: _url, ...t }) => ({ ...t, source: t.source ?? 'existing_site' })),
    ];
    for (const t of place?.reviews ?? []) log.add('testimonial', t.text, PLACES);
    for (const t of scraped?.testimonials ?? []) log.add('testimonial', t.quote, websiteSource(t.url));

    const areas = [...(scraped?.areas ?? []).map((a) => ({ ...a, source: websiteSource(a.url) }))];
    for (const a of caller.areas)
      if (!areas.some((x) => x.value.toLowerCase() === a.toLowerCase()))
        areas.push({ value: a, url: '', source: CALLER });
    for (const a of areas) log.add('area', a.value, a.source);

    const founded = caller.foundedYear ?? scraped?.foundingYear?.value;
    log.add('founded', founded, caller.foundedYear ? CALLER : websiteSource(scraped?.foundingYear?.url ?? ''));

    const licenses = [...(req.licenses ?? [])];
    for (const l of req.licenses ?? []) log.add('license', l, CALLER);
    for (const l of scraped?.licenses ?? [])
      if (!licenses.some((x) => x.toLowerCase().includes(l.value.toLowerCase()))) {
        licenses.push(l.value);
        log.add('license', l.value, websiteSource(l.url));
      }

    const rating = place?.rating ?? scraped?.rating?.value.rating;
    const reviewCount =
      place?.rating !== undefined && place?.rating !== null ? place.userRatingCount : scraped?.rating?.value.count;
    log.add('rating', rating, place?.rating ? PLACES : websiteSource(scraped?.rating?.url ?? ''));
    log.add('review_count', reviewCount, place?.rating ? PLACES : websiteSource(scraped?.rating?.url ?? ''));
    log.add('description', req.businessDescription, CALLER);

    // Social profiles, one per network: the caller's, the website's own links, then the directory's.
    const social: { link: SocialLink; source: string }[] = [];
    const addSocial = (link: SocialLink | undefined, source: string) => {
      if (link && !social.some((s) => s.link.network === link.network)) social.push({ link, source });
    };
    addSocial(socialProfile(req.facebookUrl), CALLER);
    addSocial(socialProfile(req.existingSiteUrl), CALLER);
    for (const l of scraped?.social ?? []) addSocial(l.value, websiteSource(l.url));
    addSocial(socialProfile(place?.website), PLACES);
    addSocial(socialProfile(place?.googleMapsUri), PLACES);
    for (const s of social) log.add('social', s.link.url, s.source);

    const facts: ResearchFacts = {
      name,
      category: args.category,
      location: req.businessLocation ?? (req.identity.kind === 'name' ? req.identity.businessLocation : undefined),
      address: address ?? undefined,
      phone,
      email: email ?? undefined,
      website: scraped?.homeUrl ?? args.website,
      rating: rating ?? undefined,
      reviewCount: reviewCount ?? undefined,
      hours,
      services,
      testimonials,
      licenses,
      descriptions: args.descriptions,
      ownerPrompt: req.ownerPrompt,
    };
    return {
      facts,
      provenance: log.facts,
      cascadeEmail: email,
      areas: areas.map((a) => a.value),
      founded,
      social: social.map((s) => s.link),
    };
  }

  /** Writes research, the site's name/style/email and the account's directory entry in one transaction. */
  async function persist(args: {
    site: SiteRow;
    req: BuildRequest;
    place: PlaceDetails | null;
    facts: ResearchFacts;
    research: Omit<Prisma.ResearchUncheckedCreateInput, 'siteId'>;
    designStyle: string;
    cascadeEmail: string | null;
    usage: { tokensIn: number; tokensOut: number; costMicroUsd: number };
  }) {
    const { site, place, facts, research, usage } = args;
    const siteId = site.id;
    const json = (v: unknown) => v as Prisma.InputJsonValue;
    return db.$transaction(async (tx) => {
      // Usage is added once: a retried activity finds the research already written.
      const first = !(await tx.research.findUnique({ where: { siteId }, select: { siteId: true } }));
      await tx.research.upsert({ where: { siteId }, create: { siteId, ...research }, update: research });
      const s = await tx.site.update({
        where: { id: siteId },
        data: {
          businessName: facts.name,
          designStyle: args.designStyle,
          contactEmail: site.contactEmail ?? args.cascadeEmail,
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
          .update(`${facts.name}|${facts.location ?? ''}`.toLowerCase())
          .digest('hex')
          .slice(0, 24)}`;
      const placeRow = {
        source: place && places.name === 'google' ? 'google' : 'local',
        name: facts.name,
        address: facts.address ?? facts.location ?? null,
        phone: facts.phone ?? null,
        website: facts.website ?? null,
        rating: facts.rating ?? null,
        userRatingCount: facts.reviewCount ?? null,
        googleMapsUri: place?.googleMapsUri ?? null,
        businessType: place?.businessType ?? facts.category,
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
  }

  return {
    /**
     * Research stage of siteBuild: identify the place, read its website, run the email cascade, build
     * the photo library, pick colours, category and style, and write grounded research. Best-effort
     * everywhere except identity: a business with no name from any source fails the build.
     */
    async runResearch(siteId: string): Promise<ResearchOutcome> {
      const site = await loadSite(siteId);
      if (!site)
        return { found: false, businessName: '', businessCategory: 'default', emailStatus: 'missing', pause: null };
      const req = readBuildRequest(site);
      const notes: string[] = [];
      const sources = new Set<string>(['caller_input']);
      const place = await findPlace(site.accountId, req, notes);
      if (place) sources.add(places.name === 'google' ? 'google_places' : 'local_directory');
      beat('place');

      const name = resolveName(site, req, place);
      const website = req.existingSiteUrl ?? place?.website ?? undefined;
      const location =
        req.businessLocation ?? (req.identity.kind === 'name' ? req.identity.businessLocation : undefined);
      const { scraped, usage: readUsage } = await readWebsite(
        website,
        { businessName: name, location },
        sources,
        notes,
      );
      beat('website');

      const imported = await collectPhotos(site, req, name, place, scraped, sources, notes);
      beat('photos');

      const { descriptions, category, colors, colorSources, designStyle } = await brandOf(
        siteId,
        req,
        name,
        place,
        scraped,
      );
      // The trade the site is designed for; a family fallback says so here rather than passing silently.
      notes.push(
        resolveTrade({
          placesTypes: place?.types,
          jsonLdTypes: scraped?.types,
          name,
          businessType: place?.businessType,
          descriptions,
          category,
          offerings: scraped?.services.map((s) => s.name),
        }).note,
      );
      const merged = mergeFacts({ site, req, name, place, scraped, website, category, descriptions, notes });
      const { facts, provenance, cascadeEmail } = merged;
      const brandColor = brandColorFact(colors, colorSources, `f${provenance.length + 1}`);
      if (brandColor) provenance.push(brandColor);
      const synthesized = await synthesize(deps.llm, facts);
      const { synthesis, writer } = synthesized;
      const usage = addUsage(synthesized.usage, readUsage);
      beat('synthesis');

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
        price_range: scraped?.priceRange ?? null,
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
        facts: provenance,
      };
      const found = [
        facts.phone,
        facts.address,
        Object.keys(facts.hours).length,
        facts.services.length,
        facts.testimonials.length,
        cascadeEmail,
      ].filter(Boolean).length;
      const research = {
        accountId: site.accountId,
        businessDescription: synthesis.business_description,
        services: json(synthesis.services),
        faqs: json(synthesis.faqs),
        testimonials: json(facts.testimonials),
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
              phones: scraped.phones.map((p) => p.value),
            })
          : undefined,
        extractionConfidence: scraped ? Math.round((found / 6) * 100) / 100 : null,
      };
      const updated = await persist({ site, req, place, facts, research, designStyle, cascadeEmail, usage });
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
export type Research = ReturnType<typeof createResearch>;

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
