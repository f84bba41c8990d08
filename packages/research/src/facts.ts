import type { BuildRequest, ResearchFact } from '@sgs/contracts';
import type { PlaceDetails } from '@sgs/places';
import { parseCallerFacts, socialProfile, toE164, type SocialLink } from '@sgs/site-kit';
import type { SiteRow } from './deps';
import { siteEmail as emailOfSite } from './email';
import type { ScrapedSite } from './scrape';
import type { BusinessCategory, ResearchFacts, Service, Testimonial } from './types';

/** Provenance of a fact (research `facts[].source`). */
export const websiteSource = (url: string) => `website:${url}`;
export const PLACES = 'places';
export const CALLER = 'caller_input';

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

/**
 * The facts, each from its best source with its provenance: the caller's words, then the business's own
 * website, then the directory. Where the website and the directory disagree on phone, hours or services
 * the website's is used and the disagreement is noted, never merged silently.
 */
export function mergeFacts(args: {
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
  const siteEmail = scraped ? emailOfSite(scraped, name) : null;
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
  // Only as the business's own pages state them (its Impressum): the writer's legal notice prints them.
  log.add('register', scraped?.register?.value, websiteSource(scraped?.register?.url ?? ''));
  log.add('vat_id', scraped?.vatId?.value, websiteSource(scraped?.vatId?.url ?? ''));

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
